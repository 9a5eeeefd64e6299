/**
 * The outbox worker (issues 7 and 25, DESIGN 7): sends each due `enquiry_outbox` row through the
 * transport of its channel (the webhook POST, the owner's e-mail), retrying with exponential backoff
 * (capped, with jitter) while the receiver is down or answers with a temporary failure, so an outage
 * loses nothing. A permanent rejection (an SMTP 5xx) marks the row failed: it is logged at error,
 * never retried, and listed by `npm run enquiries -- --failed`.
 *
 * Rows are claimed with a lease (`FOR UPDATE SKIP LOCKED`, then `next_attempt_at` pushed past the
 * transport's time limit) instead of a transaction held open while sending: several server instances
 * can share one table without sending a row twice at the same time, PGlite's single connection is
 * never blocked by a slow receiver, and a process that dies mid-send leaves the row to be retried when
 * the lease ends (at-least-once; webhook receivers dedupe on `Idempotency-Key`, mail clients on the
 * stable `Message-ID`).
 */
import { and, asc, eq, inArray, isNull, lte, min, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { outboxJobs } from "../db/schema.server";

export type OutboxLog = {
  /** Each round's end: `outbox round` with `settled` (nothing pending) and when it started (tests wait for it). */
  debug?(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type OutboxChannel = "webhook" | "email" | "calendar";
export type OutboxKind = "enquiry" | "chat-lead" | "chat-follow-up" | "chat-lead-digest" | "booking" | "booking-cancel";
export type OutboxRow = typeof outboxJobs.$inferSelect;

/** What one attempt came to. */
export type DeliveryOutcome =
  /** Sent (or, with `note`, nothing was left to send). */
  | { status: "delivered"; note?: string }
  /** A temporary failure: try again after the backoff. */
  | { status: "retry"; error: string }
  /** Rejected for good: keep the row for the export, never retry. */
  | { status: "failed"; error: string }
  /** Not ready yet (e.g. a follow-up whose first e-mail is still pending): look again later; not an attempt. */
  | { status: "wait"; delayMs: number; reason: string };

export type OutboxTransport = {
  channel: OutboxChannel;
  /** Names the transport in log lines, e.g. "enquiry webhook". */
  label: string;
  /** Longest time one attempt can take; a claimed row's lease covers twice that. */
  timeoutMs: number;
  /** First retry delay; doubles per failed attempt. */
  retryBaseMs: number;
  /** Longest retry delay. */
  retryMaxMs: number;
  /** One attempt at sending `row` (its `attempts` already counts this one); `signal` aborts when the worker stops. */
  deliver(row: OutboxRow, signal: AbortSignal): Promise<DeliveryOutcome>;
  /** Releases connections when the worker stops. */
  close?(): Promise<void> | void;
};

export type OutboxOptions = {
  db: Database;
  log: OutboxLog;
  transports: readonly OutboxTransport[];
  /** Longest sleep between looks at the table (rows written by other instances). */
  idleMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
};

export type OutboxWorker = {
  /** Look at the table now (called after a job is written). */
  wake(): void;
  /** Stops after the current round; resolves when the loop has ended. */
  stop(): Promise<void>;
};

/** Delay before attempt `attempts + 1`, after `attempts` failed ones: base·2^(attempts-1), capped, ±20 % jitter. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(maxMs, exponential * (0.8 + 0.4 * random())));
}

const inMs = (ms: number) => sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { db, log, transports } = options;
  const idleMs = options.idleMs ?? 30_000;
  const batchSize = options.batchSize ?? 10;
  const byChannel = new Map(transports.map((t) => [t.channel, t]));
  const channels = [...byChannel.keys()];
  // Long enough for one attempt to time out and its result to be written; a crashed worker's rows wait this long.
  const leaseMs = Math.max(...transports.map((t) => t.timeoutMs)) * 2 + 5_000;
  const pending = and(
    isNull(outboxJobs.deliveredAt),
    isNull(outboxJobs.failedAt),
    inArray(outboxJobs.channel, channels),
  );
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

  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(and(pending, lte(outboxJobs.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxJobs.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(outboxJobs)
      .set({ attempts: sql`${outboxJobs.attempts} + 1`, nextAttemptAt: inMs(leaseMs) })
      .where(inArray(outboxJobs.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  async function attempt(row: OutboxRow) {
    const transport = byChannel.get(row.channel as OutboxChannel);
    if (!transport) return;
    let outcome: DeliveryOutcome;
    try {
      outcome = await transport.deliver(row, inFlight.signal);
    } catch (cause) {
      outcome = { status: "retry", error: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause) };
    }
    const where = eq(outboxJobs.id, row.id);
    const context = { outboxId: row.id, channel: row.channel, kind: row.kind, attempts: row.attempts };
    switch (outcome.status) {
      case "delivered":
        await db.update(outboxJobs).set({ deliveredAt: sql`now()`, lastError: null }).where(where);
        log.info(outcome.note ? { ...context, note: outcome.note } : context, `${transport.label} delivered`);
        return;
      case "failed":
        await db
          .update(outboxJobs)
          .set({ failedAt: sql`now()`, lastError: outcome.error.slice(0, 500) })
          .where(where);
        log.error(
          { ...context, error: outcome.error },
          `${transport.label} rejected permanently; kept for \`npm run enquiries -- --failed\``,
        );
        return;
      case "wait":
        await db
          .update(outboxJobs)
          .set({ attempts: row.attempts - 1, nextAttemptAt: inMs(outcome.delayMs) })
          .where(where);
        log.info({ ...context, reason: outcome.reason, retryInMs: outcome.delayMs }, `${transport.label} waiting`);
        return;
      case "retry": {
        const delay = retryDelayMs(row.attempts, transport.retryBaseMs, transport.retryMaxMs);
        await db
          .update(outboxJobs)
          .set({ lastError: outcome.error.slice(0, 500), nextAttemptAt: inMs(delay) })
          .where(where);
        log.warn({ ...context, error: outcome.error, retryInMs: delay }, `${transport.label} failed; will retry`);
      }
    }
  }

  /** Milliseconds until the next pending row is due; null when nothing is pending. */
  async function nextDueInMs(): Promise<number | null> {
    const rows = await db
      .select({ next: min(outboxJobs.nextAttemptAt) })
      .from(outboxJobs)
      .where(pending);
    const next = rows[0]?.next;
    if (!next) return null;
    return Math.max(20, Math.min(idleMs, new Date(next).getTime() - Date.now()));
  }

  const loop = (async () => {
    let failures = 0;
    let round = 0;
    while (!stopped) {
      let wait = idleMs;
      const startedAt = Date.now();
      round++;
      try {
        const rows = await claim();
        for (const row of rows) {
          if (stopped) break;
          await attempt(row);
        }
        const nextDue = rows.length === batchSize ? 0 : await nextDueInMs();
        wait = nextDue ?? idleMs;
        // Every job written before `startedAt` has been tried by now; `settled`: none is left to try.
        log.debug?.({ round, startedAt, claimed: rows.length, settled: nextDue === null }, "outbox round");
        failures = 0;
      } catch (error) {
        // Database unavailable: try again later; the rows stay in the table.
        failures++;
        wait = retryDelayMs(failures, 1000, idleMs);
        if (!stopped) log.error({ err: error, retryInMs: wait }, "outbox: database error");
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
      for (const transport of transports) await transport.close?.();
    },
  };
}
