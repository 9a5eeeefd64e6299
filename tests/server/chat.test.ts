/**
 * POST /api/chat-message over real HTTP against the built server, on PGlite and on a throwaway
 * PostgreSQL: answers, validation, the same-origin check and body limit, rate limits, storage, lead
 * capture, and the `npm run chats` export of what was stored.
 */
import { spawnSync } from "node:child_process";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rawRequest } from "../support/http";
import { repoRoot, startServer, type TestServer } from "../support/server";

type Row = Record<string, unknown>;

const PER_SESSION = 3;
const PER_IP = 5;

/** The server's clock stands still 15 s into a minute (server/env.ts): every message counts in one window, 45 s long. */
const TEST_CLOCK = "2026-01-05T09:30:15Z";
const RETRY_AFTER_SECONDS = 45;

const postgresUrl = inject("postgresUrl");
const drivers = [
  { name: "PGlite", env: {} as Record<string, string>, ipPrefix: "10.1.0", available: true },
  { name: "PostgreSQL", env: { DATABASE_URL: postgresUrl }, ipPrefix: "10.2.0", available: Boolean(postgresUrl) },
];

for (const driver of drivers) {
  describe.skipIf(!driver.available)(`chat endpoint on ${driver.name}`, () => {
    let server: TestServer;
    let ipCounter = 0;
    const run = `${driver.name.toLowerCase()}-${Date.now().toString(36)}`;
    /** The signed session id the server issued to each named conversation of these tests (ADR 038). */
    const issued = new Map<string, string>();
    /** The database's (bare) id of a named conversation. */
    const sid = (name: string) => (issued.get(name) ?? "").split(".")[0] as string;
    /** Every test talks from its own client address (TRUST_PROXY is on), so rate limits do not mix. */
    const newIp = () => `${driver.ipPrefix}.${++ipCounter}`;

    const post = (body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
      rawRequest(`${server.url}/api/chat-message`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": options.ip ?? newIp(),
          ...options.headers,
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });

    /**
     * A message in the conversation `name`: its first one sends a client-made id (as the widget does before
     * it has one), which the server answers with a new signed id; later ones send that signed id.
     */
    const chat = async (
      name: string,
      message: string,
      meta: Row = { ua: "Vitest", ref: null, page: "/" },
      ip?: string,
    ) => {
      const res = await post({ sessionId: issued.get(name) ?? `${run}-${name}`, message, meta }, { ip });
      if (res.status === 200 && !issued.has(name)) issued.set(name, JSON.parse(res.text).sessionId);
      return res;
    };

    /** Runs SQL against the database the server used (PGlite: after the server stopped). */
    async function query(text: string, params: unknown[] = []): Promise<Row[]> {
      if (driver.env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: driver.env.DATABASE_URL });
        await client.connect();
        try {
          return (await client.query(text, params)).rows;
        } finally {
          await client.end();
        }
      }
      await server.stop();
      const db = await PGlite.create(server.dataDir);
      try {
        return (await db.query<Row>(text, params)).rows;
      } finally {
        await db.close();
      }
    }

    beforeAll(async () => {
      server = await startServer({
        env: {
          ...driver.env,
          RATE_LIMIT_DISABLED: "",
          TRUST_PROXY: "true",
          CHAT_RATE_LIMIT_PER_SESSION_PER_MINUTE: String(PER_SESSION),
          CHAT_RATE_LIMIT_PER_IP_PER_MINUTE: String(PER_IP),
          TEST_HOOKS: "1",
          TEST_CLOCK,
        },
      });
    });

    afterAll(async () => {
      await server?.stop();
    });

    it("names the next three open times of the discovery call after the answer on booking one (issue 35)", async () => {
      const res = await chat("book", "I'd like to book a call with your team");
      expect(res.status).toBe(200);
      const message: string = JSON.parse(res.text).message;
      expect(message).toContain("](/schedule)");
      // The server's clock is Monday 5 January 2026, 04:30 in New York: the times /schedule offers next.
      const offer = message.slice(message.indexOf("The next open times"));
      expect(offer).toMatch(/^The next open times for a 30-minute Discovery Call \(Eastern Standard Time\): /);
      expect(offer.match(/\b(Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} January, \d{2}:\d{2}/g)).toHaveLength(3);
      expect(offer).toContain("[the booking page](/schedule)");
    });

    it("answers a message with { sessionId, message }, not cached", async () => {
      const res = await chat("price", "How much does the Lead OS cost?", {
        ua: "Mozilla/5.0 Test",
        ref: "https://www.example.com/search",
        page: "/services/aiva-lead-os",
      });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = JSON.parse(res.text);
      expect(Object.keys(body).sort()).toEqual(["message", "sessionId"]);
      // The id the client made is replaced by one the server signed.
      expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      expect(body.sessionId.startsWith(run)).toBe(false);
      expect(body.message).toContain("$3,997");
      expect(body.message).toContain("/services/aiva-lead-os");

      const second = await chat("price", "  And how long does implementation take?  ", {
        ua: "Other",
        page: "/schedule",
      });
      expect(JSON.parse(second.text).message).toContain("3-5 weeks");
      expect(JSON.parse(second.text).sessionId).toBe(body.sessionId);
    });

    it("answers a follow-up from the session's stored turns: 'it' is the system asked about before", async () => {
      const ip = newIp();
      const first = await chat("follow-up", "Tell me about the Customer Experience AI System", undefined, ip);
      expect(JSON.parse(first.text).message).toContain("Customer Experience AI System");
      const second = await chat("follow-up", "how much is it?", undefined, ip);
      expect(JSON.parse(second.text).message).toContain(
        "Pricing for the [Customer Experience AI System](/services/customer-experience-ai-system)",
      );
      // Another session asking the same has no such history.
      const other = await chat("follow-up-other", "how much is it?", undefined, ip);
      expect(JSON.parse(other.text).message).toContain("$3,997");
    });

    it("accepts a same-origin request and a request without meta", async () => {
      const res = await post(
        { sessionId: `${run}-origin`, message: "Hello" },
        { headers: { Origin: server.url, Host: new URL(server.url).host } },
      );
      expect(res.status).toBe(200);
      issued.set("origin", JSON.parse(res.text).sessionId);
      expect(JSON.parse(res.text).message).toMatch(/^Hi there!/);
    });

    it.each([
      ["a body that is not JSON", "this is not json", /valid JSON/],
      ["an array body", "[]", /JSON object/],
      ["a missing sessionId", { message: "Hello" }, /sessionId/],
      ["a 7-character sessionId", { sessionId: "abcdefg", message: "Hello" }, /sessionId/],
      ["a 129-character sessionId", { sessionId: "a".repeat(129), message: "Hello" }, /sessionId/],
      ["a sessionId with other characters", { sessionId: "bad session!", message: "Hello" }, /sessionId/],
      ["an empty message", { sessionId: "bad-empty-message", message: "" }, /message/],
      ["a whitespace-only message", { sessionId: "bad-blank-message", message: " \n\t " }, /message/],
      ["a message over 2,000 characters", { sessionId: "bad-long-message", message: "x".repeat(2001) }, /2000/],
      ["a message that is not a string", { sessionId: "bad-type-message", message: ["Hello"] }, /message/],
      ["a message with a NUL character", { sessionId: "bad-nul-message", message: "Hi\u0000there" }, /NUL/],
      ["a message with an escape character", { sessionId: "bad-esc-message", message: "\u001b[2J" }, /control/],
    ])("refuses %s with 400 and a reason", async (_label, body, reason) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.headers["content-type"]).toContain("application/json");
      const json = JSON.parse(res.text);
      expect(json.error).toBe("Invalid chat message");
      expect(json.reason).toMatch(reason);
    });

    it("refuses a cross-origin write with 403 and a body over 64 KB with 413", async () => {
      const cross = await post(
        { sessionId: "bad-cross-origin", message: "Hello" },
        { headers: { Origin: "https://evil.example" } },
      );
      expect(cross.status).toBe(403);
      const big = await post({ sessionId: "bad-too-large", message: "x".repeat(65 * 1024) });
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text).error).toBe("Request body too large");
    });

    it("answers other methods with 405", async () => {
      const get = await rawRequest(`${server.url}/api/chat-message`);
      expect(get.status).toBe(405);
      expect(get.headers.allow).toBe("POST");
      const put = await rawRequest(`${server.url}/api/chat-message`, { method: "PUT", body: "{}" });
      expect(put.status).toBe(405);
    });

    it(`limits a session to ${PER_SESSION} and a client address to ${PER_IP} messages a minute (429)`, async () => {
      const ip = newIp();
      for (let i = 1; i <= PER_SESSION; i++) {
        expect((await chat("limited", `Question ${i}`, undefined, ip)).status).toBe(200);
      }
      const limited = await chat("limited", "One too many", undefined, ip);
      expect(limited.status).toBe(429);
      expect(limited.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(JSON.parse(limited.text)).toMatchObject({ error: "Too many messages" });

      // Another session from elsewhere is not affected by that session's limit...
      expect((await chat("limited-other", "Hello", undefined, newIp())).status).toBe(200);
      // ...but the same address reaches its own limit after PER_IP messages in all.
      expect((await chat("limited-second", "Hello", undefined, ip)).status).toBe(200);
      const ipLimited = await chat("limited-third", "Hello", undefined, ip);
      expect(ipLimited.status).toBe(429);
      expect(JSON.parse(ipLimited.text).reason).toMatch(/chat-ip-minute/);
    });

    it("answers the /chat page's form posts as the endpoint does: session in a hidden field, no cookie, the same limits", async () => {
      const ip = newIp();
      const form = (fields: Record<string, string>) =>
        rawRequest(`${server.url}/chat`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
          body: new URLSearchParams(fields).toString(),
        });
      const first = await form({ sessionId: "", message: "How much does AIVA Lead OS cost?" });
      expect(first.status).toBe(200);
      expect(first.headers["set-cookie"]).toBeUndefined();
      expect(first.headers["cache-control"]).toBe("no-store");
      expect(first.text).toContain('<meta name="robots" content="noindex"/>');
      expect(first.text).toContain("How much does AIVA Lead OS cost?");
      expect(first.text).toContain("$3,997");
      // The page starts a session and carries it in its forms.
      const session = /name="sessionId" value="([^"]+)"/.exec(first.text)?.[1] ?? "";
      expect(session).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      issued.set("page", session);
      const second = await form({ sessionId: session, message: "How long does implementation take?" });
      expect(second.text).toContain("3-5 weeks");
      expect(second.text).toContain("$3,997"); // the conversation so far, read back from storage
      expect((await form({ sessionId: session, message: "Thanks" })).status).toBe(200);

      // The session's limit is the endpoint's: the next post is refused, its text kept in the box.
      const limited = await form({ sessionId: session, message: "One too many" });
      expect(limited.status).toBe(429);
      expect(limited.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(limited.text).toContain("One too many</textarea>");
      expect((await chat("page", "And through the endpoint?", undefined, newIp())).status).toBe(429);

      // An empty message: a clear message, status 400, nothing answered.
      const empty = await form({ sessionId: session, message: "   " });
      expect(empty.status).toBe(400);
      expect(empty.text).toContain("Please type a message first.");
    });

    it("records an e-mail address as the session's lead and confirms it", async () => {
      expect((await chat("lead", "Do you work with real estate agents?")).status).toBe(200);
      const res = await chat("lead", "Sure, it's Jane.Doe@Example.com - please get in touch");
      expect(res.status).toBe(200);
      const { message } = JSON.parse(res.text);
      expect(message).toContain("jane.doe@example.com");
      expect(message).toMatch(/24 hours/);
    });

    it("shows a conversation only to the signed id it issued: a bare, forged or made-up id starts a new one", async () => {
      const token = issued.get("lead") as string;
      const bare = sid("lead");
      const form = (path: string, sessionId: string, message: string) =>
        rawRequest(`${server.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newIp() },
          body: new URLSearchParams({ sessionId, message }).toString(),
        });
      // The id it was given reads the conversation back (an empty message: 400, the conversation shown).
      for (const path of ["/chat", "/chat.data"]) {
        const own = await form(path, token, "");
        expect(own.status).toBe(400);
        expect(own.text).toContain("jane.doe@example.com");
      }
      const forgeries = [bare, `${bare}.${"A".repeat(43)}`, `${token.slice(0, -1)}B`, "aaaaaaaa", `${run}-lead`];
      for (const id of forgeries) {
        for (const path of ["/chat", "/chat.data"]) {
          const peek = await form(path, id, "");
          expect(peek.status).toBe(400);
          expect(peek.text).not.toContain("jane.doe@example.com");
          expect(peek.text).not.toContain("real estate");
          expect(peek.text).not.toContain(token);
          const write = await form(path, id, "What did I tell you before?");
          expect(write.status).toBe(200);
          expect(write.text).not.toContain("jane.doe@example.com");
          expect(write.text).not.toContain(token);
        }
        const api = await post({ sessionId: id, message: "What is my e-mail address?" });
        expect(api.status).toBe(200);
        const answer = JSON.parse(api.text);
        expect(answer.sessionId).not.toBe(token);
        expect(answer.sessionId.startsWith(`${bare}.`)).toBe(false);
        expect(answer.message).not.toContain("jane.doe@example.com");
      }
      // None of those messages reached the conversation (the storage test counts its 4 messages).
    });

    it("cuts meta strings to 512 characters", async () => {
      const res = await chat("meta", "Hi", {
        ua: "u".repeat(600),
        ref: "r".repeat(700),
        page: `/${"p".repeat(600)}`,
      });
      expect(res.status).toBe(200);
    });

    // Runs last: it reads what the tests above stored (PGlite: after stopping the server).
    it("stored every accepted message and reply, the session's meta and lead, and nothing else", async () => {
      const ours = [...issued.keys()].map(sid);
      const sessions = await query("select * from chat_sessions where id = any($1) order by created_at", [ours]);
      const byId = new Map(sessions.map((s) => [s.id as string, s]));
      const messages = await query(
        "select session_id, sender, content, page from chat_messages where session_id = any($1) order by id",
        [ours],
      );
      const of = (name: string) => messages.filter((m) => m.session_id === sid(name));

      // Session meta is kept from its first message.
      expect(byId.get(sid("price"))).toMatchObject({
        ua: "Mozilla/5.0 Test",
        ref: "https://www.example.com/search",
        first_page: "/services/aiva-lead-os",
        lead_email: null,
      });
      const price = byId.get(sid("price")) as Row;
      expect(new Date(price.last_seen_at as string).getTime()).toBeGreaterThanOrEqual(
        new Date(price.created_at as string).getTime(),
      );
      expect(of("price").map((m) => [m.sender, m.page])).toEqual([
        ["user", "/services/aiva-lead-os"],
        ["bot", "/services/aiva-lead-os"],
        ["user", "/schedule"],
        ["bot", "/schedule"],
      ]);
      expect(of("price")[0]?.content).toBe("How much does the Lead OS cost?");
      expect(of("price")[2]?.content).toBe("And how long does implementation take?");
      expect(of("price")[1]?.content).toContain("$3,997");

      // A message without meta.
      expect(byId.get(sid("origin"))).toMatchObject({ ua: null, ref: null, first_page: null });

      // Rate-limited messages were not stored.
      expect(of("limited")).toHaveLength(PER_SESSION * 2);
      expect(of("limited").some((m) => m.content === "One too many")).toBe(false);
      expect(byId.has(sid("limited-third"))).toBe(false);

      // The lead.
      expect(byId.get(sid("lead"))?.lead_email).toBe("jane.doe@example.com");
      expect(of("lead")).toHaveLength(4);

      // Meta cut to 512.
      const meta = byId.get(sid("meta")) as Row;
      expect([String(meta.ua).length, String(meta.ref).length, String(meta.first_page).length]).toEqual([
        512, 512, 512,
      ]);

      // Bad input stored nothing, and no id a client made became a session's id.
      const bad = await query("select id from chat_sessions where id like 'bad-%' or id like $1", [`${run}-%`]);
      expect(bad).toEqual([]);
    });

    it("exports the conversations with npm run chats", () => {
      // The CLI reads the same database the server used: PostgreSQL, or the (now stopped) server's PGlite folder.
      const env: NodeJS.ProcessEnv = { ...process.env };
      delete env.DATABASE_URL;
      if (driver.env.DATABASE_URL) env.DATABASE_URL = driver.env.DATABASE_URL;
      else env.DATA_DIR = server.dataDir;
      const cli = (args: string[]) =>
        spawnSync(process.execPath, ["--import", "tsx", "scripts/with-vite.ts", "scripts/chats.ts", ...args], {
          cwd: repoRoot,
          env,
          encoding: "utf8",
          timeout: 60_000,
        });

      const json = cli(["--format", "json", "--since", "1h"]);
      expect(json.status, json.stderr).toBe(0);
      const conversations = (
        JSON.parse(json.stdout) as { sessionId: string; leadEmail: string | null; messages: Row[] }[]
      ).filter((c) => [...issued.keys()].map(sid).includes(c.sessionId));
      expect(conversations.find((c) => c.sessionId === sid("lead"))?.leadEmail).toBe("jane.doe@example.com");
      expect(conversations.find((c) => c.sessionId === sid("price"))?.messages).toHaveLength(4);

      const leads = cli(["--format", "csv", "--leads"]);
      expect(leads.status, leads.stderr).toBe(0);
      const lines = leads.stdout.trim().split("\r\n");
      expect(lines[0]).toBe(
        "session_id,session_created_at,lead_email,first_page,ref,ua,message_id,sender,content,page,created_at",
      );
      const ours = lines.filter((line) => [...issued.keys()].some((name) => line.startsWith(`${sid(name)},`)));
      expect(ours.length).toBe(4);
      expect(ours.every((line) => line.startsWith(`${sid("lead")},`) && line.includes("jane.doe@example.com"))).toBe(
        true,
      );

      const table = cli(["--since", "2000-01-01"]);
      expect(table.status, table.stderr).toBe(0);
      expect(table.stdout).toContain(`Session ${sid("lead")}`);
      expect(table.stdout).toContain("lead: jane.doe@example.com");
      // The assistant's links read as words in the export.
      expect(table.stdout).toContain("book a free consultation");
      expect(table.stdout).not.toContain("](/schedule)");

      const bad = cli(["--format", "xml"]);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain("--format");
    }, 180_000);
  });
}
