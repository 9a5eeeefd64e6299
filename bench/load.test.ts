// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseChatRequest } from "~/chat/schema.server";
import { IDEMPOTENCY_FIELD, IdempotencyKeySchema, readValues, validateEnquiry } from "~/lib/schemas/enquiry";
import {
  chatBody,
  chatScript,
  contactBody,
  contactScript,
  luaString,
  notFoundScript,
  pagesScript,
  parseWrkResult,
  type ScenarioResult,
  storageCheck,
} from "./load";

describe("request bodies", () => {
  it("posts a contact enquiry that the shared schema accepts, with the idempotency key", () => {
    const form = new URLSearchParams(contactBody("bench-abc123-5-m-1-17"));
    const values = readValues("contact", (name) => form.get(name));
    expect(values).not.toBeNull();
    expect(validateEnquiry("contact", values ?? {}).success).toBe(true);
    expect(form.get(IDEMPOTENCY_FIELD)).toBe("bench-abc123-5-m-1-17");
  });

  it("uses keys the action accepts (16+ characters of [A-Za-z0-9_-]) for the shortest tag wrk can produce", () => {
    // Tags are bench-<base36 time>-<n>, then -w|-m, thread and counter (run.ts, load.ts).
    const shortest = `bench-${Date.now().toString(36)}-1-w-1-1`;
    expect(IdempotencyKeySchema.safeParse(shortest).success).toBe(true);
  });

  it("posts a chat message the endpoint's schema accepts", () => {
    const parsed = parseChatRequest(JSON.parse(chatBody("bench-abc123-6-m-1-0", "What is AIVA Lead OS?")));
    expect(parsed.success).toBe(true);
  });

  it("builds Lua scripts around the same bodies", () => {
    const [before, after] = contactBody("KEYMARKER").split("KEYMARKER");
    expect(contactScript()).toContain(luaString(before ?? ""));
    expect(contactScript()).toContain(luaString(after ?? ""));
    expect(chatScript()).toContain('"sessionId":"');
  });
});

describe("luaString", () => {
  it("escapes quotes and backslashes", () => {
    expect(luaString('a"b\\c')).toBe('"a\\"b\\\\c"');
  });
  it("refuses text that is not printable ASCII", () => {
    expect(() => luaString("naïve")).toThrow(/ASCII/);
    expect(() => luaString("a\nb")).toThrow(/ASCII/);
  });
});

describe("parseWrkResult", () => {
  it("reads the BENCH_RESULT line of done(), in milliseconds and seconds", () => {
    const stdout = [
      "Running 10s test @ http://127.0.0.1:4300/contact",
      'BENCH_RESULT {"requests":1200,"durationUs":10000000,"bytes":960000,"connect":0,"read":1,"write":0,"status":2,"timeout":0,"p50":1500,"p99":25000,"max":40000,"mean":2100.5,"sent":1240,"ok":1198}',
    ].join("\n");
    expect(parseWrkResult(stdout)).toEqual({
      requests: 1200,
      durationSeconds: 10,
      bytes: 960000,
      errors: { connect: 0, read: 1, write: 0, timeout: 0, status: 2 },
      latencyMs: { p50: 1.5, p99: 25, max: 40, mean: 2.1005 },
      sent: 1240,
      ok2xx: 1198,
    });
  });

  it("reports no counters for GET scripts and fails without a result line", () => {
    const get = parseWrkResult(
      'BENCH_RESULT {"requests":1,"durationUs":1,"bytes":1,"connect":0,"read":0,"write":0,"status":0,"timeout":0,"p50":1,"p99":1,"max":1,"mean":1,"sent":-1,"ok":-1}',
    );
    expect(get.sent).toBeNull();
    expect(get.ok2xx).toBeNull();
    expect(() => parseWrkResult("unable to connect")).toThrow(/no result/);
  });
});

describe("storageCheck", () => {
  const scenario = (acknowledged: number, unanswered: number): ScenarioResult =>
    ({ stores: { table: "contacts", perRequest: 1 }, acknowledged, unanswered }) as ScenarioResult;

  it("passes when every acknowledged enquiry is stored", () => {
    expect(storageCheck(scenario(500, 0), 500)).toMatchObject({ ok: true, missing: 0 });
  });
  it("allows rows of requests that were cut off unanswered when wrk stopped", () => {
    expect(storageCheck(scenario(500, 50), 530)).toMatchObject({ ok: true, expected: 500, tolerance: 50 });
  });
  it("fails when an acknowledged enquiry is missing", () => {
    expect(storageCheck(scenario(500, 50), 499)).toMatchObject({ ok: false, missing: 1 });
  });
  it("fails on more rows than requests (a duplicate)", () => {
    expect(storageCheck(scenario(500, 0), 501)).toMatchObject({ ok: false, missing: 0 });
  });
  it("counts two chat messages (visitor and assistant) per answer", () => {
    const chat = {
      stores: { table: "chat_messages", perRequest: 2 },
      acknowledged: 10,
      unanswered: 1,
    } as ScenarioResult;
    expect(storageCheck(chat, 20)).toMatchObject({ ok: true, expected: 20, tolerance: 2 });
  });
});

describe("the memory section's GET scripts", () => {
  it("requests the given pages in turn, and a new unknown path each time", () => {
    const pages = pagesScript(["/", "/about"]);
    expect(pages).toContain('local paths = { "/", "/about" }');
    expect(pages).toContain("paths[(n % #paths) + 1]");
    expect(notFoundScript()).toContain('"/no-such-page-" .. n');
    for (const script of [pages, notFoundScript()]) expect(script).toContain("BENCH_RESULT");
  });
});
