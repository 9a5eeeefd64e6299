/**
 * The busy times in the owner's calendar's events (ADR 050), read with `ical.js`: time zones by name or by the
 * object's VTIMEZONE, all-day events, recurrences and their exceptions; free (transparent) and cancelled
 * events do not count.
 */
import ICAL from "ical.js";
import { DateTime } from "luxon";
import type { Interval } from "./slots";

/** Longest a recurring event is followed through its occurrences (a daily event over a year is 366). */
const MAX_OCCURRENCES = 2_000;

/**
 * An iCalendar time as an instant: UTC as is, a zone by its IANA name (else by its VTIMEZONE's rules), floating
 * times and dates in `zone`.
 */
function instant(time: ICAL.Time, zone: string): Date {
  if (time.isDate)
    return DateTime.fromObject({ year: time.year, month: time.month, day: time.day }, { zone }).toJSDate();
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  // The object's own VTIMEZONE names the zone; a TZID without one reads as floating (RFC 5545 requires one).
  const tzid = time.zone?.tzid;
  const parts = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
  if (tzid && tzid !== "floating") {
    const named = DateTime.fromObject(parts, { zone: tzid });
    if (named.isValid) return named.toJSDate();
    // A zone known only by its VTIMEZONE in the calendar ("W. Europe Standard Time").
    if (time.zone && time.zone.tzid !== "floating") return new Date(time.toUnixTime() * 1000);
  }
  return DateTime.fromObject(parts, { zone }).toJSDate();
}

/**
 * The busy intervals in iCalendar texts (calendar objects) that overlap [from, to). `zone` places all-day
 * events and floating times (the owner's zone). Transparent (free) and cancelled events are not busy.
 */
export function busyIntervals(texts: readonly string[], from: Date, to: Date, zone: string): Interval[] {
  const busy: Interval[] = [];
  const overlaps = (i: Interval) => i.start < to && i.end > from;
  for (const text of texts) {
    let calendar: ICAL.Component;
    try {
      calendar = new ICAL.Component(ICAL.parse(text));
    } catch {
      continue;
    }
    const vevents = calendar.getAllSubcomponents("vevent");
    const exceptions = vevents.filter((v) => v.hasProperty("recurrence-id"));
    for (const vevent of vevents.filter((v) => !v.hasProperty("recurrence-id"))) {
      const event = new ICAL.Event(vevent, { strictExceptions: false, exceptions });
      const free = (e: ICAL.Component) =>
        String(e.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT" ||
        String(e.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";
      if (!event.startDate) continue;
      const interval = (start: ICAL.Time, end: ICAL.Time | null): Interval => {
        const s = instant(start, zone);
        // No end: a date lasts the day, a time is a moment (RFC 5545 3.6.1), which blocks nothing.
        const e = end ? instant(end, zone) : start.isDate ? new Date(s.getTime() + 86_400_000) : s;
        return { start: s, end: e };
      };
      if (!event.isRecurring()) {
        const i = interval(event.startDate, event.endDate);
        if (!free(vevent) && overlaps(i)) busy.push(i);
        continue;
      }
      const iterator = event.iterator();
      for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
        const details = event.getOccurrenceDetails(next);
        const i = interval(details.startDate, details.endDate);
        if (i.start >= to) break;
        if (!free(details.item.component) && overlaps(i)) busy.push(i);
      }
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
