import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { pagination } from "~/content/resources";
import { cn } from "~/lib/utils";

const item =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold tabular-nums";
const disabledItem = cn(item, "cursor-not-allowed text-ink-muted/70 ring-1 ring-line disabled:opacity-60");

/**
 * Pagination with only one page of articles (DESIGN §3): page 1 is the current page and every other
 * control is disabled, with the reason shown beneath (no link that goes nowhere).
 */
export function ArticlePagination() {
  const reasonId = useId();
  return (
    <nav aria-label={pagination.label} className="mt-14 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button type="button" disabled aria-describedby={reasonId} className={disabledItem}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {pagination.previous}
          </button>
        </li>
        {pagination.pages.map((n) =>
          n === pagination.currentPage ? (
            <li key={n}>
              <span aria-current="page" className={cn(item, "bg-brand-gradient text-white shadow-glow")}>
                {n}
              </span>
            </li>
          ) : (
            <li key={n}>
              <button type="button" disabled aria-describedby={reasonId} className={disabledItem}>
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled aria-describedby={reasonId} className={disabledItem}>
            {pagination.next}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
      <p id={reasonId} className="text-center text-sm text-ink-muted">
        {pagination.disabledReason}
      </p>
    </nav>
  );
}
