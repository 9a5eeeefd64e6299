/**
 * The consultative answer (ADR 044): a visitor who describes a business or a problem that no answer of the
 * site matches still gets the system(s) that fit, in the site's own words, and the free call; never the
 * off-topic decline. Which system fits is read from meaning (word vectors against each service page), so a
 * business the site never names still finds its system.
 */
import { assistantCopy } from "~/content/assistant";
import { businessExamples } from "~/content/assistant-businesses";
import { getPage } from "~/content/pages";
import { type Knowledge, SYSTEM_TOPICS, type SystemTopic, servicePages, type Unit } from "./knowledge.server";
import { systemsByClassifier } from "./business-classifier.server";
import { replyLink } from "./links";
import { commonWords } from "./common-words.server";
import { aboutPrivateLife } from "./off-topic-classifier.server";
import { cosine, meaningOf, pageSentences, wordMeaning } from "./similarity.server";
import { normalize, term as termOf, words as wordsOf } from "./text.server";
import { understand } from "./understand.server";

/** A description: enough words that say something (not "hi", not "what?"). */
const MIN_CONTENT_WORDS = 3;
/** How close to a system's page a message must be to count as about the business at all. */
const MIN_SIMILARITY = 0.4;
/** Words from which a message is a description of a situation whatever its words mean. */
export const DESCRIPTION_WORDS = 12;
/** A term of the site's subject: used by some of its answers, not by most. */
const SPECIFIC_IDF = 1.5;
/** Terms of the site's subject a short message needs to be about the business. */
const MIN_SPECIFIC_TERMS = 2;
/** Two systems closer than this to each other both fit. */
const TIE = 0.03;

/** Sentences of a page compared with a message: the best few, so one close sentence is not luck. */
const TOP_SENTENCES = 3;

let profiles: Map<SystemTopic, Float32Array[]> | undefined;

function systemProfiles(): Map<SystemTopic, Float32Array[]> {
  profiles ??= new Map(
    SYSTEM_TOPICS.map((topic, i) => [
      topic,
      pageSentences(servicePages[i] ?? servicePages[0]).flatMap((sentence) => meaningOf(sentence)?.vector ?? []),
    ]),
  );
  return profiles;
}

/** Each system's closeness to the message, best first; empty when the message says too little. */
export function systemsByMeaning(message: string): { topic: SystemTopic; similarity: number }[] {
  const meaning = meaningOf(message);
  if (!meaning || meaning.known < MIN_CONTENT_WORDS) return [];
  return [...systemProfiles()]
    .map(([topic, sentences]) => {
      const best = sentences
        .map((vector) => cosine(meaning.vector, vector))
        .sort((a, b) => b - a)
        .slice(0, TOP_SENTENCES);
      return { topic, similarity: best.reduce((sum, x) => sum + x, 0) / Math.max(1, best.length) };
    })
    .sort((a, b) => b.similarity - a.similarity);
}

type WordProfile = { vectors: Float32Array[]; baseline: number };
let wordProfiles: Map<SystemTopic, WordProfile> | undefined;

/** The closest meaning of any word of `vectors` to the unit vector `word`. */
function closest(vectors: readonly Float32Array[], word: Float32Array): number {
  let best = -1;
  for (const vector of vectors) {
    let dot = 0;
    for (let d = 0; d < vector.length; d++) dot += (vector[d] ?? 0) * (word[d] ?? 0);
    if (dot > best) best = dot;
  }
  return best;
}

/**
 * Each system's page as its distinct words, and how close an everyday word comes to them on average (so a
 * page with more words is not closer to everything).
 */
function systemWordProfiles(): Map<SystemTopic, WordProfile> {
  if (wordProfiles) return wordProfiles;
  const everyday = [...commonWords("en")]
    // Every fourth of the 2,000 most common words after the function words: enough for a mean, a quarter the cost.
    .filter(([, rank]) => rank >= 120 && rank < 2120 && rank % 4 === 0)
    .flatMap(([word]) => wordMeaning(word)?.vector ?? []);
  wordProfiles = new Map(
    SYSTEM_TOPICS.map((topic, i) => {
      const text = pageSentences(servicePages[i] ?? servicePages[0]).join(" ");
      const vectors = [...new Set(text.toLowerCase().match(/[a-z]+/g) ?? [])].flatMap(
        (word) => wordMeaning(word)?.vector ?? [],
      );
      const baseline = everyday.reduce((sum, word) => sum + closest(vectors, word), 0) / Math.max(1, everyday.length);
      return [topic, { vectors, baseline }];
    }),
  );
  return wordProfiles;
}

