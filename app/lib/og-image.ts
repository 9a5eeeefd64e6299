/**
 * Every page's own social image (ADR 028): a 1200 × 630 PNG written at build time by scripts/og-images.tsx to
 * the path below, and named in the page's og:image and twitter:image by lib/seo.ts.
 */
import type { PageEntry } from "~/content/pages";
import { site } from "~/content/site";

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The image of the page at `pagePath`: "/" → "/og/home.png", "/resources/x" → "/og/resources/x.png". */
export function ogImagePath(pagePath: string): string {
  return pagePath === "/" ? "/og/home.png" : `/og${pagePath}.png`;
}

/** The not-found page's image (it has no path of its own). */
export const NOT_FOUND_OG_IMAGE = "/og/not-found.png";

/** The small label above the title on a page's image: its search category, or what the page is. */
export function ogLabelOf(page: PageEntry): string {
  if (page.search) return page.search.category;
  if (page.id === "resources") return "Blog & Resources";
  if (page.id === "privacy" || page.id === "terms") return "Legal";
  return "AI Automation";
}

/** The text alternative of an image: what it shows. */
export function ogImageAlt(label: string, title: string): string {
  return `${site.name} · ${label}: ${title}`;
}
