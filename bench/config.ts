/**
 * Settings of one `npm run bench`, read once from the environment (see the README's "Benchmarks").
 */
import path from "node:path";
import { repoRoot } from "../tests/support/server";
import { FORM_FACTORS, type FormFactor } from "./lighthouse";

export const SECTIONS = ["lighthouse", "bytes", "load", "memory"] as const;
export type Section = (typeof SECTIONS)[number];

export type BenchConfig = {
  quick: boolean;
  /** Lighthouse performance runs per route and form factor (the median one is reported). */
  lighthouseRuns: number;
  /** Measured wrk duration and the warm-up before it, in seconds. */
  loadSeconds: number;
  warmupSeconds: number;
  connections: number;
  threads: number;
  /** Mixed load of the memory section, its warm-up, and the longest rest after each, in seconds. */
  memorySeconds: number;
  memoryWarmupSeconds: number;
  memoryRestSeconds: number;
  /** Lighthouse form factors (BENCH_FORM_FACTORS=mobile; default mobile and desktop). */
  formFactors: FormFactor[];
  /** Absolute build folder inside the project (BUILD_DIR, default build-bench/, git-ignored: never build/). */
  buildDir: string;
  skipBuild: boolean;
  /** The site server on PGlite listens on port, the one on PostgreSQL on port+1. */
  port: number;
  sections: Section[];
  /** Only these paths (development aid); null = every route. */
  routes: string[] | null;
  postgres: boolean;
  /** Where the JSON result goes: latest.json for a standard run, otherwise partial.json.tmp (git-ignored). */
  outFile: string;
  /** Build log and the Lighthouse reports of the median runs (git-ignored; not test-results/, which Playwright empties). */
  reportDir: string;
};

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function listFromEnv(name: string): string[] | null {
  const raw = process.env[name]?.trim();
  if (!raw) return null;
  return raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export function readConfig(): BenchConfig {
  const quick = process.env.BENCH_QUICK === "1";
  const sections = (listFromEnv("BENCH_SECTIONS") ?? [...SECTIONS]) as Section[];
  for (const section of sections) {
    if (!SECTIONS.includes(section)) throw new Error(`BENCH_SECTIONS: unknown section "${section}" (${SECTIONS})`);
  }
  const formFactors = (listFromEnv("BENCH_FORM_FACTORS") ?? [...FORM_FACTORS]) as FormFactor[];
  for (const formFactor of formFactors) {
    if (!FORM_FACTORS.includes(formFactor))
      throw new Error(`BENCH_FORM_FACTORS: unknown form factor "${formFactor}" (${FORM_FACTORS})`);
  }
  const lighthouseRuns = intFromEnv("BENCH_RUNS", quick ? 1 : 3, 1, 9);
  const loadSeconds = intFromEnv("BENCH_LOAD_SECONDS", quick ? 3 : 10, 1, 120);
  const memorySeconds = intFromEnv("BENCH_MEMORY_SECONDS", quick ? 15 : 60, 5, 600);
  const postgres = process.env.BENCH_POSTGRES !== "0";
  // Only the standard run (every section, route and database, 3 runs, 10 s) replaces the committed result.
  const standard =
    !quick &&
    lighthouseRuns === 3 &&
    loadSeconds === 10 &&
    memorySeconds === 60 &&
    postgres &&
    sections.length === SECTIONS.length &&
    formFactors.length === FORM_FACTORS.length &&
    listFromEnv("BENCH_ROUTES") === null;
  const resultsDir = path.join(repoRoot, "bench", "results");
  return {
    quick,
    lighthouseRuns,
    loadSeconds,
    warmupSeconds: quick ? 1 : 2,
    connections: 50,
    threads: 2,
    memorySeconds,
    memoryWarmupSeconds: quick ? 5 : 10,
    memoryRestSeconds: 120,
    formFactors,
    buildDir: path.resolve(repoRoot, process.env.BUILD_DIR || "build-bench"),
    skipBuild: process.env.BENCH_SKIP_BUILD === "1",
    port: intFromEnv("BENCH_PORT", 4300, 1024, 65534),
    sections,
    routes: listFromEnv("BENCH_ROUTES"),
    postgres,
    outFile: path.join(resultsDir, standard ? "latest.json" : "partial.json.tmp"),
    reportDir: path.join(resultsDir, "reports.tmp"),
  };
}
