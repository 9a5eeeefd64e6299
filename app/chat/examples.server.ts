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
import { nearestClassifier } from "./nearest.server";
import { normalize, partsOf, STOP_WORDS, term, words } from "./text.server";

/** The answer of an example that is to be declined (off-topic, hostile). */
export const DECLINE = "decline";

/**
 * A message's features: its stems (little words dropped) and every pair of neighbouring words (kept). A compound
 * counts as its words ("money-back" as "money back"), however it is written.
 */
export function exampleFeatures(text: string): string[] {
  const found = words(normalize(text)).flatMap(partsOf);
  const stems = found.map((w) => (STOP_WORDS.has(w) ? w : term(w)));
  const features: string[] = [];
  for (let i = 0; i < stems.length; i++) {
    if (!STOP_WORDS.has(found[i] ?? "")) features.push(stems[i] ?? "");
    if (i > 0) features.push(`${stems[i - 1]} ${stems[i]}`);
  }
  return features;
}

/** The examples from the tuning sets and those written for each answer. */
const examples = [...assistantExamples, ...intentExamples];

type Model = {
  classifier: ReturnType<typeof nearestClassifier>;
  /** The stems of the examples of an answer (not of a message to decline). */
  answered: Set<string>;
};

let model: Model | undefined;

function trained(): Model {
  if (model) return model;
  const labelled = examples.map((example) => ({ label: example.unit, features: exampleFeatures(example.q) }));
  const answered = new Set(
    labelled.flatMap((e) => (e.label === DECLINE ? [] : e.features.filter((feature) => !feature.includes(" ")))),
  );
  model = { classifier: nearestClassifier(labelled), answered };
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

/**
 * The answer of the examples nearest the message, or null when the nearest shares no word with it (sharing only
 * little words, "what's the", is no likeness).
 */
export function nearestExample(message: string): ExampleMatch | null {
  const match = trained().classifier.nearest(exampleFeatures(message));
  return match ? { unit: match.label, similarity: match.similarity, agreeing: match.agreeing } : null;
}

/**
 * Whether a stem (as `terms` gives it) is used by an example of an answer: one that only messages to decline use
 * ("bitcoin") names another subject.
 */
export function knownToExamples(stem: string): boolean {
  return trained().answered.has(stem);
}

let stemsByUnit: Map<string, string[][]> | undefined;

/** Examples of an answer from which a stem is one its askers typically use. */
const TYPICAL_EXAMPLES = 3;

/**
 * The stems typical of an answer's examples that they use together with a stem: "split" in "what's the split
 * payment option" goes with "payment" and "option", which other examples of the price use too ("lead" in one
 * example of who runs us does not make "lead" what a question of it means). A word of the visitor's that the
 * answer's text never uses is read through them.
 */
export function usedWith(unit: string, stem: string): Set<string> {
  stemsByUnit ??= examples.reduce((byUnit, example) => {
    const stems = [...new Set(exampleFeatures(example.q).filter((feature) => !feature.includes(" ")))];
    byUnit.set(example.unit, [...(byUnit.get(example.unit) ?? []), stems]);
    return byUnit;
  }, new Map<string, string[][]>());
  const all = stemsByUnit.get(unit) ?? [];
  const typical = (other: string) => all.filter((stems) => stems.includes(other)).length >= TYPICAL_EXAMPLES;
  const together = all.filter((stems) => stems.includes(stem));
  return new Set(together.flat().filter((other) => other !== stem && typical(other)));
}
