import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "~/enquiries/export.server";
import { chatSessionTokens } from "./session-token.server";

describe("chat session tokens", () => {
  const tokens = chatSessionTokens("a test secret");

  it("mints ids that read the same in a CSV export as everywhere else", () => {
    // One base64url id in 64 would open with "-", which the export neutralises as a possible formula.
    for (let i = 0; i < 3000; i++) {
      const { id } = tokens.mint();
      expect(neutraliseFormula(id)).toBe(id);
      expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{21}$/);
    }
  });

  it("verifies its own tokens and refuses a changed id or signature", () => {
    const { id, token } = tokens.mint();
    expect(tokens.verify(token)).toBe(id);
    const signature = token.slice(id.length + 1);
    const otherId = `${id[0] === "A" ? "B" : "A"}${id.slice(1)}`;
    expect(tokens.verify(`${otherId}.${signature}`)).toBeNull();
    const otherSignature = `${signature.slice(0, -1)}${signature.endsWith("x") ? "y" : "x"}`;
    expect(tokens.verify(`${id}.${otherSignature}`)).toBeNull();
    expect(chatSessionTokens("another secret").verify(token)).toBeNull();
  });
});
