/**
 * A throwaway PostgreSQL cluster for tests: fresh initdb in a temp folder, trust auth, TCP on
 * 127.0.0.1 at a free port, the socket in the same folder. `stop()` shuts it down and deletes it.
 * As root, initdb/pg_ctl run as the `postgres` user via runuser (initdb refuses root).
 */
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findPostgres } from "../../scripts/test-deps";

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:PORT/aiva_test */
  url: string;
  port: number;
  /** e.g. "PostgreSQL 15.18" */
  version: string;
  /** Temp folder holding data/, the log file and the socket. */
  dir: string;
  /** Fast shutdown, then the folder is deleted. Safe to call twice. */
  stop(): Promise<void>;
};

export const TEST_DATABASE = "aiva_test";

/** A TCP port that was free a moment ago (the OS picks it for a listen on port 0). */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error("could not find a free port"))));
    });
  });
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresIds(): { uid: number; gid: number } {
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      "running as root, but there is no 'postgres' user to run initdb as (apt-get install postgresql creates it)",
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL binary (as the postgres user when we are root); throws with its output on failure. */
function run(bin: string, args: string[], timeoutMs = 60_000): string {
  const [command, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: "utf8", timeout: timeoutMs });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
  if (result.error) throw new Error(`${bin} failed: ${result.error.message}\n${output}`);
  if (result.status !== 0) throw new Error(`${bin} ${args.join(" ")} exited ${result.status}\n${output}`);
  return output;
}

function readLog(dir: string): string {
  const result = spawnSync("tail", ["-n", "30", join(dir, "log")], { encoding: "utf8" });
  return result.stdout ?? "";
}

/**
 * Starts a fresh cluster with an empty `aiva_test` database. Resolves to null (and says why on the
 * console) only when the PostgreSQL binaries are not installed; any other problem throws.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = findPostgres();
  if (!bin) {
    console.log("throwaway PostgreSQL: initdb/pg_ctl not found (run: node --import tsx scripts/test-deps.ts)");
    return null;
  }
  const initdb = join(bin, "initdb");
  const pgCtl = join(bin, "pg_ctl");
  const version = run(join(bin, "postgres"), ["--version"]).replace(/^postgres \(PostgreSQL\) /, "PostgreSQL ");

  const dir = mkdtempSync(join(tmpdir(), "aiva-pg-"));
  const dataDir = join(dir, "data");
  let running = false;
  let stopped = false;

  const stopSync = (): void => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stopSync);
    try {
      if (running) run(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    } catch (error) {
      console.warn(`throwaway PostgreSQL: stop failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      running = false;
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // If the test process ends without calling stop(), do not leave a server running.
  process.on("exit", stopSync);

  try {
    if (isRoot()) {
      const { uid, gid } = postgresIds();
      chownSync(dir, uid, gid);
    }
    // --no-sync: nobody needs this cluster to survive an OS crash.
    run(initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);

    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      try {
        run(pgCtl, ["-D", dataDir, "-l", join(dir, "log"), "-o", options, "-w", "-t", "60", "start"]);
        running = true;
        break;
      } catch (error) {
        // Another process may have taken the port between freePort() and the start: try another.
        if (attempt >= 3) throw new Error(`${error instanceof Error ? error.message : error}\n${readLog(dir)}`);
      }
    }

    run(join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", TEST_DATABASE]);

    return {
      url: `postgres://postgres@127.0.0.1:${port}/${TEST_DATABASE}`,
      port,
      version,
      dir,
      stop: async () => stopSync(),
    };
  } catch (error) {
    stopSync();
    throw error;
  }
}
