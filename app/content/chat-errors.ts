/**
 * Chat failure messages (SPEC 8), shown as bot messages by the chat panel. Apart from chat.ts so that only the
 * panel, loaded on demand, carries them (chat.ts is in every page's shell, for the launcher).
 */
import { site } from "./site";

/** Bot messages shown when a send fails, chosen by the error kind (SPEC 8). */
export const chatErrors = {
  default: "Sorry, there was an issue sending your message. Please try again or contact us directly.",
  non2xx: `Our chat system is currently experiencing issues. Please try again in a moment or contact us directly at ${site.email}.`,
  configuration: `Our chat system is being configured. Please contact us directly at ${site.email} for immediate assistance.`,
  connection: "Network connection issue. Please check your internet connection and try again.",
  noMessage: "Thanks for your message! Our AI automation experts will get back to you shortly.",
} as const satisfies Record<"default" | "non2xx" | "configuration" | "connection" | "noMessage", string>;

/**
 * Shown instead of the generic failure when the server refuses a message for its rate limit (HTTP 429):
 * the limit counts the visitor's network, so that is what the text names, with the wait from Retry-After.
 */
export function chatRateLimited(minutes: number): string {
  const wait = minutes <= 1 ? "a minute" : `${minutes} minutes`;
  return `Too many messages came from your network in a short time, so I've paused for a moment. Please try again in ${wait}, or e-mail us at ${site.email}.`;
}

export type ChatErrorKind = keyof typeof chatErrors | "rateLimited";
