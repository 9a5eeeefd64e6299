import { performance } from "node:perf_hooks";
import pino from "pino";
import type { Logger } from "./logger";

/**
 * The request log of responses served from memory (pre-rendered pages, assets): the same JSON line
 * as pino's `request` records, written to pino's own stream in batches of up to 256 lines, or
 * every 100 ms (as nginx's `access_log … buffer= flush=`).
 *
 * A request only stores its method, path, status, and start and end times (monotonic, the clock
 * of `performance.now()`) in preallocated arrays: it allocates nothing and reads no wall clock.
 * The lines are formatted when the batch is written, their wall-clock times anchored to one
 * `Date.now()` per batch. Building each line as the request was served, and holding the growing
 * text until the batch was written, kept GET /about at 82-85 % of the bare baseline's throughput;
 * this way, 90-97 % (ADR 002). A pino call per request (about 4 µs) kept it at 78 %. The path is
 * the served file's (decoded, without the query).
 * At most the last 100 ms of lines are lost if the process dies; `flush()` runs at shutdown.
 */
export type AccessLog = {
  /**
   * `path` should outlive the batch (a served file's key): a string made for this request would be
   * kept alive until the batch is written. `startedMs` is `performance.now()` when the request came
   * (from `node:perf_hooks`: the global `performance` is a lazy getter, a call per read).
   */
  record(method: string, path: string, status: number, startedMs: number): void;
  flush(): void;
};

const FLUSH_MS = 100;
/** Lines per batch: at about 120 bytes a line, about 30 KB. */
export const BATCH_LINES = 256;
const INFO = pino.levels.values.info;

/** `monotonicMs`: the clock of `startedMs` (tests pass a fake one). */
export function createAccessLog(log: Logger, monotonicMs: () => number = () => performance.now()): AccessLog {
  const stream = (log as unknown as Record<symbol, { write(chunk: string): unknown }>)[pino.symbols.streamSym];
  const enabled = log.isLevelEnabled("info") && stream !== undefined;
  const methods: string[] = new Array(BATCH_LINES).fill("");
  const paths: string[] = new Array(BATCH_LINES).fill("");
  const statuses = new Uint16Array(BATCH_LINES);
  const starts = new Float64Array(BATCH_LINES);
  const ends = new Float64Array(BATCH_LINES);
  let count = 0;
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (count === 0 || !stream) return;
    const wallClockOffset = Date.now() - monotonicMs();
    let lines = "";
    let lastTime = Number.NaN;
    let time = "";
    for (let i = 0; i < count; i++) {
      const end = ends[i] as number;
      const wallMs = Math.floor(wallClockOffset + end);
      if (wallMs !== lastTime) {
        lastTime = wallMs;
        time = new Date(wallMs).toISOString();
      }
      const ms = Math.round((end - (starts[i] as number)) * 10) / 10;
      lines += `{"level":${INFO},"time":"${time}","method":${JSON.stringify(methods[i])},"path":${JSON.stringify(paths[i])},"status":${statuses[i]},"ms":${ms},"msg":"request"}\n`;
      paths[i] = "";
    }
    count = 0;
    stream.write(lines);
  }

  function record(method: string, path: string, status: number, startedMs: number) {
    if (!enabled) return;
    methods[count] = method;
    paths[count] = path;
    statuses[count] = status;
    starts[count] = startedMs;
    ends[count] = monotonicMs();
    count++;
    if (count === BATCH_LINES) flush();
    else if (!timer) timer = setTimeout(flush, FLUSH_MS).unref();
  }

  return { record, flush };
}
