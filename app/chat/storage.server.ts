/** Chat sessions and messages in the database (PGlite or PostgreSQL, through the same Drizzle layer). */
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { chatMessages, chatSessions } from "~/db/schema.server";
import type { ChatFollowUpTiming } from "~/outbox/runtime.server";
import { type ChatLeadCap, queueChatLeadEmails } from "~/notify/chat-lead-jobs.server";
import type { ChatTurn } from "./responder.server";

export type SessionMeta = { ua: string | null; ref: string | null; page: string | null };

/** What the write helpers need: the database itself or a transaction on it. */
type Writer = Pick<Database, "insert" | "update">;
type TransactionFn = <T>(fn: (tx: Writer & Pick<Database, "select" | "execute">) => Promise<T>) => Promise<T>;

/** Creates the session on its first message (keeping ua, ref and first page) or marks it seen. */
export async function touchSession(db: Writer, sessionId: string, meta: SessionMeta): Promise<void> {
  await db
    .insert(chatSessions)
    .values({ id: sessionId, ua: meta.ua, ref: meta.ref, firstPage: meta.page })
    .onConflictDoUpdate({
      target: chatSessions.id,
      set: { lastSeenAt: sql`now()`, ua: sql`coalesce(${chatSessions.ua}, excluded.ua)` },
    });
}

export async function addMessage(
  db: Writer,
  message: { sessionId: string; sender: "user" | "bot"; content: string; page: string | null; createdAt?: Date },
): Promise<void> {
  await db.insert(chatMessages).values(message);
}

/** Records the e-mail address the visitor gave as the session's lead (the latest one wins). */
export async function setLeadEmail(db: Writer, sessionId: string, email: string): Promise<void> {
  await db.update(chatSessions).set({ leadEmail: email }).where(eq(chatSessions.id, sessionId));
}

/** One exchange: the visitor's message (with the e-mail address found in it, if any) and the reply. */
export type Exchange = {
  sessionId: string;
  meta: SessionMeta;
  message: { content: string; receivedAt: Date };
  leadEmail: string | null;
  reply: { content: string; sentAt: Date };
};

/**
 * Stores an exchange in one transaction: the session (created or marked seen), the visitor's message,
 * the lead e-mail and the reply are all committed, or none is (a failure leaves no half-written
 * session). The reply is computed before, so no transaction is held open during a model call (PGlite
 * has a single connection). The messages carry the times they were received and answered.
 * With `leadEmails` (e-mail notifications run), a session with a lead e-mail also gets its e-mail jobs
 * in the same transaction (app/notify/chat-lead-jobs.server.ts), capped per client address and hour by `leadCap`.
 */
export async function storeExchange(
  db: Database,
  exchange: Exchange,
  options: { leadEmails?: ChatFollowUpTiming; leadCap?: ChatLeadCap } = {},
): Promise<void> {
  const { sessionId, meta } = exchange;
  // Both drivers' transaction() commit before resolving and roll back when the callback throws.
  await (db as Database & { transaction: TransactionFn }).transaction(async (tx) => {
    await touchSession(tx, sessionId, meta);
    await addMessage(tx, {
      sessionId,
      sender: "user",
      content: exchange.message.content,
      page: meta.page,
      createdAt: exchange.message.receivedAt,
    });
    if (exchange.leadEmail) await setLeadEmail(tx, sessionId, exchange.leadEmail);
    await addMessage(tx, {
      sessionId,
      sender: "bot",
      content: exchange.reply.content,
      page: meta.page,
      createdAt: exchange.reply.sentAt,
    });
    if (options.leadEmails) await queueChatLeadEmails(tx, sessionId, options.leadEmails, options.leadCap);
  });
}

/** The newest `limit` turns of a session, oldest first. */
export async function recentTurns(db: Database, sessionId: string, limit: number): Promise<ChatTurn[]> {
  const rows = await db
    .select({ sender: chatMessages.sender, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map((row) => ({ sender: row.sender === "bot" ? "bot" : "user", content: row.content }));
}

export type StoredMessage = {
  id: number;
  sender: "user" | "bot";
  content: string;
  page: string | null;
  createdAt: Date;
};
export type Conversation = {
  sessionId: string;
  createdAt: Date;
  lastSeenAt: Date;
  ua: string | null;
  ref: string | null;
  firstPage: string | null;
  leadEmail: string | null;
  messages: StoredMessage[];
};

/** Conversations active since `since` (all when null), oldest first, each with its messages in order. */
export async function listConversations(
  db: Database,
  options: { since?: Date | null; leadsOnly?: boolean } = {},
): Promise<Conversation[]> {
  const filters = [
    options.since ? gte(chatSessions.lastSeenAt, options.since) : undefined,
    options.leadsOnly ? sql`${chatSessions.leadEmail} is not null` : undefined,
  ].filter((f) => f !== undefined);
  const sessions = await db
    .select()
    .from(chatSessions)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(asc(chatSessions.createdAt), asc(chatSessions.id));
  if (sessions.length === 0) return [];
  const messages = await db
    .select()
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.sessionId,
        sessions.map((s) => s.id),
      ),
    )
    .orderBy(asc(chatMessages.id));
  const bySession = new Map<string, StoredMessage[]>();
  for (const m of messages) {
    const list = bySession.get(m.sessionId) ?? [];
    list.push({
      id: m.id,
      sender: m.sender === "bot" ? "bot" : "user",
      content: m.content,
      page: m.page,
      createdAt: m.createdAt,
    });
    bySession.set(m.sessionId, list);
  }
  return sessions.map((s) => ({
    sessionId: s.id,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    ua: s.ua,
    ref: s.ref,
    firstPage: s.firstPage,
    leadEmail: s.leadEmail,
    messages: bySession.get(s.id) ?? [],
  }));
}
