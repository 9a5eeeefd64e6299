import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureSessionId, keepSessionId } from "./session";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("ensureSessionId", () => {
  it("creates a crypto.randomUUID() and keeps it under lead_session", () => {
    const id = ensureSessionId();
    expect(id).toMatch(UUID);
    expect(localStorage.getItem("lead_session")).toBe(id);
    expect(ensureSessionId()).toBe(id);
  });

  it("replaces a stored value that is not a valid session id", () => {
    localStorage.setItem("lead_session", "bad id!");
    expect(ensureSessionId()).toMatch(UUID);
  });

  it("gives null when storage is blocked, so nothing is sent", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(ensureSessionId()).toBeNull();
  });

  it("gives null when the id cannot be stored", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(ensureSessionId()).toBeNull();
  });

  it("gives null without crypto.randomUUID (insecure context)", () => {
    vi.stubGlobal("crypto", {});
    expect(ensureSessionId()).toBeNull();
  });

  it("keeps the signed id the server answered with in place of the provisional one", () => {
    const provisional = ensureSessionId();
    const signed = "AAAAAAAAAAAAAAAAAAAAAA.c2lnbmF0dXJlLW9mLXRoZS1zZXJ2ZXItMTIzNDU2Nzg5MDEy";
    keepSessionId(signed);
    expect(localStorage.getItem("lead_session")).toBe(signed);
    expect(ensureSessionId()).toBe(signed);
    expect(ensureSessionId()).not.toBe(provisional);
  });
});
