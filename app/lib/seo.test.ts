import { describe, expect, it } from "vitest";
import { articles } from "~/content/articles/catalog";
import { absoluteUrl, buildMeta, organizationJsonLd, pageMeta } from "./seo";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

describe("buildMeta", () => {
  it("emits title, description, keywords, canonical, Open Graph and Twitter tags", () => {
    const meta = buildMeta({
      title: "Pricing",
      description: "What it costs.",
      keywords: ["a", "b"],
      canonicalPath: "/pricing",
      image: { path: "/og/pricing.png", alt: "AIVA · Pricing" },
      jsonLd: [{ "@type": "Thing" }],
    });
    expect(meta).toContainEqual({ property: "og:image", content: absoluteUrl("/og/pricing.png") });
    expect(meta).toContainEqual({ name: "twitter:image", content: absoluteUrl("/og/pricing.png") });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "AIVA · Pricing" });
    expect(meta).toContainEqual({ title: "Pricing | AIVA" });
    expect(meta).toContainEqual({ name: "description", content: "What it costs." });
    expect(meta).toContainEqual({ name: "keywords", content: "a, b" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/pricing") });
    for (const property of ["og:title", "og:description", "og:url", "og:type", "og:image"]) {
      expect(meta.some((m) => "property" in m && m.property === property)).toBe(true);
    }
    for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
      expect(meta.some((m) => "name" in m && m.name === name)).toBe(true);
    }
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });

  it("makes canonical URLs absolute", () => {
    expect(absoluteUrl("/about")).toMatch(/^https?:\/\/[^/]+\/about$/);
    expect(absoluteUrl("/")).toMatch(/^https?:\/\/[^/]+\/$/);
  });

  it("points /services to the Revenue Growth page as canonical", () => {
    expect(pageMeta("services")).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: absoluteUrl("/services/revenue-growth-ai-system"),
    });
    expect(pageMeta("lead-os")).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: absoluteUrl("/services/aiva-lead-os"),
    });
  });

  it("describes the organisation with a customer-service contact point", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@type": "Organization",
      name: "AIVA",
      contactPoint: { "@type": "ContactPoint", contactType: "customer service" },
    });
  });
});

describe("sitemap and robots", () => {
  it("lists canonical, indexable pages only", () => {
    const paths = sitemapPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/services/aiva-lead-os");
    expect(paths).not.toContain("/services");
    expect(paths).not.toContain("/sales-automation");
    expect(paths).toContain("/demo");
    expect(paths).toHaveLength(12 + articles.length);
    const xml = sitemapXml("2026-01-01");
    expect(xml.match(/<loc>/g)).toHaveLength(12 + articles.length);
    expect(xml).toContain(`<loc>${absoluteUrl("/about")}</loc>\n    <lastmod>2026-01-01</lastmod>`);
  });

  it("lists every article, dated by its last update", () => {
    const xml = sitemapXml("2026-01-01");
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      expect(xml).toContain(`<loc>${absoluteUrl(article.path)}</loc>\n    <lastmod>${article.updated}</lastmod>`);
    }
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });
});
