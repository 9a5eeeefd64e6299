/**
 * The e-mails the site sends its owner (issue 25): a new enquiry, a chat visitor who left an e-mail
 * address, and at most one follow-up with that visitor's later messages. Never sent to a visitor.
 */
import { site } from "./site";

export const notificationEmails = {
  enquiry: {
    subject: (category: string, name: string, company: string | null) =>
      `New enquiry: ${category} — ${name}${company ? ` (${company})` : ""}`,
    heading: "New enquiry",
    intro: {
      contact: "A visitor sent the contact form.",
      assessment: `A visitor requested a free 15-minute Lead Engine Assessment on the ${site.flagship.name} page.`,
    },
    sources: {
      contact: "Contact form (/contact)",
      assessment: `Lead Engine Assessment form (${site.flagship.path})`,
    },
    labels: {
      name: "Name",
      email: "E-mail",
      company: "Company",
      phone: "Phone",
      category: "How can we help",
      source: "Form",
      receivedAt: "Received",
      reference: "Enquiry",
      message: "Message",
    },
    replyHint: (name: string) => `Reply to this e-mail and your answer goes straight to ${name}.`,
  },
  chatLead: {
    subject: (email: string) => `New chat lead: ${email}`,
    heading: "New chat lead",
    intro: "A visitor of the chat assistant left their e-mail address. The conversation so far is below.",
    followUpSubject: (email: string) => `Chat lead follow-up: ${email}`,
    followUpHeading: "The chat lead kept talking",
    followUpIntro: (count: number) =>
      `The visitor sent ${count === 1 ? "1 more message" : `${count} more messages`} after leaving their e-mail address. Here is everything since the first e-mail.`,
    labels: {
      email: "Lead e-mail",
      startedAt: "Chat started",
      firstPage: "First page",
      referrer: "Came from",
      session: "Session",
      transcript: "Conversation",
    },
    senders: { user: "Visitor", bot: site.assistantTitle },
    replyHint: "Reply to this e-mail and your answer goes to the address the visitor typed.",
    laterMessages:
      "Later messages in this chat are not e-mailed: `npm run chats -- --leads` shows the whole conversation.",
  },
  chatLeadDigest: {
    subject: (count: number) => `Chat leads held back: ${count === 1 ? "1 lead" : `${count} leads`} from one address`,
    heading: "Chat leads held back",
    intro: (count: number, perHour: number) =>
      `One client address left more chat leads within an hour than the ${perHour} that are e-mailed one by one. ` +
      `The other ${count === 1 ? "lead is" : `${count} leads are`} below, with ${count === 1 ? "its conversation" : "their conversations"} as they were when this e-mail was sent. This can be a person with several questions, or someone filling the chat with addresses that are not theirs: check before you reply.`,
    allLeads: "Every chat lead, these included, is listed by `npm run chats -- --leads`.",
  },
  none: "—",
  footer: `Sent by the ${site.name} website to its owner. The site never e-mails visitors.`,
} as const;
