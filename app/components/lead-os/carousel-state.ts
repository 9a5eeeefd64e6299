/**
 * State of the flagship testimonial carousel (SPEC 4): the index starts at 0, previous and next wrap
 * around, and the dots jump straight to an index. Pure functions, unit-tested beside this file.
 */

export const INITIAL_SLIDE = 0;

export type CarouselAction = { type: "previous" } | { type: "next" } | { type: "go"; index: number };

/** The slide shown after `action`, for `count` slides. Out-of-range jumps are ignored. */
export function carouselReducer(index: number, action: CarouselAction, count: number): number {
  if (count <= 0) return 0;
  switch (action.type) {
    case "previous":
      return (index - 1 + count) % count;
    case "next":
      return (index + 1) % count;
    case "go":
      return Number.isInteger(action.index) && action.index >= 0 && action.index < count ? action.index : index;
  }
}
