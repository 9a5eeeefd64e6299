/**
 * `npm run bench`: builds the production site into BUILD_DIR, serves it on 127.0.0.1, and measures
 * 1. Lighthouse 12.8 mobile and desktop on every route (bench/lighthouse.ts),
 * 2. first-load bytes per route from the build (bench/bytes.ts),
 * 3. HTTP load with wrk against the site and a bare node:http baseline, on PGlite and on a
 *    throwaway PostgreSQL (bench/load.ts), with the stored rows counted afterwards.
 * Prints the tables, writes bench/results/latest.json, exits 1 when a gate fails (bench/report.ts).
 *
 * Environment: BENCH_QUICK=1 (1 Lighthouse run, 3 s load), BENCH_RUNS, BENCH_LOAD_SECONDS,
 * BENCH_SECTIONS=lighthouse,bytes,load, BENCH_ROUTES=/,/about, BENCH_PORT (4300), BENCH_POSTGRES=0,
 * BENCH_SKIP_BUILD=1, BUILD_DIR. See the README's "Benchmarks".
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ensureChromium, ensureWrk } from "../scripts/test-deps";
import { rawRequest } from "../tests/support/http";
import { registryRoutes } from "../tests/support/lighthouse";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../tests/support/postgres";
import { repoRoot, startServer, type TestServer } from "../tests/support/server";
import { prerenderedHtmlFile, type RouteBytes, referencedAssets, routeBytes } from "./bytes";
import { type BenchConfig, readConfig } from "./config";
import { countRows } from "./db-count";
import { type LighthouseResult, runLighthouse } from "./lighthouse";
import {
  type Database,
  type LoadSettings,
  runScenarios,
  type ScenarioResult,
  type ScenarioSpec,
  storageCheck,
} from "./load";
import {
  bytesChecks,
  bytesTable,
  type Check,
  checksText,
  fmtCls,
  fmtInt,
  fmtSeconds,
  lighthouseChecks,
  lighthouseTable,
  loadChecks,
  loadTable,
  ratioTo,
  summaryTable,
} from "./report";

const BASELINE_PAGE = "/about";
/** Slices of a side-by-side measurement (2 s each of the default 10 s). */
const PAIRED_ROUNDS = 5;

function log(message: string): void {
  console.log(message);
}

function elapsed(since: number): string {
  const s = (Date.now() - since) / 1000;
  return s < 60 ? `${s.toFixed(0)} s` : `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s`;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The first line a command prints (stdout, else stderr: `wrk -v` prints there and exits 1). */
function commandOutput(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8", cwd: repoRoot });
  const out = (result.stdout ?? "").trim() || (result.stderr ?? "").trim();
  return out.split("\n")[0] ?? "";
}

/** `npm run build` into cfg.buildDir with the benchmark server's origin; output to a log file. */
async function build(cfg: BenchConfig, siteUrl: string): Promise<void> {
  mkdirSync(cfg.reportDir, { recursive: true });
  const logFile = path.join(cfg.reportDir, "build.log");
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: cfg.buildDir, SITE_URL: siteUrl, NODE_ENV: "production" };
  // The benchmark measures the site as shipped by default: no analytics.
  delete env.GA_MEASUREMENT_ID;
  const out = createWriteStream(logFile);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once("error", reject);
    child.once("exit", resolve);
  });
  out.end();
  if (code !== 0) {
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n");
    throw new Error(`npm run build failed (exit ${code}); end of ${logFile}:\n${tail}`);
  }
}

function siteServer(cfg: BenchConfig, port: number, extra: Record<string, string> = {}): Promise<TestServer> {
  const logFile = path.join(cfg.reportDir, `server-${port}.log`);
  // This run's log only: a run writes about 100 MB of request lines, and earlier runs' add up.
  rmSync(logFile, { force: true });
  return startServer({
    port,
    // Logs to a file, as a deployment's log collector would take them, not into this process's memory.
    logFile,
    env: {
      BUILD_DIR: cfg.buildDir,
      NODE_ENV: "production",
      // Rate limits off for the load: the server reads this only from its environment.
      RATE_LIMIT_DISABLED: "1",
      ...extra,
    },
  });
}

