/**
 * Fuzz of POST /api/chat-message (issue 8, DESIGN 5 "the server never answers 5xx to a client's
 * mistake"): at least 500 random malformed requests per database — bad JSON, bodies that are not
 * objects, missing fields, wrong types, NUL and other control characters, huge strings, bad session
 * ids, wrong methods, foreign origins, and the hostile parts of issue 21 (bytes that are not UTF-8,
 * malformed Host values, odd methods, request targets that try to leave the origin). Every answer must be a 4xx (a 400 with a JSON reason when the
 * body was read), nothing may be stored in chat_sessions or chat_messages, and the server must log no
 * error. Then a few odd but valid messages must be answered and stored intact. The generator is
 * seeded (printed) so a failure can be replayed with CHAT_FUZZ_SEED.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import type { TestServer } from "../support/server";
import { storedChats } from "./chat-support";
import { databasesUnderTest, startOn } from "./contact-support";
import { rng } from "../support/rng";
import { BAD_HOSTS, HOSTILE_PATHS, INVALID_UTF8_BYTES, ODD_METHODS } from "./hostile";

const COUNT = 520;
const SLOW = 300_000;
const ENDPOINT = "/api/chat-message";

type Case = { method: string; path: string; headers: Record<string, string>; body: string | Buffer; why: string };
type Json = Record<string, unknown>;

/** C0 control characters a message may not carry (all but tab, line feed and carriage return). */
const CONTROLS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => !"\t\n\r".includes(c));

