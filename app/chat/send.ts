/**
 * The widget's side of the chat-message call (SPEC 7.2, 8): send the payload, read `message`, and map
 * every failure to the bot message SPEC 8 prescribes for its kind (a rate limit gets its own message,
 * with the wait). Browser-safe (no zod, no server code).
 */
import { type ChatErrorKind, chatErrors, chatRateLimited } from "~/content/chat-errors";
import { CHAT_ENDPOINT, type ChatRequest, CLIENT_TIMEOUT_MS, MAX_META_LENGTH } from "./limits";

/** Raised for a failed call; its message says what went wrong, as the original backend client's errors did. */
export class ChatCallError extends Error {
  override name = "ChatCallError";
}

/**
 * The kind of a failure, from what its error says (SPEC 8): a non-2xx status first, then configuration,
 * then connection/network problems; anything else is the default.
 */
export function chatErrorKind(error: unknown): Exclude<ChatErrorKind, "noMessage" | "rateLimited"> {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (/non-2xx/i.test(text)) return "non2xx";
  if (/configur/i.test(text)) return "configuration";
  if (/network|connection|failed to fetch|load failed|fetch failed|timeout|timed out|offline/i.test(text)) {
    return "connection";
  }
  return "default";
}

/**
 * Whole minutes until a retry, from a Retry-After header (delay in seconds or an HTTP date), at least 1;
 * 1 when the header is missing or unreadable (the chat's limits are per minute).
 */
export function retryAfterMinutes(header: string | null, now: number = Date.now()): number {
  const value = header?.trim() ?? "";
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

export type ChatOutcome =
  | { ok: true; message: string; sessionId: string | null }
  | { ok: false; kind: ChatErrorKind; message: string };

/** The request body for a message typed on `page` (ua and ref from the browser, cut to the server's limit). */
export function chatPayload(
  sessionId: string,
  message: string,
  env: { ua: string; ref: string; page: string },
): ChatRequest {
  const cut = (s: string) => s.slice(0, MAX_META_LENGTH);
  return {
    sessionId,
    // Text pasted from a PDF or a terminal can carry form feeds and other control characters,
    // which the server refuses: drop them (tabs and line breaks stay).
    message: message.replace(CONTROL_CHARACTERS, ""),
    meta: { ua: cut(env.ua), ref: env.ref ? cut(env.ref) : null, page: cut(env.page || "/") },
  };
}

/** Sends one message; never throws. A reply or the SPEC 8 text for the failure comes back. */
export async function sendChatMessage(payload: ChatRequest, fetchImpl: typeof fetch = fetch): Promise<ChatOutcome> {
  try {
    let response: Response;
    try {
      response = await fetchImpl(CHAT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new ChatCallError(`Failed to send a request to the chat function (network connection error: ${reason})`);
    }
    if (response.status === 429) {
      const minutes = retryAfterMinutes(response.headers.get("Retry-After"));
      console.warn(`Chat message refused by the rate limit; retry in ${minutes} min`);
      return { ok: false, kind: "rateLimited", message: chatRateLimited(minutes) };
    }
    if (!response.ok) throw new ChatCallError(`The chat function returned a non-2xx status code (${response.status})`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (error instanceof Error && /abort|timeout/i.test(error.name)) {
        throw new ChatCallError(`Connection lost while reading the reply (${error.name})`);
      }
      throw new ChatCallError("The chat function returned an unreadable answer");
    }
    const data = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    if (typeof data.error === "string" && data.error) throw new ChatCallError(data.error);
    const message = typeof data.message === "string" ? data.message.trim() : "";
    if (!message) return { ok: false, kind: "noMessage", message: chatErrors.noMessage };
    return { ok: true, message, sessionId: typeof data.sessionId === "string" ? data.sessionId : null };
  } catch (error) {
    console.warn("Chat message failed:", error);
    const kind = chatErrorKind(error);
    return { ok: false, kind, message: chatErrors[kind] };
  }
}
