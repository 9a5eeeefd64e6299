/**
 * Checks (gates that fail the run, DESIGN.md §5 bars that are only reported) and the printed tables.
 */
import { KB, type RouteBytes } from "./bytes";
import type { LighthouseResult } from "./lighthouse";
import type { ScenarioResult } from "./load";
import type { MemoryResult } from "./memory";

/** DESIGN.md §5, Lighthouse mobile with default throttling. */
export const BARS = {
  performance: 95,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  /** Idle RSS after start, MB (DESIGN.md §5). */
  idleRssMb: { pglite: 300, postgres: 150 },
  /** A route's TBT against its static reference's in the same run (ADR 040): ≤ 2 × reference + 50 ms. */
  tbtReference: { factor: 2, plusMs: 50 },
  /** RSS a rested server keeps after 60 s of mixed load, over what it kept before it (bench/memory.ts). */
  memoryGrowth: 0.1,
} as const;

export type Check = {
  /** gate: fails `npm run bench`; bar: DESIGN.md §5 target, reported only. */
  kind: "gate" | "bar";
  name: string;
  ok: boolean;
  detail: string;
};

export function scenarioLabel(result: ScenarioResult): string {
  return result.threads === 1 ? `${result.name} (1 thread)` : result.name;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function lighthouseChecks(results: LighthouseResult[]): Check[] {
  const checks: Check[] = [];
  for (const r of results) {
    if (r.referenceFor) continue;
    const problems = [...r.gateFailures, ...r.errors];
    const failing = r.failing.filter((f) => f.category !== "performance").map((f) => `${f.category}:${f.id}`);
    checks.push({
      kind: "gate",
      name: `lighthouse ${r.formFactor} ${r.path}: accessibility, best practices${r.notFound ? "" : ", SEO"} = 100`,
      ok: problems.length === 0,
      detail: problems.length === 0 ? "ok" : [...problems, ...failing].join("; "),
    });
    if (r.formFactor !== "mobile") continue;
    const misses: string[] = [];
    const { performance } = r.scores;
    const { lcpMs, tbtMs, cls } = r.metrics;
    if (performance === null || performance < BARS.performance) misses.push(`performance ${performance ?? "-"} < 95`);
    if (lcpMs === null || lcpMs > BARS.lcpMs) misses.push(`LCP ${fmtSeconds(lcpMs)} s > 1.5 s`);
    if (tbtMs === null || tbtMs > BARS.tbtMs) misses.push(`TBT ${fmtInt(tbtMs)} ms > 50 ms`);
    if (cls === null || cls > BARS.cls) misses.push(`CLS ${fmtCls(cls)} > 0.01`);
    checks.push({
      kind: "bar",
      name: `mobile ${r.path}: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01`,
      ok: misses.length === 0,
      detail: misses.length === 0 ? "ok" : misses.join(", "),
    });
    const reference = results.find((ref) => ref.referenceFor === r.path && ref.formFactor === r.formFactor);
    if (!reference) continue;
    const { factor, plusMs } = BARS.tbtReference;
    const refTbt = reference.metrics.tbtMs;
    const limit = refTbt === null ? null : factor * refTbt + plusMs;
    checks.push({
      kind: "bar",
      name: `mobile ${r.path}: TBT ≤ ${factor} × static reference + ${plusMs} ms`,
      ok: limit !== null && tbtMs !== null && tbtMs <= limit,
      detail: `TBT ${fmtInt(tbtMs)} ms, reference ${fmtInt(refTbt)} ms (limit ${fmtInt(limit)} ms)`,
    });
  }
  return checks;
}

export function bytesChecks(results: RouteBytes[]): Check[] {
  return results.map((r) => ({
    kind: "bar" as const,
    name: `first-load JS ${r.path} ≤ ${r.jsBudget / KB} KB gzip`,
    ok: r.withinBudget,
    detail: `${fmtKb(r.js.gzip)} KB in ${r.js.files.length} files`,
  }));
}

export function loadChecks(results: ScenarioResult[]): Check[] {
  const checks: Check[] = [];
  for (const r of results) {
    const socket = sum(Object.values(r.socketErrors));
    const where = r.database ? ` (${r.database})` : "";
    checks.push({
      kind: "gate",
      name: `load ${scenarioLabel(r)}${where}: every request answered 2xx/3xx`,
      ok: !r.error && r.non2xx3xx === 0 && socket === 0,
      detail: r.error
        ? r.error
        : `${r.requests} requests, ${r.non2xx3xx} non-2xx/3xx, ${socket} socket errors ${JSON.stringify(r.socketErrors)}`,
    });
    if (r.stores && !(r.error && r.requests === 0)) {
      const s = r.storage;
      checks.push({
        kind: "gate",
        name: `load ${scenarioLabel(r)}${where}: every acknowledged request stored (${r.stores.table})`,
        ok: Boolean(s?.ok) && !r.error,
        detail: s
          ? `${s.stored} rows for ${s.expected} acknowledged` +
            (s.tolerance > 0 ? ` (+ up to ${s.tolerance} from requests unanswered when wrk stopped)` : "") +
            (s.missing > 0 ? `: ${s.missing} MISSING` : s.ok ? "" : ": unexpected extra rows")
          : "rows not counted",
      });
    }
  }
  return checks;
}

export function memoryChecks(results: MemoryResult[]): Check[] {
  return results.flatMap((r) => {
    const idleBar = BARS.idleRssMb[r.database];
    const checks: Check[] = [
      {
        kind: "bar",
        name: `memory ${r.database}: idle RSS after start ≤ ${idleBar} MB`,
        ok: r.idleAfterStartBytes > 0 && r.idleAfterStartBytes <= idleBar * MB,
        detail: `${fmtMb(r.idleAfterStartBytes)} MB`,
      },
      {
        kind: "bar",
        name: `memory ${r.database}: < ${BARS.memoryGrowth * 100} % growth over ${r.loadSeconds} s of mixed load`,
        ok: !r.error && r.growth < BARS.memoryGrowth,
        detail: r.error
          ? r.error
          : `${fmtPercent(r.growth)} (rested ${fmtMb(r.restedBeforeBytes)} → ${fmtMb(r.restedAfterBytes)} MB; peak ${fmtMb(r.peakBytes)} MB)`,
      },
    ];
    if (!r.error) {
      checks.push({
        kind: "gate",
        name: `memory ${r.database}: every request of the mixed load answered`,
        ok: r.failures === 0,
        detail: `${fmtInt(Object.values(r.requests).reduce((sum, n) => sum + n, 0))} requests, ${r.failures} failed`,
      });
    }
    return checks;
  });
}

// ---------- formatting ----------

export function fmtInt(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? "-" : Math.round(value).toLocaleString("en-US");
}
export function fmtSeconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? "-" : (ms / 1000).toFixed(2);
}
export function fmtCls(value: number | null | undefined): string {
  return value === null || value === undefined ? "-" : value.toFixed(3);
}
export function fmtKb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? "-" : (bytes / KB).toFixed(1);
}
export function fmtMb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined || bytes === 0 ? "-" : (bytes / 1024 / 1024).toFixed(0);
}
const MB = 1024 * 1024;
function fmtPercent(value: number): string {
  return Number.isNaN(value) ? "-" : `${value >= 0 ? "+" : ""}${(value * 100).toFixed(1)} %`;
}
function fmtCores(value: number | null | undefined): string {
  return value === null || value === undefined ? "-" : value.toFixed(2);
}

