import { sitemapXml } from "~/lib/sitemap";

export function loader() {
  const lastmod = new Date(__BUILD_TIME__).toISOString().slice(0, 10);
  return new Response(sitemapXml(lastmod), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
