/**
 * Server memory (DESIGN.md §5, ADR 018): resident memory (VmRSS) when idle after start, and under
 * mixed load: pre-rendered pages, rendered 404 pages, enquiries and chat messages, all at once.
 *
 * Growth is what the load leaves behind: the RSS of the server once it has rested after the
 * measured load, against its RSS once it had rested after a warm-up of the same load. While requests
 * come in V8 lets its heap fill with garbage and grow, and it gives that memory back once they stop
 * (its memory reducer), so the peak under load is reported but is not what "growth" means; a leak, or
 * memory that PGlite or the code caches keep, stays after the rest.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  chatScript,
  contactScript,
  type Database,
  type LoadSettings,
  notFoundScript,
  pagesScript,
  runWrk,
  type WrkSummary,
} from "./load";
import { memory, sampleMemory } from "./proc";

export type MemoryResult = {
  database: Database;
  /** VmRSS a few seconds after the server answered its first health check, before any other request. */
  idleAfterStartBytes: number;
  /** VmRSS after a warm-up of the mixed load and a rest. */
  restedBeforeBytes: number;
  /** The highest VmRSS during the measured load. */
  peakBytes: number;
  /** VmRSS after the measured load and a rest. */
  restedAfterBytes: number;
  /** restedAfter / restedBefore - 1 */
  growth: number;
  loadSeconds: number;
  /** Requests of the measured load, per part. */
  requests: Record<MixPart, number>;
  /** Answers outside 2xx/3xx (404 for the not-found part) and socket errors. */
  failures: number;
  error?: string;
};

type MixPart = "pages" | "not found" | "enquiries" | "chat";

/** Waits for the server to settle after its start, then reads its resident memory. */
export async function idleRssAfterStart(pid: number, settleMs = 5_000): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return memory(pid)?.rss ?? 0;
}

/**
 * Waits, sampling VmRSS every second, until the server has given back what its heap grew by: RSS 5 %
 * below the highest reading of the rest and steady for 10 s. V8 collects an idle heap on its own
 * schedule (V8's memory reducer: here between one and two minutes after the last request), so this may take `maxSeconds`;
 * returns the last reading.
 */
export async function restedRss(pid: number, maxSeconds: number): Promise<number> {
  const readings: number[] = [memory(pid)?.rss ?? 0];
  for (let second = 0; second < maxSeconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rss = memory(pid)?.rss ?? 0;
    readings.push(rss);
    const last = readings.slice(-10);
    const steady = last.length === 10 && Math.max(...last) - Math.min(...last) < 1024 * 1024;
    if (steady && rss <= Math.max(...readings) * 0.95) break;
  }
  return readings.at(-1) ?? 0;
}

/** The four parts of the load at once, two connections each, for `seconds`. */
export async function mixedLoad(
  settings: LoadSettings,
  baseUrl: string,
  pid: number,
  pagePaths: string[],
  seconds: number,
  tag: string,
): Promise<{ peakBytes: number; requests: Record<MixPart, number>; failures: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "aiva-bench-memory-"));
  const parts: [MixPart, string, string][] = [
    ["pages", pagesScript(pagePaths), "/"],
    ["not found", notFoundScript(), "/"],
    ["enquiries", contactScript(), "/contact.data"],
    ["chat", chatScript(), "/api/chat-message"],
  ];
  const sampler = sampleMemory(pid);
  try {
    const runs = await Promise.all(
      parts.map(([, script, urlPath], i) => {
        const file = path.join(dir, `part-${i}.lua`);
        writeFileSync(file, script);
        return runWrk({ ...settings, connections: 2 }, file, `${baseUrl}${urlPath}`, 1, seconds, `${tag}-${i}`);
      }),
    );
    const failures = (run: WrkSummary, part: MixPart) =>
      run.errors.connect +
      run.errors.read +
      run.errors.write +
      run.errors.timeout +
      (part === "not found" ? 0 : run.errors.status);
    return {
      peakBytes: sampler.stop().peakRss,
      requests: Object.fromEntries(parts.map(([part], i) => [part, runs[i]?.requests ?? 0])) as Record<MixPart, number>,
      failures: parts.reduce((sum, [part], i) => sum + failures(runs[i] as WrkSummary, part), 0),
    };
  } finally {
    sampler.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export type MemoryRun = {
  settings: LoadSettings;
  database: Database;
  baseUrl: string;
  pid: number;
  pagePaths: string[];
  idleAfterStartBytes: number;
  seconds: number;
  /** Seconds of mixed load before the first rest; 0 when the server is already warm. */
  warmupSeconds: number;
  restSeconds: number;
  tag: string;
};

/** Warm-up (unless warm), rest, the measured mixed load, rest: the figures of MemoryResult. */
export async function measureMemory(run: MemoryRun): Promise<MemoryResult> {
  const base = {
    database: run.database,
    idleAfterStartBytes: run.idleAfterStartBytes,
    loadSeconds: run.seconds,
  };
  try {
    if (run.warmupSeconds > 0) {
      await mixedLoad(run.settings, run.baseUrl, run.pid, run.pagePaths, run.warmupSeconds, `${run.tag}-w`);
    }
    const restedBeforeBytes = await restedRss(run.pid, run.restSeconds);
    const load = await mixedLoad(run.settings, run.baseUrl, run.pid, run.pagePaths, run.seconds, `${run.tag}-m`);
    const restedAfterBytes = await restedRss(run.pid, run.restSeconds);
    return {
      ...base,
      restedBeforeBytes,
      peakBytes: load.peakBytes,
      restedAfterBytes,
      growth: restedBeforeBytes > 0 ? restedAfterBytes / restedBeforeBytes - 1 : Number.NaN,
      requests: load.requests,
      failures: load.failures,
    };
  } catch (error) {
    return {
      ...base,
      restedBeforeBytes: 0,
      peakBytes: 0,
      restedAfterBytes: 0,
      growth: Number.NaN,
      requests: { pages: 0, "not found": 0, enquiries: 0, chat: 0 },
      failures: 0,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
