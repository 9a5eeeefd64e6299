/**
 * Open times for a booking, computed from the owner's availability, the busy times (bookings, the owner's
 * calendar) and a clock that is passed in. Pure: no database, no `Date.now()`.
 *
 * Days, hours, days off and the daily limit are in the owner's zone; each start is an owner-local wall time
 * (luxon resolves it to an instant, so a week across a daylight-saving change keeps its 09:00 starts). A wall
 * time that does not exist that day (the hour skipped in spring) is not offered; one that exists twice (the
 * hour repeated in autumn) is offered once, as luxon resolves it (in standard time).
 */
import { DateTime } from "luxon";
import { type Availability, SLOT_UNIT_MINUTES, type SessionTypeId, sessionTypes } from "../content/booking";
import { minutesOf, weekdays } from "./settings";

export type Interval = { start: Date; end: Date };
export type Slot = {
  type: SessionTypeId;
  start: Date;
  end: Date /** owner-local date, YYYY-MM-DD */;
  ownerDate: string;
};

export type SlotQuery = {
  availability: Availability;
  type: SessionTypeId;
  now: Date;
  /** Times already taken (bookings without their buffer, the owner's calendar events). */
  busy: readonly Interval[];
  /** Meetings already booked per owner-local date. */
  perDay?: ReadonlyMap<string, number>;
};

const MINUTE = 60_000;

/** Whether [start, end) lies within `bufferMinutes` of a busy interval (before or after it). */
export function clashes(slot: Interval, busy: readonly Interval[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE;
  const s = slot.start.getTime();
  const e = slot.end.getTime();
  return busy.some((b) => s < b.end.getTime() + buffer && b.start.getTime() < e + buffer);
}

/** Every open slot of `type` from now to the end of the booking horizon, in time order. */
export function openSlots(query: SlotQuery): Slot[] {
  const { availability: a, type, now, busy, perDay } = query;
  const minutes = sessionTypes[type].minutes;
  const earliest = now.getTime() + a.minimumNoticeHours * 3_600_000;
  const today = DateTime.fromJSDate(now, { zone: a.timeZone }).startOf("day");
  const slots: Slot[] = [];
  for (let i = 0; i < a.daysAhead; i++) {
    const day = today.plus({ days: i });
    const date = day.toISODate() as string;
    if (a.daysOff.includes(date)) continue;
    if ((perDay?.get(date) ?? 0) >= a.maxPerDay) continue;
    const hours = a.weeklyHours[weekdays[day.weekday - 1] as (typeof weekdays)[number]];
    for (const [from, to] of hours) {
      const rangeStart = minutesOf(from) as number;
      const rangeEnd = wallTime(day, minutesOf(to) as number, a.timeZone);
      for (let m = rangeStart; m + minutes <= (minutesOf(to) as number); m += a.slotStepMinutes) {
        const start = wallTime(day, m, a.timeZone);
        // Skipped by a daylight-saving change: luxon moved it to another wall time.
        if (start.hour * 60 + start.minute !== m) continue;
        const end = start.plus({ minutes });
        if (end.toMillis() > rangeEnd.toMillis() || start.toMillis() < earliest) continue;
        const slot = { type, start: start.toJSDate(), end: end.toJSDate(), ownerDate: date };
        if (!clashes(slot, busy, a.bufferMinutes)) slots.push(slot);
      }
    }
  }
  return slots.sort((x, y) => x.start.getTime() - y.start.getTime());
}

function wallTime(day: DateTime, minutesOfDay: number, zone: string): DateTime {
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: Math.floor(minutesOfDay / 60), minute: minutesOfDay % 60 },
    { zone },
  );
}

/** The open slot of `type` starting at `start`, or undefined (past, outside the hours, taken, off the grid). */
export function findSlot(query: SlotQuery, start: Date): Slot | undefined {
  return openSlots(query).find((slot) => slot.start.getTime() === start.getTime());
}

/** The `count` open slots nearest to `around` (before or after), in time order. */
export function nearestSlots(slots: readonly Slot[], around: Date, count: number): Slot[] {
  const t = around.getTime();
  return [...slots]
    .sort((x, y) => Math.abs(x.start.getTime() - t) - Math.abs(y.start.getTime() - t))
    .slice(0, count)
    .sort((x, y) => x.start.getTime() - y.start.getTime());
}

/**
 * The units of SLOT_UNIT_MINUTES a booking occupies: from its start to its end plus the buffer. Two bookings
 * clash exactly when they share a unit, so a unique key on (unit) in the database forbids every clash.
 */
export function occupiedUnits(slot: Interval, bufferMinutes: number): Date[] {
  const unit = SLOT_UNIT_MINUTES * MINUTE;
  const first = Math.floor(slot.start.getTime() / unit) * unit;
  const last = slot.end.getTime() + bufferMinutes * MINUTE;
  const units: Date[] = [];
  for (let t = first; t < last; t += unit) units.push(new Date(t));
  return units;
}

export type SlotView = { start: string; end: string; time: string; name: string };
export type DayView = { date: string; label: string; slots: SlotView[] };

/** The slots grouped by day in the visitor's zone, with labels and an accessible name per slot. */
export function groupByDay(
  slots: readonly Slot[],
  zone: string,
  slotName: (day: string, time: string, zone: string) => string,
): DayView[] {
  const days: DayView[] = [];
  for (const slot of slots) {
    const local = DateTime.fromJSDate(slot.start, { zone }).setLocale("en-US");
    const date = local.toISODate() as string;
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: local.toFormat("cccc, LLLL d"), slots: [] };
      days.push(day);
    }
    const time = local.toFormat("h:mm a");
    day.slots.push({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      time,
      name: slotName(local.toFormat("cccc, LLLL d, yyyy"), time, zone),
    });
  }
  return days;
}

/** `Monday, November 30, 2026, 9:00 AM – 9:30 AM` in `zone`. */
export function formatRange(start: Date, end: Date, zone: string): string {
  const s = DateTime.fromJSDate(start, { zone }).setLocale("en-US");
  const e = DateTime.fromJSDate(end, { zone }).setLocale("en-US");
  return `${s.toFormat("cccc, LLLL d, yyyy, h:mm a")} – ${e.toFormat("h:mm a")}`;
}
