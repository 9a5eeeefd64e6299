/** How the chat endpoint gets an answer: one interface, a local and an LLM implementation. */

import type { ChatTurn } from "./limits";

export type { ChatTurn };

export type ResponderInput = {
  /** The visitor's message, trimmed. */
  message: string;
  /** Earlier turns of the same session, oldest first (the current message excluded). */
  history: readonly ChatTurn[];
  /** Path of the page the visitor is on, when known. */
  page: string | null;
};

export type ResponderReply = {
  message: string;
  /** Which implementation produced the message ("llm" only when the model answered). */
  source: "local" | "llm";
  /** The answer is the way to book a call: the next open times can follow it. */
  offersBooking?: boolean;
};

export interface Responder {
  reply(input: ResponderInput): Promise<ResponderReply>;
}

/** The first e-mail address in a text, lower-cased, or null. */
export function findEmail(text: string): string | null {
  const match = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/.exec(text);
  return match ? match[0].toLowerCase().slice(0, 254) : null;
}
