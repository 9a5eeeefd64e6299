/**
 * After `react-router build`: make every pre-rendered page load its JavaScript after the first paint
 * (server/defer-hydration.ts), write brotli and gzip variants beside every text file in build/client, and collect the SHA-256 hash of every
 * inline script of every pre-rendered page for the CSP.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { AFTER_FIRST_PAINT_FILE, DEFERRED_SCRIPT_MARK, deferHydration } from "../server/defer-hydration";
import { printPlaceholderWarnings } from "./placeholder-warnings";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|data|webmanifest)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/**
 * Inline, executable scripts of an HTML document (JSON-LD and other data blocks are not executed), and
 * React Router's script kept as a data block, which runs after the first paint from its text.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
    const deferred = attrs.includes(DEFERRED_SCRIPT_MARK);
    if (type && type !== "module" && type !== "text/javascript" && !deferred) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

const afterFirstPaint = readFileSync(path.join(root, AFTER_FIRST_PAINT_FILE), "utf8");
const cspHashes: Record<string, string[]> = {};
let compressed = 0;
for (const file of walk(clientDir)) {
  if (file.endsWith(".br") || file.endsWith(".gz")) continue;
  const rel = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
  if (!COMPRESSIBLE.test(file)) continue;
  let content = readFileSync(file);
  if (file.endsWith(".html")) {
    const html = deferHydration(content.toString("utf8"), afterFirstPaint);
    writeFileSync(file, html);
    content = Buffer.from(html, "utf8");
    cspHashes[rel] = inlineScriptHashes(html);
  }
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  compressed++;
}

const buildInfo = {
  builtAt: new Date().toISOString(),
  siteUrl: process.env.SITE_URL ?? "http://localhost:3000",
  analytics: Boolean(process.env.GA_MEASUREMENT_ID),
  cspHashes,
};
writeFileSync(path.join(buildDir, "build-info.json"), `${JSON.stringify(buildInfo, null, 2)}\n`);
console.log(
  `postbuild: ${compressed} files compressed (br + gzip), CSP hashes for ${Object.keys(cspHashes).length} pages`,
);
printPlaceholderWarnings();
