import { useState } from "react";
import {
  type ArticleFilter,
  articleCountText,
  articleFilterLabel,
  articleFilters,
  articles,
  articlesHeading,
  resourcesEmptyState,
} from "~/content/resources";
import { cn } from "~/lib/utils";
import { ArticleCard } from "./article-card";
import { ArticlePagination } from "./article-pagination";

/** Category filter (All active at first) over the six article cards, with the count announced politely. */
export function ArticleBrowser({ headingId }: { headingId: string }) {
  const [filter, setFilter] = useState<ArticleFilter>("All");
  const shown = filter === "All" ? articles : articles.filter((article) => article.category === filter);
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
      <fieldset className="mt-6 flex flex-wrap gap-2">
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
                "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-[background-color,color,box-shadow] duration-200",
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
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((article) => (
            <li key={article.title}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-lg bg-white p-10 text-center text-ink-muted ring-1 ring-line">
          {resourcesEmptyState}
        </p>
      )}
      <ArticlePagination />
    </>
  );
}
