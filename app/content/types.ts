/**
 * Types of the site's content (SPEC 3). Every content file in app/content/ checks its exports against these
 * with `satisfies`, so components can render data without knowing any copy.
 *
 * Arrays are `readonly` so that `as const` data satisfies them; fixed counts from the spec are tuples.
 */

import type { LucideIcon } from "lucide-react";

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

export type Two<T> = readonly [T, T];
export type Three<T> = readonly [T, T, T];
export type Four<T> = readonly [T, T, T, T];
export type Five<T> = readonly [T, T, T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];
export type Twelve<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

/** A path on this site, e.g. "/schedule" or "/#faq". */
export type InternalPath = `/${string}`;

/** A link or button that navigates within the site. */
export interface Cta {
  label: string;
  to: InternalPath;
}

/** Heading block shared by most sections. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** A short card: icon, title, one or two sentences. */
export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A figure with its caption, e.g. { value: "15+", label: "Hours Saved Weekly" }. Figures come from SPEC 9 only. */
export interface StatItem {
  value: string;
  label: string;
}

/** An image of our own on this site, with its intrinsic size (reserved before it loads: no layout shift). */
export interface Illustration {
  src: InternalPath;
  alt: string;
  width: number;
  height: number;
}

export interface ToastMessage {
  title: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------------------------
// SPEC 3 entities
// ---------------------------------------------------------------------------------------------------------------

export type ChallengeId = "scattered-data" | "marketing-bottlenecks" | "support-overwhelm";

export interface ChallengeSolution {
  id: ChallengeId;
  challenge: {
    icon: LucideIcon;
    title: string;
    description: string;
    /** Alternative text of the solution illustration. */
    alt: string;
  };
  solution: {
    title: string;
    description: string;
    benefits: Three<string>;
    /** Illustration path on this site, e.g. "/illustrations/scattered-data.svg". */
    image: InternalPath;
  };
}

export type PlatformCategory =
  | "Automation"
  | "Database"
  | "AI"
  | "CRM"
  | "Communication"
  | "Scheduling"
  | "Search & AI";

export interface Platform {
  name: string;
  /** Logo path on this site, e.g. "/logos/make.svg". */
  logoPath: InternalPath;
  category: PlatformCategory;
  /** simple-icons slug, or null when simple-icons has no icon for the brand (draw our own wordmark). */
  slug: string | null;
}

export interface ResultMetric {
  icon: LucideIcon;
  value: string;
  label: string;
}

export interface CoreServiceCard {
  icon: LucideIcon;
  iconAlt: string;
  serviceName: string;
  tagline: string;
  automationItems: readonly { text: string }[];
  linkText: string;
  linkPath: InternalPath;
  resultMetrics?: readonly ResultMetric[];
  description?: string;
}

export interface ProcessStep {
  id: 0 | 1 | 2 | 3;
  title: string;
  label: "01" | "02" | "03" | "04";
  description: string;
  timeline: string;
  details: readonly string[];
  /** Illustration path; a step without one shows the 'Coming Soon' placeholder. */
  image?: InternalPath;
}

export interface Layer {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface Testimonial {
  quote: string;
  clientName: string;
  company: string;
  /** Job title of the client, when shown. */
  role?: string;
  /** One-line outcome, when shown. */
  result?: string;
}

/** The single testimonial card on the home page; `delay` is its reveal delay in ms (0-800). */
export interface HomeTestimonial {
  quote: string;
  clientName: string;
  company: string;
  delay: number;
}

/** An item of the flagship page's testimonial carousel. */
export interface FlagshipTestimonial {
  quote: string;
  name: string;
  title: string;
  company: string;
  result: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface CapabilitySubcategory {
  title: string;
  icon: LucideIcon;
  /** Six short feature strings of 2-5 words. */
  features: Six<string>;
}

export interface CapabilityCategory<Id extends string = string> {
  id: Id;
  title: string;
  description: string;
  icon: LucideIcon;
  subcategories: Two<CapabilitySubcategory> | Three<CapabilitySubcategory>;
}

export interface PricingPlan {
  plan: string;
  price: string;
  note: string;
}

export type ArticleCategory = "Revenue Growth" | "Customer Experience" | "Operational Intelligence" | "AI & No-Code";

export type HelpCategoryValue =
  | "general"
  | "revenue-growth"
  | "customer-experience"
  | "operational-intelligence"
  | "aiva-lead-os"
  | "consultation";

export interface HelpCategory {
  value: HelpCategoryValue;
  label: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------------------------

export interface HomeHero {
  eyebrow: string;
  /** The page's h1; equals the route registry heading of "/". */
  title: string;
  subtitle: string;
  highlights: readonly string[];
  primaryCta: Cta;
  demoCta: Cta;
  secondaryCta: Cta;
}

export interface ClientLogo {
  name: string;
  industry: string;
}

export interface ClosingCta {
  title: string;
  description: string;
  cta: Cta;
  /** A second, quieter way to act, shown as a link beside the button. */
  contactLink?: Cta;
}

// ---------------------------------------------------------------------------------------------------------------
// Service pages (SPEC 2.5)
// ---------------------------------------------------------------------------------------------------------------

export type ServiceSlug =
  | "revenue-growth-ai-system"
  | "customer-experience-ai-system"
  | "operational-intelligence-ai-system";

export type RevenueCategoryId = "lead-management" | "marketing-content" | "sales-enablement" | "analytics-reporting";
export type CustomerExperienceCategoryId =
  | "ai-agents-chatbots"
  | "ticket-management-routing"
  | "knowledge-feedback-systems"
  | "analytics-personalization";
export type OperationalCategoryId =
  | "data-integration"
  | "reporting-dashboards"
  | "anomaly-detection"
  | "document-automation";

export interface AudienceItem {
  icon: LucideIcon;
  title: string;
  benefit: string;
}

export interface ServicePageContent<CategoryId extends string = string> {
  slug: ServiceSlug;
  /** System name, also the page's h1 (equals the route registry heading). */
  name: string;
  path: InternalPath;
  hero: {
    eyebrow: string;
    title: string;
    tagline: string;
    subtitle: string;
    primaryCta: Cta;
    highlights: readonly StatItem[];
  };
  painPoints: SectionHeading & { items: readonly FeatureItem[] };
  solutions: SectionHeading & { items: readonly FeatureItem[] };
  categories: SectionHeading & {
    /** Label of the category select shown on small screens. */
    selectLabel: string;
    items: Four<CapabilityCategory<CategoryId>>;
  };
  audiences: SectionHeading & { items: readonly AudienceItem[] };
  packagedSolution: {
    eyebrow: string;
    title: string;
    description: string;
    highlights: readonly string[];
    cta: Cta;
  };
  closing: ClosingCta & { contactLink: Cta };
}

// ---------------------------------------------------------------------------------------------------------------
// Flagship (SPEC 2.6)
// ---------------------------------------------------------------------------------------------------------------

export interface FormField {
  label: string;
  placeholder: string;
  autoComplete: string;
}

export interface LeadWorkflow {
  id: "capture" | "generation" | "enrichment" | "nurture";
  icon: LucideIcon;
  title: string;
  description: string;
  /** Estimated hours saved per week (SPEC 9). */
  hoursSaved: number;
  savingsLabel: string;
  items: readonly string[];
}

export interface JourneyMonth {
  month: string;
  weeks: string;
  title: string;
  description: string;
  milestones: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Other pages
// ---------------------------------------------------------------------------------------------------------------

export interface ScheduleSession {
  type: string;
  duration: string;
  icon: LucideIcon;
  badge?: string;
  description: string;
  bullets: readonly string[];
  button: string;
}

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lastUpdatedLabel: string;
  /** YYYY-MM-DD: the day the text last changed. */
  lastUpdated: string;
  /** A hash of the text and lastUpdated, checked by app/content/legal.test.ts. */
  textStamp: string;
  intro: string;
  sections: readonly LegalSection[];
}

export interface LinkCard {
  icon: LucideIcon;
  title: string;
  description: string;
  to: InternalPath;
}
