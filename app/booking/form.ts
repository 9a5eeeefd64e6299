/** The booking form's field names, limits and result types, without zod (the page imports them). */
import type { SessionTypeId } from "../content/booking";

export const BOOKING_LIMITS = { fullName: 200, company: 200, email: 320, message: 5000 } as const;
export const BOOKING_MESSAGE_MIN = 10;
export const BOOKING_KEY_FIELD = "idempotencyKey";
export const BOOKING_HONEYPOT_FIELD = "website";

export const bookingFieldNames = ["fullName", "email", "company", "message"] as const;
export type BookingField = (typeof bookingFieldNames)[number] | "start" | "type" | "tz";
export type BookingValues = Partial<Record<BookingField, string>>;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** One open time as the page shows it. */
export type SlotOption = { start: string; end: string; time: string; name: string };
export type DayOption = { date: string; label: string; slots: SlotOption[] };
/** A day with open times, for the calendar: its date (YYYY-MM-DD in the visitor's zone), name and count. */
export type OpenDay = { date: string; label: string; count: number };

/** What the /schedule action answers when it does not redirect to the confirmation. */
export type BookingActionResult = {
  status: "invalid" | "taken" | "error";
  /** A message for the whole form (taken, rate limited, unavailable, malformed). */
  message?: string;
  hint?: string;
  errors: BookingErrors;
  values: BookingValues;
  /** With "taken": the nearest open times, in the visitor's zone. */
  nearest?: DayOption[];
  type?: SessionTypeId;
  retryAfterSeconds?: number;
};

/** /schedule's loader data: the open times of one session type in one zone. */
export type ScheduleLoaderData = {
  type: SessionTypeId;
  zone: string;
  /** The zone came from the address (`tz`): the browser does not replace it with its own. */
  zoneChosen: boolean;
  ownerZone: string;
  zones: string[];
  days: DayOption[];
  /** Every day with open times in the coming weeks: the calendar's days. */
  openDays: OpenDay[];
  /** `from` of the previous and next page of days, or null. */
  earlier: string | null;
  later: string | null;
  /** This form's idempotency key: sending the same form again books once. */
  key: string;
};
