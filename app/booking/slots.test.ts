import { describe, expect, it } from "vitest";
import { type Availability, defaultAvailability, selectableTimeZones } from "~/content/booking";
import { bookingAvailability, isTimeZone, parseWeeklyHours } from "./settings";
import { clashes, groupByDay, nearestSlots, occupiedUnits, openSlots } from "./slots";

const weekdays9to17 = parseWeeklyHours("mon-fri 09:00-17:00");

function availability(overrides: Partial<Availability>): Availability {
  return {
    ...defaultAvailability,
    weeklyHours: weekdays9to17,
    minimumNoticeHours: 0,
    bufferMinutes: 0,
    daysOff: [],
    maxPerDay: 100,
    ...overrides,
  };
}

const iso = (d: Date) => d.toISOString();
const startsOn = (slots: { start: Date; ownerDate: string }[], date: string) =>
  slots.filter((s) => s.ownerDate === date).map((s) => iso(s.start));

describe("openSlots: daylight-saving changes", () => {
  it("Europe/Berlin, the week of 2027-03-28: 09:00 stays 09:00 local, one hour earlier in UTC after the change", () => {
    const a = availability({ timeZone: "Europe/Berlin", daysAhead: 10 });
    const slots = openSlots({ availability: a, type: "discovery", now: new Date("2027-03-24T18:00:00Z"), busy: [] });
    // Thursday and Friday before the change: CET (UTC+1).
    expect(startsOn(slots, "2027-03-26")[0]).toBe("2027-03-26T08:00:00.000Z");
    expect(startsOn(slots, "2027-03-26").at(-1)).toBe("2027-03-26T15:30:00.000Z");
    // No weekend hours.
    expect(startsOn(slots, "2027-03-27")).toEqual([]);
    expect(startsOn(slots, "2027-03-28")).toEqual([]);
    // Monday after the change: CEST (UTC+2).
    expect(startsOn(slots, "2027-03-29")[0]).toBe("2027-03-29T07:00:00.000Z");
    expect(startsOn(slots, "2027-03-29").at(-1)).toBe("2027-03-29T14:30:00.000Z");
    // 16 half-hour starts from 09:00 to 16:30 on every weekday.
    expect(startsOn(slots, "2027-03-26")).toHaveLength(16);
    expect(startsOn(slots, "2027-03-29")).toHaveLength(16);
  });

  it("Europe/Berlin: the skipped hour on 2027-03-28 (02:00-03:00) is not offered", () => {
    const a = availability({
      timeZone: "Europe/Berlin",
      daysAhead: 3,
      weeklyHours: parseWeeklyHours("sun 01:00-04:00"),
    });
    const slots = openSlots({ availability: a, type: "discovery", now: new Date("2027-03-27T00:00:00Z"), busy: [] });
    expect(startsOn(slots, "2027-03-28")).toEqual([
      "2027-03-28T00:00:00.000Z", // 01:00 CET
      "2027-03-28T00:30:00.000Z", // 01:30 CET
      "2027-03-28T01:00:00.000Z", // 03:00 CEST
      "2027-03-28T01:30:00.000Z", // 03:30 CEST
    ]);
    // A 60-minute session from 01:30 ends at 03:30 local wall time, one real hour later.
    const strategy = openSlots({ availability: a, type: "strategy", now: new Date("2027-03-27T00:00:00Z"), busy: [] });
    const first = strategy.find((s) => iso(s.start) === "2027-03-28T00:30:00.000Z");
    expect(first && iso(first.end)).toBe("2027-03-28T01:30:00.000Z");
  });

  it("America/New_York, the week of 2027-03-14: EST before, EDT after", () => {
    const a = availability({ timeZone: "America/New_York", daysAhead: 7 });
    const slots = openSlots({ availability: a, type: "strategy", now: new Date("2027-03-11T20:00:00Z"), busy: [] });
    expect(startsOn(slots, "2027-03-12")[0]).toBe("2027-03-12T14:00:00.000Z");
    expect(startsOn(slots, "2027-03-15")[0]).toBe("2027-03-15T13:00:00.000Z");
    // 60-minute sessions: 09:00 to 16:00 every half hour.
    expect(startsOn(slots, "2027-03-15")).toHaveLength(15);
    expect(startsOn(slots, "2027-03-15").at(-1)).toBe("2027-03-15T20:00:00.000Z");
  });

  it("America/New_York, 2026-11-01: the repeated hour is offered once", () => {
    const a = availability({
      timeZone: "America/New_York",
      daysAhead: 2,
      weeklyHours: parseWeeklyHours("sun 00:00-03:00"),
    });
    const slots = openSlots({ availability: a, type: "discovery", now: new Date("2026-10-31T12:00:00Z"), busy: [] });
    const starts = startsOn(slots, "2026-11-01");
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts[0]).toBe("2026-11-01T04:00:00.000Z"); // 00:00 EDT
    // 01:00 and 01:30 happen twice; each is offered once (luxon resolves them to standard time).
    expect(starts).toEqual([
      "2026-11-01T04:00:00.000Z",
      "2026-11-01T04:30:00.000Z",
      "2026-11-01T06:00:00.000Z",
      "2026-11-01T06:30:00.000Z",
      "2026-11-01T07:00:00.000Z",
      "2026-11-01T07:30:00.000Z",
    ]);
    expect(starts.at(-1)).toBe("2026-11-01T07:30:00.000Z"); // 02:30 EST
  });

  it("shows times in the visitor's zone across the change, each named with date, time and zone", () => {
    const a = availability({ timeZone: "Europe/Berlin", daysAhead: 6 });
    const slots = openSlots({ availability: a, type: "discovery", now: new Date("2027-03-25T18:00:00Z"), busy: [] });
    const days = groupByDay(slots, "America/New_York", (d, t, z) => `${d}, ${t} (${z})`);
    // Friday 09:00 CET = 04:00 EDT (New York changed two weeks earlier); Monday 09:00 CEST = 03:00 EDT.
    expect(days[0]?.label).toBe("Friday, March 26");
    expect(days[0]?.slots[0]?.time).toBe("4:00 AM");
    expect(days[1]?.label).toBe("Monday, March 29");
    expect(days[1]?.slots[0]?.time).toBe("3:00 AM");
    expect(days[1]?.slots[0]?.name).toBe("Monday, March 29, 2027, 3:00 AM (America/New_York)");
  });
});

