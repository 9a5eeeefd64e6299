/**
 * The route registry: every page of the site, once. The route config (app/routes.ts), meta tags, menus and
 * footer, breadcrumbs, the search dialog, sitemap.xml, robots.txt, pre-rendering and the legacy redirects all
 * read from here.
 */
import { formatRange } from "./format-figures";
import { figures } from "./figures";
import type { LucideIcon } from "lucide-react";
// Direct icon imports: the registry is part of every page's shell (config/shell-chunk.ts).
import ChartColumn from "lucide-react/icons/chart-column";
import Headphones from "lucide-react/icons/headphones";
import Rocket from "lucide-react/icons/rocket";
import TrendingUp from "lucide-react/icons/trending-up";
import { site } from "./site";

/** Meta descriptions are not laid out in columns: the range without word joiners (ADR 036). */
const implementation = formatRange(figures.implementationWeeks, "weeks", { plain: true });

export type SearchCategory = "Services" | "Solutions" | "Contact" | "Company";

export type PageId =
  | "home"
  | "services"
  | "revenue-growth"
  | "customer-experience"
  | "operational-intelligence"
  | "lead-os"
  | "about"
  | "resources"
  | "contact"
  | "schedule"
  | "privacy"
  | "terms"
  | "demo"
  // The server pages (content/server-pages.ts).
  | "search"
  | "chat";

export type FooterColumn = "Company" | "Services" | "Solutions" | "Legal";

/** Where the site's chrome links to a page (SPEC 2.2). A link's label is the page's `breadcrumb` unless given. */
export type PageNav = {
  /** A main navigation link (in registry order); on the Services page it opens the Services menu. */
  main?: true;
  /** A link in this footer column (in registry order). */
  footer?: FooterColumn | { column: FooterColumn; label: string };
  /** An item of the Services menu's group of systems or of programs. */
  servicesMenu?: { group: "systems" | "programs"; description: string; icon: LucideIcon };
};

export type PageEntry = {
  id: PageId;
  path: string;
  /** Its route module, relative to app/: app/routes.ts registers it for `route` (or `path`) with the id `id`. */
  file: string;
  /**
   * The route pattern when one module serves several pages by a parameter (`/resources/:slug`): routes.ts
   * registers the pattern once, and every page of the registry is pre-rendered.
   */
  route?: string;
  /** The visible h1 of the page. */
  heading: string;
  /** Document <title>, without the brand suffix. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Canonical path; defaults to `path`. */
  canonical?: string;
  /**
   * Breadcrumb label of this path's last segment: SPEC 2.13's label for the pages it lists, otherwise the
   * segment's hyphen-separated words capitalised (checked by app/lib/breadcrumbs.test.ts).
   */
  breadcrumb: string;
  /** Listed in sitemap.xml (its canonical is itself). */
  indexable: boolean;
  /**
   * Rendered by the server per request instead of pre-rendered, yet indexable: /schedule, whose open times
   * must never be a stale build's (issue 35).
   */
  perRequest?: true;
  /** `<meta name="robots" content="noindex">`: the pages the server renders per request (`serverPages`). */
  noindex?: true;
  search?: { title: string; description: string; category: SearchCategory };
  nav?: PageNav;
};

