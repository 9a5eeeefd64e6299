import { describe, expect, it } from "vitest";
import { readingStep } from "./launcher-reading";

const page = { viewportHeight: 800, pageHeight: 5000 };

describe("the launcher while the visitor reads", () => {
  it("steps aside after a scroll down, not after a jitter", () => {
    expect(readingStep(1000, 1060, page)).toBe("aside");
    expect(readingStep(1000, 1020, page)).toBeNull();
  });

  it("comes back after a short scroll up", () => {
    expect(readingStep(2000, 1970, page)).toBe("back");
    expect(readingStep(2000, 1990, page)).toBeNull();
  });

  it("stays near the top and comes back at the end of the page, whichever way the visitor scrolls", () => {
    expect(readingStep(0, 150, page)).toBe("back");
    expect(readingStep(3500, 4150, page)).toBe("back");
  });
});
