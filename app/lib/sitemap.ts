import { canonicalPathOf, pages } from "~/content/pages";
import { absoluteUrl } from "~/lib/seo";

/** Canonical, indexable paths only: no aliases, no redirects, no 404. */
export function sitemapPaths(): string[] {
  return pages.filter((p) => p.indexable && canonicalPathOf(p) === p.path).map((p) => p.path);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(lastmod: string): string {
  const urls = sitemapPaths()
    .map(
      (path) => `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
