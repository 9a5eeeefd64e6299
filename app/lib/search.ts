import type { ArticleCard } from "~/content/articles/schema";
import type { SearchEntry } from "~/content/pages";

/** An entry of the search dialog: one of the 7 fixed entries (SPEC 2.3) or an article. */
export type SearchItem = Pick<SearchEntry, "title" | "description" | "url"> & {
  category: string;
  /** Further words that find the entry (an article's tags). */
  keywords?: readonly string[];
};

/** The word that finds every article, besides its title, description, category and tags. */
const ARTICLE_KEYWORD = "article";

/** The articles as search entries, after the fixed ones: titled, described and categorised as on their cards. */
export function articleSearchEntries(articles: readonly ArticleCard[]): SearchItem[] {
  return articles.map((article) => ({
    title: article.title,
    description: article.description,
    url: article.path,
    category: article.category,
    keywords: [ARTICLE_KEYWORD, ...article.tags],
  }));
}

/**
 * SPEC 2.3: case-insensitive substring match on title, description or category (and an article's tags);
 * an empty (or blank) query shows the first `emptyLimit` entries.
 */
export function filterSearchEntries<T extends SearchItem>(entries: readonly T[], query: string, emptyLimit = 5): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return entries.slice(0, emptyLimit);
  return entries.filter(
    (e) =>
      e.title.toLowerCase().includes(q) ||
      e.description.toLowerCase().includes(q) ||
      e.category.toLowerCase().includes(q) ||
      (e.keywords?.some((keyword) => keyword.toLowerCase().includes(q)) ?? false),
  );
}
