/**
 * The LLM assistant: an OpenAI-compatible `POST {LLM_BASE_URL}/chat/completions` call, grounded in the
 * passages the local knowledge base retrieves for the question and in the session's recent turns.
 * Any failure (timeout, network, non-2xx, malformed or empty answer) falls back to the local answer.
 */
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { type Knowledge, knowledge as defaultKnowledge, type Passage } from "./knowledge.server";
import { localResponder as defaultLocal } from "./local-responder.server";
import type { ChatTurn, Responder, ResponderInput, ResponderReply } from "./responder.server";

export type LlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

type Logger = { warn(obj: object, msg?: string): void };

/** Turns of history sent to the model (the newest ones). */
export const HISTORY_TURNS = 8;
/** Passages of site content sent to the model. */
export const PASSAGES = 6;
/** Longest reply kept from the model. */
const MAX_REPLY = 1500;

/** The instructions the model gets before the passages. */
export function systemPrompt(passages: readonly Passage[], page: string | null): string {
  const paths = pages.map((p) => `${p.path} (${p.heading})`).join(", ");
  return [
    `You are the ${site.assistantTitle}, the website assistant of ${site.name}, a provider of done-for-you AI automation for businesses.`,
    "Answer the visitor's latest message in 1-4 short, friendly sentences of plain text (no markdown, no lists, no HTML).",
    "Use only the facts in the passages below. Never invent prices, figures, guarantees, clients or promises. If the passages do not answer the question, say so honestly and point the visitor to a person.",
    `When you point to a page, write its site-relative path, e.g. /schedule. Valid paths: ${paths}.`,
    `To reach a person: send a message at /contact (reply within 24 hours), book a free consultation at /schedule, e-mail ${site.email} or call ${site.phone}.`,
    "If the visitor wants to be contacted, invite them to type their e-mail address in the chat.",
    page ? `The visitor is on the page ${page}.` : "",
    "",
    "Passages from the website:",
    ...passages.map((p, i) => `[${i + 1}] ${p.title} (${p.path}): ${p.text}`),
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
}

/** Plain text from a model answer: markdown links become "text (path)", emphasis and headings lose their marks. */
export function toPlainText(answer: string): string {
  return answer
    .replace(/\[([^\]]+)\]\((\/[^)\s]*)\)/g, "$1 ($2)")
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, MAX_REPLY);
}

function retrieve(kb: Knowledge, message: string, history: readonly ChatTurn[]): Passage[] {
  const found = new Map<string, Passage>();
  for (const hit of kb.search(message, PASSAGES)) found.set(hit.passage.id, hit.passage);
  // A follow-up like "and how long does it take?" leans on the previous question.
  const previous = [...history].reverse().find((turn) => turn.sender === "user");
  if (found.size < PASSAGES && previous) {
    for (const hit of kb.search(previous.content, PASSAGES - found.size)) found.set(hit.passage.id, hit.passage);
  }
  found.set("contact", kb.byId("contact"));
  return [...found.values()].slice(0, PASSAGES + 1);
}

export function createLlmResponder(
  config: LlmConfig,
  options: { knowledge?: Knowledge; fallback?: Responder; log?: Logger; fetch?: typeof fetch } = {},
): Responder {
  const kb = options.knowledge ?? defaultKnowledge;
  const fallback = options.fallback ?? defaultLocal;
  const doFetch = options.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  return {
    async reply(input: ResponderInput): Promise<ResponderReply> {
      const passages = retrieve(kb, input.message, input.history);
      const messages = [
        { role: "system", content: systemPrompt(passages, input.page) },
        ...input.history.slice(-HISTORY_TURNS).map((turn) => ({
          role: turn.sender === "user" ? "user" : "assistant",
          content: turn.content,
        })),
        { role: "user", content: input.message },
      ];
      const started = Date.now();
      try {
        const response = await doFetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 350 }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new Error(`model answered HTTP ${response.status}`);
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        const text = typeof content === "string" ? toPlainText(content) : "";
        if (!text) throw new Error("model answer has no text");
        return { message: text, source: "llm" };
      } catch (error) {
        options.log?.warn(
          { err: error instanceof Error ? error.message : String(error), ms: Date.now() - started },
          "chat: model call failed, answering locally",
        );
        return fallback.reply(input);
      }
    },
  };
}
