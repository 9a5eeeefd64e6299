import { describe, expect, it } from "vitest";
import {
  canGoNext,
  canGoPrevious,
  clampStep,
  counterLabel,
  nextStep,
  previousStep,
  progressFraction,
  stepStatus,
  SWIPE_THRESHOLD_PX,
  swipeStep,
} from "./process-explorer-state";

describe("process explorer state", () => {
  it("disables Previous at the first step and Next at the last", () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(2, 4)).toBe(true);
    expect(canGoNext(3, 4)).toBe(false);
  });

  it("moves one step and stays within 0-3", () => {
    expect(nextStep(0, 4)).toBe(1);
    expect(nextStep(3, 4)).toBe(3);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(0)).toBe(0);
    expect(clampStep(7, 4)).toBe(3);
    expect(clampStep(-1, 4)).toBe(0);
  });

  it("marks earlier steps complete, the current one current, later ones upcoming", () => {
    expect([0, 1, 2, 3].map((step) => stepStatus(step, 2))).toEqual(["complete", "complete", "current", "upcoming"]);
    expect(stepStatus(0, 0)).toBe("current");
  });

  it("fills (index + 1) / 4 of the progress bar", () => {
    expect([0, 1, 2, 3].map((i) => progressFraction(i, 4))).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it("swipes left over 50 px to the next step and right to the previous", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(-51, 0)).toBe(1);
    expect(swipeStep(51, 0)).toBe(-1);
    expect(swipeStep(-120, 10)).toBe(1);
  });

  it("ignores taps, swipes of 50 px or less, and mostly vertical moves", () => {
    expect(swipeStep(-50, 0)).toBe(0);
    expect(swipeStep(50, 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-80, 200)).toBe(0);
  });

  it("labels the counter 'n of 4'", () => {
    expect(counterLabel(0, 4)).toBe("1 of 4");
    expect(counterLabel(3, 4)).toBe("4 of 4");
  });
});
