/**
 * Every value the site shows that is not yet true for the business, in one file: the placeholders of the
 * specification (SPEC 9: the home statistics and the six logo tiles; the founder's name, the contact e-mail and
 * phone, the social profile) and what was made up to fill the rest (the company's legal name, the client names,
 * people and quotes of the testimonials). A deployer replaces them here (README, "Before going live").
 *
 * `placeholders`, at the end, says what each value is and where it shows. After replacing a value with the real
 * one, set its `isPlaceholder` to false: a production build (SITE_URL not a localhost address) warns about every
 * entry still marked (scripts/placeholder-warnings.ts).
 */
import type {
  ClientLogo,
  FlagshipTestimonial,
  Four,
  HomeTestimonial,
  Six,
  StatItem,
  Testimonial,
  Three,
} from "./types";

// --- Company and contact --------------------------------------------------------------------------------------

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

// --- Home page proof --------------------------------------------------------------------------------------------

/** SPEC 9 placeholder figures, shown as given. */
export const trustStats = [
  { value: "99+", label: "Clients served" },
  { value: "99+", label: "Hours saved weekly" },
  { value: "99%", label: "Client satisfaction" },
  { value: "99", label: "Day ROI" },
] as const satisfies Four<StatItem>;

/** Fictional company names, shown as text tiles (no real brands). */
export const clientLogos = [
  { name: "Larkspur Logistics", industry: "Logistics" },
  { name: "Cedarpoint Realty Group", industry: "Real estate" },
  { name: "Tidewell Commerce", industry: "E-commerce" },
  { name: "Quillmark Consulting", industry: "Consulting" },
  { name: "Ironvale Finance", industry: "Finance" },
  { name: "Brightloop Software", industry: "SaaS" },
] as const satisfies Six<ClientLogo>;

/** Fictional: the home page's testimonial card. */
export const homeTestimonial = {
  quote:
    "Lead follow-up used to happen whenever someone found the time. Now every enquiry gets a personal reply in minutes, and the team has 15+ hours a week back for real conversations.",
  clientName: "Dana Whitfield",
  company: "Cedarpoint Realty Group",
  delay: 200,
} as const satisfies HomeTestimonial;

/** Fictional: the home page's client success carousel. */
export const successStories = [
  {
    quote:
      "We stopped losing leads over the weekend. The system answers, qualifies and books calls while we're offline, and the investment paid for itself within 90 days.",
    clientName: "Marcus Lee",
    role: "Founder",
    company: "Quillmark Consulting",
    result: "ROI in 90 Days",
  },
  {
    quote:
      "Routine questions are answered instantly, complex tickets reach the right person with the whole history attached, and our support team finally works on the hard problems.",
    clientName: "Priya Raman",
    role: "Head of Customer Success",
    company: "Brightloop Software",
    result: "24/7 support coverage",
  },
  {
    quote:
      "Our weekly numbers used to take a day of spreadsheet work. Now the report is in everyone's inbox on Monday morning and anomalies are flagged the day they happen.",
    clientName: "Tomás Herrera",
    role: "Operations Director",
    company: "Larkspur Logistics",
    result: "50% faster processes",
  },
  {
    quote:
      "From the audit to go-live took about a month, and we never had to write a line of code. The team adopted it because it fits the tools they already use.",
    clientName: "Elena Novak",
    role: "COO",
    company: "Tidewell Commerce",
    result: "Zero code required",
  },
] as const satisfies Four<Testimonial>;

// --- Flagship page proof ----------------------------------------------------------------------------------------

/** Fictional, built on the SPEC 9 flagship figures: the testimonial carousel of /services/aiva-lead-os. */
export const leadOsTestimonials = [
  {
    quote:
      "Within weeks of launch our calendar was fuller than it had ever been. The follow-ups sound like me, and I don't write any of them.",
    name: "Rachel Ortega",
    title: "Founder",
    company: "Ortega Leadership Coaching",
    result: "47 meetings booked",
  },
  {
    quote:
      "Personalized outreach replaced our generic templates, and prospects actually answer now. The team spends its time on calls instead of copy-paste.",
    name: "Daniel Okafor",
    title: "Head of Sales",
    company: "Brightloop Software",
    result: "35% reply rate uplift",
  },
  {
    quote:
      "Every enquiry from the website and inbox is captured and answered in minutes, even on weekends. Nothing falls through the cracks anymore.",
    name: "Sophie Lindqvist",
    title: "Managing Director",
    company: "Cedarpoint Realty Group",
    result: "180 leads captured per week",
  },
] as const satisfies Three<FlagshipTestimonial>;

// --- The list ---------------------------------------------------------------------------------------------------

export type PlaceholderEntry = {
  /** What the value is, as a deployer would name it. */
  what: string;
  /** Where a visitor sees it. */
  shownOn: string;
  value: unknown;
  /** Set to false once `value` is the real one. */
  isPlaceholder: boolean;
};

export const placeholders = {
  legalName: {
    what: "Company legal name",
    shownOn: "footer copyright line, Privacy Policy, Terms of Service, Organization JSON-LD",
    value: legalName,
    isPlaceholder: true,
  },
  contactEmail: {
    what: "Contact e-mail",
    shownOn: "/contact, /schedule, legal pages, not-found page, chat answers and messages, Organization JSON-LD",
    value: contactEmail,
    isPlaceholder: true,
  },
  contactPhone: {
    what: "Contact phone",
    shownOn: "/contact, /schedule, legal pages, not-found page, chat answers, Organization JSON-LD",
    value: contactPhone,
    isPlaceholder: true,
  },
  founderName: {
    what: "Founder's name",
    shownOn: "/about, chat answers",
    value: founderName,
    isPlaceholder: true,
  },
  socialProfile: {
    what: "Social profile",
    shownOn: "footer link, Organization JSON-LD (sameAs)",
    value: socialProfile,
    isPlaceholder: true,
  },
  trustStats: {
    what: "Home trust statistics",
    shownOn: "/ (trust section)",
    value: trustStats,
    isPlaceholder: true,
  },
  clientLogos: {
    what: "Client logo tiles",
    shownOn: "/ (trust section)",
    value: clientLogos,
    isPlaceholder: true,
  },
  homeTestimonial: {
    what: "Home testimonial",
    shownOn: "/ (testimonial card)",
    value: homeTestimonial,
    isPlaceholder: true,
  },
  successStories: {
    what: "Client success stories",
    shownOn: "/ (client success carousel)",
    value: successStories,
    isPlaceholder: true,
  },
  leadOsTestimonials: {
    what: "Flagship testimonials",
    shownOn: "/services/aiva-lead-os (testimonial carousel)",
    value: leadOsTestimonials,
    isPlaceholder: true,
  },
} as const satisfies Record<string, PlaceholderEntry>;
