/**
 * The local assistant (no API key needed). It answers the question asked, from the site's own content:
 *
 * 1. An e-mail address is recorded as a lead and confirmed.
 * 2. Spanish, German and French get the core answers in that language; other languages an English answer
 *    that says so.
 * 3. Prompt injection and services the business does not offer are declined, with what we do instead.
 * 4. Otherwise the message is read for what it asks (a price, a duration, a count, a yes/no, a person, a
 *    contact channel...) and what about (a topic named, or the one the conversation was on when the message
 *    refers back), and the knowledge's answer units are ranked by their words, slot and topic. Below a
 *    confidence threshold the assistant says what it can help with and offers a person instead.
 */
import { type AnswerLanguage, assistantCopy, localizedAnswers } from "~/content/assistant";
import { figures } from "~/content/figures";
import { getPage } from "~/content/pages";
import { platforms, processSteps } from "~/content/home";
import { pricingPlans } from "~/content/lead-os";
import { site } from "~/content/site";
import { type ArticleUnit, articleAnswer, bestQuote, readMore } from "./article-knowledge.server";
import { commonWords } from "./common-words.server";
import {
  consultation,
  problemToldConsultation,
  DESCRIPTION_WORDS,
  EVERYDAY_RANK,
  learnedAgree,
  topicalTerms,
  twoSystemsText,
} from "./consult.server";
import { type ExampleMatch, knownToExamples, nearestExample, usedWith } from "./examples.server";
import { aboutPrivateLife } from "./off-topic-classifier.server";
import {
  type CoreIntent,
  coreIntent,
  detectLanguage,
  intentByExamples,
  type Language,
  usesOurWords,
} from "./language.server";
import { replyLink } from "./links";
import {
  answerText,
  audienceList,
  type Hit,
  type Knowledge,
  SYSTEM_TOPICS,
  type SystemTopic,
  siteKnowledge,
  type Slot,
  servicePages,
  systemPage,
  type Unit,
} from "./knowledge.server";
import type { ChatTurn, Responder, ResponderInput, ResponderReply } from "./responder.server";
import { findEmail } from "./responder.server";
import { normalize, partsOf, STOP_WORDS, term, termPairs, terms, withoutShorthand, words } from "./text.server";
import { asksForReading, parentTopic, type Understanding, understand } from "./understand.server";

/** How an answer came about (for the evaluation and the LLM's grounding). */
export type AnswerKind = "answer" | "lead" | "small-talk" | "localized" | "decline" | "unsure";

export type LocalAnswer = {
  message: string;
  kind: AnswerKind;
  language: Language;
  /** The answer units quoted, best first. */
  units: readonly Unit[];
  /** The topic the answer is about, carried into the next question. */
  topic: string | null;
  slots: readonly Slot[];
  /** The system answers the visitor's question which of ours fits what they told: no guess from shared words. */
  asked?: boolean;
  /** An answer of the site's own that quotes no unit (an audience or a tool the site does not list). */
  special?: boolean;
};

/**
 * What the conversation is on: the topic and question of the visitor's last answered message, the message, and
 * the answers it got (their unit ids).
 */
type Context = {
  topic: string | null;
  slots: readonly Slot[];
  answered?: readonly string[];
  /** The visitor's message itself. */
  question?: string;
  /** The systems the conversation has been on, oldest first. */
  systems?: readonly SystemTopic[];
  /** What the assistant said last. */
  said?: string;
};

/** "The other one", "the other system": of three systems, after two. */
const THE_OTHER = /\b(?:the )?(?:other|third|last|remaining) (?:one|system|option)\b/i;

/** "…, the support one" after "the other one": the words that name it, set apart. */
const NAMED_AFTER = /\s*[?,;:–-]+\s*(?:i mean |so )?the [a-z-]+(?: [a-z-]+)? one\b\s*\??/i;

/** The system "the other one" names: the one of three the conversation has not been on, after the other two. */
function theOtherSystem(u: Understanding, message: string, context: Context): SystemTopic | null {
  if (!THE_OTHER.test(message)) return null;
  // "The other one, the support one": the one named, when it is not the one the conversation is on.
  const named = SYSTEM_TOPICS.filter((system) => u.topics.includes(system));
  if (named.length > 0) return named.length === 1 && named[0] !== context.topic ? (named[0] ?? null) : null;
  const visited = new Set(context.systems ?? []);
  const left = SYSTEM_TOPICS.filter((system) => !visited.has(system));
  return visited.size === 2 && left.length === 1 ? (left[0] ?? null) : null;
}

/** "The other ones", "the other two": of three systems, after one. */
const THE_OTHERS = /\b(?:the )?(?:other|remaining) (?:ones|systems|two|options)\b/i;

/** The systems "the other ones" name: the two of three the conversation has not been on, after one. */
function theOtherSystems(u: Understanding, message: string, context: Context): SystemTopic[] {
  if (!THE_OTHERS.test(message) || u.topics.some((t) => SYSTEM_TOPICS.some((system) => system === t))) return [];
  const visited = new Set(context.systems ?? []);
  return visited.size === 1 ? SYSTEM_TOPICS.filter((system) => !visited.has(system)) : [];
}

/** "The first one", "the last step": a place in the list just answered. */
const PLACE_IN_LIST = /\b(?:the )?(first|second|third|fourth|last|final) (?:one|step|stage|phase)\b/i;
const PLACES: Record<string, (count: number) => number> = {
  first: () => 0,
  second: () => 1,
  third: () => 2,
  fourth: () => 3,
  last: (count) => count - 1,
  final: (count) => count - 1,
};

/** After the list of our steps, the step a place names ("what happens in the first one?"), by its title. */
function stepByPlace(message: string, context: Context): string | null {
  if (!context.answered?.some((id) => id === "process:steps" || id === "process:implementation")) return null;
  const place = PLACE_IN_LIST.exec(message)?.[1]?.toLowerCase();
  const step = place ? processSteps[PLACES[place]?.(processSteps.length) ?? -1] : undefined;
  return step ? message.replace(PLACE_IN_LIST, `the ${step.title} step`) : null;
}

/** "Is there one about X", "got another on Y": of the kind just given (an article). */
const ANOTHER_ONE_ON =
  /\b(is there|are there|have you got|do you have|you got|got|any)\s+(?:(?:also|maybe|perhaps) )?(one|another(?: one)?|something similar|a similar one|more)\s+(about|on|for|regarding|covering)\b/;

/** "The last one", "the second system", "the latter": a place in a list of our systems. */
const PLACE_OF_SYSTEM =
  /\b(?:the )?(first|second|third|last|final|middle) (?:one|system|option)\b|\bthe (latter|former)\b/i;
/** The words that name each system's domain, to read the order a list names them in. */
const SYSTEM_DOMAINS: readonly [SystemTopic, RegExp][] = [
  ["revenue", /\brevenue\b|\bsales\b|\bmarketing\b|\bleads?\b/i],
  ["cx", /\bcustomer (experience|support|service)\b|\bsupport\b|\bhelp ?desk\b/i],
  ["ops", /\boperational\b|\boperations\b|\bback[- ]?office\b|\bops\b|\badmin\b/i],
];

/** The systems a text names, in the order it names them. */
function systemsInOrder(text: string): SystemTopic[] {
  return SYSTEM_DOMAINS.flatMap(([system, pattern]) => {
    const at = pattern.exec(text)?.index;
    return at === undefined ? [] : [{ system, at }];
  })
    .sort((a, b) => a.at - b.at)
    .map((found) => found.system);
}

/**
 * The system a place names ("what does the last one do?") in the list of our systems just told of: the one the
 * assistant's last answer gave, else the one the visitor's last message gave ("one for sales, one for support…").
 */
function systemByPlace(message: string, context: Context): SystemTopic | null {
  const found = PLACE_OF_SYSTEM.exec(message);
  const place = (found?.[1] ?? found?.[2])?.toLowerCase();
  if (!place) return null;
  const lists = [context.said ?? "", context.question ?? ""].map(systemsInOrder).filter((list) => list.length >= 2);
  const [list] = lists;
  if (!list) return null;
  const index: Record<string, number> = {
    first: 0,
    former: 0,
    second: 1,
    middle: list.length === 3 ? 1 : -1,
    third: 2,
    last: list.length - 1,
    final: list.length - 1,
    latter: list.length - 1,
  };
  return list[index[place] ?? -1] ?? null;
}

/** A question whether something of ours fits a kind of business ("is it right for a small bakery?"). */
const FIT_QUESTION =
  /\b(is|are|would|will|could|does|do|can)\b.{0,40}\b(right for|suitable for|a (good |right )?fit for|work for|worth it for|make sense for|good for|ideal for|useful for|help) (a|an|my|our|small|local)\b/;

/** Which of our systems or products a visitor asks for ("what product covers it?"). */
const WHICH_OF_OURS =
  /\b(which|what) (one|(of (your|the) )?(systems?|products?|services?|solutions?|offers?|offerings?|packages?|programs?|options?))\b|\bwhich of (your|the|them|these|those)\b( \w+)?/;

const NO_CONTEXT: Context = { topic: null, slots: [] };
/**
 * A question for one of our channels ("which e-mail can I send it to?", "is there a number I can call?"): answered
 * with our contact details whatever else it names. A description that mentions e-mail is not one.
 */
const asksChannel = (text: string) =>
  /\b(which|what|your|what is the)\s+((actual|real|direct|proper|best)\s+)?(e ?mail|email|(?:in|mail) ?box|phone|telephone|number|address)\b|(\b(is there|do you have|have you got)|^(you )?(got|any))\s+((like|an?|any|actual|real|direct|proper)\s+){0,3}(e ?mail|email|(?:in|mail) ?box|phone|telephone|number|address)\b|\b(e ?mail|email|phone|number|address) (to|i can|we can|i could|we could) (ring|call|dial|write|text|reach|send)\b/.test(
    text,
  ) && text.split(/\s+/).length < 20;

/**
 * Whether what the visitor just said stands in the way ("is that a problem for you?", "dealbreaker?", "does
 * that matter?"): a question about their last message, answered as that message was.
 */
const ASKS_IF_IT_MATTERS =
  /^(?:(?:so|and|but|ok|okay|well)\s+)?(?:(?:is|would|will|could)\s+(?:that|this|it)\s+(?:be\s+)?(?:an?\s+)?(?:big\s+|real\s+)?(?:problem|issue|obstacle|deal ?-?breaker|concern|blocker|show ?-?stopper|ok|okay|fine|alright)|(?:does|will|would)\s+(?:that|this|it)\s+(?:matter|rule us out)|(?:an?\s+)?(?:problem|issue|deal ?-?breaker|blocker|show ?-?stopper))(?:\s+for\s+(?:you|your team|aiva))?\s*\??$/;

/** Which of ours we would pick for the business just described ("which one would you pick for us?"). */
const ASKS_WHICH_FOR_US =
  /^(?:(?:so|and|ok|okay|well)\s+)?(?:which|what) (?:one|system|of them|option)(?: would| do| should| can)? (?:you|we|i) (?:pick|recommend|suggest|go with|choose|start with|need)(?: for (?:us|me|that|this))?\s*\??$/;

/** Whether a message tells of the visitor's business: they say who they are, or it places as one. */
function describesBusiness(kb: Knowledge, message: string): boolean {
  const told = understand(message, kb);
  return told.introducesSelf || consultation(kb, message, told.query) !== null;
}

/** Words up to which "which system?" asks nothing but which of ours. */
const WHICH_ALONE_WORDS = 8;
/** What else such a question may say: that the one asked for meets the need just told ("would fix that"). */
const FITS_A_NEED =
  /^(fix|fixes|solve|solves|help|helps|suit|suits|fit|fits|work|works|handle|handles|sort|sorts|cover|covers|tackle|tackles|address|addresses|best|right|then|me|us|for|recommend|need|needs|pick|choose|start|go)$/;

/** Our consultations in the plural ("your two calls"): compared, they are the discovery call and the strategy session. */
const OUR_CALLS = /\b(calls|sessions|consultations)\b/;
const SITE_EMAIL = site.email;
/** Longest answer with a "read more" added (a chat reply, not a page). */
const MAX_ANSWER = 700;
/** Characters from which an answer already given is referred to rather than repeated. */
const LONG_ANSWER = 200;
/** The longest short form of an answer given again. */
const SHORT_FORM = 220;

