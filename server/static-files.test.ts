// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureSecurityHeaders } from "./security";
import { loadStaticSite, type StaticSite } from "./static-files";

let dir = "";
let site: StaticSite;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  const files: Record<string, string> = {
    "about/index.html": "<h1>About</h1>",
    "assets/entry-abc.js": "export {}",
    "assets/app-abc.css": "body{}",
    "logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "sitemap.xml": "<urlset/>",
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  site = loadStaticSite(
    dir,
    () => captureSecurityHeaders({ scriptSources: ["'sha256-page'"], analytics: false }),
    captureSecurityHeaders({ scriptSources: [], analytics: false }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(url: string): Record<string, string | number> {
  let headers: Record<string, string | number> = {};
  const res = {
    writeHead(_status: number, h: Record<string, string | number>) {
      headers = h;
    },
    end() {},
  } as unknown as ServerResponse;
  expect(site.handle({ method: "GET", url, headers: {} } as IncomingMessage, res)).toBe(true);
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

describe("security headers of static files", () => {
  it("gives pages their CSP with the page's hashes and the other document headers", () => {
    const headers = get("/about");
    expect(headers["content-security-policy"]).toContain("'sha256-page'");
    expect(headers["strict-transport-security"]).toBeDefined();
    expect(headers["x-frame-options"]).toBeDefined();
  });

  it("keeps every security header on files a browser may open as a document (SVG, XML)", () => {
    for (const url of ["/logo.svg", "/sitemap.xml"]) {
      expect(get(url)["content-security-policy"]).toContain("default-src 'self'");
      expect(get(url)["x-frame-options"]).toBeDefined();
    }
  });

  it("sends scripts and styles only the headers that act on a subresource", () => {
    for (const url of ["/assets/entry-abc.js", "/assets/app-abc.css"]) {
      const headers = get(url);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["content-security-policy"]).toBeUndefined();
      expect(headers["strict-transport-security"]).toBeUndefined();
      expect(Object.keys(headers).sort()).toEqual(
        [
          "cache-control",
          "content-length",
          "content-type",
          "cross-origin-resource-policy",
          "etag",
          "x-content-type-options",
        ].sort(),
      );
    }
  });
});
