/**
 * A hung database never hangs a request (issue 21 item 5, DESIGN.md §5): with PostgreSQL frozen
 * (SIGSTOP of the postmaster and every backend, pool warm), an enquiry answers 503 with its values
 * within 5 s and /healthz 503 within 2 s, and retries after the thaw store each enquiry once, late
 * commits included. On PGlite the same bound holds when another transaction holds the database.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSessionTokens } from "../../app/chat/session-token.server";
import { defaultAvailability } from "../../app/content/booking";
import type { AppServices } from "../../app/context.server";
import { type DatabaseHandle, DatabaseTimeoutError, openDatabase } from "../../app/db/client.server";
import { handleEnquiryAction } from "../../app/enquiries/action.server";
import { rawRequest } from "../support/http";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/postgres";
import { repoRoot, startServer, type TestServer } from "../support/server";
import { contactFields, freshPgliteDir, newKey, pgQuery, postEnquiry, resultOf, sleep } from "./contact-support";

/** The postmaster and all its children (one backend per connection, and the background workers). */
function postgresProcesses(pg: ThrowawayPostgres): number[] {
  const postmaster = Number(readFileSync(join(pg.dir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
  const children = (pid: number): number[] =>
    readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  return [postmaster, ...children(postmaster)];
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // gone already
    }
  }
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe("a frozen PostgreSQL", () => {
  let pg: ThrowawayPostgres | null = null;
  let server: TestServer | undefined;
  let frozen: number[] = [];

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    if (!pg) throw new Error("PostgreSQL binaries missing: run `node --import tsx scripts/test-deps.ts`");
    server = await startServer({ env: { DATABASE_URL: pg.url } });
  });

  afterAll(async () => {
    signal(frozen, "SIGCONT");
    await server?.stop();
    await pg?.stop();
  });

  const count = async (key: string) =>
    Number(
      (
        await pgQuery<{ n: number }>(
          pg?.url ?? "",
          `select count(*)::int as n from contacts where idempotency_key = '${key}'`,
        )
      )[0]?.n,
    );

  it("answers a write 503 with its values within 5 s and /healthz 503 within 2 s; a retry stores it once", async () => {
    const url = server?.url ?? "";
    // A warm pool: several connections open and idle.
    await Promise.all(Array.from({ length: 6 }, () => postEnquiry(url, contactFields({ idempotencyKey: newKey() }))));
    expect((await rawRequest(`${url}/healthz`)).status).toBe(200);

    frozen = postgresProcesses(pg as ThrowawayPostgres);
    signal(frozen, "SIGSTOP");
    const key = newKey();
    const write = await timed(postEnquiry(url, contactFields({ idempotencyKey: key, fullName: "Frozen Visitor" })));
    expect(write.value.status).toBe(503);
    expect(write.value.result).toBe("error");
    expect(write.value.text).toContain("Frozen Visitor");
    expect(write.ms).toBeLessThan(5_000);
    const noJs = await timed(
      postEnquiry(url, contactFields({ idempotencyKey: newKey(), fullName: "Kept Without JS" }), { via: "document" }),
    );
    expect(noJs.value.status).toBe(503);
    expect(noJs.value.text).toContain('value="Kept Without JS"');
    expect(noJs.ms).toBeLessThan(5_000);
    const health = await timed(rawRequest(`${url}/healthz`));
    expect(health.value.status).toBe(503);
    expect(health.ms).toBeLessThan(2_000);
    // Pages do not need the database.
    expect((await rawRequest(`${url}/about`)).status).toBe(200);

    signal(frozen, "SIGCONT");
    frozen = [];
    await expect.poll(async () => (await rawRequest(`${url}/healthz`)).status, { timeout: 20_000 }).toBe(200);
    const retry = await postEnquiry(url, contactFields({ idempotencyKey: key, fullName: "Frozen Visitor" }));
    expect(retry.result).toBe("success");
    expect(await count(key)).toBe(1);
  });

  it("keeps every acknowledged enquiry when it freezes mid-burst, and retries store each once, late commits included", async () => {
    const url = server?.url ?? "";
    const keys = Array.from({ length: 30 }, () => newKey());
    const started = performance.now();
    const answers = keys.map((key) =>
      postEnquiry(url, contactFields({ idempotencyKey: key })).then((res) => ({
        key,
        result: resultOf(res.text, "data"),
        status: res.status,
        ms: performance.now() - started,
      })),
    );
    await sleep(40);
    frozen = postgresProcesses(pg as ThrowawayPostgres);
    signal(frozen, "SIGSTOP");
    const settled = await Promise.all(answers);
    signal(frozen, "SIGCONT");
    frozen = [];

    for (const answer of settled) expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
    expect(Math.max(...settled.map((answer) => answer.ms))).toBeLessThan(5_500);
    await expect.poll(async () => (await rawRequest(`${url}/healthz`)).status, { timeout: 20_000 }).toBe(200);
    await sleep(500);

    const acknowledged = settled.filter((answer) => answer.result === "success");
    for (const answer of acknowledged) expect(await count(answer.key), "acknowledged, so stored").toBe(1);
    const refused = settled.filter((answer) => answer.result !== "success");
    let lateCommits = 0;
    for (const answer of refused) lateCommits += await count(answer.key);
    console.log(
      `[frozen mid-burst] ${acknowledged.length} acknowledged, ${refused.length} answered 503, ${lateCommits} of those committed after their answer`,
    );
    for (const answer of refused) {
      expect((await postEnquiry(url, contactFields({ idempotencyKey: answer.key }))).result).toBe("success");
    }
    for (const key of keys) expect(await count(key), key).toBe(1);
  });
});

