import { ArrowRight, Search } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { searchCopy } from "~/content/chrome";
import { articles } from "~/content/articles/catalog";
import { searchEntries } from "~/content/pages";
import { articleSearchEntries, filterSearchEntries, type SearchItem } from "~/lib/search";
import { cn } from "~/lib/utils";

/** The 7 registry entries (SPEC 2.3), then the articles. */
const entries: readonly SearchItem[] = [...searchEntries, ...articleSearchEntries(articles)];

/**
 * Global search (SPEC 2.3): a combobox over the 7 registry entries and the articles. Arrow keys move, Enter
 * chooses; choosing navigates, closes the dialog and clears the query. Loaded on first use.
 */
export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = useMemo(() => filterSearchEntries(entries, query, searchCopy.emptyQueryLimit), [query]);
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  const choose = (url: string) => {
    setQuery("");
    setActive(0);
    onOpenChange(false);
    navigate(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((activeIndex + 1) % results.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((activeIndex - 1 + results.length) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = results[activeIndex];
      if (hit) choose(hit.url);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-navy-950/70 backdrop-blur-sm" />
        <D.Content
          data-slot="search-dialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed top-[8vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 animate-[fade-up_0.18s_ease-out] overflow-hidden rounded-xl bg-white text-ink shadow-lift ring-1 ring-line"
        >
          <D.Title className="sr-only">{searchCopy.label}</D.Title>
          <D.Description className="sr-only">{searchCopy.instructions}</D.Description>
          <div className="flex items-center gap-3 border-b border-line px-4">
            <Search aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
            <input
              ref={inputRef}
              type="text"
              role="combobox"
              aria-label={searchCopy.label}
              aria-expanded={results.length > 0}
              aria-controls={results.length > 0 ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder={searchCopy.placeholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-14 w-full bg-transparent text-base outline-none placeholder:text-ink-muted"
            />
            <kbd className="hidden rounded-sm border border-line px-1.5 py-0.5 text-xs text-ink-muted sm:inline">
              Esc
            </kbd>
          </div>
          {results.length > 0 ? (
            <div id={listId} role="listbox" aria-label={searchCopy.label} className="max-h-[60vh] overflow-y-auto p-2">
              {results.map((entry, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: options are reached with the combobox's arrow keys (aria-activedescendant)
                <div
                  key={entry.url}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === activeIndex}
                  onClick={() => choose(entry.url)}
                  onPointerMove={() => setActive(i)}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-3",
                    i === activeIndex && "bg-brand-50",
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span className="font-semibold">{entry.title}</span>
                      <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-ink-muted ring-1 ring-line">
                        {entry.category}
                      </span>
                    </span>
                    <span className="mt-0.5 block truncate text-sm text-ink-muted">{entry.description}</span>
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className={cn("size-4 shrink-0 text-brand-600", i !== activeIndex && "opacity-0")}
                  />
                </div>
              ))}
            </div>
          ) : (
            <div className="px-6 pt-2 pb-8 text-center">
              <p className="font-semibold">{searchCopy.noResults(query)}</p>
              <p className="mt-1 text-sm text-ink-muted">{searchCopy.noResultsHint}</p>
            </div>
          )}
          <p role="status" className="sr-only">
            {results.length === 0 ? searchCopy.noResults(query) : searchCopy.resultsCount(results.length)}
          </p>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
