/** Positions in a list that wraps around: carousels and tab lists. */

/** `index` brought into 0..count-1, wrapping around at both ends; 0 when the list is empty. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((Math.trunc(index) % count) + count) % count : 0;
}

const ARROWS = {
  vertical: { ArrowUp: -1, ArrowDown: 1 },
  both: { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 },
} as const satisfies Record<string, Record<string, number>>;

/**
 * The index a tab list selects when `key` is pressed on the tab at `current` (WAI-ARIA tabs): the arrows move by
 * one and wrap around, Home and End go to the first and last tab; null for any other key.
 */
export function indexAfterKey(
  key: string,
  current: number,
  count: number,
  arrows: keyof typeof ARROWS = "both",
): number | null {
  if (key === "Home") return 0;
  if (key === "End") return Math.max(count - 1, 0);
  const step = (ARROWS[arrows] as Record<string, number>)[key];
  return step === undefined ? null : wrapIndex(current + step, count);
}
