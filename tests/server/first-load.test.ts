import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { prerenderedPages } from "../../app/content/pages";
import { KB, routeBytes } from "../../bench/bytes";
import { clientDir, decodeEntities, prerenderedFile } from "../support/build";
import { conflictingClassAttributes } from "../support/class-conflicts";

/** The core Inter face of the built stylesheet (ADR 009): its file and the code points it covers. */
function coreFontFace(): { url: string; covers: (codePoint: number) => boolean } {
  const assets = path.join(clientDir, "assets");
  const css = readdirSync(assets)
    .filter((file) => file.endsWith(".css"))
    .map((file) => readFileSync(path.join(assets, file), "utf8"))
    .join("\n");
  const face =
    /@font-face\{[^}]*src:url\((\/assets\/inter-latin-core-wght-[\w-]+\.woff2)\)[^}]*unicode-range:([^;}]+)/.exec(css);
  if (!face) throw new Error("no @font-face for the core Inter file in the built CSS");
  const ranges = (face[2] as string).split(",").map((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, "").split("-") as [string, string?];
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });
  return { url: face[1] as string, covers: (cp) => ranges.some(([from, to]) => cp >= from && cp <= to) };
}

/** The text a visitor reads on a pre-rendered page (no scripts, styles or tags; entities decoded). */
function visibleText(html: string): string {
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ");
  return decodeEntities(text).replace(/[\t\n\r]/g, " ");
}

const coreFont = coreFontFace();

// JavaScript on first load, gzip: ≤ 150 KB on / and ≤ 143 KB elsewhere (DESIGN.md §5, ADRs 030 and 047).
const paths = [...prerenderedPages.map((page) => page.path), ...readArticleFiles().map((article) => article.path)];

describe.each(paths.map((path) => [path] as const))("first load of %s", (pagePath) => {
  const file = prerenderedFile(pagePath);
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

  it("gives no element two classes for one property (cn joins without resolving them, ADR 047)", () => {
    expect(conflictingClassAttributes(html.toString("utf8"))).toEqual([]);
  });

  it("loads the shell chunk and few other scripts (config/shell-chunk.ts, Rolldown's code-splitting groups)", () => {
    const shell = bytes.js.files.find((f) => /\/shell-[\w-]+\.js$/.test(f.file));
    // React, React Router, the root route and the header and footer: most of every page's JavaScript.
    expect(shell?.gzip ?? 0, "shell KB gzip").toBeGreaterThan(0.6 * bytes.js.gzip);
    // Without the group Rolldown splits the code shared by the root and the routes into dozens of tiny chunks.
    expect(bytes.js.files.length, bytes.js.files.map((f) => f.file).join("\n")).toBeLessThanOrEqual(20);
  });

  it("has the HTML of every Suspense boundary (island, ADR 041) in place, not sent later for a script to move", () => {
    const text = html.toString("utf8");
    expect(text, "React Router's page has boundaries").toContain("<!--$-->");
    expect(text).not.toContain("<!--$?-->");
    expect(text).not.toMatch(/<template id="B:|<div hidden id="S:/);
  });

  it("starts loading its scripts only after the first paint, and asks for its stylesheet before its font", () => {
    const text = html.toString("utf8");
    expect(text).not.toContain('<link rel="modulepreload"');
    expect(text).toContain('<script type="text/plain" data-after-first-paint data-modulepreload="/assets/');
    expect(text.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
    expect(text.indexOf('rel="stylesheet"')).toBeLessThan(text.indexOf('as="font"'));
  });

  it("preloads at most one image, its hero's: nothing below the fold competes with the first paint", () => {
    const images = [...html.toString("utf8").matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0]);
    expect(images.length, images.join("\n")).toBeLessThanOrEqual(1);
    for (const link of images) expect(link).toMatch(/href="\/illustrations\//);
  });

  it("preloads the core Inter file (under 30 KB), which has every character of its text", () => {
    const text = html.toString("utf8");
    expect(text).toContain(`<link rel="preload" href="${coreFont.url}" as="font"`);
    expect(statSync(path.join(clientDir, coreFont.url)).size).toBeLessThan(30 * KB);
    // A character outside the core file would fetch a second font file (fontsource's) for this page.
    // Default-ignorable characters (the word joiner that keeps "3–5" together) are never drawn: no font is asked.
    const missing = [...new Set(visibleText(text))].filter(
      (char) => !/\p{Default_Ignorable_Code_Point}/u.test(char) && !coreFont.covers(char.codePointAt(0) as number),
    );
    expect(missing.map((char) => `U+${(char.codePointAt(0) as number).toString(16).toUpperCase()} ${char}`)).toEqual(
      [],
    );
  });
});
