/**
 * Whether a message is about the visitor's private life or the world at large rather than a business (ADR 049):
 * a logistic regression over the same two readings the business classifier uses, a message's meaning (its mean
 * word vector, scaled to length 1) and its stems, learned from the messages written for it
 * (app/content/assistant-off-topic.ts) and the examples of messages to decline, against the businesses described
 * for each system and the questions about us. Word vectors carry it to subjects no example names: a car's brakes
 * are near its tyres, a knee near a back. Trained once, deterministically, the first time it is asked.
 */
import { businessExamples } from "~/content/assistant-businesses";
import { assistantExamples } from "~/content/assistant-examples";
import { intentExamples } from "~/content/assistant-intents";
import { offTopicExamples } from "~/content/assistant-off-topic";
import { siteKnowledge } from "./knowledge.server";
import { meaningDimensions, stemsOf, unitMeaning } from "./message-features.server";
import { normalize } from "./text.server";
import { cosine } from "./similarity.server";
import { understand } from "./understand.server";

/** Stems fewer examples than this use are one message's, not a subject's. */
const MIN_EXAMPLES_PER_STEM = 2;
/** Passes over the examples, the step of each and the weight decay (as the business classifier's). */
const EPOCHS = 300;
const STEP = 2;
const DECAY = 0.001;

export type LabelledMessage = { q: string; offTopic: boolean };
type Model = {
  vocabulary: Map<string, number>;
  dimensions: number;
  weights: Float32Array;
  /** Stems of a business's frame: used by several messages about a business and by none of the others. */
  businessFrame: Set<string>;
  /** Each example's meaning and side, for the messages nearest a new one. */
  examples: { meaning: Float32Array; offTopic: boolean }[];
};

/** Messages about a business from which a stem no other message uses is one of a business's frame. */
const FRAME_EXAMPLES = 3;

/** The stems that messages about a business use often and the private and general ones never ("customers"). */
function businessFrameOf(examples: readonly LabelledMessage[]): Set<string> {
  const count = (offTopic: boolean) => {
    const counts = new Map<string, number>();
    for (const example of examples.filter((e) => e.offTopic === offTopic))
      for (const stem of new Set(stemsOf(example.q))) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    return counts;
  };
  const business = count(false);
  const other = count(true);
  return new Set([...business].filter(([stem, n]) => n >= FRAME_EXAMPLES && !other.has(stem)).map(([stem]) => stem));
}

/** Someone of the visitor's private life, theirs ("my wife", "my landlord"): a feature of its own. */
const PRIVATE_RELATION =
  /\bmy (wife|husband|partner|girlfriend|boyfriend|fianc\w*|daughter|son|kids|children|mum|mom|mother|dad|father|parents|sister|brother|grand\w+|aunt|uncle|landlord|landlady|neighbou?r|flatmate|roommate|ex|family)\b/;
const RELATION = "§private-relation";

/** A message's stems, and the private relation it names as one more. */
const signalsOf = (text: string): string[] =>
  PRIVATE_RELATION.test(normalize(text)) ? [...stemsOf(text), RELATION] : stemsOf(text);

