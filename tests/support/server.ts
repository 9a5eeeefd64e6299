/**
 * Starts the production server as `npm run serve` does (plain `node` on the compiled
 * `<BUILD_DIR>/site-server.js`; needs `npm run build`) as a child process on 127.0.0.1 at a free
 * port with its own PGlite data folder, and waits until GET /healthz answers 200.
 *
 * The child gets a clean app environment: app settings inherited from the calling shell
 * (DATABASE_URL, SITE_URL, LLM_*, …) and Vitest's own variables are dropped, then these defaults
 * apply, then `opts.env`. A value of "" in `opts.env` removes that variable (e.g.
 * `{ RATE_LIMIT_DISABLED: "" }` keeps rate limiting on).
 *
 * Set SERVER_LOGS=1 to stream the child's output to the console as well.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./postgres";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** App settings that must not leak from the shell running the tests into the server under test. */
const APP_ENV_KEYS = [
  "NODE_ENV",
  "TEST_CLOCK",
  "TEST_HOOKS",
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "SITE_URL",
  "RATE_LIMIT_DISABLED",
  "LLM_BASE_URL",
  "LLM_API_KEY",
  "LLM_MODEL",
  "GA_MEASUREMENT_ID",
  "ENQUIRY_WEBHOOK_URL",
  "SMTP_URL",
  "NOTIFY_EMAIL_TO",
  "NOTIFY_EMAIL_FROM",
];

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

export type StartServerOptions = {
  /** Extra or overriding environment; "" removes a variable. DATA_DIR here reuses that folder. */
  env?: Record<string, string>;
  /** Port to listen on; a free one by default. */
  port?: number;
  /** How long to wait for GET /healthz 200 (default 60 s); a first start initialises a new PGlite folder. */
  readyTimeoutMs?: number;
  /**
   * Write the child's stdout and stderr straight to this file instead of collecting them in memory
   * (benchmarks: hundreds of thousands of request lines must not cost the measuring process CPU).
   */
  logFile?: string;
};

export type TestServer = {
  /** http://127.0.0.1:PORT (no trailing slash) */
  url: string;
  port: number;
  /** The PGlite data folder in use (pass it as env.DATA_DIR to restart on the same data). */
  dataDir: string;
  child: ChildProcess;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after 15 s. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILL, then waits for the exit. */
  kill9(): Promise<void>;
  /** Everything the child wrote to stdout and stderr so far. */
  logs(): string;
  /** Exit code and signal once the child has exited, null while it runs. */
  exitStatus(): ExitStatus | null;
};

// Data folders this process created; removed when the process ends (tests may restart a server
// on the same folder after stop() or kill9(), so they cannot go away earlier).
const createdDataDirs = new Set<string>();
let cleanupRegistered = false;
function registerDataDir(dir: string): void {
  createdDataDirs.add(dir);
  if (cleanupRegistered) return;
  cleanupRegistered = true;
  process.on("exit", () => {
    for (const path of createdDataDirs) rmSync(path, { recursive: true, force: true });
  });
}

function childEnv(port: number, dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (APP_ENV_KEYS.includes(key) || key.startsWith("VITEST") || key === "TEST") continue;
    env[key] = value;
  }
  Object.assign(env, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: "1",
    ...extra,
  });
  for (const [key, value] of Object.entries(env)) if (value === "") delete env[key];
  return env;
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

export async function startServer(opts: StartServerOptions = {}): Promise<TestServer> {
  const port = opts.port ?? (await freePort());
  let dataDir = opts.env?.DATA_DIR;
  if (!dataDir) {
    // Under AIVA_TEST_TMPDIR when set: the server tests' global setup removes that folder at the
    // end, since Vitest workers may be ended without running "exit" handlers.
    dataDir = mkdtempSync(join(process.env.AIVA_TEST_TMPDIR || tmpdir(), "aiva-data-"));
    registerDataDir(dataDir);
  }
  const url = `http://127.0.0.1:${port}`;

  let output = "";
  // In an object so that TypeScript does not narrow it to null across the awaits below.
  const state: { exit: ExitStatus | null } = { exit: null };
  const logFd = opts.logFile ? openSync(opts.logFile, "a") : null;
  const buildDir = resolve(repoRoot, opts.env?.BUILD_DIR || process.env.BUILD_DIR || "build");
  const child = spawn(process.execPath, [join(buildDir, "site-server.js")], {
    cwd: repoRoot,
    env: childEnv(port, dataDir, opts.env ?? {}),
    stdio: logFd === null ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd],
  });
  if (logFd !== null) closeSync(logFd);
  const logFile = opts.logFile;
  const readOutput = () => (logFile ? readFileSync(logFile, "utf8") : "") + output;
  // Lets the server tests' global teardown kill a server whose test never stopped it.
  const pidFile =
    process.env.AIVA_TEST_TMPDIR && child.pid ? join(process.env.AIVA_TEST_TMPDIR, `server-${child.pid}.pid`) : null;
  if (pidFile) writeFileSync(pidFile, String(child.pid));
  const echo = process.env.SERVER_LOGS === "1";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output += text;
    if (echo) process.stdout.write(`[server :${port}] ${text}`);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((done) => {
    child.once("exit", (code, signal) => {
      state.exit = { code, signal };
      if (pidFile) rmSync(pidFile, { force: true });
      done();
    });
    child.once("error", (error) => {
      output += `\n[spawn error] ${error.message}\n`;
      state.exit ??= { code: null, signal: null };
      done();
    });
  });

  const waitForExit = async (timeoutMs: number): Promise<boolean> => {
    if (state.exit) return true;
    const timer = sleep(timeoutMs).then(() => false);
    return Promise.race([exited.then(() => true), timer]);
  };

  const stop = async (signal: NodeJS.Signals = "SIGTERM"): Promise<void> => {
    if (state.exit) return;
    child.kill(signal);
    if (!(await waitForExit(STOP_TIMEOUT_MS))) {
      output += `\n[test harness] no exit ${STOP_TIMEOUT_MS / 1000} s after ${signal}; sending SIGKILL\n`;
      child.kill("SIGKILL");
      await exited;
    }
  };
  const kill9 = async (): Promise<void> => {
    if (state.exit) return;
    child.kill("SIGKILL");
    await exited;
  };

  // Wait for readiness.
  const readyTimeoutMs = opts.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (state.exit) {
      const { code, signal } = state.exit;
      throw new Error(`server exited before it was ready (code ${code}, signal ${signal}). Output:\n${readOutput()}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill9();
      throw new Error(
        `server at ${url} did not answer GET /healthz 200 within ${readyTimeoutMs / 1000} s. Output:\n${readOutput()}`,
      );
    }
    await sleep(200);
  }

  return {
    url,
    port,
    dataDir,
    child,
    stop,
    kill9,
    logs: readOutput,
    exitStatus: () => state.exit,
  };
}
