// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { LighthouseResult } from "./lighthouse";
import type { ScenarioResult } from "./load";
import { lighthouseChecks, loadChecks, ratioTo, table } from "./report";

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
    target: "site",
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
  const base = scenario({ target: "baseline", rps: 12_000, latencyMs: { p50: 2, p99: 8, max: 10, mean: 3 } });

  it("fails on any non-2xx/3xx answer or socket error", () => {
    const checks = loadChecks(
      [scenario({ non2xx3xx: 1 }), scenario({ socketErrors: { connect: 0, read: 2, write: 0, timeout: 0 } })],
      base,
    );
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
    const stored = loadChecks([post], base).find((c) => c.name.includes("stored"));
    expect(stored?.ok).toBe(false);
    expect(stored?.detail).toContain("1 MISSING");
  });

  it("reports the page throughput against 80 % of the baseline", () => {
    const slow = loadChecks([scenario({ rps: 9_000 })], base).find((c) => c.kind === "bar");
    expect(slow).toMatchObject({ ok: false, detail: "75 % (9,000 vs 12,000 req/s)" });
    const fast = loadChecks([scenario({ rps: 10_000 })], base).find((c) => c.kind === "bar");
    expect(fast?.ok).toBe(true);
  });

  it("gives each figure as a ratio to the baseline", () => {
    expect(ratioTo(base, scenario({}))).toEqual({ rps: 10_000 / 12_000, p50: 2, p99: 1.5 });
    expect(ratioTo(undefined, scenario({}))).toBeNull();
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
