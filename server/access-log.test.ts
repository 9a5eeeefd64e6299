import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BATCH_LINES, createAccessLog } from "./access-log";
import type { Logger } from "./logger";

function capture(level: string) {
  const writes: string[] = [];
  const log = pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    { write: (chunk: string) => writes.push(chunk) },
  ) as Logger;
  return {
    log,
    writes,
    lines: () =>
      writes
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(new Date("2026-11-23T10:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The fake Date as the log's monotonic clock: every time and duration is known exactly. */
const clock = () => Date.now();

describe("access log of responses served from memory", () => {
  it("writes pino-shaped request lines in one batch after 100 ms, with their times and durations", () => {
    const { log, writes, lines } = capture("info");
    const access = createAccessLog(log, clock);
    access.record("GET", "/about", 200, clock() - 12.34);
    vi.advanceTimersByTime(7);
    access.record("HEAD", '/assets/a "quoted".js', 304, clock() - 0.06);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(92);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toHaveLength(1);
    expect(lines()).toEqual([
      {
        level: 30,
        time: "2026-11-23T10:00:00.000Z",
        method: "GET",
        path: "/about",
        status: 200,
        ms: 12.3,
        msg: "request",
      },
      {
        level: 30,
        time: "2026-11-23T10:00:00.007Z",
        method: "HEAD",
        path: '/assets/a "quoted".js',
        status: 304,
        ms: 0.1,
        msg: "request",
      },
    ]);
    // The same shape as pino's own request line.
    log.info({ method: "GET", path: "/x", status: 200, ms: 0 }, "request");
    expect(Object.keys(lines()[2] ?? {})).toEqual(Object.keys(lines()[0] ?? {}));
  });

  it("writes at once when a batch is full, and on flush()", () => {
    const { log, writes, lines } = capture("info");
    const access = createAccessLog(log, clock);
    const total = BATCH_LINES + 10;
    for (let i = 0; i < total; i++) access.record("GET", `/page-${i}`, 200, clock());
    expect(writes.length).toBe(1);
    access.flush();
    expect(writes.length).toBe(2);
    expect(lines().map((line) => line.path)).toEqual(Array.from({ length: total }, (_, i) => `/page-${i}`));
    access.flush();
    expect(writes.length).toBe(2);
    // The timer of the batch that flush() wrote writes nothing more.
    vi.advanceTimersByTime(1000);
    expect(writes.length).toBe(2);
  });

  it("writes nothing when the log level is above info", () => {
    const { log, writes } = capture("warn");
    const access = createAccessLog(log, clock);
    access.record("GET", "/about", 200, clock());
    access.flush();
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
  });
});
