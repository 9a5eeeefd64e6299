/**
 * Server only (loaders and resource routes, so at pre-render time; the chat assistant at start): the
 * articles with their bodies, compiled by ./compile.ts.
 */
import type { MDXComponents, MDXContent } from "mdx/types";
import { renderToStaticMarkup } from "react-dom/server";
import { articles } from "./catalog";
import type { ArticleBlock, ArticleMeta, ArticleSection } from "./schema";

type ArticleModule = { default: MDXContent; meta: ArticleMeta; sections: ArticleSection[] };

const modules = import.meta.glob<ArticleModule>(["./*.md", "./*.mdx"], { eager: true });
const bySlug = new Map(Object.values(modules).map((module) => [module.meta.slug, module]));

/** The whole front matter of an article (its page, the feeds), or undefined when there is no such article. */
export function findArticleMeta(slug: string): ArticleMeta | undefined {
  return bySlug.get(slug)?.meta;
}

/** Every article's whole front matter, newest first (the catalog's order). */
export function articleMetas(): ArticleMeta[] {
  return articles.map((card) => moduleOf(card.slug).meta);
}

function moduleOf(slug: string): ArticleModule {
  const module = bySlug.get(slug);
  if (!module) throw new Error(`No article "${slug}"`);
  return module;
}

/**
 * The body of an article as HTML. `origin` makes the links and images absolute, for readers of the feeds
 * who are not on this site.
 */
export function articleBodyHtml(slug: string, origin?: string): string {
  const Body = moduleOf(slug).default;
  const absolute = (url: unknown) => (origin && typeof url === "string" && url.startsWith("/") ? origin + url : url);
  const components: MDXComponents = origin
    ? {
        a: (props) => <a {...props} href={absolute(props.href) as string} />,
        img: (props) => <img {...props} src={absolute(props.src) as string} alt={props.alt ?? ""} />,
      }
    : {};
  return renderToStaticMarkup(<Body components={components} />);
}

/** The second-level headings with their text; the first entry (no id) is the text before them. */
export function articleSections(slug: string): readonly ArticleSection[] {
  return moduleOf(slug).sections;
}

/** A section of an article as the chat assistant knows it: what it says, and where to read on. */
export type ArticlePassage = {
  /** "article:<slug>" for the text before the first heading, "article:<slug>#<heading id>" for a section. */
  id: string;
  /** The section's heading, or the article's title for the text before the first heading. */
  title: string;
  text: string;
  blocks: readonly ArticleBlock[];
  path: string;
  articleTitle: string;
  /** The article's title (for a section), category and tags, and its description (for the text before the first heading). */
  keywords: string;
  category: ArticleMeta["category"];
  /** The article's tags: the subjects its author says it is about. */
  tags: readonly string[];
  /** The article's description, with the text before the first heading: what the article is about in a sentence or two. */
  summary?: string;
  /** The page the article's call to action leads to: the system it is about, or /schedule. */
  ctaPath: string;
};

/** One passage per section of every article, for the chat assistant's knowledge (app/chat/knowledge.server.ts). */
export function articlePassages(): ArticlePassage[] {
  return articles.flatMap((article) => {
    const meta = moduleOf(article.slug).meta;
    return articleSections(article.slug).map((section) => ({
      id: `article:${article.slug}${section.id ? `#${section.id}` : ""}`,
      title: section.title || article.title,
      text: section.text,
      blocks: section.blocks,
      path: article.path,
      articleTitle: article.title,
      keywords: `${section.id ? article.title : article.description} ${article.category} ${article.tags.join(" ")}`,
      category: article.category,
      tags: article.tags,
      ...(section.id ? {} : { summary: article.description }),
      ctaPath: meta.cta.to,
    }));
  });
}
