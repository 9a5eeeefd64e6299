import { describe, expect, it } from "vitest";
import { calendarWeeks, monthAbbreviation } from "./booking-calendar";

describe("calendarWeeks", () => {
  it("covers the first to the last open day in whole weeks, Sunday first, across a month's end", () => {
    const weeks = calendarWeeks("2026-11-27", "2026-12-16");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe("2026-11-22");
    expect(weeks[1]).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(weeks[3]?.at(-1)).toBe("2026-12-19");
  });

  it("is one week when the open days fall in one, and keeps every date once across a daylight-saving change", () => {
    expect(calendarWeeks("2026-03-09", "2026-03-10")).toHaveLength(1);
    const dates = calendarWeeks("2026-03-01", "2026-03-31").flat();
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toContain("2026-03-08");
    expect(dates).toContain("2026-03-29");
  });
});

describe("monthAbbreviation", () => {
  it("abbreviates every month as en-US does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, "0")}-15`;
      expect(monthAbbreviation(date)).toBe(intl.format(Date.parse(`${date}T00:00:00Z`)));
    }
    expect(() => monthAbbreviation("2026-13-01")).toThrow();
  });
});
