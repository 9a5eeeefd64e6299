/**
 * Booking a meeting on /schedule (issue 35): the owner's availability (the defaults; the environment overrides
 * what differs per deployment, app/booking/settings.ts) and the booking flow's copy.
 */
import { sessions } from "./schedule";

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

/** Opening hours of one weekday as owner-local wall times: `[["09:00", "12:00"], ["13:00", "17:00"]]`. */
export type DayHours = readonly (readonly [from: string, to: string])[];

export type SessionTypeId = "discovery" | "strategy";

export type Availability = {
  /** The owner's IANA time zone: the hours, days off and the daily limit are in it. */
  timeZone: string;
  weeklyHours: Readonly<Record<Weekday, DayHours>>;
  /** Minutes between two meetings (after each one). */
  bufferMinutes: number;
  /** No meeting starts sooner than this after the booking. */
  minimumNoticeHours: number;
  /** How many days ahead (counting today, in the owner's zone) can be booked. */
  daysAhead: number;
  /** Owner-local dates without meetings, `YYYY-MM-DD`. */
  daysOff: readonly string[];
  /** At most this many meetings on one owner-local day. */
  maxPerDay: number;
  /** Start times are this many minutes apart, from the start of each opening range. */
  slotStepMinutes: number;
};

/** The two session types of SPEC 9: a 30-minute discovery call and a 60-minute strategy session, both free. */
export const sessionTypes = {
  discovery: { id: "discovery", title: sessions[0].type, minutes: 30 },
  strategy: { id: "strategy", title: sessions[1].type, minutes: 60 },
} as const satisfies Record<SessionTypeId, { id: SessionTypeId; title: string; minutes: number }>;

export const sessionTypeIds = ["discovery", "strategy"] as const satisfies readonly SessionTypeId[];

export function isSessionTypeId(value: unknown): value is SessionTypeId {
  return value === "discovery" || value === "strategy";
}

const workday: DayHours = [["09:00", "17:00"]];

/** Defaults; BOOKING_* environment variables override them (README "Booking"). */
export const defaultAvailability = {
  timeZone: "America/New_York",
  weeklyHours: { mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: [], sun: [] },
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  daysAhead: 21,
  daysOff: [],
  maxPerDay: 6,
  slotStepMinutes: 30,
} as const satisfies Availability;

/**
 * The zones of the zone select, west to east: one or more per UTC offset in use. The zone in use (the owner's, the
 * browser's or one named by `?tz=`) is added when it is not among them.
 */
export const selectableTimeZones = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/Mexico_City",
  "America/New_York",
  "America/Toronto",
  "America/Bogota",
  "America/Lima",
  "America/Halifax",
  "America/Santiago",
  "America/St_Johns",
  "America/Sao_Paulo",
  "America/Argentina/Buenos_Aires",
  "Atlantic/Azores",
  "UTC",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Lisbon",
  "Africa/Lagos",
  "Europe/Amsterdam",
  "Europe/Berlin",
  "Europe/Madrid",
  "Europe/Paris",
  "Europe/Rome",
  "Europe/Stockholm",
  "Europe/Warsaw",
  "Africa/Cairo",
  "Africa/Johannesburg",
  "Europe/Athens",
  "Europe/Helsinki",
  "Asia/Jerusalem",
  "Africa/Nairobi",
  "Europe/Istanbul",
  "Asia/Riyadh",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Asia/Dhaka",
  "Asia/Bangkok",
  "Asia/Jakarta",
  "Asia/Singapore",
  "Asia/Hong_Kong",
  "Asia/Shanghai",
  "Asia/Manila",
  "Australia/Perth",
  "Asia/Seoul",
  "Asia/Tokyo",
  "Australia/Adelaide",
  "Australia/Brisbane",
  "Australia/Sydney",
  "Pacific/Auckland",
] as const;

/** Every duration and time of day is a multiple of this: a booking occupies whole units (ADR 042). */
export const SLOT_UNIT_MINUTES = 15;

/** At most this many days with open times are listed at once; a link leads to the next ones. */
export const DAYS_PER_PAGE = 3;

