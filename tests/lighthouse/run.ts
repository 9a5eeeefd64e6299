/**
 * Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and 4x CPU) on every page of
 * the registry and on the not-found page, one run each, in one shared Chromium, one after another.
 *
 * Gate: Accessibility, Best Practices and SEO must be 100 on every route (the not-found page is
 * not indexable by design, so its SEO is not checked). Performance is only reported here; its bar
 * is checked by `npm run bench`.
 *
 * Builds nothing: it starts the production server from build/ (run `npm run build` first).
 * LIGHTHOUSE_URL=http://host:port audits an already running server instead.
 * The full reports are written to test-results/lighthouse/<route>.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { ensureChromium } from "../../scripts/test-deps";
import {
  CATEGORIES,
  CHROME_FLAGS,
  checkedCategories,
  failingAudits,
  NOT_FOUND_CONFIG,
  type Route,
  registryRoutes,
  score,
} from "../support/lighthouse";
import { freePort } from "../support/postgres";
import { repoRoot, startServer, type TestServer } from "../support/server";

const REPORT_DIR = join(repoRoot, "test-results", "lighthouse");

type Outcome = {
  route: Route;
  scores: Record<string, number | null>;
  problems: string[];
  seconds: number;
  /** Lighthouse itself failed (a lost trace such as NO_NAVSTART, a crash): says nothing about the page. */
  runFailed?: boolean;
};

/** Attempts per route when Lighthouse itself fails; a page's low score is never retried. */
const ATTEMPTS = 3;

async function audit(chrome: LaunchedChrome, baseUrl: string, route: Route): Promise<Outcome> {
  const started = Date.now();
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // The not-found page answers 404 on purpose; without this Lighthouse refuses to audit it.
    ignoreStatusCode: route.notFound,
  };
  const problems: string[] = [];
  const scores: Record<string, number | null> = {};
  try {
    const result = await lighthouse(`${baseUrl}${route.path}`, flags, route.notFound ? NOT_FOUND_CONFIG : undefined);
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    const slug = route.path === "/" ? "home" : route.path.slice(1).replaceAll("/", "__");
    writeFileSync(join(REPORT_DIR, `${slug}.json`), JSON.stringify(lhr));
    for (const category of CATEGORIES) scores[category] = score(lhr, category);
    if (lhr.runtimeError) {
      // Every audit then errors with the same message; report it once.
      problems.push(`runtime error: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return { route, scores, problems, seconds: (Date.now() - started) / 1000, runFailed: true };
    }
    for (const category of checkedCategories(route)) {
      if (scores[category] !== 100) problems.push(...failingAudits(lhr, category));
      if (scores[category] !== 100 && !problems.some((p) => p.startsWith(`${category}:`))) {
        problems.push(`${category}: score ${scores[category] ?? "n/a"} (no single failing audit reported)`);
      }
    }
    for (const warning of lhr.runWarnings) {
      if (route.notFound && /status code/i.test(warning)) continue;
      console.log(`  warning on ${route.path}: ${warning}`);
    }
  } catch (error) {
    problems.push(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
    return { route, scores, problems, seconds: (Date.now() - started) / 1000, runFailed: true };
  }
  return { route, scores, problems, seconds: (Date.now() - started) / 1000 };
}

function passed(outcome: Outcome): boolean {
  return (
    outcome.problems.length === 0 &&
    checkedCategories(outcome.route).every((category) => outcome.scores[category] === 100)
  );
}

function printTable(outcomes: Outcome[]): void {
  const header = ["route", "perf", "a11y", "bp", "seo", "time", "result"];
  const rows = outcomes.map((outcome) => {
    const cell = (category: string) => {
      const value = outcome.scores[category];
      const text = value === null || value === undefined ? "-" : String(value);
      return category === "seo" && outcome.route.notFound ? `(${text})` : text;
    };
    return [
      outcome.route.path,
      cell("performance"),
      cell("accessibility"),
      cell("best-practices"),
      cell("seo"),
      `${outcome.seconds.toFixed(0)} s`,
      passed(outcome) ? "ok" : "FAIL",
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, column) => (column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0)))
      .join("  ");
  console.log(`\n${line(header)}`);
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
  console.log("(seo) of the not-found page is not checked: a 404 is not indexable by design.");
}

async function main(): Promise<number> {
  const routes = registryRoutes();
  mkdirSync(REPORT_DIR, { recursive: true });
  const startedAll = Date.now();

  let server: TestServer | null = null;
  let chrome: LaunchedChrome | null = null;
  const outcomes: Outcome[] = [];
  try {
    let baseUrl = process.env.LIGHTHOUSE_URL?.replace(/\/$/, "");
    if (!baseUrl) {
      const port = await freePort();
      // Canonical/og URLs point at the server under test, as on a real deployment.
      server = await startServer({ port, env: { SITE_URL: `http://127.0.0.1:${port}` } });
      baseUrl = server.url;
    }
    const chromePath = ensureChromium();
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    console.log(`Lighthouse ${CATEGORIES.join(", ")} (mobile) on ${routes.length} routes of ${baseUrl}`);

    for (const route of routes) {
      let outcome = await audit(chrome, baseUrl, route);
      for (let attempt = 2; outcome.runFailed && attempt <= ATTEMPTS; attempt++) {
        console.log(`retry ${route.path} (attempt ${attempt} of ${ATTEMPTS}): ${outcome.problems.join("; ")}`);
        outcome = await audit(chrome, baseUrl, route);
      }
      outcomes.push(outcome);
      const scores = CATEGORIES.map((category) => `${category} ${outcome.scores[category] ?? "-"}`).join(", ");
      console.log(`${passed(outcome) ? "ok  " : "FAIL"} ${route.path} (${outcome.seconds.toFixed(0)} s): ${scores}`);
      for (const problem of outcome.problems) console.log(`       ${problem}`);
    }
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
    if (server) console.error(`server output:\n${server.logs()}`);
  } finally {
    chrome?.kill();
    await server?.stop();
  }

  if (outcomes.length > 0) printTable(outcomes);
  const failures = outcomes.filter((outcome) => !passed(outcome));
  if (failures.length > 0) {
    console.log("\nFailing audits:");
    for (const outcome of failures) {
      console.log(`  ${outcome.route.path}`);
      for (const problem of outcome.problems) console.log(`    ${problem}`);
    }
  }
  // Routes never audited (the server or Chromium did not start) count as failed.
  const passedCount = outcomes.length - failures.length;
  const failedCount = routes.length - passedCount;
  console.log(`\nreports: ${REPORT_DIR} · total ${((Date.now() - startedAll) / 1000).toFixed(0)} s`);
  console.log(`lighthouse: ${passedCount} passed, ${failedCount} failed`);
  return failedCount === 0 ? 0 : 1;
}

process.exitCode = await main();
