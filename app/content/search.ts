/** The /search page (DESIGN 3): where the header's search button leads before the page is interactive, or without JavaScript. */
import { searchCopy } from "./chrome";

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
