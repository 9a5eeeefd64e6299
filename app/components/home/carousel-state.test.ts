import { describe, expect, it } from "vitest";
import { nextSlide, previousSlide, wrapIndex } from "./carousel-state";

describe("carousel state", () => {
  it("loops in both directions", () => {
    expect(nextSlide(3, 4)).toBe(0);
    expect(nextSlide(0, 4)).toBe(1);
    expect(previousSlide(0, 4)).toBe(3);
    expect(previousSlide(2, 4)).toBe(1);
  });

  it("wraps any index into range", () => {
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
  });
});
