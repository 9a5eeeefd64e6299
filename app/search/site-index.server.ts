/**
 * The full-text index on the server (/search): built once per process from the same documents and options as
 * the JSON the dialog loads (scripts/search-index.ts), so the page and the dialog give the same results.
 */
import type MiniSearch from "minisearch";
import { searchDocuments } from "./documents.server";
import { createIndex, type SearchDocument, type SiteResult, searchSite } from "./engine";
import { excerptOf } from "./packed-index";

let built: { index: MiniSearch<SearchDocument>; texts: Map<number, string> } | undefined;

/** The sections for a query, each snippet from the section's whole text (the page has it; the dialog has less). */
export function searchSiteIndex(query: string, limit?: number): SiteResult[] {
  if (!built) {
    const documents = searchDocuments();
    built = {
      index: createIndex(documents),
      texts: new Map(documents.map((doc) => [doc.id, excerptOf(doc, Number.POSITIVE_INFINITY)])),
    };
  }
  const { index, texts } = built;
  return searchSite(index, query, limit, (id) => texts.get(id));
}