/** A plain-text table: first column left-aligned, the rest right-aligned. */
export function table(header: string[], rows: string[][], title?: string): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const out = [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
  return `${title ? `\n${title}\n` : "\n"}${out.join("\n")}`;
}

function scoreCell(value: number | null, exempt = false): string {
  const text = value === null ? "-" : String(value);
  return exempt ? `(${text})` : text;
}

export function lighthouseTable(results: LighthouseResult[], formFactor: string): string {
  const rows = results
    .filter((r) => r.formFactor === formFactor)
    .map((r) => [
      r.referenceFor ? `  static reference (${r.path})` : r.path,
      `${scoreCell(r.scores.performance)}${r.performanceRuns.length > 1 ? ` [${r.performanceRuns.map((s) => s ?? "x").join(" ")}]` : ""}`,
      scoreCell(r.scores.accessibility, Boolean(r.referenceFor)),
      scoreCell(r.scores["best-practices"], Boolean(r.referenceFor)),
      scoreCell(r.scores.seo, r.notFound || Boolean(r.referenceFor)),
      fmtSeconds(r.metrics.fcpMs),
      fmtSeconds(r.metrics.lcpMs),
      fmtInt(r.metrics.tbtMs),
      fmtCls(r.metrics.cls),
      fmtSeconds(r.metrics.speedIndexMs),
      fmtKb(r.transferBytes),
      fmtKb(r.jsTransferBytes),
      fmtInt(r.requests),
      fmtInt(r.benchmarkIndex),
    ]);
  return table(
    [
      "route",
      "perf [runs]",
      "a11y",
      "bp",
      "seo",
      "FCP s",
      "LCP s",
      "TBT ms",
      "CLS",
      "SI s",
      "KB",
      "JS KB",
      "req",
      "host",
    ],
    rows,
    `Lighthouse ${formFactor} (median run; KB = transferred; host = Lighthouse CPU benchmark index)`,
  );
}

