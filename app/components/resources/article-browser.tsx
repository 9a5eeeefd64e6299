import { useState } from "react";
import type { ArticleCard as ArticleCardData } from "~/content/articles/schema";
import {
  type ArticleFilter,
  articleCountText,
  articleFilterLabel,
  articleFilters,
  articlesHeading,
  articlesPerPage,
  resourcesEmptyState,
} from "~/content/resources";
import { cn } from "~/lib/utils";
import { ArticleCard } from "./article-card";
import { ArticlePagination } from "./article-pagination";

/**
 * The hub's articles, newest first: page `page` of them under All (active at first), every article of a category
 * when a filter is chosen (pagination then steps aside), with the count announced politely.
 */
export function ArticleBrowser({
  headingId,
  articles,
  page,
  pageCount,
}: {
  headingId: string;
  articles: readonly ArticleCardData[];
  page: number;
  pageCount: number;
}) {
  const [filter, setFilter] = useState<ArticleFilter>("All");
  const shown =
    filter === "All"
      ? articles.slice((page - 1) * articlesPerPage, page * articlesPerPage)
      : articles.filter((article) => article.category === filter);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
          {articlesHeading}
        </h2>
        <p role="status" className="text-sm font-medium text-ink-muted">
          {articleCountText(shown.length, articles.length, filter)}
        </p>
      </div>
      {/* The filters need JavaScript; without it the page lists its articles and the pages link on (ADR 030). On a
          phone they are one row that scrolls sideways from edge to edge, as an app's category bar does, rather than
          four rows of chips; from sm up they wrap. */}
      <fieldset className="mt-6 flex min-w-0 gap-2 noscript:hidden max-sm:-mx-5 max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:px-5 max-sm:py-1 max-sm:[scrollbar-width:none] sm:flex-wrap">
        <legend className="sr-only">{articleFilterLabel}</legend>
        {articleFilters.map((name) => {
          const active = name === filter;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(name)}
              className={cn(
                "inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-[background-color,color,box-shadow] duration-200",
                active
                  ? "bg-navy-900 text-white shadow-card"
                  : "bg-white text-ink ring-1 ring-line hover:bg-subtle hover:ring-ink/25",
              )}
            >
              {name}
            </button>
          );
        })}
      </fieldset>
      {shown.length > 0 ? (
        // The chat button steps aside while a card is under its corner: with JavaScript by its observer, without it
        // while this list is in view (ADR 051).
        <ul data-launcher-steps-aside className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-lg bg-white p-10 text-center text-ink-muted ring-1 ring-line">
          {resourcesEmptyState}
        </p>
      )}
      {filter === "All" ? <ArticlePagination page={page} pageCount={pageCount} /> : null}
    </>
  );
}
