/**
 * Storing enquiries: one transaction writes the `contacts` row (and, while the outbox worker runs, one
 * `enquiry_outbox` job per channel: webhook, e-mail); the caller answers success only after it
 * resolves, i.e. after COMMIT.
 * A unique idempotency key makes double clicks, resubmits and network retries store one row.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { helpCategories } from "../content/contact";
import type { Database } from "../db/client.server";
import { contacts, outboxJobs } from "../db/schema.server";
import type { EnquirySource } from "../lib/schemas/enquiry";
import type { OutboxChannel } from "../outbox/outbox.server";

export type NewEnquiry = {
  source: EnquirySource;
  fullName: string;
  workEmail: string;
  /** null when empty */
  companyName: string | null;
  /** one of the six help category values */
  operationalChallenge: string;
  situationAndGoals: string;
  /** null unless the assessment form gave one */
  phone: string | null;
};

export type StoredEnquiry = typeof contacts.$inferSelect;

export type StoreResult = { created: true; id: number } | { created: false; id: number | null };

/** Payload POSTed to ENQUIRY_WEBHOOK_URL (version 1); the e-mail to the owner is written from it too. */
export type EnquiryWebhookPayload = {
  type: "enquiry.created";
  version: 1;
  id: number;
  idempotencyKey: string;
  createdAt: string;
  source: EnquirySource;
  fullName: string;
  workEmail: string;
  companyName: string | null;
  phone: string | null;
  operationalChallenge: string;
  operationalChallengeLabel: string;
  situationAndGoals: string;
};

const FALLBACK_BUCKET_MS = 10 * 60 * 1000;

/**
 * Keys for a form posted without JavaScript (no browser key): a hash of the fields, the client IP and
 * a 10-minute bucket. Returns the current bucket's key and the previous bucket's, so a double submit
 * that straddles a bucket boundary is still recognised.
 */
export function fallbackIdempotencyKeys(
  enquiry: NewEnquiry,
  clientIp: string,
  now: Date = new Date(),
): [current: string, previous: string] {
  const bucket = Math.floor(now.getTime() / FALLBACK_BUCKET_MS);
  const key = (b: number) =>
    `nojs-${createHash("sha256")
      .update(
        JSON.stringify([
          enquiry.source,
          enquiry.fullName,
          enquiry.workEmail.toLowerCase(),
          enquiry.companyName,
          enquiry.operationalChallenge,
          enquiry.situationAndGoals,
          enquiry.phone,
          clientIp,
          b,
        ]),
      )
      .digest("base64url")}`;
  return [key(bucket), key(bucket - 1)];
}

/** The id of an enquiry already stored under one of these keys, or null. */
export async function findByIdempotencyKey(db: Database, keys: readonly string[]): Promise<number | null> {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(inArray(contacts.idempotencyKey, [...keys]))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Inserts the enquiry unless its key is taken (then `created: false`), with one outbox job per channel in
 * the same transaction. Throws when the database fails; then nothing was written.
 */
export async function storeEnquiry(
  db: Database,
  enquiry: NewEnquiry,
  idempotencyKey: string,
  options: { channels: readonly OutboxChannel[] },
): Promise<StoreResult> {
  // Both drivers' transaction() commit before resolving and roll back when the callback throws.
  return (db as Database & { transaction: TransactionFn }).transaction(async (tx) => {
    const inserted = await tx
      .insert(contacts)
      .values({ ...enquiry, idempotencyKey })
      .onConflictDoNothing({ target: contacts.idempotencyKey })
      .returning();
    const row = inserted[0];
    if (!row) {
      const existing = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.idempotencyKey, idempotencyKey));
      return { created: false, id: existing[0]?.id ?? null };
    }
    // The owner's calendar takes bookings only.
    const channels = options.channels.filter((channel) => channel !== "calendar");
    if (channels.length > 0) {
      const payload = webhookPayload(row);
      await tx.insert(outboxJobs).values(
        channels.map((channel) => ({
          channel,
          kind: "enquiry",
          jobKey: `${channel}:enquiry:${row.id}`,
          contactId: row.id,
          payload,
        })),
      );
    }
    return { created: true, id: row.id };
  });
}

type TransactionFn = <T>(fn: (tx: Pick<Database, "insert" | "select">) => Promise<T>) => Promise<T>;

export function webhookPayload(row: StoredEnquiry): EnquiryWebhookPayload {
  return {
    type: "enquiry.created",
    version: 1,
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    createdAt: row.createdAt.toISOString(),
    source: row.source as EnquirySource,
    fullName: row.fullName,
    workEmail: row.workEmail,
    companyName: row.companyName,
    phone: row.phone,
    operationalChallenge: row.operationalChallenge,
    operationalChallengeLabel:
      helpCategories.find((c) => c.value === row.operationalChallenge)?.label ?? row.operationalChallenge,
    situationAndGoals: row.situationAndGoals,
  };
}

/** Every enquiry created at or after `since` (all when null), oldest first. */
export async function listEnquiries(db: Database, since: Date | null): Promise<StoredEnquiry[]> {
  const query = db.select().from(contacts);
  const filtered = since ? query.where(and(gte(contacts.createdAt, since))) : query;
  return filtered.orderBy(asc(contacts.createdAt), asc(contacts.id));
}
