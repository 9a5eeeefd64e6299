/**
 * Contact page copy (SPEC 2.9). What the forms share in the browser (help categories, validation messages,
 * toasts) is in enquiry.ts, re-exported here.
 */
import { figureText } from "./figure-text";
import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { contactToasts } from "./enquiry";
import { site } from "./site";
import type { FormField } from "./types";

export {
  contactToasts,
  contactValidation,
  enquiryBoundsMessages,
  helpCategories,
  helpCategoryValues,
  honeypotLabel,
} from "./enquiry";

export const contactIntro = {
  eyebrow: "Get in touch",
  title: "Contact Us",
  intro: `Tell us where your team loses time. An automation expert reads every message and replies within ${figureText.replyHours} with concrete next steps.`,
} as const satisfies { eyebrow: string; title: string; intro: string };

export const contactInfo = {
  title: "Contact information",
  email: { icon: Mail, label: "Email", value: site.email, href: `mailto:${site.email}` },
  phone: { icon: Phone, label: "Phone", value: site.phone, href: site.phoneHref },
  location: { icon: MapPin, label: "Location", value: site.location },
} as const satisfies {
  title: string;
  email: { icon: LucideIcon; label: string; value: string; href: string };
  phone: { icon: LucideIcon; label: string; value: string; href: string };
  location: { icon: LucideIcon; label: string; value: string };
};

export const contactForm = {
  title: "Send us a message",
  fields: {
    fullName: { label: "Full Name", placeholder: "Jane Smith", autoComplete: "name" },
    email: { label: "Email Address", placeholder: "jane@company.com", autoComplete: "email" },
    company: { label: "Company Name (Optional)", placeholder: "Your company", autoComplete: "organization" },
    helpCategory: { label: "How Can We Help You?", placeholder: "Select a category", autoComplete: "off" },
    message: {
      label: "Your Message",
      placeholder: "Which tasks take the most time today, and what would you like to automate first?",
      autoComplete: "off",
    },
  },
  submitLabel: "Send Message",
  submittingLabel: "Sending...",
  requiredNote: "All fields are required unless marked optional.",
} as const satisfies {
  title: string;
  fields: Record<"fullName" | "email" | "company" | "helpCategory" | "message", FormField>;
  submitLabel: string;
  submittingLabel: string;
  requiredNote: string;
};

export const contactScheduleLink = {
  intro: "Prefer to talk it through live?",
  label: "Schedule Your Free Consultation",
  to: "/schedule",
} as const satisfies { intro: string; label: string; to: `/${string}` };

/** What the contact page shows after a form was posted without JavaScript (the toasts' texts, in the page). */
export const contactOutcome = {
  successTitle: contactToasts.success.title,
  successText: contactToasts.success.description,
  failureTitle: "Your message was not sent",
  failureText: contactToasts.failure.description,
  invalidTitle: "Please check the highlighted fields",
  assessmentTitle: "Complete your Lead Engine Assessment request",
  sendAnother: "Send another message",
} as const satisfies Record<string, string>;

/** Stored as the message of an assessment request (the flagship form has no message field). */
export const assessmentEnquiryMessage = `Requested a free 15-minute Lead Engine Assessment on the ${site.flagship.name} page.`;

/** The promises beside the form (SPEC 9: a reply within 24 hours; SPEC 2.10: free sessions with a roadmap). */
export const contactPromises = [
  `A reply from an automation expert within ${figureText.replyHours}`,
  "Free consultations, each with a custom automation roadmap",
  "Your details are used only to answer your enquiry",
] as const satisfies readonly string[];

/** The contact hero's decorative illustration (wide screens). */
export const contactHeroArt = { src: "/illustrations/contact-flow.svg" } as const;
