/**
 * The full-text index on the server (/search): built once per process from the same documents and options as
 * the JSON the dialog loads (scripts/search-index.ts), so the page and the dialog give the same results.
 */
import type MiniSearch from "minisearch";
import { searchDocuments } from "./documents.server";
import { createIndex, type SearchDocument, type SiteResult, searchSite } from "./engine";

let index: MiniSearch<SearchDocument> | undefined;

export function searchSiteIndex(query: string, limit?: number): SiteResult[] {
  index ??= createIndex(searchDocuments());
  return searchSite(index, query, limit);
}