function generator(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (max: number) => Math.floor(random() * max);
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
  const text = (n: number) =>
    Array.from({ length: n }, () =>
      pick(["a", "Z", "é", "€", "😀", "%", "&", "=", "+", " ", "\n", "'", '"', "<", ">", "\\", "\u202e", "\uFFFF"]),
    ).join("");
  let counter = 0;
  const sessionId = () => `fuzz-${Date.now().toString(36)}-${counter++}`;
  const meta = () => pick<Json | null | undefined>([{ ua: "Fuzz", ref: null, page: "/" }, null, undefined, {}]);
  const valid = (): Json => ({ sessionId: sessionId(), message: `Hello ${text(8)}x`, meta: meta() });
  /** `value` with one control character (NUL half of the time) put at a random place. */
  const withControl = (value: string) => {
    const at = int(value.length + 1);
    const control = random() < 0.5 ? "\u0000" : pick(CONTROLS);
    return value.slice(0, at) + control + value.slice(at);
  };
  const wrongType = () =>
    pick<unknown>([null, true, false, 0, 12345678, -1.5, [], ["Hello"], {}, { text: "hi" }, [[["deep"]]]]);

  /** Bodies that parse as JSON but break the schema, each invalid by construction. */
  const invalid: (() => [Json | unknown, string])[] = [
    () => [pick<unknown>([null, [], [valid()], "text", 42, true, false, 0, -0.5, "{}"]), "not an object"],
    () => {
      const body = valid();
      delete body[pick(["sessionId", "message"])];
      if (random() < 0.3) delete body.meta;
      return [body, "missing field"];
    },
    () => [{}, "empty object"],
    () => [{ ...valid(), sessionId: wrongType() }, "sessionId of a wrong type"],
    () => [{ ...valid(), message: wrongType() }, "message of a wrong type"],
    () => [{ ...valid(), message: withControl(`Hello ${text(int(40))}`) }, "control character in message"],
    () => [{ ...valid(), message: withControl(`${text(int(10))}\u0000${text(int(10))}`) }, "NUL in message"],
    () => [
      { ...valid(), message: withControl("Hi"), meta: { ua: "\u0000", ref: "\u0000", page: "/\u0000" } },
      "NUL in message and meta",
    ],
    () => [{ ...valid(), message: `x${"m".repeat(2000 + int(30_000))}x` }, "message over 2,000 characters"],
    // Counted in characters (code points), as zod does: 2,001 emoji are one too many.
    () => [{ ...valid(), message: "😀".repeat(2001 + int(3000)) }, "message over 2,000 emoji"],
    () => [
      { ...valid(), message: pick(["", " ", "\n\t\r ", "\u00a0\u2003\ufeff\u2028", " ".repeat(int(3000))]) },
      "empty or blank message",
    ],
    () => [
      {
        ...valid(),
        sessionId: pick([
          "",
          "short",
          "abcdefg",
          "a".repeat(129 + int(2000)),
          "has space in it",
          " abcdefgh",
          "abcdefgh ",
          "abcd/efgh",
          "../../etc/passwd",
          "abcdefgh\u0000",
          "\u0000".repeat(10),
          "sessión-ñandú",
          "😀😀😀😀😀😀😀😀",
          "abcdefgh\n",
          `${text(12)}`,
          "DROP TABLE chat_sessions;--",
        ]),
      },
      "bad sessionId",
    ],
    () => [
      { ...valid(), sessionId: "bad session id", meta: { ua: "u".repeat(10_000), ref: text(600), page: 42 } },
      "bad sessionId, long meta",
    ],
    () => [{ ...valid(), message: 123, meta: "not an object" }, "message of a wrong type, odd meta"],
  ];

  /** JSON text that does not parse. */
  const brokenJson = (): string => {
    const good = JSON.stringify(valid());
    return pick([
      () => good.slice(0, int(good.length)),
      () => `${good.slice(0, -1)},}`,
      () => good.replaceAll('"', "'"),
      () => `{sessionId: "abcdefgh", message: "hi"}`,
      () => good.replace("Hello", "He\u0000llo"), // a raw control character inside a JSON string
      () => good.replace("Hello", "He\nllo"),
      () => `${good}${good}`,
      () => `${good}garbage`,
      () => pick(["", " ", "{", "}", "[", "nul", "undefined", "NaN", '{"a":}', '"unterminated', "\u0000"]),
      () => `{"sessionId":"abcdefgh","message":"\\ud83d\\x"}`,
      () => text(20 + int(200)),
    ])();
  };

  const contentType = () =>
    pick([
      "application/json",
      "application/json",
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "application/octet-stream",
      "",
    ]);

  return (): Case => {
    const path = pick([ENDPOINT, ENDPOINT, ENDPOINT, `${ENDPOINT}?x=1`]);
    const post = (body: string | Buffer, why: string): Case => {
      const type = contentType();
      return { method: "POST", path, headers: type ? { "Content-Type": type } : {}, body, why };
    };
    const kind = int(24);
    if (kind === 0) return post(bytes(1 + int(3000)), "random bytes");
    if (kind === 20) {
      const [before, after] = JSON.stringify(valid()).split("Hello") as [string, string];
      const body = Buffer.concat([
        Buffer.from(`${before}He`),
        Buffer.from(pick(INVALID_UTF8_BYTES)),
        Buffer.from(`llo${after}`),
      ]);
      return {
        method: "POST",
        path,
        headers: { "Content-Type": "application/json" },
        body,
        why: "invalid UTF-8 in the message",
      };
    }
    if (kind === 21) {
      return {
        method: "POST",
        path,
        headers: { "Content-Type": "application/json", Host: pick(BAD_HOSTS) },
        body: JSON.stringify(valid()),
        why: "malformed Host",
      };
    }
    if (kind === 22) {
      return {
        method: pick(ODD_METHODS),
        path,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(valid()),
        why: "odd method",
      };
    }
    if (kind === 23) {
      return {
        method: "POST",
        path: pick([...HOSTILE_PATHS, `/${ENDPOINT}`, `/%2F${ENDPOINT.slice(1)}`, `${ENDPOINT}/..%2F..%2Fcontact`]),
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(valid()),
        why: "hostile path",
      };
    }
    if (kind <= 3) return post(brokenJson(), "broken JSON");
    if (kind === 4) {
      const depth = 1000 + int(20_000);
      return post(`{"sessionId":${"[".repeat(depth)}${"]".repeat(depth)},"message":"hi"}`, "deeply nested sessionId");
    }
    if (kind === 5) {
      const id = sessionId();
      return post(
        `{"sessionId":"${id}","message":"Hello","message":${pick(["1", "null", '""', "[]"])}}`,
        "duplicate key",
      );
    }
    if (kind === 6) {
      return post(`{"__proto__":{"sessionId":"${sessionId()}","message":"Hello"}}`, "fields under __proto__");
    }
    if (kind === 7) {
      return {
        method: pick(["PUT", "PATCH", "DELETE"]),
        path,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(valid()),
        why: "wrong method",
      };
    }
    if (kind === 8) {
      return {
        method: "POST",
        path,
        headers: {
          "Content-Type": "application/json",
          Origin: pick(["https://evil.example", "null", "http://127.0.0.1:1"]),
        },
        body: JSON.stringify(valid()),
        why: "foreign origin",
      };
    }
    if (kind === 9) {
      return post(JSON.stringify({ ...valid(), message: "x".repeat(70_000 + int(20_000)) }), "body over 64 KB");
    }
    const [body, why] = pick(invalid)();
    return post(JSON.stringify(body), why);
  };
}

