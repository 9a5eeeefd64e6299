/**
 * The assistant's knowledge: answer units built from the site's own content (app/content/*). Each unit
 * answers one kind of question about one thing: it names its topic (a system, the flagship, a workflow,
 * a month of the program, a consultation...) and the slots it fills (a price, a duration, a count, a
 * yes/no, a person, a contact channel...), and carries its facts in its text. A MiniSearch index over the
 * units (Porter stems, the site's synonyms, prefix and fuzzy matching) finds candidates; the responder
 * decides among them by slot and topic. Built once per process, on first use.
 */
import MiniSearch from "minisearch";
import { aboutHero, corePillars, founder, mission, ourDifference, vision } from "~/content/about";
import { assistantCopy, unstatedFacts } from "~/content/assistant";
import { contactInfo } from "~/content/contact";
import { demoDialog } from "~/content/demo";
import { homeHero } from "~/content/home-hero";
import {
  challenges,
  coreSystems,
  coreSystemsSection,
  homeFaq,
  homeTestimonial,
  layers,
  platforms,
  processSteps,
  visionSection,
  whyThree,
} from "~/content/home";
import {
  guarantees,
  inclusions,
  journey,
  leadOsFaq,
  leadOsHero,
  leadOsPainPoints,
  leadOsStats,
  leadWorkflows,
  pricingPlans,
} from "~/content/lead-os";
import { privacyPolicy } from "~/content/legal";
import { getPage } from "~/content/pages";
import { resourcesIntro } from "~/content/resources";
import { confirmationCopy } from "~/content/booking-confirmation";
import { scheduleIntro, sessions, whatToExpect } from "~/content/schedule";
import { customerExperiencePage } from "~/content/services/customer-experience";
import { operationalIntelligencePage } from "~/content/services/operational-intelligence";
import { revenueGrowthPage } from "~/content/services/revenue-growth";
import { figureText } from "~/content/figure-text";
import { figures } from "~/content/figures";
import { formatRange, plainFigures } from "~/content/format-figures";
import { site } from "~/content/site";
import type { ServicePageContent } from "~/content/types";
import { type ArticleUnit, articleUnits } from "./article-knowledge.server";
import { availabilityFacts } from "./availability";
import { commonWords } from "./common-words.server";
import { replyLink } from "./links";
import { normalize, Speller, STOP_WORDS, THESAURUS_WORDS, term, termPairs, terms, words } from "./text.server";

/** What a question asks for. */
export type Slot =
  | "price"
  | "duration"
  | "count"
  | "yesno"
  | "person"
  | "contact"
  | "audience"
  | "list"
  | "most"
  | "booking"
  | "definition";

export type Unit = {
  id: string;
  /** The thing the unit is about; "it" in a follow-up refers to the last topic discussed. */
  topic?: string;
  /** The kinds of question the unit answers. */
  slots: readonly Slot[];
  /** Kinds of question it answers only when its topic is named ("how long" of the founder: years of experience). */
  topicSlots?: readonly Slot[];
  title: string;
  /** Other words visitors use for this question (searched, never shown). */
  ask?: string;
  /**
   * The answer: facts from the content, links written [words](/path). Facts that change while the server runs
   * are tokens ({@link LIVE_AVAILABILITY}), filled in at the moment of the answer by {@link answerText}.
   */
  text: string;
  /** Preferred when the question names no topic (the flagship's price for "how much does it cost?"). */
  fallbackFor?: Slot;
};

export const servicePages = [revenueGrowthPage, customerExperiencePage, operationalIntelligencePage] as const;
export const SYSTEM_TOPICS = ["revenue", "cx", "ops"] as const;
export type SystemTopic = (typeof SYSTEM_TOPICS)[number];
export const systemPage = (topic: SystemTopic) => servicePages[SYSTEM_TOPICS.indexOf(topic)] ?? revenueGrowthPage;

const flagship = site.flagship;
const launchSupport =
  guarantees.find((guarantee) => guarantee.title.startsWith(figureText.launchSupport)) ?? guarantees[0];
const schedulePath = getPage("schedule").path;
const contactPath = getPage("contact").path;

/** Lower-cases capitalised words but keeps acronyms and names like "ROI", "AI", "SaaS". */
export const lc = (s: string) => s.replace(/\b[A-Z](?:[a-z]+\b|(?=-))/g, (w) => w.toLowerCase());
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
/** Lower-cases the first letter, but not of an acronym ("AI builds" stays). */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
/** What a payment plan is for, as an aside ("pay the second half when your engine is live"). */
const planNote = (i: 1 | 2 | 3) => lowerFirst(pricingPlans[i].note.replace(/\.$/, ""));
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const noPeriod = (s: string) => s.trim().replace(/\.$/, "");
export const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

const book = () => replyLink(schedulePath, assistantCopy.bookLink);
/** The booking link opening a sentence. */
const Book = () => replyLink(schedulePath, upperFirst(assistantCopy.bookLink));
const message = () => replyLink(contactPath, assistantCopy.messageLink);
const pageOf = (path: string) => replyLink(path);
/** "3-5 weeks", from the one source of the site's figures. */
const implementationWeeks = formatRange(figures.implementationWeeks, "weeks", { plain: true });
const stat = (label: string) => whyThree.stats.find((s) => s.label === label)?.value ?? "";

