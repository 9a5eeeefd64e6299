/**
 * Writes the platform logos of the home page marquee (SPEC 3, 12 platforms) to public/logos/, so they are
 * served by us (no third-party request). Run once after changing the platform list; the output is committed:
 *
 *   node --import tsx scripts/build-logos.ts
 *
 * - Brands in simple-icons: the brand icon (its path data and colour) beside the brand name, as a 160×40 lockup.
 * - OpenAI, ChatGPT, Salesforce, Slack (not in simple-icons 16, their logos not licensed for this use): the same
 *   lockup with a neutral monogram we draw ourselves (the initial in a slate tile) as its mark, never a
 *   downloaded logo.
 * - public/logos/grey/<file>: the same lockup in grey, shown when the coloured logo fails to load (SPEC 4).
 *
 * Text is fitted with `textLength`, so every lockup has the same size whichever sans-serif font renders it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as simpleIcons from "simple-icons";
import { platforms } from "../app/content/home";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public", "logos");
const greyDir = path.join(outDir, "grey");

const WIDTH = 160;
const HEIGHT = 40;
const FONT_SIZE = 17;
const ICON_SIZE = 26;
const GAP = 9;
const FONT = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";
const INK = "#0f172a";
const GREY = "#94a3b8";

/** Helvetica/Arial Bold advance widths (1/1000 em), close enough to size the text box; textLength does the rest. */
const BOLD_WIDTHS = new Map(
  (
    "a556 b611 c556 d611 e556 f333 g611 h611 i278 j278 k556 l278 m889 n611 o611 p611 q611 r389 s556 t333 u611 v556 " +
    "w778 x556 y556 z500 A722 B722 C722 D722 E667 F611 G778 H722 I278 J556 K722 L611 M833 N722 O778 P667 Q778 R722 " +
    "S667 T611 U722 V667 W944 X667 Y667 Z611 8556"
  )
    .split(" ")
    .map((entry) => [entry[0] ?? "", Number(entry.slice(1))] as const),
);

function textWidth(text: string, size: number): number {
  const units = [...text].reduce((sum, ch) => sum + (BOLD_WIDTHS.get(ch) ?? 600), 0);
  // Slightly tighter than Helvetica Bold, like Inter SemiBold with -0.01em tracking.
  return Math.round(((units * size) / 1000) * 0.96 * 10) / 10;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function text(label: string, x: number, width: number, fill: string, anchor: "start" | "middle" = "start"): string {
  return `<text x="${x}" y="${HEIGHT / 2}" dominant-baseline="central" text-anchor="${anchor}" font-family="${FONT}" font-size="${FONT_SIZE}" font-weight="600" letter-spacing="-0.2" fill="${fill}" textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeXml(label)}</text>`;
}

/** Icon (24×24 path data scaled to ICON_SIZE) + name, centred in the 160×40 box. */
function lockup(name: string, iconPath: string, iconColor: string, textColor: string): string {
  const tw = textWidth(name, FONT_SIZE);
  const total = ICON_SIZE + GAP + tw;
  const x0 = Math.round(((WIDTH - total) / 2) * 10) / 10;
  const scale = Math.round((ICON_SIZE / 24) * 1000) / 1000;
  const iy = (HEIGHT - ICON_SIZE) / 2;
  return svg(
    name,
    `<path transform="translate(${x0} ${iy}) scale(${scale})" fill="${iconColor}" d="${iconPath}"/>${text(name, x0 + ICON_SIZE + GAP, tw, textColor)}`,
  );
}

/**
 * A neutral monogram as the mark of a brand without a licensed logo: its initial, white on a slate tile of the
 * icon's size, placed like a simple-icons mark, so the lockup matches its neighbours'.
 */
function monogram(name: string, grey: boolean): string {
  const tw = textWidth(name, FONT_SIZE);
  const total = ICON_SIZE + GAP + tw;
  const x0 = Math.round(((WIDTH - total) / 2) * 10) / 10;
  const iy = (HEIGHT - ICON_SIZE) / 2;
  const initial = escapeXml(name.charAt(0).toUpperCase());
  const mark =
    `<rect x="${x0}" y="${iy}" width="${ICON_SIZE}" height="${ICON_SIZE}" rx="7" fill="${grey ? GREY : "#334155"}"/>` +
    `<text x="${x0 + ICON_SIZE / 2}" y="${HEIGHT / 2}" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" fill="#ffffff">${initial}</text>`;
  return svg(name, `${mark}${text(name, x0 + ICON_SIZE + GAP, tw, grey ? GREY : INK)}`);
}

type SimpleIcon = { title: string; slug: string; hex: string; path: string };
const icons = Object.values(simpleIcons as unknown as Record<string, SimpleIcon>).filter(
  (icon): icon is SimpleIcon => typeof icon === "object" && icon !== null && "slug" in icon,
);

mkdirSync(greyDir, { recursive: true });
for (const platform of platforms) {
  const file = path.basename(platform.logoPath);
  let colour: string;
  let grey: string;
  if (platform.slug) {
    const icon = icons.find((i) => i.slug === platform.slug);
    if (!icon) throw new Error(`simple-icons has no icon "${platform.slug}" (${platform.name})`);
    colour = lockup(platform.name, icon.path, `#${icon.hex}`, INK);
    grey = lockup(platform.name, icon.path, GREY, GREY);
  } else {
    colour = monogram(platform.name, false);
    grey = monogram(platform.name, true);
  }
  writeFileSync(path.join(outDir, file), colour);
  writeFileSync(path.join(greyDir, file), grey);
}
console.log(`build-logos: ${platforms.length} logos and grey variants written to public/logos/`);
