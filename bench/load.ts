/**
 * HTTP load with wrk: one scenario = a check request, a warm-up run, then the measured run, with
 * the server's CPU time and memory sampled from /proc and wrk's own CPU time from bash's `times`.
 *
 * wrk's Lua `done()` prints one JSON line (BENCH_RESULT) so nothing depends on wrk's text layout.
 * POST scripts count in each thread the requests sent and the 2xx answers received, so that after
 * the run the stored rows can be matched exactly: every 2xx is a stored row, and requests still
 * unanswered when wrk stopped (at most one per connection) may or may not have been stored.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { helpCategoryValues } from "../app/content/contact";
import { contactFieldNames, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "../app/lib/schemas/enquiry-fields";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { rawRequest } from "../tests/support/http";
import { cpuSeconds, parseChildTimes, sampleMemory } from "./proc";

export type Database = "pglite" | "postgres";
export type StoredTable = "contacts" | "chat_messages";

export type LoadSettings = {
  wrkPath: string;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** wrk's per-request time limit: a slower answer counts as a timeout error. */
  timeoutSeconds: number;
};

export type ScenarioSpec = {
  /** Short label ("GET /about", "POST /contact"). */
  name: string;
  database: Database | null;
  method: "GET" | "POST";
  path: string;
  threads: number;
  /** Rows each 2xx answer stores (POST scenarios). */
  stores?: { table: StoredTable; perRequest: number };
};

export type WrkSummary = {
  /** Completed responses (any status). */
  requests: number;
  durationSeconds: number;
  bytes: number;
  errors: { connect: number; read: number; write: number; timeout: number; status: number };
  latencyMs: { p50: number; p99: number; max: number; mean: number };
  /** POST scripts only: requests written, and answers with a 2xx status. */
  sent: number | null;
  ok2xx: number | null;
  /** CPU seconds wrk used (user + system), from bash's `times`. */
  wrkCpuSeconds: number | null;
};

export type ScenarioResult = ScenarioSpec & {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  latencyMs: WrkSummary["latencyMs"];
  bytesPerResponse: number;
  /** Answers outside 2xx/3xx (wrk counts status >= 400). */
  non2xx3xx: number;
  socketErrors: { connect: number; read: number; write: number; timeout: number };
  /** CPU cores in use on average during the measured run (1.0 = one core busy the whole time). */
  serverCpuCores: number | null;
  wrkCpuCores: number | null;
  peakRssBytes: number;
  hwmBytes: number;
  /** Filled in after the server stopped (POST scenarios). */
  storage?: StorageCheck;
  /** Key/session prefix of this scenario's rows. */
  tag: string;
  /** Over check, warm-up and measured run: 2xx answers and requests left unanswered when wrk stopped. */
  acknowledged: number;
  unanswered: number;
  error?: string;
};

export type StorageCheck = {
  table: StoredTable;
  /** Rows the acknowledged (2xx) requests must have stored. */
  expected: number;
  stored: number;
  /** Rows the unanswered requests may have stored on top. */
  tolerance: number;
  missing: number;
  ok: boolean;
};

const CHAT_QUESTIONS = [
  "How much does the Revenue Growth AI System cost?",
  "How long does implementation take?",
  "Which platforms do you integrate with?",
  "What is AIVA Lead OS?",
  "Do you offer a guarantee?",
];

/** A Lua string literal of ASCII text. */
export function luaString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII: ${text}`);
  return `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

const DONE = `
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("tid", #threads)
end
function done(summary, latency, requests)
  local sent, ok = -1, -1
  if counting then
    sent, ok = 0, 0
    for _, t in ipairs(threads) do
      sent = sent + t:get("sent")
      ok = ok + t:get("ok")
    end
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,' ..
    '"timeout":%d,"p50":%d,"p99":%d,"max":%d,"mean":%.1f,"sent":%d,"ok":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max, latency.mean, sent, ok))
end
`;

const COUNTING = `
counting = true
function init(args)
  prefix = args[1]
  sent = 0
  ok = 0
end
function response(status, headers, body)
  if status >= 200 and status < 300 then ok = ok + 1 end
end
`;

/** A GET script: a fixed request (no Lua per request, the fastest wrk can go). */
export function getScript(): string {
  return `wrk.method = "GET"\nwrk.headers["Accept-Encoding"] = "br, gzip"\ncounting = false\n${DONE}`;
}

/** GETs of these paths in turn (pre-rendered pages and their assets). */
export function pagesScript(paths: string[]): string {
  return `wrk.method = "GET"
wrk.headers["Accept-Encoding"] = "br, gzip"
counting = false
local paths = { ${paths.map(luaString).join(", ")} }
local n = 0
function request()
  n = n + 1
  return wrk.format(nil, paths[(n % #paths) + 1])
end
${DONE}`;
}

