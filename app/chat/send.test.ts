import { afterEach, describe, expect, it, vi } from "vitest";
import { chatErrors, chatRateLimited } from "~/content/chat-errors";
import { site } from "~/content/site";
import { chatErrorKind, chatPayload, retryAfterMinutes, sendChatMessage } from "./send";

const payload = chatPayload("session-12345678", "Hello", { ua: "UA", ref: "", page: "/about" });

function respond(body: string, status = 200, type = "application/json") {
  return vi.fn(async () => new Response(body, { status, headers: { "Content-Type": type } }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("chat payload", () => {
  it("carries sessionId, message and meta {ua, ref (or null), page}", () => {
    expect(payload).toEqual({
      sessionId: "session-12345678",
      message: "Hello",
      meta: { ua: "UA", ref: null, page: "/about" },
    });
    expect(chatPayload("s-12345678", "a\fb\u0000c\td\r\ne", { ua: "", ref: "", page: "/" }).message).toBe(
      "abc\td\r\ne",
    );
    expect(chatPayload("s-12345678", "x", { ua: "u".repeat(600), ref: "https://r", page: "" }).meta).toEqual({
      ua: "u".repeat(512),
      ref: "https://r",
      page: "/",
    });
  });
});

describe("sendChatMessage (SPEC 8 error mapping)", () => {
  it("posts JSON to /api/chat-message and returns the reply", async () => {
    const fetchMock = respond(JSON.stringify({ sessionId: "session-12345678", message: "Hi there" }));
    expect(await sendChatMessage(payload, fetchMock)).toEqual({
      ok: true,
      message: "Hi there",
      sessionId: "session-12345678",
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/chat-message");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it.each([500, 503, 400, 404])("maps HTTP %i to the non-2xx text", async (status) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const outcome = await sendChatMessage(payload, respond('{"error":"x"}', status));
    expect(outcome).toEqual({ ok: false, kind: "non2xx", message: chatErrors.non2xx });
    expect(chatErrors.non2xx).toContain(site.email);
  });

  it("maps HTTP 429 to the rate-limit message, with the minutes from Retry-After", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const limited = (retryAfter?: string) =>
      vi.fn(
        async () =>
          new Response('{"error":"Too many messages"}', {
            status: 429,
            headers: retryAfter ? { "Retry-After": retryAfter } : {},
          }),
      );
    expect(await sendChatMessage(payload, limited("42"))).toEqual({
      ok: false,
      kind: "rateLimited",
      message: chatRateLimited(1),
    });
    const outcome = await sendChatMessage(payload, limited("150"));
    expect(outcome).toEqual({ ok: false, kind: "rateLimited", message: chatRateLimited(3) });
    expect(outcome.message).toContain("Too many messages came from your network");
    expect(outcome.message).toContain("try again in 3 minutes");
    expect(outcome.message).not.toBe(chatErrors.non2xx);
    expect(await sendChatMessage(payload, limited())).toMatchObject({ kind: "rateLimited" });
    expect(chatRateLimited(1)).toContain("try again in a minute");
  });

  it("reads Retry-After as seconds or as an HTTP date, rounding up to whole minutes", () => {
    const now = Date.parse("2026-05-01T10:00:00Z");
    expect(retryAfterMinutes("1", now)).toBe(1);
    expect(retryAfterMinutes("60", now)).toBe(1);
    expect(retryAfterMinutes("61", now)).toBe(2);
    expect(retryAfterMinutes("3600", now)).toBe(60);
    expect(retryAfterMinutes("Fri, 01 May 2026 10:04:30 GMT", now)).toBe(5);
    expect(retryAfterMinutes(null, now)).toBe(1);
    expect(retryAfterMinutes("soon", now)).toBe(1);
    expect(retryAfterMinutes("Fri, 01 May 2026 09:00:00 GMT", now)).toBe(1);
  });

  it("maps a network failure to the connection text", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendChatMessage(payload, failing)).toMatchObject({
      kind: "connection",
      message: chatErrors.connection,
    });
  });

  it("maps an error that mentions configuration to the 'being configured' text", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const outcome = await sendChatMessage(payload, respond('{"error":"Chat is missing its configuration"}'));
    expect(outcome).toMatchObject({ kind: "configuration", message: chatErrors.configuration });
  });

  it.each([
    ["an unreadable body", "<html>oops</html>"],
    ["an error without a known kind", '{"error":"Something odd happened"}'],
  ])("maps %s to the default text", async (_label, body) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await sendChatMessage(payload, respond(body))).toMatchObject({
      kind: "default",
      message: chatErrors.default,
    });
  });

  it.each(["{}", '{"message":""}', '{"message":42}', "null"])(
    "uses the fallback text for a 2xx without a message (%s)",
    async (body) => {
      expect(await sendChatMessage(payload, respond(body))).toEqual({
        ok: false,
        kind: "noMessage",
        message: chatErrors.noMessage,
      });
    },
  );

  it("classifies errors by what they say, non-2xx first", () => {
    expect(chatErrorKind(new Error("returned a non-2xx status code; configuration"))).toBe("non2xx");
    expect(chatErrorKind(new Error("Invalid configuration"))).toBe("configuration");
    expect(chatErrorKind(new Error("Network connection lost"))).toBe("connection");
    expect(chatErrorKind(new DOMException("signal timed out", "TimeoutError"))).toBe("connection");
    expect(chatErrorKind(new Error("boom"))).toBe("default");
  });
});
