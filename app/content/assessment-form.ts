/**
 * Copy of the flagship page's assessment form (SPEC 2.6, DESIGN 3). A module of its own, so that the
 * contact page (which shows this form's outcome after a post without JavaScript) does not pull in the
 * whole flagship page's copy; app/content/lead-os.ts re-exports it.
 */
import { figures } from "./figures";
import type { FormField, InternalPath } from "./types";

/** The assessment form (DESIGN 3: name and a valid e-mail required; company and phone optional). */
export const assessmentForm = {
  id: "assessment",
  title: "Get your free Lead Engine Assessment",
  description: `${figures.sessions.assessment} minutes with an automation expert. We map where your leads leak and how many hours you could win back.`,
  fields: {
    name: { label: "Name", placeholder: "Your full name", autoComplete: "name" },
    email: { label: "Email", placeholder: "you@company.com", autoComplete: "email" },
    company: { label: "Company (Optional)", placeholder: "Your company name", autoComplete: "organization" },
    phone: { label: "Phone (Optional)", placeholder: "Best number to reach you", autoComplete: "tel" },
  },
  validation: {
    name: "Name is required",
    email: "Please enter a valid email address",
  },
  submitLabel: "Get My Free Assessment",
  submittingLabel: "Sending...",
  privacyNote: "We use your details only to prepare your assessment and get in touch about it.",
  privacyLink: { label: "Privacy Policy", to: "/privacy-policy" },
} as const satisfies {
  id: string;
  title: string;
  description: string;
  fields: Record<"name" | "email" | "company" | "phone", FormField>;
  validation: Record<"name" | "email", string>;
  submitLabel: string;
  submittingLabel: string;
  privacyNote: string;
  privacyLink: { label: string; to: InternalPath };
};
