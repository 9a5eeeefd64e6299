/**
 * State of the four-step process explorer (SPEC 4), as pure functions so it can be unit-tested.
 *
 * - The step index runs 0-3 and starts at 0. Previous is disabled at the first step, Next at the last;
 *   a step marker selects its step directly. Steps before the current one are complete (check mark).
 * - The progress bar is (index + 1) / 4 of its track.
 * - Mobile: a swipe of more than 50 px left goes to the next step, right to the previous one.
 */

export const SWIPE_THRESHOLD_PX = 50;

export type StepStatus = "complete" | "current" | "upcoming";

export function clampStep(index: number, count: number): number {
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function canGoPrevious(index: number): boolean {
  return index > 0;
}

export function canGoNext(index: number, count: number): boolean {
  return index < count - 1;
}

/** Previous step; stays at the first. */
export function previousStep(index: number): number {
  return Math.max(index - 1, 0);
}

/** Next step; stays at the last. */
export function nextStep(index: number, count: number): number {
  return Math.min(index + 1, count - 1);
}

export function stepStatus(step: number, current: number): StepStatus {
  if (step < current) return "complete";
  return step === current ? "current" : "upcoming";
}

/** Fraction of the progress track that is filled: (index + 1) / count. */
export function progressFraction(index: number, count: number): number {
  return (clampStep(index, count) + 1) / count;
}

/**
 * Where a touch gesture moves a carousel or the steps: a mostly horizontal move of more than 50 px left → 1
 * (the next), right → -1 (the previous); anything else (a tap, a short or vertical move) → 0.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The '2 of 4' counter. */
export function counterLabel(index: number, count: number): string {
  return `${clampStep(index, count) + 1} of ${count}`;
}
