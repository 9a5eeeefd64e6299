/** The build the server tests read (BUILD_DIR, default build/) and helpers for its pre-rendered pages. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./server";

export const buildDir = path.resolve(repoRoot, process.env.BUILD_DIR ?? "build");
export const clientDir = path.join(buildDir, "client");

/** When the build was made (`builtAt` of build-info.json, written by scripts/postbuild.ts). */
export function buildTime(): Date {
  return new Date(JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8")).builtAt);
}

/** The pre-rendered HTML file of a registry path ("/" → client/index.html). */
export function prerenderedFile(pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text with the HTML entities React writes (named and numeric) decoded. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos|nbsp));/gi,
    (entity, hex?: string, dec?: string, name?: string) => {
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (dec) return String.fromCodePoint(Number(dec));
      return NAMED_ENTITIES[(name ?? "").toLowerCase()] ?? entity;
    },
  );
}
