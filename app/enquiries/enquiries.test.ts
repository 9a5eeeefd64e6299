import { describe, expect, it } from "vitest";
import { neutraliseFormula, toCsv, toJson, toTable } from "./export.server";
import { retryDelayMs } from "../outbox/outbox.server";
import { signBody } from "./webhook.server";
import { fallbackIdempotencyKeys, type NewEnquiry, type StoredEnquiry } from "./store.server";

const row = (over: Partial<StoredEnquiry> = {}): StoredEnquiry => ({
  id: 1,
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
  fullName: "Ada Lovelace",
  workEmail: "ada@example.com",
  companyName: null,
  operationalChallenge: "general",
  situationAndGoals: "Hello, world",
  source: "contact",
  phone: null,
  idempotencyKey: "k",
  ...over,
});

describe("CSV export", () => {
  it("neutralises every formula prefix, also after spaces and in full-width form", () => {
    for (const value of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "  =1", "＝1"]) {
      expect(neutraliseFormula(value), JSON.stringify(value)).toBe(`'${value}`);
    }
    for (const value of ["Ada", "1+1", "a=b", ""]) expect(neutraliseFormula(value)).toBe(value);
  });

  it("quotes every cell, doubles quotes, keeps newlines, writes NULL as empty, starts with a BOM and uses CRLF", () => {
    const csv = toCsv([row({ situationAndGoals: 'He said "hi",\nthen left', companyName: "=cmd" })]);
    expect(csv.startsWith('\uFEFF"id","created_at"')).toBe(true);
    expect(csv).toContain(
      '"1","2026-01-02T03:04:05.000Z","contact","Ada Lovelace","ada@example.com","\'=cmd",,"general","He said ""hi"",\nthen left"\r\n',
    );
  });
});

describe("JSON and table export", () => {
  it("JSON has the column names and ISO dates", () => {
    expect(JSON.parse(toJson([row()]))).toEqual([
      {
        id: 1,
        created_at: "2026-01-02T03:04:05.000Z",
        source: "contact",
        full_name: "Ada Lovelace",
        work_email: "ada@example.com",
        company_name: null,
        phone: null,
        operational_challenge: "general",
        situation_and_goals: "Hello, world",
      },
    ]);
  });

  it("the table strips terminal control characters and truncates long values", () => {
    const table = toTable([row({ fullName: "Eve\u001b[2J\u0007", situationAndGoals: "x".repeat(200) })]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(table).toContain("…");
    expect(table).toContain("1 enquiry");
  });
});

describe("outbox backoff", () => {
  it("doubles from the base per attempt, capped, with ±20 % jitter", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 60_000, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(20, 1000, 60_000, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, 60_000, () => 0.999999)).toBe(1200);
    expect(retryDelayMs(30, 1000, 60_000, () => 0.999999)).toBe(60_000);
  });

  it("signs bodies with HMAC-SHA256", () => {
    expect(signBody("{}", "secret")).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signBody("{}", "secret")).not.toBe(signBody("{} ", "secret"));
  });
});

describe("server-side idempotency keys (posts without JavaScript)", () => {
  const enquiry: NewEnquiry = {
    source: "contact",
    fullName: "Ada",
    workEmail: "Ada@Example.com",
    companyName: null,
    operationalChallenge: "general",
    situationAndGoals: "Hello there, automation",
    phone: null,
  };
  const at = new Date("2026-01-01T10:05:00Z");

  it("are the same for the same form, IP and 10-minute bucket, and differ otherwise", () => {
    const [a, previous] = fallbackIdempotencyKeys(enquiry, "192.0.2.1", at);
    expect(fallbackIdempotencyKeys(enquiry, "192.0.2.1", new Date("2026-01-01T10:09:59Z"))[0]).toBe(a);
    expect(fallbackIdempotencyKeys({ ...enquiry, workEmail: "ada@example.com" }, "192.0.2.1", at)[0]).toBe(a);
    expect(fallbackIdempotencyKeys(enquiry, "192.0.2.2", at)[0]).not.toBe(a);
    expect(fallbackIdempotencyKeys({ ...enquiry, situationAndGoals: "Other" }, "192.0.2.1", at)[0]).not.toBe(a);
    // The next bucket's "previous" key is this bucket's key: a double submit across the boundary matches.
    expect(fallbackIdempotencyKeys(enquiry, "192.0.2.1", new Date("2026-01-01T10:10:01Z"))[1]).toBe(a);
    expect(previous).not.toBe(a);
    expect(a).toMatch(/^nojs-[A-Za-z0-9_-]{43}$/);
  });
});
