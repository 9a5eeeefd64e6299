/**
 * The local assistant (no API key needed): intent rules for the questions visitors ask most, then
 * full-text retrieval over the site's own content, then an honest "I don't know" with the way to a
 * person. Every fact in a reply comes from app/content/*.
 */
import { processSteps, whyThree } from "~/content/home";
import { guarantees, leadWorkflows, pricingPlans } from "~/content/lead-os";
import { sessions } from "~/content/schedule";
import { site } from "~/content/site";
import { type Knowledge, knowledge as defaultKnowledge, lc, servicePages } from "./knowledge.server";
import { findEmail, type Responder, type ResponderInput, type ResponderReply } from "./responder.server";

const flagship = site.flagship;
const [discoveryCall, strategySession] = sessions;

export type IntentId =
  | "human"
  | "pricing"
  | "guarantee"
  | "timeline"
  | "booking"
  | "results"
  | "lead-os"
  | "customer-experience"
  | "operational"
  | "revenue"
  | "services"
  | "contact"
  | "greeting"
  | "thanks";

type Intent = {
  id: IntentId;
  pattern: RegExp;
  /** The full answer when this intent leads; `matched` lists every intent of the message. */
  answer: (matched: readonly IntentId[]) => string;
  /** One sentence added when this intent comes second (none: never added). */
  brief?: () => string;
  /** Only answers when the message is short (greetings, thanks). */
  onlyShort?: boolean;
};

const SERVICE_INTENTS = ["revenue", "customer-experience", "operational"] as const;
type ServiceIntent = (typeof SERVICE_INTENTS)[number];
const serviceOf = (id: ServiceIntent) => servicePages[SERVICE_INTENTS.indexOf(id)] ?? servicePages[0];
const isServiceIntent = (id: IntentId): id is ServiceIntent => (SERVICE_INTENTS as readonly string[]).includes(id);
/** Intents that only name a topic; a matching FAQ or audience passage answers the actual question better. */
const TOPIC_INTENTS: readonly IntentId[] = [...SERVICE_INTENTS, "lead-os", "services"];

const noPeriod = (s: string) => s.replace(/\.$/, "");
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const stat = (label: string) => whyThree.stats.find((s) => s.label === label)?.value ?? "";

function serviceAnswer(id: ServiceIntent): string {
  const page = serviceOf(id);
  const categories = page.categories.items.map((c) => c.title);
  return `The ${page.name} is our ${lc(page.hero.eyebrow)}: ${lowerFirst(page.hero.tagline)} ${page.hero.subtitle} It covers ${categories.slice(0, -1).join(", ")} and ${categories.at(-1)}. Typical implementation takes 3-5 weeks. More at ${page.path}`;
}

const leadOsPrice = () =>
  `${flagship.name}, our 3-month flagship program, is ${pricingPlans[0].price} paid in full. You can also pay ${pricingPlans[1].price}, ${pricingPlans[2].price}, or ${pricingPlans[3].price}.`;

