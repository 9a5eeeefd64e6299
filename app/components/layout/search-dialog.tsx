import { ArrowRight, Search } from "lucide-react";
import type MiniSearch from "minisearch";
import { Dialog as D } from "radix-ui";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Marked, Snippet } from "~/components/search/snippet";
import { searchCopy } from "~/content/chrome";
import { searchEntries } from "~/content/pages";
import { searchPage, siteSearchCopy } from "~/content/search";
import { filterSearchEntries } from "~/lib/search";
import { SECTIONS_LAID_OUT } from "~/lib/section-layout";
import { cn } from "~/lib/utils";
import { type SearchDocument, type SiteResult, searchSite } from "~/search/engine";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

type Option =
  | { kind: "entry"; url: string; entry: (typeof searchEntries)[number] }
  | { kind: "site"; url: string; result: SiteResult };

/**
 * Global search (SPEC 2.3, issue 32): a combobox over two tiers. First the 7 registry entries and their
 * substring filter; below them the sections of the site's pages from the full-text index, which loads when the
 * dialog opens. While the entries match, the sections are folded behind a button (and ArrowDown past the last
 * entry). Arrow keys move, Enter chooses; choosing navigates, closes the dialog and clears the query.
 */
export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [index, setIndex] = useState<MiniSearch<SearchDocument> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open || index) return;
    let current = true;
    import("~/search/load-index.client")
      .then(({ loadSiteIndex }) => loadSiteIndex())
      .then((loaded) => {
        if (current) setIndex(loaded);
      })
      // Without the index the first tier still answers; the next opening tries again.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [open, index]);

  // Closing unmounts the content, and with it the query, the active row and the unfolded sections.
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
          <SearchBody index={index} inputRef={inputRef} onClose={() => onOpenChange(false)} />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/**
 * The combobox and its results. Its own component, so that a keystroke renders the results and not the dialog
 * around them (Radix's focus trap and layers).
 */
