import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { pagination, resourcesPagePath } from "~/content/resources";
import { cn } from "~/lib/utils";

const item =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold tabular-nums";
const linkItem = cn(item, "bg-white text-ink ring-1 ring-line transition-colors hover:bg-subtle hover:ring-ink/25");
const disabledItem = cn(item, "cursor-not-allowed text-ink-muted/70 ring-1 ring-line disabled:opacity-60");

/**
 * The hub's pages: Previous, one link per page (the current one marked), Next. A control with nowhere to go is
 * disabled and the reason is shown beneath (DESIGN 3): with one page, that is Previous and Next.
 */
export function ArticlePagination({ page, pageCount }: { page: number; pageCount: number }) {
  const reasonId = useId();
  const reason =
    pageCount === 1
      ? pagination.disabledReason
      : page === 1
        ? pagination.firstPageReason
        : page === pageCount
          ? pagination.lastPageReason
          : null;
  const disabled = (label: React.ReactNode) => (
    <button type="button" disabled aria-describedby={reasonId} className={disabledItem}>
      {label}
    </button>
  );
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      {pagination.previous}
    </>
  );
  const next = (
    <>
      {pagination.next}
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <nav aria-label={pagination.label} className="mt-14 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={resourcesPagePath(page - 1)} rel="prev" className={linkItem}>
              {previous}
            </Link>
          ) : (
            disabled(previous)
          )}
        </li>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={cn(item, "bg-brand-gradient text-white shadow-glow")}>
                {n}
              </span>
            ) : (
              <Link to={resourcesPagePath(n)} aria-label={pagination.pageLabel(n)} className={linkItem}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={resourcesPagePath(page + 1)} rel="next" className={linkItem}>
              {next}
            </Link>
          ) : (
            disabled(next)
          )}
        </li>
      </ul>
      {reason ? (
        <p id={reasonId} className="text-center text-sm text-ink-muted">
          {reason}
        </p>
      ) : null}
    </nav>
  );
}