describe("a PGlite held by another transaction", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({
      dataDir: await freshPgliteDir(),
      migrationsFolder: `${repoRoot}/drizzle`,
      timeouts: { queryMs: 1_000 },
    });
  });

  afterAll(async () => {
    await database?.close();
  });

  const services = (): AppServices => ({
    database,
    now: () => new Date(),
    log: { info() {}, warn() {}, error() {} },
    clientIp: "192.0.2.20",
    cspNonce: "",
    chatSessions: chatSessionTokens("a test secret of at least thirty-two characters"),
    config: {
      rateLimitDisabled: false,
      contactPerMinute: 100,
      contactPerHour: 100,
      chatPerSessionPerMinute: 20,
      chatPerIpPerMinute: 60,
      booking: defaultAvailability,
      chatLeadEmailsPerHour: 3,
      llm: null,
    },
  });

  const post = (key: string) =>
    handleEnquiryAction(
      new Request("http://127.0.0.1/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(contactFields({ idempotencyKey: key })),
      }),
      services(),
    ) as Promise<{ data: { status: string; values?: Record<string, string> }; init: { status: number } }>;

  it("answers 503 within the query timeout, then the late commit and the retry make one row", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = (database.db as unknown as { transaction(fn: () => Promise<void>): Promise<void> }).transaction(
      () => held,
    );

    await expect(database.ping(300)).rejects.toBeInstanceOf(DatabaseTimeoutError);
    const key = newKey();
    const { value: answer, ms } = await timed(post(key));
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({ status: "error", values: { fullName: "Ada Lovelace" } });
    expect(ms).toBeLessThan(1_500);

    release();
    await holder;
    // The write the answer gave up on goes on once the database is free, and commits.
    await expect
      .poll(async () => {
        const rows = await database.db.execute(
          `select count(*)::int as n from contacts where idempotency_key = '${key}'`,
        );
        return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
      })
      .toBe(1);
    const retry = await post(key);
    expect(retry.init.status).toBe(200);
    const rows = await database.db.execute(`select count(*)::int as n from contacts where idempotency_key = '${key}'`);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1);
  });
});
