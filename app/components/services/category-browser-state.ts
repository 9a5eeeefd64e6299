/**
 * State of the category browser (SPEC 2.5, 4): which category is selected, and how the keys of its
 * vertical tab list move the selection. Pure functions, so they are unit-tested without a DOM.
 */

/** The first category is selected initially. */
export const INITIAL_CATEGORY_INDEX = 0;

/** Keys the tab list handles; any other key leaves the selection alone. */
export type CategoryKey = "ArrowUp" | "ArrowDown" | "Home" | "End";

export function isCategoryKey(key: string): key is CategoryKey {
  return key === "ArrowUp" || key === "ArrowDown" || key === "Home" || key === "End";
}

/** `index` brought into 0..count-1, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The index selected after `key` is pressed on the tab at `current`: ArrowUp and ArrowDown move by one and
 * wrap around, Home goes to the first category and End to the last.
 */
export function indexAfterKey(current: number, count: number, key: CategoryKey): number {
  switch (key) {
    case "ArrowUp":
      return wrapIndex(current - 1, count);
    case "ArrowDown":
      return wrapIndex(current + 1, count);
    case "Home":
      return 0;
    case "End":
      return Math.max(count - 1, 0);
  }
}

/** The index of the category with `id` (from the small-screen select), or the current one if unknown. */
export function indexOfId(ids: readonly string[], id: string, current: number): number {
  const index = ids.indexOf(id);
  return index === -1 ? current : index;
}