/** How a sentence states the figure a kind of question asks for. */
const SLOT_FIGURES: Partial<Record<Slot, readonly RegExp[]>> = {
  duration: [
    /\b\d+(?:[-–]\d+)?\s*(?:-\s*)?(?:minutes?|hours?|days?|weeks?|months?)\b/i,
    /\b(?:weeks?|days?|months?)\s\d/i,
  ],
  price: [/\$\d/],
  // How many are left: a number of places ("3 spots remaining").
  count: [/\b\d+ [a-z]+ (remaining|left|available|open)\b/i],
};
/** The months ("may" left out: it is more often the verb). */
const MONTHS = "january|february|march|april|june|july|august|september|october|november|december";
/** A month asked about, by name or from now. */
const MONTH_ASKED = new RegExp(`\\b((next|this|coming|following) month|${MONTHS})\\b`);
/** A month named in an answer ("January 2027: 3 spots remaining"). */
const MONTH_NAMED = new RegExp(`\\b(${MONTHS})\\b`, "i");
/** A condition that something does not happen ("and if I don't hit that?", "what if it fails?"). */
const IF_NOT = /\bif\b.*\b(not|\w+n't|fails?|miss(es)?|never|no)\b/;
/** A clause that says what happens otherwise ("…within 60 days, or get your money back"). */
const OTHERWISE = /,\s*or\b|\b(otherwise|unless|if not)\b/;

/** Words from which an answer's opening sentence states what the answer is, rather than leading into it. */
const STATING_WORDS = 12;

/**
 * The gist of an answer for the question asked now: without its asides in parentheses, the sentence that
 * shares most words with the question, else its opening where that states what it is, else the first sentence
 * that states a figure or a link; cut at a word when long.
 */
function shortForm(text: string, question: string, slots: readonly Slot[] = [], units: readonly string[] = []): string {
  const sentences = text.match(/(?:[^.!?(]|\([^()]*\))+(?:[.!?]+(?=\s|$)|$)/g)?.map((x) => x.trim()) ?? [text];
  // The sentence that shares most words with what is asked now.
  // Words count once, and a shared start counts as the same word ("monthly", "month").
  // What is asked is in the question's own sentence ("bit steep upfront. instalments possible?"); the words of a
  // statement before it only break a tie.
  // Typed without a question mark, it is the closing clause that opens as a question ("oof, a lot in one go, any way
  // to split it").
  const closingClause = question
    .split(/[,.;!]\s+|\s+-+\s+/)
    .at(-1)
    ?.trim();
  const questionSentence =
    question.match(/[^.!?]*\?/g)?.at(-1) ??
    (closingClause &&
    closingClause !== question.trim() &&
    ASKING_CLAUSE.test(closingClause) &&
    terms(closingClause).length > 0
      ? closingClause
      : undefined);
  const asked = [...new Set(terms(questionSentence ?? question))];
  const aside = questionSentence ? [...new Set(terms(question))].filter((t) => !asked.includes(t)) : [];
  // ("sale" and "salesperson" too: one the start of the other.)
  const same = (a: string, b: string) =>
    a === b ||
    (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5)) ||
    (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
  // "And if I don't hit that?" asks what happens otherwise: the clause that says so ("…, or get your money back").
  const asksOtherwise = IF_NOT.test(question);
  // A word asked that no sentence uses ("can I split it?") is read through the words the answer's examples use
  // with it ("what's the split payment option"): half a word each.
  const used = (word: string) => sentences.some((x) => terms(x).some((t) => same(word, t)));
  const readThrough = [
    ...new Set(asked.filter((a) => !used(a)).flatMap((a) => units.flatMap((unit) => [...usedWith(unit, a)]))),
  ].filter((t) => !asked.includes(t));
  // A question of a length or a price is answered by the sentence (or aside) that states one ("(Week 1)").
  const figureAsked = slots.flatMap((slot) => SLOT_FIGURES[slot] ?? []);
  // "Next month", "in March": the sentence that names a month.
  const monthAsked = MONTH_ASKED.test(question.toLowerCase());
  const overlap = (sentence: string) => {
    const said = new Set(terms(sentence));
    const otherwise =
      (asksOtherwise && OTHERWISE.test(sentence) ? 1 : 0) + (monthAsked && MONTH_NAMED.test(sentence) ? 1 : 0);
    const figure = figureAsked.some((pattern) => pattern.test(sentence)) ? 1 : 0;
    const shared = (list: readonly string[]) => list.filter((a) => [...said].some((t) => same(a, t))).length;
    return shared(asked) + shared(aside) / 10 + shared(readThrough) / 2 + otherwise + figure;
  };
  const best = sentences.reduce<string | undefined>(
    (top, x) => (overlap(x) > (top === undefined ? 0 : overlap(top)) ? x : top),
    undefined,
  );
  // Nothing asked shared: the answer's opening where it says what the answer is ("That is exactly what … is
  // for: …"), else the first sentence that states a figure or links on ("We stand behind the results." says little).
  const [opening] = sentences;
  const stating = opening && opening.split(/\s+/).length >= STATING_WORDS ? opening : undefined;
  const onlyLink = (x: string) => /^\[[^\]]+\]\([^)]+\)[.!]?$/.test(x);
  const chosen = best ?? stating ?? sentences.find((x) => /\d|\]\(/.test(x) && !onlyLink(x)) ?? sentences[0] ?? text;
  // An aside in brackets stays only when it holds what is asked ("…guarantee (… or get your money back)").
  const gist = chosen.replace(/(?<!\])\s*\(([^()]*)\)/g, (aside, inner: string) => (overlap(inner) > 0 ? aside : ""));
  const short = gist.length <= SHORT_FORM ? gist : `${gist.slice(0, gist.lastIndexOf(" ", SHORT_FORM))}…`;
  // The way on (a link to ask or book) stays, so a short form is never a dead end.
  const onward = sentences.findLast((x) => /\]\(/.test(x));
  return onward && !/\]\(/.test(short) ? `${short} ${onward}` : short;
}
/** How a closing clause typed without a question mark opens when it asks ("any way to…", "can you…"). */
const ASKING_CLAUSE = /^(any|is|are|can|could|do|does|did|how|what|which|when|will|would|should|where|why|who)\b/i;
/** A question that checks what was just said ("is that per month?", "does it include VAT?"). */
const CHECKS_BACK = /^(?:so |and |but )?(is|are|was|does|do|did) (that|it|this|those|these)\b/;
/** Words up to which a question after an answer that nothing else answers is about that answer. */
const FOLLOW_UP_WORDS = 6;
/** Characters of a message read (the rest of a long paste is stored, not analysed). */
const MAX_READ = 400;
/** Earlier visitor messages read to know what "it" refers to. */
const CONTEXT_TURNS = 4;

const STRONG_SLOTS: readonly Slot[] = ["price", "duration", "count", "person", "contact", "most"];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

const links = () => ({
  book: replyLink(getPage("schedule").path, assistantCopy.bookLink),
  message: replyLink(getPage("contact").path, assistantCopy.messageLink),
});

function withNextStep(text: string): string {
  return `${text} ${assistantCopy.whatWeDo} ${fill(assistantCopy.nextStep, links())}`;
}

function related(a: string, b: string): boolean {
  return a === b || parentTopic(a) === b || parentTopic(b) === a;
}

/** Topics of one family: related, or two of the same parent (the two calls, two steps of the process). */
function kin(a: string, b: string): boolean {
  return related(a, b) || (parentTopic(a) !== null && parentTopic(a) === parentTopic(b));
}

type Scored = { hit: Hit; score: number; coverage: number };

/** How a term of the message weighs: its specificity in the site's answers, less for an everyday word the site uses. */
const weightOf = (kb: Knowledge, u: Understanding) => (t: string) => kb.idf(t) * (u.weights.get(t) ?? 1);

/**
 * How a term weighs in choosing between an article and the site's answer: its specificity in both, less for an
 * everyday word either uses ("goes", "matter"), which prose has as often as any other; a word neither uses keeps
 * its weight, so a question about something else stays about something else.
 */
const articleWeightOf = (kb: Knowledge, u: Understanding) => (t: string) =>
  kb.idfWithArticles(t) * (u.everyday.has(t) && (kb.knows(t) || kb.inArticles(t)) ? 0.5 : 1);

/** The share of what the message says that `matched` covers: its terms weighted by how specific they are. */
function coverageOf(
  kb: Knowledge,
  u: Understanding,
  matched: ReadonlySet<string>,
  // What the message is about; the words that only say what kind of answer it wants ("cost", "how long")
  // are matched by slot, not here (unless they are all there is).
  about: readonly string[] = u.subject.length > 0 ? u.subject : u.query,
  weight: (t: string) => number = weightOf(kb, u),
): number {
  // A little prior weight: a message of one everyday word matched by chance is not "fully covered".
  const total = about.reduce((sum, t) => sum + weight(t), 0) + 0.5;
  return about.filter((t) => matched.has(t)).reduce((sum, t) => sum + weight(t), 0) / total;
}

/** Slots that say little about the answer wanted: matching them is not enough to be confident. */
const WEAK_SLOTS: readonly Slot[] = ["definition", "list", "yesno"];
/** Topics that are things of the business (a weak match on one of them is a guess, not an answer). */
const GENERAL_TOPICS = new Set([
  "company",
  "contact",
  "process",
  "booking",
  "platforms",
  "guarantee",
  "after-launch",
  "demo",
]);

/** A question whether something is needed ("Do I need a chatbot?"), not whether we do it ("do you do chatbots?"). */
const NEEDED = /\b(need|needs|needed|have to|has to|must|require[sd]?|necessary|mandatory)\b/;
/** A question whether we do or offer something. */
const WE_DO = /\b(do|can|could|will|would) (you|aiva) (do|build|offer|make|provide|create|sell|set up|deliver)\b/;

/** The flagship set aside: one system asked about on its own, not the program. */
const NOT_THE_FLAGSHIP =
  /\b(not|other than|apart from|except|excluding|rather than|instead of) (the |your )?(lead ?os|flagship|(3|three)[- ]month program(me)?|program(me)?|big (one|package|program(me)?)|whole (package|program(me)?)|bundle|full package)\b/;

/** Asked of a lone system: never the flagship's answer (the flagship bundles all three). */
const ONE_OF_THE_SYSTEMS =
  /\b(a single|one|an individual|a standalone|just one|only one) (of (your|the) )?(ai )?(systems?|automations?)\b|\bindividual systems\b/;

