/**
 * Lighthouse 12.8 on every route, mobile (the default: emulated phone, simulated slow 4G, 4x CPU)
 * and desktop (lighthouse/core/config/desktop-config.js), the way anyone else runs it (ADR 040):
 * the default configuration with every audit, and a fresh Chromium for every run (chrome-launcher,
 * as the Lighthouse CLI does), so no run inherits another's caches or compiled code.
 *
 * Every route is measured next to its static reference (bench/reference.ts: the same HTML without
 * its scripts, served by the same server), run for run in turn, so both meet the same moments of a
 * shared machine; the TBT bar is a ratio to the reference. Per page, N runs; the reported one is
 * Lighthouse's own median run (computeMedianRun: closest to the median FCP and TTI).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import {
  CHROME_FLAGS,
  checkedCategories,
  type FailingAudit,
  failingAuditList,
  GATED,
  NOT_FOUND_CONFIG,
  NOT_FOUND_CONSOLE_AUDIT,
  type Route,
  score,
} from "../tests/support/lighthouse";

export const FORM_FACTORS = ["mobile", "desktop"] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

const WEIGHTED_METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

export type Metrics = {
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  ttiMs: number | null;
};

export type LighthouseResult = {
  path: string;
  /** Set on a static reference page (bench/reference.ts): the route it stands beside. */
  referenceFor?: string;
  notFound: boolean;
  formFactor: FormFactor;
  scores: Record<"performance" | (typeof GATED)[number], number | null>;
  /** Performance score of every run, in run order (null: the run failed). */
  performanceRuns: (number | null)[];
  /** Index into performanceRuns of the reported (median) run. */
  medianRun: number | null;
  metrics: Metrics;
  transferBytes: number | null;
  jsTransferBytes: number | null;
  requests: number | null;
  /** Failing audits: the gated categories' (one run) and the weighted metrics scoring < 0.9 (median run). */
  failing: FailingAudit[];
  /** Gated categories below 100 on this route ("accessibility 96"); not SEO on the not-found page. */
  gateFailures: string[];
  /** Lighthouse's CPU benchmark of the host during the median run (a fast desktop scores about 1500-2500). */
  benchmarkIndex: number | null;
  warnings: string[];
  errors: string[];
  seconds: number;
};

function configFor(formFactor: FormFactor, notFound: boolean): Config | undefined {
  if (formFactor === "mobile") return notFound ? NOT_FOUND_CONFIG : undefined;
  return notFound ? { ...desktopConfig, audits: [NOT_FOUND_CONSOLE_AUDIT] } : desktopConfig;
}

function numeric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

type NetworkItem = { url?: string; transferSize?: number; resourceType?: string };

function networkFigures(lhr: Result): { requests: number | null; js: number | null } {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return { requests: null, js: null };
  const items = (details.items as NetworkItem[]).filter((item) => !item.url?.startsWith("data:"));
  const js = items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return { requests: items.length, js };
}

function slug(routePath: string): string {
  return routePath === "/" ? "home" : routePath.slice(1).replaceAll("/", "__");
}

/** One Lighthouse run in a Chromium of its own, closed afterwards. */
async function runOnce(chromePath: string, url: string, flags: Flags, config?: Config): Promise<Result> {
  const chrome = await launchChrome(chromePath);
  try {
    return await runIn(chrome, url, flags, config);
  } finally {
    chrome.kill();
  }
}

async function runIn(chrome: LaunchedChrome, url: string, flags: Flags, config?: Config): Promise<Result> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ...flags }, config);
  if (!result) throw new Error("Lighthouse returned no result");
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // A broken trace (e.g. NO_NAVSTART) is not a runtime error: every metric audit errors instead.
  const broken = WEIGHTED_METRICS.map((id) => lhr.audits[id]).find((audit) => audit?.scoreDisplayMode === "error");
  if (broken) throw new Error(`${broken.id}: ${broken.errorMessage ?? "audit error"}`);
  return lhr;
}

export type LighthouseOptions = {
  baseUrl: string;
  routes: Route[];
  /** Route path → path of its static reference page (bench/reference.ts), measured beside it. */
  references: Map<string, string>;
  formFactors: readonly FormFactor[];
  runs: number;
  reportDir: string;
  /** Called after each page and form factor. */
  onResult?: (result: LighthouseResult) => void;
};

export async function launchChrome(chromePath: string): Promise<LaunchedChrome> {
  return launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
}

/** A page to measure: a route of the site, or the static reference of one. */
type Target = { route: Route; path: string; referenceFor?: string };

type Runs = { target: Target; runs: (Result | null)[]; failures: string[]; warnings: Set<string>; started: number };

/**
 * A route and its reference, run for run in turn: N runs each, a failed run (Chromium occasionally
 * loses a trace) retried, at most twice per page.
 */