/**
 * Each system's closeness to the message word by word: every word of the message against the page's word
 * closest to it in meaning ("tenants" to "customers", "invoice" to "invoices"), rarer words weighing more, less
 * the closeness of an everyday word. Where the mean of a sentence blurs a message's one telling word, this
 * keeps it.
 */
export function systemsByWords(message: string): Map<SystemTopic, number> {
  const found = (message.toLowerCase().match(/[a-z]+/g) ?? []).flatMap((word) => wordMeaning(word) ?? []);
  const weights = found.reduce((sum, word) => sum + word.weight, 0);
  return new Map(
    [...systemWordProfiles()].map(([topic, profile]) => [
      topic,
      weights
        ? found.reduce((sum, word) => sum + word.weight * closest(profile.vectors, word.vector), 0) / weights -
          profile.baseline
        : 0,
    ]),
  );
}

/** An everyday English word from this rank on is rare enough in ordinary text to say what a message is about. */
export const EVERYDAY_RANK = 1000;
/** A term used by this share of the uses in one system's content belongs to that system's subject. */
const CONCENTRATED = 0.7;
/** A term used by a single answer of the site (its idf is the highest) says nothing about the site's subject. */
const SINGLE_USE_IDF = 4.5;
/** A term several answers use: its concentration in one system's content is not chance ("today"). */
const SEVERAL_USES_IDF = 3.5;

/**
 * The terms of a message that belong to the site's subject: terms of the site's answers that are not
 * everyday English ("invoices", "crm", "clients"), or that are used mostly by one system's content
 * ("support", "customer", "sales") by several answers. An everyday word the copy happens to use ("keep",
 * "back", "take", "last") says nothing about whether the visitor is describing a business. Each with its weight: a word
 * that is no everyday English at all ("chatbot", "crm") says it twice as clearly.
 */
export function topicalTerms(kb: Knowledge, message: string): Map<string, number> {
  const english = commonWords("en");
  const found = new Map<string, number>();
  for (const word of wordsOf(normalize(message))) {
    const t = termOf(word);
    if (!kb.knows(t)) continue;
    const rank = english.get(word) ?? Number.POSITIVE_INFINITY;
    const concentration = Math.max(0, ...kb.affinity(t).values());
    const used = kb.idf(t) <= SINGLE_USE_IDF;
    if (rank >= EVERYDAY_RANK || (concentration >= CONCENTRATED && kb.idf(t) <= SEVERAL_USES_IDF)) {
      const clear = rank === Number.POSITIVE_INFINITY && used;
      found.set(t, Math.max(found.get(t) ?? 0, clear ? 2 : 1));
    }
  }
  return found;
}

/** Businesses described nearest a message that vote on its system. */
const NEAREST_BUSINESSES = 5;
/** How much the nearest described businesses count beside the pages in ranking the systems. */
const EXAMPLES_WEIGHT = 0.2;
/**
 * How much the classifier learned from the same businesses counts (business-classifier.server.ts): 0.4 and 0.5
 * scored best on the tuning sets (0.1 to 0.7 tried).
 */
const CLASSIFIER_WEIGHT = 0.4;

let businesses: { system: SystemTopic; vector: Float32Array }[] | undefined;

/**
 * Each system's share of the businesses described nearest the message in meaning (examples written for each
 * system across many industries, app/content/assistant-businesses.ts), nearer ones weighing more.
 */
