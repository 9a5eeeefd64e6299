import ArrowRight from "lucide-react/icons/arrow-right";
import SearchIcon from "lucide-react/icons/search";
import { Form, Link, useSearchParams } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/section";
import { searchCopy } from "~/content/chrome";
import { SEARCH_PATH, searchEntries } from "~/content/pages";
import { getServerPage } from "~/content/server-pages";
import { searchPage, siteSearchCopy } from "~/content/search";
import { filterSearchEntries, type SearchItem } from "~/lib/search";
import { pageMeta } from "~/lib/seo";
import type { SiteResult } from "~/search/engine";
import { searchSiteIndex } from "~/search/site-index.server";
import { Marked, Snippet } from "~/components/search/snippet";
import type { Route } from "./+types/search";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

const page = getServerPage("search");

/** The first tier, as in the dialog: the 7 entries of SPEC 2.3. */
const entries: readonly SearchItem[] = searchEntries;

/** The query's sections of the site, from the full-text index (the dialog searches the same index). */
export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  return { site: query.trim() ? searchSiteIndex(query, siteSearchCopy.pageLimit) : [] };
}

export const meta = () => pageMeta(page);

/**
 * Search as a page (`/search?q=…`, DESIGN 3): rendered per request, never pre-rendered, with the dialog's two
 * tiers (the SPEC 2.3 entries and filter, then the sections of the site's pages) and the SPEC 2.3 texts;
 * `noindex`. A plain GET form, so it works without JavaScript; once hydrated the form navigates client-side.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  const [params] = useSearchParams();
  const query = (params.get("q") ?? "").slice(0, 200);
  const searched = query.trim() !== "";
  const results = filterSearchEntries(entries, query, searchCopy.emptyQueryLimit);
  const nothing = searched && results.length === 0 && site.length === 0;
  const fallback = nothing ? filterSearchEntries(entries, "", searchCopy.emptyQueryLimit) : [];

  return (
    <>
      <PageHero title={page.heading} lead={searchPage.lead} bottomSpace="pb-24 md:pb-28">
        <Form method="get" action={SEARCH_PATH} role="search" className="w-full max-w-2xl">
          <label htmlFor="search-query" className="sr-only">
            {searchPage.inputLabel}
          </label>
          <div className="flex items-center gap-2 rounded-xl bg-white p-2 shadow-lift ring-1 ring-white/20 focus-within:ring-2 focus-within:ring-cyan-300">
            <SearchIcon aria-hidden="true" className="ml-2 size-5 shrink-0 text-ink-muted" />
            <input
              // A new search starts from what was searched for.
              key={query}
              id="search-query"
              name="q"
              type="search"
              defaultValue={query}
              placeholder={searchPage.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              // Arriving from the header's search button (the page is where it leads): ready to type.
              // biome-ignore lint/a11y/noAutofocus: a search page opened by the search button, as the dialog focuses its input
              autoFocus={!searched}
              className="h-12 min-w-0 flex-1 bg-transparent px-1 text-base text-ink outline-none placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
            />
            <button
              type="submit"
              className="inline-flex h-12 shrink-0 items-center gap-2 rounded-lg bg-brand-gradient px-5 font-semibold text-white shadow-glow transition-[filter] hover:brightness-110"
            >
              {searchPage.submitLabel}
            </button>
          </div>
        </Form>
      </PageHero>

      <div className="bg-subtle pb-20 md:pb-28">
        <Container className="relative z-10 -mt-12 md:-mt-14">
          <section
            aria-labelledby="search-results-title"
            className="max-w-3xl rounded-xl bg-white p-4 shadow-lift ring-1 ring-line sm:p-10"
          >
            {nothing ? (
              <>
                <div className="rounded-lg bg-subtle px-6 py-8 text-center ring-1 ring-line">
                  <h2 id="search-results-title" className="text-xl font-semibold tracking-tight text-balance">
                    {searchCopy.noResults(query)}
                  </h2>
                  <p className="mt-2 text-ink-muted">{keepCompoundsIn(searchCopy.noResultsHint)}</p>
                </div>
                <h3 className="mt-10 px-2 text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase">
                  {searchPage.elsewhereTitle}
                </h3>
                <ResultList items={fallback} />
                <p className="mt-8 px-2">
                  <a
                    href={siteSearchCopy.chatHref(query)}
                    className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {siteSearchCopy.askAssistant}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </p>
              </>
            ) : (
              <>
                <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-2 pt-2 sm:p-0">
                  <h2 id="search-results-title" className="text-xl font-semibold tracking-tight text-balance">
                    {searched ? searchPage.resultsTitle(query) : searchPage.startTitle}
                  </h2>
                  {searched ? (
                    <p className="text-sm font-medium text-ink-muted">
                      {searchPage.resultsCount(results.length + site.length)}
                    </p>
                  ) : null}
                </div>
                {results.length > 0 ? <ResultList items={results} /> : null}
                {site.length > 0 ? (
                  <>
                    <h3 className="mt-10 px-2 text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase">
                      {siteSearchCopy.title}
                    </h3>
                    <SiteResultList items={site} />
                  </>
                ) : null}
              </>
            )}
          </section>
        </Container>
      </div>
    </>
  );
}

function ResultList({ items }: { items: readonly SearchItem[] }) {
  return (
    <ol aria-label={searchPage.resultsLabel} className="mt-6 grid gap-3">
      {items.map((entry) => (
        <li key={entry.url}>
          <Link
            to={entry.url}
            className="group flex items-center gap-4 rounded-lg p-4 ring-1 ring-line transition-[background-color,box-shadow] hover:bg-brand-50/60 hover:ring-brand-600/30 sm:p-5"
          >
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink group-hover:text-brand-700">
                  {keepCompoundsIn(entry.title)}
                </span>
                <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-ink-muted ring-1 ring-line">
                  {entry.category}
                </span>
              </span>
              <span className="mt-1 block text-sm leading-relaxed text-ink-muted">
                {keepCompoundsIn(entry.description)}
              </span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        </li>
      ))}
    </ol>
  );
}

function SiteResultList({ items }: { items: readonly SiteResult[] }) {
  return (
    <ol aria-label={siteSearchCopy.listLabel} className="mt-4 grid gap-3">
      {items.map((result) => (
        <li key={`${result.url} ${result.title}`}>
          <Link
            to={result.url}
            className="group block rounded-lg p-4 ring-1 ring-line transition-[background-color,box-shadow] hover:bg-brand-50/60 hover:ring-brand-600/30 sm:p-5"
          >
            <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="font-semibold text-ink group-hover:text-brand-700">
                <Marked parts={result.titleParts} />
              </span>
              <span className="text-xs font-medium text-ink-muted">{keepCompoundsIn(result.page)}</span>
            </span>
            <Snippet parts={result.snippet} className="mt-1 block text-sm leading-relaxed text-ink-muted" />
          </Link>
        </li>
      ))}
    </ol>
  );
}
