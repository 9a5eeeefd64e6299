/**
 * The articles as a crawler meets them in the build and over HTTP: every article pre-rendered with its
 * metadata, Open Graph article tags and parsed JSON-LD; the feeds served (not the plain 404 of unknown file
 * paths); a 1200 × 630 PNG social image for every page; the sitemap and every page's head naming them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { articleAuthors } from "../../app/content/articles/schema";
import { buildDir, clientDir, decodeEntities as decode, prerenderedFile } from "../support/build";
import { rawRequest } from "../support/http";
import { startServer, type TestServer } from "../support/server";

const buildInfo = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8")) as { siteUrl: string };
const articles = readArticleFiles();

function meta(html: string, attribute: "name" | "property", key: string): string[] {
  return [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))].map((m) =>
    decode(m[1] ?? ""),
  );
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function prerenderedPages(dir = clientDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return prerenderedPages(full);
    return name === "index.html" ? [full] : [];
  });
}

describe.each(articles.map((a) => [a.path, a] as const))("pre-rendered article %s", (articlePath, article) => {
  const html = readFileSync(prerenderedFile(articlePath), "utf8");
  const url = `${buildInfo.siteUrl}${articlePath}`;

  it("has its title as h1 and its whole text without JavaScript", () => {
    expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "")).toBe(article.title);
    expect((html.match(/<h2 id="/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('data-slot="article-body"');
  });

  it("has its title, description, keywords, canonical and Open Graph article tags", () => {
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(`${article.title} | AIVA`);
    expect(meta(html, "name", "description")).toEqual([article.description]);
    expect(meta(html, "name", "keywords")).toEqual([article.tags.join(", ")]);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta(html, "property", "og:url")).toEqual([url]);
    expect(meta(html, "property", "og:type")).toEqual(["article"]);
    expect(meta(html, "property", "article:published_time")).toEqual([article.published]);
    expect(meta(html, "property", "article:modified_time")).toEqual([article.updated]);
    expect(meta(html, "property", "article:section")).toEqual([article.category]);
    expect(meta(html, "property", "article:tag")).toEqual([...article.tags]);
    expect(meta(html, "property", "article:author")).toEqual([articleAuthors[article.author].name]);
  });

  it("has BlogPosting and BreadcrumbList JSON-LD that parse", () => {
    const blocks = jsonLd(html);
    const posting = blocks.find((b) => b["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: article.title,
      description: article.description,
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      datePublished: article.published,
      dateModified: article.updated,
      author: { "@type": "Person", name: articleAuthors[article.author].name },
      publisher: { "@type": "Organization", name: "AIVA" },
      articleSection: article.category,
      image: { url: `${buildInfo.siteUrl}/og${articlePath}.png`, width: 1200, height: 630 },
    });
    const trail = blocks.find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Blog/Resources",
      // The article names itself by its title (the route's handle, ADR 036), not by its address's words.
      article.title,
    ]);
  });
});

describe("social images", () => {
  const pagesWithHtml = prerenderedPages();

  it("every pre-rendered page names its own 1200 × 630 PNG, with its size and a text alternative", () => {
    expect(pagesWithHtml.length).toBeGreaterThanOrEqual(12 + articles.length);
    const images = new Map<string, string>();
    for (const file of pagesWithHtml) {
      const html = readFileSync(file, "utf8");
      const [image] = meta(html, "property", "og:image");
      expect(image, file).toMatch(new RegExp(`^${buildInfo.siteUrl}/og/.+\\.png$`));
      expect(meta(html, "name", "twitter:image")).toEqual([image]);
      expect(meta(html, "property", "og:image:width")).toEqual(["1200"]);
      expect(meta(html, "property", "og:image:height")).toEqual(["630"]);
      expect(meta(html, "property", "og:image:alt")[0]?.length, file).toBeGreaterThan(10);
      const imagePath = (image ?? "").slice(buildInfo.siteUrl.length);
      expect(pngSize(path.join(clientDir, imagePath)), imagePath).toEqual({ width: 1200, height: 630 });
      images.set(file, imagePath);
    }
    // Its own: no two pages share an image, but the /services alias, which shares its canonical page's.
    const shared = [...images.values()].filter((image, i, all) => all.indexOf(image) !== i);
    expect(shared).toEqual(["/og/services/revenue-growth-ai-system.png"]);
  });
});

describe("over HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves /rss.xml and /feed.json with every article in full", async () => {
    const rss = await rawRequest(`${server.url}/rss.xml`);
    expect(rss.status).toBe(200);
    expect(rss.headers["content-type"]).toMatch(/xml/);
    expect(rss.text).toContain('<rss version="2.0"');
    const json = await rawRequest(`${server.url}/feed.json`);
    expect(json.status).toBe(200);
    expect(json.headers["content-type"]).toMatch(/json/);
    const feed = JSON.parse(json.text) as { version: string; items: { url: string; content_html: string }[] };
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.items.map((item) => item.url)).toEqual(articles.map((a) => `${buildInfo.siteUrl}${a.path}`));
    for (const article of articles) expect(rss.text).toContain(`<link>${buildInfo.siteUrl}${article.path}</link>`);
  });

  it("serves every article page and its social image; an unknown article or page number is the 404 page", async () => {
    for (const article of articles) {
      const page = await rawRequest(`${server.url}${article.path}`);
      expect(page.status).toBe(200);
      const image = await rawRequest(`${server.url}/og${article.path}.png`);
      expect(image.status).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
    }
    for (const missing of ["/resources/no-such-article", "/resources/page/2", "/resources/page/1"]) {
      const page = await rawRequest(`${server.url}${missing}`);
      expect(page.status, missing).toBe(404);
      expect(page.text).toContain("Page Not Found");
    }
  });

  it("lists the articles in the sitemap, and every page links the feeds from its head", async () => {
    const sitemap = await rawRequest(`${server.url}/sitemap.xml`);
    for (const article of articles) {
      expect(sitemap.text).toContain(
        `<loc>${buildInfo.siteUrl}${article.path}</loc>\n    <lastmod>${article.updated}</lastmod>`,
      );
    }
    for (const pagePath of ["/", "/about", articles[0]?.path ?? "/"]) {
      const page = await rawRequest(`${server.url}${pagePath}`);
      expect(page.text).toMatch(
        /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss\.xml"\/>/,
      );
      expect(page.text).toMatch(
        /<link rel="alternate" type="application\/feed\+json" title="[^"]+" href="\/feed\.json"\/>/,
      );
    }
  });
});
