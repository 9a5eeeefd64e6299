import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { cn } from "~/lib/utils";
import { indexAfterKey } from "~/lib/wrap-index";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** A category as the browser gets it: text for the tab and option, HTML for the icon and the panel. */
export type BrowserCategory = {
  id: string;
  title: string;
  description: string;
  /** The category's icon (<svg>), rendered on the server. */
  iconHtml: string;
  /** The panel's contents (CategoryPanel), rendered on the server. */
  panelHtml: string;
};

/**
 * Category browser of the service pages (SPEC 2.5): from 768 px a vertical tab list on the left, below it a
 * labelled native <select>; the right panel shows the selected category's subcategories, each with its icon
 * and six features. The first category is selected initially. In the tab list ArrowUp/ArrowDown move the
 * selection (wrapping around), Home/End jump to the ends; selection follows focus (WAI-ARIA tabs pattern).
 * Every panel is in the pre-rendered HTML; the unselected ones are not displayed. Without JavaScript the tabs and
 * the select would do nothing: they are not shown, and every panel is, one under the other (each has its title).
 *
 * Only the tabs, the select and the selection are React: the icons and the panels' contents (CategoryPanel)
 * arrive as HTML rendered by the route's loader (ADR 007), so their code and copy are not in the page's
 * JavaScript.
 */
export function CategoryBrowser({
  categories,
  label,
  selectLabel,
}: {
  categories: readonly BrowserCategory[];
  /** Accessible name of the tab list. */
  label: string;
  /** Visible label of the small-screen select. */
  selectLabel: string;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const selectId = `${baseId}-select`;
  const current = categories[selected] ?? categories[0];

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = indexAfterKey(event.key, selected, categories.length, "vertical");
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div
      data-slot="category-browser"
      className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-8 noscript:md:grid-cols-1"
    >
      <div className="md:hidden noscript:hidden">
        <label htmlFor={selectId} className="mb-2 block w-fit text-sm font-semibold text-ink">
          {selectLabel}
        </label>
        <div className="relative">
          <select
            id={selectId}
            // A choice made before hydration is given back after it (the first-tap script, ADR 031).
            data-replay
            value={current?.id}
            onChange={(event) => setSelected(categories.findIndex((category) => category.id === event.target.value))}
            className="h-12 w-full appearance-none rounded-md border border-line bg-white pr-11 pl-4 text-base font-medium text-ink shadow-card focus-visible:border-brand-600"
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-brand-600"
          />
        </div>
      </div>

      <div
        role="tablist"
        aria-orientation="vertical"
        aria-label={label}
        className="hidden flex-col gap-2 md:flex noscript:md:hidden"
      >
        {categories.map((category, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={category.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(category.id)}
              aria-selected={isSelected}
              aria-controls={panelId(category.id)}
              tabIndex={isSelected ? 0 : -1}
              data-category-id={category.id}
              onClick={() => setSelected(index)}
              onKeyDown={onTabKeyDown}
              className={cn(
                "group relative flex w-full items-start gap-3.5 rounded-lg p-4 text-left transition-[background-color,box-shadow] duration-200",
                isSelected
                  ? "bg-white shadow-card ring-1 ring-brand-100"
                  : "text-ink-muted hover:bg-white/70 hover:text-ink",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "absolute inset-y-3 left-0 w-1 rounded-full bg-brand-gradient transition-opacity",
                  isSelected ? "opacity-100" : "opacity-0",
                )}
              />
              <span
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-md transition-colors",
                  isSelected ? "bg-brand-gradient text-white" : "bg-white text-brand-600 ring-1 ring-line",
                )}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own icons, rendered in the loader
                dangerouslySetInnerHTML={{ __html: category.iconHtml }}
              />
              <span className="min-w-0">
                <span className="block font-semibold leading-snug text-ink">{keepCompoundsIn(category.title)}</span>
                <span className="mt-1 block text-sm leading-snug text-ink-muted">
                  {keepCompoundsIn(category.description)}
                </span>
              </span>
            </button>
          );
        })}
      </div>

      <div className="noscript:grid noscript:gap-6">
        {categories.map((category, index) => (
          <div
            key={category.id}
            role="tabpanel"
            id={panelId(category.id)}
            aria-labelledby={tabId(category.id)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs, a panel without focusable content is focusable
            tabIndex={0}
            data-category-id={category.id}
            className={cn(
              "rounded-xl bg-white p-5 shadow-card ring-1 ring-line motion-safe:animate-fade-up sm:p-6 lg:p-8",
              index !== selected && "hidden noscript:block",
            )}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components, rendered in the loader
            dangerouslySetInnerHTML={{ __html: category.panelHtml }}
          />
        ))}
      </div>
    </div>
  );
}