/** In priority order: when several match, the first leads and the next one with a `brief` adds a sentence. */
const intents: Intent[] = [
  {
    id: "human",
    pattern:
      /\b(human|real person|a person|someone|somebody|representative|sales ?rep|speak (to|with)|talk (to|with) (a|an|some|your)|call me|contact me|reach (a|some)one)\b/,
    answer: () =>
      `Of course! You can reach our team at ${site.email} or ${site.phone}, or send a message at /contact. We reply within 24 hours. Prefer a call? Book a free consultation at /schedule. You can also leave your e-mail address here and we'll get in touch.`,
    brief: () => `To talk to a person, e-mail ${site.email} or call ${site.phone}.`,
  },
  {
    id: "pricing",
    pattern:
      /(\bprices?\b|\bpricing|\bcosts?\b|\bcosting|how much|\bpay\b|\bmonthly\b|\bfees?\b|\bbudget|\bafford|\bexpensive|\bcheap|\bpayments?\b|\binstal?ments?|\bmonthly (plan|option|payment)|\binvest(ment)?\b|\$\s?\d|\bquote\b|\brates\b)/,
    answer: (matched) => {
      const service = matched.find(isServiceIntent);
      if (service && !matched.includes("lead-os")) {
        const page = serviceOf(service);
        return `Pricing for the ${page.name} depends on your scope: the tools, workflows and volume involved. A free consultation at /schedule gets you a custom roadmap and a quote. For reference, our complete ${flagship.name} program is ${pricingPlans[0].price} in full, with payment plans available (${flagship.path}).`;
      }
      return `${leadOsPrice()} It's backed by our 15-hour guarantee: save 15 hours a week or get your money back. The individual AI systems are priced to your scope; a free consultation at /schedule gets you a custom roadmap and a quote. Details at ${flagship.path}`;
    },
    brief: () => `${flagship.name} is ${pricingPlans[0].price} in full, with payment plans available.`,
  },
  {
    id: "guarantee",
    pattern:
      /\b(guarantee[ds]?|warrant(y|ies)|refunds?|money[- ]back|risk[- ]free|(does not|doesn't|don't|won't) work)\b/,
    answer: () =>
      `We stand behind the results. ${flagship.name} comes with our ${guarantees[0].title} (${noPeriod(lowerFirst(guarantees[0].description))}), a 90-day satisfaction guarantee and 30 days of launch support with weekly check-ins. If you don't save 15 hours per week within 60 days, you get a full refund and keep all deliverables. More at ${flagship.path}`,
    brief: () => "It's backed by our 15-hour guarantee: save 15 hours a week or get your money back.",
  },
  {
    id: "timeline",
    pattern:
      /\b(how long|how quickly|how fast|how soon|timeline|time ?frame|timescale|implementation|implement|go live|up and running|take to (set ?up|build)|turnaround|duration|when can)\b/,
    answer: () =>
      `Typical implementation takes 3-5 weeks. Every project follows our 4-step methodology: ${processSteps
        .slice(0, 3)
        .map((s) => s.title)
        .join(
          ", ",
        )}, then ${processSteps[3].title} after launch. ${flagship.name} is a 3-month program, and its first pieces typically go live within days. Book a free call at /schedule to plan yours.`,
    brief: () => "Typical implementation takes 3-5 weeks.",
  },
  {
    id: "booking",
    pattern:
      /\b(book(ing)?|schedul(e|ing)|consult(ation)?s?|discovery call|strategy (call|session)|appointment|meeting|demo|get started|sign ?up|next steps?|a call)\b/,
    answer: () =>
      `You can book a free consultation at /schedule: a ${discoveryCall.type.replace("Minute", "minute")} or a ${strategySession.type.replace("Minute", "minute")} (our most popular). Both are free and include a custom automation roadmap. Send your request by e-mail or phone and we confirm a time within 24 hours.`,
    brief: () => "You can book a free consultation at /schedule.",
  },
  {
    id: "results",
    pattern:
      /\b(results?|roi|return on investment|outcomes?|benefits?|hours (will|can|do|would) (i|we)|save (me|us)?|savings?|worth it|expect)\b/,
    answer: () =>
      `Clients typically save ${stat("Hours Saved Weekly")} hours a week, run processes ${stat("Faster Processes")} faster and see ROI within ${stat("to ROI")}. The Revenue Growth AI System averages a 40% revenue increase within 6 months, and ${flagship.name} guarantees 15 hours saved per week or your money back. A free consultation at /schedule estimates the savings for your business.`,
  },
  {
    id: "lead-os",
    pattern: /\b(lead ?os|flagship|signature|lead engine|3[- ]month|three[- ]month|business liberation|program(me)?)\b/,
    answer: () =>
      `${flagship.name} is our 3-month done-for-you program that combines all three AI systems into one AI-powered lead engine, from capture to booked meetings. It runs four workflows: ${leadWorkflows
        .map((w) => `${lc(w.title.replace("Lead ", ""))} (~${w.hoursSaved} h/week saved)`)
        .join(
          ", ",
        )}. It costs ${pricingPlans[0].price} (payment plans available) and is backed by our 15-hour guarantee. More at ${flagship.path}`,
  },
  {
    id: "customer-experience",
    pattern:
      /\b(customer (experience|support|service|care)|support|help ?desk|tickets?|chat ?bots?|ai agents?|cx|customer questions)\b/,
    answer: () => serviceAnswer("customer-experience"),
  },
  {
    id: "operational",
    pattern:
      /\b(operational|operations|ops|back[- ]office|dashboards?|reports?|reporting|documents?|invoices?|paperwork|data integration|anomal(y|ies)|bookkeeping|admin)\b/,
    answer: () => serviceAnswer("operational"),
  },
  {
    id: "revenue",
    pattern:
      /\b(revenue|sales|marketing|leads?|lead gen(eration)?|pipeline|crm|campaigns?|follow[- ]?ups?|prospect(s|ing)?|outreach)\b/,
    answer: () => serviceAnswer("revenue"),
  },
  {
    id: "services",
    pattern:
      /\b(services?|offer(ing)?s?|products?|solutions?|systems?|what (do|can) you (do|offer)|what does aiva do|who are you|what is aiva|help (me|my|us|our)|automate)\b/,
    answer: () =>
      `We build three done-for-you AI systems: the ${servicePages[0].name} for sales and marketing (${servicePages[0].path}), the ${servicePages[1].name} for support (${servicePages[1].path}) and the ${servicePages[2].name} for back-office operations (${servicePages[2].path}). ${flagship.name} combines all three in a 3-month program (${flagship.path}). Which area costs your team the most time?`,
  },
  {
    id: "contact",
    pattern:
      /\b(contact|e-?mail address|your e-?mail|phone|call you|telephone|number|reach (you|out)|located|location|where are you|based|office|address)\b/,
    answer: () =>
      `You can reach us at ${site.email} or ${site.phone}. We operate remotely to serve you globally and reply to every message within 24 hours. Send a message at /contact or book a free consultation at /schedule.`,
    brief: () => `You can reach us at ${site.email} or ${site.phone}.`,
  },
  {
    id: "greeting",
    pattern: /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings|yo|hallo|hola)\b/,
    onlyShort: true,
    answer: () =>
      `Hi there! I'm the ${site.assistantTitle}. I can tell you about our AI systems, ${flagship.name}, pricing and timelines, or help you book a free consultation. What would you like to know?`,
  },
  {
    id: "thanks",
    pattern: /\b(thanks|thank you|thx|ty|cheers|appreciated?|great|awesome|perfect|ok(ay)?|cool|bye|goodbye)\b/,
    onlyShort: true,
    answer: () =>
      "You're welcome! If you'd like to talk it through with a person, book a free consultation at /schedule. Anything else I can help with?",
  },
];

export const UNKNOWN_ANSWER = `I'm not sure I can answer that one. I'm ${site.name}'s assistant and know about our AI automation systems, pricing, timelines and consultations. For anything else our team is happy to help: send a message at /contact (we reply within 24 hours) or book a free call at /schedule.`;

function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, " ").trim();
}