export const bookingCopy = {
  title: "Book a Time",
  intro:
    "Pick a session and a time that suits you. It is booked the moment you confirm, ready for your calendar, and free.",
  sessionLegend: "Session",
  zoneLabel: "Your time zone",
  zoneHint: (zone: string) => `Times are shown in ${zone}.`,
  showTimes: "Show times",
  timesLegend: "Choose a time",
  noTimes: "No open times in the coming weeks. Please e-mail or call us below and we will find one.",
  laterTimes: "Later times",
  earlierTimes: "Earlier times",
  calendarTitle: "Days with open times",
  /** The calendar's weekday columns, Sunday first: the abbreviation shown, the name read out. */
  weekdays: [
    ["Sun", "Sunday"],
    ["Mon", "Monday"],
    ["Tue", "Tuesday"],
    ["Wed", "Wednesday"],
    ["Thu", "Thursday"],
    ["Fri", "Friday"],
    ["Sat", "Saturday"],
  ],
  /** An open day's accessible name in the calendar. */
  calendarDay: (day: string, count: number) => `${day}: ${count} open ${count === 1 ? "time" : "times"}`,
  detailsLegend: "Your details",
  fields: {
    fullName: { label: "Full Name", placeholder: "Jane Smith", autoComplete: "name" },
    email: { label: "Work Email", placeholder: "jane@company.com", autoComplete: "email" },
    company: { label: "Company Name (Optional)", placeholder: "Your company", autoComplete: "organization" },
    message: {
      label: "What would you like to discuss?",
      placeholder: "Your business, the workflows that take the most time, and what you would like to automate.",
    },
  },
  submit: "Book This Time",
  /** The hidden field people never see and bots fill in. */
  honeypotLabel: "Leave this field empty",
  submitting: "Booking...",
  /** An accessible name for one time: date, time and zone. */
  slotName: (day: string, time: string, zone: string) => `${day}, ${time} (${zone})`,
} as const;

/** Messages of the booking form: SPEC 5's where they apply, then the booking's own. */
export const bookingMessages = {
  fullName: "Full name is required",
  email: "Please enter a valid email address",
  message: "Please provide a detailed message (minimum 10 characters)",
  fullNameTooLong: "Please keep your name to 200 characters or fewer",
  companyTooLong: "Please keep the company name to 200 characters or fewer",
  messageTooLong: "Please keep your message to 5,000 characters or fewer",
  slot: "Please choose a time",
  sessionType: "Please choose a session: the discovery call or the strategy session",
  zone: "Please choose a time zone from the list",
  /** A time that is not (or no longer) offered: past, outside the hours, too soon, not on the grid, forged. */
  unavailable: "That time cannot be booked. Please choose one of the times shown.",
  duration: "The session length does not match the session. Please choose a time again.",
  taken: "That time was just taken",
  takenHint: "These are the nearest open times; your details are kept.",
  rateLimited: "Too many bookings from your network. Please try again in a few minutes.",
  unavailableServer: "We could not book that time just now. Please try again in a moment; your details are kept.",
  malformed: "We could not read that booking. Please fill in the form again.",
} as const;

/** What the calendar entry says (the .ics, the Google and Outlook links, the owner's invitation). */
export const calendarEntry = {
  title: (sessionTitle: string, siteName: string) => `${sessionTitle} with ${siteName}`,
  description: (sessionTitle: string) =>
    `Your free ${sessionTitle}. We send the call link by e-mail before the session.`,
  ownerTitle: (sessionTitle: string, name: string, company: string | null) =>
    `${sessionTitle}: ${name}${company ? ` (${company})` : ""}`,
} as const;

/** The owner's e-mail about a booking or its cancellation (sent through the outbox, ADR 025). */
export const ownerBookingEmail = {
  subject: (sessionTitle: string, name: string, when: string) => `New booking: ${sessionTitle} with ${name}, ${when}`,
  cancelSubject: (sessionTitle: string, name: string, when: string) =>
    `Cancelled: ${sessionTitle} with ${name}, ${when}`,
  heading: "New booking on the website",
  cancelHeading: "Booking cancelled",
  intro: "A visitor booked a time on /schedule. The invitation is attached: accept it to invite them.",
  cancelIntro:
    "This booking was cancelled and its time is open again. The attached update removes it from your calendar.",
  labels: {
    session: "Session",
    ownerTime: "Your time",
    visitorTime: "Visitor's time",
    name: "Name",
    email: "Email",
    company: "Company",
    reference: "Reference",
    message: "What they want to discuss",
  },
  none: "(none)",
  replyHint: (name: string) => `Reply to this e-mail to write to ${name}.`,
  attachmentName: "invitation.ics",
} as const;
