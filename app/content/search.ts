/** The /search page (DESIGN 3): where the header's search button leads before the page is interactive, or without JavaScript. */
import { searchCopy } from "./chrome";
import { SEARCH_PATH } from "./pages";

export const searchPage = {
  lead: "Find an AI system, the AIVA Lead OS program, an article, or the quickest way to reach our team.",
  inputLabel: searchCopy.label,
  placeholder: searchCopy.placeholder,
  submitLabel: "Search",
  /** Above the first entries when nothing was searched for (SPEC 2.3: an empty query shows the first 5). */
  startTitle: "Popular pages",
  /** Above the results of a query. */
  resultsTitle: (query: string) => `Results for “${query}”`,
  resultsCount: searchCopy.resultsCount,
  /** Under the SPEC 2.3 no-result texts: where to go instead. */
  elsewhereTitle: "Start from one of these pages",
  resultsLabel: "Search results",
} as const;

/** The full-text tier of the search (issue 32), in the dialog and on /search. */
export const siteSearchCopy = {
  /** Above the sections of the site's pages that match, under the 7 entries. */
  title: "On the site's pages",
  listLabel: "Matching sections of the site",
  /** Dialog: the sections are folded away while the 7 entries match (SPEC 2.3 stays the first tier). */
  showMore: (n: number) =>
    n === 1 ? "Show 1 more result from the site's pages" : `Show ${n} more results from the site's pages`,
  loading: "Searching the site's pages…",
  /** A search that finds nothing: the assistant, with the query as its first message. */
  askAssistant: "Ask the assistant instead",
  /** Dialog: more sections match than it shows; the search page lists them all. */
  allResults: (query: string) => `See all results for “${query.trim()}”`,
  pageHref: (query: string) => `${SEARCH_PATH}?q=${encodeURIComponent(query.trim())}`,
  /** Where the query goes when the visitor asks the assistant. */
  chatHref: (query: string) => `/chat?q=${encodeURIComponent(query.trim())}`,
  /** Sections shown at most: in the dialog, on the page. */
  dialogLimit: 8,
  pageLimit: 20,
} as const;
