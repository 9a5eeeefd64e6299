/** Blog/Resources hub copy (SPEC 2.8). Articles are announced, not yet published: their date is 'Coming Soon'. */
import { ChartColumn, Headphones, TrendingUp, Workflow, type LucideIcon } from "lucide-react";
import type { ArticleCard, ArticleCategory, ClosingCta, Six } from "./types";

export const resourcesIntro = {
  eyebrow: "Insights",
  title: "Blog & Resources",
  intro:
    "Practical guides to AI automation for revenue, customer experience and operations, drawn from the systems we design and build.",
} as const satisfies { eyebrow: string; title: string; intro: string };

export const articleFilters = [
  "All",
  "Revenue Growth",
  "Customer Experience",
  "Operational Intelligence",
  "AI & No-Code",
] as const satisfies readonly ("All" | ArticleCategory)[];

export type ArticleFilter = (typeof articleFilters)[number];

/** Heading above the filter and the article grid. */
export const articlesHeading = "Latest Articles";

/** Accessible name of the filter button group. */
export const articleFilterLabel = "Filter articles by category";

/** The polite live-region text after a filter is chosen, e.g. "Showing 2 of 6 articles: Revenue Growth". */
export function articleCountText(shown: number, total: number, filter: ArticleFilter): string {
  const noun = total === 1 ? "article" : "articles";
  return filter === "All" ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}: ${filter}`;
}

/** The icon on each article card's cover, by category. */
export const articleCategoryIcons = {
  "Revenue Growth": TrendingUp,
  "Customer Experience": Headphones,
  "Operational Intelligence": ChartColumn,
  "AI & No-Code": Workflow,
} as const satisfies Record<ArticleCategory, LucideIcon>;

export const articles = [
  {
    title: "Speed to Lead: Why the First Reply Wins the Deal",
    excerpt:
      "Buyers book with whoever answers first. How to reply to every enquiry instantly and personally with AI, without hiring a night shift.",
    date: "Coming Soon",
    category: "Revenue Growth",
  },
  {
    title: "From Form Fill to Booked Meeting: Anatomy of an AI Lead Engine",
    excerpt:
      "A walkthrough of the four workflows (capture, generation, enrichment and nurture) that turn website visitors into sales conversations.",
    date: "Coming Soon",
    category: "Revenue Growth",
  },
  {
    title: "AI Support Agents Customers Don't Hate: A Practical Design Guide",
    excerpt:
      "Where an AI agent should answer, when it must hand off to a person, and how to keep every reply accurate and on-brand.",
    date: "Coming Soon",
    category: "Customer Experience",
  },
  {
    title: "Routing Tickets with AI: Faster Answers, Calmer Teams",
    excerpt:
      "How automatic triage, priority rules and context-rich hand-offs cut waiting times without adding headcount.",
    date: "Coming Soon",
    category: "Customer Experience",
  },
  {
    title: "Stop Building Reports by Hand: Automate Your Weekly Business Review",
    excerpt:
      "Connect your CRM, accounting and operations data once, then let AI assemble, explain and deliver the numbers every Monday.",
    date: "Coming Soon",
    category: "Operational Intelligence",
  },
  {
    title: "Make or n8n? Choosing the Automation Backbone for Your Business",
    excerpt:
      "A plain-English comparison of two leading no-code automation platforms: pricing model, hosting, AI features and when we choose each.",
    date: "Coming Soon",
    category: "AI & No-Code",
  },
] as const satisfies Six<ArticleCard>;

/** Only one page of articles exists (DESIGN 3): page 1 is current and the other controls are disabled. */
export const pagination = {
  label: "Article pages",
  previous: "Previous",
  next: "Next",
  pages: [1, 2, 3],
  currentPage: 1,
  disabledReason: "Only one page of articles so far. More are on the way.",
} as const satisfies {
  label: string;
  previous: string;
  next: string;
  pages: readonly number[];
  currentPage: number;
  disabledReason: string;
};

export const resourcesEmptyState = "No articles in this category yet. New guides are on the way.";

export const resourcesClosingCta = {
  title: "Rather talk it through?",
  description: "Tell us what you want to automate and get a custom roadmap in a free consultation.",
  cta: { label: "Schedule a Free Consultation", to: "/schedule" },
} as const satisfies ClosingCta;
