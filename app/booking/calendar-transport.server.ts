/**
 * The outbox's `calendar` channel (ADR 050): each booking written into the owner's CalDAV calendar, each
 * cancellation removed from it, retried with backoff while the calendar is unreachable like the other channels.
 */
import type { OutboxRow, OutboxTransport } from "../outbox/outbox.server";
import type { OwnerCalendar } from "./caldav.server";
import { bookingUid, ownerCalendarIcs } from "./calendar.server";
import type { BookingPayload } from "./store.server";

export function calendarTransport(calendar: OwnerCalendar, timeoutMs: number): OutboxTransport {
  return {
    channel: "calendar",
    label: "owner calendar (CalDAV)",
    timeoutMs,
    retryBaseMs: 30_000,
    retryMaxMs: 3_600_000,
    async deliver(row: OutboxRow, signal: AbortSignal) {
      const booking = row.payload as BookingPayload;
      try {
        if (row.kind === "booking") await calendar.put(bookingUid(booking), ownerCalendarIcs(booking), signal);
        else if (row.kind === "booking-cancel") await calendar.remove(bookingUid(booking), signal);
        else return { status: "failed", error: `the calendar channel does not carry "${row.kind}"` };
        return { status: "delivered" };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // A CalDavError knows whether the server's refusal is for good (./caldav.server.ts).
        return (error as { permanent?: boolean }).permanent === true
          ? { status: "failed", error: message }
          : { status: "retry", error: message };
      }
    },
  };
}
