/** Chat widget copy (SPEC 2.14, 4 and 8). */
import { site } from "./site";

export const chatContent = {
  title: site.assistantTitle,
  subtitle: "Online • Typically replies instantly",
  greeting: "Hello! How can I help you with AI automation for your business today?",
  inputPlaceholder: "Ask about pricing, timelines...",
  inputLabel: "Your message",
  sendLabel: "Send message",
  openLabel: `Open chat with ${site.assistantTitle}`,
  closeLabel: "Close chat",
  messagesLabel: "Conversation",
  typingLabel: `${site.assistantTitle} is typing...`,
  suggestionsLabel: "Suggested questions",
  privacyNote: "Conversations are stored to answer you and follow up.",
  privacyLink: "Privacy Policy",
  /** Shown instead of sending when the browser cannot keep a session id (SPEC 5: no session id, nothing sent). */
  noSession: `Chat needs your browser's local storage to keep the conversation. Please enable it, or e-mail us at ${site.email}.`,
  /** Screen-reader prefix of the visitor's own messages in the conversation. */
  youLabel: "You",
} as const satisfies Record<string, string>;

/** Quick questions offered under the greeting until the visitor sends a first message. */
export const chatSuggestions = [
  "What does it cost?",
  "How long does implementation take?",
  "Book a free consultation",
  "Talk to a human",
] as const satisfies readonly string[];

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
