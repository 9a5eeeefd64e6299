/**
 * Understanding learned from examples (issue 31): visitors' messages that the assistant answered right, each
 * with the answer it got (`app/content/assistant-examples.ts`, written by `npm run chat:examples` from the
 * tuning sets), and the example messages written for each answer (`app/content/assistant-intents.ts`). A new
 * message is compared with them word by word and phrase by phrase (tf-idf over stems and word pairs, the little
 * words kept: "how long" and "how much" ask different things), and the answer of its nearest examples is a second
 * reading when the rules found none, only a guess, or only an article for a question about us.
 */
import { assistantExamples } from "~/content/assistant-examples";
import { intentExamples } from "~/content/assistant-intents";
import { normalize, STOP_WORDS, term, words } from "./text.server";

/** The answer of an example that is to be declined (off-topic, hostile). */
export const DECLINE = "decline";

/** A message's features: its stems (little words dropped) and every pair of neighbouring words (kept). */
export function exampleFeatures(text: string): string[] {
  const found = words(normalize(text));
  const stems = found.map((w) => (STOP_WORDS.has(w) ? w : term(w)));
  const features: string[] = [];
  for (let i = 0; i < stems.length; i++) {
    if (!STOP_WORDS.has(found[i] ?? "")) features.push(stems[i] ?? "");
    if (i > 0) features.push(`${stems[i - 1]} ${stems[i]}`);
  }
  return features;
}

type Vector = Map<string, number>;
type Model = {
  vectors: Vector[];
  units: string[];
  idf: Map<string, number>;
  /** The stems of the examples of an answer (not of a message to decline). */
  answered: Set<string>;
};

let model: Model | undefined;

function counts(features: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const f of features) found.set(f, (found.get(f) ?? 0) + 1);
  return found;
}

function weigh(found: Map<string, number>, idf: Map<string, number>, unseen = 0): Vector {
  const vector: Vector = new Map();
  let norm = 0;
  for (const [feature, count] of found) {
    // A feature no example has is the rarest of all: it counts in the message's length, so "what's the capital
    // of Australia" is not near an example for sharing only "what's the".
    const weight = (1 + Math.log(count)) * (idf.get(feature) ?? unseen);
    if (weight <= 0) continue;
    vector.set(feature, weight);
    norm += weight * weight;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [feature, weight] of vector) vector.set(feature, weight / norm);
  return vector;
}

/** The examples from the tuning sets and those written for each answer. */
const examples = [...assistantExamples, ...intentExamples];

function trained(): Model {
  if (model) return model;
  const found = examples.map((example) => counts(exampleFeatures(example.q)));
  const documents = new Map<string, number>();
  for (const f of found) for (const feature of f.keys()) documents.set(feature, (documents.get(feature) ?? 0) + 1);
  const idf = new Map([...documents].map(([feature, n]) => [feature, Math.log((found.length + 1) / (n + 1))]));
  const answered = new Set(
    found.flatMap((f, i) => (examples[i]?.unit === DECLINE ? [] : [...f.keys()].filter((k) => !k.includes(" ")))),
  );
  model = { vectors: found.map((f) => weigh(f, idf)), units: examples.map((e) => e.unit), idf, answered };
  return model;
}

export type ExampleMatch = {
  /** The answer unit of the nearest example. */
  unit: string;
  /** Cosine similarity of the message with that example (0–1). */
  similarity: number;
  /** How many of the nearest few examples have that answer. */
  agreeing: number;
};

/** Examples read for a message: the answer of the nearest is trusted when others near it agree. */
const NEAREST = 3;

/** The answer of the examples nearest the message, or null when no example shares a word with it. */
export function nearestExample(message: string): ExampleMatch | null {
  const { vectors, units, idf } = trained();
  const vector = weigh(counts(exampleFeatures(message)), idf, Math.log(vectors.length + 1));
  if (vector.size === 0) return null;
  const ranked = vectors
    .map((example, i) => {
      let dot = 0;
      for (const [feature, weight] of vector) dot += weight * (example.get(feature) ?? 0);
      return { i, dot };
    })
    .sort((a, b) => b.dot - a.dot)
    .slice(0, NEAREST);
  const [best] = ranked;
  const unit = best ? units[best.i] : undefined;
  if (!best || !unit || best.dot <= 0) return null;
  // Sharing only little words ("what's the") is no likeness: the nearest example must share a word that says
  // something (a stem, not a pair of words).
  const nearest = vectors[best.i];
  if (![...vector.keys()].some((feature) => !feature.includes(" ") && nearest?.has(feature))) return null;
  return { unit, similarity: best.dot, agreeing: ranked.filter((r) => units[r.i] === unit).length };
}

/**
 * Whether a stem (as `terms` gives it) is used by an example of an answer: one that only messages to decline use
 * ("bitcoin") names another subject.
 */
export function knownToExamples(stem: string): boolean {
  return trained().answered.has(stem);
}
