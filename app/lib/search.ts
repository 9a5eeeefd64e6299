import type { SearchEntry } from "~/content/pages";

/**
 * SPEC 2.3: case-insensitive substring match on title, description or category;
 * an empty (or blank) query shows the first `emptyLimit` entries.
 */
export function filterSearchEntries<T extends Pick<SearchEntry, "title" | "description" | "category">>(
  entries: readonly T[],
  query: string,
  emptyLimit = 5,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return entries.slice(0, emptyLimit);
  return entries.filter(
    (e) =>
      e.title.toLowerCase().includes(q) ||
      e.description.toLowerCase().includes(q) ||
      e.category.toLowerCase().includes(q),
  );
}
