/**
 * The two readings of a message that the learned classifiers share (business-classifier.server.ts,
 * off-topic-classifier.server.ts): its meaning, the mean of its word vectors scaled to length 1, and its stems,
 * counted in a vocabulary of the stems that enough examples use.
 */
import { meaningOf } from "./similarity.server";
import { normalize, STOP_WORDS, term, words } from "./text.server";

/** A message's stems, each once: no stop words, no numbers. */
export const stemsOf = (text: string): string[] => [
  ...new Set(
    words(normalize(text))
      .filter((w) => !STOP_WORDS.has(w) && !/^\d/.test(w))
      .map(term),
  ),
];

/** The stems that `minExamples` or more of `texts` use, each with its index (fewer make one message's, not a need's). */
export function vocabularyOf(texts: readonly string[], minExamples: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const t of stemsOf(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return new Map([...counts].filter(([, n]) => n >= minExamples).map(([t], i) => [t, i] as const));
}

/** How many numbers a meaning has. */
export const meaningDimensions = (): number => meaningOf("business")?.vector.length ?? 0;

/** A message's meaning scaled to length 1, or null when it has no known word. */
export function unitMeaning(text: string): Float32Array | null {
  const meaning = meaningOf(text);
  if (!meaning) return null;
  const length = Math.hypot(...meaning.vector) || 1;
  return meaning.vector.map((v) => v / length);
}
