import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formatList,
  formatCountdown,
  formatMinutesSeconds,
  formatDateLong,
  formatDateShort,
  formatEuros,
  formatEurosHT,
  formatKg,
  formatNumber,
  formatFixed,
  formatSquareMetres,
  formatTonnes,
} from "./format";

// Intl fr-FR separates thousands with U+202F (narrow no-break space) and puts U+00A0 (no-break space) before "€";
// the helpers also put U+00A0 before "HT", "m²", "kg" and "t". They are written as escapes so a reader sees them.
const NNBSP = "\u202F";
const NBSP = "\u00A0";

describe("formatDateShort", () => {
  it("writes day/month/year with two-digit day and month", () => {
    expect(formatDateShort(new Date("2026-11-20T10:00:00Z"))).toBe("20/11/2026");
    expect(formatDateShort("2026-03-01T12:00:00Z")).toBe("01/03/2026");
    expect(formatDateShort("2026-12-31T12:00:00Z")).toBe("31/12/2026");
  });

  it("keeps the calendar day of a date-only ISO string", () => {
    expect(formatDateShort("2026-11-20")).toBe("20/11/2026");
    expect(formatDateShort("2026-01-01")).toBe("01/01/2026");
    expect(formatDateShort("2026-12-31")).toBe("31/12/2026");
  });

  it("reads instants in Paris time", () => {
    // 23:30 UTC on 20 November is 00:30 on the 21st in Paris (UTC+1 in winter).
    expect(formatDateShort("2026-11-20T23:30:00Z")).toBe("21/11/2026");
    // 23:30 UTC on 31 December is already the new year in Paris.
    expect(formatDateShort("2026-12-31T23:30:00Z")).toBe("01/01/2027");
  });

  it("rejects an invalid date", () => {
    expect(() => formatDateShort("pas une date")).toThrow(RangeError);
  });
});

describe("formatDateLong", () => {
  it("writes the month in full", () => {
    expect(formatDateLong(new Date("2026-11-20T10:00:00Z"))).toBe("20 novembre 2026");
    expect(formatDateLong("2026-11-20")).toBe("20 novembre 2026");
    expect(formatDateLong("2026-12-31")).toBe("31 décembre 2026");
    expect(formatDateLong("2026-08-15")).toBe("15 août 2026");
  });

  it("writes the first day of a month as 1er", () => {
    expect(formatDateLong("2026-11-01")).toBe("1er novembre 2026");
    expect(formatDateLong(new Date("2026-02-01T08:00:00Z"))).toBe("1er février 2026");
    // 10, 11, 21, 31 are not the first.
    expect(formatDateLong("2026-10-11")).toBe("11 octobre 2026");
    expect(formatDateLong("2026-10-21")).toBe("21 octobre 2026");
    expect(formatDateLong("2026-10-31")).toBe("31 octobre 2026");
  });

  it("reads instants in Paris time, winter and summer", () => {
    expect(formatDateLong("2026-11-20T23:30:00Z")).toBe("21 novembre 2026");
    // Winter: UTC+1, so 22:59:59 UTC is still the 20th and 23:00 UTC is the 21st.
    expect(formatDateLong("2026-11-20T22:59:59Z")).toBe("20 novembre 2026");
    expect(formatDateLong("2026-11-20T23:00:00Z")).toBe("21 novembre 2026");
    // Summer: UTC+2, so 22:30 UTC on 14 July is 00:30 on the 15th.
    expect(formatDateLong("2026-07-14T21:59:00Z")).toBe("14 juillet 2026");
    expect(formatDateLong("2026-07-14T22:30:00Z")).toBe("15 juillet 2026");
    expect(formatDateLong("2026-12-31T23:30:00Z")).toBe("1er janvier 2027");
  });

  describe("on a machine far west of Paris", () => {
    const previousTz = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = "America/Los_Angeles";
    });
    afterAll(() => {
      if (previousTz === undefined) delete process.env.TZ;
      else process.env.TZ = previousTz;
    });

    it("still gives the same day", () => {
      // Proves the machine's zone really is UTC-8 here (a date-only string would be the 19th locally).
      expect(new Date("2026-11-20T12:00:00Z").getTimezoneOffset()).toBe(480);
      expect(formatDateLong("2026-11-20")).toBe("20 novembre 2026");
      expect(formatDateShort("2026-11-01")).toBe("01/11/2026");
      expect(formatDateLong("2026-11-20T23:30:00Z")).toBe("21 novembre 2026");
    });
  });
});

