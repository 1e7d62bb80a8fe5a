/**
 * Calendar days in Paris, as ISO strings (YYYY-MM-DD): what "today", "in two months" and "a Paris day" mean for
 * the business rules, whatever the time zone of the machine or the browser.
 */
// Created on first use: an Intl formatter costs the page tens of milliseconds (see format.ts).
let parisDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Paris at this instant. */
export function parisDay(at: Date): string {
  parisDayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return parisDayFormat.format(at);
}

/** The same day `months` later; the last day of the month when that day does not exist (31 Jan + 1 = 28/29 Feb). */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The calendar day `days` later (or earlier, when negative). */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isIsoDay(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}
