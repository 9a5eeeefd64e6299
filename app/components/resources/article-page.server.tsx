/**
 * Server only (the article route's loader, run at pre-render): an article's whole page as HTML (ADR 007), so
 * its text, table of contents and cards cost the page no JavaScript.
 */
import { toHtml } from "~/components/static/to-html.server";
import { adjacentArticles, relatedArticles } from "~/content/articles/catalog";
import { articleBodyHtml, articleSections } from "~/content/articles/index.server";
import { type ArticleMeta, toArticleCard } from "~/content/articles/schema";
import { ArticlePage } from "./article-page";

export function renderArticlePage(article: ArticleMeta): string {
  const card = toArticleCard(article);
  const { older, newer } = adjacentArticles(card);
  return toHtml(
    <ArticlePage
      article={article}
      bodyHtml={articleBodyHtml(article.slug)}
      sections={articleSections(article.slug)}
      older={older}
      newer={newer}
      related={relatedArticles(card)}
    />,
  );
}
