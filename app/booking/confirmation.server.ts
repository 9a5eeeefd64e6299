/** The confirmation page's data and the visitor's `.ics`, found by the booking's unguessable token. */
import { data } from "react-router";
import { sessionTypes, type SessionTypeId } from "../content/booking";
import type { AppServices } from "../context.server";
import { googleCalendarUrl, outlookCalendarUrl, visitorIcs } from "./calendar.server";
import { formatRange } from "./slots";
import { bookingPayload, findBookingByToken } from "./store.server";

const TOKEN = /^[A-Za-z0-9_-]{10,64}$/;

export type ConfirmationData = {
  found: true;
  sessionTitle: string;
  when: string;
  zone: string;
  reference: string;
  cancelled: boolean;
  icsHref: string;
  googleHref: string;
  outlookHref: string;
};

async function find(token: string | undefined, services: AppServices) {
  if (!token || !TOKEN.test(token)) return null;
  return findBookingByToken(services.database.db, token);
}

export async function loadConfirmation(token: string | undefined, services: AppServices) {
  const row = await find(token, services);
  if (!row) throw data({ found: false }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const payload = bookingPayload(row, services.config.booking.timeZone);
  return data(
    {
      found: true,
      sessionTitle: sessionTypes[row.sessionType as SessionTypeId].title,
      when: formatRange(new Date(row.startsAt), new Date(row.endsAt), row.timeZone),
      zone: row.timeZone,
      reference: `#${row.id}`,
      cancelled: row.cancelledAt !== null,
      icsHref: `/schedule/booked/${row.token}/invite.ics`,
      googleHref: googleCalendarUrl(payload),
      outlookHref: outlookCalendarUrl(payload),
    } satisfies ConfirmationData,
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function visitorIcsResponse(token: string | undefined, services: AppServices): Promise<Response> {
  const row = await find(token, services);
  if (!row) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(visitorIcs(bookingPayload(row, services.config.booking.timeZone)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="aiva-${row.sessionType}-${row.id}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
