/**
 * Site-wide facts: brand, contact details, founder, social profile.
 * Values marked "deployer" are clearly fictional defaults that a deployer replaces (DESIGN.md §3).
 */
export const site = {
  name: "AIVA",
  legalName: "AIVA AI Automation",
  tagline: "Done-for-you AI automation for growing businesses",
  /** deployer: public contact address (a reserved .example domain until replaced) */
  email: "hello@aiva.example",
  /** deployer: public phone number (a 555-01xx fictional number until replaced) */
  phone: "+1 (555) 010-0199",
  phoneHref: "tel:+15550100199",
  location: "Operating remotely to serve you globally.",
  founder: {
    /** deployer */
    name: "Jordan Ellis",
    role: "Founder & Chief Automation Architect",
    experience: "20+ years of international B2B experience",
  },
  social: {
    label: "AIVA on LinkedIn",
    /** deployer */
    url: "https://www.linkedin.com/company/aiva-ai-automation",
  },
  mission:
    "We build the automation infrastructure that lets businesses grow without adding headcount: AI systems that capture, qualify and serve every customer, around the clock.",
  flagship: {
    name: "AIVA Lead OS",
    path: "/services/aiva-lead-os",
  },
  assistantTitle: "AIVA Assistant",
  ogImage: "/og-image.png",
  /** The browser's toolbar colour on phones: the header's navy (`--color-navy-900` in app/styles/app.css). */
  themeColor: "#0b1127",
} as const;

export type Site = typeof site;
