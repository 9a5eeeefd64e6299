/**
 * Placeholders shown site-wide (footer, contact details, legal pages, JSON-LD, chat). The list of every
 * placeholder, and how to mark one replaced, is ./index.ts.
 */

/** The operator's registered name. */
export const legalName = "AIVA AI Automation";

/** Public contact address (a reserved .example domain). */
export const contactEmail = "hello@aiva.example";

/** Public phone number as shown, in international form (a fictional 555-01xx number); the tel: link is built from it. */
export const contactPhone = "+1 (555) 010-0199";

export const founderName = "Jordan Ellis";

/** The external profile linked from the footer and named in the Organization JSON-LD. */
export const socialProfile = {
  label: "AIVA on LinkedIn",
  url: "https://www.linkedin.com/company/aiva-ai-automation",
} as const satisfies { label: string; url: `https://${string}` };
