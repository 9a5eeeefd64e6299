/**
 * The owner's e-mail about a booking (issue 35): the booking in text and HTML, with the iCalendar invitation
 * attached (METHOD:REQUEST, or METHOD:CANCEL for a cancellation). Sent to the owner only; the visitor is the
 * Reply-To and the invitation's attendee, never a recipient.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ownerBookingEmail as copy } from "../content/booking";
import type { ComposedEmail } from "./compose.server";
import { headerText } from "./header-text";
import { isPlainAddress, type Mailbox } from "./settings.server";
import { ownerIcs } from "../booking/calendar.server";
import { formatRange } from "../booking/slots";
import type { BookingPayload } from "../booking/store.server";

export function composeBookingEmail(
  b: BookingPayload,
  organizer: Mailbox,
  method: "REQUEST" | "CANCEL",
): ComposedEmail {
  const cancel = method === "CANCEL";
  const ownerWhen = formatRange(new Date(b.startsAt), new Date(b.endsAt), b.ownerTimeZone);
  const fields = [
    { label: copy.labels.session, value: b.sessionTitle },
    { label: copy.labels.ownerTime, value: `${ownerWhen} (${b.ownerTimeZone})` },
    {
      label: copy.labels.visitorTime,
      value: `${formatRange(new Date(b.startsAt), new Date(b.endsAt), b.timeZone)} (${b.timeZone})`,
    },
    { label: copy.labels.name, value: b.fullName },
    { label: copy.labels.email, value: b.workEmail },
    { label: copy.labels.company, value: b.companyName ?? copy.none },
    { label: copy.labels.reference, value: `#${b.id}` },
  ];
  const heading = cancel ? copy.cancelHeading : copy.heading;
  const intro = cancel ? copy.cancelIntro : copy.intro;
  const text = [
    heading,
    intro,
    "",
    ...fields.map((f) => `${f.label}: ${f.value}`),
    "",
    `${copy.labels.message}:`,
    b.message,
    "",
    copy.replyHint(b.fullName),
    "",
  ].join("\n");
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <body style={{ fontFamily: "Helvetica, Arial, sans-serif", color: "#0b1127" }}>
        <h1 style={{ fontSize: 22 }}>{heading}</h1>
        <p>{intro}</p>
        <table role="presentation">
          <tbody>
            {fields.map((f) => (
              <tr key={f.label}>
                <th scope="row" style={{ textAlign: "left", paddingRight: 16 }}>
                  {f.label}
                </th>
                <td>{f.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2 style={{ fontSize: 16 }}>{copy.labels.message}</h2>
        <p style={{ whiteSpace: "pre-wrap" }}>{b.message}</p>
        <p>{copy.replyHint(b.fullName)}</p>
      </body>
    </html>,
  )}`;
  const subject = (cancel ? copy.cancelSubject : copy.subject)(b.sessionTitle, b.fullName, ownerWhen);
  return {
    subject: headerText(subject, 240),
    text,
    html,
    replyTo: isPlainAddress(b.workEmail) ? { name: headerText(b.fullName, 100), address: b.workEmail } : null,
    attachments: [
      {
        filename: copy.attachmentName,
        content: ownerIcs(b, organizer, method),
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
