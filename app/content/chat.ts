/** Chat widget copy (SPEC 2.14, 4 and 8). */
import { site } from "./site";

export const chatContent = {
  title: site.assistantTitle,
  subtitle: "Online • Typically replies instantly",
  greeting: "Hello! How can I help you with AI automation for your business today?",
  inputPlaceholder: "Ask about pricing, timelines...",
  inputLabel: "Your message",
  sendLabel: "Send message",
  /** The landmark that holds the chat button and its panel, so no part of the page lies outside a landmark. */
  regionLabel: site.assistantTitle,
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
