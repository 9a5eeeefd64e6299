import { describe, expect, it } from "vitest";
import { toUnicodeRange } from "./subset-font";

describe("toUnicodeRange", () => {
  it("joins consecutive code points into ranges and keeps single ones alone", () => {
    expect(toUnicodeRange([0x20, 0x21, 0x22, 0x41, 0xa0, 0xa1, 0x2026])).toBe(
      "U+0020-0022, U+0041, U+00A0-00A1, U+2026",
    );
  });

  it("writes nothing for no code points and five hex digits above the BMP", () => {
    expect(toUnicodeRange([])).toBe("");
    expect(toUnicodeRange([0x1f600, 0x1f601])).toBe("U+1F600-1F601");
  });
});
