import { addDays, parisDay } from "../calendar";

/**
 * Working hours of the workshop (docs/product.md §6.10, "48 heures ouvrées"): the hours of its working days, in Paris
 * time. A working day is Monday to Friday, except the French public holidays (Code du travail, art. L3133-1, as
 * observed in Maine-et-Loire: no Alsace-Moselle days). Each working day counts its whole 24 hours (clocks change on
 * Sundays, never a working day), as "48 heures ouvrées" is understood in French trade: two working days. So a request
 * received on Friday at 16:00 reaches 48 working hours on Tuesday at 16:00, and one received on Saturday at the end of
 * Tuesday.
 */

export const ANSWER_DUE_WORKING_HOURS = 48;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The eleven public holidays of metropolitan France in a year, as ISO days. */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"].map((day) => `${year}-${day}`);
  // Easter Monday, Ascension Thursday (Easter + 39), Whit Monday (Easter + 50).
  return [...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)].sort();
}

const holidayCache = new Map<number, Set<string>>();

export function isWorkingDay(isoDay: string): boolean {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(isoDay.slice(0, 4));
  let holidays = holidayCache.get(year);
  if (!holidays) holidayCache.set(year, (holidays = new Set(frenchPublicHolidays(year))));
  return !holidays.has(isoDay);
}

/** The instant a Paris day starts (midnight is never skipped by a clock change in Paris: those happen at 2 or 3 am). */
export function parisDayStart(isoDay: string): Date {
  const utcMidnight = Date.parse(`${isoDay}T00:00:00Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    if (parisDay(candidate) === isoDay && parisDay(new Date(candidate.getTime() - 1)) !== isoDay) return candidate;
  }
  throw new RangeError(`No Paris midnight found for ${isoDay}`);
}

/** Whole working minutes between two instants (0 when `to` is not after `from`). */
export function workingMinutesBetween(from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  const firstDay = parisDay(from);
  const lastDay = parisDay(to);
  const counted = (day: string, start: number, end: number) => (isWorkingDay(day) ? Math.max(0, end - start) : 0);
  if (firstDay === lastDay) return Math.floor(counted(firstDay, from.getTime(), to.getTime()) / MINUTE_MS);
  let total =
    counted(firstDay, from.getTime(), parisDayStart(addDays(firstDay, 1)).getTime()) +
    counted(lastDay, parisDayStart(lastDay).getTime(), to.getTime());
  // The days between are whole: a working day is 24 h long (clocks change on Sundays).
  for (let day = addDays(firstDay, 1); day < lastDay; day = addDays(day, 1)) if (isWorkingDay(day)) total += DAY_MS;
  return Math.floor(total / MINUTE_MS);
}

/**
 * The latest instant from which `hours` working hours have passed by `now`: a request received at or before it and
 * still unanswered is late. Walks back over the days from `now`.
 */
export function workingHoursBefore(now: Date, hours: number): Date {
  let remaining = hours * 60 * MINUTE_MS;
  let end = now.getTime();
  for (let day = parisDay(now); ; day = addDays(day, -1)) {
    const start = parisDayStart(day).getTime();
    if (isWorkingDay(day)) {
      const available = end - start;
      if (available >= remaining) return new Date(end - remaining);
      remaining -= available;
    }
    end = start;
    // Safety: 48 working hours are never more than a few weeks back, even over Christmas.
    if (now.getTime() - end > 366 * DAY_MS) throw new RangeError("working hours out of range");
  }
}

/** The instant a request received at `receivedAt` reaches `hours` working hours. */
export function workingHoursAfter(receivedAt: Date, hours: number): Date {
  let remaining = hours * 60 * MINUTE_MS;
  let start = receivedAt.getTime();
  for (let day = parisDay(receivedAt); ; day = addDays(day, 1)) {
    const end = parisDayStart(addDays(day, 1)).getTime();
    if (isWorkingDay(day)) {
      const available = end - start;
      if (available >= remaining) return new Date(start + remaining);
      remaining -= available;
    }
    start = end;
    if (start - receivedAt.getTime() > 366 * DAY_MS) throw new RangeError("working hours out of range");
  }
}

/** An unanswered request past its 48 working hours. */
export function isAnswerOverdue(receivedAt: Date, now: Date): boolean {
  return workingMinutesBetween(receivedAt, now) >= ANSWER_DUE_WORKING_HOURS * 60;
}
