import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres";
import { startServer, type TestServer } from "../support/server";

// A cluster of its own: this test stops it, which the shared one must survive.
let pg: ThrowawayPostgres | null = null;
let server: TestServer | undefined;

beforeAll(async () => {
  pg = await startThrowawayPostgres();
  if (!pg) throw new Error("PostgreSQL binaries missing: run `node --import tsx scripts/test-deps.ts`");
  server = await startServer({ env: { DATABASE_URL: pg.url } });
});

afterAll(async () => {
  await server?.stop();
  await pg?.stop();
});

describe("on a real PostgreSQL (DATABASE_URL)", () => {
  it("applies the migrations at start and reports the driver", async () => {
    const res = await rawRequest(`${server?.url}/healthz`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ status: "ok", database: "postgres" });
    await expect.poll(() => server?.logs()).toContain("migrations applied");
  });

  it("answers /healthz 503 when the database stops answering, and pages keep being served", async () => {
    await pg?.stop();
    const res = await rawRequest(`${server?.url}/healthz`);
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toEqual({ status: "unavailable" });
    expect((await rawRequest(`${server?.url}/about`)).status).toBe(200);
  });
});

describe("startup with a database that does not answer", () => {
  it("stops with an error instead of listening", async () => {
    await expect(startServer({ env: { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" } })).rejects.toThrow(
      /exited before it was ready/,
    );
  });
});
