import { describe, expect, it } from "vitest";
import {
  easterSunday,
  frenchPublicHolidays,
  isAnswerOverdue,
  isWorkingDay,
  workingHoursAfter,
  workingHoursBefore,
  workingMinutesBetween,
} from "./working-hours";

/** Paris wall-clock time in winter (UTC+1) and summer (UTC+2). */
const winter = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const summer = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

describe("French public holidays", () => {
  it("finds Easter as the published calendars give it", () => {
    // Dates from the Service public calendar of holidays.
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2038)).toBe("2038-04-25");
  });

  it("lists the eleven days of 2026", () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });

  it("makes weekends and holidays non-working days", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true); // a Friday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-29")).toBe(false); // Sunday
    expect(isWorkingDay("2026-11-11")).toBe(false); // Armistice, a Wednesday
    expect(isWorkingDay("2026-05-14")).toBe(false); // Ascension
  });
});

describe("48 working hours", () => {
  it("runs from Friday afternoon to Tuesday afternoon over a weekend", () => {
    const received = winter("2026-11-27", "16:00");
    expect(workingHoursAfter(received, 48)).toEqual(winter("2026-12-01", "16:00"));
    expect(workingMinutesBetween(received, winter("2026-12-01", "15:59"))).toBe(48 * 60 - 1);
    expect(isAnswerOverdue(received, winter("2026-12-01", "15:59"))).toBe(false);
    expect(isAnswerOverdue(received, winter("2026-12-01", "16:00"))).toBe(true);
  });

  it("starts a weekend request on Monday and ends it with Tuesday", () => {
    expect(workingHoursAfter(winter("2026-11-28", "10:30"), 48)).toEqual(winter("2026-12-02", "00:00"));
  });

  it("skips a public holiday in the week", () => {
    // Tuesday 10 November 10:00, Wednesday the 11th off: 14 h + 24 h (Thursday) + 10 h (Friday).
    expect(workingHoursAfter(winter("2026-11-10", "10:00"), 48)).toEqual(winter("2026-11-13", "10:00"));
    expect(workingMinutesBetween(winter("2026-11-10", "10:00"), winter("2026-11-12", "10:00"))).toBe(24 * 60);
  });

  it("counts the Ascension bridge in summer time", () => {
    // Wednesday 13 May 2026 9:00; Thursday 14 is Ascension: 15 h + 24 h (Friday) + 9 h (Monday).
    expect(workingHoursAfter(summer("2026-05-13", "09:00"), 48)).toEqual(summer("2026-05-18", "09:00"));
  });

  it("gives the latest overdue instant, the inverse of the deadline", () => {
    const now = winter("2026-12-01", "16:00");
    expect(workingHoursBefore(now, 48)).toEqual(winter("2026-11-27", "16:00"));
    for (const received of [winter("2026-11-10", "10:00"), summer("2026-05-13", "09:00"), winter("2026-12-24", "11:15")]) {
      const due = workingHoursAfter(received, 48);
      expect(workingHoursBefore(due, 48)).toEqual(received);
      expect(workingMinutesBetween(received, due)).toBe(48 * 60);
    }
  });

  it("is zero when the end is not after the start", () => {
    expect(workingMinutesBetween(winter("2026-12-01", "16:00"), winter("2026-12-01", "15:00"))).toBe(0);
  });
});
