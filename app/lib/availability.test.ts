import { describe, expect, it } from "vitest";
import { availabilityAt } from "./availability";
import { availability } from "~/content/lead-os";
import { site } from "~/content/site";

describe("availabilityAt", () => {
  it("names the month after the current one, with the spots of the site setting", () => {
    expect(availabilityAt(new Date(2026, 10, 25, 14, 0), { monthlyCapacity: 5, spotsRemaining: 3 })).toEqual({
      month: { year: 2026, month: 12 },
      monthLabel: "December 2026",
      monthIso: "2026-12",
      monthlyCapacity: 5,
      spotsRemaining: 3,
      spotsText: "3 spots remaining",
      line: "December 2026: 3 spots remaining",
    });
  });

  it("never names a month in the past: every day for four years, the month shown is after today's", () => {
    for (let day = 0; day < 4 * 366; day++) {
      for (const hour of [0, 12, 23]) {
        const now = new Date(2026, 0, 1 + day, hour, 59, 59);
        const { month } = availabilityAt(now);
        const today = { year: now.getFullYear(), month: now.getMonth() + 1 };
        expect(month.year * 12 + month.month, now.toString()).toBe(today.year * 12 + today.month + 1);
      }
    }
  });

  it("turns the year: December and New Year's Eve give January of the next year", () => {
    expect(availabilityAt(new Date(2026, 11, 1, 0, 0)).line).toMatch(/^January 2027: /);
    expect(availabilityAt(new Date(2026, 11, 31, 23, 59, 59)).monthIso).toBe("2027-01");
    expect(availabilityAt(new Date(2027, 0, 1, 0, 0)).monthIso).toBe("2027-02");
  });

  it("says one spot, several spots, or fully booked", () => {
    const now = new Date(2027, 4, 10);
    expect(availabilityAt(now, { monthlyCapacity: 5, spotsRemaining: 1 }).line).toBe("June 2027: 1 spot remaining");
    expect(availabilityAt(now, { monthlyCapacity: 5, spotsRemaining: 5 }).line).toBe("June 2027: 5 spots remaining");
    expect(availabilityAt(now, { monthlyCapacity: 5, spotsRemaining: 0 }).line).toBe("June 2027: fully booked");
  });

  it("refuses a setting that cannot be true", () => {
    const now = new Date(2027, 4, 10);
    expect(() => availabilityAt(now, { monthlyCapacity: 5, spotsRemaining: 6 })).toThrow(/from 0 to 5/);
    expect(() => availabilityAt(now, { monthlyCapacity: 5, spotsRemaining: -1 })).toThrow(/from 0 to 5/);
    expect(() => availabilityAt(now, { monthlyCapacity: 5, spotsRemaining: 2.5 })).toThrow(/from 0 to 5/);
    expect(() => availabilityAt(now, { monthlyCapacity: 0, spotsRemaining: 0 })).toThrow(/monthlyCapacity/);
  });

  it("the site setting is valid and is SPEC 9's: 5 clients a month", () => {
    expect(site.availability.monthlyCapacity).toBe(5);
    expect(() => availabilityAt(new Date())).not.toThrow();
    expect(availability.title).toBe("Limited to 5 Clients Per Month (To ensure white-glove service quality)");
  });
});