describe("openSlots: rules", () => {
  const now = new Date("2026-11-30T06:10:00Z"); // Monday 01:10 in New York
  const base = availability({ timeZone: "America/New_York", daysAhead: 3 });

  it("keeps the minimum notice", () => {
    const slots = openSlots({ availability: { ...base, minimumNoticeHours: 8 }, type: "discovery", now, busy: [] });
    // Eight hours from 01:10 is 09:10: the first start is 09:30.
    expect(iso(slots[0]?.start as Date)).toBe("2026-11-30T14:30:00.000Z");
  });

  it("leaves the buffer free before and after a busy time", () => {
    const busy = [{ start: new Date("2026-11-30T16:00:00Z"), end: new Date("2026-11-30T17:00:00Z") }]; // 11:00-12:00
    const slots = openSlots({ availability: { ...base, bufferMinutes: 15 }, type: "discovery", now, busy });
    const today = startsOn(slots, "2026-11-30");
    expect(today).toContain("2026-11-30T15:00:00.000Z"); // 10:00-10:30 ends 30 min before
    expect(today).not.toContain("2026-11-30T15:30:00.000Z"); // 10:30-11:00 ends at 11:00: inside the buffer
    expect(today).not.toContain("2026-11-30T17:00:00.000Z"); // 12:00 starts inside the buffer after
    expect(today).toContain("2026-11-30T17:30:00.000Z");
  });

  it("skips days off, full days and days without hours; stops at the horizon", () => {
    const perDay = new Map([["2026-12-01", 6]]);
    const slots = openSlots({
      availability: { ...base, daysOff: ["2026-11-30"], maxPerDay: 6, daysAhead: 5 },
      type: "discovery",
      now,
      busy: [],
      perDay,
    });
    const dates = [...new Set(slots.map((s) => s.ownerDate))];
    expect(dates).toEqual(["2026-12-02", "2026-12-03", "2026-12-04"]);
  });
});

