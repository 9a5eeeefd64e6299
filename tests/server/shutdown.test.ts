/**
 * SIGTERM under keep-alive load drains (issue 21 item 6, DESIGN.md §5): clients that keep their
 * connections busy get their answers with `Connection: close`, new connections are refused, and the
 * server exits 0 long before SHUTDOWN_TIMEOUT_MS when the work in flight is short. No response is cut
 * off, and every enquiry answered with success is stored. Counted on the client's side (issue 36): no
 * request a client sent is reset, over five runs of 20 keep-alive connections looping GETs.
 */
import http from "node:http";
import { afterAll, expect, it } from "vitest";
import type { TestServer } from "../support/server";
import {
  contactFields,
  databasesUnderTest,
  newKey,
  resultOf,
  sleep,
  startOn,
  storedEnquiries,
} from "./contact-support";

const CLIENTS = 16;
const SHUTDOWN_TIMEOUT_MS = 8_000;

type Outcome =
  | {
      kind: "response";
      status: number;
      connection: string | undefined;
      at: number;
      key?: string;
      result?: string | null;
    }
  | { kind: "error"; code: string; responseStarted: boolean; at: number; key?: string };

/** One request on `agent`; a key makes it an enquiry (POST /contact.data), otherwise a GET of `path`. */
function send(agent: http.Agent, url: string, path: string, key?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = key ? new URLSearchParams(contactFields({ idempotencyKey: key })).toString() : undefined;
    const target = new URL(url);
    let responseStarted = false;
    const req = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: key ? "/contact.data" : path,
        method: key ? "POST" : "GET",
        headers: key
          ? {
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: target.origin,
              "Content-Length": String(Buffer.byteLength(body ?? "")),
            }
          : {},
      },
      (res) => {
        responseStarted = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            kind: "response",
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            at: performance.now(),
            key,
            result: key ? resultOf(Buffer.concat(chunks).toString(), "data") : undefined,
          }),
        );
        res.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ kind: "error", code: error.code ?? error.message, responseStarted, at: performance.now(), key }),
        );
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ kind: "error", code: error.code ?? error.message, responseStarted, at: performance.now(), key }),
    );
    req.end(body);
  });
}

/**
 * A client that keeps one keep-alive connection busy (a page, the rendered 404, an enquiry, in turn)
 * until the server answers `Connection: close` or the connection fails.
 */
async function client(url: string, outcomes: Outcome[]): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; ; i++) {
      const kind = i % 3;
      const outcome = await send(
        agent,
        url,
        kind === 0 ? "/about" : "/no-such-page",
        kind === 2 ? newKey() : undefined,
      );
      outcomes.push(outcome);
      if (outcome.kind === "error" || outcome.connection === "close") return outcome;
    }
  } finally {
    agent.destroy();
  }
}

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

