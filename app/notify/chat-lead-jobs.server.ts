/**
 * Outbox jobs for chat leads (issue 25, docs/decisions/025). Called in the transaction that stores a
 * chat exchange, while e-mail notifications run:
 *
 * - the first exchange after which the session has a lead e-mail writes the **lead** job: one e-mail
 *   with the address and the conversation so far, sent at once;
 * - any later exchange writes (or pushes back) the session's one **follow-up** job: due once the chat
 *   has been quiet for `quietMs`, at the latest `maxDelayMs` after the first later turn. It carries the
 *   messages the first e-mail did not. Once it has been attempted, later turns change nothing: a
 *   session yields two e-mails at most.
 *
 * A client address gets at most `cap.perHour` lead e-mails an hour (counted in `rate_limits`, shared by
 * every instance): a lead past that joins the address's **digest** for that hour instead, one e-mail
 * sent when the hour ends, listing every lead it holds (ADR 038). Its sessions get no follow-up. Nothing
 * is lost: the sessions and their lead addresses are stored either way (`npm run chats -- --leads`).
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { chatSessions, outboxJobs } from "../db/schema.server";
import type { ChatFollowUpTiming } from "../outbox/runtime.server";
import { hitRateLimits } from "../lib/rate-limit.server";

type Tx = Pick<Database, "insert" | "select" | "execute">;

const HOUR = 3_600_000;

/** The cap on lead e-mails: this many an hour for the client address the lead came from. */
export type ChatLeadCap = { clientIp: string; perHour: number };

/** The digest of one client address's held-back leads in one hour (the address itself is not kept). */
export const chatLeadDigestJobKey = (clientIp: string, hourStart: Date) =>
  `email:chat-lead-digest:${createHash("sha256").update(clientIp).digest("base64url").slice(0, 22)}:${hourStart.toISOString()}`;

export type ChatLeadDigestPayload = { sessionIds: string[]; perHour: number };

export const chatLeadJobKey = (sessionId: string) => `email:chat-lead:${sessionId}`;
export const chatFollowUpJobKey = (sessionId: string) => `email:chat-follow-up:${sessionId}`;

const after = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

export async function queueChatLeadEmails(
  tx: Tx,
  sessionId: string,
  timing: ChatFollowUpTiming,
  cap?: ChatLeadCap,
  now: Date = new Date(),
): Promise<void> {
  const [session] = await tx
    .select({ leadEmail: chatSessions.leadEmail })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  if (!session?.leadEmail) return;

  if (cap) {
    const [first] = await tx
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(eq(outboxJobs.jobKey, chatLeadJobKey(sessionId)));
    if (!first) {
      const held = await tx.execute(
        sql`select 1 from enquiry_outbox where kind = 'chat-lead-digest' and payload->'sessionIds' ? ${sessionId} limit 1`,
      );
      if (rowsOf(held).length > 0) return;
      const allowed = await hitRateLimits(
        tx as unknown as Database,
        cap.clientIp,
        [{ name: "chat-lead-email-hour", limit: cap.perHour, windowMs: HOUR }],
        now,
      );
      if (!allowed.allowed) return holdForDigest(tx, sessionId, cap, now);
    }
  }

  const lead = await tx
    .insert(outboxJobs)
    .values({
      channel: "email",
      kind: "chat-lead",
      jobKey: chatLeadJobKey(sessionId),
      chatSessionId: sessionId,
      payload: { sessionId },
    })
    .onConflictDoNothing({ target: outboxJobs.jobKey })
    .returning();
  if (lead.length > 0) return;

  await tx
    .insert(outboxJobs)
    .values({
      channel: "email",
      kind: "chat-follow-up",
      jobKey: chatFollowUpJobKey(sessionId),
      chatSessionId: sessionId,
      payload: { sessionId },
      nextAttemptAt: after(Math.min(timing.quietMs, timing.maxDelayMs)),
    })
    .onConflictDoUpdate({
      target: outboxJobs.jobKey,
      set: {
        nextAttemptAt: sql`least(${after(timing.quietMs)}, ${outboxJobs.createdAt} + ${`${Math.round(timing.maxDelayMs)} milliseconds`}::interval)`,
      },
      // Never once attempted: a claimed row's lease must not be shortened, and a sent one is final.
      setWhere: sql`${outboxJobs.attempts} = 0 and ${outboxJobs.deliveredAt} is null and ${outboxJobs.failedAt} is null`,
    });
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

/** Adds the session to its client address's digest of this hour, sent when the hour ends. */
async function holdForDigest(tx: Tx, sessionId: string, cap: ChatLeadCap, now: Date): Promise<void> {
  const hourStart = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  await tx
    .insert(outboxJobs)
    .values({
      channel: "email",
      kind: "chat-lead-digest",
      jobKey: chatLeadDigestJobKey(cap.clientIp, hourStart),
      chatSessionId: sessionId,
      payload: { sessionIds: [sessionId], perHour: cap.perHour } satisfies ChatLeadDigestPayload,
      nextAttemptAt: new Date(hourStart.getTime() + HOUR),
    })
    .onConflictDoUpdate({
      target: outboxJobs.jobKey,
      set: {
        payload: sql`jsonb_set(${outboxJobs.payload}, '{sessionIds}', (${outboxJobs.payload}->'sessionIds') || ${JSON.stringify([sessionId])}::jsonb)`,
      },
      setWhere: and(
        sql`${outboxJobs.attempts} = 0`,
        sql`${outboxJobs.deliveredAt} is null`,
        sql`${outboxJobs.failedAt} is null`,
      ),
    });
}
