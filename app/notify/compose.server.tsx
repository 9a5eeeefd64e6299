/**
 * The e-mails to the owner (issue 25), as plain text and HTML. The HTML is rendered by React
 * (`renderToStaticMarkup`), which escapes every value it is given: what a visitor typed can never
 * become markup. Subjects and display names go through `headerText`, which leaves no line break.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { notificationEmails as copy } from "../content/notifications";
import type { EnquiryWebhookPayload } from "../enquiries/store.server";
import { headerText } from "./header-text";
import { isPlainAddress, type Mailbox } from "./settings.server";

export type ComposedEmail = {
  subject: string;
  text: string;
  html: string;
  replyTo: Mailbox | null;
  /** Files made from strings (e.g. a booking's iCalendar invitation). */
  attachments?: { filename: string; content: string; contentType: string }[];
};

/** `2026-01-02 03:04:05 UTC` */
export function utcTime(value: Date | string): string {
  return `${new Date(value).toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** The visitor as Reply-To, only when the address is a plain, valid one. */
function replyToOf(name: string, address: string): Mailbox | null {
  return isPlainAddress(address) ? { name: headerText(name, 100), address } : null;
}

type Field = { label: string; value: string };

const fieldsText = (fields: readonly Field[]) => fields.map((f) => `${f.label}: ${f.value}`).join("\n");

// ---- HTML (inline styles: mail clients ignore style sheets) ----

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function Layout({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, padding: "24px 12px", background: "#f4f5fa", fontFamily: font, color: "#0b1127" }}>
        <div style={{ maxWidth: 640, margin: "0 auto", background: "#ffffff", borderRadius: 12, overflow: "hidden" }}>
          <div style={{ height: 4, background: "linear-gradient(90deg, #4f46e5, #7c3aed, #06b6d4)" }} />
          <div style={{ padding: "28px 28px 8px" }}>
            <h1 style={{ margin: 0, fontSize: 22, lineHeight: 1.3 }}>{heading}</h1>
            <p style={{ margin: "8px 0 0", color: "#4a5272", fontSize: 15, lineHeight: 1.5 }}>{intro}</p>
          </div>
          <div style={{ padding: "16px 28px 28px" }}>{children}</div>
        </div>
        <p style={{ maxWidth: 640, margin: "16px auto 0", color: "#6b7290", fontSize: 12, textAlign: "center" }}>
          {copy.footer}
        </p>
      </body>
    </html>
  );
}

function FieldTable({ fields }: { fields: readonly Field[] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", borderCollapse: "collapse" }}>
      <tbody>
        {fields.map((f) => (
          <tr key={f.label}>
            <th
              scope="row"
              style={{
                textAlign: "left",
                verticalAlign: "top",
                padding: "8px 16px 8px 0",
                width: 150,
                color: "#4a5272",
                fontSize: 13,
                fontWeight: 600,
                borderBottom: "1px solid #e6e8f0",
              }}
            >
              {f.label}
            </th>
            <td style={{ padding: "8px 0", fontSize: 15, borderBottom: "1px solid #e6e8f0", wordBreak: "break-word" }}>
              {f.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginTop: 24 }}>
      <h2 style={{ margin: "0 0 8px", fontSize: 14, color: "#4a5272", textTransform: "uppercase", letterSpacing: 1 }}>
        {title}
      </h2>
      {children}
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p style={{ margin: "24px 0 0", fontSize: 14, color: "#4a5272", lineHeight: 1.5 }}>{children}</p>;
}

const render = (node: ReactNode) => `<!DOCTYPE html>${renderToStaticMarkup(node)}`;

// ---- New enquiry ----

export function composeEnquiryEmail(enquiry: EnquiryWebhookPayload): ComposedEmail {
  const labels = copy.enquiry.labels;
  const fields: Field[] = [
    { label: labels.name, value: enquiry.fullName },
    { label: labels.email, value: enquiry.workEmail },
    { label: labels.company, value: enquiry.companyName ?? copy.none },
    { label: labels.phone, value: enquiry.phone ?? copy.none },
    { label: labels.category, value: enquiry.operationalChallengeLabel },
    { label: labels.source, value: copy.enquiry.sources[enquiry.source] },
    { label: labels.receivedAt, value: utcTime(enquiry.createdAt) },
    { label: labels.reference, value: `#${enquiry.id}` },
  ];
  const intro = copy.enquiry.intro[enquiry.source];
  const hint = copy.enquiry.replyHint(enquiry.fullName);
  const text = [
    `${copy.enquiry.heading}`,
    intro,
    "",
    fieldsText(fields),
    "",
    `${labels.message}:`,
    enquiry.situationAndGoals,
    "",
    hint,
    "",
    "-- ",
    copy.footer,
    "",
  ].join("\n");
  const html = render(
    <Layout heading={copy.enquiry.heading} intro={intro}>
      <FieldTable fields={fields} />
      <Block title={labels.message}>
        <p style={{ margin: 0, fontSize: 15, lineHeight: 1.6, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
          {enquiry.situationAndGoals}
        </p>
      </Block>
      <Note>{hint}</Note>
    </Layout>,
  );
  return {
    subject: headerText(
      copy.enquiry.subject(enquiry.operationalChallengeLabel, enquiry.fullName, enquiry.companyName),
      240,
    ),
    text,
    html,
    replyTo: replyToOf(enquiry.fullName, enquiry.workEmail),
  };
}

// ---- Chat lead ----

export type TranscriptMessage = { sender: "user" | "bot"; content: string; createdAt: Date };
export type ChatLeadDetails = {
  sessionId: string;
  leadEmail: string;
  startedAt: Date;
  firstPage: string | null;
  referrer: string | null;
  messages: readonly TranscriptMessage[];
};

function transcriptText(messages: readonly TranscriptMessage[]): string {
  return messages
    .map((m) => `[${utcTime(m.createdAt)}] ${copy.chatLead.senders[m.sender]}:\n${m.content}`)
    .join("\n\n");
}

function Transcript({ messages }: { messages: readonly TranscriptMessage[] }) {
  return (
    <div>
      {messages.map((m, i) => (
        <div
          key={i}
          style={{
            margin: "0 0 10px",
            padding: "10px 14px",
            borderRadius: 10,
            background: m.sender === "user" ? "#eef0ff" : "#f4f5fa",
          }}
        >
          <div style={{ fontSize: 12, color: "#4a5272", marginBottom: 4 }}>
            <strong style={{ color: "#0b1127" }}>{copy.chatLead.senders[m.sender]}</strong> · {utcTime(m.createdAt)}
          </div>
          <div style={{ fontSize: 15, lineHeight: 1.55, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
            {m.content}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The first e-mail about a chat lead (`followUp` false) or the one follow-up with the later messages. */
export function composeChatLeadEmail(details: ChatLeadDetails, followUp: boolean): ComposedEmail {
  const c = copy.chatLead;
  const fields: Field[] = [
    { label: c.labels.email, value: details.leadEmail },
    { label: c.labels.startedAt, value: utcTime(details.startedAt) },
    { label: c.labels.firstPage, value: details.firstPage ?? copy.none },
    { label: c.labels.referrer, value: details.referrer ?? copy.none },
    { label: c.labels.session, value: details.sessionId },
  ];
  const userMessages = details.messages.filter((m) => m.sender === "user").length;
  const heading = followUp ? c.followUpHeading : c.heading;
  const intro = followUp ? c.followUpIntro(userMessages) : c.intro;
  const notes = followUp ? [c.replyHint, c.laterMessages] : [c.replyHint];
  const text = [
    heading,
    intro,
    "",
    fieldsText(fields),
    "",
    `${c.labels.transcript}:`,
    "",
    transcriptText(details.messages),
    "",
    ...notes.flatMap((n) => [n, ""]),
    "-- ",
    copy.footer,
    "",
  ].join("\n");
  const html = render(
    <Layout heading={heading} intro={intro}>
      <FieldTable fields={fields} />
      <Block title={c.labels.transcript}>
        <Transcript messages={details.messages} />
      </Block>
      {notes.map((n) => (
        <Note key={n}>{n}</Note>
      ))}
    </Layout>,
  );
  return {
    subject: headerText(followUp ? c.followUpSubject(details.leadEmail) : c.subject(details.leadEmail), 240),
    text,
    html,
    replyTo: replyToOf("", details.leadEmail),
  };
}

// ---- Chat leads held back by the hourly cap ----

/** The one e-mail that lists the chat leads of one client address past the hour's cap (ADR 038). */
export function composeChatLeadDigestEmail(leads: readonly ChatLeadDetails[], perHour: number): ComposedEmail {
  const c = copy.chatLeadDigest;
  const heading = c.heading;
  const intro = c.intro(leads.length, perHour);
  const fieldsOf = (lead: ChatLeadDetails): Field[] => [
    { label: copy.chatLead.labels.email, value: lead.leadEmail },
    { label: copy.chatLead.labels.startedAt, value: utcTime(lead.startedAt) },
    { label: copy.chatLead.labels.firstPage, value: lead.firstPage ?? copy.none },
    { label: copy.chatLead.labels.referrer, value: lead.referrer ?? copy.none },
    { label: copy.chatLead.labels.session, value: lead.sessionId },
  ];
  const text = [
    heading,
    intro,
    "",
    ...leads.flatMap((lead) => [
      fieldsText(fieldsOf(lead)),
      "",
      `${copy.chatLead.labels.transcript}:`,
      "",
      transcriptText(lead.messages),
      "",
      "----",
      "",
    ]),
    c.allLeads,
    "",
    "-- ",
    copy.footer,
    "",
  ].join("\n");
  const html = render(
    <Layout heading={heading} intro={intro}>
      {leads.map((lead) => (
        <div key={lead.sessionId}>
          <FieldTable fields={fieldsOf(lead)} />
          <Block title={copy.chatLead.labels.transcript}>
            <Transcript messages={lead.messages} />
          </Block>
        </div>
      ))}
      <Note>{c.allLeads}</Note>
    </Layout>,
  );
  return { subject: headerText(c.subject(leads.length), 240), text, html, replyTo: null };
}
