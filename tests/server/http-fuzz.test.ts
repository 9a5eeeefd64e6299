/**
 * Fuzz of the site as a whole (issue 21, DESIGN.md §5): at least 500 random hostile requests — odd
 * methods, malformed Host values, request targets that try to leave the origin or confuse the router,
 * bytes that are not UTF-8, forged forwarding headers, garbage in the headers the server reads. Every
 * answer must be below 500, no Location may name another host, the server must log no error, and
 * nothing may be stored. The generator is seeded (printed): replay a failure with HTTP_FUZZ_SEED.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { rawRequest } from "../support/http";
import { rng } from "../support/rng";
import type { TestServer } from "../support/server";
import { storedChats } from "./chat-support";
import { databasesUnderTest, startOn, storedEnquiries } from "./contact-support";
import { BAD_HOSTS, HOSTILE_PATHS, INVALID_UTF8, ODD_METHODS } from "./hostile";

const COUNT = 520;
const SLOW = 300_000;

type Case = { method: string; target: string; headers: Record<string, string>; body?: string; why: string };

function generator(random: () => number, origin: string) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const page = () => pick(pages).path;
  const target = (): [string, string] =>
    pick<() => [string, string]>([
      () => [pick(HOSTILE_PATHS), "hostile path"],
      () => [`${page()}${pick(["/", "//", "/.", "%2F", "%5C", ";x", "?a=1&a=2", "#frag"])}`, "a page, mangled"],
      () => [`${page()}${pick(INVALID_UTF8)}`, "a page and bytes that are not UTF-8"],
      () => [`/${pick(INVALID_UTF8)}${pick(["", "/", ".js", ".png"])}`, "a path that is not UTF-8"],
      () => [`/assets/${pick(["", "x.js", "%2e%2e/x", "..%2f..%2fpackage.json", "%00.js"])}`, "an asset path"],
      () => [
        `${pick(["/sales-automation", "/services/sales-automation", "/business-liberation-system"])}${pick(["", "/", "//", "?next=//evil.example"])}`,
        "a legacy path",
      ],
      () => [page(), "a page"],
    ])();
  const method = () => {
    const roll = random();
    return roll < 0.55 ? "GET" : roll < 0.7 ? "HEAD" : roll < 0.8 ? "POST" : pick(ODD_METHODS);
  };
  const host = (): Record<string, string> =>
    random() < 0.3
      ? { Host: pick(BAD_HOSTS) }
      : random() < 0.2
        ? { Host: pick(["example.com", "[::1]:80", "a_b"]) }
        : {};
  const noise = (): Record<string, string> => {
    const headers: Record<string, string> = {};
    const add = (name: string, values: readonly string[]) => {
      if (random() < 0.25) headers[name] = pick(values);
    };
    add("Accept-Encoding", [
      "br;q=0, gzip;q=0",
      "*;q=0",
      "identity;q=0",
      "gzip;q=abc",
      "br, br, br",
      "x".repeat(900),
      "",
    ]);
    add("If-None-Match", ["*", 'W/"x", "y"', '"', "W/", ",,,", '"unterminated', "x".repeat(900)]);
    add("Range", ["bytes=0-0", "bytes=-1", "bytes=9999999999-", "lines=1-2", "bytes=0-1,0-1,0-1"]);
    add("X-Forwarded-For", ["1.1.1.1, 2.2.2.2", "not-an-ip", "::ffff:127.0.0.1", "", "x".repeat(500)]);
    add("X-Forwarded-Host", ["evil.example", "a b", "evil.example:99999", "[", ""]);
    add("X-Forwarded-Proto", ["javascript", "https", "a b", "", "http, https"]);
    add("Origin", ["null", "https://evil.example", origin, "http://[", "%"]);
    add("Cookie", ["a=b", "=", ";;;", "x".repeat(2000)]);
    add("Content-Type", ["application/json", "multipart/form-data", "text/html; charset=utf-7", "x/y"]);
    return headers;
  };
  return (): Case => {
    const [t, why] = target();
    const m = method();
    const body = m === "GET" || m === "HEAD" ? undefined : pick(["", "a=b", '{"a":1}', "%FF%FE"]);
    return { method: m, target: t, headers: { ...noise(), ...host() }, body, why };
  };
}

const [db] = databasesUnderTest();
let server: TestServer & { database: Record<string, string> };

beforeAll(async () => {
  // Rate limits on, as in production, and X-Forwarded-* trusted, so the forged ones are read.
  server = await startOn(db as NonNullable<typeof db>, {
    label: "http fuzz",
    env: { RATE_LIMIT_DISABLED: "", TRUST_PROXY: "1" },
  });
}, SLOW);

afterAll(async () => {
  await server?.stop();
});

it(
  `answers ${COUNT} random hostile requests below 500, never redirects off-site, logs no error and stores nothing`,
  async () => {
    const seed = Number(process.env.HTTP_FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
    console.log(`[http fuzz] seed ${seed} (replay with HTTP_FUZZ_SEED=${seed})`);
    const origin = new URL(server.url);
    const next = generator(rng(seed), origin.origin);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let logged = server.logs().length;
    for (let i = 0; i < COUNT; i++) {
      const c = next();
      const label = `#${i} ${c.why}: ${c.method} ${c.target.slice(0, 80)} ${JSON.stringify(c.headers).slice(0, 160)}`;
      const res = await rawRequest(server.url, {
        method: c.method,
        target: c.target,
        headers: {
          ...c.headers,
          ...(c.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(c.body)) }),
        },
        body: c.body,
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500 || res.status === 0) failures.push(`${label} → ${res.status} ${res.text.slice(0, 120)}`);
      const location = res.headers.location;
      if (location !== undefined && new URL(location, server.url).host !== origin.host) {
        failures.push(`${label} → Location ${location}`);
      }
      const logs = server.logs();
      const errorLine = logs
        .slice(logged)
        .split("\n")
        .find((line) => /"level":(50|60)/.test(line));
      if (errorLine) failures.push(`${label} → ${res.status}, logged ${errorLine.slice(0, 240)}`);
      logged = logs.length;
    }
    console.log(`[http fuzz] statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures).toEqual([]);
    expect(await storedEnquiries(server)).toEqual([]);
    expect(await storedChats(server)).toEqual({ sessions: [], messages: [] });
    // Still serving.
    expect((await rawRequest(`${server.url}/about`)).status).toBe(200);
  },
  SLOW,
);