function systemUnits(page: ServicePageContent, topic: SystemTopic): Unit[] {
  const categories = page.categories.items.map((c) => c.title);
  const card = coreSystems.find((c) => c.linkPath === page.path);
  const units: Unit[] = [
    {
      id: `${topic}:overview`,
      topic,
      slots: ["definition", "list", "yesno"],
      title: page.name,
      ask: `${page.hero.eyebrow} ${page.solutions.items.map((s) => s.title).join(" ")} ${card?.automationItems.map((i) => i.text).join(" ") ?? ""}`,
      text: `The ${page.name} is our ${lc(page.hero.eyebrow)}: ${lowerFirst(page.hero.tagline)} ${page.hero.subtitle} It covers ${list(categories)}${card?.resultMetrics ? ` (${card.resultMetrics.map((m) => `${m.value} ${m.label}`).join("; ")})` : ""}, and typically goes live in ${implementationWeeks}. See ${pageOf(page.path)}.`,
    },
    ...(card?.resultMetrics
      ? [
          {
            id: `${topic}:results`,
            topic,
            slots: ["count", "definition"] as Slot[],
            title: `Results of the ${page.name}: what it delivers`,
            ask: "results outcomes expect deliver impact benefits achieve numbers typical",
            text: `The ${page.name} delivers ${list(card.resultMetrics.map((m) => `${m.value} ${m.label}`))}. Across our systems, clients typically save ${stat("Hours Saved Weekly")} hours a week and see ROI within ${stat("to ROI")}. ${Book()} to estimate yours.`,
          },
        ]
      : []),
    {
      id: `${topic}:problems`,
      topic,
      slots: [],
      title: page.painPoints.title,
      ask: [
        page.painPoints.intro ?? "",
        ...page.painPoints.items.map((i) => `${i.title} ${i.description}`),
        ...challenges
          .filter((c) => c.solution.title === page.name)
          .map((c) => `${c.challenge.title} ${c.challenge.description}`),
      ].join(" "),
      text: `That is exactly what the ${page.name} is for: ${lowerFirst(page.hero.subtitle)} It typically goes live in ${implementationWeeks}. See ${pageOf(page.path)}, or ${book()} to map it for your business.`,
    },
    {
      id: `${topic}:price`,
      topic,
      slots: ["price"],
      title: `${page.name} price`,
      ask: "price pricing how much package quote",
      text: `Pricing for the ${replyLink(page.path, page.name)} depends on your scope: the tools, workflows and volume involved. A free consultation gets you a custom roadmap and a quote: ${book()}. For reference, our complete ${flagship.name} program is ${pricingPlans[0].price} in full, with payment plans.`,
    },
    {
      id: `${topic}:duration`,
      topic,
      slots: ["duration"],
      title: `${page.name} implementation time`,
      ask: "how long implement implementation set up go live take timeline",
      text: `The ${page.name} typically takes ${implementationWeeks} to implement, following our ${figures.methodologySteps}-step methodology: ${list(processSteps.map((s) => `${s.title} (${s.timeline})`))}. ${Book()} to plan yours.`,
    },
    {
      id: `${topic}:audiences`,
      topic,
      slots: ["audience"],
      title: `Who the ${page.name} is for`,
      ask: "who is it for industries clients audience",
      text: `The ${replyLink(page.path, page.name)} is built for ${list(page.audiences.items.map((a) => lc(a.title)))}. ${page.audiences.intro}`,
    },
  ];
  for (const category of page.categories.items) {
    units.push({
      id: `${topic}:${category.id}`,
      topic,
      slots: ["list"],
      title: `${category.title} (${page.name})`,
      ask: category.subcategories.map((s) => s.title).join(" "),
      text: `${category.title}, part of the ${page.name}: ${sentence(category.description)} It includes ${list(
        category.subcategories.map((s) => `${lc(s.title)} (${lc(s.features.slice(0, 3).join(", "))})`),
      )}. See ${pageOf(page.path)}.`,
    });
    for (const sub of category.subcategories) {
      units.push({
        id: `${topic}:${category.id}:${lc(sub.title).replace(/\W+/g, "-")}`,
        topic,
        slots: ["list", "yesno"],
        title: `${sub.title}`,
        text: `${sub.title} is part of the ${page.name} (${category.title}): ${lc(list(sub.features))}. See ${pageOf(page.path)}.`,
      });
    }
  }
  return units;
}

/** What the site does not state, answered as unknown with the ways to ask (never a neighbouring fact). */
function unstatedUnits(): Unit[] {
  const ways = {
    message: replyLink(getPage("contact").path, assistantCopy.messageLink),
    book: replyLink(getPage("schedule").path, assistantCopy.bookLink),
    email: site.email,
  };
  return unstatedFacts.map((fact) => ({
    id: `unstated:${fact.id}`,
    slots: fact.asks,
    // The name only: "I don't know whether we offer…" would match every question with "offer" in it.
    title: fact.name,
    ask: fact.words,
    text: assistantCopy.unknownNamedFact.replace(/\{(\w+)\}/g, (_, key: string) =>
      key === "about" ? fact.about : (ways[key as keyof typeof ways] ?? key),
    ),
  }));
}

/** One unit per audience (real estate, e-commerce, ...), with what each system does for it. */
function audienceUnits(): Unit[] {
  const byAudience = new Map<string, { page: ServicePageContent; benefit: string }[]>();
  for (const page of servicePages) {
    for (const audience of page.audiences.items) {
      const entry = byAudience.get(audience.title) ?? [];
      entry.push({ page, benefit: audience.benefit });
      byAudience.set(audience.title, entry);
    }
  }
  const everyone: Unit = {
    id: "audience:all",
    topic: "audiences",
    slots: ["audience", "list"],
    fallbackFor: "audience",
    title: "Who we work with: the industries and kinds of business our systems are built for",
    ask: "who do you work with industries kinds types of business companies clients serve sectors",
    text: `Our systems are built for ${audienceList()}. Each system's page shows what it does for them: the ${servicePages
      .map((page) => replyLink(page.path, page.name))
      .join(", the ")}. Not on the list? Tell us about your business and we'll say honestly whether we fit: ${book()}.`,
  };
  return [
    everyone,
    ...[...byAudience].map(
      ([title, uses]): Unit => ({
        id: `audience:${title}`,
        slots: ["audience", "yesno"],
        title,
        ask: "work with serve help clients industry",
        text: `Yes, we work with ${lc(title)}. ${uses
          .map((use) => `With the ${replyLink(use.page.path, use.page.name)}: ${lowerFirst(noPeriod(use.benefit))}.`)
          .join(" ")} ${Book()} to see which comes first for you.`,
      }),
    ),
  ];
}

