/**
 * The e-mail transport of the outbox (issue 25): sends the owner an e-mail per job through SMTP
 * (nodemailer, SMTP_URL). Which e-mail depends on the job's kind: a new enquiry, a chat lead, or a
 * chat lead's one follow-up (app/notify/chat-lead-jobs.server.ts).
 *
 * - The envelope's recipients are NOTIFY_EMAIL_TO and nothing else, set explicitly: no address a
 *   visitor typed is ever a recipient (Reply-To names the visitor, for the owner's own reply).
 * - Each job's `Message-ID` is derived from the job, so a duplicate after a crash mid-send collapses in
 *   the mail client; a follow-up threads under its first e-mail (`In-Reply-To`, `References`).
 * - A connection failure, a timeout, a 4xx (or 503) answer and a failed login are retried with backoff;
 *   any other 5xx rejects the job for good (see outbox.server.ts).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/client.server";
import { chatMessages, chatSessions, outboxJobs } from "../db/schema.server";
import type { DeliveryOutcome, OutboxRow, OutboxTransport } from "../outbox/outbox.server";
import type { EnquiryWebhookPayload } from "../enquiries/store.server";
import { composeBookingEmail } from "./booking-email.server";
import type { BookingPayload } from "../booking/store.server";
import { type ChatLeadDigestPayload, chatLeadJobKey } from "./chat-lead-jobs.server";
import {
  type ChatLeadDetails,
  type ComposedEmail,
  composeChatLeadDigestEmail,
  composeChatLeadEmail,
  composeEnquiryEmail,
} from "./compose.server";
import type { EmailSettings } from "./settings.server";

/** `<outbox-42.1767312245000@example.com>`: the same for every attempt at one job. */
export function messageIdOf(row: Pick<OutboxRow, "id" | "createdAt">, fromAddress: string): string {
  const domain = fromAddress.slice(fromAddress.lastIndexOf("@") + 1);
  return `<outbox-${row.id}.${new Date(row.createdAt).getTime()}@${domain}>`;
}

type SmtpError = Error & { code?: string; responseCode?: number; permanent?: boolean; response?: string };

/** A 5xx answer (but 503) to the message itself is final; a failed login is our configuration: retried. */
export function isPermanent(error: SmtpError): boolean {
  return error.permanent === true && error.code !== "EAUTH";
}

function describeError(error: SmtpError): string {
  const parts = [error.code, error.responseCode, error.response ?? error.message].filter((p) => p !== undefined);
  return parts.join(" ");
}

type ThroughPayload = { sessionId: string; throughMessageId?: number };

