/** The chat as a page (/chat, DESIGN 3): where the launcher leads before the page is interactive or without JavaScript. */
import { figures } from "./figures";
export const chatPageContent = {
  lead: "Ask about pricing, timelines or which AI system fits your business. The assistant answers right away, and a human follows up when you want one.",
  emptyMessage: "Please type a message first.",
  tooLong: (max: number) => `Please keep your message under ${max} characters.`,
  /** Bytes that are not UTF-8 (no keyboard types them; a broken or tampered client sends them), as the enquiry forms say it. */
  unreadable: "Some characters could not be read. Please type them again.",
  asideTitle: "Prefer to talk it through?",
  asideText: `Book a free ${figures.sessions.discovery}-minute discovery call and leave with a custom automation roadmap, or send us a message and we reply within ${figures.replyHours} hours.`,
  scheduleLabel: "Book a free consultation",
  contactLabel: "Send us a message",
} as const;
