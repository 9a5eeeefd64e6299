/**
 * Build step: writes the site search's index (app/search/engine.ts) from the content, as the JSON the search
 * dialog loads when it opens. Run through scripts/with-vite.ts (the articles are compiled by Vite), before
 * `react-router build`, which ships the file as a hashed asset.
 *
 *   node --import tsx scripts/with-vite.ts scripts/search-index.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { searchDocuments } from "~/search/documents.server";
import { packIndex } from "~/search/packed-index";

export const INDEX_FILE = path.resolve(import.meta.dirname, "../app/search/generated/search-index.json");

export async function main(): Promise<number> {
  const documents = searchDocuments();
  const json = JSON.stringify(packIndex(documents));
  mkdirSync(path.dirname(INDEX_FILE), { recursive: true });
  writeFileSync(INDEX_FILE, json);
  process.stdout.write(`search index: ${documents.length} sections, ${json.length} bytes\n`);
  return 0;
}
