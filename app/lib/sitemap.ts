import { articles } from "~/content/articles/catalog";
import { canonicalPathOf, pages } from "~/content/pages";
import { extraResourcesPagePaths } from "~/content/resources";
import { absoluteUrl } from "~/lib/seo";

type SitemapEntry = { path: string; lastmod?: string };

/** Canonical, indexable pages only (no aliases, no redirects, no 404), then the articles, dated by their update. */
function sitemapEntries(): SitemapEntry[] {
  return [
    ...pages.filter((p) => p.indexable && canonicalPathOf(p) === p.path).map((p) => ({ path: p.path })),
    ...extraResourcesPagePaths(articles.length).map((path) => ({ path })),
    ...articles.map((article) => ({ path: article.path, lastmod: article.updated })),
  ];
}

export function sitemapPaths(): string[] {
  return sitemapEntries().map((entry) => entry.path);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** `lastmod` dates the pages that have no date of their own (the build's date). */
export function sitemapXml(lastmod: string): string {
  const urls = sitemapEntries()
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${entry.lastmod ?? lastmod}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