/** Odd but valid messages: answered and stored, the stored text being the message as PostgreSQL keeps it. */
const ODD_BUT_VALID: { message: string; meta?: Json; stored?: string; why: string }[] = [
  { message: "Tabs\tand\r\nline breaks\nkept", why: "tab, CR and LF" },
  { message: "Zürich, 東京, مرحبا, 😀‍👩‍💻 \u202e reversed", why: "any Unicode" },
  { message: `x${"y".repeat(1998)}x`, why: "exactly 2,000 characters" },
  { message: "DEL \u007f and C1 \u0085 \u009b are not C0", why: "DEL and C1 characters" },
  {
    message: "NUL only in meta",
    meta: { ua: "UA\u0000\u001b[31m", ref: "https://x.example/\u0000", page: "/about\u0000" },
    why: "control characters in meta (stripped)",
  },
];

for (const db of databasesUnderTest()) {
  describe(`fuzzing the chat endpoint on ${db.name}`, () => {
    let server: TestServer & { database: Record<string, string> };
    beforeAll(async () => {
      // Rate limits on, as in production: a malformed request must be refused before it counts.
      server = await startOn(db, { label: `chat fuzz ${db.name}`, env: { RATE_LIMIT_DISABLED: "" } });
    }, SLOW);
    afterAll(async () => {
      await server?.stop();
    });

    it(
      `answers ${COUNT} random malformed requests with 4xx, stores nothing and logs no error`,
      async () => {
        const seed = Number(process.env.CHAT_FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
        console.log(`[chat fuzz ${db.name}] seed ${seed} (replay with CHAT_FUZZ_SEED=${seed})`);
        const next = generator(rng(seed));
        const origin = new URL(server.url).origin;
        const statuses = new Map<number, number>();
        const failures: string[] = [];
        let logged = server.logs().length;
        for (let i = 0; i < COUNT; i++) {
          const c = next();
          const label = `#${i} ${c.why}: ${c.method} ${c.path}`;
          const res = await rawRequest(server.url, {
            target: c.path,
            method: c.method,
            // An explicit length: Node's client sends no framing for a DELETE body.
            headers: { Origin: origin, "Content-Length": String(Buffer.byteLength(c.body)), ...c.headers },
            body: c.body,
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status < 400 || res.status >= 500)
            failures.push(`${label} → ${res.status} ${res.text.slice(0, 160)}`);
          // A 400 in JSON gives its reason (the chat's own, or the server's for a body it could not read);
          // a request the server refused before reading it (a malformed Host) gets a plain-text 400.
          if (res.status === 400 && String(res.headers["content-type"]).includes("json")) {
            const json = JSON.parse(res.text) as { error?: unknown; reason?: unknown };
            if (typeof json.error !== "string" || typeof json.reason !== "string" || !json.reason) {
              failures.push(`${label} → 400 without a reason: ${res.text.slice(0, 160)}`);
            }
          }
          const logs = server.logs();
          const errorLine = logs
            .slice(logged)
            .split("\n")
            .find((line) => /"level":(50|60)/.test(line));
          if (errorLine) failures.push(`${label} → ${res.status}, logged ${errorLine.slice(0, 240)}`);
          logged = logs.length;
        }
        console.log(`[chat fuzz ${db.name}] statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
        expect(failures).toEqual([]);
        expect(statuses.get(400) ?? 0).toBeGreaterThan(COUNT / 2);
        expect(await storedChats(server)).toEqual({ sessions: [], messages: [] });
      },
      SLOW,
    );

    it(
      "still answers odd but valid messages afterwards and stores them intact",
      async () => {
        const run = `odd-${Date.now().toString(36)}`;
        // The bare id of the session the server issued for each message (ADR 038).
        const ids: string[] = [];
        for (const [i, odd] of ODD_BUT_VALID.entries()) {
          const res = await rawRequest(`${server.url}${ENDPOINT}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: new URL(server.url).origin },
            body: JSON.stringify({ sessionId: `${run}-${i}`, message: odd.message, meta: odd.meta ?? null }),
          });
          expect(res.status, `${odd.why}: ${res.text}`).toBe(200);
          const issued = String(JSON.parse(res.text).sessionId);
          expect(issued).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
          ids.push(issued.split(".")[0] as string);
        }
        const stored = await storedChats(server);
        expect(stored.sessions.map((s) => s.id).sort()).toEqual([...ids].sort());
        for (const [i, odd] of ODD_BUT_VALID.entries()) {
          const messages = stored.messages.filter((m) => m.sessionId === ids[i]);
          expect(
            messages.map((m) => m.sender),
            odd.why,
          ).toEqual(["user", "bot"]);
          expect(messages[0]?.content, odd.why).toBe(odd.stored ?? odd.message);
        }
        const withMeta = stored.sessions.find(
          (s) => s.id === ids[ODD_BUT_VALID.findIndex((odd) => odd.message === "NUL only in meta")],
        );
        expect(withMeta).toMatchObject({ ua: "UA[31m", ref: "https://x.example/", firstPage: "/about" });
        expect(server.logs()).not.toMatch(/"level":(50|60)/);
      },
      SLOW,
    );
  });
}
