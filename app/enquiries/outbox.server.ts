/**
 * The enquiry outbox worker (issue 7, DESIGN 7): POSTs each `enquiry_outbox` row as JSON to
 * ENQUIRY_WEBHOOK_URL, retrying with exponential backoff (capped, with jitter) until the receiver
 * answers 2xx, so a webhook outage loses nothing.
 *
 * Rows are claimed with a lease (`FOR UPDATE SKIP LOCKED`, then `next_attempt_at` pushed past the
 * request timeout) instead of a transaction held open during the HTTP call: several server instances
 * can share one table, PGlite's single connection is never blocked by a slow receiver, and a process
 * that dies mid-delivery leaves the row to be retried when the lease ends (at-least-once delivery;
 * receivers dedupe on the `Idempotency-Key` header or the payload's `idempotencyKey`).
 */
import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, min, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { enquiryOutbox } from "../db/schema.server";

export type OutboxLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type OutboxOptions = {
  db: Database;
  log: OutboxLog;
  url: string;
  /** Signs each body: header `X-AIVA-Signature: sha256=<hex HMAC-SHA256 of the body>`. */
  secret?: string;
  /** Time limit of one POST. */
  timeoutMs: number;
  /** First retry delay; doubles per failed attempt. */
  retryBaseMs: number;
  /** Longest retry delay. */
  retryMaxMs: number;
  /** Longest sleep between looks at the table (rows written by other instances). */
  idleMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
};

export type OutboxWorker = {
  /** Look at the table now (called after an enquiry is stored). */
  wake(): void;
  /** Stops after the current round; resolves when the loop has ended. */
  stop(): Promise<void>;
};

/** Delay before attempt `attempts + 1`, after `attempts` failed ones: base·2^(attempts-1), capped, ±20 % jitter. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(maxMs, exponential * (0.8 + 0.4 * random())));
}

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { db, log, url, secret, timeoutMs, retryBaseMs, retryMaxMs } = options;
  const idleMs = options.idleMs ?? 30_000;
  const batchSize = options.batchSize ?? 10;
  // Long enough for one POST to time out and its result to be written; a crashed worker's rows wait this long.
  const leaseMs = timeoutMs * 2 + 5_000;
  const inFlight = new AbortController();
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (pendingWake || stopped) {
        pendingWake = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  async function claim() {
    const due = db
      .select({ id: enquiryOutbox.id })
      .from(enquiryOutbox)
      .where(and(isNull(enquiryOutbox.deliveredAt), lte(enquiryOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(enquiryOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(enquiryOutbox)
      .set({
        attempts: sql`${enquiryOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where(inArray(enquiryOutbox.id, due))
      .returning();
  }

  async function deliver(row: { id: number; payload: unknown; attempts: number }) {
    const body = JSON.stringify(row.payload);
    const key = (row.payload as { idempotencyKey?: string }).idempotencyKey ?? `outbox-${row.id}`;
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "User-Agent": "AIVA-Enquiries/1",
      "Idempotency-Key": key,
      "X-AIVA-Delivery": String(row.id),
      "X-AIVA-Attempt": String(row.attempts),
    };
    if (secret) headers["X-AIVA-Signature"] = signBody(body, secret);
    let error: string | null = null;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), inFlight.signal]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 200 || response.status >= 300) error = `HTTP ${response.status}`;
    } catch (cause) {
      error = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    }
    if (error === null) {
      await db
        .update(enquiryOutbox)
        .set({ deliveredAt: sql`now()`, lastError: null })
        .where(eq(enquiryOutbox.id, row.id));
      log.info({ outboxId: row.id, attempts: row.attempts }, "enquiry webhook delivered");
      return;
    }
    const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
    await db
      .update(enquiryOutbox)
      .set({ lastError: error.slice(0, 500), nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` })
      .where(eq(enquiryOutbox.id, row.id));
    log.warn(
      { outboxId: row.id, attempts: row.attempts, error, retryInMs: delay },
      "enquiry webhook failed; will retry",
    );
  }

  /** Milliseconds until the next pending row is due (idleMs when none). */
  async function nextDueInMs(): Promise<number> {
    const rows = await db
      .select({ next: min(enquiryOutbox.nextAttemptAt) })
      .from(enquiryOutbox)
      .where(isNull(enquiryOutbox.deliveredAt));
    const next = rows[0]?.next;
    if (!next) return idleMs;
    return Math.max(20, Math.min(idleMs, new Date(next).getTime() - Date.now()));
  }

  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      let wait = idleMs;
      try {
        const rows = await claim();
        for (const row of rows) {
          if (stopped) break;
          await deliver(row);
        }
        wait = rows.length === batchSize ? 0 : await nextDueInMs();
        failures = 0;
      } catch (error) {
        // Database unavailable: try again later; the rows stay in the table.
        failures++;
        wait = retryDelayMs(failures, 1000, idleMs);
        if (!stopped) log.error({ err: error, retryInMs: wait }, "enquiry outbox: database error");
      }
      if (wait > 0 && !stopped) await sleep(wait);
    }
  })();

  return {
    wake() {
      if (wakeUp) wakeUp();
      else pendingWake = true;
    },
    async stop() {
      stopped = true;
      inFlight.abort();
      wakeUp?.();
      await loop;
    },
  };
}