describe("formatEuros and formatEurosHT", () => {
  it("writes whole euros with Intl's separators", () => {
    expect(formatEuros(2000)).toBe(`2${NNBSP}000${NBSP}€`);
    expect(formatEuros(999)).toBe(`999${NBSP}€`);
    expect(formatEuros(1234567)).toBe(`1${NNBSP}234${NNBSP}567${NBSP}€`);
  });

  it("rounds half away from zero", () => {
    expect(formatEuros(1999.5)).toBe(`2${NNBSP}000${NBSP}€`);
    expect(formatEuros(1999.49)).toBe(`1${NNBSP}999${NBSP}€`);
    expect(formatEuros(0.5)).toBe(`1${NBSP}€`);
    expect(formatEuros(-1999.5)).toBe(`-2${NNBSP}000${NBSP}€`);
  });

  it("writes zero, and never minus zero", () => {
    expect(formatEuros(0)).toBe(`0${NBSP}€`);
    expect(formatEuros(-0)).toBe(`0${NBSP}€`);
    expect(formatEuros(-0.4)).toBe(`0${NBSP}€`);
  });

  it("writes negative amounts with a hyphen-minus", () => {
    expect(formatEuros(-150)).toBe(`-150${NBSP}€`);
    expect(formatEuros(-2000)).toBe(`-2${NNBSP}000${NBSP}€`);
  });

  it("adds HT after a no-break space", () => {
    expect(formatEurosHT(2000)).toBe(`2${NNBSP}000${NBSP}€${NBSP}HT`);
    expect(formatEurosHT(1999.5)).toBe(`2${NNBSP}000${NBSP}€${NBSP}HT`);
    expect(formatEurosHT(0)).toBe(`0${NBSP}€${NBSP}HT`);
  });
});

describe("formatNumber", () => {
  it("keeps at most maxDecimals decimals, with a decimal comma", () => {
    expect(formatNumber(1234.5, 2)).toBe(`1${NNBSP}234,5`);
    expect(formatNumber(1234.567, 2)).toBe(`1${NNBSP}234,57`);
    expect(formatNumber(3.14159, 0)).toBe("3");
    expect(formatNumber(2, 3)).toBe("2");
    expect(formatNumber(0, 2)).toBe("0");
    expect(formatNumber(-0.001, 2)).toBe("0");
    expect(formatNumber(-12.345, 1)).toBe("-12,3");
  });
});

describe("formatFixed", () => {
  it("keeps exactly the decimals asked for, trailing zeros included", () => {
    expect(formatFixed(105, 1)).toBe("105,0");
    expect(formatFixed(79.9, 1)).toBe("79,9");
    expect(formatFixed(1234.56, 1)).toBe(`1${NNBSP}234,6`);
  });
});

describe("formatSquareMetres", () => {
  it("drops trailing zeros without decimals", () => {
    expect(formatSquareMetres(12.5)).toBe(`12,5${NBSP}m²`);
    expect(formatSquareMetres(12)).toBe(`12${NBSP}m²`);
    expect(formatSquareMetres(1250.456)).toBe(`1${NNBSP}250,46${NBSP}m²`);
    expect(formatSquareMetres(0)).toBe(`0${NBSP}m²`);
  });

  it("writes exactly the decimals asked for", () => {
    expect(formatSquareMetres(12.5, 2)).toBe(`12,50${NBSP}m²`);
    expect(formatSquareMetres(12.46, 1)).toBe(`12,5${NBSP}m²`);
    expect(formatSquareMetres(12.5, 0)).toBe(`13${NBSP}m²`);
  });
});

describe("formatKg", () => {
  it("writes whole kilograms", () => {
    expect(formatKg(1240)).toBe(`1${NNBSP}240${NBSP}kg`);
    expect(formatKg(1239.5)).toBe(`1${NNBSP}240${NBSP}kg`);
    expect(formatKg(12.4)).toBe(`12${NBSP}kg`);
    expect(formatKg(0)).toBe(`0${NBSP}kg`);
    expect(formatKg(-35.6)).toBe(`-36${NBSP}kg`);
  });
});