describe("occupied units", () => {
  const base = availability({ timeZone: "America/New_York", daysAhead: 3 });
  it("two bookings share a unit exactly when they clash (with the buffer)", () => {
    const t0 = Date.parse("2026-12-01T14:00:00Z");
    const at = (min: number, len: number) => ({
      start: new Date(t0 + min * 60_000),
      end: new Date(t0 + (min + len) * 60_000),
    });
    for (const buffer of [0, 15, 30]) {
      for (let offset = -120; offset <= 120; offset += 15) {
        for (const [la, lb] of [
          [30, 60],
          [60, 30],
          [30, 30],
          [60, 60],
        ] as const) {
          const a = at(0, la);
          const b = at(offset, lb);
          const shared = occupiedUnits(a, buffer)
            .map(iso)
            .some((u) => occupiedUnits(b, buffer).map(iso).includes(u));
          expect(shared, `buffer ${buffer} offset ${offset} ${la}/${lb}`).toBe(clashes(a, [b], buffer));
        }
      }
    }
  });

  it("nearest slots come in time order", () => {
    const slots = openSlots({ availability: base, type: "discovery", now: new Date("2026-11-30T06:00:00Z"), busy: [] });
    const near = nearestSlots(slots, new Date("2026-11-30T17:00:00Z"), 3);
    expect(near.map((s) => iso(s.start))).toEqual([
      "2026-11-30T16:30:00.000Z",
      "2026-11-30T17:00:00.000Z",
      "2026-11-30T17:30:00.000Z",
    ]);
  });
});

describe("settings from the environment", () => {
  it("reads the hours, days off and limits over the defaults", () => {
    const a = bookingAvailability({
      BOOKING_TIME_ZONE: "Europe/Berlin",
      BOOKING_HOURS: "mon-thu 09:00-12:00 13:00-17:00; fri 09:00-13:00",
      BOOKING_DAYS_OFF: "2026-12-24, 2026-12-31",
      BOOKING_MAX_PER_DAY: 3,
    });
    expect(a.timeZone).toBe("Europe/Berlin");
    expect(a.weeklyHours.tue).toEqual([
      ["09:00", "12:00"],
      ["13:00", "17:00"],
    ]);
    expect(a.weeklyHours.fri).toEqual([["09:00", "13:00"]]);
    expect(a.weeklyHours.sat).toEqual([]);
    expect(a.daysOff).toEqual(["2026-12-24", "2026-12-31"]);
    expect(a.maxPerDay).toBe(3);
    expect(a.bufferMinutes).toBe(defaultAvailability.bufferMinutes);
  });

  it("refuses hours that are not ranges, and times off the 15-minute grid", () => {
    expect(() => parseWeeklyHours("monday 9-5")).toThrow();
    expect(() => parseWeeklyHours("mon 17:00-09:00")).toThrow();
    expect(() => bookingAvailability({ BOOKING_HOURS: "mon 09:10-17:00" })).toThrow(/15-minute grid/);
  });
});

describe("the zone select", () => {
  it("lists only real IANA zones, once each", () => {
    for (const zone of selectableTimeZones) expect(isTimeZone(zone), zone).toBe(true);
    expect(new Set(selectableTimeZones).size).toBe(selectableTimeZones.length);
    expect(selectableTimeZones).toContain(defaultAvailability.timeZone);
  });
});
