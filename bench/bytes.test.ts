// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { jsBudgetBytes, KB, referencedAssets, routeBytes } from "./bytes";

const PAGE = `<!DOCTYPE html><html><head>
<link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin="">
<link rel="modulepreload" href="/assets/entry.client-A.js"/>
<link href="/assets/root-B.js" rel="modulepreload">
<link rel="stylesheet" href="/assets/app-C.css"/>
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="https://cdn.example.com/x.css">
<script type="application/ld+json">{"@context":"https://schema.org","url":"/assets/not-a-script.js"}</script>
</head><body>
<script src="/assets/legacy-D.js?v=1"></script>
<script type="module" async="">;
import * as route0 from "/assets/root-B.js";
import "/assets/manifest-E.js";
const lazy = () => import("/assets/lazy-F.js");
</script>
<script>window.x = import("/assets/not-module.js")</script>
</body></html>`;

describe("referencedAssets", () => {
  it("collects modulepreloads, script src, stylesheets and the inline module's imports, once each", () => {
    const { js, css } = referencedAssets(PAGE);
    expect(js.sort()).toEqual(
      [
        "/assets/entry.client-A.js",
        "/assets/legacy-D.js",
        "/assets/lazy-F.js",
        "/assets/manifest-E.js",
        "/assets/root-B.js",
      ].sort(),
    );
    expect(css).toEqual(["/assets/app-C.css"]);
  });

  it("collects the preloads a page adds after its first paint (server/defer-hydration.ts)", () => {
    const deferred = `<body><script type="text/plain" data-after-first-paint data-modulepreload="/assets/entry.client-A.js /assets/shell-G.js">;
import * as route0 from "/assets/root-B.js";
window.__reactRouterManifest = {"routes":{"other":{"module":"/assets/other-route-H.js"}}};
import("/assets/entry.client-A.js");</script><script type="module">const deferred = document.querySelector("x");</script></body>`;
    expect(referencedAssets(deferred).js.sort()).toEqual(
      ["/assets/entry.client-A.js", "/assets/root-B.js", "/assets/shell-G.js"].sort(),
    );
  });

  it("ignores other hosts, fonts, icons, JSON-LD and classic inline scripts", () => {
    const { js, css } = referencedAssets(PAGE);
    expect([...js, ...css].join(" ")).not.toMatch(/cdn\.example|inter\.woff2|favicon|not-a-script|not-module/);
  });
});

describe("routeBytes", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function client(files: Record<string, string | Buffer>): string {
    dir = mkdtempSync(path.join(tmpdir(), "bench-bytes-"));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    return dir;
  }

  it("sums the pre-compressed sizes the server sends, and compresses what has no .gz/.br", () => {
    const clientDir = client({
      "assets/a.js": "a".repeat(5000),
      "assets/a.js.gz": Buffer.alloc(100),
      "assets/a.js.br": Buffer.alloc(80),
      "assets/b.js": "console.log(1);",
      "assets/s.css": "body{color:red}",
    });
    const html = Buffer.from(
      '<link rel="modulepreload" href="/assets/a.js"><script type="module" src="/assets/b.js"></script><link rel="stylesheet" href="/assets/s.css">',
    );
    const result = routeBytes(clientDir, "/about", html);
    expect(result.js.files.map((f) => f.file)).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(result.js.files[0]).toMatchObject({ raw: 5000, gzip: 100, br: 80 });
    expect(result.js.gzip).toBe(100 + (result.js.files[1]?.gzip ?? Number.NaN));
    expect(result.css.raw).toBe("body{color:red}".length);
    expect(result.html.raw).toBe(html.length);
    expect(result.jsBudget).toBe(143 * KB);
    expect(result.withinBudget).toBe(true);
  });

  it("flags a route over its budget and fails on an asset missing from the build", () => {
    const clientDir = client({ "assets/a.js": "x", "assets/a.js.gz": Buffer.alloc(147 * KB) });
    expect(routeBytes(clientDir, "/contact", Buffer.from('<script src="/assets/a.js"></script>')).withinBudget).toBe(
      false,
    );
    expect(() => routeBytes(clientDir, "/", Buffer.from('<script src="/assets/gone.js"></script>'))).toThrow(
      /not in the build/,
    );
  });

  it("allows 150 KB on / and 143 KB elsewhere (DESIGN.md §5, ADRs 030, 047)", () => {
    expect(jsBudgetBytes("/")).toBe(150 * 1024);
    expect(jsBudgetBytes("/about")).toBe(143 * 1024);
  });
});
