import { describe, expect, it } from "vitest";
import { indexAfterKey, wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it("wraps forward from the last item to the first and back from the first to the last", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it("brings any integer into range, and is 0 for a list of one or none", () => {
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("indexAfterKey", () => {
  it("moves by one with the arrows, wrapping at both ends", () => {
    expect(indexAfterKey("ArrowDown", 2, 3)).toBe(0);
    expect(indexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(indexAfterKey("ArrowUp", 0, 3)).toBe(2);
    expect(indexAfterKey("ArrowLeft", 1, 3)).toBe(0);
  });

  it("goes to the first tab on Home and the last on End", () => {
    expect(indexAfterKey("Home", 2, 4)).toBe(0);
    expect(indexAfterKey("End", 1, 4)).toBe(3);
    expect(indexAfterKey("End", 0, 1)).toBe(0);
  });

  it("in a vertical tab list, leaves ArrowLeft and ArrowRight alone", () => {
    expect(indexAfterKey("ArrowDown", 3, 4, "vertical")).toBe(0);
    expect(indexAfterKey("ArrowUp", 0, 4, "vertical")).toBe(3);
    expect(indexAfterKey("ArrowLeft", 1, 4, "vertical")).toBeNull();
    expect(indexAfterKey("ArrowRight", 1, 4, "vertical")).toBeNull();
  });

  it("ignores every other key", () => {
    for (const key of ["Enter", " ", "Tab", "a"]) expect(indexAfterKey(key, 1, 4)).toBeNull();
  });
});
