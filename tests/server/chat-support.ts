import pg from "pg";
import { askExportSocket, exportSocketPath } from "../../server/export-socket";
import { type CliResult, runScript } from "../support/cli";

export type StoredSession = {
  id: string;
  ua: string | null;
  ref: string | null;
  firstPage: string | null;
  leadEmail: string | null;
};
export type StoredChatMessage = { sessionId: string; sender: string; content: string; page: string | null };
export type StoredChats = { sessions: StoredSession[]; messages: StoredChatMessage[] };

type SocketConversation = StoredSession & {
  sessionId: string;
  messages: { sender: string; content: string; page: string | null }[];
};

async function storedViaPostgres(url: string): Promise<StoredChats> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sessions = await client.query<StoredSession>(
      `select id, ua, ref, first_page as "firstPage", lead_email as "leadEmail" from chat_sessions order by created_at, id`,
    );
    const messages = await client.query<StoredChatMessage>(
      `select session_id as "sessionId", sender, content, page from chat_messages order by id`,
    );
    return { sessions: sessions.rows, messages: messages.rows };
  } finally {
    await client.end();
  }
}

async function storedViaSocket(dataDir: string): Promise<StoredChats> {
  const answer = (await askExportSocket(exportSocketPath(dataDir), "/chats")) as {
    conversations: SocketConversation[];
  } | null;
  if (!answer) throw new Error(`no server answers on the export socket of ${dataDir}`);
  return {
    sessions: answer.conversations.map((c) => ({
      id: c.sessionId,
      ua: c.ua,
      ref: c.ref,
      firstPage: c.firstPage,
      leadEmail: c.leadEmail,
    })),
    messages: answer.conversations.flatMap((c) =>
      c.messages.map((m) => ({ sessionId: c.sessionId, sender: m.sender, content: m.content, page: m.page })),
    ),
  };
}

/** Every stored chat session and message of a running server's database. */
export function storedChats(server: { database: Record<string, string> }): Promise<StoredChats> {
  const url = server.database.DATABASE_URL;
  return url ? storedViaPostgres(url) : storedViaSocket(server.database.DATA_DIR as string);
}

/** Runs `npm run chats -- <args>` on `database` (DATA_DIR or DATABASE_URL); killed after `timeoutMs`. */
export function runChatsCli(args: string[], database: Record<string, string>, timeoutMs = 60_000): Promise<CliResult> {
  return runScript("scripts/with-vite.ts", ["scripts/chats.ts", ...args], database, timeoutMs);
}
