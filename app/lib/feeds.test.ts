/**
 * The feeds, read as a feed reader would: RSS 2.0 against the rules of its specification (the elements a
 * channel and an item must have, RFC 822 dates, an author's e-mail address, the declared namespaces) and
 * JSON Feed 1.1 against its specification's required fields. Full content, with links that work off-site.
 */
import { describe, expect, it } from "vitest";
import { absoluteUrl, siteUrl } from "./seo";
import { JSON_FEED_PATH, jsonFeed, RSS_PATH, rssXml } from "./feeds.server";
import { articleMetas } from "~/content/articles/index.server";

const articles = articleMetas();

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const CONTENT_NS = "http://purl.org/rss/1.0/modules/content/";
const ATOM_NS = "http://www.w3.org/2005/Atom";

/** Site-relative URLs in HTML attributes: a reader outside the site could not follow them. */
function relativeUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1] as string);
}

describe("RSS 2.0 (/rss.xml)", () => {
  const doc = new DOMParser().parseFromString(rssXml(), "application/xml");
  const channel = doc.querySelector("rss > channel");
  const text = (parent: Element | null | undefined, tag: string) =>
    [...(parent?.children ?? [])].find((child) => child.tagName === tag)?.textContent ?? null;

  it("is well-formed XML with an rss 2.0 root and exactly one channel", () => {
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelectorAll("rss > channel")).toHaveLength(1);
  });

  it("has the channel's required elements, its language, dates and a self link", () => {
    expect(text(channel, "title")).toBe("AIVA Blog & Resources");
    expect(text(channel, "link")).toBe(absoluteUrl("/resources"));
    expect(text(channel, "description")?.length).toBeGreaterThan(20);
    expect(text(channel, "language")).toBe("en");
    expect(text(channel, "lastBuildDate")).toMatch(RFC_822);
    const self = channel?.getElementsByTagNameNS(ATOM_NS, "link")[0];
    expect(self?.getAttribute("rel")).toBe("self");
    expect(self?.getAttribute("href")).toBe(absoluteUrl(RSS_PATH));
    const image = [...(channel?.children ?? [])].find((child) => child.tagName === "image");
    for (const tag of ["url", "title", "link"]) expect(text(image, tag), `image ${tag}`).toBeTruthy();
  });

  it("has one item per article, newest first, each complete and in full", () => {
    const items = [...doc.querySelectorAll("channel > item")];
    expect(items.map((item) => text(item, "link"))).toEqual(articles.map((a) => absoluteUrl(a.path)));
    const guids = items.map((item) => text(item, "guid"));
    expect(new Set(guids).size).toBe(items.length);
    for (const [i, item] of items.entries()) {
      const article = articles[i];
      expect(text(item, "title")).toBe(article?.title);
      expect(text(item, "description")).toBe(article?.description);
      expect(text(item, "pubDate")).toMatch(RFC_822);
      expect(new Date(text(item, "pubDate") ?? "").toISOString().slice(0, 10)).toBe(article?.published);
      // RSS 2.0: <author> is the e-mail address of the author, optionally followed by the name.
      expect(text(item, "author")).toMatch(/^\S+@\S+ \(.+\)$/);
      const categories = [...item.children].filter((c) => c.tagName === "category").map((c) => c.textContent);
      expect(categories).toContain(article?.category);
      const content = item.getElementsByTagNameNS(CONTENT_NS, "encoded")[0]?.textContent ?? "";
      expect(content).toContain("<h2 id=");
      expect(relativeUrls(content)).toEqual([]);
    }
  });
});

describe("JSON Feed 1.1 (/feed.json)", () => {
  const feed = JSON.parse(jsonFeed()) as Record<string, unknown> & { items: Record<string, unknown>[] };

  it("has the version 1.1 URL, a title and items (the required top-level fields)", () => {
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.title).toBe("AIVA Blog & Resources");
    expect(Array.isArray(feed.items)).toBe(true);
    expect(feed.home_page_url).toBe(absoluteUrl("/resources"));
    expect(feed.feed_url).toBe(absoluteUrl(JSON_FEED_PATH));
    expect(feed.language).toBe("en");
    expect(feed.authors).toEqual([expect.objectContaining({ name: "AIVA" })]);
  });

  it("gives every item a unique id and its content, with absolute URLs and RFC 3339 dates", () => {
    expect(feed.items).toHaveLength(articles.length);
    expect(new Set(feed.items.map((item) => item.id)).size).toBe(articles.length);
    for (const [i, item] of feed.items.entries()) {
      const article = articles[i];
      expect(typeof item.id).toBe("string");
      expect(typeof item.content_html).toBe("string");
      expect(item.content_html as string).toContain("<h2 id=");
      expect(relativeUrls(item.content_html as string)).toEqual([]);
      expect(item.url).toBe(absoluteUrl(article?.path ?? ""));
      expect(String(item.url).startsWith(siteUrl)).toBe(true);
      expect(item.title).toBe(article?.title);
      expect(item.summary).toBe(article?.description);
      expect(item.date_published).toMatch(RFC_3339);
      expect(item.date_modified).toMatch(RFC_3339);
      expect(item.authors).toEqual([expect.objectContaining({ name: article?.author.name })]);
      expect(item.tags).toEqual(expect.arrayContaining([article?.category, ...(article?.tags ?? [])]));
    }
  });
});
