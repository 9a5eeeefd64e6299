import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Contact enquiries (SPEC 3), from the contact form and the flagship assessment form. */
export const contacts = pgTable(
  "contacts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    fullName: text("full_name").notNull(),
    workEmail: text("work_email").notNull(),
    companyName: text("company_name"),
    operationalChallenge: text("operational_challenge").notNull(),
    situationAndGoals: text("situation_and_goals").notNull(),
    source: text().notNull().default("contact"),
    phone: text(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
  },
  (t) => [
    check("contacts_source_check", sql`${t.source} in ('contact', 'assessment')`),
    index("contacts_created_at_idx").on(t.createdAt),
  ],
);

/**
 * The outbox (DESIGN 7): notifications waiting to be sent, each written in the same transaction as
 * what it reports (an enquiry, a chat exchange that left an e-mail address, or a booking; the table keeps its
 * first name, ADR 045; in code it is `outboxJobs`). `channel` says how it
 * is sent (a webhook POST, an e-mail to the owner, an entry in the owner's CalDAV calendar), `kind` what it reports. Rows are kept after
 * delivery (`delivered_at`) and after a permanent rejection (`failed_at`, for `npm run enquiries -- --failed`).
 */
export const outboxJobs = pgTable(
  "enquiry_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text().notNull().default("webhook"),
    kind: text().notNull().default("enquiry"),
    /** One job per thing to send (e.g. `email:enquiry:42`, `email:chat-lead:<session>`): a retry of the same write adds nothing. */
    jobKey: text("job_key").unique(),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    chatSessionId: text("chat_session_id").references(() => chatSessions.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    payload: jsonb().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Set when the receiver rejected the job for good (an SMTP 5xx): never retried, listed by the export. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("enquiry_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    check("enquiry_outbox_channel_check", sql`${t.channel} in ('webhook', 'email', 'calendar')`),
    check(
      "enquiry_outbox_kind_check",
      sql`${t.kind} in ('enquiry', 'chat-lead', 'chat-follow-up', 'chat-lead-digest', 'booking', 'booking-cancel')`,
    ),
    check(
      "enquiry_outbox_subject_check",
      sql`${t.contactId} is not null or ${t.chatSessionId} is not null or ${t.bookingId} is not null`,
    ),
  ],
);

/** Fixed-window request counters, shared by every server instance that uses the same database. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

/** Chat conversations (SPEC 3, 7.2): one row per browser session id (localStorage `lead_session`). */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    /** The session id the browser generated (8-128 characters of [A-Za-z0-9_-]). */
    id: text().primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    ua: text(),
    ref: text(),
    firstPage: text("first_page"),
    /** The last e-mail address the visitor typed into the chat: the session's lead. */
    leadEmail: text("lead_email"),
  },
  (t) => [index("chat_sessions_last_seen_at_idx").on(t.lastSeenAt)],
);

/** Every chat message, the visitor's and the assistant's, in order. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    sender: text().notNull(),
    content: text().notNull(),
    page: text(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("chat_messages_sender_check", sql`${t.sender} in ('user', 'bot')`),
    index("chat_messages_session_idx").on(t.sessionId, t.id),
    index("chat_messages_created_at_idx").on(t.createdAt),
  ],
);

/** Meetings booked on /schedule (issue 35). Cancelled ones are kept (`cancelled_at`) and free their units. */
export const bookings = pgTable(
  "bookings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The confirmation page's reference: random, unguessable. */
    token: text().notNull().unique(),
    sessionType: text("session_type").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The owner-local date of the start (the daily limit counts per owner day). */
    ownerDate: date("owner_date", { mode: "string" }).notNull(),
    /** The zone the visitor chose the time in. */
    timeZone: text("time_zone").notNull(),
    fullName: text("full_name").notNull(),
    workEmail: text("work_email").notNull(),
    companyName: text("company_name"),
    message: text().notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    check("bookings_session_type_check", sql`${t.sessionType} in ('discovery', 'strategy')`),
    check("bookings_range_check", sql`${t.endsAt} > ${t.startsAt}`),
    index("bookings_starts_at_idx").on(t.startsAt),
    index("bookings_owner_date_idx").on(t.ownerDate),
  ],
);

/**
 * The 15-minute units each live booking occupies, from its start to its end plus the buffer (ADR 042). The
 * primary key is what makes a double booking impossible: two bookings that would clash share a unit, and the
 * second insert fails, on PGlite and PostgreSQL alike, whichever server instance writes it.
 */
export const bookingUnits = pgTable("booking_units", {
  unitStart: timestamp("unit_start", { withTimezone: true }).primaryKey(),
  bookingId: integer("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
});

/**
 * Secrets the server makes for itself when the environment gives none (the chat session signing key,
 * ADR 038): made once, shared by every instance on the same database, kept across restarts.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