/** A few words at most: greetings and thanks only lead in messages this short. */
function isShort(text: string): boolean {
  return text.split(" ").filter(Boolean).length <= 6;
}

/** Intents the message matches, in priority order. */
export function matchIntents(message: string): IntentId[] {
  const text = normalize(message);
  return intents
    .filter((intent) => (!intent.onlyShort || isShort(text)) && intent.pattern.test(text))
    .map((intent) => intent.id);
}

const intentById = (id: IntentId) => intents.find((intent) => intent.id === id) as Intent;

/** Up to three sentences (about 420 characters) of a passage. */
function excerpt(text: string): string {
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)(?:\s+|$)/g) ?? [text];
  let out = "";
  let count = 0;
  for (const s of sentences) {
    if (count > 0 && (count >= 3 || out.length + s.length > 420)) break;
    out += s;
    count++;
  }
  return out.trim();
}

/** Minimum MiniSearch score for a retrieved passage to count as an answer. */
const MIN_SCORE = 6;
/** Minimum score for an FAQ or audience passage to beat a topic-only intent. */
const SPECIFIC_SCORE = 10;

function passageAnswer(passage: { text: string; path: string }): string {
  const more =
    passage.path === "/" ? "Book a free call at /schedule to see what it could do for you." : `More at ${passage.path}`;
  return `${excerpt(passage.text)} ${more}`;
}

export function createLocalResponder(kb: Knowledge = defaultKnowledge): Responder & {
  answer(message: string): string;
} {
  const answer = (message: string): string => {
    const email = findEmail(message);
    if (email) {
      // Anything else the visitor asked gets a one-line answer after the confirmation.
      const rest = message.replace(/[A-Za-z0-9._%+-]+@\S+/g, " ");
      const follow = matchIntents(rest)
        .map(intentById)
        .find((intent) => intent.brief && intent.id !== "human" && intent.id !== "contact");
      return `Thank you! I've noted ${email}, and an automation expert will get back to you within 24 hours.${
        follow?.brief ? ` ${follow.brief()}` : ""
      } In the meantime you can book a free consultation at /schedule.`;
    }

    const matched = matchIntents(message);
    const best = kb.search(message, 1)[0];
    const lead = matched[0];
    const specific =
      best &&
      best.score >= SPECIFIC_SCORE &&
      /^(faq|lead-os-faq|audience):/.test(best.passage.id) &&
      (!lead || TOPIC_INTENTS.includes(lead));
    if (lead && !specific) {
      const intent = intentById(lead);
      const second = matched
        .slice(1)
        .map(intentById)
        .find((other) => other.brief && !repeats(lead, other.id));
      return second?.brief ? `${intent.answer(matched)} ${second.brief()}` : intent.answer(matched);
    }
    if (best && best.score >= MIN_SCORE) return passageAnswer(best.passage);
    return UNKNOWN_ANSWER;
  };

  return {
    answer,
    async reply(input: ResponderInput): Promise<ResponderReply> {
      return { message: answer(input.message), source: "local" };
    },
  };
}

/** Pairs where the second intent's sentence would repeat what the first answer already says. */
function repeats(lead: IntentId, other: IntentId): boolean {
  const covered: Partial<Record<IntentId, readonly IntentId[]>> = {
    human: ["contact", "booking"],
    pricing: ["guarantee", "booking"],
    guarantee: ["pricing"],
    timeline: ["booking"],
    results: ["guarantee", "booking"],
    "lead-os": ["pricing", "guarantee"],
    contact: ["human", "booking"],
  };
  return covered[lead]?.includes(other) ?? false;
}

export const localResponder = createLocalResponder();
