/**
 * What the server runs beside requests for enquiries and leads (started by server/index.ts after the
 * database is open, stopped before it is closed): the outbox worker with a transport per configured
 * channel (the webhook with ENQUIRY_WEBHOOK_URL, the owner's e-mail with SMTP_URL, the owner's calendar with
 * CALDAV_URL), and on PGlite the
 * export socket for `npm run enquiries` and `npm run chats`.
 */
import type { OwnerCalendar } from "../app/booking/caldav.server";
import { calendarTransport } from "../app/booking/calendar-transport.server";
import type { DatabaseHandle } from "../app/db/client.server";
import { emailTransport } from "../app/notify/email-transport.server";
import { type EmailSettings, redactedSmtpUrl } from "../app/notify/settings.server";
import { type ExportSocket, startExportSocket } from "./export-socket";
import {
  type OutboxLog,
  type OutboxTransport,
  type OutboxWorker,
  startOutboxWorker,
} from "../app/outbox/outbox.server";
import type { RegisteredOutbox } from "../app/outbox/runtime.server";
import { type WebhookOptions, webhookTransport } from "../app/enquiries/webhook.server";

export type EnquiryBackgroundOptions = {
  database: DatabaseHandle;
  log: OutboxLog;
  /** PGlite data folder (for the export socket). */
  dataDir: string;
  webhook?: WebhookOptions;
  email?: EmailSettings;
  /** The owner's CalDAV calendar (CALDAV_URL): bookings are written into it. */
  calendar?: { calendar: OwnerCalendar; url: string; timeoutMs: number };
};

export type EnquiryBackground = {
  /** The running outbox worker, for the request handlers (AppServices.outbox); undefined without a channel. */
  outbox: RegisteredOutbox | undefined;
  stop(): Promise<void>;
};

export async function startEnquiryBackground(options: EnquiryBackgroundOptions): Promise<EnquiryBackground> {
  const { database, log, webhook, email, calendar } = options;
  const transports: OutboxTransport[] = [];
  if (webhook) {
    transports.push(webhookTransport(webhook));
    log.info({ retryBaseMs: webhook.retryBaseMs, retryMaxMs: webhook.retryMaxMs }, "enquiry webhook outbox running");
  }
  if (email) {
    transports.push(emailTransport({ settings: email, db: database.db }));
    log.info(
      { smtp: redactedSmtpUrl(email.smtpUrl), to: email.to.map((m) => m.address), from: email.from.address },
      "owner e-mail notifications running",
    );
  }
  if (calendar) {
    transports.push(calendarTransport(calendar.calendar, calendar.timeoutMs));
    log.info({ caldav: new URL(calendar.url).origin }, "bookings written to the owner's calendar");
  }
  let worker: OutboxWorker | undefined;
  let outbox: RegisteredOutbox | undefined;
  if (transports.length > 0) {
    const running = startOutboxWorker({ db: database.db, log, transports });
    worker = running;
    outbox = {
      wake: () => running.wake(),
      channels: transports.map((t) => t.channel),
      chatFollowUp: email?.chatFollowUp,
    };
  }
  let socket: ExportSocket | null = null;
  if (database.kind === "pglite") socket = await startExportSocket({ db: database.db, dataDir: options.dataDir, log });
  return {
    outbox,
    async stop() {
      await worker?.stop();
      await socket?.close();
    },
  };
}
