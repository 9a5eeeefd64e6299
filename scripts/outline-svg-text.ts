/**
 * Writes public/illustrations/ from app/assets/illustration-sources/: the same SVG with every `<text>`
 * drawn as a path of Inter's outlines (ADR 015). An `<img>` of an SVG cannot use the page's web font, so
 * its text was set in whatever font the device has, after a system font lookup that cost the hero's
 * image 10-18 ms of main-thread layout before the first paint. Run after editing a source; the
 * output is committed:
 *
 *   apt-get install python3-fonttools python3-brotli   # Debian's fontTools, used only here
 *   node --import tsx scripts/outline-svg-text.ts
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const SOURCE_DIR = "app/assets/illustration-sources";
export const OUTPUT_DIR = "public/illustrations";
const FONT = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const python = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

/** Properties a `<text>` inherits from its ancestors, with their initial values. */
const INHERITED = { "font-size": "16", "font-weight": "400", "text-anchor": "start", "letter-spacing": "0" };
type Inherited = typeof INHERITED;
/** Attributes that only position or shape text: the path that replaces it has no use for them. */
const TEXT_ONLY = ["x", "y", "font-family", ...Object.keys(INHERITED)];

export type TextRun = {
  text: string;
  weight: number;
  size: number;
  spacing: number;
  x: number;
  y: number;
  anchor: string;
};
type Found = { start: number; end: number; run: TextRun; keep: string };

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=]+)="([^"]*)"/g;

function attributes(source: string): Map<string, string> {
  return new Map([...source.matchAll(ATTRIBUTE)].map((m) => [m[1] as string, m[2] as string]));
}

function unescapeXml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}

function weightOf(value: string): number {
  if (value === "bold") return 700;
  if (value === "normal") return 400;
  const weight = Number(value);
  if (!Number.isFinite(weight)) throw new Error(`unsupported font-weight "${value}"`);
  return weight;
}

/** Every `<text>` of an SVG with what it inherits; a `<text>` with child elements is refused. */
export function findTextRuns(svg: string): Found[] {
  const stack: Inherited[] = [{ ...INHERITED }];
  const found: Found[] = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(svg); match; match = TAG.exec(svg)) {
    const [whole, closing, name, attributeSource = "", selfClosing] = match;
    if (!name) continue; // a comment
    if (closing) {
      stack.pop();
      continue;
    }
    const own = attributes(attributeSource);
    const inherited = { ...(stack.at(-1) as Inherited) };
    for (const key of Object.keys(INHERITED) as (keyof Inherited)[]) {
      const value = own.get(key);
      if (value !== undefined) inherited[key] = value;
    }
    if (name === "text") {
      const close = svg.indexOf("</text>", TAG.lastIndex);
      const content = svg.slice(TAG.lastIndex, close);
      if (close < 0 || content.includes("<")) throw new Error(`<text> with child elements: ${whole}`);
      const keep = [...own].filter(([key]) => !TEXT_ONLY.includes(key)).map(([key, value]) => ` ${key}="${value}"`);
      found.push({
        start: match.index,
        end: close + "</text>".length,
        keep: keep.join(""),
        run: {
          text: unescapeXml(content),
          weight: weightOf(inherited["font-weight"]),
          size: Number(inherited["font-size"]),
          spacing: Number.parseFloat(inherited["letter-spacing"]) || 0,
          x: Number(own.get("x") ?? 0),
          y: Number(own.get("y") ?? 0),
          anchor: inherited["text-anchor"],
        },
      });
      TAG.lastIndex = close + "</text>".length;
      continue;
    }
    if (!selfClosing) stack.push(inherited);
  }
  return found;
}

/** The SVG with each found `<text>` replaced by its path, and the font attributes nothing uses any more removed. */
export function replaceTextRuns(svg: string, found: Found[], paths: string[], note: string): string {
  let output = "";
  let at = 0;
  found.forEach((item, i) => {
    output += `${svg.slice(at, item.start)}<path${item.keep} d="${paths[i]}"/>`;
    at = item.end;
  });
  output += svg.slice(at);
  output = output.replace(/\s(?:font-family|font-size|font-weight|text-anchor|letter-spacing)="[^"]*"/g, "");
  return output.replace(/^(<\?xml[^>]*>\s*)?/, (declaration) => `${declaration}<!-- ${note} -->\n`);
}

function glyphPaths(runs: TextRun[]): string[] {
  if (runs.length === 0) return [];
  const output = execFileSync(python, [path.join(root, "scripts/assets/glyph-paths.py")], {
    input: JSON.stringify({ font: FONT, runs }),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as string[];
}

/** The SVG files under a folder, as paths relative to it, sorted. */
export function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".svg"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function main() {
  const sourceDir = path.join(root, SOURCE_DIR);
  for (const file of svgFiles(sourceDir)) {
    const svg = readFileSync(path.join(sourceDir, file), "utf8");
    const found = findTextRuns(svg);
    const note = `Generated by scripts/outline-svg-text.ts from ${SOURCE_DIR}/${file}: edit that file, not this one`;
    const output = replaceTextRuns(svg, found, glyphPaths(found.map((item) => item.run)), note);
    const target = path.join(root, OUTPUT_DIR, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, output);
    console.log(`${OUTPUT_DIR}/${file}: ${found.length} text runs outlined, ${svg.length} -> ${output.length} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
