import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as fontkit from "fontkit";
import {
  findTextRuns,
  OUTPUT_DIR,
  replaceTextRuns,
  runPath,
  SOURCE_DIR,
  sourceStamp,
  svgFiles,
} from "./outline-svg-text";

const root = path.resolve(import.meta.dirname, "..");

const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" font-family="Inter, sans-serif">`,
  `<rect width="200" height="100"/>`,
  `<text x="10" y="20" font-size="13" font-weight="600" fill="#fff">Lead &amp; sales</text>`,
  `<g font-size="11" font-weight="bold" fill="#94a3b8" text-anchor="middle">`,
  `<text x="100" y="60">Mon</text><text x="150" y="60" font-weight="400" opacity=".8" letter-spacing="0.5">Tue</text>`,
  `</g>`,
  `<text x="5" y="90">Plain</text>`,
  `</svg>`,
].join("");

describe("findTextRuns (ADR 015)", () => {
  it("finds every <text> with the font properties it has or inherits", () => {
    expect(findTextRuns(svg).map((found) => found.run)).toEqual([
      { text: "Lead & sales", weight: 600, size: 13, spacing: 0, x: 10, y: 20, anchor: "start" },
      { text: "Mon", weight: 700, size: 11, spacing: 0, x: 100, y: 60, anchor: "middle" },
      { text: "Tue", weight: 400, size: 11, spacing: 0.5, x: 150, y: 60, anchor: "middle" },
      // Nothing set: the initial values (16 px, normal weight, start), not the closed group's.
      { text: "Plain", weight: 400, size: 16, spacing: 0, x: 5, y: 90, anchor: "start" },
    ]);
  });

  it("keeps the attributes that still apply to a path (paint, opacity) and drops the text-only ones", () => {
    expect(findTextRuns(svg).map((found) => found.keep)).toEqual([' fill="#fff"', "", ' opacity=".8"', ""]);
  });

  it("refuses a <text> with child elements rather than outline part of it", () => {
    expect(() => findTextRuns(`<svg><text x="0" y="0">A<tspan>B</tspan></text></svg>`)).toThrow(/child elements/);
  });
});

describe("replaceTextRuns (ADR 015)", () => {
  it("puts each path where its <text> was, removes the font attributes and names the source", () => {
    const found = findTextRuns(svg);
    const output = replaceTextRuns(svg, found, ["M1 2z", "M3 4z", "M5 6z", "M7 8z"], "Generated from x.svg");
    expect(output).toBe(
      [
        `<!-- Generated from x.svg -->\n`,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">`,
        `<rect width="200" height="100"/>`,
        `<path fill="#fff" d="M1 2z"/>`,
        `<g fill="#94a3b8">`,
        `<path d="M3 4z"/><path opacity=".8" d="M5 6z"/>`,
        `</g>`,
        `<path d="M7 8z"/>`,
        `</svg>`,
      ].join(""),
    );
  });
});

describe("runPath (ADR 015)", () => {
  const font = fontkit.openSync(
    path.join(root, "node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2"),
  ) as fontkit.Font;
  const run = { text: "To", weight: 600, size: 20, spacing: 0, x: 100, y: 50, anchor: "start" };
  /** The horizontal extent of path data written by runPath (absolute start, then relative moves). */
  function extent(data: string): { min: number; max: number } {
    const numbers = (data.match(/-?\d+(?:\.\d+)?|[a-zA-Z]/g) ?? []) as string[];
    let x = 0;
    let start = 0;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let command = "";
    let args: number[] = [];
    const flush = () => {
      if (command === "M") x = start = args[0] as number;
      else if (command === "m") x = start = x + (args[0] as number);
      else if (command === "l") x += args[0] as number;
      else if (command === "z") x = start;
      else if (command === "q" || command === "c") x += args[args.length - 2] as number;
      if (command && command !== "z") {
        min = Math.min(min, x);
        max = Math.max(max, x);
      }
    };
    for (const token of numbers) {
      if (/[a-zA-Z]/.test(token)) {
        flush();
        command = token;
        args = [];
      } else args.push(Number(token));
    }
    flush();
    return { min, max };
  }

  it("draws a run from its x and y in relative commands", () => {
    const data = runPath(font, run);
    expect(data).toMatch(/^M[\d.]+ [\d.]+[lqc]/);
    expect(data).not.toMatch(/[LQCH]/);
    expect(extent(data).min).toBeGreaterThanOrEqual(100);
  });

  it("kerns pairs as a browser does: 'To' is narrower than 'T' and 'o' set apart", () => {
    const together = extent(runPath(font, run));
    const o = extent(runPath(font, { ...run, text: "o" }));
    const t = runPath(font, { ...run, text: "T" });
    const tAdvance = font.layout("T").positions[0]?.xAdvance ?? 0;
    expect(t.length).toBeGreaterThan(0);
    expect(together.max).toBeLessThan(o.max + (tAdvance * run.size) / font.unitsPerEm - 0.5);
  });

  it("centres a middle-anchored run on its x", () => {
    const centred = extent(runPath(font, { ...run, text: "Lead", anchor: "middle" }));
    expect(Math.abs((centred.min + centred.max) / 2 - 100)).toBeLessThan(1.5);
  });
});

describe("public/illustrations: the outlined copies of the sources", () => {
  const files = svgFiles(path.join(root, SOURCE_DIR));
  const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

  it("has sources to check", () => {
    expect(files.length).toBeGreaterThanOrEqual(13);
  });

  it.each(files)("%s is served with its text as paths, generated from the current source", (file) => {
    const source = readFileSync(path.join(root, SOURCE_DIR, file), "utf8");
    const output = readFileSync(path.join(root, OUTPUT_DIR, file), "utf8");
    expect(output).toContain(`from ${SOURCE_DIR}/${file}:`);
    // An edited source (a label, a colour, a shape) no longer matches the stamp of the output written from it.
    expect(output).toContain(`(${sourceStamp(source)})`);
    expect(output).not.toMatch(/<text\b|font-family=/);
    expect(count(output, /<path\b/g)).toBe(count(source, /<path\b/g) + count(source, /<text\b/g));
    expect(count(output, /<(?:rect|circle|line|polyline|polygon|ellipse)\b/g)).toBe(
      count(source, /<(?:rect|circle|line|polyline|polygon|ellipse)\b/g),
    );
  });

  it("serves nothing that is not generated from a source", () => {
    expect(svgFiles(path.join(root, OUTPUT_DIR))).toEqual(files);
  });
});