function vocabularyOf(texts: readonly string[], minExamples: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const t of signalsOf(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return new Map([...counts].filter(([, n]) => n >= minExamples).map(([t], i) => [t, i] as const));
}

/** A message's features, sparse: its meaning (dense) and the indices of its known stems, each of one weight. */
type Features = { meaning: Float32Array; stems: number[]; stemWeight: number };

function features(text: string, vocabulary: Map<string, number>, dimensions: number): Features | null {
  const meaning = unitMeaning(text);
  if (!meaning) return null;
  const stems = signalsOf(text).flatMap((t) => vocabulary.get(t) ?? []);
  return {
    meaning,
    stems: stems.map((i) => dimensions + i),
    stemWeight: 1 / Math.sqrt(Math.max(1, stems.length)),
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The weights times the features; the last weight is the bias. */
function score(w: Float32Array, x: Features): number {
  let sum = w[w.length - 1] as number;
  for (let i = 0; i < x.meaning.length; i++) sum += (w[i] as number) * (x.meaning[i] as number);
  for (const i of x.stems) sum += (w[i] as number) * x.stemWeight;
  return sum;
}

/**
 * The examples on both sides. Declined examples that are a service we do not offer or prompt injection are left
 * out: their own rules decline them, and "a website for my shop" is still about a business.
 */
export function labelledMessages(): LabelledMessage[] {
  const kb = siteKnowledge();
  const answered = [...assistantExamples, ...intentExamples].filter((e) => e.unit !== "decline").map((e) => e.q);
  const declined = [...assistantExamples, ...intentExamples]
    .filter((e) => e.unit === "decline")
    .map((e) => e.q)
    .filter((q) => {
      const u = understand(q, kb);
      return !u.injection && !u.outOfScope;
    });
  return [
    ...businessExamples.map((e) => ({ q: e.q, offTopic: false })),
    ...answered.map((q) => ({ q, offTopic: false })),
    ...[...offTopicExamples, ...declined].map((q) => ({ q, offTopic: true })),
  ];
}

/** The model learned from `examples`, each side weighing the same in all (exported for the cross-validation test). */
export function train(examples: readonly LabelledMessage[] = labelledMessages()): Model {
  const vocabulary = vocabularyOf(
    examples.map((example) => example.q),
    MIN_EXAMPLES_PER_STEM,
  );
  const dimensions = meaningDimensions();
  const data = examples.flatMap((example) => {
    const x = features(example.q, vocabulary, dimensions);
    return x ? [{ x, y: example.offTopic ? 1 : 0 }] : [];
  });
  const positives = data.filter((d) => d.y === 1).length;
  const weightOf = (y: number) => data.length / (2 * Math.max(1, y === 1 ? positives : data.length - positives));
  const size = dimensions + vocabulary.size + 1;
  const weights = new Float32Array(size);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const gradient = new Float32Array(size);
    for (const { x, y } of data) {
      const g = (sigmoid(score(weights, x)) - y) * weightOf(y);
      for (let i = 0; i < x.meaning.length; i++) gradient[i] = (gradient[i] as number) + g * (x.meaning[i] as number);
      for (const i of x.stems) gradient[i] = (gradient[i] as number) + g * x.stemWeight;
      gradient[size - 1] = (gradient[size - 1] as number) + g;
    }
    for (let i = 0; i < size; i++)
      weights[i] =
        (weights[i] as number) - STEP * ((gradient[i] as number) / data.length + DECAY * (weights[i] as number));
  }
  const meanings = examples.flatMap((example) => {
    const meaning = unitMeaning(example.q);
    return meaning ? [{ meaning, offTopic: example.offTopic }] : [];
  });
  return { vocabulary, dimensions, weights, businessFrame: businessFrameOf(examples), examples: meanings };
}

let model: Model | undefined;

function trained(): Model {
  model ??= train();
  return model;
}

/** The probability that a message is about something other than a business; 0 when it has no known word. */
export function offTopicProbability(message: string, learned: Model = trained()): number {
  const x = features(message, learned.vocabulary, learned.dimensions);
  return x ? sigmoid(score(learned.weights, x)) : 0;
}

/**
 * How sure the classifier must be: of a short message, and of a longer one (which describes a situation, a
 * business's far more often than not). In ten-fold cross-validation, 0.6 finds two thirds of the private and
 * general messages and no business described in twelve words or fewer; the business nearest a private matter
 * reached 0.81.
 */
const SURE = 0.6;
const SURE_OF_LONGER = 0.85;
/** How sure it must be of a short message with a word of a business's frame ("enquiries", "stock"). */
const SURE_OF_SHORT_BUSINESS = 0.75;
/**
 * How sure it must be of a longer message without a word of a business's frame (no "customers", "orders",
 * "leads"): in ten-fold cross-validation, 0.5 finds 15 of the 33 longer private messages (0.85 alone: 4) and
 * flags none of the 312 longer messages about a business.
 */
const SURE_OF_LONGER_WITHOUT_BUSINESS = 0.5;
/** From this many words a message describes a situation. */
const SHORT_MESSAGE_WORDS = 12;

/** Examples nearest a message in meaning that vote on its side. */
const NEAREST = 7;
/** The share of them on the private side that, with the classifier leaning that way, says a longer message is. */
const NEAREST_PRIVATE = 4 / 7;
const LEANING = 0.4;

/** The share of the examples nearest `message` in meaning that are private matters or the world's. */
function nearestPrivateShare(message: string, learned: Model): number {
  const meaning = unitMeaning(message);
  if (!meaning) return 0;
  const nearest = learned.examples
    .map((example) => ({ similarity: cosine(meaning, example.meaning), offTopic: example.offTopic }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, NEAREST);
  return nearest.filter((n) => n.offTopic).length / NEAREST;
}

/** A message about the visitor's private life or the world at large ("my knee hurts when I run"). */
export function aboutPrivateLife(message: string, learned: Model = trained()): boolean {
  const length = message.split(/\s+/).filter(Boolean).length;
  const probability = offTopicProbability(message, learned);
  const business = stemsOf(message).some((stem) => learned.businessFrame.has(stem));
  if (length < SHORT_MESSAGE_WORDS) return probability >= (business ? SURE_OF_SHORT_BUSINESS : SURE);
  if (probability >= (business ? SURE_OF_LONGER : SURE_OF_LONGER_WITHOUT_BUSINESS)) return true;
  // Or the classifier leans that way and most of the examples nearest it in meaning are private ones: a private
  // account with a word or two of work in it ("since I started 12-hour days at my shop…").
  return probability >= LEANING && nearestPrivateShare(message, learned) >= NEAREST_PRIVATE;
}
