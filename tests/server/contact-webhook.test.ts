/**
 * Enquiry notification (issue 7): with ENQUIRY_WEBHOOK_URL set, every new enquiry is written to the
 * outbox in the same transaction and POSTed to the URL by a background worker that retries with
 * exponential backoff, across outages and server restarts, on PGlite and PostgreSQL.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/postgres";
import { startServer, type TestServer } from "../support/server";
import { outboxSettled } from "./outbox-support";
import {
  contactFields,
  type DatabaseUnderTest,
  databasesUnderTest,
  newKey,
  pgQuery,
  postEnquiry,
  sleep,
  startOn,
  storedEnquiries,
} from "./contact-support";

const SECRET = "webhook-test-secret-0123456789";
const SLOW = 300_000;

type Delivery = { at: number; headers: IncomingMessage["headers"]; body: string; answered: number | "reset" };

/** A local webhook receiver whose answers the test scripts (a status, or "reset" to cut the connection). */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  let answer: (n: number) => number | "reset" = () => 200;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const reply = answer(deliveries.length + 1);
      deliveries.push({
        at: Date.now(),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        answered: reply,
      });
      if (reply === "reset") req.socket.destroy();
      else res.writeHead(reply, { "Content-Type": "text/plain" }).end(reply < 300 ? "ok" : "failing");
    });
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${port}/hooks/enquiry`,
    deliveries,
    /** Sets how the nth delivery (1-based, counted over the receiver's life) is answered. */
    answerWith(fn: (n: number) => number | "reset") {
      answer = fn;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function waitFor<T>(what: string, fn: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

for (const db of databasesUnderTest()) {
  describe(`enquiry webhook on ${db.name}`, () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let server: TestServer & { database: Record<string, string> };
    const env = () => ({
      ENQUIRY_WEBHOOK_URL: receiver.url,
      ENQUIRY_WEBHOOK_SECRET: SECRET,
      ENQUIRY_WEBHOOK_RETRY_BASE_MS: "300",
      ENQUIRY_WEBHOOK_RETRY_MAX_MS: "3000",
      ENQUIRY_WEBHOOK_TIMEOUT_MS: "2000",
      // The outbox worker's rounds, for `outboxSettled`.
      LOG_LEVEL: "debug",
    });

    beforeAll(async () => {
      receiver = await startReceiver();
      server = await startOn(db, { label: `webhook ${db.name}`, env: env() });
    }, SLOW);
    afterAll(async () => {
      await server?.stop();
      await receiver?.close();
    });

    it(
      "delivers a new enquiry after the receiver failed the first attempts, backing off exponentially",
      async () => {
        // 1st: HTTP 500, 2nd: connection cut, 3rd: HTTP 503, 4th: accepted.
        receiver.answerWith((n) => (n === 1 ? 500 : n === 2 ? "reset" : n === 3 ? 503 : 200));
        const key = newKey();
        const res = await postEnquiry(server.url, contactFields({ email: "hook@example.com", idempotencyKey: key }));
        expect(res.result).toBe("success"); // the webhook being down does not affect the visitor

        await waitFor("the accepted delivery", () => receiver.deliveries.find((d) => d.answered === 200));
        const attempts = receiver.deliveries.filter((d) => d.headers["idempotency-key"] === key);
        expect(attempts.map((d) => d.answered)).toEqual([500, "reset", 503, 200]);
        expect(attempts.map((d) => d.headers["x-aiva-attempt"])).toEqual(["1", "2", "3", "4"]);
        // Exponential backoff with ±20 % jitter: ~300 ms, ~600 ms, ~1200 ms between attempts.
        const gaps = attempts.slice(1).map((d, i) => d.at - (attempts[i] as Delivery).at);
        expect(gaps[0]).toBeGreaterThanOrEqual(240);
        expect(gaps[1]).toBeGreaterThanOrEqual(480);
        expect(gaps[2]).toBeGreaterThanOrEqual(960);
        expect(gaps[2]).toBeGreaterThan(gaps[0] as number);

        const last = attempts.at(-1) as Delivery;
        expect(last.headers["content-type"]).toBe("application/json");
        expect(last.headers["x-aiva-signature"]).toBe(
          `sha256=${createHmac("sha256", SECRET).update(last.body).digest("hex")}`,
        );
        const payload = JSON.parse(last.body);
        const stored = (await storedEnquiries(server)).find((r) => r.idempotencyKey === key);
        expect(payload).toMatchObject({
          type: "enquiry.created",
          version: 1,
          id: stored?.id,
          idempotencyKey: key,
          source: "contact",
          fullName: "Ada Lovelace",
          workEmail: "hook@example.com",
          companyName: "Analytical Engines Ltd",
          phone: null,
          operationalChallenge: "revenue-growth",
          operationalChallengeLabel: "Revenue Growth AI System",
          situationAndGoals: "We answer every lead by hand and it takes hours each day.",
        });
        // Delivered once accepted: no further attempts, by the worker's next round that leaves nothing pending.
        await outboxSettled(server, Date.now());
        expect(receiver.deliveries.filter((d) => d.headers["idempotency-key"] === key)).toHaveLength(4);
        if (server.database.DATABASE_URL) {
          const rows = await pgQuery<{ attempts: number; delivered: boolean }>(
            server.database.DATABASE_URL,
            "select attempts, delivered_at is not null as delivered from enquiry_outbox",
          );
          expect(rows).toEqual([{ attempts: 4, delivered: true }]);
        }
      },
      SLOW,
    );

    it(
      "loses nothing when the webhook is down across a server crash: delivered after the restart",
      async () => {
        receiver.answerWith(() => 503);
        const key = newKey();
        expect((await postEnquiry(server.url, contactFields({ idempotencyKey: key }))).result).toBe("success");
        await waitFor("a failed attempt", () => receiver.deliveries.find((d) => d.headers["idempotency-key"] === key));
        await server.kill9();

        receiver.answerWith(() => 200);
        server = Object.assign(await startServer({ env: { ...server.database, ...env() } }), {
          database: server.database,
        });
        const delivered = await waitFor("delivery after the restart", () =>
          receiver.deliveries.find((d) => d.headers["idempotency-key"] === key && d.answered === 200),
        );
        expect(JSON.parse(delivered.body).idempotencyKey).toBe(key);
      },
      SLOW,
    );
  });
}

describe("without ENQUIRY_WEBHOOK_URL", () => {
  it(
    "writes no outbox rows",
    async () => {
      const postgres = databasesUnderTest().find((d) => d.name === "PostgreSQL");
      const db = postgres ?? (databasesUnderTest()[0] as DatabaseUnderTest);
      const server = await startOn(db, { label: "no webhook" });
      try {
        expect((await postEnquiry(server.url, contactFields({ idempotencyKey: newKey() }))).result).toBe("success");
        expect(server.logs()).not.toContain("enquiry webhook outbox running");
        if (server.database.DATABASE_URL) {
          const rows = await pgQuery<{ n: number }>(
            server.database.DATABASE_URL,
            "select count(*)::int as n from enquiry_outbox",
          );
          expect(rows[0]?.n).toBe(0);
        }
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );
});