/** Everyone the systems are built for, for an audience the site does not name. */
export function audienceList(): string {
  return list([...new Set(servicePages.flatMap((p) => p.audiences.items.map((a) => lc(a.title))))]);
}

/** When the program builds or switches on a workflow, from the journey's milestones (" Month 2 (Weeks 5-8): ..."). */
function workflowMonth(id: string): string {
  for (const month of journey) {
    const milestone = month.milestones.find((m) => m.toLowerCase().includes(id));
    if (milestone) return ` In the program it comes in ${month.month} (${month.weeks}): ${lowerFirst(milestone)}.`;
  }
  return "";
}

/** Stands in a unit's text for the coming month's spots ("December 2026: 3 spots remaining"). */
export const LIVE_AVAILABILITY = "{availability}";

/** A unit's text as said at `now`: its live facts filled in. */
export function answerText(unit: Unit, now: Date = new Date()): string {
  return unit.text.includes(LIVE_AVAILABILITY)
    ? unit.text.replaceAll(LIVE_AVAILABILITY, availabilityFacts(now).spots)
    : unit.text;
}

function buildUnits(): Unit[] {
  // The monthly limit is a setting of the site, fixed while the server runs; the spots' month is live.
  const availability = availabilityFacts();
  const [discovery, strategy] = sessions;
  const workflowsByHours = [...leadWorkflows].sort((a, b) => b.hoursSaved - a.hoursSaved);
  const mostSaving = workflowsByHours[0] ?? leadWorkflows[3];
  const totalHours = leadWorkflows.reduce((sum, w) => sum + w.hoursSaved, 0);
  const systemsSentence = `the ${replyLink(servicePages[0].path, servicePages[0].name)} for sales and marketing, the ${replyLink(servicePages[1].path, servicePages[1].name)} for customer support and the ${replyLink(servicePages[2].path, servicePages[2].name)} for back-office operations`;
  const flagshipLink = replyLink(flagship.path, flagship.name);
  const systemsByNeed = assistantCopy.systemsByNeed.replace(/\{(revenue|cx|ops)\}/g, (_, key: string) => {
    const page = servicePages[SYSTEM_TOPICS.indexOf(key as SystemTopic)] ?? servicePages[0];
    return replyLink(page.path, page.name);
  });

  const units: Unit[] = [
    // --- The company -----------------------------------------------------------------------------------------
    {
      id: "company:what-we-do",
      topic: "company",
      slots: ["definition", "list"],
      title: `What ${site.name} does: services and AI systems`,
      ask: "what do you do offer sell services products solutions systems automation who are you what is aiva difference between the three systems compare buy from you",
      text: `${site.name} builds three done-for-you AI systems: ${systemsSentence}. ${flagshipLink} combines all three in a ${figures.programMonths}-month program. Which area costs your team the most time?`,
      fallbackFor: "definition",
    },
    {
      id: "company:where-to-start",
      topic: "company",
      slots: ["most", "definition", "list"],
      title: "Which system to start with",
      ask: "which system should i start with first begin recommend choose best for me right one",
      text: `${coreSystemsSection.intro} As a rule, the bottleneck points to ${systemsByNeed}. Not sure which one that is? ${Book()}: we map where your team loses the most time and recommend where to start.`,
    },
    {
      id: "company:difference",
      topic: "company",
      slots: ["definition"],
      title: "What makes us different from other agencies",
      ask: "different difference why choose you competitors agencies better unique",
      text: `${ourDifference.intro} ${ourDifference.items.map((i) => `${i.title}: ${lowerFirst(sentence(i.description))}`).join(" ")}`,
    },
    {
      id: "company:mission",
      topic: "company",
      slots: ["definition"],
      title: "Our mission and why we exist",
      ask: "mission purpose why exist goal",
      text: `${aboutHero.subtitle} Our mission: ${lowerFirst(mission.text)} More on ${pageOf("/about")}.`,
    },
    {
      id: "company:vision",
      topic: "company",
      slots: ["definition"],
      title: "Our vision",
      ask: "vision future believe",
      text: `Our vision: ${lowerFirst(vision.text)} More on ${pageOf("/about")}.`,
    },
    {
      id: "company:pillars",
      topic: "company",
      slots: ["list"],
      title: "Our core pillars and values",
      ask: "values principles pillars believe culture",
      text: `Our six core pillars are ${list(corePillars.map((p) => p.title))}. ${corePillars[0].title}: ${lowerFirst(corePillars[0].description)}`,
    },
    {
      id: "company:testimonials",
      topic: "company",
      slots: ["definition", "list", "yesno"],
      title: "Testimonials, case studies and client success stories",
      ask: "testimonials testimonial case studies study success stories story what clients customers say proof",
      text: `“${homeTestimonial.quote}” (${homeTestimonial.clientName}, ${homeTestimonial.company}). More client stories are on ${replyLink("/", "our home page")} and ${replyLink(getPage("lead-os").path, `the ${flagship.name} page`)}.`,
    },
    {
      id: "company:clients",
      topic: "company",
      slots: ["count"],
      title: "How many clients we have worked with",
      ask: "clients customers served worked with entrepreneurs trust",
      text: `${flagship.name} is trusted by ${figureText.entrepreneurs} entrepreneurs.`,
    },
    {
      id: "company:results",
      topic: "company",
      slots: ["count", "duration", "definition"],
      title: "Results and benefits clients see: hours saved, faster processes, revenue, ROI",
      ask: "results benefits outcomes expect automation savings save hours time worth it value percent faster revenue grow increase gains payoff return impact difference typical",
      text: `Clients typically save ${stat("Hours Saved Weekly")} hours a week, run processes ${stat("Faster Processes")} faster and see ROI within ${stat("to ROI")}. The Revenue Growth AI System averages a ${figures.revenueIncrease.percent}% revenue increase within ${figures.revenueIncrease.months} months, and ${flagship.name} guarantees ${figures.guarantee.hoursPerWeek} hours saved per week within ${figures.guarantee.refundWindowDays} days or your money back.`,
    },
    {
      id: "company:roi",
      topic: "company",
      slots: ["duration", "count"],
      title: `Return on investment (ROI) in ${figures.roiDays} days`,
      ask: "roi return on investment pay for itself payback see results",
      text: `Clients typically see ROI within ${stat("to ROI")}: the hours saved (${figures.hoursSavedWeekly}+ a week) and the leads no longer lost pay for the system. ${flagship.name} also guarantees ${figures.guarantee.hoursPerWeek} hours saved per week within ${figures.guarantee.refundWindowDays} days, or a full refund.`,
    },
    {
      id: "company:location",
      topic: "company",
      slots: ["contact", "yesno"],
      title: "Where we are based: office and location",
      ask: "where based located location office address visit country countries time zone remote international internationally global globally worldwide abroad overseas",
      text: `We operate remotely to serve clients globally, so there is no office to visit. Every consultation is a call: ${book()}, or e-mail ${site.email}.`,
    },
    {
      id: "company:social",
      topic: "company",
      slots: ["contact"],
      title: "LinkedIn and social media profile",
      ask: "linkedin social media profile follow",
      text: `You can follow ${site.name} on LinkedIn: ${site.social.url}. To talk to us directly, e-mail ${site.email} or ${message()}.`,
    },
    {
      id: "company:blog",
      topic: "company",
      slots: ["definition", "yesno"],
      title: "Blog, articles, guides and resources",
      ask: "blog articles guides resources read learn",
      text: `${resourcesIntro.intro} They are on ${replyLink(getPage("resources").path, "our Blog & Resources page")}.`,
    },
    {
      id: "company:demo",
      topic: "demo",
      slots: ["definition", "duration", "yesno", "booking"],
      title: "Demo video and live demo",
      ask: "demo video watch walkthrough see it in action example live demo",
      // "…of AIVA Lead OS: a live AI system, from a new lead to a booked meeting, in under 2 minutes."
      text: `There's an interactive walkthrough of ${flagship.name}: ${demoDialog.description.replace(/^A walkthrough of /, "")} Watch it on ${replyLink("/demo", "the demo page")} or with "${homeHero.demoCta.label}" on ${replyLink("/", "our home page")}. For a live demo on your own use case, ${book()}.`,
    },
    {
      id: "company:privacy",
      topic: "company",
      slots: ["yesno", "definition"],
      title: "Data security, privacy and what we store",
      ask: "data safe secure security privacy gdpr store stored delete personal information confidential",
      text: `${privacyPolicy.sections[3]?.paragraphs[0] ?? ""} We never sell personal data. Details in ${replyLink(getPage("privacy").path, "our Privacy Policy")}.`,
    },
    {
      id: "company:expert",
      topic: "booking",
      slots: ["person"],
      title: "Who you talk or speak to on a consultation call",
      ask: "who will i talk speak to on the call expert salesperson consultant",
      // The schedule page says it: "Either way you talk to an automation expert, not a salesperson, and leave…".
      text: `${scheduleIntro.intro.replace(/^Choose the session that fits where you are\. Either way/, "On a consultation")} ${Book()}.`,
    },
    {
      id: "company:human",
      topic: "contact",
      slots: ["contact", "person"],
      title: "Talk to a human, a real person or someone on the team; call me back",
      ask: "human real person someone somebody representative speak talk team call back callback contact me",
      text: `You can reach our team at ${site.email} or ${site.phone}, or ${message()}: we reply within ${figures.replyHours} hours. Prefer a call? ${Book()}. You can also leave your e-mail address here and we'll get in touch.`,
    },

    // --- Founder ---------------------------------------------------------------------------------------------
    {
      id: "founder",
      topic: "founder",
      slots: ["person", "definition"],
      topicSlots: ["duration", "count"],
      title: "The founder: who runs the company, background and years of experience",
      ask: "founder owner ceo who runs behind background experience years doing this",
      text: `${site.name} was founded by ${founder.name}, ${founder.role}, who brings ${founder.experience}. ${founder.paragraphs[2] ?? ""}`,
    },

    // --- Contact ---------------------------------------------------------------------------------------------
    {
      id: "contact:channels",
      topic: "contact",
      slots: ["contact"],
      fallbackFor: "contact",
      title: "Contact details: e-mail address and phone number",
      ask: "contact email address phone number call telephone reach get in touch",
      text: `You can reach us at ${contactInfo.email.value} or ${contactInfo.phone.value}. We reply to every message within ${figures.replyHours} hours. You can also ${message()} or ${book()}.`,
    },
    {
      id: "contact:reply-time",
      topic: "contact",
      slots: ["duration"],
      title: "How fast we reply to messages, e-mails and the contact form",
      ask: "reply respond response get back answer messages contact form email hear back",
      text: `We reply to every message within ${figures.replyHours} hours, whether it comes through ${message()}, by e-mail to ${site.email} or as a consultation request.`,
    },

    // --- Consultations ---------------------------------------------------------------------------------------
    {
      id: "booking:consultation",
      topic: "booking",
      slots: ["booking", "definition", "list", "price"],
      // It states both sessions' lengths: a length asked after asking to book a call.
      topicSlots: ["duration"],
      fallbackFor: "booking",
      title: "Book a free consultation: schedule a call or meeting",
      ask: "book schedule consultation call meeting appointment get started next step sign up demo",
      text: `You can ${book()}: a ${discovery.type.replace("Minute", "minute")} or a ${strategy.type.replace("Minute", "minute")} (our most popular). Both are free and include a custom automation roadmap. Pick an open time on the booking page and it is booked at once, or send your request by e-mail or phone and we confirm a time within ${figures.replyHours} hours.`,
    },
    ...sessions.map(
      (s): Unit => ({
        id: `session:${s.duration}`,
        topic: s === discovery ? "session:discovery" : "session:strategy",
        slots: ["duration", "price", "definition", "yesno", "booking"],
        title: s.type,
        ask: `${s.duration} session call free`,
        text: `The ${s.type.replace("Minute", "minute")}${"badge" in s ? ` (${lc(s.badge)})` : ""} is free: ${lowerFirst(s.description)} It covers ${lc(list(s.bullets))}. ${Book()}.`,
      }),
    ),
    {
      id: "booking:expect",
      topic: "booking",
      slots: ["definition", "list"],
      title: "What happens in a consultation: what to expect",
      ask: "what happens during consultation expect roadmap call agenda",
      text: `${whatToExpect.items.map((i) => `${i.title}: ${lowerFirst(sentence(i.description))}`).join(" ")} ${whatToExpect.note} ${Book()}.`,
    },
    {
      id: "booking:prepare",
      topic: "booking",
      slots: ["definition", "list", "yesno"],
      title: "What to prepare or bring before a consultation call",
      ask: "prepare preparation before bring ready need call consultation session",
      text: `${confirmationCopy.next[1]} ${whatToExpect.items[0] ? `${whatToExpect.items[0].title}: ${lowerFirst(sentence(whatToExpect.items[0].description))}` : ""} ${Book()}.`,
    },
    {
      id: "booking:assessment",
      topic: "assessment",
      slots: ["definition", "duration", "price"],
      title: `The ${figures.sessions.assessment}-minute Lead Engine Assessment`,
      ask: "assessment 15 minute lead engine assessment form",
      text: `The free ${figures.sessions.assessment}-minute Lead Engine Assessment is the first step into ${flagship.name}: leave your name and e-mail in the assessment form on ${pageOf(flagship.path)} and we review your lead flow with you. ${upperFirst(availability.limit.replace(/ \(.*\)$/, "").toLowerCase())}.`,
    },

    // --- The flagship ----------------------------------------------------------------------------------------
    {
      id: "lead-os:overview",
      topic: "lead-os",
      // "Is there a bundle of all three?": yes, this.
      slots: ["definition", "yesno"],
      title: flagship.name,
      ask: "flagship signature program lead engine business liberation system",
      text: `${flagship.name} is our ${figures.programMonths}-month done-for-you program that combines all three AI systems into one AI-powered lead engine, from capture to booked meetings. It runs four workflows: ${leadWorkflows
        .map((w) => `${lc(w.title.replace("Lead ", ""))} (~${w.hoursSaved} h/week saved)`)
        .join(
          ", ",
        )}. It costs ${pricingPlans[0].price} (payment plans available) and is backed by our ${figures.guarantee.hoursPerWeek}-hour guarantee. See ${pageOf(flagship.path)}.`,
    },
    {
      id: "lead-os:problems",
      topic: "lead-os",
      slots: [],
      title: leadOsPainPoints.title,
      ask: `${leadOsPainPoints.intro} ${leadOsPainPoints.items.map((i) => `${i.title} ${i.description}`).join(" ")}`,
      text: `That is exactly what ${flagshipLink} is for: ${lowerFirst(leadOsHero.tagline)} ${leadOsHero.subtitle}`,
    },
    {
      id: "lead-os:price",
      topic: "lead-os",
      slots: ["price", "list"],
      title: `${flagship.name} price and payment plans`,
      ask: `price cost how much investment payment plans options ${pricingPlans.map((p) => `${p.plan} ${p.note}`).join(" ")}`,
      text: `${flagship.name}, our ${figures.programMonths}-month flagship program, is ${pricingPlans[0].price} paid in full. You can also pay ${pricingPlans[1].price}, ${pricingPlans[2].price} (${planNote(2)}), or ${pricingPlans[3].price} (${planNote(3)}). The individual AI systems are priced to your scope: ${book()} for a quote. Details on ${pageOf(flagship.path)}.`,
      fallbackFor: "price",
    },
    {
      id: "lead-os:duration",
      topic: "lead-os",
      slots: ["duration", "count"],
      title: `How long ${flagship.name} takes`,
      ask: "how long program length weeks months take go live start",
      text: `${flagship.name} is a ${figures.programMonths}-month program (${figures.programWeeks} weeks): ${journey.map((m) => `${m.month} (${m.weeks}) is ${m.title}`).join(", ")}. ${leadOsFaq[2].answer}`,
    },
    {
      id: "lead-os:journey",
      topic: "lead-os",
      slots: ["list", "definition"],
      title: `The ${figures.programMonths}-month ${flagship.name} journey: months and weeks`,
      ask: "journey months weeks timeline plan phases schedule",
      text: `${flagship.name} runs for ${figures.programMonths} months. ${journey.map((m) => `${m.month} (${m.weeks}), ${m.title}: ${lowerFirst(m.description)}`).join(" ")}`,
    },
    ...journey.map(
      (m, i): Unit => ({
        id: `month:${i + 1}`,
        topic: `month:${i + 1}`,
        slots: ["definition", "list"],
        topicSlots: ["duration"],
        title: `${m.month} of the program, ${m.weeks}: ${m.title}`,
        ask: `${["first", "second", "third last final"][i]} month ${m.weeks.replace(/-/g, " to ")} ${m.milestones.join(" ")}`,
        text: `${m.month} of ${flagship.name} (${m.weeks}) is ${m.title}: ${lowerFirst(m.description)} Milestones: ${lc(list(m.milestones))}.`,
      }),
    ),
    {
      id: "lead-os:workflows",
      topic: "lead-os",
      slots: ["list", "count"],
      title: `The four workflows of ${flagship.name}`,
      ask: "workflows how many workflows capture generation enrichment nurture total time saved in all",
      text: `${flagship.name} runs four lead workflows: ${leadWorkflows
        .map((w) => `${w.title} (about ${w.hoursSaved} hours saved per week)`)
        .join(", ")}. Together that is about ${totalHours} hours back every week.`,
    },
    {
      id: "lead-os:most-saving",
      topic: "lead-os",
      slots: ["most"],
      title: "Which workflow saves the most time",
      ask: "which workflow saves most time biggest saving hours best",
      text: `${mostSaving.title} saves the most: about ${mostSaving.hoursSaved} hours a week. ${upperFirst(mostSaving.description)} The others: ${workflowsByHours
        .slice(1)
        .map((w) => `${w.title} about ${w.hoursSaved} hours`)
        .join(", ")}.`,
    },
    ...leadWorkflows.map(
      (w): Unit => ({
        id: `workflow:${w.id}`,
        topic: `workflow:${w.id}`,
        slots: ["definition"],
        topicSlots: ["count", "duration"],
        title: `${w.title} workflow`,
        ask: `${w.id} ${w.items.join(" ")} hours saved time`,
        text: `${w.title}, one of the four ${flagship.name} workflows: ${lowerFirst(w.description)} It saves about ${w.hoursSaved} hours a week (${lc(list(w.items))}).${workflowMonth(w.id)}`,
      }),
    ),
    {
      id: "lead-os:guarantee",
      topic: "guarantee",
      slots: ["yesno", "definition", "duration"],
      title: "Our guarantees: money back, refund, satisfaction guarantee and launch support",
      ask: "guarantee guaranteed refund money back risk free does not work satisfied satisfaction launch support keep deliverables",
      text: `We stand behind the results. ${flagship.name} comes with our ${guarantees[0].title} (${noPeriod(lowerFirst(guarantees[0].description))}), a ${figures.guarantee.satisfactionDays}-day satisfaction guarantee and ${figures.guarantee.launchSupportDays} days of launch support with weekly check-ins.`,
    },
    {
      id: "lead-os:inclusions",
      topic: "lead-os",
      slots: ["list"],
      title: `What ${flagship.name} includes`,
      ask: "included includes deliverables what do i get",
      text: `${flagship.name} includes ${list(inclusions.items.map((i) => lowerFirst(i.title)))}. ${inclusions.items
        .slice(1, 3)
        .map((i) => `${i.title}: ${lowerFirst(sentence(i.description))}`)
        .join(" ")}`,
    },
    {
      id: "lead-os:availability",
      topic: "availability",
      slots: ["count", "duration"],
      // "Are you full?": a yes or no about room, which this answers.
      topicSlots: ["yesno"],
      title: "Availability: spots left, capacity and start date",
      ask: "spots remaining left available availability capacity limited clients per month take on accept start when can you start begin waitlist waiting list taking new clients",
      // The page's title case ("Limited to 5 Clients Per Month (To ensure…)") said as a sentence.
      text: `${flagship.name} is ${availability.limit.replace(/ \((.*)\)$/, ", $1").toLowerCase()}. ${LIVE_AVAILABILITY}. The first step is a free ${figures.sessions.assessment}-minute Lead Engine Assessment on ${pageOf(flagship.path)}, or ${book()}.`,
    },
    {
      id: "lead-os:results",
      topic: "lead-os",
      slots: ["count", "duration", "definition"],
      title: `${flagship.name} results: reply rate, meetings booked, leads captured, response time`,
      ask: "results numbers stats statistics track record case studies proof reply rate meetings booked leads captured first response entrepreneurs",
      text: `${flagship.name} is built to move these numbers: ${leadOsStats.map((s) => `${s.value} ${lc(s.label)}`).join(", ")}. It is trusted by ${figures.entrepreneurs}+ entrepreneurs.`,
    },
    ...leadOsFaq.map(
      (item): Unit => ({
        id: `lead-os-faq:${item.id}`,
        topic: "lead-os",
        slots: item.id === "time-to-live" ? ["duration"] : item.id === "chatbot-needed" ? ["yesno"] : ["list", "yesno"],
        title: item.question,
        // How visitors ask it when they do not say "go live".
        ...(item.id === "time-to-live"
          ? { ask: "first results working live see something first parts up and running after kickoff" }
          : {}),
        text: `${item.answer}`,
      }),
    ),

    // --- How we work -----------------------------------------------------------------------------------------
    {
      id: "process:implementation",
      topic: "process",
      slots: ["duration"],
      title: "How long implementation takes: timeline to go live",
      ask: "how long implementation implement set up setup go live up and running ready take timeline build launch project",
      text: `Typical implementation takes ${implementationWeeks}. Every project follows our ${figures.methodologySteps}-step methodology: ${list(processSteps.slice(0, 3).map((s) => s.title))}, then ${processSteps[3].title} after launch. ${flagship.name} is a ${figures.programMonths}-month program, and its first pieces typically go live within days. ${Book()} to plan yours.`,
      fallbackFor: "duration",
    },
    {
      id: "process:steps",
      topic: "process",
      slots: ["list", "count", "definition"],
      title: `Our process: the ${figures.methodologySteps}-step methodology`,
      ask: "process methodology steps how do you work approach phases",
      text: `We follow a ${figures.methodologySteps}-step methodology: ${processSteps.map((s) => `${s.title} (${s.timeline})`).join(", ")}. Typical implementation takes ${implementationWeeks}.`,
    },
    ...processSteps.map(
      (step): Unit => ({
        id: `step:${step.id}`,
        topic: `step:${step.id}`,
        slots: ["definition"],
        topicSlots: ["duration"],
        title: `${step.title} step`,
        ask: step.details.join(" "),
        text: `${step.title} (${step.timeline}): ${step.description} It includes ${lc(list(step.details))}.`,
      }),
    ),
    {
      // The flagship's own after-launch: its launch support first, then the same subscription as every system.
      id: "lead-os:launch-support",
      topic: "launch-support",
      slots: ["definition", "yesno", "duration"],
      title: `After the launch of ${flagship.name}: launch support`,
      ask: "after launch support check-ins stay around",
      text: `${flagship.name} includes ${lowerFirst(launchSupport.title)}: ${lowerFirst(launchSupport.description)} After that, ${lowerFirst(homeFaq[4].answer.replace(/^Your system keeps learning\. /, ""))} The subscription is quoted with your roadmap in a free consultation: ${book()}.`,
    },
    {
      id: "process:after-launch",
      topic: "after-launch",
      slots: ["definition", "price"],
      title: "After launch: ongoing support, maintenance and module subscription",
      ask: "after launch ongoing support maintenance subscription go live",
      text: `${homeFaq[4].answer} The subscription is quoted with your roadmap in a free consultation: ${book()}.`,
    },
    {
      id: "process:no-code",
      topic: "company",
      // "Who builds it?" is answered by who does: we handle the build.
      slots: ["yesno", "person"],
      title: "Zero code: no technical skills or developer needed; we do the build",
      ask: "code technical skills developer programming know how to code it team we handle design build integrations maintenance",
      text: `${homeFaq[2].answer}`,
    },
    {
      id: "process:24-7",
      topic: "company",
      slots: ["yesno", "definition"],
      title: "24/7 automation: nights and weekends",
      ask: "24/7 around the clock nights weekends holidays always on",
      text: `Yes: ${visionSection.items[0].title}. ${visionSection.items[0].description} ${visionSection.items[2].title}: ${lowerFirst(visionSection.items[2].description)}`,
    },
    {
      id: "company:humans",
      topic: "company",
      slots: ["yesno", "definition"],
      title: "People stay in charge: AI does not replace your team",
      ask: "replace my team staff people jobs human take over hand off escalate person in charge",
      text: `No: ${lowerFirst(corePillars[0].description)} ${visionSection.items[2].title}: ${lowerFirst(visionSection.items[2].description)}`,
    },
    {
      id: "layers",
      topic: "company",
      slots: ["list", "definition"],
      title: "How our systems are built: the four layers",
      ask: "architecture technology layers under the hood ml models agents orchestration data layer",
      text: `Every system has four layers: ${layers.map((l) => `${l.title} (${lc(l.description.split(",")[0] ?? "")})`).join(", ")}.`,
    },
    {
      id: "platforms",
      topic: "platforms",
      slots: ["list", "count", "yesno", "definition"],
      title: "Platforms, tools and integrations: existing CRM",
      ask: "platforms tools we use support integrations integrate work with existing crm software stack connect",
      text: `${homeFaq[3].answer.replace(/^Almost certainly\. /, "")} The full list: ${list(platforms.map((p) => p.name))}.`,
    },
    ...servicePages.flatMap((page, i) => systemUnits(page, SYSTEM_TOPICS[i] ?? "revenue")),
    ...audienceUnits(),
    ...unstatedUnits(),
  ];
  // The content's figures are typeset for pages (ADR 036); the chat speaks plain text.
  return units.map((unit) => ({ ...unit, text: plainFigures(unit.text) }));
}