export function systemsByExamples(message: string): Map<SystemTopic, number> {
  businesses ??= businessExamples.flatMap((example) => {
    const meaning = meaningOf(example.q);
    return meaning ? [{ system: example.system, vector: meaning.vector }] : [];
  });
  const meaning = meaningOf(message);
  const shares = new Map<SystemTopic, number>();
  if (!meaning) return shares;
  const nearest = businesses
    .map((example) => ({ system: example.system, similarity: cosine(meaning.vector, example.vector) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, NEAREST_BUSINESSES);
  const total = nearest.reduce((sum, n) => sum + Math.max(0, n.similarity), 0);
  for (const n of nearest) shares.set(n.system, (shares.get(n.system) ?? 0) + Math.max(0, n.similarity) / (total || 1));
  return shares;
}

/** How much a system's own domain named in the message ("our support team") counts. */
const NAMED_WEIGHT = 0.1;

/** How much the site's own words count beside meaning in ranking the systems. */
const LEXICAL_WEIGHT = 0.2;

/** Each system's share of the message's terms in the site's content, rarer terms weighing more. */
function lexicalAffinity(kb: Knowledge, query: readonly string[]): Map<SystemTopic, number> {
  const shares = new Map<SystemTopic, number>();
  let total = 0;
  for (const term of new Set(query)) {
    const weight = kb.idf(term);
    for (const [system, share] of kb.affinity(term)) {
      // The flagship is the complete lead engine: its words speak for the revenue system.
      const topic = (system === "lead-os" ? "revenue" : system) as SystemTopic;
      if (!SYSTEM_TOPICS.includes(topic)) continue;
      shares.set(topic, (shares.get(topic) ?? 0) + share * weight);
      total += share * weight;
    }
  }
  if (total > 0) for (const [topic, value] of shares) shares.set(topic, value / total);
  return shares;
}

/**
 * Words for people who are not customers yet, or a sale lost for a late reply: the revenue system's domain, however
 * much the rest of the message speaks of customers ("new customers ask for a price and we reply two days later").
 */
const PROSPECTS =
  /\b(new|potential|prospective) (customers?|clients?|buyers?)\b|\bprospects?\b|\benquir(y|ies)\b|\binquir(y|ies)\b|\bleads?\b|\b(quote|estimate) requests?\b|\bask(s|ed|ing)? (us )?for a (quote|price|estimate)\b|\b(bought|booked|went|gone|signed)( it| up)? (elsewhere|with (someone|somebody|another|a competitor))\b/;

type Ranked = { topic: SystemTopic; similarity: number; score: number };

/** The systems ranked for a message by meaning, by the site's own words and by the businesses learned from. */
function rankSystems(kb: Knowledge, message: string, query: readonly string[], named: readonly string[]): Ranked[] {
  // Ranked by meaning and by the site's own words: which system's content uses the message's terms.
  const lexical = lexicalAffinity(kb, query);
  const byWords = systemsByWords(message);
  const byExamples = systemsByExamples(message);
  const byClassifier = systemsByClassifier(message);
  return systemsByMeaning(message)
    .map((s) => ({
      ...s,
      score:
        s.similarity +
        (byWords.get(s.topic) ?? 0) +
        LEXICAL_WEIGHT * (lexical.get(s.topic) ?? 0) +
        EXAMPLES_WEIGHT * (byExamples.get(s.topic) ?? 0) +
        CLASSIFIER_WEIGHT * (byClassifier.get(s.topic) ?? 0) +
        (named.includes(s.topic) ? NAMED_WEIGHT : 0) +
        (s.topic === "revenue" && PROSPECTS.test(normalize(message)) ? NAMED_WEIGHT : 0),
    }))
    .sort((a, b) => b.score - a.score);
}

/** Words from which a message is placed by the learned readings alone. */
const LEARNED_WORDS = 8;
/** The share of its vote each learned reading must give the one system. */
const LEARNED_SHARE = 0.6;

/** Whether the business classifier and the nearest businesses described both give `topic` a clear majority. */
export function learnedAgree(message: string, topic: SystemTopic): boolean {
  const share = (votes: Map<SystemTopic, number>) => votes.get(topic) ?? 0;
  return share(systemsByClassifier(message)) >= LEARNED_SHARE && share(systemsByExamples(message)) >= LEARNED_SHARE;
}

/** A clause that says enough to place on its own. */
const MIN_CLAUSE_WORDS = 6;
/** How clearly a clause must point to its system, ahead of the next, to count as a need of its own (0.05 to 0.2 tried on the tuning sets: 0.05 to 0.1 scored alike, 0.2 missed a second need). */
const CLAUSE_MARGIN = 0.1;

/** The system a clause of the message clearly asks for that is not `first`, if any. */
function otherNeed(kb: Knowledge, message: string, first: SystemTopic | undefined): Ranked | undefined {
  const clauses = message
    .split(
      /(?<=[.;!?])\s+|,?\s+(?:and|but|plus|also)\s+(?:on top of that|also|then|at the same time)\b|\bon top of that\b|\s+-\s+/i,
    )
    .map((clause) => clause.trim())
    // A question asks; only what the visitor tells of their business is a need.
    // And a need uses a word of the site's subject ("I hope you're well" is none).
    .filter(
      (clause) =>
        clause.split(/\s+/).length >= MIN_CLAUSE_WORDS && !clause.endsWith("?") && topicalTerms(kb, clause).size > 0,
    );
  if (clauses.length < 2) return undefined;
  for (const clause of clauses) {
    const clauseTerms = new Set(wordsOf(normalize(clause)).map(termOf));
    const [top, next] = rankSystems(kb, clause, [...clauseTerms], []);
    if (top && next && top.topic !== first && top.score - next.score >= CLAUSE_MARGIN) return top;
  }
  return undefined;
}

export type Consultation = { text: string; units: Unit[]; topic: SystemTopic | null };

/**
 * The system for the need a statement tells after the business ("we're a call centre, but the problem is our own
 * sales: …"), when that part alone clearly points to one system; null otherwise.
 */
export function problemToldConsultation(kb: Knowledge, message: string): Consultation | null {
  if (aboutPrivateLife(message)) return null;
  const told = problemTold(kb, message);
  if (!told) return null;
  const [top, next] = rankSystems(kb, told, [...new Set(wordsOf(normalize(told)).map(termOf))], []);
  if (!top || !next || top.score - next.score < CLAUSE_MARGIN) return null;
  const unit = kb.byId(`${top.topic}:problems`);
  return { text: unit.text, units: [unit], topic: top.topic };
}

/**
 * Where a message turns from what the business is to what hurts it ("…, but the problem is our own sales: …", "our
 * problem isn't X, it's that …"): what follows is the need to place.
 */
const TURN_TO_THE_PROBLEM =
  /\b(?:but|however)\b|\b(?:the|our|my)\s+(?:real\s+|main\s+|actual\s+|biggest\s+)?(?:problem|issue|headache|bottleneck|pain)\s+is\b|\bit'?s\s+that\b/gi;

/**
 * The part of `message` after its last turn to the problem, when what comes before it introduces the visitor's
 * business ("thanks, but I already booked…" does not) and what follows says enough to place on its own.
 */
function problemTold(kb: Knowledge, message: string): string | undefined {
  const turns = [...message.matchAll(TURN_TO_THE_PROBLEM)];
  const last = turns.at(-1);
  if (!last || last.index === undefined || last.index === 0) return undefined;
  if (!understand(message.slice(0, last.index), kb).introducesSelf) return undefined;
  const told = message.slice(last.index + last[0].length).replace(/^[\s:,]+/, "");
  if (told.split(/\s+/).length < MIN_CLAUSE_WORDS || topicalTerms(kb, told).size === 0) return undefined;
  return told;
}

/** The consultative answer to a described business or problem, or null when the message is not one. */
/** A quotation set apart by spaces or punctuation (not the apostrophe of "can't"), and a question quoted. */
const QUOTED = /(?<=^|[\s:,(])['"‘“]([^'"’”]{3,60}?)['"’”](?=$|[\s,.;:!?)])/g;
const QUOTED_QUESTION = /\b(how|what|when|where|is|are|do|does|can|have|has|did)\b/i;

export function consultation(
  kb: Knowledge,
  message: string,
  query: readonly string[],
  /**
   * `fitQuestion`: the visitor asked whether we fit their business: answered even when it is too short to place.
   * `named`: the topics the message names (the understanding's), a system's domain among them ("support").
   */
  { fitQuestion = false, named = [] as readonly string[] } = {},
): Consultation | null {
  // A private matter or a question about the world is no business to place, however its words resemble one.
  if (aboutPrivateLife(message)) return null;
  const byMeaning = systemsByMeaning(message);
  // Two or more questions quoted one after another are what the business's customers ask it.
  const quoted = [...message.matchAll(QUOTED)].filter((m) => QUOTED_QUESTION.test(m[1] ?? ""));
  const asPlaced = quoted.length >= 2 ? message.replace(QUOTED, " customers asking questions ") : message;
  const ranked = rankSystems(kb, asPlaced, query, named);
  // A message too short to have a meaning of its own that names the domain of one system ("swamped with support
  // tickets"): that system, when it says so in words of the site's subject.
  const namedSystems = [...new Set(named.filter((topic) => SYSTEM_TOPICS.some((system) => system === topic)))];
  const [namedOne] = namedSystems.length === 1 ? (namedSystems as SystemTopic[]) : [];
  if (ranked.length === 0 && namedOne) ranked.push({ topic: namedOne, similarity: 0, score: 0 });
  const [first] = ranked;
  // A business with two needs, each told in its own clause ("parents message us nonstop…, and I have no idea
  // which of our ads bring new families in"): the system each clause asks for, when they differ.
  const second = ranked.length > 1 ? (otherNeed(kb, message, first?.topic) ?? ranked[1]) : undefined;
  const twoNeeds = second !== undefined && second !== ranked[1];
  const best = byMeaning[0];
  const words = message.split(/\s+/).filter(Boolean).length;
  // Meaning alone cannot tell a request for its set-up from a business: a short message must also use
  // words of the site's own subject (a term its answers use and few of them share).
  const topical = topicalTerms(kb, message);
  const specific = query
    .filter((term) => kb.idf(term) >= SPECIFIC_IDF)
    .reduce((sum, term) => sum + (topical.get(term) ?? 0), 0);
  const close = best !== undefined && best.similarity >= MIN_SIMILARITY;
  const described = words >= DESCRIPTION_WORDS && specific >= 1;
  // Or both learned readings (the classifier and the nearest businesses described) place it on the system ranked
  // first: "we buy leads but half of them never get called" says "leads" only, too common a word of ours to count.
  const learned = words >= LEARNED_WORDS && first !== undefined && learnedAgree(message, first.topic);
  // Or it names the domain of the one system ranked first, in words of the site's subject.
  const namesFirst = namedOne !== undefined && first?.topic === namedOne && specific >= 1;
  const placed = (close && (specific >= MIN_SPECIFIC_TERMS || described)) || learned || namesFirst;
  if (!placed && !described && !fitQuestion) return null;
  const link = (topic: SystemTopic) => {
    const page = servicePages[SYSTEM_TOPICS.indexOf(topic)] ?? servicePages[0];
    return replyLink(page.path, page.name);
  };
  const book = replyLink(getPage("schedule").path, assistantCopy.bookLink);
  // Too little to place it (a short question whether we fit a bakery): how we usually help, and the call.
  if (!placed) {
    const systemsByNeed = fill(assistantCopy.systemsByNeed, {
      revenue: link("revenue"),
      cx: link("cx"),
      ops: link("ops"),
    });
    const text = fill(assistantCopy.consultOpen, { systemsByNeed, book });
    return { text, units: [], topic: null };
  }
  if (!first) return null;
  if (second && (twoNeeds || first.score - second.score < TIE))
    return { text: twoSystemsText(first.topic, second.topic), units: [], topic: null };
  const unit = kb.byId(`${first.topic}:problems`);
  return { text: unit.text, units: [unit], topic: first.topic };
}

/** Two systems that both fit what the visitor told, each with what it automates, and the free call. */
export function twoSystemsText(first: SystemTopic, second: SystemTopic): string {
  const page = (topic: SystemTopic) => servicePages[SYSTEM_TOPICS.indexOf(topic)] ?? servicePages[0];
  const link = (topic: SystemTopic) => replyLink(page(topic).path, page(topic).name);
  return fill(assistantCopy.consultTwo, {
    first: link(first),
    firstWhy: page(first).hero.eyebrow.toLowerCase(),
    second: link(second),
    secondWhy: page(second).hero.eyebrow.toLowerCase(),
    book: replyLink(getPage("schedule").path, assistantCopy.bookLink),
  });
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
