/**
 * Site-wide facts: brand, contact details, founder, social profile, the flagship's availability.
 * The contact details, legal name, founder's name and social profile are placeholders a deployer replaces in
 * ./placeholders/company.ts (DESIGN.md §3).
 */
import { figures } from "./figures.ts";
import { contactEmail, contactPhone, founderName, legalName, socialProfile } from "./placeholders/company.ts";

export const site = {
  name: "AIVA",
  legalName,
  tagline: "Done-for-you AI automation for growing businesses",
  email: contactEmail,
  phone: contactPhone,
  phoneHref: `tel:${contactPhone.replace(/[^\d+]/g, "")}`,
  location: "Operating remotely to serve you globally.",
  founder: {
    name: founderName,
    role: "Founder & Chief Automation Architect",
    experience: `${figures.founderYears}+ years of international B2B experience`,
  },
  social: socialProfile,
  mission:
    "We build the automation infrastructure that lets businesses grow without adding headcount: AI systems that capture, qualify and serve every customer, around the clock.",
  flagship: {
    name: "AIVA Lead OS",
    path: "/services/aiva-lead-os",
  },
  /**
   * The flagship's intake (SPEC 9): clients taken on per month, and the spots still open in the coming month.
   * Keep `spotsRemaining` true: the month it refers to is always the coming one (./availability.ts).
   */
  availability: {
    monthlyCapacity: figures.availability.monthlyCapacity,
    spotsRemaining: figures.availability.spotsRemaining,
  },
  assistantTitle: "AIVA Assistant",
  /** The browser's toolbar colour on phones: the header's navy (`--color-navy-900` in app/styles/app.css). */
  themeColor: "#0b1127",
} as const;

export type Site = typeof site;
