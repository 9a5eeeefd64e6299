/**
 * What the enquiry forms (contact form, flagship assessment form) and their schema (lib/schemas/enquiry.ts) use
 * in the browser: the help categories (SPEC 3), validation messages (SPEC 5), toasts (SPEC 8) and the honeypot's
 * label. Kept apart from the contact page's copy (contact.ts, which re-exports them), so the flagship page's
 * form does not bring that copy with it.
 */
import { figures } from "./figures";
import { site } from "./site";
import type { HelpCategory, HelpCategoryValue, Six, ToastMessage } from "./types";

export const helpCategories = [
  { value: "general", label: "General Inquiry" },
  { value: "revenue-growth", label: "Revenue Growth AI System" },
  { value: "customer-experience", label: "Customer Experience AI System" },
  { value: "operational-intelligence", label: "Operational Intelligence AI System" },
  { value: "aiva-lead-os", label: site.flagship.name },
  { value: "consultation", label: "Request a Consultation" },
] as const satisfies Six<HelpCategory>;

export const helpCategoryValues = helpCategories.map((c) => c.value) satisfies HelpCategoryValue[];

/** Validation messages (SPEC 5), shared by the browser form and the server schema. */
export const contactValidation = {
  fullName: "Full name is required",
  email: "Please enter a valid email address",
  helpCategory: "Please select how we can help you",
  message: "Please provide a detailed message (minimum 10 characters)",
} as const satisfies Record<"fullName" | "email" | "helpCategory" | "message", string>;

/**
 * Server bounds of an enquiry: messages for what SPEC 5 does not cover. The form's maxLength
 * attributes keep visitors inside these limits, so normally only a tampered request sees them.
 */
export const enquiryBoundsMessages = {
  fullName: "Please keep your name to 200 characters or fewer",
  company: "Please keep the company name to 200 characters or fewer",
  message: "Please keep your message to 5,000 characters or fewer",
  phone: "Please enter a valid phone number",
} as const satisfies Record<"fullName" | "company" | "message" | "phone", string>;

/** A field whose bytes are not UTF-8: no keyboard types them, but a broken or tampered client sends them. */
export const unreadableFieldMessage = "Some characters could not be read. Please type them again.";

export const contactToasts = {
  success: {
    title: "Message Sent Successfully!",
    description: `Thank you for reaching out. We'll get back to you within ${figures.replyHours} hours.`,
  },
  failure: {
    title: "Error",
    description: "There was a problem sending your message. Please try again.",
  },
} as const satisfies Record<"success" | "failure", ToastMessage>;

/**
 * The confirmation shown in the page after an enquiry is sent (with or without JavaScript), beside SPEC 8's
 * toast: its title and text are the toast's, then the address we reply to and what happens next.
 */
export const enquiryConfirmation = {
  title: contactToasts.success.title,
  text: contactToasts.success.description,
  replyTo: "We will reply to",
  nextTitle: "What happens next",
  next: {
    contact: [
      "An automation expert reads your message.",
      "You get a reply by e-mail with concrete next steps.",
      "If a conversation helps, we suggest a time for a free consultation.",
    ],
    assessment: [
      "An automation expert reviews your request.",
      "We e-mail you to agree on a time for your Lead Engine Assessment.",
      "In the session we map where your leads leak and how many hours you could win back.",
    ],
  },
} as const satisfies {
  title: string;
  text: string;
  replyTo: string;
  nextTitle: string;
  next: Record<"contact" | "assessment", readonly string[]>;
};

/** Label of the hidden anti-spam field (read only by bots and assistive technology that ignores aria-hidden). */
export const honeypotLabel = "Leave this field empty";
