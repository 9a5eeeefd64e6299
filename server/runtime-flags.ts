/**
 * The Node.js flags the server runs with (ADR 012). `npm run serve`, the test harness, Playwright
 * and the benchmark start it with these; the server warns at startup when one is missing.
 *
 * --no-memory-reducer: once the process has idled for a few seconds, V8's memory reducer runs
 * memory-reducing full collections, and from then on every request for a pre-rendered page costs
 * about a quarter more CPU (GET /about after 13 s idle, with the bench's side-by-side code: 67-72 %
 * of a fresh baseline's req/s without this flag, 85-86 % with it). A server keeps its heap for the
 * next burst of traffic instead.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--no-memory-reducer"];

/** The flags of SERVER_NODE_FLAGS this process was not started with. */
export function missingServerFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
