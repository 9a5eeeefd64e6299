/**
 * A nearest-neighbour classifier over labelled examples (issue 31): each example a list of features (words,
 * stems, pairs of words), weighed by tf-idf and compared by cosine. A feature no example has weighs as the rarest
 * of all, so a message that says much the examples never say is near none of them. Used by the second reading
 * from English examples (./examples.server.ts) and by the core questions of the other languages
 * (./language.server.ts).
 */

type Vector = Map<string, number>;

export type NearestMatch = {
  /** The label of the nearest example. */
  label: string;
  /** Cosine similarity of the message with that example (0–1). */
  similarity: number;
  /** How many of the nearest few examples have that label. */
  agreeing: number;
};

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

/**
 * The classifier of `examples`. `telling` says which features say something on their own (a word, not a pair of
 * little words): the nearest example must share one of them with the message.
 */
export function nearestClassifier(
  examples: readonly { label: string; features: readonly string[] }[],
  { neighbours = 3, telling = (feature: string) => !feature.includes(" ") } = {},
) {
  const found = examples.map((example) => counts(example.features));
  const documents = new Map<string, number>();
  for (const f of found) for (const feature of f.keys()) documents.set(feature, (documents.get(feature) ?? 0) + 1);
  const idf = new Map([...documents].map(([feature, n]) => [feature, Math.log((found.length + 1) / (n + 1))]));
  const vectors = found.map((f) => weigh(f, idf));
  const labels = examples.map((e) => e.label);
  return {
    /** The label of the examples nearest these features, or null when the nearest shares no telling feature. */
    nearest(features: readonly string[]): NearestMatch | null {
      const vector = weigh(counts(features), idf, Math.log(vectors.length + 1));
      if (vector.size === 0) return null;
      const ranked = vectors
        .map((example, i) => {
          let dot = 0;
          for (const [feature, weight] of vector) dot += weight * (example.get(feature) ?? 0);
          return { i, dot };
        })
        .sort((a, b) => b.dot - a.dot)
        .slice(0, neighbours);
      const [best] = ranked;
      const label = best ? labels[best.i] : undefined;
      if (!best || !label || best.dot <= 0) return null;
      const nearest = vectors[best.i];
      if (![...vector.keys()].some((feature) => telling(feature) && nearest?.has(feature))) return null;
      return { label, similarity: best.dot, agreeing: ranked.filter((r) => labels[r.i] === label).length };
    },
  };
}
