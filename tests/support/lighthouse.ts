/**
 * What `npm run test:lighthouse` (tests/lighthouse/run.ts) and `npm run bench` (bench/lighthouse.ts)
 * share: the routes audited, the Chromium flags, the not-found page's console exception, and how
 * scores and failing audits are read from a Lighthouse result.
 */
import type { Config, Result } from "lighthouse";
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { pages } from "../../app/content/pages";

export const NOT_FOUND_PATH = "/this-page-does-not-exist";
export const GATED = ["accessibility", "best-practices", "seo"] as const;
export const CATEGORIES = ["performance", ...GATED];
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The errors-in-console option of the not-found page (see NOT_FOUND_CONFIG). */
export const NOT_FOUND_CONSOLE_AUDIT = {
  path: "errors-in-console",
  options: {
    ignoredPatterns: ["ERR_BLOCKED_BY_CLIENT.Inspector", "the server responded with a status of 404"],
  },
};

/**
 * For the not-found page only: Chromium logs the document's own 404 as a console error
 * ("Failed to load resource: the server responded with a status of 404"), which would fail
 * Best Practices' errors-in-console on every correct 404 page. Lighthouse matches on the message
 * only, so this also hides other 404s on that page; the Playwright a11y test still catches those.
 */
export const NOT_FOUND_CONFIG: Config = {
  extends: "lighthouse:default",
  audits: [NOT_FOUND_CONSOLE_AUDIT],
};

export type Route = { path: string; notFound: boolean };

/** Every page of the registry, the newest article (the article page stands for all six), then the not-found page. */
export function registryRoutes(): Route[] {
  const article = readArticleFiles()[0];
  return [
    ...pages.map((page) => ({ path: page.path, notFound: false })),
    ...(article ? [{ path: article.path, notFound: false }] : []),
    { path: NOT_FOUND_PATH, notFound: true },
  ];
}

/** A category's score as 0-100, null when the category was not run or errored. */
export function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

export type FailingAudit = {
  category: string;
  id: string;
  title: string;
  /** Lighthouse's display value ("2.8 s", "3 elements"), when it has one. */
  displayValue?: string;
  /** Set when the audit itself errored. */
  errorMessage?: string;
};

/** Audits of a category that did not fully pass (informative, manual and not-applicable ones aside). */
export function failingAuditList(lhr: Result, category: string): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    if (["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
    if (audit.scoreDisplayMode === "error") {
      failing.push({ category, id: audit.id, title: audit.title, errorMessage: audit.errorMessage ?? "?" });
    } else if (audit.score !== null && audit.score < 1) {
      failing.push({ category, id: audit.id, title: audit.title, displayValue: audit.displayValue || undefined });
    }
  }
  return failing;
}

/** "category: id: title (detail)" */
export function formatFailingAudit(audit: FailingAudit): string {
  if (audit.errorMessage !== undefined) {
    return `${audit.category}: ${audit.id}: ${audit.title} (audit error: ${audit.errorMessage})`;
  }
  const detail = audit.displayValue ? ` (${audit.displayValue})` : "";
  return `${audit.category}: ${audit.id}: ${audit.title}${detail}`;
}

export function failingAudits(lhr: Result, category: string): string[] {
  return failingAuditList(lhr, category).map(formatFailingAudit);
}

/** The gated categories that must be 100 on this route (a 404 is not indexable by design: no SEO). */
export function checkedCategories(route: Route): readonly string[] {
  return route.notFound ? GATED.filter((category) => category !== "seo") : GATED;
}
