/**
 * Writes the Inter file every page preloads (ADR 009): fontsource's Latin file (48 KB) cut to the
 * characters Western European text uses and to the weights the site uses (400-700), about 28 KB.
 * Run once after upgrading @fontsource-variable/inter; the output is committed:
 *
 *   apt-get install python3-fonttools python3-brotli   # Debian's fontTools, used only here
 *   node --import tsx scripts/subset-font.ts
 *
 * Writes app/assets/fonts/inter-latin-core-wght.woff2 and app/styles/inter-core.css, whose
 * unicode-range lists exactly the characters the file has (read back from its cmap), so a character
 * outside it (Polish, Greek, an emoji a visitor types) falls through to fontsource's own files.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const FONT_FILE = "app/assets/fonts/inter-latin-core-wght.woff2";
const FONT_CSS = "app/styles/inter-core.css";

/** Basic Latin, Latin-1 (accented letters of Western European names and places) and typographic punctuation. */
const UNICODES = [
  "U+0020-007E",
  "U+00A0-00FF",
  "U+0131",
  "U+0152-0153",
  "U+02C6",
  "U+02DA",
  "U+02DC",
  "U+2013-2014",
  "U+2018-201A",
  "U+201C-201E",
  "U+2020-2022",
  "U+2026",
  "U+2030",
  "U+2032-2033",
  "U+2039-203A",
  "U+20AC",
  "U+2122",
  "U+2190-2193",
  "U+2212",
];
/** font-medium, font-semibold, font-bold and body text: nothing lighter or heavier is used. */
const WEIGHTS = "400:700";
/** Kept OpenType features: fontTools' defaults plus tabular and proportional figures (`tabular-nums`). */
const FEATURES = "+=tnum,pnum";

const python = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

function run(args: string[]): string {
  return execFileSync(python, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
}

/** "U+0041-0043, U+0045" for the sorted code points [0x41, 0x42, 0x43, 0x45]. */
export function toUnicodeRange(codePoints: number[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  const ranges: string[] = [];
  for (let i = 0; i < codePoints.length; ) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === (codePoints[j] as number) + 1) j++;
    const [from, to] = [codePoints[i] as number, codePoints[j] as number];
    ranges.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    i = j + 1;
  }
  return ranges.join(", ");
}

function main() {
  const work = mkdtempSync(path.join(tmpdir(), "subset-font-"));
  try {
    const subset = path.join(work, "subset.woff2");
    const output = path.join(root, FONT_FILE);
    run([
      "-m",
      "fontTools.subset",
      source,
      `--unicodes=${UNICODES.join(",")}`,
      `--layout-features${FEATURES}`,
      "--flavor=woff2",
      `--output-file=${subset}`,
    ]);
    run(["-m", "fontTools.varLib.instancer", subset, `wght=${WEIGHTS}`, "-o", output]);
    const codePoints = JSON.parse(
      run([
        "-c",
        "import json,sys; from fontTools.ttLib import TTFont; " +
          "print(json.dumps(sorted(TTFont(sys.argv[1]).getBestCmap())))",
        output,
      ]),
    ) as number[];
    writeFileSync(
      path.join(root, FONT_CSS),
      [
        "/* Written by scripts/subset-font.ts (ADR 009): the Inter file every page preloads. Declared after",
        "   fontsource's faces, so it wins for these characters; the rest still comes from fontsource. */",
        "@font-face {",
        '  font-family: "Inter Variable";',
        "  font-style: normal;",
        "  font-display: swap;",
        // fontsource's descriptor, not 400 700: Chrome picks one weight group before it looks at
        // unicode-range, so a face with other descriptors would hide or be hidden by fontsource's.
        "  font-weight: 100 900;",
        `  src: url("../assets/fonts/${path.basename(FONT_FILE)}") format("woff2-variations");`,
        "  unicode-range:",
        `    ${toUnicodeRange(codePoints)};`,
        "}",
        "",
      ].join("\n"),
    );
    console.log(`${FONT_FILE}: ${codePoints.length} characters; ${FONT_CSS} written`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
