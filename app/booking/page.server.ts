/**
 * /schedule's loader and action (issue 35): the open times per request, and booking one, with or without
 * JavaScript (plain GET and POST forms). Order of the action: parse → honeypot → validate → idempotency →
 * rate limit → the slot still open → book in one transaction → 303 to the confirmation.
 */
import { createHash, randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import {
  type Availability,
  bookingCopy,
  bookingMessages,
  DAYS_PER_PAGE,
  isSessionTypeId,
  type SessionTypeId,
  selectableTimeZones,
  sessionTypes,
} from "../content/booking";
import type { AppServices } from "../context.server";
import { hitRateLimits } from "../lib/rate-limit.server";
import {
  BOOKING_HONEYPOT_FIELD,
  BOOKING_KEY_FIELD,
  type BookingActionResult,
  type BookingValues,
  bookingFieldNames,
  type DayOption,
  type ScheduleLoaderData,
} from "./form";
import { isTimeZone } from "./settings";
import { groupByDay, nearestSlots, openSlots, type Slot } from "./slots";
import { bookSlot, busyFromBookings, findBookingByKey } from "./store.server";
import { validateDetails } from "./validate.server";

const NO_STORE = { "Cache-Control": "no-store" };
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The zone select's zones (app/content/booking.ts), with `current` (any valid IANA zone) when it is not one of them. */
export function timeZones(current?: string): string[] {
  const zones: string[] = [...selectableTimeZones];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

function knownZone(zone: string | null): zone is string {
  return zone !== null && zone.length <= 64 && /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone) && isTimeZone(zone);
}

/**
 * The open slots of `type` from `now`, with the site's bookings and, with CALDAV_URL, the events of the owner's
 * calendar as busy times. A calendar that does not answer leaves the site's own bookings (logged), so the page
 * still offers times; a booking that clashes with an event then shows in the owner's calendar beside it.
 */
export async function currentSlots(
  services: Pick<AppServices, "database" | "ownerCalendar" | "log">,
  availability: Availability,
  type: SessionTypeId,
  now: Date = new Date(),
): Promise<Slot[]> {
  // Whole hours, so that page loads a few seconds apart ask the owner's calendar the same question.
  const from = new Date(Math.floor((now.getTime() - DAY_MS) / HOUR_MS) * HOUR_MS);
  const horizon = new Date(Math.ceil((now.getTime() + (availability.daysAhead + 1) * DAY_MS) / HOUR_MS) * HOUR_MS);
  const [own, calendar] = await Promise.all([
    busyFromBookings(services.database.db, from, horizon),
    services.ownerCalendar?.busy(from, horizon).catch((error: unknown) => {
      services.log.warn({ err: error }, "owner's calendar (CalDAV) not read: offering times by bookings alone");
      return [];
    }) ?? [],
  ]);
  return openSlots({ availability, type, now, busy: [...own.busy, ...calendar], perDay: own.perDay });
}

/**
 * The next `count` open slots of a session type: for the assistant, which offers the booking page and the next
 * three times when a visitor asks for a call.
 */
export async function nextOpenSlots(
  sessionType: SessionTypeId,
  count: number,
  now: Date,
  services: Pick<AppServices, "database" | "config" | "ownerCalendar" | "log">,
): Promise<Slot[]> {
  return (await currentSlots(services, services.config.booking, sessionType, now)).slice(0, count);
}

const days = (slots: Slot[], zone: string): DayOption[] => groupByDay(slots, zone, bookingCopy.slotName);

export async function loadSchedule(request: Request, services: AppServices): Promise<ScheduleLoaderData> {
  const url = new URL(request.url);
  const availability = services.config.booking;
  const rawType = url.searchParams.get("type");
  const type: SessionTypeId = isSessionTypeId(rawType) ? rawType : "discovery";
  const rawZone = url.searchParams.get("tz");
  const zoneChosen = knownZone(rawZone);
  const zone = zoneChosen ? rawZone : availability.timeZone;
  const from = url.searchParams.get("from");
  let all: DayOption[] = [];
  try {
    all = days(await services.database.withinTimeout(currentSlots(services, availability, type, services.now())), zone);
  } catch (error) {
    services.log.error({ err: error }, "schedule: open times not loaded");
  }
  const startIndex = Math.max(0, from ? all.findIndex((d) => d.date >= from) : 0);
  const page = all.slice(startIndex, startIndex + DAYS_PER_PAGE);
  return {
    type,
    zone,
    zoneChosen,
    ownerZone: availability.timeZone,
    zones: timeZones(zone),
    days: page,
    openDays: all.map((day) => ({ date: day.date, label: day.label, count: day.slots.length })),
    earlier: startIndex > 0 ? (all[Math.max(0, startIndex - DAYS_PER_PAGE)]?.date ?? null) : null,
    later: all[startIndex + DAYS_PER_PAGE]?.date ?? null,
    key: randomBytes(18).toString("base64url"),
  };
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

function reply(result: BookingActionResult, status: number, headers: Record<string, string> = {}) {
  return data(result, { status, headers: { ...NO_STORE, ...headers } });
}

/** Where the confirmation of a booking is. */
export function confirmationPath(token: string): string {
  return `/schedule/booked/${token}`;
}

export async function handleBookingAction(request: Request, services: AppServices) {
  const { log } = services;
  const availability = services.config.booking;
  const malformed = (values: BookingValues = {}) =>
    reply({ status: "error", message: bookingMessages.malformed, errors: {}, values }, 400);

  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) return malformed();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return malformed();
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const names = [...bookingFieldNames, "type", "start", "tz"] as const;
  const values: BookingValues = {};
  for (const name of names) values[name] = (text(name) ?? "").slice(0, 6000);
  if (names.some((name) => values[name]?.includes("\u0000"))) return malformed();
  const zone = knownZone(values.tz ?? null) ? (values.tz as string) : availability.timeZone;
  values.tz = zone;

  // Honeypot: a bot is shown the form again, nothing is stored.
  if ((text(BOOKING_HONEYPOT_FIELD) ?? "").trim() !== "") {
    log.warn({ ip: services.clientIp }, "booking honeypot filled: not stored");
    return malformed(values);
  }

  // Validate: the details with SPEC 5's messages, then the session type and the time.
  const errors: BookingActionResult["errors"] = {};
  const details = validateDetails({
    fullName: values.fullName ?? "",
    email: values.email ?? "",
    company: values.company ?? "",
    message: values.message ?? "",
  });
  if (!details.success) Object.assign(errors, details.errors);
  const type = values.type;
  if (!isSessionTypeId(type)) errors.type = bookingMessages.sessionType;
  const rawStart = values.start ?? "";
  const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/.test(rawStart) ? new Date(rawStart) : null;
  if (rawStart === "") errors.start = bookingMessages.slot;
  else if (!start || Number.isNaN(start.getTime())) errors.start = bookingMessages.unavailable;
  // A forged length: the end (or duration) sent must be the session's own.
  const rawEnd = text("end");
  const rawDuration = text("duration");
  if (start && isSessionTypeId(type)) {
    const minutes = sessionTypes[type].minutes;
    const endOk = rawEnd === null || rawEnd === "" || Date.parse(rawEnd) === start.getTime() + minutes * 60_000;
    const durationOk = rawDuration === null || rawDuration === "" || rawDuration === String(minutes);
    if (!endOk || !durationOk) errors.start = bookingMessages.duration;
  }
  if (!details.success || !isSessionTypeId(type) || !start || errors.start) {
    return reply({ status: "invalid", errors, values, type: isSessionTypeId(type) ? type : undefined }, 400);
  }

  const rawKey = text(BOOKING_KEY_FIELD) ?? "";
  if (rawKey !== "" && !KEY_PATTERN.test(rawKey)) return malformed(values);
  // Without a key from the page: one from the booking itself, so a resent form still books once.
  const key =
    rawKey ||
    `derived-${createHash("sha256")
      .update(JSON.stringify([type, start.toISOString(), details.data.email.toLowerCase(), services.clientIp]))
      .digest("base64url")}`;

  const { db } = services.database;
  const persist = async () => {
    // A resent form: its booking, again.
    const existing = await findBookingByKey(db, key);
    if (existing) return redirect(confirmationPath(existing.token), { status: 303, headers: NO_STORE });

    if (!services.config.rateLimitDisabled) {
      const limit = await hitRateLimits(
        db,
        services.clientIp,
        [
          { name: "booking-minute", limit: services.config.contactPerMinute, windowMs: 60_000 },
          { name: "booking-hour", limit: services.config.contactPerHour, windowMs: 3_600_000 },
        ],
        services.now(),
      );
      if (!limit.allowed) {
        log.warn({ ip: services.clientIp, rule: limit.rule }, "booking rate limited");
        return reply(
          {
            status: "error",
            message: bookingMessages.rateLimited,
            errors: {},
            values,
            type,
            retryAfterSeconds: limit.retryAfterSeconds,
          },
          429,
          { "Retry-After": String(limit.retryAfterSeconds) },
        );
      }
    }

    const now = services.now();
    const slots = await currentSlots(services, availability, type, now);
    const slot = slots.find((s) => s.start.getTime() === start.getTime());
    const taken = () =>
      reply(
        {
          status: "taken",
          message: bookingMessages.taken,
          hint: bookingMessages.takenHint,
          errors: { start: bookingMessages.taken },
          values: { ...values, start: "" },
          nearest: days(
            nearestSlots(
              slots.filter((s) => s.start.getTime() !== start.getTime()),
              start,
              6,
            ),
            zone,
          ),
          type,
        },
        409,
      );
    if (!slot) {
      // Never offered (past, outside the hours, off the grid) or taken since the page was shown.
      const offerable = openSlots({ availability, type, now, busy: [] }).some(
        (s) => s.start.getTime() === start.getTime(),
      );
      if (offerable) return taken();
      return reply({ status: "invalid", errors: { start: bookingMessages.unavailable }, values, type }, 400);
    }

    const worker = services.outbox;
    const result = await bookSlot(
      db,
      {
        slot,
        timeZone: zone,
        fullName: details.data.fullName,
        workEmail: details.data.email,
        companyName: details.data.company || null,
        message: details.data.message,
      },
      key,
      { availability, channels: worker?.channels ?? [] },
    );
    if (result.status === "taken") {
      log.info({ start: start.toISOString(), type }, "booking lost the race: time taken");
      return taken();
    }
    if (result.created) {
      worker?.wake();
      log.info({ bookingId: result.booking.id, type, start: start.toISOString() }, "booking stored");
    }
    return redirect(confirmationPath(result.booking.token), { status: 303, headers: NO_STORE });
  };
  try {
    return await services.database.withinTimeout(persist());
  } catch (error) {
    log.error({ err: error }, "booking not stored: database unavailable");
    return reply({ status: "error", message: bookingMessages.unavailableServer, errors: {}, values, type }, 503, {
      "Retry-After": "30",
    });
  }
}
