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
import { assistantCopy, localizedAnswers } from "~/content/assistant";
import { getPage } from "~/content/pages";
import { platforms, whyThree } from "~/content/home";
import { pricingPlans } from "~/content/lead-os";
import { site } from "~/content/site";
import { coreIntent, detectLanguage, type Language } from "./language.server";
import { replyLink } from "./links";
import {
  answerText,
  audienceList,
  type Hit,
  type Knowledge,
  siteKnowledge,
  type Slot,
  servicePages,
  type Unit,
} from "./knowledge.server";
import type { ChatTurn, Responder, ResponderInput, ResponderReply } from "./responder.server";
import { findEmail } from "./responder.server";
import { terms } from "./text.server";
import { parentTopic, type Understanding, understand } from "./understand.server";

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
};

/** What the conversation is on: the topic and question of the visitor's last answered message. */
type Context = { topic: string | null; slots: readonly Slot[] };

const NO_CONTEXT: Context = { topic: null, slots: [] };
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

type Scored = { hit: Hit; score: number; coverage: number };

/** The share of what the message says that `matched` covers: its terms weighted by how specific they are. */
function coverageOf(kb: Knowledge, u: Understanding, matched: ReadonlySet<string>): number {
  const weight = (t: string) => kb.idf(t) * (u.weights.get(t) ?? 1);
  // What the message is about; the words that only say what kind of answer it wants ("cost", "how long")
  // are matched by slot, not here (unless they are all there is).
  const about = u.subject.length > 0 ? u.subject : u.query;
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

/** Ranks the candidate units for a reading of the message, in the context of the conversation. */
function rank(
  kb: Knowledge,
  u: Understanding,
  topic: string | null,
  fromContext: boolean,
  slots: readonly Slot[],
): Scored[] {
  // Problem statements are answered by systemFor, not ranked against questions.
  const hits = kb.search(u.query).filter((hit) => !hit.unit.id.endsWith(":problems"));
  const top = hits[0]?.score ?? 1;
  const seen = new Set(hits.map((h) => h.unit.id));
  // Units on the topic, and the default answers of the slot, are candidates even when the message shares no
  // word with them ("how much is it?").
  for (const unit of kb.units) {
    if (seen.has(unit.id) || unit.id.endsWith(":problems")) continue;
    if ((topic && unit.topic && related(unit.topic, topic)) || (unit.fallbackFor && unit.fallbackFor === slots[0])) {
      hits.push({ unit, score: 0, matched: new Set(), inTitle: new Set() });
    }
  }
  const [primary] = slots;
  // Whether the topic has its own answer of the kind asked ("how much is it?" about a system that has a price).
  const topicAnswers =
    topic !== null &&
    primary !== undefined &&
    kb.units.some((x) => x.topic && related(x.topic, topic) && x.slots.includes(primary));
  return hits
    .map((hit) => {
      const { unit } = hit;
      const coverage = coverageOf(kb, u, hit.matched);
      let score = 3 * coverage + hit.score / top;
      const own = topic && unit.topic === topic && unit.topicSlots ? [...unit.slots, ...unit.topicSlots] : unit.slots;
      if (primary && own.includes(primary)) score += 1.5;
      else if (slots.some((s) => own.includes(s))) score += 0.7;
      else if (primary && STRONG_SLOTS.includes(primary) && own.length > 0) score -= 1.5;
      if (topic && unit.topic) {
        if (unit.topic === topic) score += fromContext ? 1.2 : 2;
        else if (related(unit.topic, topic)) score += fromContext ? 0.2 : 0.5;
        else if (!fromContext) score -= 2;
      } else if (!topic && unit.topic && !GENERAL_TOPICS.has(unit.topic)) {
        score -= 0.5;
      }
      if (
        primary &&
        unit.fallbackFor === primary &&
        u.subject.length === 0 &&
        (!topic || (fromContext && !topicAnswers))
      ) {
        score += 2;
      }
      return { hit, score, coverage };
    })
    .sort((a, b) => b.score - a.score);
}

type Pick = { unit: Unit; topic: string | null; slots: readonly Slot[] };

/** The answer unit for one reading of a message, or null when no unit answers it with confidence. */
function pick(kb: Knowledge, u: Understanding, context: Context, topicOverride?: string): Pick | null {
  const explicit = topicOverride ?? u.topics[0] ?? null;
  const useContext = !explicit && u.followUp && context.topic !== null;
  // "How long is the whole thing?" after a month of the program: the program itself.
  const whole = useContext && /\b(whole|entire|overall|total|altogether|in all)\b/.test(u.text);
  const contextTopic = context.topic && whole ? (parentTopic(context.topic) ?? context.topic) : context.topic;
  const topic = explicit ?? (useContext ? contextTopic : null);
  const onlyWeak = u.slots.every((s) => WEAK_SLOTS.includes(s));
  const slots = u.sameQuestion && onlyWeak && context.slots.length > 0 ? context.slots : u.slots;
  const ranked = rank(kb, u, topic, useContext, slots);
  const best = ranked[0];
  if (!best) return null;
  const unit = best.hit.unit;
  const own = topic && unit.topic === topic && unit.topicSlots ? [...unit.slots, ...unit.topicSlots] : unit.slots;
  const strongSlotMatch = slots.some((s) => !WEAK_SLOTS.includes(s) && own.includes(s));
  const slotMatch = slots.some((s) => own.includes(s));
  const topicMatch = topic !== null && unit.topic !== undefined && related(unit.topic, topic);
  const fallback = unit.fallbackFor !== undefined && unit.fallbackFor === slots[0] && u.subject.length === 0;
  const titled = [...best.hit.inTitle].some((t) => kb.idf(t) > 2);
  const confident =
    best.coverage >= 0.5 ||
    (best.coverage >= 0.4 && titled) ||
    (best.coverage >= 0.25 && (strongSlotMatch || topicMatch)) ||
    (topicMatch && slotMatch) ||
    fallback;
  if (!confident) return null;
  return { unit, topic: unit.topic ?? topic, slots };
}

/**
 * A statement of a problem rather than a question ("our finance team wastes days on month-end reports"):
 * the system whose problems (its page's pain points, the home page's challenges) read most like it, when
 * one clearly does.
 */
function systemFor(kb: Knowledge, u: Understanding): Unit | null {
  if (u.slots.some((s) => !WEAK_SLOTS.includes(s))) return null;
  const problems = kb.search(u.query, 80).filter((hit) => hit.unit.id.endsWith(":problems"));
  const [first, second] = problems;
  const telling = first ? [...first.matched].filter((t) => kb.idf(t) > 1.5) : [];
  if (!first || telling.length < 2 || coverageOf(kb, u, first.matched) < 0.2) return null;
  if (second && second.score > 0.8 * first.score) return null;
  return first.unit;
}

/** Splits "How much does X cost and how long does it take?" into its questions (at most two). */
function clauses(message: string): string[] {
  const parts = message
    .split(/\?\s+|\s+(?:and|also|plus)\s+(?=(?:how|what|when|who|which|where|do|does|is|are|can)\b)/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 2);
  return parts.length > 1 ? parts.slice(0, 2) : [message];
}

function localized(language: "es" | "de" | "fr", message: string): string {
  const copy = localizedAnswers[language];
  const amounts = (i: 1 | 2 | 3) => pricingPlans[i].price.match(/\$[\d,]+/g) ?? [];
  const months = /for (\d+) months/.exec(pricingPlans[3].price)?.[1] ?? "";
  const values = {
    weeks: (whyThree.stats.find((s) => s.label === "typical implementation")?.value ?? "").replace(/ weeks$/, ""),
    full: pricingPlans[0].price,
    three: amounts(1)[0] ?? "",
    splitDown: amounts(2)[0] ?? "",
    splitRest: amounts(2)[1] ?? "",
    monthlyDown: amounts(3)[0] ?? "",
    monthlyRate: amounts(3)[1] ?? "",
    months,
    email: site.email,
    phone: site.phone,
    revenue: replyLink(servicePages[0].path, servicePages[0].name),
    cx: replyLink(servicePages[1].path, servicePages[1].name),
    ops: replyLink(servicePages[2].path, servicePages[2].name),
    leadOs: replyLink(site.flagship.path, site.flagship.name),
  };
  const intent = coreIntent(message, language);
  const body =
    intent === "price"
      ? copy.price
      : intent === "duration"
        ? copy.duration
        : intent === "booking"
          ? copy.booking
          : intent === "contact"
            ? copy.contact
            : intent === "services"
              ? copy.services
              : intent === "thanks"
                ? copy.thanks
                : intent === "greeting"
                  ? `${copy.greeting} ${copy.services}`
                  : `${copy.other} ${copy.services}`;
  return fill(`${body} ${copy.note}`, values);
}

const INTEGRATION = /\b(integrat\w*|connect\w*|plug\w*|compatible|sync\w*|work(s)? with|support(s)?|use)\b/;

/**
 * Questions the site can only answer in general: a tool it does not list ("do you integrate with Zapier?") or
 * an industry it does not name ("do you work with law firms?"). The answer says what we do work with, and
 * never claims a yes the site does not make.
 */
function specialAnswer(kb: Knowledge, u: Understanding): string | null {
  if (u.topics.length > 0) return null;
  const unknown = u.subject.filter((t) => !kb.knows(t));
  if (unknown.length === 0) return null;
  const known = u.subject.filter((t) => kb.knows(t) && !GENERIC_TERMS.has(t));
  if (u.slots.includes("audience") && !u.slots.includes("contact") && known.length === 0) {
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
  "integr",
  "platform",
  "work",
  "support",
  "use",
  "crm",
  ...platforms.flatMap((p) => terms(p.name)),
]);

/**
 * `clock` gives the moment an answer is said at: the facts that change while the server runs (the coming
 * month's availability) are filled in then, not when the knowledge was built.
 */
export function createLocalResponder(knowledge: () => Knowledge = siteKnowledge, clock: () => Date = () => new Date()) {
  const reading = (message: string, context: Context, now: Date): LocalAnswer => {
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
    if (language === "es" || language === "de" || language === "fr") {
      return { ...base, message: localized(language, message), kind: "localized", language };
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
    const anchored =
      u.topics.length > 0 || /\b(automat\w*|ai|chat ?bots?|agents?|leads?|crm|workflows?)\b/.test(u.text);
    if (u.outOfScope && !anchored) {
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
    if (
      u.smallTalk &&
      u.query.every((t) =>
        /^(thank|great|awesom|perfect|cool|nice|good|morn|even|afternoon|bye|goodby|hello|hi|hei|okai|ok|no|nope|all)$/.test(
          t,
        ),
      )
    ) {
      return { ...base, message: fill(assistantCopy[u.smallTalk], links()), kind: "small-talk", language };
    }

    const answers: { unit: Unit; text: string }[] = [];
    let current = context;
    let slots: readonly Slot[] = u.slots;
    const add = (picked: Pick | null) => {
      if (!picked) return;
      if (!answers.some((a) => a.unit.id === picked.unit.id)) {
        answers.push({ unit: picked.unit, text: answerText(picked.unit, now) });
      }
      current = { topic: picked.topic, slots: picked.slots };
      slots = picked.slots;
    };
    const special = specialAnswer(kb, u);
    if (special) return { message: special, kind: "answer", language, units: [], topic: context.topic, slots: u.slots };
    // A statement of a problem, not a question: the system that solves it, when one clearly does.
    const namesAudience = kb
      .search(u.query, 5)
      .some((hit) => hit.unit.id.startsWith("audience:") && [...hit.inTitle].some((t) => kb.idf(t) > 2));
    const statement = u.slots.length === 0 && u.topics.length === 0 && !namesAudience && !/\?\s*$/.test(message);
    const solver = statement ? systemFor(kb, u) : null;
    if (solver)
      return {
        message: answerText(solver, now),
        kind: "answer",
        language,
        units: [solver],
        topic: solver.topic ?? null,
        slots: [],
      };
    const unrelated = u.topics.filter((t, i) => u.topics.findIndex((o) => related(o, t)) === i);
    if (unrelated.length >= 2 && /\b(difference|differ|compare|comparison|versus|vs|between|or)\b/.test(u.text)) {
      // "What's the difference between the discovery call and the strategy session?": one answer for each.
      for (const topic of unrelated.slice(0, 2)) add(pick(kb, u, NO_CONTEXT, topic));
    } else {
      const read = message.slice(0, MAX_READ);
      for (const clause of clauses(read)) {
        const part = clause === read ? u : understand(clause, kb);
        add(pick(kb, part, current));
      }
    }

    if (answers.length === 0 && u.slots.length === 0 && !/\?\s*$/.test(message)) {
      // Not a question, and nothing answers it as one: a problem the visitor describes, maybe.
      const system = systemFor(kb, u);
      if (system) add({ unit: system, topic: system.topic ?? null, slots: [] });
    }
    if (answers.length > 0) {
      return {
        message: answers.map((a) => a.text).join(" "),
        kind: "answer",
        language,
        units: answers.map((a) => a.unit),
        topic: current.topic,
        slots,
      };
    }
    const closest = kb.search(u.query, 5).reduce((max, hit) => Math.max(max, coverageOf(kb, u, hit.matched)), 0);
    const unsure = closest >= 0.35;
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
      if (earlier.kind === "answer") context = { topic: earlier.topic, slots: earlier.slots };
    }
    return reading(message, context, now);
  };

  return {
    answerWithHistory,
    /** The answer text for a message with no conversation before it. */
    answer(message: string): string {
      return answerWithHistory(message).message;
    },
    async reply(input: ResponderInput): Promise<ResponderReply> {
      return { message: answerWithHistory(input.message, input.history).message, source: "local" };
    },
  } satisfies Responder & Record<string, unknown>;
}

export const localResponder = createLocalResponder();
