/**
 * POST /api/chat-message (SPEC 7.2): validate, rate-limit, answer (LLM when configured, else local),
 * then store the visitor's message, an e-mail address in it as the session's lead, and the answer in
 * one transaction.
 */
import type { AppServices } from "~/context.server";
import { hitRateLimits } from "~/lib/rate-limit.server";
import type { ChatResponse } from "./limits";
import { createLlmResponder, HISTORY_TURNS } from "./llm-responder.server";
import { localResponder } from "./local-responder.server";
import { withOpenTimes } from "./open-times.server";
import { findEmail, type Responder } from "./responder.server";
import { parseChatRequest, type ValidChatRequest } from "./schema.server";
import { recentTurns, storeExchange } from "./storage.server";

const MINUTE = 60_000;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function methodNotAllowed(): Response {
  return json({ error: "Method not allowed", reason: "use POST with a JSON body" }, 405, { Allow: "POST" });
}

let llm: { key: string; responder: Responder } | undefined;

function responderFor(services: AppServices): Responder {
  const config = services.config.llm;
  if (!config) return localResponder;
  const key = JSON.stringify(config);
  if (llm?.key !== key) llm = { key, responder: createLlmResponder(config, { log: services.log }) };
  return llm.responder;
}

export async function handleChatMessage(request: Request, services: AppServices): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();

  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return json({ error: "Invalid chat message", reason: "body must be valid JSON" }, 400);
  }
  const parsed = parseChatRequest(body);
  if (!parsed.success) return json({ error: "Invalid chat message", reason: parsed.reason }, 400);
  const session = resolveSession(parsed.data.sessionId, services);
  const answer = await answerChatMessage({ ...parsed.data, sessionId: session.id }, services);
  switch (answer.status) {
    case "answered":
      return json({ sessionId: session.token, message: answer.message } satisfies ChatResponse, 200);
    case "rate-limited":
      return json(
        {
          error: "Too many messages",
          reason: `rate limit ${answer.rule} reached; try again in ${answer.retryAfterSeconds} s`,
        },
        429,
        { "Retry-After": String(answer.retryAfterSeconds) },
      );
    case "unavailable":
      return json({ error: "Chat is temporarily unavailable", reason: "server error; please try again" }, 503);
  }
}

/**
 * The session a request names: the one the server issued when its signed id checks, otherwise a new
 * one (a bare, forged or old client-made id never reaches anyone's conversation).
 */
export function resolveSession(given: string, services: Pick<AppServices, "chatSessions">) {
  const id = given ? services.chatSessions.verify(given) : null;
  return id ? { id, token: given, issued: true } : { ...services.chatSessions.mint(), issued: false };
}

export type ChatAnswer =
  | { status: "answered"; message: string }
  | { status: "rate-limited"; rule: string; retryAfterSeconds: number }
  | { status: "unavailable" };

/**
 * A valid message answered (`sessionId` is the bare id of a session the server issued): rate limits, the
 * assistant, and the exchange stored. Shared by the endpoint and the
 * /chat page's form posts (app/chat/page.server.ts), so both have the same limits, answers and storage.
 */
export async function answerChatMessage(request: ValidChatRequest, services: AppServices): Promise<ChatAnswer> {
  const { sessionId, message, meta } = request;
  const { db } = services.database;

  try {
    if (!services.config.rateLimitDisabled) {
      const limited =
        (await hitRateLimits(
          db,
          services.clientIp,
          [{ name: "chat-ip-minute", limit: services.config.chatPerIpPerMinute, windowMs: MINUTE }],
          services.now(),
        ).then((r) => (r.allowed ? null : r))) ??
        (await hitRateLimits(
          db,
          sessionId,
          [{ name: "chat-session-minute", limit: services.config.chatPerSessionPerMinute, windowMs: MINUTE }],
          services.now(),
        ).then((r) => (r.allowed ? null : r)));
      if (limited) {
        services.log.warn({ rule: limited.rule, sessionId }, "chat: rate limited");
        return { status: "rate-limited", rule: limited.rule, retryAfterSeconds: limited.retryAfterSeconds };
      }
    }

    const receivedAt = new Date();
    const responder = responderFor(services);
    // Both assistants read the conversation: "how much is it?" is about what was discussed before.
    const history = await recentTurns(db, sessionId, HISTORY_TURNS);
    const email = findEmail(message);
    // A lead confirmation is always the local one: it must name the address that was recorded.
    const answered = await (email ? localResponder : responder).reply({ message, history, page: meta.page });
    const reply = answered.offersBooking
      ? { ...answered, message: await withOpenTimes(answered.message, services) }
      : answered;
    // The reply exists before anything is written, so one short transaction stores the whole exchange
    // (session, message, lead, reply, and the owner's e-mail jobs): a failure leaves nothing half-written and answers 503.
    const outbox = services.outbox;
    await storeExchange(
      db,
      {
        sessionId,
        meta,
        message: { content: message, receivedAt },
        leadEmail: email,
        reply: { content: reply.message, sentAt: new Date() },
      },
      {
        leadEmails: outbox?.chatFollowUp,
        leadCap: { clientIp: services.clientIp, perHour: services.config.chatLeadEmailsPerHour },
      },
    );
    outbox?.wake();
    if (email) services.log.info({ sessionId }, "chat: lead e-mail captured");

    return { status: "answered", message: reply.message };
  } catch (error) {
    services.log.error({ err: error, sessionId }, "chat: could not handle message");
    return { status: "unavailable" };
  }
}
