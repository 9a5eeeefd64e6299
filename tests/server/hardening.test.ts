/**
 * The second hardening pass (issue 36, ADR 038) over real HTTP and raw sockets against the built server:
 * the security headers on every kind of answer, refusals before the body is read, header and request
 * timeouts, a second Host header, `Sec-Fetch-Site: cross-site` writes, and the text rules of the chat's
 * write paths.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import { startServer, type TestServer } from "../support/server";
import { storedChats } from "./chat-support";

const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;

let server: TestServer;
let port = 0;

beforeAll(async () => {
  server = await startServer({
    env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server?.stop();
});

/**
 * Writes `data` on a new connection (then, if given, nothing more) and collects what comes back until the
 * server closes the connection or `giveUpMs` passes. `closedAfterMs` is null when it never closed.
 */
function exchange(data: string, giveUpMs = 20_000): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let text = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(data));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedAfterMs: null });
    }, giveUpMs);
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    const done = () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: performance.now() - started });
    };
    socket.on("end", done);
    socket.on("close", done);
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? done() : reject(error)));
  });
}

describe("security headers on every answer", () => {
  const assetPath = async () => /\/assets\/[^" ]+\.js/.exec((await rawRequest(`${server.url}/`)).text)?.[0] ?? "";

  it.each([
    ["the feed", "/feed.json", {}],
    ["robots.txt", "/robots.txt", {}],
    ["an Open Graph image", "/og/about.png", {}],
    ["the favicon", "/favicon.svg", {}],
    ["the touch icon", "/apple-touch-icon.png", {}],
    ["a hashed asset", "ASSET", {}],
    ["a missing file", "/missing.png", {}],
    ["the health check", "/healthz", {}],
    ["a pre-rendered page", "/about", {}],
    ["the not-found page", "/no-such-page", {}],
    ["the guard's 405", "/about", { method: "TRACE" }],
    ["the guard's 400", "/about", { headers: { Host: "a b" } }],
    ["a 413", "/contact", { method: "POST", headers: { "Content-Length": "999999" }, body: "x" }],
  ] as const)("%s carries HSTS, X-Frame-Options, Permissions-Policy and nosniff", async (_what, path, options) => {
    const target = path === "ASSET" ? await assetPath() : path;
    const res = await rawRequest(`${server.url}${target}`, options);
    expect(res.headers["strict-transport-security"], `${target} ${res.status}`).toMatch(/^max-age=\d+/);
    expect(res.headers["x-frame-options"], `${target} ${res.status}`).toBe("DENY");
    expect(res.headers["permissions-policy"], `${target} ${res.status}`).toContain("camera=()");
    expect(res.headers["x-content-type-options"], `${target} ${res.status}`).toBe("nosniff");
    expect(res.headers["content-security-policy"], `${target} ${res.status}`).toContain("frame-ancestors 'none'");
  });

  it("gives a pre-rendered page its scripts' hashes and a page rendered per request its own nonce", async () => {
    const about = await rawRequest(`${server.url}/about`);
    const aboutCsp = String(about.headers["content-security-policy"]);
    expect(aboutCsp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(aboutCsp).not.toContain("nonce-");

    const [a, b] = [await rawRequest(`${server.url}/nowhere-a`), await rawRequest(`${server.url}/nowhere-b`)];
    const nonces = [a, b].map((res) => {
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
      // The header's nonce is the one on the page's scripts: the header is no template with a marker.
      expect(res.text).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(String(a.headers["content-security-policy"])).not.toContain("{{");
  });
});

describe("refused early", () => {
  it("answers a body announced over the route's limit with 413 before reading it, and closes", async () => {
    for (const path of ["/contact", "/chat", "/api/chat-message"]) {
      const type = path.startsWith("/api") ? "application/json" : "application/x-www-form-urlencoded";
      const { text, closedAfterMs } = await exchange(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: 999999999\r\n\r\nabc`,
      );
      expect(text, path).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
      expect(closedAfterMs, path).not.toBeNull();
      expect(closedAfterMs as number).toBeLessThan(HEADERS_TIMEOUT_MS);
    }
  });

  it("closes a connection whose body does not arrive within the request timeout (408)", async () => {
    const { text, closedAfterMs } = await exchange(
      "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nabc",
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs as number).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfterMs as number).toBeLessThan(REQUEST_TIMEOUT_MS + 3_000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection whose headers do not arrive within the headers timeout", async () => {
    const { closedAfterMs } = await exchange("GET /about HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1");
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs as number).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(closedAfterMs as number).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
  });

  it("answers two Host headers with 400 (RFC 9112 §3.2), whatever they name", async () => {
    for (const hosts of [
      ["localhost", "localhost"],
      ["localhost", "evil.example"],
    ]) {
      const { text } = await exchange(
        `GET /about HTTP/1.1\r\nHost: ${hosts[0]}\r\nHost: ${hosts[1]}\r\nConnection: close\r\n\r\n`,
      );
      expect(text, hosts.join(", ")).toMatch(/^HTTP\/1\.1 400 /);
      expect(text).toMatch(/\r\nx-frame-options: DENY\r\n/i);
    }
    const one = await exchange("GET /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(one.text).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe("writes from another site", () => {
  it.each([
    ["/contact", "application/x-www-form-urlencoded", "fullName=x"],
    ["/contact.data", "application/x-www-form-urlencoded", "fullName=x"],
    ["/chat", "application/x-www-form-urlencoded", "sessionId=&message=hello"],
    ["/chat.data", "application/x-www-form-urlencoded", "sessionId=&message=hello"],
    ["/api/chat-message", "application/json", JSON.stringify({ sessionId: "abcdefgh", message: "hello" })],
  ])(
    "%s refuses Sec-Fetch-Site: cross-site without an Origin (403), and takes same-origin",
    async (path, type, body) => {
      const cross = await rawRequest(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": type, "Sec-Fetch-Site": "cross-site" },
        body,
      });
      expect(cross.status).toBe(403);
      const same = await rawRequest(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin" },
        body,
      });
      expect(same.status).not.toBe(403);
    },
  );
});

describe("the chat's text rules", () => {
  const marker = `broken-${Date.now().toString(36)}`;

  it.each([
    ["/chat", "form"],
    ["/chat.data", "form"],
    ["/chat", "raw bytes"],
    ["/chat", "multipart"],
  ])("%s refuses a message that is not UTF-8 (%s) with 400", async (path, how) => {
    let body: Buffer;
    let type = "application/x-www-form-urlencoded";
    if (how === "form") body = Buffer.from(`sessionId=&message=${marker}+hi%FF%FE+there`);
    else if (how === "raw bytes") {
      body = Buffer.concat([
        Buffer.from(`sessionId=&message=${marker}+hi`),
        Buffer.from([0xff, 0xfe]),
        Buffer.from("x"),
      ]);
    } else {
      const boundary = "----aiva-boundary";
      type = `multipart/form-data; boundary=${boundary}`;
      body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${marker} hi`),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    }
    const res = await rawRequest(`${server.url}${path}`, { method: "POST", headers: { "Content-Type": type }, body });
    expect(res.status).toBe(400);
    expect(res.text).toContain("Some characters could not be read. Please type them again.");
  });

  it("/api/chat-message refuses a lone surrogate with 400", async () => {
    for (const escaped of ["\\ud800", "\\udfff", "x\\ud83dy"]) {
      const res = await rawRequest(`${server.url}/api/chat-message`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: `{"sessionId":"abcdefgh","message":"${marker} ${escaped}"}`,
      });
      expect(res.status, escaped).toBe(400);
      expect(JSON.parse(res.text).reason).toMatch(/well-formed/);
    }
    // A pair is one character: answered.
    const pair = await rawRequest(`${server.url}/api/chat-message`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: `{"sessionId":"abcdefgh","message":"${marker} ok \\ud83d\\ude00"}`,
    });
    expect(pair.status).toBe(200);
  });

  it("stored none of the refused messages", async () => {
    const { messages } = await storedChats({ database: { DATA_DIR: server.dataDir } });
    const ours = messages.filter((m) => m.sender === "user" && m.content.includes(marker));
    expect(ours.map((m) => m.content)).toEqual([`${marker} ok \u{1F600}`]);
  });
});
