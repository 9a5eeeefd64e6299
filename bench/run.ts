/**
 * `npm run bench`: builds the production site into BUILD_DIR, serves it on 127.0.0.1, and measures
 * 1. Lighthouse 12.8 mobile and desktop on every route (bench/lighthouse.ts),
 * 2. first-load bytes per route from the build (bench/bytes.ts),
 * 3. HTTP load with wrk on PGlite and on a throwaway PostgreSQL (bench/load.ts), with the stored
 *    rows counted afterwards: throughput and latency as information,
 * 4. the server's memory: idle after start, and under 60 s of mixed load (bench/memory.ts).
 * Prints the tables, writes bench/results/latest.json, exits 1 when a gate fails (bench/report.ts).
 *
 * Environment: BENCH_QUICK=1 (1 Lighthouse run, 3 s load, 15 s memory load), BENCH_RUNS,
 * BENCH_LOAD_SECONDS, BENCH_MEMORY_SECONDS, BENCH_SECTIONS=lighthouse,bytes,load,memory,
 * BENCH_ROUTES=/,/about, BENCH_FORM_FACTORS=mobile, BENCH_PORT (4300), BENCH_POSTGRES=0, BENCH_SKIP_BUILD=1,
 * BUILD_DIR (node_modules/.cache/aiva-bench-build).
 * See the README's "Benchmarks".
 */
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
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
import { writeReferencePages } from "./reference";
import {
  type Database,
  type LoadSettings,
  runScenario,
  type ScenarioResult,
  type ScenarioSpec,
  storageCheck,
} from "./load";
import { idleRssAfterStart, type MemoryResult, measureMemory } from "./memory";
import {
  BARS,
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
  memoryChecks,
  memoryTable,
  summaryTable,
} from "./report";

