/**
 * Lighthouse 12.8 on every route, mobile (the default: emulated phone, simulated slow 4G, 4x CPU)
 * and desktop (lighthouse/core/config/desktop-config.js), in one shared Chromium.
 *
 * Per route and form factor, N runs (the reported one is Lighthouse's own median run,
 * computeMedianRun: closest to the median FCP and TTI), each with only the audits the performance
 * score and our figures need: the five weighted metrics, TTI, network requests and total bytes. The
 * performance score is the weighted mean of those five metrics, so it is the same as in a full run,
 * but the diagnostics' gatherers (CSS/JS coverage, image and element scans) and their
 * instrumentation during the load are skipped. The first run also carries every audit of
 * Accessibility, Best Practices and SEO: they inspect the loaded page after the trace has ended,
 * not timings, so one run gives what three would, without a navigation of its own.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import defaultConfig from "lighthouse/core/config/default-config.js";
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
const METRIC_AUDITS = [...WEIGHTED_METRICS, "interactive", "network-requests", "total-byte-weight"];
/** Every audit of the gated categories, as Lighthouse's default configuration lists them. */
const GATED_AUDITS = GATED.flatMap(
  (category) => defaultConfig.categories?.[category]?.auditRefs.map((ref) => ref.id) ?? [],
);

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

async function runOnce(chrome: LaunchedChrome, url: string, flags: Flags, config?: Config): Promise<Result> {
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
  runs: number;
  reportDir: string;
  /** Called after each route and form factor. */
  onResult?: (result: LighthouseResult) => void;
};

export async function launchChrome(chromePath: string): Promise<LaunchedChrome> {
  return launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
}

export async function auditRoute(
  chrome: LaunchedChrome,
  options: LighthouseOptions,
  route: Route,
  formFactor: FormFactor,
): Promise<LighthouseResult> {
  const started = Date.now();
  const url = `${options.baseUrl}${route.path}`;
  const config = configFor(formFactor, route.notFound);
  // The not-found page answers 404 on purpose; without this Lighthouse refuses to audit it.
  const common: Flags = { disableFullPageScreenshot: true, ignoreStatusCode: route.notFound };
  const errors: string[] = [];
  const warnings = new Set<string>();
  const noteWarnings = (lhr: Result) => {
    for (const warning of lhr.runWarnings) {
      if (route.notFound && /status code/i.test(warning)) continue;
      warnings.add(warning);
    }
  };
  // A report that cannot be written is not worth losing the measurement for.
  const keep = (name: string, lhr: Result) => {
    try {
      const dir = path.join(options.reportDir, formFactor);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${slug(route.path)}${name}.json`), JSON.stringify(lhr));
    } catch (error) {
      warnings.add(`report not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const runs: (Result | null)[] = [];
  // Accessibility, Best Practices and SEO ride along with the first run that succeeds.
  let gatedRun: Result | null = null;
  // A failed run (Chromium occasionally loses a trace) is retried, at most twice per route.
  const failures: string[] = [];
  for (let attempt = 1; runs.length - failures.length < options.runs && attempt <= options.runs + 2; attempt++) {
    const onlyAudits = gatedRun ? METRIC_AUDITS : [...METRIC_AUDITS, ...GATED_AUDITS];
    try {
      const lhr = await runOnce(chrome, url, { ...common, onlyAudits }, config);
      noteWarnings(lhr);
      runs.push(lhr);
      if (!gatedRun) {
        gatedRun = lhr;
        keep(".gated", lhr);
      }
    } catch (error) {
      failures.push(`run ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
      runs.push(null);
    }
  }
  if (runs.length - failures.length < options.runs) errors.push(...failures);
  else for (const failure of failures) warnings.add(`retried after ${failure}`);
  const valid = runs.filter((lhr): lhr is Result => lhr !== null);
  // computeMedianRun needs FCP and TTI in every run; a run without them is reported only if it is the only one.
  const comparable = filterToValidRuns(valid);
  const median = comparable.length > 0 ? computeMedianRun(comparable) : (valid[0] ?? null);
  if (median) keep("", median);

  const scores: LighthouseResult["scores"] = {
    performance: median ? score(median, "performance") : null,
    accessibility: gatedRun ? score(gatedRun, "accessibility") : null,
    "best-practices": gatedRun ? score(gatedRun, "best-practices") : null,
    seo: gatedRun ? score(gatedRun, "seo") : null,
  };
  const failing: FailingAudit[] = [];
  const gateFailures: string[] = [];
  for (const category of GATED) {
    if (gatedRun && scores[category] !== 100) failing.push(...failingAuditList(gatedRun, category));
  }
  for (const category of checkedCategories(route)) {
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

  const result: LighthouseResult = {
    path: route.path,
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
    seconds: (Date.now() - started) / 1000,
  };
  options.onResult?.(result);
  return result;
}

/** Every route in both form factors, one after another (parallel runs would disturb the timings). */
export async function runLighthouse(chromePath: string, options: LighthouseOptions): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  const chrome = await launchChrome(chromePath);
  try {
    for (const route of options.routes) {
      for (const formFactor of FORM_FACTORS) results.push(await auditRoute(chrome, options, route, formFactor));
    }
  } finally {
    chrome.kill();
  }
  return results;
}