export function emailTransport(options: { settings: EmailSettings; db: Database }): OutboxTransport {
  const { settings, db } = options;
  // nodemailer is loaded with the first e-mail, so that a site without SMTP_URL never holds it in memory.
  let transporter: Promise<Transporter> | undefined;
  const transport = () =>
    (transporter ??= import("nodemailer").then(({ createTransport }) =>
      createTransport({
        url: settings.smtpUrl,
        connectionTimeout: settings.timeoutMs,
        greetingTimeout: settings.timeoutMs,
        socketTimeout: settings.timeoutMs,
        // The messages are built from strings only: never read a file or fetch a URL on their behalf.
        disableFileAccess: true,
        disableUrlAccess: true,
      }),
    ));
  const from = settings.from;
  const recipients = settings.to.map((m) => m.address);

  async function send(row: OutboxRow, email: ComposedEmail, signal: AbortSignal, inReplyTo?: string) {
    const sending = transport().then((smtp) =>
      smtp.sendMail({
        from,
        to: settings.to,
        replyTo: email.replyTo ?? undefined,
        envelope: { from: from.address, to: recipients },
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: messageIdOf(row, from.address),
        ...(email.attachments ? { attachments: email.attachments } : {}),
        ...(inReplyTo ? { inReplyTo, references: [inReplyTo] } : {}),
        headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
      }),
    );
    const stopped = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(new Error("stopping"));
      signal.addEventListener("abort", () => reject(new Error("stopping")), { once: true });
    });
    sending.catch(() => {}); // settled later, after a stop
    return Promise.race([sending, stopped]);
  }

  async function chatDetails(sessionId: string, afterMessageId: number) {
    const [session] = await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
    if (!session?.leadEmail) return null;
    const messages = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, afterMessageId)))
      .orderBy(asc(chatMessages.id));
    return {
      details: {
        sessionId,
        leadEmail: session.leadEmail,
        startedAt: session.createdAt,
        firstPage: session.firstPage,
        referrer: session.ref,
        messages: messages.map((m) => ({
          sender: m.sender === "bot" ? ("bot" as const) : ("user" as const),
          content: m.content,
          createdAt: m.createdAt,
        })),
      },
      throughMessageId: messages.at(-1)?.id ?? afterMessageId,
    };
  }

  async function attempt(row: OutboxRow, signal: AbortSignal): Promise<DeliveryOutcome> {
    if (row.kind === "enquiry") {
      await send(row, composeEnquiryEmail(row.payload as EnquiryWebhookPayload), signal);
      return { status: "delivered" };
    }
    if (row.kind === "booking" || row.kind === "booking-cancel") {
      // The owner (the first NOTIFY_EMAIL_TO) organises the meeting; the visitor is its attendee.
      const organizer = settings.to[0] ?? from;
      const method = row.kind === "booking" ? "REQUEST" : "CANCEL";
      await send(row, composeBookingEmail(row.payload as BookingPayload, organizer, method), signal);
      return { status: "delivered" };
    }

    if (row.kind === "chat-lead-digest") {
      const { sessionIds, perHour } = row.payload as ChatLeadDigestPayload;
      const leads: ChatLeadDetails[] = [];
      for (const id of sessionIds) {
        const chat = await chatDetails(id, 0);
        if (chat) leads.push(chat.details);
      }
      if (leads.length === 0) return { status: "delivered", note: "the chat sessions are gone: nothing to send" };
      await send(row, composeChatLeadDigestEmail(leads, perHour), signal);
      return { status: "delivered" };
    }

    const { sessionId } = row.payload as ThroughPayload;
    if (row.kind === "chat-lead") {
      const chat = await chatDetails(sessionId, 0);
      if (!chat) return { status: "delivered", note: "the chat session is gone: nothing to send" };
      await send(row, composeChatLeadEmail(chat.details, false), signal);
      // What the first e-mail showed: the follow-up starts after it.
      await db
        .update(outboxJobs)
        .set({ payload: { sessionId, throughMessageId: chat.throughMessageId } satisfies ThroughPayload })
        .where(eq(outboxJobs.id, row.id));
      return { status: "delivered" };
    }

    // chat-follow-up: after the first e-mail, with what it did not show.
    const [lead] = await db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.jobKey, chatLeadJobKey(sessionId)));
    if (lead && !lead.deliveredAt && !lead.failedAt) {
      const delayMs = Math.max(1_000, new Date(lead.nextAttemptAt).getTime() - Date.now() + 1_000);
      return { status: "wait", delayMs, reason: "the first e-mail about this chat lead is not sent yet" };
    }
    const through = (lead?.payload as ThroughPayload | undefined)?.throughMessageId ?? 0;
    const chat = await chatDetails(sessionId, through);
    if (!chat || chat.details.messages.length === 0) {
      return { status: "delivered", note: "no messages after the first e-mail: nothing to send" };
    }
    const inReplyTo = lead ? messageIdOf(lead, from.address) : undefined;
    await send(row, composeChatLeadEmail(chat.details, true), signal, inReplyTo);
    return { status: "delivered" };
  }

  return {
    channel: "email",
    label: "owner e-mail",
    timeoutMs: settings.timeoutMs,
    retryBaseMs: settings.retryBaseMs,
    retryMaxMs: settings.retryMaxMs,
    async deliver(row, signal) {
      try {
        return await attempt(row, signal);
      } catch (cause) {
        const error = cause as SmtpError;
        return isPermanent(error)
          ? { status: "failed", error: describeError(error) }
          : { status: "retry", error: describeError(error) };
      }
    },
    close() {
      void transporter?.then((smtp) => smtp.close());
    },
  };
}
