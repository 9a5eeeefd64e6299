/**
 * SIGTERM under keep-alive load drains (issue 21 item 6, DESIGN.md §5): clients that keep their
 * connections busy get their answers with `Connection: close`, new connections are refused, and the
 * server exits 0 long before SHUTDOWN_TIMEOUT_MS when the work in flight is short. No response is cut
 * off, and every enquiry answered with success is stored.
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
async function client(url: string, outcomes: Outcome[]): Promise<void> {
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
      if (outcome.kind === "error" || outcome.connection === "close") return;
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
    await Promise.all(clients);
    const exitAt = await exited;

    const after = outcomes.filter((outcome) => outcome.at > sigterm);
    console.log(
      `[shutdown ${db.name}] ${before} requests before SIGTERM, ${after.length} after; exit ${Math.round(exitAt - sigterm)} ms after SIGTERM; ` +
        `errors: ${JSON.stringify(after.filter((o) => o.kind === "error").map((o) => (o as { code: string }).code))}`,
    );
    expect(server.exitStatus()).toEqual({ code: 0, signal: null });
    expect(exitAt - sigterm).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 2);
    expect(server.logs()).toContain("shutdown complete");
    // Every connection was told to close: the last answer each client got says so, or the server
    // closed the connection while it was idle (before a request of the client arrived).
    const closes = after.filter((o) => o.kind === "response" && o.connection === "close");
    expect(closes.length).toBeGreaterThan(0);
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
