/**
 * The front matter every article file starts with, checked at build time (ADR 027): a missing or bad field
 * stops the build with the file and the field named. Build code only (the MDX compiler, the file reader);
 * the app imports the inferred types, never zod through this module.
 */
import { z } from "zod";
// Extensions spelled out: Vite's config loader reads this file natively (through ./compile.ts).
import { articleCategories } from "../resources.ts";
import { site } from "../site.ts";

/** Who may sign an article: people of site.ts, by key. */
export const articleAuthors = { founder: site.founder } as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Words a visitor would not want in a URL segment of /resources (it is also pagination's "page"). */
const reservedSlugs = new Set(["page"]);

export const ArticleFrontMatterSchema = z
  .object({
    title: z.string().trim().min(20).max(90),
    /** The meta description and the card excerpt. */
    description: z.string().trim().min(70).max(170),
    /** The URL segment: /resources/<slug>; equals the file name. */
    slug: z
      .string()
      .regex(slugPattern, "use lower-case words joined by hyphens")
      .refine((slug) => !reservedSlugs.has(slug), "is reserved"),
    category: z.enum(articleCategories),
    published: z.iso.date(),
    updated: z.iso.date(),
    author: z.enum(Object.keys(articleAuthors) as [keyof typeof articleAuthors]),
    tags: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9 &.-]*$/, "use lower-case tags"))
      .min(2)
      .max(6),
    /** The article's illustration: one of our own SVGs under public/illustrations/articles/. */
    hero: z.object({
      src: z
        .string()
        .regex(/^\/illustrations\/articles\/[a-z0-9-]+\.svg$/, "must be /illustrations/articles/<name>.svg"),
      alt: z.string().trim().min(20),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    /** The closing call to action: a page of the site (the matching system page or /schedule). */
    cta: z.object({
      title: z.string().trim().min(10),
      text: z.string().trim().min(30),
      label: z.string().trim().min(5),
      to: z.string().regex(/^\/[a-z0-9/-]*$/, "must be a path of this site"),
    }),
  })
  .strict()
  .refine((fm) => fm.updated >= fm.published, { path: ["updated"], message: "is before published" });

export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatterSchema>;

/** What the site knows about an article without its body: the front matter, resolved, plus what the body gives. */
export type ArticleMeta = Omit<ArticleFrontMatter, "author"> & {
  path: `/resources/${string}`;
  author: { key: keyof typeof articleAuthors; name: string; role: string };
  /** Minutes at 230 words a minute, rounded up. */
  readingMinutes: number;
  wordCount: number;
};

/** What lists of articles show (cards, search, sitemap, chat links): browser bundles import this alone. */
export type ArticleCard = Pick<
  ArticleMeta,
  "slug" | "path" | "title" | "description" | "category" | "published" | "updated" | "readingMinutes" | "tags"
> & {
  /** The article's own illustration (its hero), the card's cover: every card its own picture. */
  image: string;
};

export function toArticleCard(meta: ArticleMeta): ArticleCard {
  const { slug, path, title, description, category, published, updated, readingMinutes, tags, hero } = meta;
  return { slug, path, title, description, category, published, updated, readingMinutes, tags, image: hero.src };
}

/**
 * A piece of a section as a reader meets it: a paragraph, a list (each item with its bold opening words, if it
 * has them) or a table (the header row first). The chat assistant quotes them.
 */
export type ArticleBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: { lead: string; text: string }[] }
  | { type: "table"; rows: string[][] };

/**
 * A second-level heading of an article with its plain text (the table of contents and the chat assistant's
 * search), and the same text as blocks (the chat assistant's quotes).
 */
export type ArticleSection = { id: string; title: string; text: string; blocks: ArticleBlock[] };

export class ArticleError extends Error {
  override name = "ArticleError";
}

/**
 * The validated front matter of `file` (its path, for messages; its name without extension is the slug).
 * Throws an ArticleError that names the file and every bad or missing field.
 */
export function parseFrontMatter(file: string, data: unknown): ArticleFrontMatter {
  const result = ArticleFrontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const fields = result.error.issues.map((issue) => {
      const field = issue.path.join(".") || "(front matter)";
      const message = issue.path.length > 0 && valueAt(data, issue.path) === undefined ? "is missing" : issue.message;
      return `  - ${field}: ${message}`;
    });
    throw new ArticleError(`Article ${file}: invalid front matter\n${fields.join("\n")}`);
  }
  const expected = fileSlug(file);
  if (result.data.slug !== expected) {
    throw new ArticleError(`Article ${file}: invalid front matter\n  - slug: must equal the file name "${expected}"`);
  }
  return result.data;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export function fileSlug(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(/\.mdx?$/, "");
}

export const WORDS_PER_MINUTE = 230;

export function toArticleMeta(fm: ArticleFrontMatter, wordCount: number): ArticleMeta {
  const author = articleAuthors[fm.author];
  return {
    ...fm,
    path: `/resources/${fm.slug}`,
    author: { key: fm.author, name: author.name, role: author.role },
    readingMinutes: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
    wordCount,
  };
}
