import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyRedirects, prerenderedPages } from "../../app/content/pages";
import { FILE_REQUEST_EXTENSIONS } from "../../app/lib/file-requests";
import { FIRST_TAP_SCRIPT } from "../../app/lib/first-tap";
import { rawRequest } from "../support/http";
import { storedChats } from "./chat-support";
import { freePort } from "../support/postgres";
import { repoRoot, startServer, type TestServer } from "../support/server";
import { buildDir, clientDir } from "../support/build";
import { conflictingClassAttributes } from "../support/class-conflicts";
import { KB, routeBytes } from "../../bench/bytes";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

type RequestLine = {
  level: number;
  msg: string;
  req: { method: string; path: string };
  res: { status: number };
  responseTime: number;
};

function requestLines(logs: string): RequestLine[] {
  return logs
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === "request");
}

/** Polls until `read` returns a value (log lines reach the pipe a little after the response). */
async function eventually<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for log lines");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? "",
  );
}

describe("pages rendered per request", () => {
  // The pre-rendered ones are read from the build by tests/server/first-load.test.ts.
  it.each(["/schedule", "/search?q=pricing", "/search?q=zzqx", "/chat", "/no-such-page"])(
    "GET %s gives no element two classes for one property (ADR 047)",
    async (path) => {
      const res = await rawRequest(`${server.url}${path}`);
      expect(res.text).toMatch(/<h1[^>]*>/);
      expect(conflictingClassAttributes(res.text)).toEqual([]);
    },
  );
});

