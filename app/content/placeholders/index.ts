/**
 * Every value the site shows that is not yet true for the business, gathered in this folder: the placeholders of
 * the specification (SPEC 9: the home statistics and the six logo tiles; the founder's name, the contact e-mail
 * and phone, the social profile) and what was made up to fill the rest (the company's legal name, the client
 * names, people and quotes of the testimonials). A deployer replaces them here (README, "Before going live"):
 * - ./company.ts: legal name, contact e-mail and phone, founder's name, social profile;
 * - ./home.ts: the home page's statistics, logo tiles, testimonial and success stories;
 * - ./lead-os.ts: the flagship page's testimonials.
 * They are three files, not one, because the browser bundles whole modules: the home page's stories must not
 * ride in the chunk every page loads with the contact details (ADR 032).
 *
 * `placeholders` below says what each value is and where it shows. After replacing a value with the real one,
 * set its `isPlaceholder` to false: a production build (SITE_URL not a localhost address) warns about every
 * entry still marked (scripts/placeholder-warnings.ts). Only build scripts and tests import this file.
 */
import { contactEmail, contactPhone, founderName, legalName, socialProfile } from "./company";
import { clientLogos, homeTestimonial, successStories, trustStats } from "./home";
import { leadOsTestimonials } from "./lead-os";

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
