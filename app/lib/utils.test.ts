import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("joins classes in order and keeps every one of them (conflicts are prevented at the source, ADR 047)", () => {
    expect(cn("py-16 md:py-24", "text-center")).toBe("py-16 md:py-24 text-center");
    expect(cn("px-4", "px-6")).toBe("px-4 px-6");
  });

  it("drops falsy values and reads objects and arrays", () => {
    expect(cn("a", false, undefined, null, "b", { c: true, d: false }, ["e", 0 && "f"])).toBe("a b c e");
  });
});
