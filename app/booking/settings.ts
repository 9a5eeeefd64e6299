/**
 * The owner's availability as configured: app/content/booking.ts's defaults with the BOOKING_* environment
 * variables over them (checked at start: server/env.ts spreads `bookingEnvShape` into its schema).
 */
import { z } from "zod";
import type { CalDavSettings } from "./caldav.server";
import {
  type Availability,
  type DayHours,
  defaultAvailability,
  SLOT_UNIT_MINUTES,
  type Weekday,
} from "../content/booking";

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const satisfies readonly Weekday[];

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of `HH:MM`, or null. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * `mon-fri 09:00-12:00 13:00-17:00; sat 10:00-14:00` → hours per weekday (days not named are closed).
 * Throws an Error saying what is wrong.
 */
export function parseWeeklyHours(value: string): Record<Weekday, DayHours> {
  const result: Record<Weekday, [string, string][]> = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  for (const part of value
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [days = "", ...ranges] = part.split(/\s+/);
    const [first, last = first] = days.toLowerCase().split("-") as [Weekday, Weekday?];
    const from = weekdays.indexOf(first);
    const to = weekdays.indexOf(last as Weekday);
    if (from < 0 || to < from) throw new Error(`"${days}" is not a weekday or a range like mon-fri`);
    if (ranges.length === 0) throw new Error(`"${part}" names no hours`);
    const parsed = ranges.map((range) => {
      const [start = "", end = ""] = range.split("-");
      const a = minutesOf(start);
      const b = minutesOf(end);
      if (a === null || b === null || b <= a) throw new Error(`"${range}" is not a range like 09:00-17:00`);
      return [start, end] as [string, string];
    });
    for (const day of weekdays.slice(from, to + 1)) result[day].push(...parsed);
  }
  return result;
}

/** Problems of an availability (empty when usable): units of SLOT_UNIT_MINUTES, a real zone, ranges in order. */
export function availabilityProblems(a: Availability): string[] {
  const problems: string[] = [];
  if (!isTimeZone(a.timeZone)) problems.push(`time zone "${a.timeZone}" is not an IANA zone`);
  const unit = (n: number) => Number.isInteger(n) && n % SLOT_UNIT_MINUTES === 0;
  if (!unit(a.bufferMinutes) || a.bufferMinutes < 0)
    problems.push(`buffer must be a multiple of ${SLOT_UNIT_MINUTES} minutes`);
  if (!unit(a.slotStepMinutes) || a.slotStepMinutes <= 0)
    problems.push(`slot step must be a multiple of ${SLOT_UNIT_MINUTES} minutes`);
  for (const day of weekdays) {
    for (const [from, to] of a.weeklyHours[day]) {
      const start = minutesOf(from);
      const end = minutesOf(to);
      if (start === null || end === null || end <= start || start % SLOT_UNIT_MINUTES || end % SLOT_UNIT_MINUTES)
        problems.push(`${day} ${from}-${to} must be HH:MM-HH:MM on a ${SLOT_UNIT_MINUTES}-minute grid`);
    }
  }
  for (const date of a.daysOff)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push(`day off "${date}" is not YYYY-MM-DD`);
  return problems;
}

const optionalInt = (min: number) => z.coerce.number().int().min(min).optional();

export const bookingEnvShape = {
  BOOKING_TIME_ZONE: z.string().refine(isTimeZone, "must be an IANA time zone such as Europe/Berlin").optional(),
  BOOKING_HOURS: z
    .string()
    .superRefine((value, ctx) => {
      try {
        parseWeeklyHours(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: `${(error as Error).message} (e.g. "mon-fri 09:00-17:00")` });
      }
    })
    .optional(),
  BOOKING_BUFFER_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .refine((n) => n % SLOT_UNIT_MINUTES === 0, `must be a multiple of ${SLOT_UNIT_MINUTES}`)
    .optional(),
  BOOKING_MIN_NOTICE_HOURS: optionalInt(0),
  BOOKING_DAYS_AHEAD: optionalInt(1),
  BOOKING_DAYS_OFF: z
    .string()
    .regex(/^\s*\d{4}-\d{2}-\d{2}(\s*,\s*\d{4}-\d{2}-\d{2})*\s*$/, "must be dates YYYY-MM-DD separated by commas")
    .optional(),
  BOOKING_MAX_PER_DAY: optionalInt(1),
  /** The owner's CalDAV calendar (ADR 050): its busy times are not offered, and bookings are written into it. */
  CALDAV_URL: z.url().optional(),
  CALDAV_USERNAME: z.string().min(1).optional(),
  CALDAV_PASSWORD: z.string().min(1).optional(),
  /** The calendar's display name or URL path; the account's first calendar when not set. */
  CALDAV_CALENDAR: z.string().min(1).optional(),
  CALDAV_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
};

/** CALDAV_URL needs its user name and password. */
export function checkCalDavEnv(env: Partial<BookingEnv>, ctx: z.RefinementCtx): void {
  if (!env.CALDAV_URL) return;
  for (const name of ["CALDAV_USERNAME", "CALDAV_PASSWORD"] as const) {
    if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required with CALDAV_URL" });
  }
}

/** The CalDAV settings of a parsed environment, or null when the owner's calendar is not configured. */
export function calDavSettings(env: Partial<BookingEnv>): CalDavSettings | null {
  if (!env.CALDAV_URL || !env.CALDAV_USERNAME || !env.CALDAV_PASSWORD) return null;
  return {
    url: env.CALDAV_URL,
    username: env.CALDAV_USERNAME,
    password: env.CALDAV_PASSWORD,
    calendar: env.CALDAV_CALENDAR,
    timeoutMs: env.CALDAV_TIMEOUT_MS ?? 5_000,
  };
}

const bookingEnvSchema = z.object(bookingEnvShape);
export type BookingEnv = z.infer<typeof bookingEnvSchema>;

/** The availability of a parsed environment: the content defaults with the variables that are set over them. */
export function bookingAvailability(env: Partial<BookingEnv>): Availability {
  const availability: Availability = {
    ...defaultAvailability,
    timeZone: env.BOOKING_TIME_ZONE ?? defaultAvailability.timeZone,
    weeklyHours: env.BOOKING_HOURS ? parseWeeklyHours(env.BOOKING_HOURS) : defaultAvailability.weeklyHours,
    bufferMinutes: env.BOOKING_BUFFER_MINUTES ?? defaultAvailability.bufferMinutes,
    minimumNoticeHours: env.BOOKING_MIN_NOTICE_HOURS ?? defaultAvailability.minimumNoticeHours,
    daysAhead: env.BOOKING_DAYS_AHEAD ?? defaultAvailability.daysAhead,
    daysOff: env.BOOKING_DAYS_OFF ? env.BOOKING_DAYS_OFF.split(",").map((d) => d.trim()) : defaultAvailability.daysOff,
    maxPerDay: env.BOOKING_MAX_PER_DAY ?? defaultAvailability.maxPerDay,
  };
  const problems = availabilityProblems(availability);
  if (problems.length > 0) throw new Error(`Invalid booking availability: ${problems.join("; ")}`);
  return availability;
}