function SearchBody({
  index,
  inputRef,
  onClose,
}: {
  index: MiniSearch<SearchDocument> | null;
  inputRef: React.RefObject<HTMLInputElement | null>;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const navigate = useNavigate();
  const listId = useId();

  const entries = useMemo(() => filterSearchEntries(searchEntries, query, searchCopy.emptyQueryLimit), [query]);
  // One more than it shows, to know whether the search page has more.
  const found = useMemo(
    () => (index && query.trim() ? searchSite(index, query, siteSearchCopy.dialogLimit + 1) : []),
    [index, query],
  );
  const site = found.slice(0, siteSearchCopy.dialogLimit);
  const more = found.length > site.length;
  const showSite = entries.length === 0 || expanded;
  const options: Option[] = [
    ...entries.map((entry) => ({ kind: "entry" as const, url: entry.url, entry })),
    ...(showSite ? site.map((result) => ({ kind: "site" as const, url: result.url, result })) : []),
  ];
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const searched = query.trim() !== "";
  const loading = searched && !index && entries.length === 0;
  const nothing = searched && options.length === 0 && !loading;

  const optionId = (i: number) => `${listId}-option-${i}`;

  // The active row in view when the arrows move it (not on every keystroke: a forced layout per key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active row changes, by design
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  }, [activeIndex]);

  const choose = (url: string) => {
    onClose();
    // A section's address: the sections still skipped while the page loads (ADR 010) take their real heights
    // first, so the scroll to the section lands on it.
    if (url.includes("#")) document.documentElement.dataset[SECTIONS_LAID_OUT] = "";
    navigate(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      // Past the last entry: unfold the sections of the site's pages and move to the first.
      if (activeIndex === options.length - 1 && !showSite && site.length > 0) {
        setExpanded(true);
        setActive(options.length);
      } else setActive((activeIndex + 1) % options.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((activeIndex - 1 + options.length) % options.length);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : options.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = options[activeIndex];
      if (hit) choose(hit.url);
    }
  };

  const status = loading
    ? siteSearchCopy.loading
    : nothing
      ? searchCopy.noResults(query)
      : searchCopy.resultsCount(entries.length + site.length);

  return (
    <>
      <div className="flex items-center gap-3 border-b border-line px-4">
        <Search aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={searchCopy.label}
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={searchCopy.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setExpanded(false);
          }}
          onKeyDown={onKeyDown}
          className="h-14 w-full bg-transparent text-base outline-none placeholder:text-ink-muted"
        />
        <kbd className="hidden rounded-sm border border-line px-1.5 py-0.5 text-xs text-ink-muted sm:inline">Esc</kbd>
      </div>
      <div>
        {options.length > 0 ? (
          <div id={listId} role="listbox" aria-label={searchCopy.label} className="max-h-[60vh] overflow-y-auto p-2">
            {options.map((option, i) => {
              const id = optionId(i);
              const selected = i === activeIndex;
              const firstSite = option.kind === "site" && options[i - 1]?.kind !== "site";
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: options are reached with the combobox's arrow keys (aria-activedescendant)
                <div
                  // Keyed by place, not by result or kind: typing on updates the rows' text in place instead of
                  // removing and creating their elements on every keystroke.
                  key={i}
                  id={id}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  aria-labelledby={option.kind === "site" ? `${id}-title` : undefined}
                  aria-describedby={option.kind === "site" ? `${id}-page ${id}-snippet` : undefined}
                  onClick={() => choose(option.url)}
                  onPointerMove={() => setActive(i)}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-3",
                    selected && "bg-brand-50",
                    firstSite && i > 0 && "mt-2 border-t border-line",
                  )}
                >
                  {/* One shape for both kinds of row, so a keystroke that turns entries into sections updates
                      the rows' text in place rather than replacing their elements. */}
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-baseline gap-x-2">
                      <span id={`${id}-title`} className="font-semibold">
                        {option.kind === "entry" ? option.entry.title : <Marked parts={option.result.titleParts} />}
                      </span>
                      <span
                        id={`${id}-page`}
                        className={
                          option.kind === "entry"
                            ? "rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-ink-muted ring-1 ring-line"
                            : "text-xs font-medium text-ink-muted"
                        }
                      >
                        {option.kind === "entry" ? option.entry.category : option.result.page}
                      </span>
                    </span>
                    <Snippet
                      id={`${id}-snippet`}
                      parts={
                        option.kind === "entry"
                          ? [{ text: option.entry.description, mark: false }]
                          : option.result.snippet
                      }
                      className={cn(
                        "mt-0.5 text-sm text-ink-muted",
                        option.kind === "entry" ? "block truncate" : "line-clamp-2",
                      )}
                    />
                  </span>
                  {/* The arrow marks the active row only: one icon, not one per row. */}
                  {selected ? (
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  ) : (
                    <span aria-hidden="true" className="size-4 shrink-0" />
                  )}
                </div>
              );
            })}
          </div>
        ) : null}
        {!showSite && site.length > 0 ? (
          <div className="border-t border-line px-4 py-3">
            <button
              type="button"
              onClick={() => {
                setExpanded(true);
                inputRef.current?.focus();
              }}
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {siteSearchCopy.showMore(site.length)}
            </button>
          </div>
        ) : null}
        {showSite && more ? (
          <div className="border-t border-line px-4 py-3">
            <Link
              to={siteSearchCopy.pageHref(query)}
              onClick={onClose}
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {siteSearchCopy.allResults(query)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        ) : null}
        {loading ? (
          <p className="px-6 pt-2 pb-8 text-center text-sm text-ink-muted">{keepCompoundsIn(siteSearchCopy.loading)}</p>
        ) : null}
        {nothing || (!searched && options.length === 0) ? (
          <div className="px-6 pt-2 pb-6">
            <div className="text-center">
              <p className="font-semibold">{searchCopy.noResults(query)}</p>
              <p className="mt-1 text-sm text-ink-muted">{keepCompoundsIn(searchCopy.noResultsHint)}</p>
            </div>
            <p className="mt-6 text-xs font-semibold tracking-[0.12em] text-ink-muted uppercase">
              {searchPage.elsewhereTitle}
            </p>
            <ul className="mt-2 grid gap-1">
              {filterSearchEntries(searchEntries, "", searchCopy.emptyQueryLimit).map((entry) => (
                <li key={entry.url}>
                  <Link
                    to={entry.url}
                    onClick={onClose}
                    className="block rounded-md px-2 py-1.5 text-sm font-medium hover:bg-brand-50"
                  >
                    {entry.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={siteSearchCopy.chatHref(query)}
              onClick={onClose}
              className="mt-4 inline-flex items-center gap-2 px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {siteSearchCopy.askAssistant}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  );
}
