import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { KB, routeBytes } from "../../bench/bytes";
import { repoRoot } from "../support/server";

const clientDir = path.resolve(repoRoot, process.env.BUILD_DIR ?? "build", "client");

function htmlFile(pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

// DESIGN.md §5: JavaScript on first load, gzip, ≤ 150 KB on / and ≤ 135 KB elsewhere.
describe.each(pages.map((page) => [page.path] as const))("first load of %s", (pagePath) => {
  const file = htmlFile(pagePath);
  const html = readFileSync(file);
  const bytes = routeBytes(clientDir, pagePath, html, file);

  it("stays inside its JavaScript budget", () => {
    expect(bytes.js.files.length, "the shell, the route and the client entry at least").toBeGreaterThanOrEqual(3);
    expect(bytes.js.files.map((f) => f.file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/shell-[\w-]+\.js$/)]),
    );
    expect(
      bytes.js.gzip / KB,
      `${pagePath}: ${bytes.js.files.length} files, ${(bytes.js.gzip / KB).toFixed(1)} KB gzip`,
    ).toBeLessThanOrEqual(bytes.jsBudget / KB);
  });

  it("starts loading its scripts only after the first paint, and asks for its stylesheet before its font", () => {
    const text = html.toString("utf8");
    expect(text).not.toContain('<link rel="modulepreload"');
    expect(text).toContain('<script type="module" data-hydrate="after-paint">');
    expect(text.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
    expect(text.indexOf('rel="stylesheet"')).toBeLessThan(text.indexOf('as="font"'));
  });
});