/** Ranks the candidate units for a reading of the message, in the context of the conversation. */
function rank(
  kb: Knowledge,
  u: Understanding,
  topic: string | null,
  fromContext: boolean,
  slots: readonly Slot[],
): Scored[] {
  // Problem statements are answered by systemFor, not ranked against questions. A question that sets the flagship
  // aside is not answered from it.
  const setAside = (unit: Unit) =>
    (NOT_THE_FLAGSHIP.test(u.text) || ONE_OF_THE_SYSTEMS.test(u.text)) &&
    unit.topic !== undefined &&
    related(unit.topic, "lead-os");
  const hits = kb.search(u.query).filter((hit) => !hit.unit.id.endsWith(":problems") && !setAside(hit.unit));
  const top = hits[0]?.score ?? 1;
  const seen = new Set(hits.map((h) => h.unit.id));
  // Units on the topic, and the default answers of the slot, are candidates even when the message shares no
  // word with them ("how much is it?").
  for (const unit of kb.units) {
    if (seen.has(unit.id) || unit.id.endsWith(":problems") || setAside(unit)) continue;
    if ((topic && unit.topic && related(unit.topic, topic)) || (unit.fallbackFor && unit.fallbackFor === slots[0])) {
      hits.push({ unit, score: 0, matched: new Set(), inTitle: new Set(), pairs: new Set() });
    }
  }
  const [primary] = slots;
  // Whether the topic has its own answer of the kind asked ("how much is it?" about a system that has a price).
  const topicAnswers =
    topic !== null &&
    primary !== undefined &&
    kb.units.some(
      (x) =>
        x.topic &&
        related(x.topic, topic) &&
        (x.slots.includes(primary) || (x.topic === topic && x.topicSlots?.includes(primary))),
    );
  // Only words that say what kind of answer is wanted (a length, a price), about a topic: the topic and
  // the kind of answer decide, not which unit happens to share such a word.
  // Words any answer could use ("help", "work") say no more than none ("can you help with customer support?").
  const onlySlotWords = u.subject.every((t) => GENERIC_TERMS.has(t)) && topic !== null;
  return hits
    .map((hit) => {
      const { unit } = hit;
      const coverage = coverageOf(kb, u, hit.matched);
      let score = onlySlotWords ? 0 : 3 * coverage + hit.score / top;
      const own = topic && unit.topic === topic && unit.topicSlots ? [...unit.slots, ...unit.topicSlots] : unit.slots;
      // A unit whose main kind is the one asked (a length, for "how long is it") before one that also has it.
      if (primary && own[0] === primary) score += 1.55;
      else if (primary && own.includes(primary)) score += 1.5;
      else if (slots.some((s) => own.includes(s))) score += 0.7;
      else if (primary && STRONG_SLOTS.includes(primary) && own.length > 0) score -= 1.5;
      // "How long" asks a length, not how soon it starts: a unit on the speed ("How fast…?") ranks second.
      if (primary === "duration" && /\bhow long\b/.test(u.text) && /\bhow (fast|soon|quickly?)\b/i.test(unit.title))
        score -= 0.3;
      // An answer that opens "Yes" or "No" answers the question of its title ("Do I need a chatbot?"): a message
      // asking something else of the same thing ("do you do chatbots?") would be misled by that "No".
      if (/^(Yes|No)\b/.test(unit.text)) {
        if (NEEDED.test(unit.title.toLowerCase()) && WE_DO.test(u.text)) score -= 1.5;
        // Nor is its "Yes" or "No" the answer to a question that shares no word with it ("is it only for B2B?").
        else if (!terms(unit.title).some((t) => u.query.includes(t))) score -= 2;
      }
      // A fact the site does not state only when the message names it (its words: "trial", "pilot"), not for a
      // word its answer happens to say ("offer"): a charity's discount is not a pilot.
      if (unit.id.startsWith("unstated:") && !terms(unit.ask ?? "").some((t) => hit.matched.has(t))) score -= 3;
      // One audience ("SaaS companies") only when the message names it, not for a generic word of its title
      // ("what kind of businesses…?" asks for the list).
      if (
        unit.id.startsWith("audience:") &&
        unit.id !== "audience:all" &&
        [...hit.inTitle].every((t) => GENERIC_TERMS.has(t))
      )
        score -= 1.5;
      // A part of the topic the message names in the unit's title ("the guarantee on Lead OS") is as on topic
      // as the topic itself, and more specific.
      const namedPart =
        topic !== null &&
        unit.topic !== undefined &&
        related(unit.topic, topic) &&
        [...hit.inTitle].some((t) => u.subject.includes(t));
      if (topic && unit.topic) {
        if (unit.topic === topic || namedPart) score += fromContext ? 1.2 : 2;
        else if (related(unit.topic, topic)) score += fromContext ? 0.2 : 0.5;
        else if (!fromContext) score -= 2;
        // "Is X part of it?": a thing of another topic is not part of this one.
        else if (u.partOfIt) score -= 1.5;
      } else if (!topic && unit.topic && !GENERAL_TOPICS.has(unit.topic)) {
        score -= 0.5;
      }
      if (
        primary &&
        unit.fallbackFor === primary &&
        (u.subject.length === 0 ||
          primary === "booking" ||
          (primary === "contact" && asksChannel(u.text)) ||
          (primary === "duration" && asksOneSystem(u)) ||
          (primary === "audience" && u.subject.every((t) => GENERIC_TERMS.has(t)))) &&
        (!topic || (fromContext && !topicAnswers))
      ) {
        score += 2;
      }
      return { hit, score, coverage };
    })
    .sort((a, b) => b.score - a.score);
}

type Pick = {
  unit: Unit;
  topic: string | null;
  slots: readonly Slot[];
  /** The message's terms the unit has, in all its words and in its title, and its phrases the unit has. */
  matched: ReadonlySet<string>;
  inTitle: ReadonlySet<string>;
  pairs: ReadonlySet<string>;
  /** The topic came from the conversation ("does it do invoices?"). */
  fromContext: boolean;
};

