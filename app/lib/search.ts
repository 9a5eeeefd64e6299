import type { SearchEntry } from "~/content/pages";

/** An entry of the search's first tier: one of the 7 fixed entries (SPEC 2.3). */
export type SearchItem = Pick<SearchEntry, "title" | "description" | "url"> & {
  category: string;
  /** Further words that find the entry. */
  keywords?: readonly string[];
};

/**
 * SPEC 2.3: case-insensitive substring match on title, description or category (and an entry's keywords);
 * an empty (or blank) query shows the first `emptyLimit` entries.
 */
export function filterSearchEntries<T extends SearchItem>(entries: readonly T[], query: string, emptyLimit = 5): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return entries.slice(0, emptyLimit);
  return entries.filter(
    (e) =>
      e.title.toLowerCase().includes(q) ||
      e.description.toLowerCase().includes(q) ||
      e.category.toLowerCase().includes(q) ||
      (e.keywords?.some((keyword) => keyword.toLowerCase().includes(q)) ?? false),
  );
}
