// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { LighthouseResult } from "./lighthouse";
import type { ScenarioResult } from "./load";
import type { MemoryResult } from "./memory";
import { lighthouseChecks, loadChecks, memoryChecks, table } from "./report";

function lighthouse(overrides: Partial<LighthouseResult>): LighthouseResult {
  return {
    path: "/about",
    notFound: false,
    formFactor: "mobile",
    scores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
    performanceRuns: [98, 97, 99],
    medianRun: 0,
    metrics: { fcpMs: 900, lcpMs: 1200, tbtMs: 20, cls: 0, speedIndexMs: 1000, ttiMs: 1500 },
    transferBytes: 200_000,
    jsTransferBytes: 140_000,
    requests: 30,
    failing: [],
    gateFailures: [],
    benchmarkIndex: 1500,
    warnings: [],
    errors: [],
    seconds: 20,
    ...overrides,
  };
}

function scenario(overrides: Partial<ScenarioResult>): ScenarioResult {
  return {
    name: "GET /about",
    database: null,
    method: "GET",
    path: "/about",
    threads: 2,
    url: "http://127.0.0.1:4300/about",
    connections: 50,
    seconds: 10,
    requests: 100_000,
    rps: 10_000,
    latencyMs: { p50: 4, p99: 12, max: 30, mean: 5 },
    bytesPerResponse: 9000,
    non2xx3xx: 0,
    socketErrors: { connect: 0, read: 0, write: 0, timeout: 0 },
    serverCpuCores: 1,
    wrkCpuCores: 0.6,
    peakRssBytes: 100e6,
    hwmBytes: 100e6,
    tag: "bench-x-1",
    acknowledged: 0,
    unanswered: 0,
    ...overrides,
  };
}

describe("lighthouseChecks", () => {
  it("holds a route's mobile TBT to twice its static reference's plus 50 ms, and does not gate the reference", () => {
    const reference = lighthouse({
      path: "/__bench-reference/about",
      referenceFor: "/about",
      scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 90 },
      metrics: { fcpMs: 900, lcpMs: 1100, tbtMs: 40, cls: 0, speedIndexMs: 900, ttiMs: 1000 },
    });
    const within = lighthouseChecks([
      lighthouse({ metrics: { fcpMs: 900, lcpMs: 1200, tbtMs: 130, cls: 0, speedIndexMs: 1000, ttiMs: 1500 } }),
      reference,
    ]);
    const ratio = within.find((c) => c.name.includes("static reference"));
    expect(ratio).toMatchObject({ kind: "bar", ok: true, detail: "TBT 130 ms, reference 40 ms (limit 130 ms)" });
    expect(within.filter((c) => c.kind === "gate").map((c) => c.name)).toEqual([
      "lighthouse mobile /about: accessibility, best practices, SEO = 100",
    ]);
    const over = lighthouseChecks([
      lighthouse({ metrics: { fcpMs: 900, lcpMs: 1200, tbtMs: 131, cls: 0, speedIndexMs: 1000, ttiMs: 1500 } }),
      reference,
    ]);
    expect(over.find((c) => c.name.includes("static reference"))?.ok).toBe(false);
  });

  it("gates on accessibility, best practices and SEO, and only reports the performance bars", () => {
    const checks = lighthouseChecks([
      lighthouse({ scores: { performance: 80, accessibility: 100, "best-practices": 100, seo: 100 } }),
    ]);
    expect(checks.find((c) => c.kind === "gate")?.ok).toBe(true);
    const bar = checks.find((c) => c.kind === "bar");
    expect(bar?.ok).toBe(false);
    expect(bar?.detail).toContain("performance 80 < 95");
  });

  it("fails the gate with the failing audits named", () => {
    const [gate] = lighthouseChecks([
      lighthouse({
        gateFailures: ["accessibility 96"],
        failing: [{ category: "accessibility", id: "color-contrast", title: "Contrast" }],
      }),
    ]);
    expect(gate?.ok).toBe(false);
    expect(gate?.detail).toBe("accessibility 96; accessibility:color-contrast");
  });

  it("names each missed DESIGN.md §5 timing bar", () => {
    const bar = lighthouseChecks([
      lighthouse({ metrics: { fcpMs: 900, lcpMs: 1600, tbtMs: 60, cls: 0.02, speedIndexMs: 1, ttiMs: 1 } }),
    ]).find((c) => c.kind === "bar");
    expect(bar?.detail).toBe("LCP 1.60 s > 1.5 s, TBT 60 ms > 50 ms, CLS 0.020 > 0.01");
  });

  it("checks the timing bars on mobile only", () => {
    const checks = lighthouseChecks([
      lighthouse({ formFactor: "desktop", scores: { ...lighthouse({}).scores, performance: 50 } }),
    ]);
    expect(checks.map((c) => c.kind)).toEqual(["gate"]);
  });
});

