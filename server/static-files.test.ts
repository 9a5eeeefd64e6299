// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticSite, type StaticSite } from "./static-files";

let dir = "";
let site: StaticSite;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  const files: Record<string, string> = {
    "about/index.html": "<h1>About</h1>",
    "assets/entry-abc.js": "export {}",
    "assets/entry-abc.js.br": "BR",
    "assets/entry-abc.js.gz": "GZIP!",
    "assets/app-abc.css": "body{}",
    "logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "sitemap.xml": "<urlset/>",
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  site = loadStaticSite(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function request(url: string, requestHeaders: Record<string, string> = {}) {
  const sent: { status: number; headers: Record<string, string | number>; body?: Buffer } = { status: 0, headers: {} };
  const res = {
    writeHead(status: number, h: Record<string, string | number>) {
      sent.status = status;
      sent.headers = h;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  expect(site.handle({ method: "GET", url, headers: requestHeaders } as IncomingMessage, res)).toBe(true);
  return sent;
}

function get(url: string): Record<string, string | number> {
  const { headers } = request(url);
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

describe("headers of static files", () => {
  it("sets the content headers only: the security headers are the listener's, on every response (http.test.ts)", () => {
    const headers = get("/assets/entry-abc.js");
    expect(Object.keys(headers).sort()).toEqual(
      ["cache-control", "content-length", "content-type", "etag", "vary"].sort(),
    );
    expect(get("/about")["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("tells a pre-rendered page from other files, by the file its CSP hashes are kept under", () => {
    const find = (url: string) => site.find({ method: "GET", url, headers: {} } as IncomingMessage);
    expect(find("/about")).toMatchObject({ file: "/about/index.html", page: true });
    expect(find("/logo.svg")).toMatchObject({ file: "/logo.svg", page: false });
    expect(find("/nowhere")).toBeUndefined();
  });
});

describe("encodings", () => {
  it("sends the pre-compressed variant the client accepts, with its own length and encoding", () => {
    const br = request("/assets/entry-abc.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.body?.toString()).toBe("BR");
    expect(br.headers).toMatchObject({ "Content-Encoding": "br", "Content-Length": 2, Vary: "Accept-Encoding" });
    const gzip = request("/assets/entry-abc.js", { "accept-encoding": "gzip" });
    expect(gzip.body?.toString()).toBe("GZIP!");
    expect(gzip.headers).toMatchObject({ "Content-Encoding": "gzip", "Content-Length": 5 });
    const plain = request("/assets/entry-abc.js");
    expect(plain.body?.toString()).toBe("export {}");
    expect(plain.headers["Content-Encoding"]).toBeUndefined();
    expect(plain.headers["Content-Length"]).toBe(9);
  });

  it("honours q=0: an encoding the client refuses is never sent", () => {
    expect(request("/assets/entry-abc.js", { "accept-encoding": "br;q=0, gzip" }).headers["Content-Encoding"]).toBe(
      "gzip",
    );
    expect(
      request("/assets/entry-abc.js", { "accept-encoding": "gzip;q=0, br;q=0" }).headers["Content-Encoding"],
    ).toBeUndefined();
    expect(request("/assets/entry-abc.js", { "accept-encoding": "*;q=0, identity" }).body?.toString()).toBe(
      "export {}",
    );
    expect(
      request("/assets/entry-abc.js", { "accept-encoding": "gzip;q=1, br;q=0.5" }).headers["Content-Encoding"],
    ).toBe("gzip");
    expect(request("/assets/entry-abc.js", { "accept-encoding": "*" }).headers["Content-Encoding"]).toBe("br");
  });

  it("prefers brotli among encodings the client accepts equally, whatever their order", () => {
    expect(
      request("/assets/entry-abc.js", { "accept-encoding": "gzip, deflate, br, zstd" }).headers["Content-Encoding"],
    ).toBe("br");
  });

  it("answers a matching If-None-Match with 304 and no body", () => {
    const etag = String(request("/about").headers.ETag);
    const again = request("/about", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
  });

  it("reads If-None-Match as a list, with weak tags and *", () => {
    const etag = String(request("/about").headers.ETag);
    expect(request("/about", { "if-none-match": `"other", ${etag}` }).status).toBe(304);
    expect(request("/about", { "if-none-match": `W/${etag}` }).status).toBe(304);
    expect(request("/about", { "if-none-match": `"a",W/"b" , W/${etag}` }).status).toBe(304);
    expect(request("/about", { "if-none-match": "*" }).status).toBe(304);
    expect(request("/about", { "if-none-match": `"other", W/"also-other"` }).status).toBe(200);
  });
});

describe("what it serves", () => {
  const res = { writeHead() {}, end() {} } as unknown as ServerResponse;
  const handle = (method: string, url: string) => site.handle({ method, url, headers: {} } as IncomingMessage, res);

  it("serves a page or file by its own path, whatever the query and percent-encoding", () => {
    expect(handle("GET", "/about?from=newsletter")).toBe(true);
    expect(handle("HEAD", "/%61bout")).toBe(true);
    expect(handle("GET", "/assets/entry-abc.js")).toBe(true);
  });

  it("leaves to the server what it does not serve: unknown paths, other methods, malformed encoding", () => {
    expect(handle("GET", "/")).toBe(false);
    expect(handle("GET", "/no-such-page")).toBe(false);
    expect(handle("POST", "/about")).toBe(false);
    expect(handle("GET", "/%E0%A4%A")).toBe(false);
  });
});
