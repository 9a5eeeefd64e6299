// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseChatRequest } from "./schema.server";

const valid = {
  sessionId: "3f2b8c1e-1111-4a4a-9b9b-0123456789ab",
  message: "Hello",
  meta: { ua: "UA", ref: null, page: "/" },
};

describe("chat request schema", () => {
  it("accepts the widget's payload and trims the message", () => {
    const result = parseChatRequest({ ...valid, message: "  How much?  \n" });
    expect(result).toEqual({ success: true, data: { ...valid, message: "How much?" } });
  });

  it.each([
    ["8 characters", "abcdEFGH"],
    ["128 characters", "a".repeat(128)],
    ["letters, digits, _ and -", "Ab_9-xY_z"],
  ])("accepts a session id of %s", (_label, sessionId) => {
    expect(parseChatRequest({ ...valid, sessionId }).success).toBe(true);
  });

  it.each([
    ["missing", undefined],
    ["7 characters", "abcdefg"],
    ["129 characters", "a".repeat(129)],
    ["with a space", "abcd efgh"],
    ["with a slash", "abcd/efgh"],
    ["a number", 12345678],
  ])("refuses a session id that is %s, with a reason", (_label, sessionId) => {
    const result = parseChatRequest({ ...valid, sessionId });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.reason).toMatch(/sessionId/);
  });

  it("counts the 2,000-character limit after trimming", () => {
    expect(parseChatRequest({ ...valid, message: `  ${"x".repeat(2000)}  ` }).success).toBe(true);
    const tooLong = parseChatRequest({ ...valid, message: "x".repeat(2001) });
    expect(tooLong).toEqual({ success: false, reason: "message must be at most 2000 characters" });
  });

  it.each([
    ["empty", ""],
    ["whitespace only", " \n\t "],
    ["missing", undefined],
    ["not a string", { text: "hi" }],
  ])("refuses a message that is %s", (_label, message) => {
    const result = parseChatRequest({ ...valid, message });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.reason).toMatch(/message/);
  });

  it("cuts meta strings to 512 characters and tolerates missing or odd meta", () => {
    const long = parseChatRequest({ ...valid, meta: { ua: "u".repeat(600), ref: "r".repeat(513), page: "/p" } });
    expect(long.success && long.data.meta).toEqual({ ua: "u".repeat(512), ref: "r".repeat(512), page: "/p" });
    const missing = parseChatRequest({ sessionId: valid.sessionId, message: "hi" });
    expect(missing.success && missing.data.meta).toEqual({ ua: null, ref: null, page: null });
    const odd = parseChatRequest({ ...valid, meta: { ua: 42, ref: ["x"], page: "/about" } });
    expect(odd.success && odd.data.meta).toEqual({ ua: null, ref: null, page: "/about" });
    expect(parseChatRequest({ ...valid, meta: "nope" }).success).toBe(true);
  });

  it.each([
    ["a NUL", "Hello\u0000world"],
    ["only a NUL", "\u0000"],
    ["an escape sequence", "\u001b[31mred"],
    ["a bell", "ding\u0007"],
    ["a vertical tab", "a\u000bb"],
    ["a form feed", "a\u000cb"],
    ["a unit separator", "a\u001fb"],
    // trim() would drop these at the ends; they are refused before it runs.
    ["a leading vertical tab", "\u000bHi"],
    ["a trailing form feed", "Hi\u000c"],
    ["only a vertical tab", "\u000b"],
  ])("refuses a message with %s, with a reason that says so", (_label, message) => {
    expect(parseChatRequest({ ...valid, message })).toEqual({
      success: false,
      reason: "message must not contain control characters such as NUL (only tabs and line breaks are allowed)",
    });
  });

  it("accepts tabs, line breaks and other Unicode in a message", () => {
    const message = "Line one\r\nline\ttwo\nZürich 😀 \u202e \u007f";
    expect(parseChatRequest({ ...valid, message })).toEqual({ success: true, data: { ...valid, message } });
  });

  it("strips control characters from meta strings before cutting them", () => {
    const result = parseChatRequest({
      ...valid,
      meta: { ua: "Mozilla\u0000/5.0\u001b", ref: "https://x.example/\u0000?q=1", page: `/a\u0000${"p".repeat(600)}` },
    });
    expect(result.success && result.data.meta).toEqual({
      ua: "Mozilla/5.0",
      ref: "https://x.example/?q=1",
      page: `/a${"p".repeat(510)}`,
    });
  });

  it.each([null, [], "text", 42])("refuses a body that is not an object (%j)", (body) => {
    expect(parseChatRequest(body)).toEqual({ success: false, reason: "body must be a JSON object" });
  });
});
