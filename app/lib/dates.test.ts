import { describe, expect, it } from "vitest";
import { isIsoDate, isoMonth, longDate, monthLabel, nextMonth } from "./dates";

describe("longDate", () => {
  it("writes every day of a leap year as Intl's en-US long date does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(longDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it("writes the calendar date as given, whatever the time zone", () => {
    expect(longDate("2031-03-14")).toBe("March 14, 2031");
    expect(longDate("2100-12-31")).toBe("December 31, 2100");
    expect(longDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("refuses what is not a YYYY-MM-DD calendar date", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "2026-1-5", "26-01-05", "2026-11-23T00:00:00Z", ""]) {
      expect(isIsoDate(bad)).toBe(false);
      expect(() => longDate(bad)).toThrow(/YYYY-MM-DD/);
    }
    expect(isIsoDate("2028-02-29")).toBe(true);
  });
});

describe("months", () => {
  it("names a month and writes its datetime", () => {
    expect(monthLabel({ year: 2026, month: 12 })).toBe("December 2026");
    expect(monthLabel({ year: 2027, month: 5 })).toBe("May 2027");
    expect(isoMonth({ year: 2026, month: 12 })).toBe("2026-12");
    expect(isoMonth({ year: 2027, month: 1 })).toBe("2027-01");
  });

  it("nextMonth is the month after the local month of the date, across the year's end", () => {
    expect(nextMonth(new Date(2026, 10, 25, 14, 0))).toEqual({ year: 2026, month: 12 });
    expect(nextMonth(new Date(2026, 11, 31, 23, 59, 59))).toEqual({ year: 2027, month: 1 });
    expect(nextMonth(new Date(2027, 0, 1, 0, 0, 0))).toEqual({ year: 2027, month: 2 });
    expect(nextMonth(new Date(2028, 1, 29, 12))).toEqual({ year: 2028, month: 3 });
  });
});
