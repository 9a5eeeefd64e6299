/**
 * Storing bookings (issue 35, ADR 042). One transaction writes the booking, the 15-minute units it occupies
 * (primary key: a unit belongs to one live booking, so two clashing bookings cannot both commit, whichever
 * server instance writes them) and, while the outbox worker sends e-mail, the owner's e-mail job. The daily
 * limit is counted under a per-day advisory lock, so two bookings racing for the last place of a day do not
 * both get it.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { type Availability, type SessionTypeId, sessionTypes } from "../content/booking";
import type { Database } from "../db/client.server";
import { bookingUnits, bookings, outboxJobs } from "../db/schema.server";
import type { OutboxChannel } from "../outbox/outbox.server";
import { type Interval, occupiedUnits, type Slot } from "./slots";

export type StoredBooking = typeof bookings.$inferSelect;

export type NewBooking = {
  slot: Slot;
  timeZone: string;
  fullName: string;
  workEmail: string;
  companyName: string | null;
  message: string;
};

/** What the owner's e-mail is written from (the outbox row's payload). */
export type BookingPayload = {
  type: "booking.created" | "booking.cancelled";
  id: number;
  token: string;
  createdAt: string;
  sessionType: SessionTypeId;
  sessionTitle: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  ownerTimeZone: string;
  fullName: string;
  workEmail: string;
  companyName: string | null;
  message: string;
};

export type BookResult =
  | { status: "booked"; booking: StoredBooking; created: boolean }
  /** A clashing booking holds one of its units, or the day is full. */
  | { status: "taken" };

class Taken extends Error {}

type Tx = Pick<Database, "insert" | "select" | "update" | "delete" | "execute">;
type TransactionFn = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
const transaction = (db: Database) => (db as Database & { transaction: TransactionFn }).transaction.bind(db);

export function newBookingToken(): string {
  return randomBytes(16).toString("base64url");
}

/** Live bookings that overlap [from, to) and the number of live bookings per owner date. */
export async function busyFromBookings(
  db: Database,
  from: Date,
  to: Date,
): Promise<{ busy: Interval[]; perDay: Map<string, number> }> {
  const rows = await db
    .select({ start: bookings.startsAt, end: bookings.endsAt, ownerDate: bookings.ownerDate })
    .from(bookings)
    .where(and(isNull(bookings.cancelledAt), gt(bookings.endsAt, from), lt(bookings.startsAt, to)));
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.ownerDate, (perDay.get(row.ownerDate) ?? 0) + 1);
  return { busy: rows.map((r) => ({ start: new Date(r.start), end: new Date(r.end) })), perDay };
}

export async function findBookingByKey(db: Database, key: string): Promise<StoredBooking | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key)).limit(1);
  return rows[0] ?? null;
}

export async function findBookingByToken(db: Database, token: string): Promise<StoredBooking | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.token, token)).limit(1);
  return rows[0] ?? null;
}

export function bookingPayload(
  row: StoredBooking,
  ownerTimeZone: string,
  type: BookingPayload["type"] = "booking.created",
): BookingPayload {
  const sessionType = row.sessionType as SessionTypeId;
  return {
    type,
    id: row.id,
    token: row.token,
    createdAt: new Date(row.createdAt).toISOString(),
    sessionType,
    sessionTitle: sessionTypes[sessionType].title,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    timeZone: row.timeZone,
    ownerTimeZone,
    fullName: row.fullName,
    workEmail: row.workEmail,
    companyName: row.companyName,
    message: row.message,
  };
}

/**
 * Books `booking.slot` under `idempotencyKey`: a key already used returns that booking (`created: false`).
 * Throws when the database fails; then nothing was written.
 */
export async function bookSlot(
  db: Database,
  booking: NewBooking,
  idempotencyKey: string,
  options: { availability: Availability; channels: readonly OutboxChannel[] },
): Promise<BookResult> {
  const { slot } = booking;
  const units = occupiedUnits(slot, options.availability.bufferMinutes);
  try {
    return await transaction(db)(async (tx) => {
      // Bookings of one owner day wait for each other here (the daily limit); other days run in parallel.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`aiva-booking:${slot.ownerDate}`}))`);
      const existing = await tx.select().from(bookings).where(eq(bookings.idempotencyKey, idempotencyKey));
      if (existing[0]) return { status: "booked", booking: existing[0], created: false } as const;

      const sameDay = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(bookings.ownerDate, slot.ownerDate), isNull(bookings.cancelledAt)));
      if (Number(sameDay[0]?.n ?? 0) >= options.availability.maxPerDay) throw new Taken();

      const [row] = await tx
        .insert(bookings)
        .values({
          token: newBookingToken(),
          sessionType: slot.type,
          startsAt: slot.start,
          endsAt: slot.end,
          ownerDate: slot.ownerDate,
          timeZone: booking.timeZone,
          fullName: booking.fullName,
          workEmail: booking.workEmail,
          companyName: booking.companyName,
          message: booking.message,
          idempotencyKey,
        })
        .returning();
      if (!row) throw new Error("booking insert returned no row");
      const claimed = await tx
        .insert(bookingUnits)
        .values(units.map((unitStart) => ({ unitStart, bookingId: row.id })))
        .onConflictDoNothing({ target: bookingUnits.unitStart })
        .returning();
      // Another booking holds a unit: roll everything back.
      if (claimed.length !== units.length) throw new Taken();

      await writeJobs(tx, options.channels, "booking", row, bookingPayload(row, options.availability.timeZone));
      return { status: "booked", booking: row, created: true } as const;
    });
  } catch (error) {
    if (error instanceof Taken) return { status: "taken" };
    // Two first inserts of one idempotency key at once: the loser finds the winner's booking.
    if (isUniqueViolation(error)) {
      const winner = await findBookingByKey(db, idempotencyKey);
      if (winner) return { status: "booked", booking: winner, created: false };
      return { status: "taken" };
    }
    throw error;
  }
}

/** The outbox jobs of a booking or its cancellation: the owner's e-mail and the owner's calendar, as running. */
async function writeJobs(
  tx: Tx,
  running: readonly OutboxChannel[],
  kind: "booking" | "booking-cancel",
  row: StoredBooking,
  payload: BookingPayload,
) {
  const channels = running.filter((channel) => channel === "email" || channel === "calendar");
  if (channels.length === 0) return;
  await tx.insert(outboxJobs).values(
    channels.map((channel) => ({
      channel,
      kind,
      jobKey: `${channel}:${kind}:${row.id}`,
      bookingId: row.id,
      payload,
    })),
  );
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** Live bookings that end after `now`, soonest first. */
export async function upcomingBookings(db: Database, now: Date = new Date()): Promise<StoredBooking[]> {
  return db
    .select()
    .from(bookings)
    .where(and(isNull(bookings.cancelledAt), gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt));
}

/**
 * Cancels a live booking: frees its units and writes the cancellation jobs of `channels` (the owner's e-mail,
 * the removal from the owner's calendar).
 * Returns the booking, or null when there is no live booking with that id.
 */
export async function cancelBooking(
  db: Database,
  id: number,
  options: { ownerTimeZone: string; channels: readonly OutboxChannel[] },
): Promise<StoredBooking | null> {
  return transaction(db)(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(bookings.id, id), isNull(bookings.cancelledAt)))
      .returning();
    if (!row) return null;
    await tx.delete(bookingUnits).where(inArray(bookingUnits.bookingId, [id]));
    const payload = bookingPayload(row, options.ownerTimeZone, "booking.cancelled");
    await writeJobs(tx, options.channels, "booking-cancel", row, payload);
    return row;
  });
}