export function bytesTable(results: RouteBytes[]): string {
  const rows = results.map((r) => [
    r.path,
    `${fmtKb(r.js.gzip)}${r.withinBudget ? "" : " !"}`,
    String(r.jsBudget / KB),
    fmtKb(r.js.br),
    fmtKb(r.js.raw),
    String(r.js.files.length),
    fmtKb(r.css.gzip),
    fmtKb(r.css.br),
    fmtKb(r.html.gzip),
    fmtKb(r.html.br),
    fmtKb(r.html.raw),
  ]);
  return table(
    ["route", "JS gz", "budget", "JS br", "JS raw", "files", "CSS gz", "CSS br", "HTML gz", "HTML br", "HTML raw"],
    rows,
    "First-load bytes from the build (KB = 1024 bytes; ! = over the DESIGN.md §5 budget)",
  );
}

export function loadTable(results: ScenarioResult[]): string {
  const rows = results.map((r) => {
    if (r.error && r.requests === 0) return [scenarioLabel(r), r.database ?? "", "failed"];
    const socket = sum(Object.values(r.socketErrors));
    const stored = r.storage ? `${r.storage.stored}/${r.storage.expected}${r.storage.ok ? "" : " !"}` : "";
    return [
      scenarioLabel(r),
      r.database ?? "",
      fmtInt(r.rps),
      r.latencyMs.p50.toFixed(2),
      r.latencyMs.p99.toFixed(2),
      String(r.non2xx3xx),
      String(socket),
      fmtCores(r.serverCpuCores),
      fmtCores(r.wrkCpuCores),
      fmtMb(r.peakRssBytes),
      stored,
    ];
  });
  return table(
    ["scenario", "db", "req/s", "p50 ms", "p99 ms", "non-2xx", "sock err", "srv CPU", "wrk CPU", "RSS MB", "rows/2xx"],
    rows,
    "Load (wrk; information, not a bar: in production a CDN or proxy serves pages and assets; CPU in cores; RSS = peak resident memory of the server)",
  );
}

