/**
 * Which system a described business needs, learned from the businesses written for each system
 * (app/content/assistant-businesses.ts): a softmax regression over two readings of a message, its meaning (the
 * mean of its word vectors, scaled to length 1) and its words (the stems two or more examples use). Trained once,
 * deterministically, the first time it is asked (ADR 053). It weighs what the examples share across industries
 * ("support", "report", "follow up"), where the nearest examples alone follow the industry named.
 */
import { businessExamples } from "~/content/assistant-businesses";
import { SYSTEM_TOPICS, type SystemTopic } from "./knowledge.server";
import { meaningDimensions, stemsOf, unitMeaning, vocabularyOf } from "./message-features.server";

/** Stems fewer examples than this use are one business's, not a need's. */
const MIN_EXAMPLES_PER_STEM = 2;
/** Passes over the examples, the step of each and the weight decay: chosen by ten-fold cross-validation. */
const EPOCHS = 60;
const STEP = 2.5;
const DECAY = 0.001;

type Example = { system: SystemTopic; q: string };
type Model = { vocabulary: Map<string, number>; dimensions: number; weights: Float32Array[] };

let model: Model | undefined;

function features(text: string, vocabulary: Map<string, number>, dimensions: number): Float32Array | null {
  const meaning = unitMeaning(text);
  if (!meaning) return null;
  const x = new Float32Array(dimensions + vocabulary.size + 1);
  x.set(meaning);
  const known = stemsOf(text).filter((t) => vocabulary.has(t));
  for (const t of known) x[dimensions + (vocabulary.get(t) ?? 0)] = 1 / Math.sqrt(known.length);
  x[dimensions + vocabulary.size] = 1;
  return x;
}

function dot(w: Float32Array, x: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += (w[i] as number) * (x[i] as number);
  return sum;
}

const scores = (weights: Float32Array[], x: Float32Array) => weights.map((w) => dot(w, x));

function softmax(z: number[]): number[] {
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / total);
}

/** The model learned from `examples` (exported for the cross-validation test). */
export function train(examples: readonly Example[] = businessExamples): Model {
  const vocabulary = vocabularyOf(
    examples.map((example) => example.q),
    MIN_EXAMPLES_PER_STEM,
  );
  const dimensions = meaningDimensions();
  const data = examples.flatMap((example) => {
    const x = features(example.q, vocabulary, dimensions);
    return x ? [{ x, y: SYSTEM_TOPICS.indexOf(example.system) }] : [];
  });
  const size = dimensions + vocabulary.size + 1;
  const weights = SYSTEM_TOPICS.map(() => new Float32Array(size));
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const gradient = SYSTEM_TOPICS.map(() => new Float32Array(size));
    for (const { x, y } of data) {
      softmax(scores(weights, x)).forEach((p, k) => {
        const g = p - (k === y ? 1 : 0);
        const row = gradient[k] as Float32Array;
        for (let i = 0; i < size; i++) row[i] = (row[i] as number) + g * (x[i] as number);
      });
    }
    weights.forEach((w, k) => {
      const row = gradient[k] as Float32Array;
      for (let i = 0; i < size; i++)
        w[i] = (w[i] as number) - STEP * ((row[i] as number) / data.length + DECAY * (w[i] as number));
    });
  }
  return { vocabulary, dimensions, weights };
}

function trained(): Model {
  model ??= train();
  return model;
}

/** The probability of each system for a described business; empty when the message has no known word. */
export function systemsByClassifier(message: string, learned: Model = trained()): Map<SystemTopic, number> {
  const x = features(message, learned.vocabulary, learned.dimensions);
  if (!x) return new Map();
  const p = softmax(scores(learned.weights, x));
  return new Map(SYSTEM_TOPICS.map((topic, k) => [topic, p[k] ?? 0]));
}
