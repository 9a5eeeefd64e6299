/**
 * Linux /proc readings of a process: CPU time (all threads) and resident memory.
 */
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/** utime + stime of the process (all its threads), in seconds; null once it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** VmRSS and VmHWM (peak resident set since the start) in bytes; null once the process is gone. */
export function memory(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
    return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
  } catch {
    return null;
  }
}

export type Sampler = {
  /** Stops sampling; the highest VmRSS seen and VmHWM at the end, in bytes. */
  stop(): { peakRss: number; hwm: number };
};

/** Samples VmRSS every `intervalMs` until stopped. */
export function sampleMemory(pid: number, intervalMs = 100): Sampler {
  let peakRss = memory(pid)?.rss ?? 0;
  const timer = setInterval(() => {
    const now = memory(pid);
    if (now && now.rss > peakRss) peakRss = now.rss;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const last = memory(pid);
      if (last && last.rss > peakRss) peakRss = last.rss;
      return { peakRss, hwm: last?.hwm ?? 0 };
    },
  };
}

/** Parses the second line of bash's `times` (the children's user and system time) into seconds. */
export function parseChildTimes(output: string): number | null {
  const lines = output.trim().split("\n");
  const match = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec((lines.at(-1) ?? "").trim());
  if (!match || lines.length < 2) return null;
  return Number(match[1]) * 60 + Number(match[2]) + Number(match[3]) * 60 + Number(match[4]);
}