describe("pre-rendered pages", () => {
  it.each(prerenderedPages.map((p) => p.path))(
    "GET %s answers 200 with the page's h1 and security headers",
    async (path) => {
      const res = await rawRequest(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      expect(res.text).toMatch(/<h1[^>]*>/);

      // Every inline script of the page is allowed by hash; nothing else is.
      const csp = String(res.headers["content-security-policy"]);
      const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src "));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("unsafe-inline");
      for (const body of inlineScripts(res.text)) {
        const hash = createHash("sha256").update(body, "utf8").digest("base64");
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    },
  );

  it("serves the pre-compressed brotli and gzip variants by Accept-Encoding, with Vary", async () => {
    const plain = await rawRequest(`${server.url}/about`);
    const br = await rawRequest(`${server.url}/about`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await rawRequest(`${server.url}/about`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answers a conditional GET with 304", async () => {
    const first = await rawRequest(`${server.url}/contact`);
    const etag = String(first.headers.etag);
    const second = await rawRequest(`${server.url}/contact`, { headers: { "If-None-Match": etag } });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it("answers HEAD without a body", async () => {
    const res = await rawRequest(`${server.url}/about`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const res = await rawRequest(`${server.url}/about/?x=1`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/about?x=1");
  });
});

describe("redirects stay on our origin", () => {
  /** The host a browser would go to when following `location` from a page of `server.url` (WHATWG URL rules). */
  const hostOf = (location: string) => new URL(location, server.url).host;

  it.each([
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "//\\evil.example/",
    "/%2F%2Fevil.example/",
    "/%2f/evil.example/",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "//evil.example/?next=//evil.example/",
    "//evil.example/about/",
  ])("%s never answers with a Location on another host", async (target) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await rawRequest(server.url, { method, target });
      expect(res.status, `${method} ${target}`).toBeLessThan(500);
      const location = res.headers.location;
      if (location !== undefined) {
        expect(hostOf(location), `${method} ${target} → ${location}`).toBe(new URL(server.url).host);
        expect(location).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it("collapses the leading slashes of a trailing-slash redirect into one", async () => {
    const res = await rawRequest(server.url, { target: "//about/?x=1" });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/about?x=1");
  });
});

/** The server's log lines at error level or above written while `run` ran. */
async function errorLinesDuring(run: () => Promise<void>): Promise<string[]> {
  const before = server.logs().length;
  await run();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return server
    .logs()
    .slice(before)
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));
}

describe("methods the site does not answer", () => {
  const paths = ["/about", "/contact", "/api/chat-message", "/no-such-page", "/healthz", "/assets/x.js"];

  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "MKCOL", "LOCK", "PURGE", "SEARCH", "M-SEARCH"])(
    "%s answers 405 with Allow on every path, and logs no error",
    async (method) => {
      const errors = await errorLinesDuring(async () => {
        for (const path of paths) {
          const res = await rawRequest(`${server.url}${path}`, { method, headers: { "Content-Length": "0" } });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.allow).toBe("GET, HEAD, POST");
          expect(res.headers["x-content-type-options"]).toBe("nosniff");
        }
      });
      expect(errors).toEqual([]);
    },
  );

  it("answers a method token HTTP does not know with 400 (Node's parser), not 5xx", async () => {
    const res = await rawRequest(`${server.url}/about`, { method: "FOO" });
    expect(res.status).toBe(400);
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
      });
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/);
  });
});

describe("Host header", () => {
  it.each(["a:b", "[", "a b", "%", ":99", "user@evil", "evil.example:99999", "a/b", "a?b", "[::1", "host:"])(
    "answers Host: %s with 400 and logs no error",
    async (host) => {
      const errors = await errorLinesDuring(async () => {
        for (const path of ["/no-such-page", "/about", "/contact"]) {
          const res = await rawRequest(`${server.url}${path}`, { headers: { Host: host } });
          expect(res.status, `${path} with Host: ${host}`).toBe(400);
        }
        const post = await rawRequest(`${server.url}/contact`, {
          method: "POST",
          headers: { Host: host, "Content-Type": "application/x-www-form-urlencoded" },
          body: "fullName=x",
        });
        expect(post.status).toBe(400);
      });
      expect(errors).toEqual([]);
    },
  );

  it.each(["example.com", "www.example.com:8080", "localhost", "127.0.0.1:3000", "[::1]:3000", "app_1:3000"])(
    "serves a request with Host: %s",
    async (host) => {
      const res = await rawRequest(`${server.url}/no-such-page`, { headers: { Host: host } });
      expect(res.status).toBe(404);
      expect(res.text).toContain("Page Not Found");
    },
  );
});

describe("security headers", () => {
  const DENIED = ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"];

  it.each(["/about", "/", "/no-such-page"])(
    "the document %s denies what the site never uses and every framing",
    async (path) => {
      const res = await rawRequest(`${server.url}${path}`);
      const policy = String(res.headers["permissions-policy"]);
      for (const feature of DENIED) expect(policy).toMatch(new RegExp(`(^|, )${feature}=\\(\\)`));
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    },
  );

  it.each([
    ["a pre-rendered page", "/about", {}],
    ["a hashed asset", "ASSET", {}],
    ["the health check", "/healthz", {}],
    ["the not-found page", "/no-such-page", {}],
    ["a missing file", "/missing.png", {}],
    ["a redirect", "/about/", {}],
    ["a legacy redirect", "/sales-automation", {}],
    ["a refused method", "/about", { method: "TRACE" }],
    ["a malformed Host", "/about", { headers: { Host: "a b" } }],
    ["a refused cross-origin write", "/contact", { method: "POST", headers: { Origin: "https://evil.example" } }],
    ["the chat endpoint's 405", "/api/chat-message", {}],
  ] as const)("%s carries nosniff and a Cache-Control", async (_what, path, options) => {
    const target =
      path === "ASSET" ? (/\/assets\/[^" ]+\.js/.exec((await rawRequest(`${server.url}/`)).text)?.[0] ?? "") : path;
    const res = await rawRequest(`${server.url}${target}`, options);
    expect(res.headers["x-content-type-options"], `${res.status}`).toBe("nosniff");
    expect(res.headers["cache-control"], `${res.status}`).toBeDefined();
  });

  it("the not-found page, with its per-request nonce, is not stored by caches", async () => {
    const res = await rawRequest(`${server.url}/no-such-page`);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("hashed assets", () => {
  it("are cached immutably for a year", async () => {
    const home = await rawRequest(`${server.url}/`);
    const asset = /\/assets\/[^" ]+\.js/.exec(home.text)?.[0];
    expect(asset).toBeDefined();
    const res = await rawRequest(`${server.url}${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["content-encoding"]).toBe("br");
  });
});

describe("legacy redirects (SPEC 2.1)", () => {
  it.each(legacyRedirects.map((r) => [r.from, r.to]))("%s answers 301 to %s", async (from, to) => {
    const res = await rawRequest(`${server.url}${from}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});

describe("not found (SPEC 2.12)", () => {
  it("answers an unknown page with 404 and the not-found page, CSP by nonce", async () => {
    const res = await rawRequest(`${server.url}/no-such-page`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(res.body).toString();
    expect(html).toContain("Page Not Found");
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeDefined();
    // The first-tap script (ADR 031), the same in every page, is allowed by its hash; every other script by the nonce.
    const firstTap = `<script>${FIRST_TAP_SCRIPT}</script>`;
    expect(html).toContain(firstTap);
    const hash = createHash("sha256").update(FIRST_TAP_SCRIPT, "utf8").digest("base64");
    expect(String(res.headers["content-security-policy"])).toContain(`'sha256-${hash}'`);
    const scripts = [...html.replace(firstTap, "").matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    await expect.poll(() => server.logs()).toContain("/no-such-page");
  });

  it("lets the not-found page load its scripts after the first paint, like the pre-rendered pages (ADR 008)", async () => {
    const res = await rawRequest(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('rel="modulepreload"');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    const deferred = /<script type="text\/plain" data-after-first-paint data-modulepreload="[^"]+"([^>]*)>/.exec(
      res.text,
    );
    expect(deferred?.[1]).toBe(` nonce="${nonce}"`);
    expect(res.text).toContain(`<script type="module" nonce="${nonce}">`);
    expect(Number(res.headers["content-length"] ?? res.body.length)).toBe(res.body.length);
  });

  it("keeps the not-found page inside its JavaScript budget (DESIGN 5, ADRs 021 and 030)", async () => {
    const res = await rawRequest(`${server.url}/no-such-page`);
    const { js, jsBudget } = routeBytes(clientDir, "/no-such-page", res.body);
    expect(js.files.map((file) => file.file)).toEqual(expect.arrayContaining([expect.stringMatching(/not-found-/)]));
    expect(js.gzip / KB, `${js.files.length} files`).toBeLessThanOrEqual(jsBudget / KB);
  });

  it("renders /schedule per request (its open times are never a build's): no-store, nonce, within its JavaScript budget", async () => {
    const res = await rawRequest(`${server.url}/schedule`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toMatch(/<h1[^>]*>/);
    expect(res.text).toContain('name="start"');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(res.text).toContain(`<script type="module" nonce="${nonce}">`);
    expect(res.text).not.toContain('rel="modulepreload"');
    const { js, jsBudget } = routeBytes(clientDir, "/schedule", res.body);
    expect(js.files.map((file) => file.file)).toEqual(expect.arrayContaining([expect.stringMatching(/schedule-/)]));
    expect(js.gzip / KB, `${js.files.length} files`).toBeLessThanOrEqual(jsBudget / KB);
    // The pre-rendered pages' rules of first-load.test.ts (ADR 043): mostly the shell chunk, at most 20 scripts.
    const shell = js.files.find((f) => /\/shell-[\w-]+\.js$/.test(f.file));
    expect(shell?.gzip ?? 0, "shell KB gzip").toBeGreaterThan(0.6 * js.gzip);
    expect(js.files.length, js.files.map((f) => f.file).join("\n")).toBeLessThanOrEqual(20);
  });

  it("gives each request its own nonce", async () => {
    const a = await rawRequest(`${server.url}/missing-a`);
    const b = await rawRequest(`${server.url}/missing-a`);
    expect(a.headers["content-security-policy"]).not.toBe(b.headers["content-security-policy"]);
  });

  it.each(FILE_REQUEST_EXTENSIONS.map((extension) => `/missing.${extension}`))(
    "answers the file path %s with a plain 404, never the page",
    async (path) => {
      const res = await rawRequest(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
      expect(res.text).not.toContain("<html");
    },
  );
});

describe("files from the registry", () => {
  it("serves sitemap.xml with canonical pages only", async () => {
    const res = await rawRequest(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/xml/);
    expect(res.text).toContain("/services/aiva-lead-os</loc>");
    expect(res.text).not.toMatch(/\/services<\/loc>/);
    expect(res.text).not.toContain("sales-automation");
  });

  it("serves robots.txt naming the sitemap", async () => {
    const res = await rawRequest(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it("serves an Open Graph image and the favicon", async () => {
    const og = await rawRequest(`${server.url}/og/home.png`);
    expect(og.status).toBe(200);
    expect(og.headers["content-type"]).toBe("image/png");
    // PNG IHDR: width and height at bytes 16..24
    expect(og.body.readUInt32BE(16)).toBe(1200);
    expect(og.body.readUInt32BE(20)).toBe(630);
    expect((await rawRequest(`${server.url}/favicon.svg`)).status).toBe(200);
  });
});

describe("health and request hygiene", () => {
  it("GET /healthz answers 200 when the database answers", async () => {
    const res = await rawRequest(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ status: "ok", database: "pglite" });
  });

  it("refuses a body over 64 KB with 413, not 5xx", async () => {
    const res = await rawRequest(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(65 * 1024)}`,
    });
    expect(res.status).toBe(413);
  });

  it("refuses a JSON body over 16 KB with 413; a form body may be larger (the longest valid enquiry)", async () => {
    const json = await rawRequest(`${server.url}/api/chat-message`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sessionId: "limit-check", message: "x".repeat(17 * 1024) }),
    });
    expect(json.status).toBe(413);
    expect(JSON.parse(json.text).error).toBe("Request body too large");

    // 20 KB of form data is past the JSON limit but within the form limit: it reaches the action
    // (which answers 400 for the missing fields), not the 413 of the body parser.
    const form = await rawRequest(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(20 * 1024)}`,
    });
    expect(form.status).toBe(400);
  });

  it("logs every request as one JSON line through pino-http, pages and assets served from memory included", async () => {
    const asset = (await rawRequest(`${server.url}/about`)).text.match(/\/assets\/[\w.-]+\.css/)?.[0];
    expect(asset).toBeDefined();
    await rawRequest(`${server.url}/about?from=log-check`);
    await rawRequest(`${server.url}${asset}`);
    await rawRequest(`${server.url}/no-such-page-log-check`);
    await rawRequest(`${server.url}/about`, { method: "TRACE" });
    const lines = await eventually(() => {
      const parsed = requestLines(server.logs());
      return parsed.some((l) => l.req.path === asset) &&
        parsed.some((l) => l.req.path === "/no-such-page-log-check") &&
        parsed.some((l) => l.req.method === "TRACE")
        ? parsed
        : undefined;
    });
    const about = lines.find((l) => l.req.path === "/about");
    expect(about).toMatchObject({ level: 30, req: { method: "GET" }, res: { status: 200 }, msg: "request" });
    expect(typeof about?.responseTime).toBe("number");
    // The query may carry what a visitor typed: it is not logged.
    expect(server.logs()).not.toContain("from=log-check");
    expect(lines.find((l) => l.req.path === asset)).toMatchObject({ req: { method: "GET" }, res: { status: 200 } });
    expect(lines.find((l) => l.req.path === "/no-such-page-log-check")).toMatchObject({
      level: 40,
      res: { status: 404 },
    });
    expect(lines.find((l) => l.req.method === "TRACE")).toMatchObject({ level: 30, res: { status: 405 } });
  });

  it("refuses a JSON body that is not UTF-8 with 400 and stores nothing", async () => {
    const body = Buffer.concat([
      Buffer.from('{"sessionId":"utf8-check-session","message":"Hello '),
      Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]);
    const res = await rawRequest(`${server.url}/api/chat-message`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ error: "Malformed request", reason: "the body is not UTF-8 text" });
    const { sessions } = await storedChats({ database: { DATA_DIR: server.dataDir } });
    expect(sessions.map((session) => session.id)).not.toContain("utf8-check-session");
  });

  it("refuses a write whose Origin is another host", async () => {
    const res = await rawRequest(`${server.url}/contact`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(res.status).toBe(403);
  });
});

describe("process lifecycle", () => {
  it("stops with a message naming the variable when the environment is invalid", async () => {
    await expect(startServer({ env: { PORT: "eighty" } })).rejects.toThrow(
      /Invalid environment configuration:\s+PORT: /,
    );
  });

  it("`npm run serve` runs the compiled server with plain node, without a TypeScript loader", async () => {
    const descendants = (pid: number): number[] =>
      readdirSync(`/proc/${pid}/task`).flatMap((task) =>
        readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
          .split(" ")
          .filter(Boolean)
          .map(Number)
          .flatMap((child) => [child, ...descendants(child)]),
      );
    const port = await freePort();
    const npm = spawn("npm", ["run", "--silent", "serve"], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        BUILD_DIR: buildDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(path.join(process.env.AIVA_TEST_TMPDIR || tmpdir(), "aiva-serve-")),
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    try {
      await expect
        .poll(
          () =>
            rawRequest(`http://127.0.0.1:${port}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200);
      const commands = descendants(npm.pid as number).map((pid) =>
        readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean),
      );
      const server = commands.find(
        (argv) => argv[0]?.endsWith("node") && argv.some((a) => a.endsWith("site-server.js")),
      );
      expect(server?.slice(1)).toEqual([path.join(buildDir, "site-server.js")]);
      expect(commands.flat().join(" ")).not.toContain("tsx");
      const served = await rawRequest(`http://127.0.0.1:${port}/no-such-page`);
      expect(served.status).toBe(404);
      expect(served.text).toContain("Page Not Found");
    } finally {
      for (const pid of descendants(npm.pid as number).reverse()) process.kill(pid, "SIGTERM");
      await new Promise((done) => npm.once("exit", done));
    }
  });

  it("shuts down gracefully on SIGTERM", async () => {
    const other = await startServer();
    await other.stop("SIGTERM");
    expect(other.exitStatus()).toEqual({ code: 0, signal: null });
    expect(other.logs()).toContain("shutdown complete");
  });
});
