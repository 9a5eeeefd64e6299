/**
 * Two server instances on one PostgreSQL, as behind a load balancer (README "Deploying", DESIGN.md §7):
 * the rate limits are shared, every enquiry reaches the webhook (no loss; twice only with the same
 * Idempotency-Key), a retry on the other instance stores nothing new, and both export the same rows.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runScript } from "../support/cli";
import { freePort } from "../support/postgres";
import { startServer, type TestServer } from "../support/server";
import { outboxSettled } from "./outbox-support";
import { contactFields, freshPostgresUrl, newKey, pgQuery, postEnquiry } from "./contact-support";

type Delivery = { key: string; headers: IncomingMessage["headers"]; body: { id: number; idempotencyKey: string } };

/** A local webhook receiver that records every delivery and answers 200. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      deliveries.push({ key: String(req.headers["idempotency-key"]), headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${port}/hooks/enquiry`,
    deliveries,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe.skipIf(!inject("postgresUrl"))("two instances on one PostgreSQL", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let databaseUrl = "";
  let a: TestServer;
  let b: TestServer;
  let env: Record<string, string> = {};
  /** Keys of the enquiries either instance answered with success. */
  const acknowledged: string[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    databaseUrl = await freshPostgresUrl();
    env = {
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_DISABLED: "",
      TRUST_PROXY: "1",
      CONTACT_RATE_LIMIT_PER_MINUTE: "4",
      CONTACT_RATE_LIMIT_PER_HOUR: "100",
      CHAT_RATE_LIMIT_PER_IP_PER_MINUTE: "6",
      ENQUIRY_WEBHOOK_URL: receiver.url,
      ENQUIRY_WEBHOOK_RETRY_BASE_MS: "300",
      ENQUIRY_WEBHOOK_RETRY_MAX_MS: "2000",
      // Both clocks stand still at the same instant (server/env.ts): the rate-limit windows never turn mid-test.
      TEST_HOOKS: "1",
      TEST_CLOCK: "2026-01-05T09:30:15Z",
      // The outbox worker's rounds, for `outboxSettled`.
      LOG_LEVEL: "debug",
    };
    // One after the other: the second must find the migrations applied by the first.
    a = await startServer({ env });
    b = await startServer({ env });
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await receiver?.close();
  });

  const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });

  it("shares the enquiry and chat rate limits between the instances", async () => {
    const ip = "203.0.113.41";
    const results = [];
    for (let i = 0; i < 6; i++) {
      const key = newKey();
      const answer = await postEnquiry((i % 2 === 0 ? a : b).url, contactFields({ idempotencyKey: key }), from(ip));
      if (answer.result === "success") acknowledged.push(key);
      results.push(answer.status);
    }
    // Four a minute for this address, counted across both: each instance alone would have let six through.
    expect(results).toEqual([200, 200, 200, 200, 429, 429]);

    const chat = async (server: TestServer, n: number) =>
      (
        await fetch(`${server.url}/api/chat-message`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.42" },
          body: JSON.stringify({ sessionId: `two-instances-${n}-session`, message: `Question ${n}` }),
        })
      ).status;
    const chats = [];
    for (let i = 0; i < 8; i++) chats.push(await chat(i % 2 === 0 ? a : b, i));
    expect(chats).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it("delivers every enquiry to the webhook, once per Idempotency-Key, whichever instance stored it", async () => {
    const keys = Array.from({ length: 40 }, () => newKey());
    const answers = await Promise.all(
      keys.map((key, i) =>
        postEnquiry((i % 2 === 0 ? a : b).url, contactFields({ idempotencyKey: key }), from(`198.51.100.${i + 1}`)),
      ),
    );
    expect(answers.map((answer) => answer.result)).toEqual(keys.map(() => "success"));
    acknowledged.push(...keys);
    // A retry of each on the other instance: success, nothing new stored or delivered.
    const retries = await Promise.all(
      keys.map((key, i) =>
        postEnquiry((i % 2 === 0 ? b : a).url, contactFields({ idempotencyKey: key }), from(`198.51.100.${i + 1}`)),
      ),
    );
    expect(retries.map((answer) => answer.result)).toEqual(keys.map(() => "success"));

    const wanted = new Set(keys);
    await expect
      .poll(() => new Set(receiver.deliveries.map((d) => d.body.idempotencyKey).filter((k) => wanted.has(k))).size, {
        timeout: 60_000,
      })
      .toBe(keys.length);
    // No second delivery is coming: each instance's worker has had a round since that left nothing pending.
    const since = Date.now();
    for (const server of [a, b]) await outboxSettled(server, since, { headers: { "X-Forwarded-For": "192.0.2.99" } });
    const mine = receiver.deliveries.filter((d) => wanted.has(d.body.idempotencyKey));
    // A second delivery of an enquiry (at-least-once) would carry the same Idempotency-Key as the first.
    for (const delivery of mine) expect(delivery.key).toBe(delivery.body.idempotencyKey);
    const rows = await pgQuery<{ key: string; id: number }>(
      databaseUrl,
      `select idempotency_key as key, id from contacts where idempotency_key in (${keys.map((k) => `'${k}'`).join(",")})`,
    );
    expect(rows).toHaveLength(keys.length);
    const deliveredIds = new Map(mine.map((d) => [d.body.idempotencyKey, d.body.id]));
    for (const row of rows) expect(deliveredIds.get(row.key)).toBe(row.id);
    console.log(
      `[two instances] ${keys.length} enquiries, ${mine.length} deliveries (${mine.length - keys.length} repeated), ` +
        `delivered by ${new Set(mine.map((d) => d.headers["x-aiva-delivery"])).size} outbox rows`,
    );
    const outbox = await pgQuery<{ pending: number }>(
      databaseUrl,
      "select count(*)::int as pending from enquiry_outbox where delivered_at is null",
    );
    expect(outbox[0]?.pending).toBe(0);
  });

  it("exports every enquiry either instance acknowledged, once", async () => {
    const exported = await runScript("scripts/enquiries.ts", ["--format", "json"], { DATABASE_URL: databaseUrl });
    expect(exported.code, exported.stderr).toBe(0);
    const stored = await pgQuery<{ id: number; key: string }>(
      databaseUrl,
      "select id, idempotency_key as key from contacts order by id",
    );
    expect((JSON.parse(exported.stdout) as { id: number }[]).map((row) => row.id).sort((x, y) => x - y)).toEqual(
      stored.map((row) => row.id),
    );
    expect(stored.map((row) => row.key).sort()).toEqual([...acknowledged].sort());
  });
  // Runs last: it restarts instance a.
  it("shares the chat session key: a session one instance issued goes on at the other, and after a restart", async () => {
    const chat = async (server: TestServer, sessionId: string, message: string, ip: string) => {
      const res = await fetch(`${server.url}/api/chat-message`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify({ sessionId, message }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { sessionId: string }).sessionId;
    };
    const token = await chat(a, "browser-made-id", "Tell me about the Customer Experience AI System", "198.51.100.201");
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await chat(b, token, "How long does implementation take?", "198.51.100.202")).toBe(token);

    await a.stop();
    a = await startServer({ env });
    expect(await chat(a, token, "Thanks", "198.51.100.203")).toBe(token);
    // The transcript, read back through the page with the signed id: all three messages, one session.
    const page = await fetch(`${a.url}/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.204" },
      body: new URLSearchParams({ sessionId: token, message: "" }).toString(),
    });
    const html = await page.text();
    for (const text of [
      "Tell me about the Customer Experience AI System",
      "How long does implementation take?",
      "Thanks",
    ]) {
      expect(html).toContain(text);
    }
  });
});