export const pages = [
  {
    id: "home",
    path: "/",
    file: "routes/home.tsx",
    heading: "AI Automation That Works While You Grow",
    title: "Done-For-You AI Automation for Growing Businesses",
    description: `AIVA designs, builds and runs AI automation systems for sales, support and operations. Save ${figures.hoursSavedWeekly}+ hours a week, live in ${implementation}, zero code required.`,
    keywords: ["AI automation", "business automation", "AI agency", "done-for-you automation", "AI systems"],
    breadcrumb: "Home",
    indexable: true,
    nav: { main: true },
  },
  {
    id: "services",
    path: "/services",
    file: "routes/services.tsx",
    heading: "Revenue Growth AI System",
    title: "Revenue Growth AI System: Sales & Marketing Automation",
    description: `Automate lead capture, follow-up, content and reporting with the Revenue Growth AI System. More booked meetings, fewer manual hours, live in ${implementation}.`,
    keywords: ["sales automation", "marketing automation", "AI lead generation", "revenue growth AI"],
    canonical: "/services/revenue-growth-ai-system",
    breadcrumb: "Services",
    indexable: false,
    nav: { main: true },
  },
  {
    id: "revenue-growth",
    path: "/services/revenue-growth-ai-system",
    file: "routes/services.tsx",
    heading: "Revenue Growth AI System",
    title: "Revenue Growth AI System: Sales & Marketing Automation",
    description: `Automate lead capture, follow-up, content and reporting with the Revenue Growth AI System. More booked meetings, fewer manual hours, live in ${implementation}.`,
    keywords: ["sales automation", "marketing automation", "AI lead generation", "revenue growth AI"],
    breadcrumb: "Revenue Growth AI System",
    indexable: true,
    search: {
      title: "Revenue Growth AI System",
      description: "Sales and marketing automation: capture, qualify and follow up with every lead automatically.",
      category: "Services",
    },
    nav: {
      footer: "Services",
      servicesMenu: {
        group: "systems",
        description: "Sales and marketing automation that captures, qualifies and follows up with every lead.",
        icon: TrendingUp,
      },
    },
  },
  {
    id: "customer-experience",
    path: "/services/customer-experience-ai-system",
    file: "routes/services.tsx",
    heading: "Customer Experience AI System",
    title: "Customer Experience AI System: Support Automation",
    description:
      "AI agents, smart ticket routing and a self-updating knowledge base that answer customers 24/7 and hand off to your team at the right moment.",
    keywords: ["customer support automation", "AI chatbot", "ticket routing", "customer experience AI"],
    breadcrumb: "Customer Experience AI System",
    indexable: true,
    search: {
      title: "Customer Experience AI System",
      description: "Support automation: AI agents, ticket routing and knowledge systems that answer customers 24/7.",
      category: "Services",
    },
    nav: {
      footer: "Services",
      servicesMenu: {
        group: "systems",
        description: "Support automation: AI agents, smart routing and answers customers get in seconds.",
        icon: Headphones,
      },
    },
  },
  {
    id: "operational-intelligence",
    path: "/services/operational-intelligence-ai-system",
    file: "routes/services.tsx",
    heading: "Operational Intelligence AI System",
    title: "Operational Intelligence AI System: Back-Office Automation",
    description:
      "Connect your data, automate reports and documents, and catch anomalies before they cost you. The Operational Intelligence AI System runs your back office on autopilot.",
    keywords: ["back-office automation", "operations automation", "AI reporting", "document automation"],
    breadcrumb: "Operational Intelligence AI System",
    indexable: true,
    search: {
      title: "Operational Intelligence AI System",
      description:
        "Back-office automation: data integration, live dashboards, anomaly detection and document workflows.",
      category: "Services",
    },
    nav: {
      footer: "Services",
      servicesMenu: {
        group: "systems",
        description: "Back-office automation: connected data, live reports and documents that write themselves.",
        icon: ChartColumn,
      },
    },
  },
  {
    id: "lead-os",
    path: site.flagship.path,
    file: "routes/services.aiva-lead-os.tsx",
    heading: "AIVA Lead OS",
    title: `AIVA Lead OS: The ${figures.programMonths}-Month AI Lead Engine Program`,
    description: `A complete AI-powered lead engine, from capture to booked meetings, built with you in ${figures.programMonths} months. Save ${figures.guarantee.hoursPerWeek} hours a week within ${figures.guarantee.refundWindowDays} days or get a full refund.`,
    keywords: ["AI lead engine", "lead generation system", "AIVA Lead OS", "lead automation program"],
    breadcrumb: "AIVA Lead OS",
    indexable: true,
    search: {
      title: "AIVA Lead OS",
      description: `The ${figures.programMonths}-month program that combines all three systems into one lead engine, from capture to booked meetings.`,
      category: "Solutions",
    },
    nav: {
      footer: "Solutions",
      servicesMenu: {
        group: "programs",
        description: `The ${figures.programMonths}-month program that turns all three systems into one lead engine, from capture to booked meetings.`,
        icon: Rocket,
      },
    },
  },
  {
    id: "about",
    path: "/about",
    file: "routes/about.tsx",
    heading: "About AIVA",
    title: "About AIVA: Human-Centric AI Automation",
    description: `Why AIVA exists, how we build AI automation that your team trusts, and the founder behind it: ${figures.founderYears}+ years of international B2B experience.`,
    keywords: ["about AIVA", "AI automation company", "AI consultancy", "founder"],
    breadcrumb: "About",
    indexable: true,
    search: {
      title: "About",
      description: "Our mission, our core pillars and the founder behind AIVA.",
      category: "Company",
    },
    nav: { main: true, footer: "Company" },
  },
  {
    id: "resources",
    path: "/resources",
    file: "routes/resources.tsx",
    heading: "Blog & Resources",
    title: "Blog & Resources: AI Automation Guides",
    description:
      "Practical guides on AI automation for revenue, customer experience and operations, plus no-code playbooks from the AIVA team.",
    keywords: ["AI automation blog", "automation guides", "no-code AI", "AI resources"],
    breadcrumb: "Blog/Resources",
    indexable: true,
    nav: { main: true, footer: "Company" },
  },
  {
    id: "contact",
    path: "/contact",
    file: "routes/contact.tsx",
    heading: "Contact Us",
    title: "Contact AIVA: Talk to an Automation Expert",
    description: `Tell us where your team loses time. We reply within ${figures.replyHours} hours with next steps for automating it.`,
    keywords: ["contact AIVA", "AI automation consultation", "automation quote"],
    breadcrumb: "Contact",
    indexable: true,
    search: {
      title: "Contact Us",
      description: `Send us a message about your business. We reply within ${figures.replyHours} hours.`,
      category: "Contact",
    },
    nav: { main: true, footer: "Company" },
  },
  {
    id: "schedule",
    path: "/schedule",
    file: "routes/schedule.tsx",
    heading: "Schedule Your Free Consultation",
    title: "Schedule a Free AI Automation Consultation",
    description:
      "Book a free 30-minute discovery call or 60-minute strategy session. Every session ends with a custom automation roadmap.",
    keywords: ["free consultation", "AI strategy session", "discovery call", "automation roadmap"],
    breadcrumb: "Schedule",
    indexable: true,
    perRequest: true,
    search: {
      title: "Schedule Consultation",
      description: "Book a free discovery call or strategy session and get a custom automation roadmap.",
      category: "Contact",
    },
  },
  {
    id: "privacy",
    path: "/privacy-policy",
    file: "routes/privacy-policy.tsx",
    heading: "Privacy Policy",
    title: "Privacy Policy",
    description:
      "What AIVA collects through this website, why, who sees it, how it is protected and how to have it deleted.",
    keywords: ["privacy policy", "data protection", "AIVA privacy"],
    // Not in SPEC 2.13's label list: its hyphen-separated words capitalised.
    breadcrumb: "Privacy Policy",
    indexable: true,
    nav: { footer: "Legal" },
  },
  {
    id: "terms",
    path: "/terms-of-service",
    file: "routes/terms-of-service.tsx",
    heading: "Terms of Service",
    title: "Terms of Service",
    description: "The terms that apply when you use the AIVA website and our AI automation services.",
    keywords: ["terms of service", "terms and conditions", "AIVA terms"],
    // Not in SPEC 2.13's label list: its hyphen-separated words capitalised (the h1 and title keep "of").
    breadcrumb: "Terms Of Service",
    indexable: true,
    nav: { footer: { column: "Legal", label: "Terms of Service" } },
  },
  {
    id: "demo",
    path: "/demo",
    file: "routes/demo.tsx",
    heading: "See AIVA Lead OS at Work",
    title: "AIVA Lead OS Demo: From Enquiry to Booked Meeting",
    description: `A ${figures.demoMinutes}-minute interactive walkthrough: AIVA Lead OS captures an enquiry, scores it, replies in ${figures.flagshipStats.firstResponseMinutes} minutes, updates your CRM and books the meeting.`,
    keywords: ["AIVA Lead OS demo", "AI lead engine demo", "lead automation walkthrough", "AI lead qualification"],
    // Not in SPEC 2.13's label list: the segment capitalised.
    breadcrumb: "Demo",
    indexable: true,
  },
] as const satisfies readonly PageEntry[];