/** GETs of a new unknown path each time: the not-found page, rendered per request. */
export function notFoundScript(): string {
  return `wrk.method = "GET"
wrk.headers["Accept-Encoding"] = "br, gzip"
counting = false
local n = 0
function request()
  n = n + 1
  return wrk.format(nil, "/no-such-page-" .. n)
end
${DONE}`;
}

/** The urlencoded body of a valid contact enquiry with this idempotency key. */
export function contactBody(key: string): string {
  const values: Record<string, string> = {
    fullName: "Bench Visitor",
    email: "bench.visitor@example.com",
    company: "Benchmark Ltd",
    helpCategory: helpCategoryValues[0] ?? "general",
    message: "We answer 300 leads a week by hand and would like to automate the first reply.",
  };
  const form = new URLSearchParams();
  for (const name of contactFieldNames) form.set(name, values[name] ?? "");
  form.set(HONEYPOT_FIELD, "");
  form.set(IDEMPOTENCY_FIELD, key);
  return form.toString();
}

/** POST /contact: a valid enquiry with a unique idempotency key per request (prefix-thread-n). */
export function contactScript(): string {
  const marker = "KEYMARKER";
  const [before, after] = contactBody(marker).split(marker) as [string, string];
  return `wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.headers["Accept-Encoding"] = "br, gzip"
${COUNTING}
local before, after = ${luaString(before)}, ${luaString(after)}
function request()
  sent = sent + 1
  return wrk.format(nil, nil, nil, before .. prefix .. "-" .. tid .. "-" .. sent .. after)
end
${DONE}`;
}

export function chatBody(sessionId: string, message: string): string {
  return JSON.stringify({ sessionId, message, meta: { ua: "wrk", ref: null, page: "/" } });
}

/** POST /api/chat-message: five questions in turn, a new session every five messages. */
export function chatScript(): string {
  const questions = CHAT_QUESTIONS.map(luaString).join(", ");
  return `wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept-Encoding"] = "br, gzip"
${COUNTING}
local questions = { ${questions} }
function request()
  sent = sent + 1
  local session = prefix .. "-" .. tid .. "-" .. math.floor(sent / 5)
  local body = '{"sessionId":"' .. session .. '","message":"' .. questions[(sent % #questions) + 1] ..
    '","meta":{"ua":"wrk","ref":null,"page":"/"}}'
  return wrk.format(nil, nil, nil, body)
end
${DONE}`;
}

/** Parses the BENCH_RESULT line of our done() callback. */
export function parseWrkResult(stdout: string): Omit<WrkSummary, "wrkCpuSeconds"> {
  const line = stdout.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
  if (!line) throw new Error(`wrk printed no result:\n${stdout.slice(-2000)}`);
  const r = JSON.parse(line.slice("BENCH_RESULT ".length)) as Record<string, number>;
  const n = (key: string) => r[key] ?? 0;
  return {
    requests: n("requests"),
    durationSeconds: n("durationUs") / 1e6,
    bytes: n("bytes"),
    errors: { connect: n("connect"), read: n("read"), write: n("write"), timeout: n("timeout"), status: n("status") },
    latencyMs: { p50: n("p50") / 1000, p99: n("p99") / 1000, max: n("max") / 1000, mean: n("mean") / 1000 },
    sent: n("sent") < 0 ? null : n("sent"),
    ok2xx: n("ok") < 0 ? null : n("ok"),
  };
}