/** The page of the GET scenario. */
const PAGE = "/about";

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
  mkdirSync(cfg.reportDir, { recursive: true });
  return startServer({
    port,
    // A first start creates the PGlite folder, which takes much longer on a busy machine.
    readyTimeoutMs: 180_000,
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

type Results = {
  lighthouse: LighthouseResult[];
  bytes: RouteBytes[];
  load: ScenarioResult[];
  memory: MemoryResult[];
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
  references: Map<string, string>,
) {
  const chromePath = ensureChromium();
  results.versions.chromium = commandOutput(chromePath, ["--version"]);
  const total = (routes.length + references.size) * cfg.formFactors.length;
  let done = 0;
  log(
    `\nLighthouse (default configuration, a fresh Chromium per run): ${routes.length} routes and ${references.size} static references × ${cfg.formFactors.join(" + ")} × ${cfg.lighthouseRuns} run${cfg.lighthouseRuns > 1 ? "s" : ""}`,
  );
  results.lighthouse = await runLighthouse(chromePath, {
    baseUrl: site.url,
    routes,
    references,
    formFactors: cfg.formFactors,
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
  for (const formFactor of cfg.formFactors) log(lighthouseTable(results.lighthouse, formFactor));
  const warnings = new Set(results.lighthouse.flatMap((r) => r.warnings));
  for (const warning of warnings) log(`Lighthouse warning: ${warning}`);
}

function noJavaScriptContact(database: Database, threads: number): ScenarioSpec {
  return {
    name: "POST /contact",
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
      database,
      method: "POST",
      path: "/api/chat-message",
      threads,
      stores: { table: "chat_messages", perRequest: 2 },
    },
  ];
}

/** Runs the scenarios one after the other against one server. */
async function loadScenarios(
  settings: LoadSettings,
  specs: ScenarioSpec[],
  server: TestServer,
  runId: string,
  results: Results,
): Promise<ScenarioResult[]> {
  const out: ScenarioResult[] = [];
  for (const spec of specs) {
    const started = Date.now();
    const tag = `bench-${runId}-${results.load.length + out.length + 1}`;
    const r = await runScenario(settings, { spec, baseUrl: server.url, pid: server.child.pid ?? 0, tag });
    const where = r.database ? ` [${r.database}]` : "";
    log(
      r.error && r.requests === 0
        ? `  ${r.method} ${r.path}${where}: FAILED: ${r.error}`
        : `  ${`${r.method} ${r.path}`.padEnd(36)} t${r.threads}${where.padEnd(11)} ${fmtInt(r.rps).padStart(7)} req/s  p50 ${r.latencyMs.p50.toFixed(2)} ms  p99 ${r.latencyMs.p99.toFixed(2)} ms  (${elapsed(started)})`,
    );
    out.push(r);
  }
  return out;
}

/** The memory section on a server: idle RSS measured at its start, then mixed load (bench/memory.ts). */
async function memorySection(
  cfg: BenchConfig,
  settings: LoadSettings,
  server: TestServer,
  database: Database,
  idleAfterStartBytes: number,
  warm: boolean,
  pagePaths: string[],
  runId: string,
): Promise<MemoryResult> {
  const started = Date.now();
  const result = await measureMemory({
    settings,
    database,
    baseUrl: server.url,
    pid: server.child.pid ?? 0,
    pagePaths,
    idleAfterStartBytes,
    seconds: cfg.memorySeconds,
    warmupSeconds: warm ? 0 : cfg.memoryWarmupSeconds,
    restSeconds: cfg.memoryRestSeconds,
    tag: `bench-${runId}-mem-${database}`,
  });
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  log(
    result.error
      ? `  memory [${database}]: FAILED: ${result.error}`
      : `  memory [${database}]: idle after start ${mb(result.idleAfterStartBytes)} MB; rested ${mb(result.restedBeforeBytes)} MB → ` +
          `peak ${mb(result.peakBytes)} MB under ${cfg.memorySeconds} s of mixed load → rested ${mb(result.restedAfterBytes)} MB ` +
          `(${(result.growth * 100).toFixed(1)} %) (${elapsed(started)})`,
  );
  return result;
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
  const ports = { site: cfg.port, postgresSite: cfg.port + 1 };
  const siteUrl = `http://127.0.0.1:${ports.site}`;
  const allRoutes = registryRoutes();
  const routes = cfg.routes ? allRoutes.filter((r) => cfg.routes?.includes(r.path)) : allRoutes;
  if (routes.length === 0)
    throw new Error(`BENCH_ROUTES matches no route (${allRoutes.map((r) => r.path).join(", ")})`);
  const loadavgStart = loadavg();
  const results: Results = { lighthouse: [], bytes: [], load: [], memory: [], failures: [], versions: {} };
  const loads = cfg.sections.includes("load");
  const measuresMemory = cfg.sections.includes("memory");

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
  const wrkPath = loads || measuresMemory ? ensureWrk() : null;
  if (wrkPath) results.versions.wrk = commandOutput(wrkPath, ["-v"]);

  const phase = Date.now();
  if (cfg.skipBuild) {
    if (!existsSync(path.join(cfg.buildDir, "site-server.js")))
      throw new Error(`BENCH_SKIP_BUILD=1: no build in ${cfg.buildDir}`);
    log(`\nbuild: skipped (BENCH_SKIP_BUILD=1), using ${cfg.buildDir}`);
  } else {
    log(`\nbuild: npm run build → ${cfg.buildDir} (SITE_URL=${siteUrl})`);
    await build(cfg, siteUrl);
    log(`build: done (${elapsed(phase)})`);
  }
  const timings: Record<string, number> = { build: (Date.now() - phase) / 1000 };

  let site: TestServer | null = null;
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
  const pagePaths = routes.filter((r) => !r.notFound).map((r) => r.path);
  // Written before the server starts: it loads the build's pages into memory once.
  const references = cfg.sections.includes("lighthouse")
    ? writeReferencePages(
        path.join(cfg.buildDir, "client"),
        routes.filter((r) => !r.notFound).map((r) => r.path),
      )
    : new Map<string, string>();
  try {
    site = await siteServer(cfg, ports.site);
    const siteIdleBytes = await idleRssAfterStart(site.child.pid ?? 0);

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
        await lighthouseSection(cfg, site, results, routes, references);
      } catch (error) {
        results.failures.push(`lighthouse: ${error instanceof Error ? error.message : error}`);
      }
      timings.lighthouse = (Date.now() - t) / 1000;
      log(`Lighthouse: done (${elapsed(t)})`);
    }

    if (settings) {
      const t = Date.now();
      log(
        `\nLoad: wrk ${cfg.threads} threads, ${cfg.connections} connections, ${cfg.warmupSeconds} s warm-up + ${cfg.loadSeconds} s per scenario` +
          (measuresMemory ? `; memory: ${cfg.memorySeconds} s of mixed load per database` : ""),
      );
      const clientDir = path.join(cfg.buildDir, "client");
      const pageHtml = readFileSync(prerenderedHtmlFile(clientDir, PAGE) ?? "");
      const asset =
        routeBytes(clientDir, PAGE, pageHtml).js.files[0]?.file ?? referencedAssets(pageHtml.toString()).js[0];
      if (!asset) throw new Error(`${PAGE} references no JavaScript asset`);
      const get = (urlPath: string): ScenarioSpec => ({
        name: `GET ${urlPath}`,
        database: null,
        method: "GET",
        path: urlPath,
        threads: cfg.threads,
      });
      const pglite = loads
        ? await loadScenarios(
            settings,
            [get(PAGE), get(asset), ...postScenarios("pglite", cfg.threads)],
            site,
            runId,
            results,
          )
        : [];
      results.load.push(...pglite);
      if (measuresMemory) {
        results.memory.push(await memorySection(cfg, settings, site, "pglite", siteIdleBytes, loads, pagePaths, runId));
      }
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
          const postgresIdleBytes = await idleRssAfterStart(postgresSite.child.pid ?? 0);
          const onPostgres = loads
            ? await loadScenarios(settings, postScenarios("postgres", cfg.threads), postgresSite, runId, results)
            : [];
          results.load.push(...onPostgres);
          if (measuresMemory) {
            results.memory.push(
              await memorySection(cfg, settings, postgresSite, "postgres", postgresIdleBytes, loads, pagePaths, runId),
            );
          }
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
    await site?.stop();
    await postgresSite?.stop();
    await postgres?.stop();
  }

  // ---------- report ----------
  const checks: Check[] = [
    ...lighthouseChecks(results.lighthouse),
    ...bytesChecks(results.bytes),
    ...loadChecks(results.load),
    ...memoryChecks(results.memory),
    ...results.failures.map((failure) => ({ kind: "gate" as const, name: "run", ok: false, detail: failure })),
  ];

  if (results.load.length > 0) log(loadTable(results.load));
  if (results.memory.length > 0) log(memoryTable(results.memory));
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
    schema: 2,
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
      memorySeconds: cfg.memorySeconds,
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
      mobilePerformance: BARS.performance,
      lcpMs: BARS.lcpMs,
      tbtMs: BARS.tbtMs,
      cls: BARS.cls,
      jsGzipKb: { "/": 150, other: 143 },
      idleRssMb: BARS.idleRssMb,
      memoryGrowth: BARS.memoryGrowth,
    },
    lighthouse: results.lighthouse,
    bytes: results.bytes,
    load: results.load,
    memory: results.memory,
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
  return passed ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
