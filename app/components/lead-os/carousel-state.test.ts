import { describe, expect, it } from "vitest";
import { carouselReducer, INITIAL_SLIDE } from "./carousel-state";

describe("testimonial carousel state", () => {
  it("starts at the first slide", () => {
    expect(INITIAL_SLIDE).toBe(0);
  });

  it("goes forward and wraps from the last slide to the first", () => {
    expect(carouselReducer(0, { type: "next" }, 3)).toBe(1);
    expect(carouselReducer(1, { type: "next" }, 3)).toBe(2);
    expect(carouselReducer(2, { type: "next" }, 3)).toBe(0);
  });

  it("goes back and wraps from the first slide to the last", () => {
    expect(carouselReducer(2, { type: "previous" }, 3)).toBe(1);
    expect(carouselReducer(0, { type: "previous" }, 3)).toBe(2);
  });

  it("jumps to a dot's index and ignores indexes that do not exist", () => {
    expect(carouselReducer(0, { type: "go", index: 2 }, 3)).toBe(2);
    expect(carouselReducer(2, { type: "go", index: 0 }, 3)).toBe(0);
    expect(carouselReducer(1, { type: "go", index: 3 }, 3)).toBe(1);
    expect(carouselReducer(1, { type: "go", index: -1 }, 3)).toBe(1);
    expect(carouselReducer(1, { type: "go", index: 1.5 }, 3)).toBe(1);
  });

  it("stays at 0 with a single slide or none", () => {
    expect(carouselReducer(0, { type: "next" }, 1)).toBe(0);
    expect(carouselReducer(0, { type: "previous" }, 1)).toBe(0);
    expect(carouselReducer(0, { type: "next" }, 0)).toBe(0);
  });
});