export type Page = (typeof pages)[number];

/**
 * The search page (`/search?q=`) and the chat page: where the header's search button and the chat launcher lead.
 * Their entries are in content/server-pages.ts, out of every page's JavaScript.
 */
export const SEARCH_PATH = "/search";
export const CHAT_PATH = "/chat";

const byId = new Map<PageId, PageEntry>(pages.map((p) => [p.id, p]));
const byPath = new Map<string, PageEntry>(pages.map((p) => [p.path, p]));

export function getPage(id: PageId): PageEntry {
  const page = byId.get(id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}

export function findPageByPath(path: string): PageEntry | undefined {
  return byPath.get(path);
}

export function canonicalPathOf(page: PageEntry): string {
  return page.canonical ?? page.path;
}

/** Legacy paths answered with a 301 to their new home (SPEC 2.1). */
export const legacyRedirects = [
  { from: "/sales-automation", to: "/services/revenue-growth-ai-system" },
  { from: "/marketing-automation", to: "/services/revenue-growth-ai-system" },
  { from: "/services/sales-automation", to: "/services/revenue-growth-ai-system" },
  { from: "/services/marketing-automation", to: "/services/revenue-growth-ai-system" },
  { from: "/customer-support-automation", to: "/services/customer-experience-ai-system" },
  { from: "/services/customer-support-automation", to: "/services/customer-experience-ai-system" },
  { from: "/business-liberation-system", to: site.flagship.path },
  { from: "/services/business-liberation-system", to: site.flagship.path },
] as const;

/** Breadcrumb labels for segments that are not pages of their own (SPEC 2.13). */
export const extraBreadcrumbLabels: Record<string, string> = {
  "ai-strategy-consulting": "AI Strategy & Consulting",
  "custom-ai-development": "Custom AI Development",
  "ai-integration": "AI Integration Services",
};

/** The 7 search entries of SPEC 2.3, in order. */
export const searchEntries = (
  [
    "revenue-growth",
    "customer-experience",
    "operational-intelligence",
    "lead-os",
    "schedule",
    "about",
    "contact",
  ] as const
).map((id) => {
  const page = getPage(id);
  if (!page.search) throw new Error(`Page ${id} has no search entry`);
  return { ...page.search, url: page.path };
});

export type SearchEntry = (typeof searchEntries)[number];

/**
 * Routes whose pages come from content files rather than from this list: one module renders each article
 * (app/content/articles), one the hub's further pages. Their paths are pre-rendered, listed in the sitemap and
 * searchable from the article catalog; their breadcrumb is the slug's words capitalised (SPEC 2.13).
 */
export const contentRoutes = [
  { path: "/resources/:slug", file: "routes/resources.article.tsx" },
  { path: "/resources/page/:page", file: "routes/resources.page.tsx" },
] as const;

/** The article feeds (RSS 2.0 and JSON Feed 1.1), linked from every page's head (rel="alternate"). */
export const feeds = [
  { path: "/rss.xml", type: "application/rss+xml", title: `${site.name} Blog & Resources (RSS)` },
  { path: "/feed.json", type: "application/feed+json", title: `${site.name} Blog & Resources (JSON Feed)` },
] as const;

/**
 * Paths pre-rendered at build time: every content page but those rendered per request (legacy redirects and
 * 404 are server-rendered too).
 */
export const prerenderedPages = (pages as readonly PageEntry[]).filter((p) => !p.perRequest);
export const prerenderPaths = prerenderedPages.map((p) => p.path);