/** The system a page is about ("lead-os", "cx"...), or null for any other page. */
function systemOfPage(path: string): string | null {
  if (path === flagship.path) return "lead-os";
  const i = servicePages.findIndex((page) => page.path === path);
  return i >= 0 ? (SYSTEM_TOPICS[i] ?? null) : null;
}

const SEARCH_STOP = new Set([...STOP_WORDS, "aiva"]);

/** The systems a problem statement is routed to. */
const AFFINITY_TOPICS = new Set(["revenue", "cx", "ops", "lead-os"]);
const parentTopicOf = (topic: string) => (/^(workflow|month):/.test(topic) ? "lead-os" : topic);

/**
 * A unit's text as searched: the links to book or write to us are in many answers and say nothing about them;
 * a live fact's token is not a word of the answer.
 */
function searchableText(text: string): string {
  return text
    .replaceAll(LIVE_AVAILABILITY, " ")
    .replace(/\[[^\]]*\]\((\/schedule|\/contact)\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
}

function processTerm(word: string): string | null {
  if (SEARCH_STOP.has(word)) return null;
  const t = terms(word)[0];
  return t && t.length > 0 ? t : null;
}

export type Hit<U extends Unit = Unit> = {
  unit: U;
  score: number;
  matched: Set<string>;
  /** Query terms in the unit's title. */
  inTitle: Set<string>;
  /** Neighbouring query terms that are neighbours in the unit too ("weekli busi"). */
  pairs: Set<string>;
};

export type Knowledge = {
  units: readonly Unit[];
  /** A unit of the site's or of an article by its id. */
  byId(id: string): Unit;
  /** Units sharing the query's terms, best first, with the query terms each one matched. */
  search(query: readonly string[], limit?: number): Hit[];
  /** The articles' sections, searched apart from the site's own answers (their whole text). */
  articles: readonly ArticleUnit[];
  searchArticles(query: readonly string[], limit?: number): Hit<ArticleUnit>[];
  /** How specific a term is in the site's answers (inverse document frequency); unknown terms are the most specific. */
  idf(term: string): number;
  /** Whether any unit of the site's uses the term. */
  knows(term: string): boolean;
  /** Whether any article uses the term. */
  inArticles(term: string): boolean;
  /** How specific a term is in the site's answers and the articles' sections together. */
  idfWithArticles(term: string): number;
  /** Which systems' content (revenue, cx, ops, lead-os) uses the term, as shares of its uses. */
  affinity(term: string): ReadonlyMap<string, number>;
  /** The known words of the content, for spelling correction. */
  speller: Speller;
};

/**
 * A BM25 index over `units` (title, the ask words, and `text`), searched with index terms. With `compounds`,
 * a hyphenated word is also indexed by its parts ("lock-in": "lock"), as prose writes what visitors do not.
 */
function searcher<U extends Unit>(
  units: readonly U[],
  text: (unit: U) => string,
  compounds = false,
  titleOf: (unit: U) => string = (unit) => unit.title,
) {
  const tokens = (t: string) => {
    const found = words(normalize(t));
    return compounds ? found.concat(found.filter((w) => w.includes("-")).flatMap((w) => w.split("-"))) : found;
  };
  const termsOf = (t: string) =>
    tokens(t)
      .filter((w) => !STOP_WORDS.has(w))
      .map(term);
  const index = new MiniSearch<U>({
    fields: ["title", "ask", "text"],
    extractField: (unit, field) => (field === "text" ? text(unit) : String(unit[field as keyof Unit] ?? "")),
    storeFields: ["id"],
    tokenize: tokens,
    processTerm,
    searchOptions: {
      boost: { title: 2, ask: 1.5 },
      // Typos are corrected before searching (Speller), so no fuzzy matching here: it costs more than it finds.
      prefix: (t) => t.length > 4,
      combineWith: "OR",
      tokenize: (t) => t.split(" "),
      processTerm: (t) => t,
    },
  });
  index.addAll(units);
  const map = new Map(units.map((u) => [u.id, u]));
  const unitTerms = new Map(units.map((u) => [u.id, new Set(termsOf(`${u.title} ${u.ask ?? ""} ${text(u)}`))]));
  const titleTerms = new Map(units.map((u) => [u.id, new Set(termsOf(titleOf(u)))]));
  // The unit's own phrases: its title's and its text's (the ask words are a list, not prose), within a sentence.
  const phrasesOf = (t: string) => t.split(/[.!?:;]\s/).flatMap((sentence) => [...termPairs(termsOf(sentence))]);
  const unitPairs = new Map(units.map((u) => [u.id, new Set([...phrasesOf(u.title), ...phrasesOf(text(u))])]));
  // A reading of a message searches a few times, and the history is read again on every turn.
  const recent = new Map<string, ReturnType<typeof index.search>>();
  return {
    unitTerms,
    search(query: readonly string[], limit = 25): Hit<U>[] {
      if (query.length === 0) return [];
      const key = [...new Set(query)].join(" ");
      let results = recent.get(key);
      if (!results) {
        results = index.search(key);
        if (recent.size >= 200) recent.delete(recent.keys().next().value as string);
        recent.set(key, results);
      }
      const queryPairs = [...termPairs(query)];
      return results.slice(0, limit).map((result) => {
        const unit = map.get(String(result.id)) as U;
        const own = unitTerms.get(unit.id) ?? new Set<string>();
        const title = titleTerms.get(unit.id) ?? new Set<string>();
        const pairs = unitPairs.get(unit.id) ?? new Set<string>();
        return {
          unit,
          score: result.score,
          matched: new Set(query.filter((t) => own.has(t))),
          inTitle: new Set(query.filter((t) => title.has(t))),
          pairs: new Set(queryPairs.filter((pair) => pairs.has(pair))),
        };
      });
    },
  };
}

export function buildKnowledge(
  units: Unit[] = buildUnits(),
  articles: ArticleUnit[] = articleUnits(systemOfPage),
): Knowledge {
  const site = searcher(units, (u) => searchableText(u.text));
  const articleSearch = searcher(
    articles,
    (u) => u.body,
    true,
    (u) => u.subjects,
  );
  const map = new Map<string, Unit>([...units, ...articles].map((u) => [u.id, u]));
  const bySystem = new Map<string, Map<string, number>>();
  for (const u of units) {
    const system = u.topic && parentTopicOf(u.topic);
    if (!system || !AFFINITY_TOPICS.has(system)) continue;
    for (const t of terms(`${u.title} ${u.ask ?? ""} ${searchableText(u.text)}`)) {
      const counts = bySystem.get(t) ?? new Map<string, number>();
      counts.set(system, (counts.get(system) ?? 0) + 1);
      bySystem.set(t, counts);
    }
  }
  const affinities = new Map<string, ReadonlyMap<string, number>>();
  for (const [t, counts] of bySystem) {
    const sum = [...counts.values()].reduce((a, b) => a + b, 0);
    affinities.set(t, new Map([...counts].map(([system, n]) => [system, n / sum])));
  }
  const articleDf = new Map<string, number>();
  for (const set of articleSearch.unitTerms.values())
    for (const t of set) articleDf.set(t, (articleDf.get(t) ?? 0) + 1);
  const df = new Map<string, number>();
  for (const set of site.unitTerms.values()) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  const vocabulary: string[] = [];
  for (const u of units) vocabulary.push(...words(normalize(`${u.title} ${u.ask ?? ""} ${u.text}`)));
  for (const u of articles) vocabulary.push(...words(normalize(`${u.title} ${u.ask ?? ""} ${u.body}`)));
  const speller = new Speller(vocabulary.concat(EVERYDAY_WORDS, THESAURUS_WORDS), commonWords("en"));
  const n = units.length;

  return {
    units,
    articles,
    speller,
    byId(id) {
      const unit = map.get(id);
      if (!unit) throw new Error(`no unit ${id}`);
      return unit;
    },
    knows(t) {
      return df.has(t);
    },
    inArticles(t) {
      return articleDf.has(t);
    },
    idfWithArticles(t) {
      return Math.log(1 + (n + articles.length) / ((df.get(t) ?? 0) + (articleDf.get(t) ?? 0) || 0.5));
    },
    affinity(t) {
      return affinities.get(t) ?? new Map();
    },
    idf(t) {
      return Math.log(1 + n / (df.get(t) ?? 0.5));
    },
    search: site.search,
    searchArticles: articleSearch.search,
  };
}

/**
 * Everyday words a visitor types that the site's copy may not use, known to the speller so they are not
 * "corrected" into a content word. Question words and common verbs only: no topics.
 */
const EVERYDAY_WORDS = (
  "what when where which while who whom whose why how does doing done have has had will would could should " +
  "cost costs price much many long fast quick soon time hours hour days day weeks week months month years year " +
  "thanks thank please hello good morning evening afternoon great awesome cool bye goodbye okay sure yes " +
  "email phone number call contact reach talk speak person human someone help need want like know find " +
  "weather today tomorrow news sport sports football joke jokes poem story movie music recipe pizza food " +
  "website websites logo logos design accounting accountant bookkeeping taxes tax return lawyer legal " +
  "mobile app apps game games stock stocks crypto bitcoin homework math translate translation price"
).split(" ");

let built: Knowledge | undefined;

/**
 * The knowledge base of this server process, built on the first chat message (a few milliseconds), so a
 * server that never chats never holds it.
 */
export function siteKnowledge(): Knowledge {
  built ??= buildKnowledge();
  return built;
}
