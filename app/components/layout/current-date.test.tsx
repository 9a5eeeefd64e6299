import { describe, expect, it } from "vitest";
import { longDate } from "./current-date";

describe("longDate", () => {
  it("writes every day of a leap year as Intl's en-US long date does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
    for (let day = 0; day < 366; day++) {
      const date = new Date(2028, 0, 1 + day);
      expect(longDate(date)).toBe(intl.format(date));
    }
  });

  it("writes the year in full", () => {
    expect(longDate(new Date(2031, 2, 14))).toBe("March 14, 2031");
    expect(longDate(new Date(2100, 11, 31))).toBe("December 31, 2100");
  });
});
