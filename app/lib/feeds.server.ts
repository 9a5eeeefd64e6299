/**
 * Server only (the feed routes, run at pre-render): every article in full, newest first, as RSS 2.0 and JSON
 * Feed 1.1, written by the `feed` package.
 */
import { Feed } from "feed";
import { absoluteUrl, siteUrl } from "./seo";
import { ogImagePath } from "./og-image";
import { feedCopy } from "~/content/resources";
import { site } from "~/content/site";
import { articleBodyHtml, articleMetas } from "~/content/articles/index.server";

export const RSS_PATH = "/rss.xml";
export const JSON_FEED_PATH = "/feed.json";

function buildFeed(): Feed {
  const articles = articleMetas();
  const newest = articles[0];
  const updated = new Date(
    `${
      articles
        .map((a) => a.updated)
        .sort()
        .at(-1) ?? "2026-01-01"
    }T00:00:00Z`,
  );
  const feed = new Feed({
    title: feedCopy.title,
    description: feedCopy.description,
    id: absoluteUrl("/resources"),
    link: absoluteUrl("/resources"),
    language: "en",
    image: absoluteUrl("/apple-touch-icon.png"),
    favicon: absoluteUrl("/favicon.svg"),
    copyright: `© ${(newest?.published ?? "2026").slice(0, 4)} ${site.legalName}. All rights reserved.`,
    updated,
    generator: site.name,
    feedLinks: { rss: absoluteUrl(RSS_PATH), json: absoluteUrl(JSON_FEED_PATH) },
    author: { name: site.name, email: site.email, link: absoluteUrl("/") },
  });
  for (const article of articles) {
    const url = absoluteUrl(article.path);
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      content: articleBodyHtml(article.slug, siteUrl),
      date: new Date(`${article.updated}T00:00:00Z`),
      published: new Date(`${article.published}T00:00:00Z`),
      // RSS 2.0 names an author by e-mail address; the public address stands for every author.
      author: [{ name: article.author.name, email: site.email, link: absoluteUrl("/about") }],
      category: [article.category, ...article.tags].map((name) => ({ name })),
      image: absoluteUrl(ogImagePath(article.path)),
    });
  }
  return feed;
}

export function rssXml(): string {
  return buildFeed().rss2();
}

/**
 * JSON Feed 1.1. The package writes version 1, which 1.1 extends: the version URL, `authors` lists (the
 * single `author` stays for readers of version 1, as the 1.1 specification allows) and `language`.
 */
export function jsonFeed(): string {
  const feed = JSON.parse(buildFeed().json1()) as Record<string, unknown> & {
    author?: object;
    items: (Record<string, unknown> & { author?: object })[];
  };
  return JSON.stringify(
    {
      ...feed,
      version: "https://jsonfeed.org/version/1.1",
      language: "en",
      ...(feed.author ? { authors: [feed.author] } : {}),
      items: feed.items.map((item) => ({
        ...item,
        ...(item.author ? { authors: [item.author] } : {}),
        language: "en",
      })),
    },
    null,
    2,
  );
}