export function memoryTable(results: MemoryResult[]): string {
  const rows = results.map((r) => {
    const idleBar = BARS.idleRssMb[r.database];
    const idle = `${fmtMb(r.idleAfterStartBytes)}${r.idleAfterStartBytes <= idleBar * MB ? "" : " !"}`;
    if (r.error) return [r.database, idle, String(idleBar), "failed"];
    return [
      r.database,
      idle,
      String(idleBar),
      fmtMb(r.restedBeforeBytes),
      fmtMb(r.peakBytes),
      fmtMb(r.restedAfterBytes),
      `${fmtPercent(r.growth)}${r.growth < BARS.memoryGrowth ? "" : " !"}`,
      `${r.loadSeconds} s`,
      Object.values(r.requests).map(fmtInt).join(" / "),
      String(r.failures),
    ];
  });
  return table(
    [
      "db",
      "idle MB",
      "bar",
      "rested MB",
      "peak MB",
      "rested after MB",
      "growth",
      "load",
      "pages / 404 / enquiries / chat",
      "failed",
    ],
    rows,
    "Memory (VmRSS; idle = after start; rested = after a warm-up and a rest; peak = under the mixed load; growth = rested after / rested before; ! = misses a DESIGN.md §5 bar)",
  );
}

/** The one summary table: every route with its mobile and desktop figures and its first-load JS. */
export function summaryTable(lighthouse: LighthouseResult[], bytes: RouteBytes[], paths: string[]): string {
  const rows = paths.map((p) => {
    const m = lighthouse.find((r) => r.path === p && r.formFactor === "mobile");
    const d = lighthouse.find((r) => r.path === p && r.formFactor === "desktop");
    const b = bytes.find((r) => r.path === p);
    const notFound = m?.notFound ?? d?.notFound ?? false;
    const flag = (ok: boolean) => (ok ? "" : " !");
    return [
      p,
      m ? `${scoreCell(m.scores.performance)}${flag((m.scores.performance ?? 0) >= BARS.performance)}` : "-",
      m
        ? `${scoreCell(m.scores.accessibility)}/${scoreCell(m.scores["best-practices"])}/${scoreCell(m.scores.seo, notFound)}`
        : "-",
      m ? `${fmtSeconds(m.metrics.lcpMs)}${flag((m.metrics.lcpMs ?? Infinity) <= BARS.lcpMs)}` : "-",
      m ? `${fmtInt(m.metrics.tbtMs)}${flag((m.metrics.tbtMs ?? Infinity) <= BARS.tbtMs)}` : "-",
      m ? `${fmtCls(m.metrics.cls)}${flag((m.metrics.cls ?? Infinity) <= BARS.cls)}` : "-",
      d ? scoreCell(d.scores.performance) : "-",
      d
        ? `${scoreCell(d.scores.accessibility)}/${scoreCell(d.scores["best-practices"])}/${scoreCell(d.scores.seo, notFound)}`
        : "-",
      d ? fmtSeconds(d.metrics.lcpMs) : "-",
      d ? fmtInt(d.metrics.tbtMs) : "-",
      d ? fmtCls(d.metrics.cls) : "-",
      b ? `${fmtKb(b.js.gzip)}${flag(b.withinBudget)}` : "-",
      b ? fmtKb(b.css.gzip) : "-",
      b ? fmtKb(b.html.gzip) : "-",
    ];
  });
  return table(
    [
      "route",
      "m perf",
      "m a11y/bp/seo",
      "m LCP s",
      "m TBT",
      "m CLS",
      "d perf",
      "d a11y/bp/seo",
      "d LCP s",
      "d TBT",
      "d CLS",
      "JS gz KB",
      "CSS gz",
      "HTML gz",
    ],
    rows,
    "Summary (m = mobile, d = desktop; ! = misses a DESIGN.md §5 bar; (seo) of the 404 page is not gated)",
  );
}

export function checksText(checks: Check[]): string {
  const lines: string[] = [];
  const gates = checks.filter((c) => c.kind === "gate");
  const failedGates = gates.filter((c) => !c.ok);
  const bars = checks.filter((c) => c.kind === "bar");
  const missedBars = bars.filter((c) => !c.ok);
  lines.push(`\nGates (fail the run): ${gates.length - failedGates.length}/${gates.length} passed`);
  for (const c of failedGates) lines.push(`  FAIL ${c.name}: ${c.detail}`);
  lines.push(`DESIGN.md §5 bars (reported only): ${bars.length - missedBars.length}/${bars.length} met`);
  for (const c of missedBars) lines.push(`  miss ${c.name}: ${c.detail}`);
  return lines.join("\n");
}