/** A unit's opening "Yes." or "No." answers a yes/no question only ("who builds it?" gets "We handle…"). */
function withoutYesNo(text: string, slots: readonly Slot[]): string {
  if (slots.includes("yesno")) return text;
  const rest = text.replace(/^(Yes|No)[.:,]\s+/, "");
  return rest === text ? text : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * What happens after the launch is the question whatever system it names ("the support system goes live, then
 * what?"); of the flagship program, named or the conversation's, it is the program's own launch support.
 */
function afterLaunchTopic(u: Understanding, context: Context): string | null {
  // In a business described, "maintenance requests" are the visitor's own.
  if (!u.topics.includes("after-launch") || words(u.text).length >= DESCRIPTION_WORDS) return null;
  // The time to go live is asked ("until", "how soon"), not what follows the launch.
  if (/\b(until|till|before|how long|how soon|when will)\b/.test(u.text)) return null;
  const ofProgram = (topic: string | null) =>
    topic !== null && (topic === "lead-os" || parentTopic(topic) === "lead-os");
  // A bare "support" in such a message is that help, not the CX system.
  const others = u.topics.filter(
    (topic) => topic !== "after-launch" && (topic !== "cx" || /\b(customer|help ?desk|tickets?|cx)\b/.test(u.text)),
  );
  const program = others.some(ofProgram) || (others.length === 0 && ofProgram(context.topic));
  return program ? "launch-support" : "after-launch";
}

/** The answer unit for one reading of a message, or null when no unit answers it with confidence. */
function pick(kb: Knowledge, u: Understanding, context: Context, named?: string): Pick | null {
  const topicOverride = named ?? afterLaunchTopic(u, context) ?? undefined;
  const explicit = topicOverride ?? u.topics[0] ?? null;
  const useContext = !explicit && u.followUp && context.topic !== null;
  // A question about the length of the whole thing, after a month of the program: the program itself.
  const whole = useContext && /\b(whole|entire|overall|total|altogether|in all)\b/.test(u.text);
  const contextTopic = context.topic && whole ? (parentTopic(context.topic) ?? context.topic) : context.topic;
  const topic = explicit ?? (useContext ? contextTopic : null);
  const onlyWeak = u.slots.every((s) => WEAK_SLOTS.includes(s));
  const slots = u.sameQuestion && onlyWeak && context.slots.length > 0 ? context.slots : u.slots;
  const all = rank(kb, u, topic, useContext, slots);
  // One of two things compared: its own answer, not a neighbour's that shares more words with the question.
  const onTopic = topicOverride ? all.filter((r) => r.hit.unit.topic === topicOverride) : [];
  const ranked = onTopic.length > 0 ? onTopic : all;
  const best = ranked[0];
  if (!best) return null;
  const unit = best.hit.unit;
  const own = topic && unit.topic === topic && unit.topicSlots ? [...unit.slots, ...unit.topicSlots] : unit.slots;
  const strongSlotMatch = slots.some((s) => !WEAK_SLOTS.includes(s) && own.includes(s));
  const slotMatch = slots.some((s) => own.includes(s));
  const topicMatch = topic !== null && unit.topic !== undefined && related(unit.topic, topic);
  // A request to book is one whatever else it says ("with your team", "next week").
  const fallback =
    unit.fallbackFor !== undefined &&
    unit.fallbackFor === slots[0] &&
    (u.subject.length === 0 ||
      slots[0] === "booking" ||
      (slots[0] === "contact" && asksChannel(u.text)) ||
      (slots[0] === "duration" && asksOneSystem(u)) ||
      (slots[0] === "audience" && u.subject.every((t) => GENERIC_TERMS.has(t))));
  const titled = [...best.hit.inTitle].some((t) => kb.idf(t) > 2);
  const confident =
    best.coverage >= 0.5 ||
    (best.coverage >= 0.4 && titled) ||
    // The kind of answer asked, by the unit whose title names what is asked ("what are your systems?").
    (best.coverage >= 0.4 && slotMatch && best.hit.inTitle.size > 0) ||
    (best.coverage >= 0.25 && (strongSlotMatch || topicMatch)) ||
    // A length, a price… asked, and the unit on it shares a few of the message's words ("how soon after signing do
    // things start": the first results within days).
    (best.coverage >= 0.2 && strongSlotMatch) ||
    // A thing of ours named, and nothing asked of it but whether we do it ("can you help with lead generation?"):
    // its own answer.
    // So does a thing asked of in the visitor's everyday words ("do you stick around after launch or is it ta-ta?"):
    // words no answer of the site uses, or everyday ones, ask nothing the site could answer instead.
    (explicit !== null &&
      unit.topic === explicit &&
      (isQuestion(u.text, u) || /\b(do|does|will|would|can|could) you\b/.test(u.text)) &&
      u.subject.every((t) => GENERIC_TERMS.has(t) || !kb.knows(t) || u.everyday.has(t))) ||
    (topicMatch && slotMatch) ||
    // One of two things compared: its own answer, whatever the comparison asks.
    (topicOverride !== undefined && topicMatch) ||
    fallback;
  if (!confident) return null;
  return {
    unit,
    // The more specific thing named stays the subject of the conversation (a session, answered by the
    // booking answer): a length asked next is then that session's.
    topic: explicit && unit.topic && parentTopic(explicit) === unit.topic ? explicit : (unit.topic ?? topic),
    slots,
    matched: best.hit.matched,
    inTitle: best.hit.inTitle,
    pairs: best.hit.pairs,
    fromContext: useContext && !explicit,
  };
}

/** The system a problem statement describes, as the site's answer. */
const solverPick = (unit: Unit): Pick => ({
  unit,
  topic: unit.topic ?? null,
  slots: [],
  matched: new Set(),
  inTitle: new Set(),
  pairs: new Set(),
  fromContext: false,
});

/** How much a unit is about a message: the share of its words, in the unit's words, title and phrases. */
type Aboutness = { coverage: number; titleCoverage: number; phrases: number };

type ArticlePick = Aboutness & { unit: ArticleUnit };

/** One number for how much a unit is about the message: its words, and its title and phrases more. */
const aboutness = (a: Aboutness) => 3 * a.coverage + a.titleCoverage + 0.5 * a.phrases;

/** The share of the message's phrases (neighbouring terms, weighted) that `pairs` has. */
function phraseCoverage(u: Understanding, pairs: ReadonlySet<string>, weight: (t: string) => number): number {
  const all = [...termPairs(u.query)];
  const pairWeight = (pair: string) => pair.split(" ").reduce((sum, t) => sum + weight(t), 0);
  const total = all.reduce((sum, pair) => sum + pairWeight(pair), 0);
  return total === 0
    ? 0
    : all.filter((pair) => pairs.has(pair)).reduce((sum, pair) => sum + pairWeight(pair), 0) / total;
}

/** How much a hit is about the message, every word of it counted with `weight`. */
function aboutnessOf(
  kb: Knowledge,
  u: Understanding,
  hit: { matched: ReadonlySet<string>; inTitle: ReadonlySet<string>; pairs: ReadonlySet<string> },
  weight: (t: string) => number,
): Aboutness {
  return {
    coverage: coverageOf(kb, u, hit.matched, u.query, weight),
    titleCoverage: coverageOf(kb, u, hit.inTitle, u.query, weight),
    phrases: phraseCoverage(u, hit.pairs, weight),
  };
}

/** The article section that is most about the message, when one covers enough of it. */
function articleFor(kb: Knowledge, u: Understanding): ArticlePick | null {
  // A message that names nothing but a word every answer could use ("how does it work?") is not an article's.
  if (!u.asksReading && u.subject.length > 0 && u.subject.every((t) => GENERIC_TERMS.has(t))) return null;
  const hits = kb.searchArticles(u.query, 12);
  const top = hits[0]?.score ?? 1;
  let best: (ArticlePick & { rank: number; matched: ReadonlySet<string> }) | null = null;
  // An article is about all the message says: the things it names ("support" in "how do I design a support
  // agent") and the words that say what kind of answer it wants ("numbers", "speed").
  const weight = articleWeightOf(kb, u);
  for (const hit of hits) {
    const about = aboutnessOf(kb, u, hit, weight);
    // A section shares a word or two with many messages ("Instagram", "CRM"); it answers one that its heading
    // (or its article's title) names, or that it says in the message's own phrase.
    if (about.titleCoverage === 0 && about.phrases === 0) continue;
    const rank = aboutness(about) + (0.5 * hit.score) / top;
    if (!best || rank > best.rank) best = { unit: hit.unit, ...about, rank, matched: hit.matched };
  }
  if (!best) return null;
  // Asked for something to read, the visitor wants an article: the one most about it, on less of a match, and
  // of what the articles can say at all (no article uses "annoy" or "rambling").
  if (u.asksReading) {
    const sayable = u.query.filter((t) => kb.inArticles(t));
    return coverageOf(kb, u, best.matched, sayable, weight) >= ARTICLE_COVERAGE_ASKED ? best : null;
  }
  return best.coverage < ARTICLE_COVERAGE ? null : best;
}

/** Least share of the message an article section must cover to answer it or be read on. */
const ARTICLE_COVERAGE = 0.5;
/** The same where the visitor asks for something to read, of the terms the articles use (0.3 and 0.5 tried). */
const ARTICLE_COVERAGE_ASKED = 0.3;
/** How much more an article section must be about the message than the site's answer to replace it. */
const ARTICLE_MARGIN = 0.5;

/** The systems: a question about one of them in general may be one an article answers in depth. */
const SYSTEMS = new Set(["revenue", "cx", "ops", "lead-os"]);

/** Whether the site's answer gives a fact of the business the message asks for: a price, a duration... */
function givesFactAsked(site: Pick, u: Understanding): boolean {
  const own = [...site.unit.slots, ...(site.unit.topicSlots ?? [])];
  return u.slots.some((s) => (STRONG_SLOTS.includes(s) || s === "booking") && own.includes(s));
}

/**
 * Whether an article answers the message better than the site's own answer: never a question about one of the
 * business's own things (a month of the program, a workflow, a step...) or one of its facts, nor a statement
 * of a problem (the system that solves it is the answer); otherwise when the article is clearly more about it.
 */
function articleWins(kb: Knowledge, article: ArticlePick, site: Pick, u: Understanding, asks: boolean): boolean {
  if (!asks || site.fromContext || givesFactAsked(site, u)) return false;
  const named = u.topics[0];
  if (named && !SYSTEMS.has(named) && site.unit.topic && related(site.unit.topic, named)) return false;
  if (!aboutNamed(article, u)) return false;
  // Measured alike: every word of the message.
  return aboutness(article) > aboutness(aboutnessOf(kb, u, site, articleWeightOf(kb, u))) + ARTICLE_MARGIN;
}

/**
 * Whether the site's answer gets the article as a "read more": an article on the same system as the answer,
 * whose section is about what the message asks (in its heading too).
 */
function readsOn(article: ArticlePick, site: Pick, u: Understanding): boolean {
  const system = article.unit.system;
  return (
    !givesFactAsked(site, u) &&
    aboutNamed(article, u) &&
    system !== null &&
    site.unit.topic !== undefined &&
    related(site.unit.topic, system) &&
    article.coverage >= 0.6 &&
    article.titleCoverage >= 0.3
  );
}

/** Whether the article is about the system the message names, if it names one. */
function aboutNamed(article: ArticlePick, u: Understanding): boolean {
  const system = u.topics.find((t) => SYSTEMS.has(t) || SYSTEMS.has(parentTopic(t) ?? ""));
  return !system || !article.unit.system || related(article.unit.system, system);
}

/**
 * The site's unit named after what the message asks (its title holds most of the message), on the topic of
 * the site's answer: a more specific answer than the one the ranking chose.
 */
function dedicatedUnit(kb: Knowledge, u: Understanding, site: Pick): Pick | null {
  const weight = articleWeightOf(kb, u);
  for (const hit of kb.search(u.query, 10)) {
    if (hit.unit === site.unit || hit.unit.id.endsWith(":problems") || !hit.unit.topic || !site.unit.topic) continue;
    if (!related(hit.unit.topic, site.unit.topic)) continue;
    const about = aboutnessOf(kb, u, hit, weight);
    if (about.titleCoverage >= DEDICATED_TITLE) {
      return { ...site, unit: hit.unit, matched: hit.matched, inTitle: hit.inTitle, pairs: hit.pairs };
    }
  }
  return null;
}

/** The share of a message a site unit's title must hold to be the unit dedicated to it. */
const DEDICATED_TITLE = 0.6;

/** A question, not a statement: a question mark, a kind of answer asked for, or a question word first. */
const isQuestion = (message: string, u: Understanding) =>
  /\?\s*$/.test(message) || u.slots.length > 0 || ASKS.test(u.text) || ASKS.test(message.toLowerCase());

/** A question word opening the message, or a clause after a preamble ("be honest, what do clients see"). */
const ASKS = /(^|[,:;]\s*)(how|what|why|when|which|who|where|should|can|could|do|does|is|are)\b/;

/**
 * A statement of a problem rather than a question ("the weekly board pack takes our analyst two days"):
 * the system whose problems (its page's pain points, the home page's challenges) read most like it, when
 * one clearly does.
 */
function systemFor(kb: Knowledge, u: Understanding): Unit | null {
  if (u.slots.some((s) => !WEAK_SLOTS.includes(s))) return null;
  const problems = kb.search(u.query, 80).filter((hit) => hit.unit.id.endsWith(":problems"));
  const [first, second] = problems;
  const topical = topicalTerms(kb, u.text);
  const telling = first ? [...first.matched].filter((t) => kb.idf(t) > 1.5 && topical.has(t)) : [];
  if (!first || telling.length < 2 || coverageOf(kb, u, first.matched) < 0.2) return null;
  if (second && second.score > 0.8 * first.score) return null;
  return aboutPrivateLife(u.text) ? null : first.unit;
}

/**
 * "And the other one, for X?" after a system's answer: the same answer for the system now named (its
 * "problems", "price" or "audiences" answer; after a part of a system, the system that fits), not whichever
 * unit of it shares a word with the message.
 */
function sameQuestionSibling(kb: Knowledge, u: Understanding, context: Context): Unit | null {
  // "And the shorter one?" after one of our two calls: the other call.
  const otherSession = { "session:discovery": "session:strategy", "session:strategy": "session:discovery" }[
    context.topic ?? ""
  ];
  if (
    otherSession &&
    u.topics.length === 0 &&
    /\b(other|shorter|longer|short|long|first|second) (one|call|session|option)\b/.test(u.text)
  ) {
    return kb.units.find((unit) => unit.topic === otherSession) ?? null;
  }
  // "The longer one?" after how to book, which offers both calls: the call of that length.
  const byLength = /\b(longer|long|shorter|short|quick|quicker)(est)? (one|call|session|option)\b/.exec(u.text);
  if (context.topic === "booking" && u.topics.length === 0 && byLength) {
    const topic = /^long/.test(byLength[1] ?? "") ? "session:strategy" : "session:discovery";
    return kb.units.find((unit) => unit.topic === topic) ?? null;
  }
  if (!u.sameQuestion || !context.answered) return null;
  const named = u.topics.find((t) => SYSTEM_TOPICS.some((topic) => topic === t));
  if (!named) return null;
  for (const id of context.answered) {
    const [topic, kind] = id.split(":");
    if (!kind || topic === named || !SYSTEM_TOPICS.some((t) => t === topic)) continue;
    // A part of one system ("Sales Enablement") has no twin in the other: the other system, as a fit.
    const sibling =
      kb.units.find((unit) => unit.id === `${named}:${kind}`) ??
      kb.units.find((unit) => unit.id === `${named}:problems`);
    if (sibling) return sibling;
  }
  return null;
}

/**
 * "And Pipedrive?" after "do you work with HubSpot?": the previous question again, its most specific word
 * replaced by what is named now ("do you work with Pipedrive?"), when the site does not know it. Null when the
 * message names a topic or asks its own kind of question, which the reading of it answers.
 */
function sameQuestionAbout(kb: Knowledge, u: Understanding, message: string, context: Context): string | null {
  if (!u.sameQuestion || !context.question || u.topics.length > 0 || u.slots.length > 0) return null;
  // "The shorter one" picks among what was offered; it names nothing new. Nor does a condition on the answer
  // before ("and if I don't hit that?"): it asks about that answer, not the same question of something else.
  if (/\bones?\b/.test(u.text) || /\b(if|unless|that|this|it)\b/.test(u.text)) return null;
  // Only for what the site never names: a thing it knows is answered from the conversation's topic as it is.
  const named = words(normalize(message)).filter((w) => u.subject.includes(term(w)));
  if (named.length === 0 || named.some((w) => kb.knows(term(w)))) return null;
  const before = understand(context.question.slice(0, MAX_READ), kb);
  const [replaced] = before.subject.filter((t) => !GENERIC_TERMS.has(t)).sort((a, b) => kb.idf(b) - kb.idf(a));
  const previous = words(normalize(context.question.slice(0, MAX_READ)));
  const at = previous.findIndex((w) => term(w) === replaced);
  if (at < 0 || !replaced) return null;
  // Named in place of a tool, it is a tool ("do you work with HubSpot?", "and Zoho?"), not a kind of business.
  if (PLATFORM_TERMS.has(replaced)) return `does it integrate with ${named.join(" ")}?`;
  return [...previous.slice(0, at), ...named, ...previous.slice(at + 1)].join(" ");
}

/**
 * "Which page should I look at?", "got a link?" while the conversation is on one of our systems or the
 * program: that one's overview, which links its page.
 */
function pageAsked(kb: Knowledge, u: Understanding, context: Context): Unit | null {
  if (u.topics.length > 0 || !context.topic) return null;
  // Its page, or which of our systems the thing just answered belongs to ("which one is that under?").
  const page = /\b(page|link|url|website|read more|more (info|information|details))\b/.test(u.text);
  const whichSystem =
    /\b(which|what) (of (your|the|these) )?(one|systems?|services?|products?)\b/.test(u.text) &&
    /\b(that|it|this|those)\b/.test(u.text);
  if (!page && !whichSystem) return null;
  if (u.slots.some((s) => !WEAK_SLOTS.includes(s))) return null;
  return kb.units.find((unit) => unit.id === `${context.topic}:overview`) ?? null;
}

/**
 * Whether a message names a subject of its own: a word of the site's subject that is no everyday English word
 * ("first" in "got something I can read about it first?" is one).
 */
function namesOwnSubject(kb: Knowledge, text: string, subject: readonly string[]): boolean {
  const topical = topicalTerms(kb, text);
  const english = commonWords("en");
  return words(text).some(
    (w) =>
      subject.includes(term(w)) &&
      topical.has(term(w)) &&
      (english.get(w) ?? Number.POSITIVE_INFINITY) >= EVERYDAY_RANK,
  );
}

/**
 * Something to read asked for with nothing named ("any articles about it?"): the articles on the system the
 * conversation is on, each by its title.
 */
function articlesOnTopic(kb: Knowledge, u: Understanding, context: Context): { message: string; units: Unit[] } | null {
  // Something to read on what was discussed: the message names no subject of its own.
  if (!u.asksReading || namesOwnSubject(kb, u.text, u.subject) || !context.topic) return null;
  const system = parentTopic(context.topic) ?? context.topic;
  const onSystem = kb.articles.filter((unit) => unit.system === system && !unit.id.includes("#"));
  // The article on what the visitor last asked ("our monday numbers take forever"), when it is another system's
  // than the answer they got: that one, as they asked for it.
  const previous = context.question ? understand(context.question, kb) : null;
  const pick = previous ? articleFor(kb, { ...previous, asksReading: true }) : null;
  const pickOpening = pick && kb.articles.find((unit) => unit.id === pick.unit.id.split("#")[0]);
  const openings = pickOpening && !onSystem.includes(pickOpening) ? [pickOpening] : onSystem;
  if (openings.length === 0) return null;
  const links = openings.map((unit) => replyLink(unit.path, `“${unit.title}”`));
  const articles = links.length > 1 ? `${links.slice(0, -1).join(", ")} and ${links[links.length - 1]}` : links[0];
  return { message: fill(assistantCopy.articlesOn, { articles: articles ?? "" }), units: openings };
}

/** A question whether we (or our AI) do something. */
const CAN_YOU =
  /^(?:so |and |but )?(?:can|could|do|does|will|would) (?:you|aiva|ai|the ai|your (?:ai|system|systems|bot|agents?))\b/;

/** " We build it as part of …" for an article's system (a system, or the flagship), else nothing. */
function builtBy(system: string | null): string {
  const page =
    system === "lead-os"
      ? { path: site.flagship.path, name: site.flagship.name }
      : SYSTEM_TOPICS.find((topic) => topic === system) && systemPage(system as SystemTopic);
  return page ? ` ${fill(assistantCopy.builtIn, { system: replyLink(page.path, page.name) })}` : "";
}

/** The words a question opens with. */
const QUESTION_OPENING =
  /^(how|what|what's|whats|when|who|which|where|why|do|does|did|is|are|can|could|will|would|should|have|has)\b/i;

/** A request that is not worded as a question ("your phone number please", "send me the prices"). */
const REQUEST = /\b(please|pls|plz)\b|^(tell|give|send|show|share|email|e-mail)\b/i;

/**
 * An acknowledgement a visitor opens with, set apart, before they ask on ("cool. where do we begin?"). Run on
 * ("ok and if we start next month?"), it is part of the question.
 */
const ACKNOWLEDGEMENT =
  /^(?:(?:ok|okay|cool|great|nice|perfect|awesome|alright|got it|sounds good|makes sense|i see|understood|fair enough)\s*[,.!:;-]+\s*)+(?=\S+\s+\S+)/i;

/** The message without the acknowledgement it opens with, when something follows it. */
const withoutAcknowledgement = (message: string) => message.replace(ACKNOWLEDGEMENT, "");

/** Splits a message of two questions ("price of X, and its timeline?") into its questions (at most two). */
function clauses(text: string): string[] {
  // Shorthand written out, so "n r the calls free" splits where "and are the calls free" would.
  const message = withoutShorthand(text);
  const parts = message
    .split(
      /\?\s+|,?\s+(?:and|also|plus|but|&|n)\s+(?=(?:how|what|when|who|which|where|why|do|does|did|is|are|can|could|will|would|should|shall|has|have|must|may|if)\b)|,?\s+(?:and also|as well as|and then also)\s+|\s*[;\n]\s*|,?\s+(?:btw|by the way|oh and|oh also)[,:]?\s+|\s+\/\s+|\s+\+\s+|\s*\b[12][).]\s+|\s+\((?:and |also |plus )?(?=(?:how|what|when|who|which|where|why|do|does|is|are|can|could|will|would)\b)/i,
    )
    .map((p) => p.trim())
    .filter((p) => p.length > 2);
  if (parts.length > 1) return parts.slice(0, 2);
  // "Tell me about your guarantee and the onboarding": the same request of both things.
  const about =
    /^(.*?\b(?:tell me about|tell me more about|info on|information on|explain|details on|what about))\s+(.+?)\s+and\s+(?:also\s+)?(.+)$/i.exec(
      message.trim(),
    );
  // Each a thing of its own ("your guarantee"), not the halves of one ("sales and marketing").
  const thing = (part: string) => part.split(/\s+/).length >= 2;
  if (about?.[1] && about[2] && about[3] && thing(about[2]) && thing(about[3]) && !/\b(and|or)\b/.test(about[3]))
    return [`${about[1]} ${about[2]}`, `${about[1]} ${about[3]}`];
  return [message];
}

/**
 * The polite "you" of each language: a visitor who uses it is addressing the company ("¿Qué ofrecen
 * ustedes?"), whereas the weather, a poem or a recipe is asked of the bot, if of anyone.
 */
const FORMAL_YOU: Record<AnswerLanguage, RegExp> = {
  es: /\b(usted(es)?|su|sus|vuestr\w*)\b/u,
  de: /\b(sie|ihnen|ihre?[mnrs]?)\b/u,
  fr: /\b(vous|votre|vos)\b/u,
  pt: /(?<![\p{L}])(voc[eê]s?|seus?|suas?)(?![\p{L}])/u,
  it: /\b(voi|vostr\w*|lei|vi|avete|siete|fate|potete)\b/u,
};

/** "We" and "our" in each language: a visitor who speaks of their own business describes it. */
const OUR_OWN: Record<AnswerLanguage, RegExp> = {
  es: /(?<![\p{L}])(nosotr[oa]s|nuestr[oa]s?|somos|tenemos|mi|mis)(?![\p{L}])/u,
  de: /\b(wir|uns|unser\w*|mein\w*)\b/u,
  fr: /\b(nous|notre|nos|mon|ma|mes)\b/u,
  pt: /(?<![\p{L}])(nós|nosso|nossa|nossos|nossas|somos|temos|meu|minha|meus|minhas)(?![\p{L}])/u,
  it: /\b(noi|nostr[oaie]|siamo|abbiamo|mio|mia|miei|mie)\b/u,
};

/** Words up to which a message in another language that asks no core question is read as off-topic. */
const SHORT_MESSAGE_WORDS = 8;
/** Words up to which one that also uses no word of our subject is (a longer one describes a business). */
const FEW_WORDS = 14;

function localized(
  language: AnswerLanguage,
  message: string,
  previous: CoreIntent | null,
  /** The system the conversation is on: its price is asked, not the program's. */
  system: SystemTopic | null = null,
  /** A prompt injection: declined whatever else it asks. */
  injection = false,
): { text: string; intent: CoreIntent | null } {
  const copy = localizedAnswers[language];
  const amounts = (i: 1 | 2 | 3) => pricingPlans[i].price.match(/\$[\d,]+/g) ?? [];
  const months = /for (\d+) months/.exec(pricingPlans[3].price)?.[1] ?? "";
  const values = {
    weeks: `${figures.implementationWeeks.min}-${figures.implementationWeeks.max}`,
    full: pricingPlans[0].price,
    three: amounts(1)[0] ?? "",
    splitDown: amounts(2)[0] ?? "",
    splitRest: amounts(2)[1] ?? "",
    monthlyDown: amounts(3)[0] ?? "",
    monthlyRate: amounts(3)[1] ?? "",
    months,
    hours: String(figures.guarantee.hoursPerWeek),
    refundDays: String(figures.guarantee.refundWindowDays),
    satisfactionDays: String(figures.guarantee.satisfactionDays),
    email: site.email,
    phone: site.phone,
    revenue: replyLink(servicePages[0].path, servicePages[0].name),
    cx: replyLink(servicePages[1].path, servicePages[1].name),
    ops: replyLink(servicePages[2].path, servicePages[2].name),
    leadOs: replyLink(site.flagship.path, site.flagship.name),
    system: system ? replyLink(systemPage(system).path, systemPage(system).name) : "",
    programMonths: String(figures.programMonths),
    threeCount: String(figures.pricing.installments.count),
    discoveryMinutes: String(figures.sessions.discovery),
    strategyMinutes: String(figures.sessions.strategy),
    replyHours: String(figures.replyHours),
    founder: site.founder.name,
    founderRole: site.founder.role,
    founderYears: String(figures.founderYears),
    platformCount: String(figures.platforms),
    platforms: platforms.map((p) => p.name).join(", "),
  };
  // A question about the length of something, after asking to book a call: the calls' length.
  const asked = coreIntent(message, language);
  const intent = asked === "duration" && previous === "booking" ? "booking" : asked;
  const words = message.split(/\s+/).filter(Boolean).length;
  const bodies: Record<CoreIntent, string> = {
    price: system ? copy.systemPrice : copy.price,
    guarantee: copy.guarantee,
    duration: copy.duration,
    booking: copy.booking,
    contact: copy.contact,
    services: `${copy.services} ${copy.other}`,
    thanks: copy.thanks,
    greeting: `${copy.greeting} ${copy.services}`,
    founder: copy.founder,
    platforms: copy.platforms,
  };
  // A short message that asks none of the core questions is not about us (the weather, a poem): declined,
  // with what we do. A longer one describes a business: what we do and the free call.
  const addressed = FORMAL_YOU[language].test(message.toLowerCase()) || /\baiva\b/i.test(message);
  // Or one its language's examples to decline stand for ("who won the match last night?").
  // So is one of a few more words that uses none of our subject's words in its language and speaks of no business
  // of the visitor's own ("we", "our").
  const offTopic =
    !addressed &&
    (words <= SHORT_MESSAGE_WORDS ||
      (asked === null &&
        (intentByExamples(message, language) === "decline" ||
          (words <= FEW_WORDS && !OUR_OWN[language].test(message.toLowerCase()) && !usesOurWords(message, language)))));
  // Two questions in one message ("How much? And how long?"): both answered.
  const factual: readonly CoreIntent[] = [
    "price",
    "guarantee",
    "duration",
    "booking",
    "contact",
    "founder",
    "platforms",
  ];
  const questions = [
    ...new Set(
      message
        .split(/[?;.]\s*/)
        .map((part) => coreIntent(part, language))
        .filter((i): i is CoreIntent => i !== null && factual.includes(i)),
    ),
  ];
  const body = injection
    ? `${copy.decline} ${copy.services}`
    : questions.length >= 2
      ? questions
          .slice(0, 2)
          .map((q) => bodies[q])
          .join(" ")
      : intent
        ? bodies[intent]
        : offTopic
          ? `${copy.decline} ${copy.services}`
          : `${copy.services} ${copy.other}`;
  return { text: fill(`${body} ${copy.note}`, values), intent: injection ? null : intent };
}

const INTEGRATION = /\b(integrat\w*|connect\w*|plug\w*|compatible|sync\w*|work(s)? with|support(s)?|use)\b/;

/**
 * Questions the site can only answer in general: a tool it does not list (Zapier) or an industry it does
 * not name (law firms). The answer says what we do work with, and
 * never claims a yes the site does not make.
 */
function specialAnswer(kb: Knowledge, u: Understanding): string | null {
  if (u.topics.length > 0) return null;
  const unknown = u.subject.filter((t) => !kb.knows(t));
  if (unknown.length === 0) return null;
  const known = u.subject.filter((t) => kb.knows(t) && !GENERIC_TERMS.has(t));
  // "Does it / your system work with X?" asks about a tool; "do you work with X?" may be an industry.
  const aboutTool =
    /\b(it|this|that|they|your (system|systems|tools?|automations?|solution|program))\b.{0,20}\b(work|works|integrate|connect|sync|plug)\b/.test(
      u.text,
    );
  if (u.slots.includes("audience") && !u.slots.includes("contact") && known.length === 0 && !aboutTool) {
    return fill(assistantCopy.audienceUnknown, { ...links(), audiences: audienceList() });
  }
  if (
    INTEGRATION.test(u.text) &&
    (u.slots.includes("yesno") || u.slots.includes("audience")) &&
    known.every((t) => PLATFORM_TERMS.has(t))
  ) {
    return fill(assistantCopy.platformUnknown, { ...links(), platforms: platforms.map((p) => p.name).join(", ") });
  }
  return null;
}

/** Words of a question of how long one of our systems takes that name no system ("one of your individual systems"). */
const ONE_SYSTEM_TERMS = new Set(["system", "individu", "singl", "autom", "kickoff", "separ", "standalon", "each"]);

/** Whether a question names one of our systems on its own, or nothing but one, the flagship it sets aside apart. */
const asksOneSystem = (u: Understanding) => {
  if (ONE_OF_THE_SYSTEMS.test(u.text)) return true;
  const aside = new Set(terms(NOT_THE_FLAGSHIP.exec(u.text)?.[0] ?? ""));
  return u.subject.every((t) => ONE_SYSTEM_TERMS.has(t) || aside.has(t));
};

/** Words of an audience or integration question that do not name the audience or the tool. */
const GENERIC_TERMS = new Set([
  "work",
  "busi",
  "help",
  "serv",
  "client",
  "industri",
  "integr",
  "platform",
  "support",
  "use",
]);
const PLATFORM_TERMS = new Set([
  "system",
  "tool",
  "integr",
  "platform",
  "work",
  "support",
  "use",
  "crm",
  ...platforms.flatMap((p) => terms(p.name)),
]);

const unknownFactText = () => fill(assistantCopy.unknownFact, { ...links(), email: SITE_EMAIL });

/** An answer that is only the system guessed from a message's words (its "problems" answer). */
const guessedSystem = (answer: LocalAnswer) =>
  !answer.asked && answer.units.length === 1 && answer.units[0]?.id.endsWith(":problems");

/** An English answer of one unit, the second reading's: on the unit's topic, or the conversation's if it has none. */
const exampleAnswer = (unit: Unit, now: Date, topic: string | null): LocalAnswer => ({
  message: answerText(unit, now),
  kind: "answer",
  language: "en",
  units: [unit],
  topic: unit.topic ?? topic,
  slots: [...unit.slots],
});

/** How like an example a message must be for its answer to stand in for the rules' guess. */
const EXAMPLE_SIMILARITY = 0.15;
/** Of the nearest examples, how many must share that answer. */
const EXAMPLES_AGREEING = 2;

/**
 * The second reading, from examples (examples.server.ts): where the rules found nothing to answer an English
 * question with ("I'm not sure", or "the site doesn't say" of what an example shows it does say), only guessed a
 * system from its words (the consultative answer to what is a question about working with us), or answered a
 * question about us or the visitor ("can we still do this?") with an article sharing a word, the answer of the
 * examples nearest the message, when they agree on it.
 */
function fromExamples(
  kb: Knowledge,
  message: string,
  answer: LocalAnswer,
  now: Date,
  exampleOf: (message: string) => ExampleMatch | null,
): LocalAnswer | null {
  if (answer.language !== "en") return null;
  // Never in place of a decline of another subject: a message the rules decline ("Tesla's share price") may share
  // its words with many examples of a question about us, so the plain decline gives way only under the strict
  // reading of words below.
  const unsure = answer.kind === "unsure" && answer.message.startsWith(assistantCopy.unsure);
  const unknown = answer.kind === "unsure" && answer.message === unknownFactText();
  // The plain decline, for a message no rule found on our subject (not a service named that we do not offer,
  // not an attempt to steer the assistant).
  const declined = answer.kind === "decline" && answer.message.startsWith(assistantCopy.offTopic);
  const question = /\?\s*$/.test(message);
  const guessed = answer.kind === "answer" && (answer.units.length === 0 || guessedSystem(answer)) && question;
  const articleOnly =
    answer.kind === "answer" &&
    answer.units.length > 0 &&
    answer.units.every((unit) => unit.id.startsWith("article:")) &&
    /\b(you|your|aiva|i|me|my|we|us|our)\b/i.test(message) &&
    // An article asked for is the answer.
    !asksForReading(normalize(message));
  if (!unsure && !unknown && !declined && !guessed && !articleOnly) return null;
  // A question of what was just said ("which one would you pick for us?") is the conversation's to answer.
  const asked = normalize(message).trim();
  if (ASKS_IF_IT_MATTERS.test(asked) || ASKS_WHICH_FOR_US.test(asked)) return null;
  // A name neither the site nor any example uses, and no everyday English word ("bitcoin"), is another subject,
  // whatever else the message shares with an example. What the rules found the site does not say is said by an
  // example only when the site or the examples of an answer use every word of it ("pay with paypal" stays unknown).
  const english = commonWords("en");
  const foreign = (word: string) =>
    (unknown || declined || !english.has(word)) && !kb.knows(term(word)) && !knownToExamples(term(word));
  if (
    words(normalize(message))
      .flatMap(partsOf)
      .some((word) => !STOP_WORDS.has(word) && foreign(word))
  )
    return null;
  const match = exampleOf(message);
  if (!match || match.similarity < EXAMPLE_SIMILARITY || match.agreeing < EXAMPLES_AGREEING) return null;
  // Near messages to decline: the rules' answer stands.
  const unit = kb.units.find((u) => u.id === match.unit);
  if (!unit || (guessed && unit.id.endsWith(":problems"))) return null;
  // A price only where ours is asked: in a business described, a quote or a price is the visitor's own.
  if (unit.id.endsWith(":price") && !understand(message.slice(0, MAX_READ), kb).slots.includes("price")) return null;
  return exampleAnswer(unit, now, answer.topic);
}

/** A message that goes on from the answer before: it opens with "and", "so", "but", or refers back to it. */
const GOES_ON = /^(and|so|but|then|also|ok|okay)\b|\b(it|its|that|this|those|them|then|too)\b/;
/** Words up to which such a message is a follow-up to the answer before. */
const FOLLOW_UP_MAX_WORDS = 10;

/**
 * The second reading of a follow-up: where the rules answered a short message that goes on from the answer
 * before ("is support included in that?" after the price of AIVA Lead OS) with an answer off the
 * conversation's topic, the answer of the examples nearest it when they agree on one on that topic.
 */
function onTopicFromExamples(
  kb: Knowledge,
  message: string,
  answer: LocalAnswer,
  context: Context,
  now: Date,
  exampleOf: (message: string) => ExampleMatch | null,
): LocalAnswer | null {
  const { topic } = context;
  if (answer.language !== "en" || answer.kind !== "answer" || answer.special || !topic || !context.answered?.length)
    return null;
  const text = normalize(message);
  if (words(text).length > FOLLOW_UP_MAX_WORDS || !GOES_ON.test(text)) return null;
  const onTopic = (unit: Unit) => unit.topic !== undefined && related(unit.topic, topic);
  if (answer.units.some(onTopic)) return null;
  const match = exampleOf(message);
  // The answer just given, as the nearest example's: the conversation agrees with it where the other examples do not.
  const same = match !== null && context.answered.includes(match.unit);
  if (!match || match.similarity < EXAMPLE_SIMILARITY || (match.agreeing < EXAMPLES_AGREEING && !same)) return null;
  const unit = kb.units.find((u) => u.id === match.unit);
  if (!unit || !onTopic(unit)) return null;
  return exampleAnswer(unit, now, topic);
}

/**
 * `clock` gives the moment an answer is said at: the facts that change while the server runs (the coming
 * month's availability) are filled in then, not when the knowledge was built. `exampleOf` is the second reading's
 * nearest examples (a test passes `() => null` to hear the rules alone).
 */
export function createLocalResponder(
  knowledge: () => Knowledge = siteKnowledge,
  clock: () => Date = () => new Date(),
  exampleOf: (message: string) => ExampleMatch | null = nearestExample,
) {
  const oneReading = (message: string, context: Context, now: Date): LocalAnswer => {
    const answer = readingByRules(message, context, now);
    const second =
      fromExamples(knowledge(), message, answer, now, exampleOf) ??
      onTopicFromExamples(knowledge(), message, answer, context, now, exampleOf);
    if (second) return second;
    // Unsure only for lack of a word of ours: a private matter or a question about the world is declined. Not a
    // message after an answer of ours that goes on from it or speaks of us ("great, what next for us?"): that is the
    // conversation's.
    const unsure = answer.kind === "unsure" && answer.message.startsWith(assistantCopy.unsure);
    const text = normalize(message);
    const goesOn = (context.answered?.length ?? 0) > 0 && (GOES_ON.test(text) || /\b(we|us|our|you|your)\b/.test(text));
    return unsure && !goesOn && aboutPrivateLife(message)
      ? { ...answer, message: withNextStep(assistantCopy.offTopic), kind: "decline" }
      : answer;
  };
  // Two questions in one message: each read on its own as well (with the second reading), and where the whole
  // message's answer leaves one of them out, both answers, one after the other.
  const reading = (said: string, context: Context, now: Date): LocalAnswer => {
    const message = withoutAcknowledgement(said);
    const answer = oneReading(message, context, now);
    // "The other one? the support one" names one thing twice: one question.
    if (theOtherSystem(understand(message.slice(0, MAX_READ), knowledge()), message, context)) return answer;
    const parts = clauses(message.slice(0, MAX_READ));
    // A business described in two sentences is not two questions.
    // (Two questions are asked with a "?", or set apart by a semicolon, a slash, "btw" or numbers.)
    const setApart = /[;\n]|\s\/\s|\s\+\s|\bbtw\b|\bby the way\b|\s[12][).]\s|\s&\s/i.test(message);
    // Or two questions without a question mark, each opening as one ("what's in it, and have you written on it").
    const asked =
      parts.length > 1 && parts.every((part) => QUESTION_OPENING.test(part.trim()) || REQUEST.test(part.trim()));
    if (
      parts.length < 2 ||
      answer.language !== "en" ||
      answer.kind === "lead" ||
      !(message.includes("?") || setApart || asked)
    )
      return answer;
    // A second part that refers back to the first ("what does the ops system do? and is it expensive?") is read
    // as a follow-up to the first part's answer where, read alone, it gets only the default answer of its kind (the
    // flagship's price) or none, and it names nothing of its own or says "it" ("how long does one system take?" is
    // of any system). "When does it pay for itself?" has an answer of its own, whatever "it" is.
    // One that asks for something to read about "it" is always read on the subject of the first.
    const each: (LocalAnswer & { part: string })[] = [];
    for (const part of parts) {
      const before = each[each.length - 1];
      const alone = oneReading(part, context, now);
      const onDefault = alone.kind !== "answer" || alone.units.every((unit) => unit.fallbackFor !== undefined);
      const own = understand(part, knowledge());
      const pointsBack = /\b(it|that|this|they|them)\b/.test(own.text);
      // "The longer one", "those two": one of the things the first part's answer told of.
      // A second "which one" after a first part that asks which system serves one need asks it of another need.
      const asksTheSame =
        before !== undefined && WHICH_OF_OURS.test(normalize(before.part)) && /^which one\b/.test(own.text);
      const picksFromFirst =
        !asksTheSame &&
        /\b(the|that|this|which|other|\w+er|\w+est) ones?\b|\b(those|these) (two|three|both)\b/.test(own.text);
      const on =
        before?.topic && before.kind === "answer" && own.followUp
          ? {
              ...context,
              topic: before.topic,
              slots: before.slots,
              answered: before.units.map((unit) => unit.id),
              question: before.part,
            }
          : null;
      const asFollowUp = on ? oneReading(part, on, now) : null;
      // Or one that picks from what the first part's answer told of ("the longer one") and, read after it, gets an
      // answer on the first's topic where alone it gets another.
      const onFirstTopic =
        asFollowUp !== null &&
        picksFromFirst &&
        before?.topic !== undefined &&
        before.topic !== null &&
        asFollowUp.units.some((unit) => unit.topic !== undefined && kin(unit.topic, before.topic as string)) &&
        !alone.units.some((unit) => asFollowUp.units.includes(unit));
      const refersBack =
        (onDefault && (own.subject.length === 0 || pointsBack)) || asksForReading(normalize(part)) || onFirstTopic;
      each.push({ ...(refersBack && asFollowUp ? asFollowUp : alone), part });
    }
    // A part answered only with a system guessed from its words is not a question answered, unless the part names
    // that system ("would your support thing handle that") or asks which system does something. A fact the site
    // does not state, said to be unknown, answers its part too.
    const named = (a: LocalAnswer & { part: string }) =>
      (a.topic !== null && understand(a.part, knowledge()).topics.includes(a.topic)) ||
      WHICH_OF_OURS.test(normalize(a.part));
    const answered = each
      .map((a) =>
        a.kind === "unsure" && a.message === unknownFactText() ? { ...a, kind: "answer" as const, special: true } : a,
      )
      .filter((a) => a.kind === "answer" && (a.units.length > 0 || a.special) && (!guessedSystem(a) || named(a)));
    if (answered.length < 2) return answer;
    const covered = (a: LocalAnswer) =>
      a.special
        ? answer.message.includes(a.message)
        : a.units.every((unit) => answer.units.some((u) => u.id === unit.id));
    if (answer.kind === "answer" && answered.every(covered) && answer.message.length <= MAX_ANSWER) return answer;
    const units = answered.flatMap((a) => a.units).filter((u, i, all) => all.findIndex((o) => o.id === u.id) === i);
    // An article one answer quotes is not pointed to again by the next.
    const linked = (text: string) => [...text.matchAll(/\]\((\/resources\/[^)\s]+)\)/g)].map((link) => link[1] ?? "");
    const unique = answered.filter((a, i) => answered.findIndex((o) => o.message === a.message) === i);
    const pieces = unique.map((a, i) => {
      const earlier = new Set(unique.slice(0, i).flatMap((o) => linked(o.message)));
      const full = linked(a.message)
        .filter((path) => earlier.has(path))
        .reduce((text, path) => text.replace(` ${readMore(path)}`, ""), a.message);
      return { a, full, text: full };
    });
    // Too long for a chat reply: the longest answer in short, then the next, until the reply fits.
    const length = () => pieces.reduce((sum, piece) => sum + piece.text.length + 1, -1);
    for (const piece of [...pieces].sort((x, y) => y.text.length - x.text.length)) {
      if (length() <= MAX_ANSWER) break;
      piece.text = shortForm(
        piece.full,
        piece.a.part,
        piece.a.slots,
        piece.a.units.map((unit) => unit.id),
      );
    }
    const text = pieces.map((piece) => piece.text).join(" ");
    const { part: _, ...last } = answered[answered.length - 1] ?? { ...answer, part: "" };
    return { ...last, message: text, kind: "answer", units };
  };
  const readingByRules = (message: string, context: Context, now: Date): LocalAnswer => {
    const kb = knowledge();
    const base = { units: [] as Unit[], topic: context.topic, slots: [] as Slot[] };
    const email = findEmail(message);
    if (email) {
      const rest = message.replace(/[A-Za-z0-9._%+-]+@\S+/g, " ");
      const follow = reading(rest, context, now);
      const extra = follow.kind === "answer" ? ` ${follow.message}` : "";
      return {
        ...base,
        message: `${fill(assistantCopy.leadNoted, { email })}${extra} ${fill(assistantCopy.leadMeanwhile, links())}`,
        kind: "lead",
        language: "en",
      };
    }

    // A question fits in a few hundred characters; reading no further keeps a long paste cheap.
    const u = understand(message.slice(0, MAX_READ), kb);
    const language = detectLanguage(message.slice(0, MAX_READ));
    if (language !== "en" && language !== "other") {
      const system = SYSTEM_TOPICS.find((topic) => topic === context.topic) ?? null;
      const answer = localized(language, message, context.topic === "booking" ? "booking" : null, system, u.injection);
      // A system named (its name is English in every language) is what the conversation is now on.
      const named = u.topics.find((t) => SYSTEM_TOPICS.some((topic) => topic === t)) ?? null;
      const topic = named ?? (answer.intent === "booking" ? "booking" : answer.intent ? null : context.topic);
      return { ...base, message: answer.text, kind: "localized", language, topic };
    }
    if (language === "other") {
      return {
        ...base,
        message: `${assistantCopy.otherLanguage} ${assistantCopy.whatWeDo} ${fill(assistantCopy.nextStep, links())}`,
        kind: "localized",
        language,
      };
    }
    if (u.injection) return { ...base, message: withNextStep(assistantCopy.injection), kind: "decline", language };
    const step = stepByPlace(message, context);
    if (step) return reading(step, { ...context, answered: [] }, now);
    // After an article, "is there one on X too?" asks for another article.
    const afterArticle = (context.answered ?? []).some((id) => id.startsWith("article:"));
    if (afterArticle && !u.asksReading && ANOTHER_ONE_ON.test(normalize(message)))
      return reading(normalize(message).replace(ANOTHER_ONE_ON, "$1 an article $3 "), context, now);
    const placed = systemByPlace(message, context);
    if (placed) return reading(message.replace(PLACE_OF_SYSTEM, systemPage(placed).name), NO_CONTEXT, now);
    const other = theOtherSystem(u, message, context);
    // (The words that named it, "the support one", said once is enough.)
    if (other)
      return reading(message.replace(THE_OTHER, systemPage(other).name).replace(NAMED_AFTER, ""), context, now);
    // The other two, each in the opening sentence of its overview, with its page.
    const others = theOtherSystems(u, message, context);
    if (others.length === 2) {
      const units = others.map((system) => kb.byId(`${system}:overview`));
      const text = units
        .map((unit, i) => {
          const page = systemPage(others[i] as SystemTopic);
          const opening = unit.text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? unit.text;
          return `${opening} See ${replyLink(page.path, `the ${page.name} page`)}.`;
        })
        .join(" ");
      return { ...base, message: text, kind: "answer", language, units, topic: others[1] ?? null, slots: u.slots };
    }
    // Or, after a business described (a system fitted to it), only which of ours ("which system?", "what option
    // then?"): the systems that fit what was told, as asked for.
    const { question } = context;
    const whichAfterDescription =
      question !== undefined &&
      u.topics.length === 0 &&
      WHICH_OF_OURS.test(u.text) &&
      u.text.split(/\s+/).filter(Boolean).length <= WHICH_ALONE_WORDS &&
      u.text
        .replace(WHICH_OF_OURS, " ")
        .split(/\W+/)
        .every((w) => w === "" || STOP_WORDS.has(w) || FITS_A_NEED.test(w)) &&
      ((context.answered ?? []).some((id) => id.endsWith(":problems")) ||
        // (After an article, a "which of yours" question asks whose the article's subject is.)
        (!(context.answered ?? []).some((id) => id.startsWith("article:")) && describesBusiness(kb, question)));
    if (question && (ASKS_IF_IT_MATTERS.test(u.text.trim()) || ASKS_WHICH_FOR_US.test(u.text.trim())))
      return reading(question, { ...context, question: undefined }, now);
    // "Or do I need both?" after two needs told, each placed on its system: both.
    const [needA, needB] = (context.systems ?? []).slice(-2);
    if (question && needA && needB && /\bboth\b/.test(u.text) && WHICH_OF_OURS.test(u.text) && u.topics.length === 0)
      return { ...base, message: twoSystemsText(needA, needB), kind: "answer", language, asked: true };
    if (question && whichAfterDescription)
      return { ...reading(question, { ...context, question: undefined }, now), asked: true };
    const again = sameQuestionAbout(kb, u, message, context);
    if (again) return reading(again, { ...context, question: undefined }, now);
    const anchored =
      u.topics.length > 0 || /\b(automat\w*|ai|chat ?bots?|agents?|leads?|crm|workflows?|systems?)\b/.test(u.text);
    if (u.outOfScope && (!anchored || u.outOfScopeEvenOnOurSubjects)) {
      return {
        ...base,
        message: withNextStep(fill(assistantCopy.outOfScope, { thing: u.outOfScope })),
        kind: "decline",
        language,
      };
    }
    if (u.smallTalk === "self" || u.smallTalk === "ack") {
      return { ...base, message: fill(assistantCopy[u.smallTalk], links()), kind: "small-talk", language };
    }
    // Small talk that asks nothing else: no topic, no kind of answer asked for, no question.
    if (u.smallTalk && (u.onlySmallTalk || (u.topics.length === 0 && u.slots.length === 0 && !message.includes("?")))) {
      return { ...base, message: fill(assistantCopy[u.smallTalk], links()), kind: "small-talk", language };
    }

    const toRead = articlesOnTopic(kb, u, context);
    if (toRead) return { ...base, ...toRead, kind: "answer", language, slots: u.slots };
    // One of the site's answers, whole.
    const answerOf = (id: string): LocalAnswer => {
      const unit = kb.byId(id);
      const message = answerText(unit, now);
      return { ...base, message, kind: "answer", language, units: [unit], topic: unit.topic ?? null, slots: u.slots };
    };
    // Something to read asked for, of nothing in particular ("any articles?"): what we publish, and where.
    if (u.asksReading && u.query.length === 0 && u.topics.length === 0) return answerOf("company:blog");

    const special = specialAnswer(kb, u);
    if (special)
      return {
        message: special,
        kind: "answer",
        language,
        units: [],
        topic: context.topic,
        slots: u.slots,
        special: true,
      };

    // All three of our domains named, and nothing asked of one ("marketing plus helpdesk plus paperwork, each its
    // own thing?"): the three systems, and the program with all.
    const everyDomain = systemsInOrder(normalize(message)).length === SYSTEM_TOPICS.length;
    if (
      everyDomain &&
      u.slots.every((s) => WEAK_SLOTS.includes(s)) &&
      !u.asksReading &&
      // (A package of all three asked for is the flagship, named or described.)
      u.topics.every((t) => SYSTEMS.has(t) && t !== "lead-os")
    ) {
      return answerOf("company:what-we-do");
    }

    const picks: Pick[] = [];
    let current = context;
    const add = (picked: Pick | null) => {
      if (!picked) return;
      if (!picks.some((p) => p.unit.id === picked.unit.id)) picks.push(picked);
      current = { topic: picked.topic, slots: picked.slots };
    };
    // A statement of a problem, not a question: the system that solves it, when one clearly does.
    const namesAudience = kb
      .search(u.query, 5)
      .some((hit) => hit.unit.id.startsWith("audience:") && [...hit.inTitle].some((t) => kb.idf(t) > 2));
    // The system(s) that fit a business the message describes or asks about, and the free call.
    const consulted = (fitQuestion: boolean): LocalAnswer | null => {
      const found = consultation(kb, message.slice(0, MAX_READ), u.query, { fitQuestion, named: u.topics });
      return found
        ? { message: found.text, kind: "answer", language, units: found.units, topic: found.topic, slots: u.slots }
        : null;
    };
    // Whether we fit the visitor's business ("would it work for a plumber?"): answered as a business described,
    // rather than with whatever unit shares a word with the question. A business the site lists keeps its answer.
    // Which of our systems fits what the visitor has just told ("parents ring us all day. What service handles
    // it?"): the consultative answer to what they told, not an answer sharing its words.
    const sentences = message.split(/(?<=[.!?])\s+/).map((s) => normalize(s).trim());
    const which = sentences.find((s) => WHICH_OF_OURS.test(s));
    const told = sentences.some((s) => s !== which && !WHICH_OF_OURS.test(s) && s.split(/\s+/).length >= 5);
    // The question points back at what was told ("handles it"), or asks nothing else ("what option suits?").
    const pointsBack =
      which !== undefined && (/\b(that|this|it|these|those)\b/.test(which) || which.split(/\s+/).length <= 6);
    const namesSystem = u.topics.some((t) => SYSTEMS.has(t) || SYSTEMS.has(parentTopic(t) ?? ""));
    if (which && told && pointsBack && !namesSystem) {
      const fit = consulted(true);
      if (fit) return { ...fit, asked: true };
    }
    if (FIT_QUESTION.test(u.text) && !namesAudience && !/\b(me|us)\W*$/.test(u.text)) {
      const fit = consulted(true);
      if (fit) return fit;
    }

    // A statement that turns from the business to what hurts it: the system for what hurts it.
    if (!message.includes("?") && !ASKS.test(message.toLowerCase())) {
      const found = problemToldConsultation(kb, message.slice(0, MAX_READ));
      if (found)
        return {
          message: found.text,
          kind: "answer",
          language,
          units: found.units,
          topic: found.topic,
          slots: u.slots,
        };
    }
    const statement =
      u.slots.length === 0 &&
      u.topics.length === 0 &&
      !namesAudience &&
      !/\?\s*$/.test(message) &&
      !isQuestion(message, u);
    const byWords = statement ? systemFor(kb, u) : null;
    // The problems' words point one way, and both learned readings clearly another ("customers wait hours for a
    // simple answer" shares "answer" and "hours" with the revenue system's pain points): the learned readings.
    const learned = byWords
      ? SYSTEM_TOPICS.find((topic) => learnedAgree(message.slice(0, MAX_READ), topic))
      : undefined;
    const solver =
      byWords && learned && byWords.topic !== learned
        ? (kb.units.find((unit) => unit.id === `${learned}:problems`) ?? byWords)
        : byWords;
    const unrelated = u.topics.filter((t, i) => u.topics.findIndex((o) => related(o, t)) === i);
    // "The two options", "both", "them" straight after how to book: our two calls.
    const callsJustTold =
      u.topics.length === 0 &&
      context.topic !== null &&
      kin(context.topic, "booking") &&
      /\b(two|both|they|them|those|these|options|ones)\b/.test(u.text);
    const sibling = sameQuestionSibling(kb, u, context) ?? pageAsked(kb, u, context);
    if (sibling) {
      add(solverPick(sibling));
    } else if (solver) {
      add(solverPick(solver));
    } else if (
      (unrelated.length >= 2 || (unrelated.every((t) => t === "booking") && OUR_CALLS.test(u.text)) || callsJustTold) &&
      /\b(difference|differ(ent|s)?|compare|comparison|versus|vs|between|or)\b/.test(u.text)
    ) {
      // Two things compared (the discovery call against the strategy session, or "your calls"): one answer each.
      const compared = unrelated.length >= 2 ? unrelated : ["session:discovery", "session:strategy"];
      for (const topic of compared.slice(0, 2)) add(pick(kb, u, NO_CONTEXT, topic));
    } else {
      const read = message.slice(0, MAX_READ);
      for (const clause of clauses(read)) {
        const part = clause === read ? u : understand(clause, kb);
        add(pick(kb, part, current));
      }
    }
    if (picks.length === 0 && u.slots.length === 0 && !/\?\s*$/.test(message)) {
      // Not a question, and nothing answers it as one: a problem the visitor describes, maybe.
      const system = systemFor(kb, u);
      if (system) add(solverPick(system));
    }

    // A system offered for what no system is for: a private matter whose words only resemble a business's.
    if (u.topics.length === 0 && picks.every((p) => p.unit.id.endsWith(":problems")) && aboutPrivateLife(message))
      picks.splice(0);
    // A short question on the answer just given, in that answer's own words ("weekly or only once something
    // breaks?" after the support included): that answer again, not whatever elsewhere shares a word with it.
    const [previous] = (context.answered ?? []).flatMap((id) => kb.units.filter((unit) => unit.id === id));
    if (
      previous &&
      isQuestion(message, u) &&
      u.topics.length === 0 &&
      message.split(/\s+/).filter(Boolean).length <= FOLLOW_UP_MAX_WORDS &&
      !picks.some((p) => p.unit.id === previous.id || (p.topic && context.topic && related(p.topic, context.topic)))
    ) {
      const said = new Set(terms(previous.text));
      const shared = u.query.filter((t) => said.has(t));
      const weak = picks.every((p) => coverageOf(kb, u, p.matched) < 0.5);
      if (shared.length > 0 && weak) {
        return {
          message: answerText(previous, now),
          kind: "answer",
          language,
          units: [previous],
          topic: context.topic,
          slots: context.slots,
        };
      }
    }
    // A question of a figure the answer just given states, in a word of that answer that the answer picked now
    // does not use ("for how many months do I pay that?" after the payment plans, not the program's length): that
    // answer again, said in short at its figure.
    const figureAsked = u.slots.flatMap((slot) => SLOT_FIGURES[slot] ?? []);
    if (
      previous &&
      picks.length > 0 &&
      !picks.some((p) => p.unit.id === previous.id) &&
      isQuestion(message, u) &&
      u.topics.length === 0 &&
      message.split(/\s+/).filter(Boolean).length <= FOLLOW_UP_MAX_WORDS
    ) {
      const before = answerText(previous, now);
      const picked = new Set(picks.flatMap((p) => terms(answerText(p.unit, now))));
      // The figure and the word asked in one sentence: the answer states that figure of that thing.
      const statesIt = (sentence: string) =>
        figureAsked.some((figure) => figure.test(sentence)) &&
        u.query.some((t) => terms(sentence).includes(t) && !picked.has(t));
      if (before.split(/(?<=[.!?])\s+/).some(statesIt))
        return {
          message: before,
          kind: "answer",
          language,
          units: [previous],
          topic: context.topic,
          slots: u.slots,
        };
    }
    let [site] = picks;
    // The same question of another system, or its page asked for: that answer, not an article sharing a word.
    // Something to read asked for: the article that is about it, whatever else answers it.
    const article = (picks.length <= 1 || u.asksReading) && !u.sameQuestion && !sibling ? articleFor(kb, u) : null;
    const articleBetter =
      article !== null && (u.asksReading || !site || articleWins(kb, article, site, u, isQuestion(message, u)));
    // The site's own unit on just what is asked ("Ticket Management & Routing") stays the answer, the article
    // its "read more", even where the ranking preferred a broader unit ("the Customer Experience AI System").
    const dedicated = articleBetter && site && !u.asksReading ? dedicatedUnit(kb, u, site) : null;
    if (dedicated) {
      site = dedicated;
      picks.splice(0, picks.length, dedicated);
      current = { topic: dedicated.topic, slots: dedicated.slots };
    } else if (article && articleBetter) {
      // A problem told, not asked about ("our support team is at breaking point"): the system that solves it,
      // and the article on it to read on.
      const solves =
        u.asksReading || isQuestion(message, u)
          ? undefined
          : kb.units.find((unit) => unit.id === `${article.unit.system}:problems`);
      if (solves) {
        return {
          message: `${answerText(solves, now)} ${readMore(article.unit.path)}`,
          kind: "answer",
          language,
          units: [solves, article.unit],
          topic: solves.topic ?? null,
          slots: u.slots,
        };
      }
      // Asked whether we do it ("can the AI tell me which leads to call first?"): the system that does it too.
      const builder = CAN_YOU.test(u.text) ? builtBy(article.unit.system) : "";
      return {
        message: `${articleAnswer(article.unit.path, bestQuote(article.unit, u.query, articleWeightOf(kb, u)))}${builder}`,
        kind: "answer",
        language,
        units: [article.unit],
        topic: article.unit.system,
        slots: u.slots,
      };
    }
    if (site) {
      const texts = picks.map((p) => withoutYesNo(answerText(p.unit, now), p.slots));
      const more = article && readsOn(article, site, u) ? ` ${readMore(article.unit.path)}` : "";
      const message = texts.join(" ");
      return {
        message: more && message.length + more.length <= MAX_ANSWER ? message + more : message,
        kind: "answer",
        language,
        units: more && article ? [...picks.map((p) => p.unit), article.unit] : picks.map((p) => p.unit),
        topic: current.topic,
        slots: current.slots,
      };
    }
    // A short question about us that the site does not answer (a trial, the team's size): unknown, never
    // guessed. Asking us to do something ("can you write...") that nothing above answers is not one, and a
    // longer message describes the visitor's business.
    const words = message.split(/\s+/).filter(Boolean).length;
    // How a client of ours would pay ("can we pay in bitcoin?") is a question about our terms too.
    // So is a discount, which only a seller gives ("any discount for charities?").
    const ourTerms =
      u.slots.includes("price") &&
      ((/\b(we|us|our|i|my)\b/.test(u.text) && !aboutPrivateLife(message)) ||
        /\b(discount|coupon|promo|rebate)/.test(u.text));
    const aboutUs =
      isQuestion(message, u) &&
      (/\b(you|your|yours|aiva)\b/.test(u.text) || ourTerms) &&
      !/\b(can|could|would|will) you\b/.test(u.text) &&
      words < DESCRIPTION_WORDS;
    if (aboutUs) {
      return {
        ...base,
        message: unknownFactText(),
        kind: "unsure",
        language,
      };
    }
    // A business or a problem described that nothing above answers: the system(s) that fit, never the decline.
    // A visitor who has said who they are in their business is asking about it, however little they describe.
    // So is one who tells of their own situation in our subject's words ("we spend ages on reports"), however
    // short: how we usually help, when it is too little to place.
    const ownSituation =
      !isQuestion(message, u) &&
      /\b(we|our|i|my)\b/.test(u.text) &&
      topicalTerms(kb, u.text).size > 0 &&
      !aboutPrivateLife(message);
    const described = consulted(u.introducesSelf || ownSituation);
    if (described) return described;
    // An elliptical question straight after an answer, at most one word the site does not use ("under what
    // conditions?", "why?"), asks about that answer: it again (said in short, as it is above), never the
    // off-topic decline. Two words of another subject ("the weather in Paris?") are another subject.
    const [last] = (context.answered ?? []).flatMap((id) => kb.units.filter((unit) => unit.id === id));
    const foreign = u.query.filter((t) => !kb.knows(t)).length;
    if (last && isQuestion(message, u) && words <= FOLLOW_UP_WORDS && foreign <= 1 && !u.outOfScope) {
      return {
        message: answerText(last, now),
        kind: "answer",
        language,
        units: [last],
        topic: context.topic,
        slots: context.slots,
      };
    }
    const closest = kb.search(u.query, 5).reduce((max, hit) => Math.max(max, coverageOf(kb, u, hit.matched)), 0);
    // A word of the site's own subject ("clients", "crm", "invoices") is a visitor asking about what we do,
    // however little else the message says: unsure, never the off-topic decline.
    // So is one who asks to be called, written to or booked in ("can someone call me tomorrow?").
    const unsure =
      closest >= 0.35 ||
      topicalTerms(kb, u.text).size > 0 ||
      u.slots.some((slot) => slot === "contact" || slot === "booking");
    return {
      ...base,
      message: withNextStep(unsure ? assistantCopy.unsure : assistantCopy.offTopic),
      kind: unsure ? "unsure" : "decline",
      language,
    };
  };

  /** The answer to `message` after the conversation in `history` (oldest first). */
  const answerWithHistory = (message: string, history: readonly ChatTurn[] = []): LocalAnswer => {
    const now = clock();
    let context = NO_CONTEXT;
    for (const turn of history.filter((t) => t.sender === "user").slice(-CONTEXT_TURNS)) {
      const earlier = reading(turn.content, context, now);
      const system = SYSTEM_TOPICS.find((topic) => topic === earlier.topic);
      const systems = [...(context.systems ?? []).filter((s) => s !== system), ...(system ? [system] : [])];
      if (earlier.kind === "answer" || earlier.kind === "localized")
        context = {
          topic: earlier.topic,
          slots: earlier.slots,
          answered: earlier.units.map((unit) => unit.id),
          question: turn.content,
          systems,
          said: earlier.message,
        };
    }
    const answer = reading(message, context, now);
    // A long text is not said twice in one conversation: the visitor has it above.
    const said = history.some((t) => t.sender === "bot" && t.content === answer.message);
    if (said && answer.message.length > LONG_ANSWER && answer.kind === "answer") {
      let short = shortForm(
        answer.message,
        message,
        answer.slots,
        answer.units.map((unit) => unit.id),
      );
      // A check of what was said ("is that per month?") gets the fact it checks, the answer's opening, first.
      // (Compared without its asides, as the short form drops them: never the same sentence twice.)
      const opening = answer.message
        .match(/^(?:[^.!?(]|\([^()]*\))+[.!?]+(?=\s|$)/)?.[0]
        ?.replace(/(?<!\])\s*\([^()]*\)/g, "");
      if (CHECKS_BACK.test(normalize(message)) && opening && !short.startsWith(opening.slice(0, 40)))
        short = `${opening} ${short}`;
      return { ...answer, message: fill(assistantCopy.saidAbove, { short }) };
    }
    return answer;
  };

  return {
    answerWithHistory,
    /** The answer text for a message with no conversation before it. */
    answer(message: string): string {
      return answerWithHistory(message).message;
    },
    async reply(input: ResponderInput): Promise<ResponderReply> {
      const answer = answerWithHistory(input.message, input.history);
      return { message: answer.message, source: "local", ...bookingFlag(answer) };
    },
  } satisfies Responder & Record<string, unknown>;
}

/** The answer on how to book a call (not a repeat of it, not a session's description). */
export function offersBooking(answer: LocalAnswer): boolean {
  return answer.kind === "answer" && answer.units.some((unit) => unit.id === BOOKING_UNIT);
}
const BOOKING_UNIT = "booking:consultation";

/** The reply's flag: present only on the answer on booking a call. */
export const bookingFlag = (answer: LocalAnswer): { offersBooking?: true } =>
  offersBooking(answer) ? { offersBooking: true } : {};

export const localResponder = createLocalResponder();
