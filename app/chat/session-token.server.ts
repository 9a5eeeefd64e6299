/**
 * Chat session ids the server issues (ADR 038): a random id and an HMAC-SHA256 of it under a key only
 * the server holds, `<id>.<signature>`. The database keeps the bare id; a transcript is read only for a
 * token whose signature checks, so an id seen in an export, a log or guessed is worth nothing.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { serverSecrets } from "~/db/schema.server";

/** 16 random bytes, base64url. */
const ID = /^[A-Za-z0-9_-]{22}$/;
const SECRET_NAME = "chat-session";

export type ChatSessionTokens = {
  /** A new session: its bare id (stored) and the signed token (handed to the browser). */
  mint(): { id: string; token: string };
  /** The bare id of a token this server signed, or null for anything else. */
  verify(token: string): string | null;
};

export function chatSessionTokens(secret: string): ChatSessionTokens {
  const key = Buffer.from(secret, "utf8");
  const sign = (id: string) => createHmac("sha256", key).update(`chat-session:${id}`).digest("base64url");
  return {
    mint() {
      // Redrawn while it starts with "-" or "_": an export neutralises a cell that opens with "-" as a possible
      // spreadsheet formula, and an id must read the same in the CSV as everywhere else.
      let id: string;
      do id = randomBytes(16).toString("base64url");
      while (!/^[A-Za-z0-9]/.test(id));
      return { id, token: `${id}.${sign(id)}` };
    },
    verify(token) {
      const dot = token.indexOf(".");
      const id = token.slice(0, dot);
      if (dot === -1 || !ID.test(id)) return null;
      const given = Buffer.from(token.slice(dot + 1), "utf8");
      const expected = Buffer.from(sign(id), "utf8");
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

/**
 * The signing key when CHAT_SESSION_SECRET is not set: made by the first instance that needs it and
 * read by every later one (an insert that loses the race reads the winner's key).
 */
export async function storedSessionSecret(db: Database): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(sql`${serverSecrets.name} = ${SECRET_NAME}`);
  if (!row) throw new Error("the chat session secret could not be stored");
  return row.value;
}
