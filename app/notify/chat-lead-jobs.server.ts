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
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { chatSessions, enquiryOutbox } from "../db/schema.server";
import type { ChatFollowUpTiming } from "../enquiries/runtime.server";

type Tx = Pick<Database, "insert" | "select">;

export const chatLeadJobKey = (sessionId: string) => `email:chat-lead:${sessionId}`;
export const chatFollowUpJobKey = (sessionId: string) => `email:chat-follow-up:${sessionId}`;

const after = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

export async function queueChatLeadEmails(tx: Tx, sessionId: string, timing: ChatFollowUpTiming): Promise<void> {
  const [session] = await tx
    .select({ leadEmail: chatSessions.leadEmail })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  if (!session?.leadEmail) return;

  const lead = await tx
    .insert(enquiryOutbox)
    .values({
      channel: "email",
      kind: "chat-lead",
      jobKey: chatLeadJobKey(sessionId),
      chatSessionId: sessionId,
      payload: { sessionId },
    })
    .onConflictDoNothing({ target: enquiryOutbox.jobKey })
    .returning();
  if (lead.length > 0) return;

  await tx
    .insert(enquiryOutbox)
    .values({
      channel: "email",
      kind: "chat-follow-up",
      jobKey: chatFollowUpJobKey(sessionId),
      chatSessionId: sessionId,
      payload: { sessionId },
      nextAttemptAt: after(Math.min(timing.quietMs, timing.maxDelayMs)),
    })
    .onConflictDoUpdate({
      target: enquiryOutbox.jobKey,
      set: {
        nextAttemptAt: sql`least(${after(timing.quietMs)}, ${enquiryOutbox.createdAt} + ${`${Math.round(timing.maxDelayMs)} milliseconds`}::interval)`,
      },
      // Never once attempted: a claimed row's lease must not be shortened, and a sent one is final.
      setWhere: sql`${enquiryOutbox.attempts} = 0 and ${enquiryOutbox.deliveredAt} is null and ${enquiryOutbox.failedAt} is null`,
    });
}
