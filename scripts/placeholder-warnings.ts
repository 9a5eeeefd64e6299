/**
 * The warning of a production build about placeholder values still on the site (app/content/placeholders/):
 * printed when SITE_URL is not a localhost address, silent otherwise. scripts/postbuild.ts calls it;
 * `node --import tsx scripts/placeholder-warnings.ts` runs the same check alone.
 */
import { pathToFileURL } from "node:url";
import { type PlaceholderEntry, placeholders } from "../app/content/placeholders/index";

const DEFAULT_SITE_URL = "http://localhost:3000";

/** Whether `siteUrl` is a public address (a production build), not this machine. An unreadable URL counts as public. */
export function isProductionSiteUrl(siteUrl: string): boolean {
  let host: string;
  try {
    host = new URL(siteUrl).hostname.toLowerCase();
  } catch {
    return true;
  }
  const local =
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === "[::1]" ||
    host === "0.0.0.0";
  return !local;
}

/** The lines of the warning: empty for a local SITE_URL or when no placeholder is left. */
export function placeholderWarnings(
  siteUrl: string,
  entries: Readonly<Record<string, PlaceholderEntry>> = placeholders,
): string[] {
  if (!isProductionSiteUrl(siteUrl)) return [];
  const inUse = Object.entries(entries).filter(([, entry]) => entry.isPlaceholder);
  if (inUse.length === 0) return [];
  return [
    `WARNING: this production build (SITE_URL=${siteUrl}) still shows ${inUse.length} placeholder${inUse.length === 1 ? "" : "s"}:`,
    ...inUse.flatMap(([name, entry]) => [
      `  - ${entry.what} (${name}): ${summarize(entry.value)}`,
      `      shown on ${entry.shownOn}`,
    ]),
    `Replace each in app/content/placeholders/ and set its isPlaceholder to false in app/content/placeholders/index.ts (README, "Before going live").`,
  ];
}

/** Prints the warning, if any, to stderr. */
export function printPlaceholderWarnings(siteUrl: string = process.env.SITE_URL ?? DEFAULT_SITE_URL): void {
  const lines = placeholderWarnings(siteUrl);
  if (lines.length > 0) console.warn(`\n${lines.join("\n")}\n`);
}

/** A short, readable form of a placeholder's value: a string quoted, a list item by item. */
function summarize(value: unknown): string {
  const text = Array.isArray(value) ? value.map(describeItem).join(", ") : describeItem(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function describeItem(item: unknown): string {
  if (typeof item === "string") return JSON.stringify(item);
  if (typeof item !== "object" || item === null) return String(item);
  const record = item as Record<string, unknown>;
  if (typeof record.value === "string" && typeof record.label === "string") return `${record.value} ${record.label}`;
  const person = record.clientName ?? record.name;
  if (typeof person === "string") return typeof record.company === "string" ? `${person} (${record.company})` : person;
  if (typeof record.url === "string") return record.url;
  return JSON.stringify(item);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printPlaceholderWarnings();