export async function auditRoute(
  chromePath: string,
  options: LighthouseOptions,
  route: Route,
  formFactor: FormFactor,
): Promise<LighthouseResult[]> {
  const reference = options.references.get(route.path);
  const targets: Target[] = [
    { route, path: route.path },
    ...(reference ? [{ route: { path: reference, notFound: false }, path: reference, referenceFor: route.path }] : []),
  ];
  const pages: Runs[] = targets.map((target) => ({
    target,
    runs: [],
    failures: [],
    warnings: new Set(),
    started: Date.now(),
  }));
  const config = configFor(formFactor, route.notFound);
  // The not-found page answers 404 on purpose; without this Lighthouse refuses to audit it.
  const flags: Flags = { disableFullPageScreenshot: true, ignoreStatusCode: route.notFound };
  const pending = (page: Runs) =>
    page.runs.length - page.failures.length < options.runs && page.runs.length < options.runs + 2;
  while (pages.some(pending)) {
    for (const page of pages.filter(pending)) {
      const attempt = page.runs.length + 1;
      try {
        const lhr = await runOnce(chromePath, `${options.baseUrl}${page.target.path}`, flags, config);
        for (const warning of lhr.runWarnings) {
          if (route.notFound && /status code/i.test(warning)) continue;
          page.warnings.add(warning);
        }
        page.runs.push(lhr);
      } catch (error) {
        page.failures.push(`run ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
        page.runs.push(null);
      }
    }
  }
  const results = pages.map((page) => summarise(page, options, formFactor));
  for (const result of results) options.onResult?.(result);
  return results;
}

function summarise(page: Runs, options: LighthouseOptions, formFactor: FormFactor): LighthouseResult {
  const { target, runs, failures, warnings } = page;
  const { route } = target;
  const errors: string[] = [];
  if (runs.length - failures.length < options.runs) errors.push(...failures);
  else for (const failure of failures) warnings.add(`retried after ${failure}`);
  // A report that cannot be written is not worth losing the measurement for.
  const keep = (lhr: Result) => {
    try {
      const dir = path.join(options.reportDir, formFactor);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${slug(target.path)}.json`), JSON.stringify(lhr));
    } catch (error) {
      warnings.add(`report not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const valid = runs.filter((lhr): lhr is Result => lhr !== null);
  // computeMedianRun needs FCP and TTI in every run; a run without them is reported only if it is the only one.
  const comparable = filterToValidRuns(valid);
  const median = comparable.length > 0 ? computeMedianRun(comparable) : (valid[0] ?? null);
  if (median) keep(median);

  const scores: LighthouseResult["scores"] = {
    performance: median ? score(median, "performance") : null,
    accessibility: median ? score(median, "accessibility") : null,
    "best-practices": median ? score(median, "best-practices") : null,
    seo: median ? score(median, "seo") : null,
  };
  const failing: FailingAudit[] = [];
  const gateFailures: string[] = [];
  for (const category of GATED) {
    if (median && scores[category] !== 100) failing.push(...failingAuditList(median, category));
  }
  // The reference is the site's own markup: it is measured for its timings, not gated a second time.
  for (const category of target.referenceFor ? [] : checkedCategories(route)) {
    const value = scores[category as keyof typeof scores];
    if (value !== 100) gateFailures.push(`${category} ${value ?? "not measured"}`);
  }
  if (median) {
    for (const id of WEIGHTED_METRICS) {
      const audit = median.audits[id];
      if (audit && audit.score !== null && audit.score < 0.9) {
        failing.push({ category: "performance", id, title: audit.title, displayValue: audit.displayValue });
      }
    }
  }
  const network = median ? networkFigures(median) : { requests: null, js: null };
  const metric = (id: string) => (median ? numeric(median, id) : null);

  return {
    path: target.path,
    ...(target.referenceFor ? { referenceFor: target.referenceFor } : {}),
    notFound: route.notFound,
    formFactor,
    scores,
    performanceRuns: runs.map((lhr) => (lhr ? score(lhr, "performance") : null)),
    medianRun: median ? runs.indexOf(median) : null,
    metrics: {
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      speedIndexMs: metric("speed-index"),
      ttiMs: metric("interactive"),
    },
    transferBytes: metric("total-byte-weight"),
    jsTransferBytes: network.js,
    requests: network.requests,
    failing,
    gateFailures,
    benchmarkIndex: median?.environment.benchmarkIndex ?? null,
    warnings: [...warnings],
    errors,
    seconds: (Date.now() - page.started) / 1000,
  };
}

/** Every route in each form factor, one run after another (parallel runs would disturb the timings). */
export async function runLighthouse(chromePath: string, options: LighthouseOptions): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const route of options.routes) {
    for (const formFactor of options.formFactors) {
      results.push(...(await auditRoute(chromePath, options, route, formFactor)));
    }
  }
  return results;
}
