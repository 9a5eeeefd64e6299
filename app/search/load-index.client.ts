/**
 * The full-text index in the browser: the JSON written at build time (scripts/search-index.ts), fetched and
 * built when the search dialog first opens (never with a page's first load), a few sections at a time so a
 * keystroke is never held up for long. One load per page session.
 */
import type MiniSearch from "minisearch";
import { loadIndexInSteps, type SearchDocument } from "./engine";
import indexUrl from "./generated/search-index.json?url";

let loading: Promise<MiniSearch<SearchDocument>> | undefined;

export function loadSiteIndex(): Promise<MiniSearch<SearchDocument>> {
  loading ??= fetch(indexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then(loadIndexInSteps)
    .catch((error: unknown) => {
      // A failed load (offline) is tried again at the next opening.
      loading = undefined;
      throw error;
    });
  return loading;
}
