/** Blog/Resources hub copy (SPEC 2.8). The articles themselves are files in ./articles/ (ADR 027). */
import { ChartColumn, Headphones, TrendingUp, Workflow, type LucideIcon } from "lucide-react";
import type { ArticleCategory, ClosingCta } from "./types";

export const resourcesIntro = {
  eyebrow: "Insights",
  title: "Blog & Resources",
  intro:
    "Practical guides to AI automation for revenue, customer experience and operations, drawn from the systems we design and build.",
} as const satisfies { eyebrow: string; title: string; intro: string };

/** The four article categories (SPEC 3): every article's front matter names one of them. */
export const articleCategories = [
  "Revenue Growth",
  "Customer Experience",
  "Operational Intelligence",
  "AI & No-Code",
] as const satisfies readonly ArticleCategory[];

export const articleFilters = ["All", ...articleCategories] as const satisfies readonly ("All" | ArticleCategory)[];

export type ArticleFilter = (typeof articleFilters)[number];

/** Heading above the filter and the article grid. */
export const articlesHeading = "Latest Articles";

/** Accessible name of the filter button group. */
export const articleFilterLabel = "Filter articles by category";

/** The polite live-region text after a filter is chosen, e.g. "Showing 2 of 6 articles: Revenue Growth". */
export function articleCountText(shown: number, total: number, filter: ArticleFilter): string {
  const noun = total === 1 ? "article" : "articles";
  if (filter !== "All") return `Showing ${shown} of ${total} ${noun}: ${filter}`;
  return shown === total ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** The icon on each article card's cover, by category. */
export const articleCategoryIcons = {
  "Revenue Growth": TrendingUp,
  "Customer Experience": Headphones,
  "Operational Intelligence": ChartColumn,
  "AI & No-Code": Workflow,
} as const satisfies Record<ArticleCategory, LucideIcon>;

/** Cards per page of the hub: /resources shows the newest, /resources/page/2 and on exist once there are more. */
export const articlesPerPage = 9;

/** The path of page `n` of the hub (page 1 is /resources itself). */
export function resourcesPagePath(n: number): string {
  return n <= 1 ? "/resources" : `/resources/page/${n}`;
}

/** How many pages the hub has for `total` articles (at least one). */
export function resourcesPageCount(total: number, perPage = articlesPerPage): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The paths of the hub's pages after the first: none until the articles fill more than one page. */
export function extraResourcesPagePaths(total: number, perPage = articlesPerPage): string[] {
  return Array.from({ length: resourcesPageCount(total, perPage) - 1 }, (_, i) => resourcesPagePath(i + 2));
}

/** With one page (DESIGN 3) page 1 is current and Previous and Next are disabled, with the reason shown. */
export const pagination = {
  label: "Article pages",
  previous: "Previous",
  next: "Next",
  pageLabel: (n: number) => `Page ${n}`,
  disabledReason: "Only one page of articles so far. More are on the way.",
  firstPageReason: "This is the first page.",
  lastPageReason: "This is the last page.",
} as const satisfies {
  label: string;
  previous: string;
  next: string;
  pageLabel: (n: number) => string;
  disabledReason: string;
  firstPageReason: string;
  lastPageReason: string;
};

export const resourcesEmptyState = "No articles in this category yet. New guides are on the way.";

export const resourcesClosingCta = {
  title: "Rather talk it through?",
  description: "Tell us what you want to automate and get a custom roadmap in a free consultation.",
  cta: { label: "Schedule a Free Consultation", to: "/schedule" },
} as const satisfies ClosingCta;

/** "4 min read" (the reading time is computed from each article's words: ./articles/schema.ts). */
export function articleReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** The words around an article on its own page (/resources/<slug>). */
export const articlePageCopy = {
  backLink: { label: "All articles", to: "/resources" },
  byline: "By",
  published: "Published",
  updated: "Updated",
  tocTitle: "On this page",
  introTocEntry: "Introduction",
  tagsLabel: "Topics",
  adjacentLabel: "More articles",
  older: "Previous article",
  newer: "Next article",
  relatedTitle: "Related articles",
  feedLink: { label: "Subscribe via RSS", to: "/rss.xml" },
} as const;

/** The feeds (/rss.xml, /feed.json): every article in full, newest first. */
export const feedCopy = {
  title: "AIVA Blog & Resources",
  description: "Practical guides to AI automation for revenue, customer experience and operations, from the AIVA team.",
} as const;
