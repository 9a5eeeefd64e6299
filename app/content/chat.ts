/** Chat widget copy (SPEC 2.14, 4 and 8). */
import { site } from "./site";

export const chatContent = {
  title: site.assistantTitle,
  subtitle: "Online • Typically replies instantly",
  greeting: "Hello! How can I help you with AI automation for your business today?",
  inputPlaceholder: "Ask about our AI systems, pricing or next steps...",
  inputLabel: "Your message",
  sendLabel: "Send message",
  openLabel: `Open chat with ${site.assistantTitle}`,
  closeLabel: "Close chat",
  messagesLabel: "Conversation",
  typingLabel: `${site.assistantTitle} is typing...`,
} as const satisfies Record<string, string>;

/** Bot messages shown when a send fails, chosen by the error kind (SPEC 8). */
export const chatErrors = {
  default: "Sorry, there was an issue sending your message. Please try again or contact us directly.",
  non2xx: `Our chat system is currently experiencing issues. Please try again in a moment or contact us directly at ${site.email}.`,
  configuration: `Our chat system is being configured. Please contact us directly at ${site.email} for immediate assistance.`,
  connection: "Network connection issue. Please check your internet connection and try again.",
  noMessage: "Thanks for your message! Our AI automation experts will get back to you shortly.",
} as const satisfies Record<"default" | "non2xx" | "configuration" | "connection" | "noMessage", string>;

export type ChatErrorKind = keyof typeof chatErrors;
