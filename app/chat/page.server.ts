/**
 * The /chat page's form posts (DESIGN 3): the same answer as POST /api/chat-message (`answerChatMessage`: the same
 * rate limits, assistant and storage), for a visitor without JavaScript. The signed session id travels in a hidden
 * field, no cookie: a first message without one (or with an id the server did not sign) starts a new session. The conversation is read back from storage, so the
 * page shows exactly what was stored.
 */
import { data } from "react-router";
import type { AppServices } from "~/context.server";
import { chatPageContent } from "~/content/chat-page";
import { CHAT_PATH } from "~/content/pages";
import { chatErrors, chatRateLimited } from "~/content/chat-errors";
import { answerChatMessage, resolveSession } from "./handler.server";
import { type ChatPageResult, type ChatTurn, MAX_MESSAGE_LENGTH, MAX_META_LENGTH, SESSION_ID_PATTERN } from "./limits";
import { parseChatRequest, stripControlCharacters } from "./schema.server";
import { retryAfterMinutes } from "./send";
import { recentTurns } from "./storage.server";

/** The newest turns the page shows (a turn is one message, the visitor's or the assistant's). */
export const PAGE_TURNS = 40;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const NO_STORE = { "Cache-Control": "no-store" };

export async function handleChatPageAction(request: Request, services: AppServices) {
  let form: FormData | null = null;
  if (request.method === "POST" && FORM_TYPES.test(request.headers.get("content-type") ?? "")) {
    form = await request.formData().catch(() => null);
  }
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const given = field("sessionId");
  const session = resolveSession(SESSION_ID_PATTERN.test(given) ? given : "", services);
  const sessionId = session.id;
  const reply = async (status: number, extra: Omit<ChatPageResult, "sessionId" | "turns">, headers = {}) =>
    data(
      { sessionId: session.token, turns: await storedTurns(services, sessionId), ...extra } satisfies ChatPageResult,
      {
        status,
        headers: { ...NO_STORE, ...headers },
      },
    );

  if (!form) return reply(400, { notice: { kind: "invalid", text: chatPageContent.emptyMessage } });

  // As the widget does: control characters pasted from a PDF or a terminal are dropped, not refused.
  const message = stripControlCharacters(field("message"));
  if (message.trim() === "") return reply(400, { notice: { kind: "invalid", text: chatPageContent.emptyMessage } });
  // Bytes that are not UTF-8 arrive decoded as U+FFFD: refused, as the enquiry forms refuse them, not stored damaged.
  if (message.includes("\uFFFD")) return reply(400, { notice: { kind: "invalid", text: chatPageContent.unreadable } });
  if (message.trim().length > MAX_MESSAGE_LENGTH) {
    return reply(400, {
      notice: { kind: "invalid", text: chatPageContent.tooLong(MAX_MESSAGE_LENGTH) },
      draft: message,
    });
  }
  const cut = (value: string | null) => (value ? value.slice(0, MAX_META_LENGTH) : null);
  const parsed = parseChatRequest({
    sessionId,
    message,
    meta: {
      ua: cut(request.headers.get("user-agent")),
      ref: cut(request.headers.get("referer")),
      page: CHAT_PATH,
    },
  });
  if (!parsed.success) return reply(400, { notice: { kind: "invalid", text: chatErrors.default }, draft: message });

  const answer = await answerChatMessage(parsed.data, services);
  switch (answer.status) {
    case "answered":
      return reply(200, {});
    case "rate-limited":
      return reply(
        429,
        {
          notice: {
            kind: "rate-limited",
            text: chatRateLimited(retryAfterMinutes(String(answer.retryAfterSeconds))),
          },
          draft: message,
        },
        { "Retry-After": String(answer.retryAfterSeconds) },
      );
    case "unavailable":
      return reply(503, { notice: { kind: "unavailable", text: chatErrors.non2xx }, draft: message });
  }
}

/** The session's stored turns; none when there are none yet or the database cannot be read now. */
async function storedTurns(services: AppServices, sessionId: string): Promise<ChatTurn[]> {
  try {
    return await recentTurns(services.database.db, sessionId, PAGE_TURNS);
  } catch (error) {
    services.log.error({ err: error, sessionId }, "chat page: could not read the conversation");
    return [];
  }
}
