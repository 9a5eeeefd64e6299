/**
 * Limits of the chat-message call (SPEC 3, 5 and 7.2), shared by the widget and the server schema.
 * No zod here: this module ships to the browser.
 */

/**
 * A session id as sent: 8-128 characters of letters, digits, "_", "-" and "." (the server's signed
 * `<id>.<signature>`, or a `crypto.randomUUID()` the widget sends before it has one: that starts a new session).
 */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_.-]{8,128}$/;

/** Longest chat message, counted after trimming. */
export const MAX_MESSAGE_LENGTH = 2000;

/** Longest meta string (ua, ref, page); longer ones are cut, not refused. */
export const MAX_META_LENGTH = 512;

/** localStorage key of the chat session id (SPEC 3). */
export const SESSION_STORAGE_KEY = "lead_session";

/** The endpoint of the chat-message call. */
export const CHAT_ENDPOINT = "/api/chat-message";

/** How long the widget waits for a reply (the server's model call has 15 s, then falls back locally). */
export const CLIENT_TIMEOUT_MS = 30_000;

/** Request body of POST /api/chat-message. */
export type ChatRequest = {
  sessionId: string;
  message: string;
  meta: { ua: string; ref: string | null; page: string };
};

/** Response body of POST /api/chat-message. */
export type ChatResponse = { sessionId: string; message: string };

/** One message of a stored conversation. */
export type ChatTurn = { sender: "user" | "bot"; content: string };

/** What the /chat page's action answers: the session, its stored turns, and a notice when nothing was answered. */
export type ChatPageResult = {
  sessionId: string;
  turns: ChatTurn[];
  notice?: { kind: "invalid" | "rate-limited" | "unavailable"; text: string };
  /** The message to put back in the box when it was not answered. */
  draft?: string;
};
