/**
 * The booking as a calendar entry: the visitor's `.ics` download (METHOD:PUBLISH), the owner's invitation and
 * cancellation (METHOD:REQUEST / METHOD:CANCEL, the owner as ORGANIZER and the visitor as ATTENDEE, so that
 * accepting it in the owner's calendar invites the visitor), and the add-to-Google and add-to-Outlook links.
 * iCalendar text is written by the `ics` library.
 */
import { createEvent, type EventAttributes } from "ics";
import { calendarEntry } from "../content/booking";
import { site } from "../content/site";
import type { BookingPayload } from "./store.server";

type Mailbox = { name: string; address: string };

const utcParts = (iso: string) => {
  const d = new Date(iso);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()] as [
    number,
    number,
    number,
    number,
    number,
  ];
};

/** The same UID in the download, the invitation and its cancellation. */
export const bookingUid = (b: Pick<BookingPayload, "id" | "token">) => `booking-${b.id}-${b.token}@aiva`;

function build(attributes: EventAttributes): string {
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("no iCalendar text");
  return value;
}

function base(b: BookingPayload): EventAttributes {
  return {
    uid: bookingUid(b),
    start: utcParts(b.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcParts(b.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    productId: "aiva/booking",
  };
}

/** The visitor's own copy (the confirmation page's download). */
export function visitorIcs(b: BookingPayload): string {
  return build({
    ...base(b),
    title: calendarEntry.title(b.sessionTitle, site.name),
    description: calendarEntry.description(b.sessionTitle),
    status: "CONFIRMED",
  });
}

/** The owner's invitation (REQUEST) or its cancellation (CANCEL). */
export function ownerIcs(b: BookingPayload, organizer: Mailbox, method: "REQUEST" | "CANCEL"): string {
  return build({
    ...base(b),
    method,
    sequence: method === "CANCEL" ? 1 : 0,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    title: calendarEntry.ownerTitle(b.sessionTitle, b.fullName, b.companyName),
    description: b.message,
    organizer: { name: organizer.name || site.name, email: organizer.address },
    attendees: [
      {
        name: b.fullName,
        email: b.workEmail,
        rsvp: true,
        role: "REQ-PARTICIPANT",
        partstat: "NEEDS-ACTION",
      },
    ],
  });
}

/**
 * The entry written into the owner's own calendar over CalDAV: a stored event, so no METHOD, and the visitor
 * in the description rather than as an ATTENDEE (a calendar server that schedules would otherwise e-mail an
 * address a visitor typed).
 */
export function ownerCalendarIcs(b: BookingPayload): string {
  const company = b.companyName ? ` (${b.companyName})` : "";
  const ics = build({
    ...base(b),
    status: "CONFIRMED",
    title: calendarEntry.ownerTitle(b.sessionTitle, b.fullName, b.companyName),
    description: `${b.fullName}${company} <${b.workEmail}>\n\n${b.message}`,
  });
  // `ics` always writes a METHOD (PUBLISH by default); RFC 4791 4.1 forbids one in a stored calendar object.
  return ics.replace(/^METHOD:[^\r\n]*\r?\n/m, "");
}

const compact = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function googleCalendarUrl(b: BookingPayload): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", calendarEntry.title(b.sessionTitle, site.name));
  url.searchParams.set("dates", `${compact(b.startsAt)}/${compact(b.endsAt)}`);
  url.searchParams.set("details", calendarEntry.description(b.sessionTitle));
  url.searchParams.set("ctz", b.timeZone);
  return url.toString();
}

export function outlookCalendarUrl(b: BookingPayload): string {
  const url = new URL("https://outlook.live.com/calendar/0/action/compose");
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", calendarEntry.title(b.sessionTitle, site.name));
  url.searchParams.set("startdt", new Date(b.startsAt).toISOString());
  url.searchParams.set("enddt", new Date(b.endsAt).toISOString());
  url.searchParams.set("body", calendarEntry.description(b.sessionTitle));
  return url.toString();
}