describe("formatTonnes", () => {
  it("writes two decimals by default", () => {
    expect(formatTonnes(1.24)).toBe(`1,24${NBSP}t`);
    expect(formatTonnes(1.236)).toBe(`1,24${NBSP}t`);
    expect(formatTonnes(2)).toBe(`2,00${NBSP}t`);
    expect(formatTonnes(0)).toBe(`0,00${NBSP}t`);
    expect(formatTonnes(1234.5)).toBe(`1${NNBSP}234,50${NBSP}t`);
    expect(formatTonnes(-0.004)).toBe(`0,00${NBSP}t`);
  });

  it("writes the decimals asked for", () => {
    expect(formatTonnes(1.24, 1)).toBe(`1,2${NBSP}t`);
    expect(formatTonnes(1.25, 1)).toBe(`1,3${NBSP}t`);
    expect(formatTonnes(1.24, 0)).toBe(`1${NBSP}t`);
  });
});

describe("formatCountdown", () => {
  it("shows minutes and two-digit seconds", () => {
    expect(formatCountdown(3600)).toBe("60:00");
    expect(formatCountdown(125)).toBe("2:05");
    expect(formatCountdown(59.2)).toBe("1:00");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-4)).toBe("0:00");
  });
});

describe("written by hand, the same as Intl fr-FR", () => {
  // The helpers avoid Intl for speed (see format.ts); Intl stays the reference for every character.
  it("joins lists as Intl.ListFormat does, 'et' before the last item", () => {
    const intlList = new Intl.ListFormat("fr-FR", { type: "conjunction" });
    for (const items of [[], ["a"], ["a", "b"], ["la distance", "le volume", "l'anticipation"], ["1", "2", "3", "4"]]) {
      expect(formatList(items)).toBe(intlList.format(items));
    }
    expect(formatList(["a", "b", "c"])).toBe("a, b et c");
  });

  const formatters = new Map<string, Intl.NumberFormat>();
  const intl = (n: number, min: number, max: number, currency = false) => {
    const key = `${min}|${max}|${currency}`;
    if (!formatters.has(key)) {
      const style: Intl.NumberFormatOptions = currency ? { style: "currency", currency: "EUR" } : {};
      const options = { minimumFractionDigits: min, maximumFractionDigits: max, signDisplay: "negative" } as const;
      formatters.set(key, new Intl.NumberFormat("fr-FR", { ...style, ...options }));
    }
    return formatters.get(key)!.format(n);
  };

  // A fixed pseudo-random sequence: the same values on every run, so a failure can be replayed.
  let seed = 20261121;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -0.5,
    -2.5,
    1.005,
    2.675,
    1.045,
    0.045,
    9.995,
    99.95,
    999.5,
    999_999.5,
    1234.5678,
    -1234.5678,
    0.001,
    0.0049,
    0.005,
    1e15 + 0.5,
    123_456_789_012,
    1e-6,
    2e-7,
    1e21,
    3.3e25,
    ...Array.from({ length: 3000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(random() * 10 - 3);
      const value = random() * magnitude * (i % 3 === 0 ? -1 : 1);
      // One value in five on an exact half, the hardest case for rounding.
      return i % 5 === 0 ? Math.round(value * 200) / 200 : value;
    }),
  ];

  it("numbers with 0 to 3 decimals, euros, kilograms and tonnes", () => {
    for (const value of values) {
      for (const decimals of [0, 1, 2, 3]) {
        expect(formatNumber(value, decimals), `${value} (${decimals})`).toBe(intl(value, 0, decimals));
        expect(formatTonnes(value, decimals), `${value} t`).toBe(`${intl(value, decimals, decimals)}${NBSP}t`);
      }
      expect(formatEuros(value), `${value} €`).toBe(intl(value, 0, 0, true));
      expect(formatKg(value), `${value} kg`).toBe(`${intl(value, 0, 0)}${NBSP}kg`);
    }
  });

  it("every day of two years, short and long", () => {
    const short = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", day: "2-digit", month: "2-digit", year: "numeric" });
    const long = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const isoDay = new Date(day).toISOString().slice(0, 10);
      expect(formatDateShort(isoDay)).toBe(short.format(day));
      expect(formatDateLong(isoDay)).toBe(long.format(day).replace(/^1 /, "1er "));
    }
  });
});

describe("formatMinutesSeconds", () => {
  it("writes a mean duration as m:ss, rounded to the nearest second", () => {
    expect(formatMinutesSeconds(95.4)).toBe("1:35");
    expect(formatMinutesSeconds(95.5)).toBe("1:36");
    expect(formatMinutesSeconds(0)).toBe("0:00");
    expect(formatMinutesSeconds(3725)).toBe("62:05");
  });
});