type Baseline = { url: string; pid: number; stop(): Promise<void> };

/** Starts bench/baseline-server.ts with the page's brotli bytes and the site's own headers for it. */
async function startBaseline(cfg: BenchConfig, site: TestServer, port: number): Promise<Baseline> {
  const response = await rawRequest(`${site.url}${BASELINE_PAGE}`, { headers: { "Accept-Encoding": "br" } });
  const bodyFile = path.join(cfg.buildDir, "client", BASELINE_PAGE.slice(1), "index.html.br");
  if (response.status !== 200 || !response.body.equals(readFileSync(bodyFile))) {
    throw new Error(`GET ${BASELINE_PAGE} (br) from the site did not answer 200 with ${bodyFile}`);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name)) continue;
    if (typeof value === "string") headers[name] = value;
  }
  const headersFile = path.join(tmpdir(), `aiva-bench-baseline-headers-${process.pid}.json`);
  writeFileSync(headersFile, JSON.stringify(headers));
  // The same Node.js flags as the site: the two differ only in what runs per request.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "bench/baseline-server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASELINE_BODY: bodyFile,
      BASELINE_HEADERS: headersFile,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("baseline server did not start within 30 s")), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`baseline server exited ${code}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

type Results = {
  lighthouse: LighthouseResult[];
  bytes: RouteBytes[];
  load: ScenarioResult[];
  /** Problems that stopped part of the run (a section, a server): each fails the run. */
  failures: string[];
  versions: Record<string, string>;
};

async function bytesSection(cfg: BenchConfig, paths: string[], site: TestServer | null, results: Results) {
  const clientDir = path.join(cfg.buildDir, "client");
  for (const routePath of paths) {
    try {
      const file = prerenderedHtmlFile(clientDir, routePath);
      let html: Buffer;
      if (file) html = readFileSync(file);
      else if (site) {
        // Not pre-rendered (the 404 page): as the server renders it.
        html = (await rawRequest(`${site.url}${routePath}`)).body;
      } else throw new Error("not pre-rendered, and no server to ask");
      results.bytes.push(routeBytes(clientDir, routePath, html, file ?? undefined));
    } catch (error) {
      results.failures.push(`bytes ${routePath}: ${error instanceof Error ? error.message : error}`);
    }
  }
  log(bytesTable(results.bytes));
}

async function lighthouseSection(
  cfg: BenchConfig,
  site: TestServer,
  results: Results,
  routes: ReturnType<typeof registryRoutes>,
) {
  const chromePath = ensureChromium();
  results.versions.chromium = commandOutput(chromePath, ["--version"]);
  const total = routes.length * 2;
  let done = 0;
  log(
    `\nLighthouse: ${routes.length} routes × mobile + desktop × ${cfg.lighthouseRuns} run${cfg.lighthouseRuns > 1 ? "s" : ""} (the first also audits accessibility, best practices, SEO)`,
  );
  results.lighthouse = await runLighthouse(chromePath, {
    baseUrl: site.url,
    routes,
    runs: cfg.lighthouseRuns,
    reportDir: path.join(cfg.reportDir, "lighthouse"),
    onResult: (r) => {
      done++;
      const runs = r.performanceRuns.length > 1 ? ` [${r.performanceRuns.map((s) => s ?? "x").join(" ")}]` : "";
      const gated = `a11y ${r.scores.accessibility ?? "-"} bp ${r.scores["best-practices"] ?? "-"} seo ${r.scores.seo ?? "-"}`;
      log(
        `  ${String(done).padStart(2)}/${total} ${r.formFactor.padEnd(7)} ${r.path.padEnd(42)} perf ${r.scores.performance ?? "-"}${runs} ${gated}` +
          ` LCP ${fmtSeconds(r.metrics.lcpMs)} s TBT ${fmtInt(r.metrics.tbtMs)} ms CLS ${fmtCls(r.metrics.cls)} (${r.seconds.toFixed(0)} s)`,
      );
      for (const error of r.errors) log(`       error: ${error}`);
    },
  });
  log(lighthouseTable(results.lighthouse, "mobile"));
  log(lighthouseTable(results.lighthouse, "desktop"));
  const warnings = new Set(results.lighthouse.flatMap((r) => r.warnings));
  for (const warning of warnings) log(`Lighthouse warning: ${warning}`);
}

function noJavaScriptContact(database: Database, threads: number): ScenarioSpec {
  return {
    name: "POST /contact",
    target: "site",
    database,
    method: "POST",
    path: "/contact",
    threads,
    stores: { table: "contacts", perRequest: 1 },
  };
}

function postScenarios(database: Database, threads: number): ScenarioSpec[] {
  return [
    {
      // With JavaScript: the form's fetcher posts here and gets the action's result as data.
      name: "POST /contact.data",
      target: "site",
      database,
      method: "POST",
      path: "/contact.data",
      threads,
      stores: { table: "contacts", perRequest: 1 },
    },
    // Without JavaScript: the plain form post, answered with the rendered contact page. Its extra cost
    // is rendering, not the database, so it is measured on PGlite only (time budget).
    ...(database === "pglite" ? [noJavaScriptContact(database, threads)] : []),
    {
      name: "POST /api/chat-message",
      target: "site",
      database,
      method: "POST",
      path: "/api/chat-message",
      threads,
      stores: { table: "chat_messages", perRequest: 2 },
    },
  ];
}

type LoadTarget = { spec: ScenarioSpec; baseUrl: string; pid: number };

/**
 * Runs the scenarios in order; the targets of one group are measured side by side, their time cut into
 * rounds taken in turn (load.ts, runScenarios), so that their ratio is not the machine's mood.
 */
async function loadScenarios(
  settings: LoadSettings,
  groups: LoadTarget[][],
  runId: string,
  results: Results,
): Promise<ScenarioResult[]> {
  const out: ScenarioResult[] = [];
  for (const group of groups) {
    const started = Date.now();
    const targets = group.map((target, i) => ({
      ...target,
      tag: `bench-${runId}-${results.load.length + out.length + i + 1}`,
    }));
    const rounds = targets.length > 1 ? Math.min(PAIRED_ROUNDS, settings.seconds) : 1;
    const measured = await runScenarios(settings, targets, rounds);
    const took = `${elapsed(started)}${rounds > 1 ? `, ${rounds} rounds side by side` : ""}`;
    for (const r of measured) {
      const where = r.database ? ` [${r.database}]` : "";
      log(
        r.error && r.requests === 0
          ? `  ${r.target} ${r.method} ${r.path}${where}: FAILED: ${r.error}`
          : `  ${r.target.padEnd(8)} ${`${r.method} ${r.path}`.padEnd(36)} t${r.threads}${where.padEnd(11)} ${fmtInt(r.rps).padStart(7)} req/s  p50 ${r.latencyMs.p50.toFixed(2)} ms  p99 ${r.latencyMs.p99.toFixed(2)} ms  (${took})`,
      );
      out.push(r);
    }
  }
  return out;
}

async function settleStorage(database: { dataDir: string } | { url: string }, scenarios: ScenarioResult[]) {
  const withRows = scenarios.filter((s) => s.stores);
  if (withRows.length === 0) return;
  const counts = await countRows(
    database,
    withRows.map((s) => ({ table: s.stores?.table ?? "contacts", tag: s.tag })),
  );
  withRows.forEach((s, i) => {
    s.storage = storageCheck(s, counts[i] ?? 0);
  });
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const cfg = readConfig();
  const runId = Date.now().toString(36);
  const ports = { site: cfg.port, baseline: cfg.port + 1, postgresSite: cfg.port + 2 };
  const siteUrl = `http://127.0.0.1:${ports.site}`;
  const allRoutes = registryRoutes();
  const routes = cfg.routes ? allRoutes.filter((r) => cfg.routes?.includes(r.path)) : allRoutes;
  if (routes.length === 0)
    throw new Error(`BENCH_ROUTES matches no route (${allRoutes.map((r) => r.path).join(", ")})`);
  const loadavgStart = loadavg();
  const results: Results = { lighthouse: [], bytes: [], load: [], failures: [], versions: {} };

  log(
    `npm run bench${cfg.quick ? " (BENCH_QUICK=1)" : ""}: sections ${cfg.sections.join(", ")}; ` +
      `${routes.length} routes; build ${cfg.buildDir}; ports ${ports.site}-${ports.postgresSite}`,
  );
  log(
    `host: ${cpus().length} × ${cpus()[0]?.model ?? "?"}; load average ${loadavgStart.map((l) => l.toFixed(1)).join(" ")}`,
  );
  if (loadavgStart[0] !== undefined && loadavgStart[0] > cpus().length) {
    log("warning: the machine is busy (load average above the core count): timings will be slower and noisier.");
  }

  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) throw new Error(`port ${port} (${name}) is in use: set BENCH_PORT to a free range`);
  }
  const wrkPath = cfg.sections.includes("load") ? ensureWrk() : null;
  if (wrkPath) results.versions.wrk = commandOutput(wrkPath, ["-v"]);

  const phase = Date.now();
  if (cfg.skipBuild) {
    if (!existsSync(path.join(cfg.buildDir, "server", "index.js")))
      throw new Error(`BENCH_SKIP_BUILD=1: no build in ${cfg.buildDir}`);
    log(`\nbuild: skipped (BENCH_SKIP_BUILD=1), using ${cfg.buildDir}`);
  } else {
    log(`\nbuild: npm run build → ${cfg.buildDir} (SITE_URL=${siteUrl})`);
    await build(cfg, siteUrl);
    log(`build: done (${elapsed(phase)})`);
  }
  const timings: Record<string, number> = { build: (Date.now() - phase) / 1000 };

  let site: TestServer | null = null;
  let baseline: Baseline | null = null;
  let postgres: ThrowawayPostgres | null = null;
  let postgresSite: TestServer | null = null;
  const settings: LoadSettings | null = wrkPath
    ? {
        wrkPath,
        seconds: cfg.loadSeconds,
        warmupSeconds: cfg.warmupSeconds,
        connections: cfg.connections,
        timeoutSeconds: 10,
      }
    : null;
  try {
    site = await siteServer(cfg, ports.site);

    if (cfg.sections.includes("bytes")) {
      const t = Date.now();
      await bytesSection(
        cfg,
        routes.map((r) => r.path),
        site,
        results,
      );
      timings.bytes = (Date.now() - t) / 1000;
    }

    if (cfg.sections.includes("lighthouse")) {
      const t = Date.now();
      try {
        await lighthouseSection(cfg, site, results, routes);
      } catch (error) {
        results.failures.push(`lighthouse: ${error instanceof Error ? error.message : error}`);
      }
      timings.lighthouse = (Date.now() - t) / 1000;
      log(`Lighthouse: done (${elapsed(t)})`);
    }

    if (settings) {
      const t = Date.now();
      log(
        `\nLoad: wrk ${cfg.threads} threads, ${cfg.connections} connections, ${cfg.warmupSeconds} s warm-up + ${cfg.loadSeconds} s per scenario`,
      );
      baseline = await startBaseline(cfg, site, ports.baseline);
      const clientDir = path.join(cfg.buildDir, "client");
      const aboutHtml = readFileSync(prerenderedHtmlFile(clientDir, BASELINE_PAGE) ?? "");
      const about = routeBytes(clientDir, BASELINE_PAGE, aboutHtml);
      const asset = about.js.files[0]?.file ?? referencedAssets(aboutHtml.toString()).js[0];
      if (!asset) throw new Error(`${BASELINE_PAGE} references no JavaScript asset`);
      const get = (target: "baseline" | "site", urlPath: string, threads: number): ScenarioSpec => ({
        name: `GET ${urlPath}`,
        target,
        database: null,
        method: "GET",
        path: urlPath,
        threads,
      });
      const pglite = await loadScenarios(
        settings,
        [
          // One wrk thread against the fastest server: if it matches two threads, wrk is not the limit.
          [{ spec: get("baseline", BASELINE_PAGE, 1), baseUrl: baseline.url, pid: baseline.pid }],
          // The bar's pair: the baseline and the site serving the same page, measured side by side.
          [
            { spec: get("baseline", BASELINE_PAGE, cfg.threads), baseUrl: baseline.url, pid: baseline.pid },
            { spec: get("site", BASELINE_PAGE, cfg.threads), baseUrl: site.url, pid: site.child.pid ?? 0 },
          ],
          [{ spec: get("site", asset, cfg.threads), baseUrl: site.url, pid: site.child.pid ?? 0 }],
          ...postScenarios("pglite", cfg.threads).map((spec) => [
            { spec, baseUrl: site?.url ?? "", pid: site?.child.pid ?? 0 },
          ]),
        ],
        runId,
        results,
      );
      results.load.push(...pglite);
      await baseline.stop();
      baseline = null;
      const dataDir = site.dataDir;
      await site.stop();
      site = null;
      try {
        await settleStorage({ dataDir }, pglite);
      } catch (error) {
        results.failures.push(`counting PGlite rows: ${error instanceof Error ? error.message : error}`);
      }

      if (cfg.postgres) {
        try {
          postgres = await startThrowawayPostgres();
        } catch (error) {
          log(`PostgreSQL: could not start a throwaway cluster (${error instanceof Error ? error.message : error})`);
        }
        if (postgres) {
          results.versions.postgres = postgres.version;
          postgresSite = await siteServer(cfg, ports.postgresSite, { DATABASE_URL: postgres.url });
          const onPostgres = await loadScenarios(
            settings,
            postScenarios("postgres", cfg.threads).map((spec) => [
              { spec, baseUrl: postgresSite?.url ?? "", pid: postgresSite?.child.pid ?? 0 },
            ]),
            runId,
            results,
          );
          results.load.push(...onPostgres);
          await postgresSite.stop();
          postgresSite = null;
          try {
            await settleStorage({ url: postgres.url }, onPostgres);
          } catch (error) {
            results.failures.push(`counting PostgreSQL rows: ${error instanceof Error ? error.message : error}`);
          }
        } else {
          log("PostgreSQL: not available (no initdb/pg_ctl); measured on PGlite only");
        }
      }
      timings.load = (Date.now() - t) / 1000;
      log(`Load: done (${elapsed(t)})`);
    }
  } catch (error) {
    results.failures.push(error instanceof Error ? error.message : String(error));
    if (site) log(`server output (last lines):\n${site.logs().split("\n").slice(-20).join("\n")}`);
  } finally {
    await baseline?.stop();
    await site?.stop();
    await postgresSite?.stop();
    await postgres?.stop();
  }

  // ---------- report ----------
  const base = results.load.find((r) => r.target === "baseline" && r.threads === cfg.threads);
  const oneThread = results.load.find((r) => r.target === "baseline" && r.threads === 1);
  const checks: Check[] = [
    ...lighthouseChecks(results.lighthouse),
    ...bytesChecks(results.bytes),
    ...loadChecks(results.load, base),
    ...results.failures.map((failure) => ({ kind: "gate" as const, name: "run", ok: false, detail: failure })),
  ];
  const generator =
    base && oneThread && !base.error && !oneThread.error
      ? {
          oneThreadRps: oneThread.rps,
          twoThreadRps: base.rps,
          ratio: oneThread.rps / base.rps,
          wrkCpuCores: base.wrkCpuCores,
          serverCpuCores: base.serverCpuCores,
        }
      : null;

  if (results.load.length > 0) log(loadTable(results.load, base));
  if (generator) {
    const cores = (r: ScenarioResult) =>
      `server ${r.serverCpuCores?.toFixed(2) ?? "?"} cores, wrk ${r.wrkCpuCores?.toFixed(2) ?? "?"} cores`;
    const notLimit = generator.ratio >= 0.9;
    log(
      `Load generator: against the baseline, 1 wrk thread made ${fmtInt(generator.oneThreadRps)} req/s (${cores(oneThread as ScenarioResult)})` +
        ` and 2 threads ${fmtInt(generator.twoThreadRps)} req/s (${cores(base as ScenarioResult)}): ` +
        (notLimit
          ? "one thread already reaches the rate of two, so wrk is not the limit."
          : "two threads go faster than one: wrk may be the limit on this machine."),
    );
  }
  if (results.lighthouse.length + results.bytes.length > 0) {
    log(
      summaryTable(
        results.lighthouse,
        results.bytes,
        routes.map((r) => r.path),
      ),
    );
  }
  log(checksText(checks));

  const passed = checks.every((c) => c.kind !== "gate" || c.ok);
  const durationSeconds = (Date.now() - startedAt) / 1000;
  const output = {
    schema: 1,
    generatedAt: new Date().toISOString(),
    passed,
    durationSeconds: Math.round(durationSeconds),
    sectionSeconds: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])),
    settings: {
      quick: cfg.quick,
      lighthouseRuns: cfg.lighthouseRuns,
      loadSeconds: cfg.loadSeconds,
      warmupSeconds: cfg.warmupSeconds,
      connections: cfg.connections,
      threads: cfg.threads,
      sections: cfg.sections,
      routes: routes.map((r) => r.path),
    },
    environment: {
      node: process.version,
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? "?"}`,
      loadavgStart: loadavgStart.map((l) => Math.round(l * 100) / 100),
      loadavgEnd: loadavg().map((l) => Math.round(l * 100) / 100),
      commit: commandOutput("git", ["rev-parse", "--short", "HEAD"]),
      uncommittedFiles: (spawnSync("git", ["status", "--porcelain"], { encoding: "utf8", cwd: repoRoot }).stdout ?? "")
        .split("\n")
        .filter(Boolean).length,
      lighthouse: "12.8",
      ...results.versions,
    },
    bars: {
      mobilePerformance: 95,
      lcpMs: 1500,
      tbtMs: 50,
      cls: 0.01,
      jsGzipKb: { "/": 150, other: 135 },
      pageThroughputRatio: 0.8,
    },
    lighthouse: results.lighthouse,
    bytes: results.bytes,
    load: {
      baseline: base ? `${base.name} (node:http, same bytes and headers)` : null,
      generator,
      scenarios: results.load.map((r) => ({ ...r, ratioToBaseline: r === base ? null : ratioTo(base, r) })),
    },
    checks,
  };
  mkdirSync(path.dirname(cfg.outFile), { recursive: true });
  const tmp = `${cfg.outFile}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(output, null, 2)}\n`);
  renameSync(tmp, cfg.outFile);

  log(
    `\nresults: ${path.relative(repoRoot, cfg.outFile)} · Lighthouse reports: ${path.relative(repoRoot, cfg.reportDir)}`,
  );
  log(
    `bench: ${passed ? "passed" : "FAILED"} in ${elapsed(startedAt)} (${Object.entries(timings)
      .map(([k, v]) => `${k} ${Math.round(v)} s`)
      .join(", ")})`,
  );
  if (durationSeconds > 600 && !cfg.quick) log("note: longer than the 10-minute target (see the load average above).");
  return passed ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