for (const db of databasesUnderTest()) {
  it(`drains keep-alive connections on SIGTERM and exits 0 (${db.name})`, { timeout: 120_000 }, async () => {
    const server = await startOn(db, {
      label: `shutdown ${db.name}`,
      env: { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
    });
    servers.push(server);
    const outcomes: Outcome[] = [];
    const clients = Array.from({ length: CLIENTS }, () => client(server.url, outcomes));
    await sleep(1_500);
    const before = outcomes.length;
    const exited = new Promise<number>((resolve) => server.child.once("exit", () => resolve(performance.now())));
    const sigterm = performance.now();
    server.child.kill("SIGTERM");
    const lasts = await Promise.all(clients);
    const exitAt = await exited;

    const after = outcomes.filter((outcome) => outcome.at > sigterm);
    console.log(
      `[shutdown ${db.name}] ${before} requests before SIGTERM, ${after.length} after; exit ${Math.round(exitAt - sigterm)} ms after SIGTERM; ` +
        `errors: ${JSON.stringify(after.filter((o) => o.kind === "error").map((o) => (o as { code: string }).code))}`,
    );
    expect(server.exitStatus()).toEqual({ code: 0, signal: null });
    expect(exitAt - sigterm).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 2);
    expect(server.logs()).toContain("shutdown complete");
    // Every client let go: its last answer said `Connection: close`, or the server closed the connection
    // while it was idle (a request written at that moment fails unread, below). How many of each depends
    // on the machine's speed: on a busy one the idle closes can take every connection.
    for (const last of lasts) {
      if (last.kind === "response") expect(last.connection, JSON.stringify(last)).toBe("close");
    }
    for (const outcome of after) {
      if (outcome.kind === "response") expect(outcome.status, JSON.stringify(outcome)).toBeLessThan(500);
      // No response was cut off once it had started.
      else expect(outcome.responseStarted, JSON.stringify(outcome)).toBe(false);
    }
    // Nothing the server received was cut: every request in its log got a complete response. (A request
    // written to a connection the server had just closed as idle fails with ECONNRESET unread, and an
    // HTTP client retries it on a new connection.)
    const served = server
      .logs()
      .split("\n")
      .filter((line) => line.includes('"msg":"request"') && !line.includes('"path":"/healthz"')).length;
    expect(served).toBe(outcomes.filter((o) => o.kind === "response").length);
    // Every enquiry answered with success is stored.
    const restarted = await startOn(
      { name: db.name, fresh: async () => server.database },
      { label: `shutdown ${db.name}, reopened` },
    );
    servers.push(restarted);
    const stored = new Set((await storedEnquiries(restarted)).map((row) => row.idempotencyKey));
    const acknowledged = outcomes.filter((o) => o.kind === "response" && o.result === "success").map((o) => o.key);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((key) => !stored.has(key as string))).toEqual([]);
  });
}

const RUNS = 5;
const LOOPING_CLIENTS = 20;

/**
 * A client looping GETs on one keep-alive connection until an answer says `Connection: close`. Every
 * request it sent is counted: answered, or cut (an error after it was written). A connection refused
 * before anything was sent (the server stopped listening) is no request.
 */
async function loopingClient(url: string, tally: { answered: number; cut: string[]; closes: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; ; i++) {
      const outcome = await send(agent, url, i % 2 === 0 ? "/about" : "/no-such-page");
      if (outcome.kind === "error") {
        if (outcome.code !== "ECONNREFUSED") tally.cut.push(outcome.code);
        return;
      }
      tally.answered++;
      if (outcome.connection === "close") {
        tally.closes++;
        return;
      }
    }
  } finally {
    agent.destroy();
  }
}

const pglite = databasesUnderTest().find((db) => db.name === "PGlite");
it(`cuts no request on SIGTERM: ${RUNS} runs of ${LOOPING_CLIENTS} keep-alive connections looping GETs`, {
  timeout: 300_000,
}, async () => {
  if (!pglite) throw new Error("PGlite is always under test");
  const database = await pglite.fresh();
  for (let run = 1; run <= RUNS; run++) {
    const server = await startOn(
      { name: "PGlite", fresh: async () => database },
      { label: `shutdown run ${run}`, env: { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) } },
    );
    servers.push(server);
    const tally = { answered: 0, cut: [] as string[], closes: 0 };
    const clients = Array.from({ length: LOOPING_CLIENTS }, () => loopingClient(server.url, tally));
    await sleep(2_000);
    const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
    server.child.kill("SIGTERM");
    await Promise.all(clients);
    await exited;
    console.log(`[shutdown run ${run}] ${tally.answered} answered, ${tally.closes} told to close, cut: ${tally.cut}`);
    expect(tally.cut, `run ${run}`).toEqual([]);
    expect(tally.answered, `run ${run}`).toBeGreaterThan(LOOPING_CLIENTS);
    expect(server.exitStatus(), `run ${run}`).toEqual({ code: 0, signal: null });
  }
});
