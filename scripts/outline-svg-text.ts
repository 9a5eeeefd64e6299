/**
 * Writes public/illustrations/ from app/assets/illustration-sources/: the same SVG with every `<text>`
 * drawn as a path of Inter's outlines (ADR 015). An `<img>` of an SVG cannot use the page's web font, so
 * its text would be set in whatever font the device has, after a system font lookup that costs the
 * hero's image main-thread layout before the first paint. Run after editing a source; the output is
 * committed, stamped with a hash of its source so that a test catches an edit that was not regenerated:
 *
 *   node --import tsx scripts/outline-svg-text.ts
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

const root = path.resolve(import.meta.dirname, "..");
export const SOURCE_DIR = "app/assets/illustration-sources";
export const OUTPUT_DIR = "public/illustrations";
/** Inter's static cut of a weight (the variable file's instances, one file per weight). */
const fontFile = (weight: number) =>
  path.join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);

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

/**
 * Path data of a text run. Glyphs are placed as a browser places these plain Latin labels: fontkit's
 * layout (advances, pair kerning, Inter's default substitutions) plus the letter spacing. Outlines are
 * written in relative commands with one decimal: each point is rounded in its glyph's own frame and each
 * glyph placed on the 0.1 grid, so a point is at most 0.1 user units off, no error accumulates along a
 * line, and every copy of a glyph at one size writes the same commands after its first move (which
 * brotli stores once).
 */
export function runPath(font: fontkit.Font, run: TextRun): string {
  const { glyphs, positions } = font.layout(run.text);
  const scale = run.size / font.unitsPerEm;
  const advances = positions.map((position) => position.xAdvance * scale + run.spacing);
  const width = advances.reduce((sum, advance) => sum + advance, 0) - (glyphs.length > 0 ? run.spacing : 0);
  let x = run.x - (run.anchor === "middle" ? width / 2 : run.anchor === "end" ? width : 0);
  const pen = new RelativePathPen();
  glyphs.forEach((glyph, i) => {
    const position = positions[i] as fontkit.GlyphPosition;
    pen.draw(glyph.path.commands, scale, x + position.xOffset * scale, run.y - position.yOffset * scale);
    x += advances[i] as number;
  });
  return pen.data();
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function number(value: number): string {
  const text = round1(value).toFixed(1).replace(/\.0$/, "");
  return text === "-0" ? "0" : text;
}

/** SVG path data in relative commands for glyph outlines (font units, y up) scaled and moved into place. */
class RelativePathPen {
  private parts: string[] = [];
  private current: [number, number] | null = null;
  private start: [number, number] = [0, 0];

  draw(commands: fontkit.PathCommand[], scale: number, dx: number, dy: number) {
    const originX = round1(dx);
    const originY = round1(dy);
    const point = (px: number, py: number): [number, number] => [
      round1(round1(px * scale) + originX),
      round1(round1(-py * scale) + originY),
    ];
    for (const { command, args } of commands) {
      const points: [number, number][] = [];
      for (let i = 0; i + 1 < args.length; i += 2) points.push(point(args[i] as number, args[i + 1] as number));
      if (command === "moveTo") this.moveTo(points[0] as [number, number]);
      else if (command === "lineTo") this.segment("l", points);
      else if (command === "quadraticCurveTo") this.segment("q", points);
      else if (command === "bezierCurveTo") this.segment("c", points);
      else if (command === "closePath") {
        this.parts.push("z");
        this.current = this.start;
      }
    }
  }

  data(): string {
    return this.parts.join("");
  }

  private moveTo(to: [number, number]) {
    this.parts.push(this.current ? `m${this.relative(to)}` : `M${number(to[0])} ${number(to[1])}`);
    this.current = this.start = to;
  }

  private segment(letter: string, points: [number, number][]) {
    this.parts.push(letter + points.map((p) => this.relative(p)).join(" "));
    this.current = points.at(-1) as [number, number];
  }

  private relative([x, y]: [number, number]): string {
    const [cx, cy] = this.current as [number, number];
    return `${number(x - cx)} ${number(y - cy)}`;
  }
}

function glyphPaths(runs: TextRun[]): string[] {
  const fonts = new Map<number, fontkit.Font>();
  return runs.map((run) => {
    let font = fonts.get(run.weight);
    if (!font) {
      font = fontkit.openSync(fontFile(run.weight)) as fontkit.Font;
      fonts.set(run.weight, font);
    }
    return runPath(font, run);
  });
}

/** The stamp an output carries of the source it was generated from. */
export function sourceStamp(source: string): string {
  return `source sha256 ${createHash("sha256").update(source, "utf8").digest("hex").slice(0, 16)}`;
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
    const note = `Generated by scripts/outline-svg-text.ts from ${SOURCE_DIR}/${file}: edit that file, not this one (${sourceStamp(svg)})`;
    const output = replaceTextRuns(svg, found, glyphPaths(found.map((item) => item.run)), note);
    const target = path.join(root, OUTPUT_DIR, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, output);
    console.log(`${OUTPUT_DIR}/${file}: ${found.length} text runs outlined, ${svg.length} -> ${output.length} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
