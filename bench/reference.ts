/**
 * The static reference of a route (ADR 040): the route's own pre-rendered HTML without its scripts
 * (React Router's, the first-tap script, the deferred-hydration runner) and without its module
 * preloads, written into the bench's build folder under /__bench-reference/ with the .br/.gz
 * variants postbuild writes, so the same server serves it with the same headers, stylesheet, fonts
 * and images in the same run. It is what a static site would send for the page: its blocking time
 * is the machine's floor for this markup, and the bar is a ratio to it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { prerenderedHtmlFile } from "./bytes";

export const REFERENCE_PREFIX = "/__bench-reference";

/** The page without executable scripts or module preloads (JSON-LD and other data blocks stay). */
export function staticReferenceHtml(html: string): string {
  return html
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attrs: string) => {
      const type = /\btype="([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
      // A data block runs nothing; React Router's deferred script is one only until the runner starts it.
      const data = type !== undefined && type !== "module" && !/javascript/.test(type);
      return data && !/\bdata-after-first-paint\b/.test(attrs) ? tag : "";
    });
}

export function referencePath(routePath: string): string {
  return `${REFERENCE_PREFIX}${routePath === "/" ? "/home" : routePath}`;
}

/** Writes the reference of each pre-rendered route into clientDir; returns route path → reference path. */
export function writeReferencePages(clientDir: string, routePaths: string[]): Map<string, string> {
  const written = new Map<string, string>();
  for (const routePath of routePaths) {
    const source = prerenderedHtmlFile(clientDir, routePath);
    if (!source) continue;
    const html = Buffer.from(staticReferenceHtml(readFileSync(source, "utf8")));
    const urlPath = referencePath(routePath);
    const file = path.join(clientDir, urlPath, "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    written.set(routePath, urlPath);
  }
  return written;
}
