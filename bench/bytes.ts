/**
 * First-load bytes per route, from the build: the JavaScript and CSS a page's HTML references
 * (script src, modulepreload and stylesheet links, and the imports of its inline module script),
 * each counted once, at the gzip and brotli sizes the server sends (the .gz/.br files of postbuild).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** 1 KB = 1024 bytes, as in the first-load test of tests/e2e/home.test.ts. */
export const KB = 1024;

/** First-load JavaScript, gzip: DESIGN.md §5's 150 KB on `/`, 143 elsewhere (135 there; ADRs 030, 047). */
export function jsBudgetBytes(routePath: string): number {
  return (routePath === "/" ? 150 : 143) * KB;
}

export type Sizes = { raw: number; gzip: number; br: number };
export type AssetSize = Sizes & { file: string };
export type RouteBytes = {
  path: string;
  html: Sizes;
  js: Sizes & { files: AssetSize[] };
  css: Sizes & { files: AssetSize[] };
  jsBudget: number;
  withinBudget: boolean;
};

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    attrs[(match[1] ?? "").toLowerCase()] = match[3] ?? match[4] ?? match[5] ?? "";
  }
  return attrs;
}

/** Same-origin JavaScript and CSS URLs (paths) that a page loads on its first view. */
export function referencedAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const local = (url: string | undefined) => url?.startsWith("/") && !url.startsWith("//");
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (!local(attrs.href)) continue;
    const href = (attrs.href ?? "").split(/[?#]/)[0] as string;
    if (rel.includes("modulepreload")) js.add(href);
    else if (rel.includes("stylesheet")) css.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(`<script ${match[1] ?? ""}>`);
    if (attrs.src !== undefined) {
      if (local(attrs.src)) js.add((attrs.src ?? "").split(/[?#]/)[0] as string);
      continue;
    }
    // React Router's script, run after the first paint with the preloads it lists (server/defer-hydration.ts).
    const deferred = /\sdata-after-first-paint\b/.test(match[1] ?? "");
    if ((attrs.type ?? "").toLowerCase() !== "module" && !deferred) continue;
    // import "x"; import * as a from "x"; import("x")
    for (const spec of (match[2] ?? "").matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?\(?\s*["']([^"']+)["']/g)) {
      if (local(spec[1])) js.add(spec[1] as string);
    }
    if (deferred) for (const href of (attrs["data-modulepreload"] ?? "").split(" ")) if (local(href)) js.add(href);
  }
  return { js: [...js], css: [...css] };
}

function compressedSize(file: string, content: Buffer, kind: "gz" | "br"): number {
  const precompressed = `${file}.${kind}`;
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  return kind === "gz"
    ? gzipSync(content, { level: 9 }).length
    : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function sizesOf(content: Buffer, file?: string): Sizes {
  if (file)
    return { raw: content.length, gzip: compressedSize(file, content, "gz"), br: compressedSize(file, content, "br") };
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function assetSizes(clientDir: string, urls: string[]): Sizes & { files: AssetSize[] } {
  const files: AssetSize[] = [];
  for (const url of urls) {
    const file = path.join(clientDir, decodeURIComponent(url));
    if (!file.startsWith(clientDir) || !existsSync(file)) throw new Error(`${url} is referenced but not in the build`);
    files.push({ file: url, ...sizesOf(readFileSync(file), file) });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key: keyof Sizes) => files.reduce((total, f) => total + f[key], 0);
  return { raw: sum("raw"), gzip: sum("gzip"), br: sum("br"), files };
}

/** The pre-rendered HTML file of a page path, or null when the path is not pre-rendered. */
export function prerenderedHtmlFile(clientDir: string, routePath: string): string | null {
  const file = path.join(clientDir, routePath === "/" ? "" : routePath, "index.html");
  return existsSync(file) ? file : null;
}

/** Bytes of one route; `html` is the page as served (pre-rendered file, or fetched for the 404 page). */
export function routeBytes(clientDir: string, routePath: string, html: Buffer, htmlFile?: string): RouteBytes {
  const refs = referencedAssets(html.toString("utf8"));
  const js = assetSizes(clientDir, refs.js);
  const css = assetSizes(clientDir, refs.css);
  const jsBudget = jsBudgetBytes(routePath);
  return { path: routePath, html: sizesOf(html, htmlFile), js, css, jsBudget, withinBudget: js.gzip <= jsBudget };
}
