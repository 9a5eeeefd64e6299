/**
 * The published articles, newest first, as their cards: each article module's `card` export (./compile.ts),
 * so a browser bundle that imports this carries no body and no more front matter than lists show. The whole
 * articles are in ./index.server.tsx.
 */
import type { ArticleCard } from "./schema";

const modules = import.meta.glob<ArticleCard>(["./*.md", "./*.mdx"], { eager: true, import: "card" });

/** Code-unit order. Not `localeCompare`: its first call loads the browser's collation data while the page starts
 * (tests/e2e/locale-data.test.ts); ISO dates sort correctly this way, and titles need only a stable order. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first; on the same day, by title. */
export const articles: readonly ArticleCard[] = Object.values(modules).sort(
  (a, b) => compareText(b.published, a.published) || compareText(a.title, b.title),
);

const bySlug = new Map(articles.map((article) => [article.slug, article]));

export function findArticle(slug: string): ArticleCard | undefined {
  return bySlug.get(slug);
}

/** The article published just before (older) and just after (newer) this one, in publication order. */
export function adjacentArticles(
  article: ArticleCard,
  list: readonly ArticleCard[] = articles,
): { older?: ArticleCard; newer?: ArticleCard } {
  const i = list.findIndex((a) => a.slug === article.slug);
  return { older: list[i + 1], newer: i > 0 ? list[i - 1] : undefined };
}

/**
 * Up to `count` other articles, most related first: the same category counts 2, each shared tag 1; ties go to
 * the newer article. Articles with nothing in common are not related.
 */
export function relatedArticles(
  article: ArticleCard,
  count = 3,
  list: readonly ArticleCard[] = articles,
): ArticleCard[] {
  const tags = new Set(article.tags);
  return list
    .filter((other) => other.slug !== article.slug)
    .map((other, order) => ({
      other,
      order,
      score: (other.category === article.category ? 2 : 0) + other.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}