describe("loadChecks", () => {
  it("fails on any non-2xx/3xx answer or socket error", () => {
    const checks = loadChecks([
      scenario({ non2xx3xx: 1 }),
      scenario({ socketErrors: { connect: 0, read: 2, write: 0, timeout: 0 } }),
    ]);
    expect(checks.filter((c) => c.kind === "gate").map((c) => c.ok)).toEqual([false, false]);
  });

  it("fails when an acknowledged enquiry is missing", () => {
    const post = scenario({
      name: "POST /contact",
      method: "POST",
      path: "/contact",
      stores: { table: "contacts", perRequest: 1 },
      storage: { table: "contacts", expected: 10, stored: 9, tolerance: 0, missing: 1, ok: false },
    });
    const stored = loadChecks([post]).find((c) => c.name.includes("stored"));
    expect(stored?.ok).toBe(false);
    expect(stored?.detail).toContain("1 MISSING");
  });

  it("reports throughput as information: no bar", () => {
    expect(loadChecks([scenario({ rps: 10 })]).filter((c) => c.kind === "bar")).toEqual([]);
  });
});

describe("memoryChecks", () => {
  const MB = 1024 * 1024;
  function memory(overrides: Partial<MemoryResult>): MemoryResult {
    return {
      database: "pglite",
      idleAfterStartBytes: 240 * MB,
      restedBeforeBytes: 250 * MB,
      peakBytes: 320 * MB,
      restedAfterBytes: 255 * MB,
      growth: 0.02,
      loadSeconds: 60,
      requests: { pages: 1000, "not found": 100, enquiries: 100, chat: 100 },
      failures: 0,
      ...overrides,
    };
  }

  it("holds idle RSS after start to 300 MB on PGlite and 150 MB on PostgreSQL", () => {
    const [pglite] = memoryChecks([memory({ idleAfterStartBytes: 301 * MB })]);
    expect(pglite).toMatchObject({ kind: "bar", ok: false, detail: "301 MB" });
    const [postgres] = memoryChecks([memory({ database: "postgres", idleAfterStartBytes: 140 * MB })]);
    expect(postgres).toMatchObject({ ok: true, name: "memory postgres: idle RSS after start ≤ 150 MB" });
  });

  it("holds growth under 10 %, and gates on failed requests of the mixed load", () => {
    const checks = memoryChecks([memory({ growth: 0.12, failures: 3 })]);
    expect(checks[1]).toMatchObject({ kind: "bar", ok: false });
    expect(checks[1]?.detail).toContain("+12.0 %");
    expect(checks[2]).toMatchObject({ kind: "gate", ok: false, detail: "1,300 requests, 3 failed" });
    expect(memoryChecks([memory({})]).every((c) => c.ok)).toBe(true);
  });
});

describe("table", () => {
  it("aligns the first column left and the others right", () => {
    expect(
      table(
        ["route", "KB"],
        [
          ["/", "1.0"],
          ["/about", "10.5"],
        ],
      )
        .trim()
        .split("\n"),
    ).toEqual(["route     KB", "------  ----", "/        1.0", "/about  10.5"]);
  });
});
