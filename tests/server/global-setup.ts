/**
 * Global setup of the `server` Vitest project: one throwaway PostgreSQL for the whole run, handed
 * to tests as `inject("postgresUrl")` ("" when PostgreSQL is not available; tests against it should
 * then skip, e.g. `describe.skipIf(!inject("postgresUrl"))`).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensurePostgres } from "../../scripts/test-deps";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres";
import { buildDir } from "../support/build";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${buildDir}/server`) || !existsSync(`${buildDir}/client`)) {
    console.warn(
      `server tests: ${buildDir}/ is missing; run \`npm run build\` first (tests that start the server will fail)`,
    );
  }

  // Data folders of servers started by tests (tests/support/server.ts) go here; removed at the end.
  const tmpRoot = mkdtempSync(join(tmpdir(), "aiva-server-tests-"));
  process.env.AIVA_TEST_TMPDIR = tmpRoot;

  let postgres: ThrowawayPostgres | null = null;
  let reason = "";
  try {
    if (ensurePostgres()) {
      postgres = await startThrowawayPostgres();
      if (!postgres) reason = "initdb/pg_ctl not found";
    } else {
      reason = "initdb/pg_ctl not found after apt-get install";
    }
  } catch (error) {
    reason = (error instanceof Error ? error.message : String(error)).trim().replace(/\s*\n\s*/g, " ");
  }

  project.provide("postgresUrl", postgres?.url ?? "");
  console.log(
    postgres
      ? `PostgreSQL for tests: ${postgres.version} at ${postgres.url}`
      : `PostgreSQL for tests: not available (${reason})`,
  );

  return async () => {
    // Servers a test started and never stopped (their worker may be gone already).
    for (const name of readdirSync(tmpRoot).filter((file) => /^server-\d+\.pid$/.test(file))) {
      const pid = Number(readFileSync(join(tmpRoot, name), "utf8"));
      try {
        process.kill(pid, "SIGKILL");
        console.warn(`server tests: killed a server left running (pid ${pid}); stop() it in afterAll`);
      } catch {
        // already gone
      }
    }
    await postgres?.stop();
    rmSync(tmpRoot, { recursive: true, force: true });
  };
}
