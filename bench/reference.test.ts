// @vitest-environment node
import { describe, expect, it } from "vitest";
import { referencePath, staticReferenceHtml } from "./reference";

describe("staticReferenceHtml", () => {
  const page = [
    '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
    '<link rel="modulepreload" href="/assets/shell.js"/>',
    "<script>document.documentElement.dataset.tap=1</script>",
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '</head><body><h1>Title</h1><script type="text/plain" data-after-first-paint data-modulepreload="/a.js">import("/a.js")</script>',
    '<script type="module">import "/b.js"</script><script nonce="n" type="module" async="">window.__reactRouterRouteModules={}</script></body></html>',
  ].join("");

  it("drops every script that would run and every module preload, and keeps the markup, styles and data", () => {
    const html = staticReferenceHtml(page);
    expect(html).not.toMatch(/modulepreload|dataset\.tap|import|__reactRouter/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain("<h1>Title</h1>");
  });

  it("puts each route's reference under the bench-only prefix", () => {
    expect(referencePath("/")).toBe("/__bench-reference/home");
    expect(referencePath("/resources/speed-to-lead")).toBe("/__bench-reference/resources/speed-to-lead");
  });
});