export function runWrk(
  settings: LoadSettings,
  script: string,
  url: string,
  threads: number,
  seconds: number,
  prefix: string,
): Promise<WrkSummary> {
  const args = [
    `-t${threads}`,
    `-c${settings.connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${settings.timeoutSeconds}s`,
    "-s",
    script,
    url,
    "--",
    prefix,
  ];
  return new Promise((resolve, reject) => {
    // bash's `times` reports the CPU time of the finished wrk (its children) on stderr.
    const child = spawn("bash", ["-c", '"$0" "$@"; rc=$?; times >&2; exit $rc', settings.wrkPath, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${stderr.trim() || stdout.trim()}`));
      try {
        resolve({ ...parseWrkResult(stdout), wrkCpuSeconds: parseChildTimes(stderr) });
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** One request like the load's, to fail early with a clear message when the endpoint is not right. */
async function check(spec: ScenarioSpec, url: string, tag: string): Promise<boolean> {
  const headers: Record<string, string> = { "Accept-Encoding": "br, gzip" };
  let body: string | undefined;
  if (spec.stores?.table === "contacts") {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = contactBody(`${tag}-check-0000000001`);
  } else if (spec.stores?.table === "chat_messages") {
    headers["Content-Type"] = "application/json";
    body = chatBody(`${tag}-check-0`, CHAT_QUESTIONS[0] as string);
  }
  const response = await rawRequest(url, { method: spec.method, headers, body });
  const encoding = response.headers["content-encoding"];
  const text =
    encoding === "br"
      ? brotliDecompressSync(response.body).toString()
      : encoding === "gzip"
        ? gunzipSync(response.body).toString()
        : response.text;
  if (response.status !== 200) {
    throw new Error(`check request: ${spec.method} ${spec.path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  if (spec.path.endsWith(".data") && !text.includes('"success"')) {
    throw new Error(`check request: ${spec.path} did not answer success: ${text.slice(0, 300)}`);
  }
  if (spec.method === "GET" && response.headers["content-encoding"] !== "br") {
    throw new Error(`check request: GET ${spec.path} was not sent brotli-compressed`);
  }
  return true;
}

/**
 * Waits until the server is idle (under 5 % of a core for half a second, at most 60 s): requests
 * left unanswered when the previous wrk run stopped are still being served, and would take CPU from
 * this scenario.
 */
export async function waitForIdle(pid: number, maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let before = cpuSeconds(pid);
  while (before !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = cpuSeconds(pid);
    if (after === null || (after - before) / 0.5 < 0.05) return;
    before = after;
  }
}

/** A scenario and the server it loads (baseUrl, and its pid for CPU and memory readings). */
export type ScenarioTarget = { spec: ScenarioSpec; baseUrl: string; pid: number; tag: string };

function scriptFor(spec: ScenarioSpec): string {
  if (spec.stores?.table === "contacts") return contactScript();
  if (spec.stores?.table === "chat_messages") return chatScript();
  return getScript();
}

/** One scenario: a check request, a warm-up run, then `settings.seconds` of measured load. */
export async function runScenario(settings: LoadSettings, target: ScenarioTarget): Promise<ScenarioResult> {
  const { spec, pid, tag } = target;
  const url = `${target.baseUrl}${spec.path}`;
  const dir = mkdtempSync(path.join(tmpdir(), "aiva-bench-wrk-"));
  const script = path.join(dir, "script.lua");
  writeFileSync(script, scriptFor(spec));
  const memory = sampleMemory(pid);
  const common = { ...spec, url, connections: settings.connections, tag };
  try {
    await waitForIdle(pid);
    await check(spec, url, tag);
    const warm = await runWrk(settings, script, url, spec.threads, settings.warmupSeconds, `${tag}-w`);
    const cpuBefore = cpuSeconds(pid);
    const started = process.hrtime.bigint();
    const main = await runWrk(settings, script, url, spec.threads, settings.seconds, `${tag}-m`);
    const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpuAfter = cpuSeconds(pid);
    const { peakRss, hwm } = memory.stop();
    let acknowledged = spec.stores ? 1 : 0; // the check request
    let unanswered = 0;
    for (const run of [warm, main]) {
      acknowledged += run.ok2xx ?? 0;
      unanswered += run.sent === null ? 0 : run.sent - run.requests;
    }
    const warmErrors = warm.errors.connect + warm.errors.read + warm.errors.write + warm.errors.timeout;
    return {
      ...common,
      seconds: main.durationSeconds,
      requests: main.requests,
      rps: main.durationSeconds > 0 ? main.requests / main.durationSeconds : 0,
      latencyMs: main.latencyMs,
      bytesPerResponse: main.requests > 0 ? main.bytes / main.requests : 0,
      // Errors of the warm-up count too: every request must succeed.
      non2xx3xx: main.errors.status + warm.errors.status,
      socketErrors: {
        connect: main.errors.connect,
        read: main.errors.read,
        write: main.errors.write,
        timeout: main.errors.timeout,
      },
      serverCpuCores: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / wallSeconds : null,
      wrkCpuCores: main.wrkCpuSeconds === null ? null : main.wrkCpuSeconds / wallSeconds,
      peakRssBytes: peakRss,
      hwmBytes: hwm,
      acknowledged,
      unanswered,
      error: warmErrors > 0 ? `warm-up: ${warmErrors} socket errors` : undefined,
    };
  } catch (error) {
    const { peakRss, hwm } = memory.stop();
    return {
      ...common,
      seconds: 0,
      requests: 0,
      rps: 0,
      latencyMs: { p50: 0, p99: 0, max: 0, mean: 0 },
      bytesPerResponse: 0,
      non2xx3xx: 0,
      socketErrors: { connect: 0, read: 0, write: 0, timeout: 0 },
      serverCpuCores: null,
      wrkCpuCores: null,
      peakRssBytes: peakRss,
      hwmBytes: hwm,
      acknowledged: 0,
      unanswered: 0,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Compares the rows stored under the scenario's tag with what its 2xx answers promised. */
export function storageCheck(result: ScenarioResult, stored: number): StorageCheck | undefined {
  // A scenario that failed before its load (the check request) is reported as failed, not counted.
  if (!result.stores || (result.error && result.requests === 0)) return undefined;
  const { table, perRequest } = result.stores;
  const expected = result.acknowledged * perRequest;
  const tolerance = result.unanswered * perRequest;
  const missing = Math.max(0, expected - stored);
  return { table, expected, stored, tolerance, missing, ok: stored >= expected && stored <= expected + tolerance };
}
