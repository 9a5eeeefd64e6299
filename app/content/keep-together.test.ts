import { describe, expect, it } from "vitest";
import { keepTogetherParts } from "./keep-together";

describe("keeping compounds and numbers with their unit on one line", () => {
  it("finds hyphenated compounds and a number with its unit, and nothing else", () => {
    expect(keepTogetherParts("A done-for-you program, replies within 24 hours and a 15-hour guarantee.")).toEqual([
      "A ",
      "done-for-you",
      " program, replies within ",
      "24 hours",
      " and a ",
      "15-hour",
      " guarantee.",
    ]);
    expect(keepTogetherParts("Nothing to keep - here.")).toEqual(["Nothing to keep - here."]);
  });
});
