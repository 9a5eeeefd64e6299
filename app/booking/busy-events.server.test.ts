import { describe, expect, it } from "vitest";
import { busyIntervals } from "./busy-events.server";

const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"];
const NEW_YORK = [
  "BEGIN:VTIMEZONE",
  "TZID:Eastern (custom name)",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const from = new Date("2026-10-26T00:00:00Z");
const to = new Date("2026-11-16T00:00:00Z");
const iso = (busy: { start: Date; end: Date }[]) => busy.map((b) => `${b.start.toISOString()}/${b.end.toISOString()}`);

describe("busy times in the owner's calendar", () => {
  it("reads UTC times, IANA zone names and a calendar's own VTIMEZONE across a daylight-saving change", () => {
    const busy = busyIntervals(
      [
        calendar(...vevent("UID:a", "DTSTART:20261102T090000Z", "DTEND:20261102T100000Z")),
        calendar(
          ...vevent("UID:b", "DTSTART;TZID=Europe/Berlin:20261027T090000", "DTEND;TZID=Europe/Berlin:20261027T093000"),
        ),
        // New York leaves daylight time on Nov 1: 09:00 is 13:00 UTC before and 14:00 UTC after.
        calendar(
          ...NEW_YORK,
          ...vevent(
            "UID:c",
            "DTSTART;TZID=Eastern (custom name):20261030T090000",
            "DTEND;TZID=Eastern (custom name):20261030T100000",
          ),
          ...vevent(
            "UID:d",
            "DTSTART;TZID=Eastern (custom name):20261103T090000",
            "DTEND;TZID=Eastern (custom name):20261103T100000",
          ),
        ),
      ],
      from,
      to,
      "Europe/Berlin",
    );
    expect(iso(busy)).toEqual([
      "2026-10-27T08:00:00.000Z/2026-10-27T08:30:00.000Z",
      "2026-10-30T13:00:00.000Z/2026-10-30T14:00:00.000Z",
      "2026-11-02T09:00:00.000Z/2026-11-02T10:00:00.000Z",
      "2026-11-03T14:00:00.000Z/2026-11-03T15:00:00.000Z",
    ]);
  });

  it("blocks an all-day event's whole day in the owner's zone, and floating times in that zone", () => {
    const busy = busyIntervals(
      [
        calendar(...vevent("UID:a", "DTSTART;VALUE=DATE:20261105", "DTEND;VALUE=DATE:20261106")),
        calendar(...vevent("UID:b", "DTSTART:20261110T140000", "DTEND:20261110T150000")),
      ],
      from,
      to,
      "Europe/Berlin",
    );
    expect(iso(busy)).toEqual([
      "2026-11-04T23:00:00.000Z/2026-11-05T23:00:00.000Z",
      "2026-11-10T13:00:00.000Z/2026-11-10T14:00:00.000Z",
    ]);
  });

  it("follows a recurrence with its removed and moved occurrences, and skips free and cancelled events", () => {
    const busy = busyIntervals(
      [
        calendar(
          ...vevent(
            "UID:weekly",
            "DTSTART:20261019T080000Z",
            "DTEND:20261019T083000Z",
            "RRULE:FREQ=WEEKLY;COUNT=6",
            "EXDATE:20261102T080000Z",
          ),
          // The occurrence of Nov 9 moved to 10:00.
          ...vevent(
            "UID:weekly",
            "RECURRENCE-ID:20261109T080000Z",
            "DTSTART:20261109T100000Z",
            "DTEND:20261109T103000Z",
          ),
        ),
        calendar(...vevent("UID:free", "DTSTART:20261028T120000Z", "DTEND:20261028T130000Z", "TRANSP:TRANSPARENT")),
        calendar(...vevent("UID:off", "DTSTART:20261029T120000Z", "DTEND:20261029T130000Z", "STATUS:CANCELLED")),
        "not a calendar at all",
      ],
      from,
      to,
      "Europe/Berlin",
    );
    expect(iso(busy)).toEqual([
      "2026-10-26T08:00:00.000Z/2026-10-26T08:30:00.000Z",
      "2026-11-09T10:00:00.000Z/2026-11-09T10:30:00.000Z",
    ]);
  });
});
