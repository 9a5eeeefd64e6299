/**
 * Server memory after start (issue 21, DESIGN.md §5: idle RSS ≤ 300 MB on PGlite, ≤ 150 MB on
 * PostgreSQL; ADR 018). A new PGlite folder is created by initdb in a child process, so the server's
 * own peak stays near its idle size; PGlite runs with a 16 MB buffer pool. `npm run bench` measures
 * the same after start and the growth under 60 s of mixed load.
 */
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { afterAll, describe, expect, it } from "vitest";
import { memory } from "../../bench/proc";
import { openDatabase } from "../../app/db/client.server";
import { repoRoot, startServer, type TestServer } from "../support/server";
import { freshPostgresUrl, sleep } from "./contact-support";

const MB = 1024 * 1024;

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

/**
 * VmRSS once the server is idle, and VmHWM (its peak since it started). Idle as the bench's rest (ADR 018): the
 * start's garbage is given back by V8's memory reducer some seconds after the last work (measured here: 269 MB
 * for ten seconds, then 236 MB; read at 3 s on a busy machine it was 306 MB), so RSS is read every second until
 * it has dropped 5 % below its highest reading and stayed within 1 MB for 3 s, at the latest after 40 s.
 */
async function idleMemory(server: TestServer) {
  const read = () => {
    const reading = memory(server.child.pid as number);
    if (!reading) throw new Error("the server is gone");
    return reading;
  };
  let reading = read();
  let highest = reading.rss;
  let steadySince = Date.now();
  let previous = reading.rss;
  for (const started = Date.now(); Date.now() - started < 40_000; ) {
    await sleep(1_000);
    reading = read();
    highest = Math.max(highest, reading.rss);
    if (Math.abs(reading.rss - previous) > MB) steadySince = Date.now();
    previous = reading.rss;
    if (reading.rss <= 0.95 * highest && Date.now() - steadySince >= 3_000) break;
  }
  return reading;
}

describe("idle memory after start", () => {
  it("on a new PGlite folder: ≤ 300 MB, and initdb's memory never in the server process", {
    timeout: 120_000,
  }, async () => {
    const server = await startServer();
    servers.push(server);
    const { rss, hwm } = await idleMemory(server);
    console.log(`[memory] PGlite, new folder: idle RSS ${(rss / MB).toFixed(0)} MB, peak ${(hwm / MB).toFixed(0)} MB`);
    expect(rss).toBeLessThanOrEqual(300 * MB);
    expect(hwm).toBeLessThanOrEqual(350 * MB);
  });

  it.skipIf(!inject("postgresUrl"))("on PostgreSQL: ≤ 150 MB", { timeout: 120_000 }, async () => {
    const server = await startServer({ env: { DATABASE_URL: await freshPostgresUrl() } });
    servers.push(server);
    const { rss } = await idleMemory(server);
    console.log(`[memory] PostgreSQL: idle RSS ${(rss / MB).toFixed(0)} MB`);
    expect(rss).toBeLessThanOrEqual(150 * MB);
  });

  // A new folder's initdb, a stop and a reopen: up to a minute on a loaded 2-core machine.
  it("runs PGlite with a 16 MB buffer pool", { timeout: 180_000 }, async () => {
    // Its own server: the folder it created and closed, opened again as the server opens it.
    const server = await startServer({ readyTimeoutMs: 150_000 });
    servers.push(server);
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir, migrationsFolder: `${repoRoot}/drizzle` });
    try {
      const result = (await database.db.execute("show shared_buffers")) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
    expect(readFileSync(`${server.dataDir}/PG_VERSION`, "utf8").trim()).toMatch(/^\d+$/);
  });
});
