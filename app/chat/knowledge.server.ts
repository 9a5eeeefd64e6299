/**
 * The assistant's knowledge: short passages built from the site's own content (app/content/*) and a
 * MiniSearch full-text index over them. Built once, when the server bundle loads.
 */
import MiniSearch from "minisearch";
import { aboutHero, corePillars, founder, mission, ourDifference } from "~/content/about";
import { articlePassages } from "~/content/articles/index.server";
import { contactInfo } from "~/content/contact";
import { coreSystems, homeFaq, layers, platforms, processSection, processSteps, whyThree } from "~/content/home";
import {
  availability,
  guarantees,
  inclusions,
  journey,
  leadOsFaq,
  leadOsHero,
  leadOsStats,
  leadWorkflows,
  pricingPlans,
} from "~/content/lead-os";
import { readyToSchedule, sessions, whatToExpect } from "~/content/schedule";
import { customerExperiencePage } from "~/content/services/customer-experience";
import { operationalIntelligencePage } from "~/content/services/operational-intelligence";
import { revenueGrowthPage } from "~/content/services/revenue-growth";
import { site } from "~/content/site";
import type { ServicePageContent } from "~/content/types";

export type Passage = {
  id: string;
  /** Heading or question the passage answers. */
  title: string;
  /** One to four sentences, ready to quote in a reply. */
  text: string;
  /** The page that says more (site-relative). */
  path: string;
  /** Extra search terms that are not in the text. */
  keywords?: string;
};

export const servicePages = [revenueGrowthPage, customerExperiencePage, operationalIntelligencePage] as const;

/** Lower-cases capitalised words but keeps acronyms and names like "ROI", "AI", "SaaS". */
export const lc = (s: string) => s.replace(/\b[A-Z](?:[a-z]+\b|(?=-))/g, (w) => w.toLowerCase());
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

function servicePassages(page: ServicePageContent): Passage[] {
  const passages: Passage[] = [
    {
      id: `${page.slug}:overview`,
      title: page.name,
      text: `${page.name}: ${sentence(page.hero.tagline)} ${sentence(page.hero.subtitle)}`,
      path: page.path,
      keywords: page.hero.eyebrow,
    },
    {
      id: `${page.slug}:solutions`,
      title: page.solutions.title,
      text: page.solutions.items.map((item) => `${item.title}: ${sentence(item.description)}`).join(" "),
      path: page.path,
    },
    {
      id: `${page.slug}:pain-points`,
      title: page.painPoints.title,
      text: `${sentence(page.painPoints.intro ?? "")} ${page.painPoints.items.map((i) => `${i.title}: ${sentence(i.description)}`).join(" ")}`,
      path: page.path,
    },
    {
      id: `${page.slug}:audiences`,
      title: `Who the ${page.name} is for`,
      text: `The ${page.name} is built for ${list(page.audiences.items.map((a) => lc(a.title)))}.`,
      path: page.path,
      keywords: "industry industries who is it for clients audience",
    },
  ];
  for (const category of page.categories.items) {
    passages.push({
      id: `${page.slug}:${category.id}`,
      title: `${category.title} (${page.name})`,
      text: `${category.title}, part of the ${page.name}: ${sentence(category.description)} It includes ${list(
        category.subcategories.map((s) => `${lc(s.title)} (${lc(s.features.slice(0, 3).join(", "))})`),
      )}.`,
      path: page.path,
      keywords: category.subcategories.flatMap((s) => s.features).join(" "),
    });
  }
  return passages;
}

/** One passage per audience (real estate, e-commerce, ...), saying what each system does for it. */
function audiencePassages(): Passage[] {
  const byAudience = new Map<string, { page: ServicePageContent; benefit: string }[]>();
  for (const page of servicePages) {
    for (const audience of page.audiences.items) {
      const entry = byAudience.get(audience.title) ?? [];
      entry.push({ page, benefit: audience.benefit });
      byAudience.set(audience.title, entry);
    }
  }
  return [...byAudience].map(([title, uses]) => ({
    id: `audience:${title}`,
    title,
    text: `Yes, we work with ${lc(title)}. ${uses
      .map(
        (use) =>
          `With the ${use.page.name}: ${use.benefit.charAt(0).toLowerCase()}${use.benefit.slice(1).replace(/\.$/, "")}.`,
      )
      .join(" ")}`,
    path: uses[0]?.page.path ?? "/",
    keywords: "work with industry clients do you serve help my business",
  }));
}

function buildPassages(): Passage[] {
  const flagship = site.flagship;
  const passages: Passage[] = [
    {
      id: "about:overview",
      title: `What ${site.name} does`,
      text: homeFaq[0].answer,
      path: "/about",
      keywords: "company who are you about agency offer services",
    },
    ...homeFaq
      .slice(1)
      .map((item) => ({ id: `faq:${item.id}`, title: item.question, text: item.answer, path: "/#faq" })),
    ...servicePages.flatMap((page) => servicePassages(page)),
    ...audiencePassages(),
    {
      id: "lead-os:overview",
      title: flagship.name,
      text: `${flagship.name}: ${sentence(leadOsHero.tagline)} ${leadOsHero.subtitle}`,
      path: flagship.path,
      keywords: "flagship signature program lead engine business liberation system",
    },
    {
      id: "lead-os:workflows",
      title: `The four workflows of ${flagship.name}`,
      text: `${flagship.name} runs four lead workflows: ${leadWorkflows
        .map((w) => `${w.title} (about ${w.hoursSaved} hours saved per week)`)
        .join(", ")}. Together that is about 15 hours back every week.`,
      path: flagship.path,
      keywords: leadWorkflows.map((w) => `${w.description} ${w.items.join(" ")}`).join(" "),
    },
    {
      id: "lead-os:journey",
      title: `The 3-month ${flagship.name} journey`,
      text: `${flagship.name} is a 3-month program. ${journey
        .map(
          (m) =>
            `${m.month} (${m.weeks}): ${m.title}, ${m.description.charAt(0).toLowerCase()}${m.description.slice(1)}`,
        )
        .join(" ")}`,
      path: flagship.path,
      keywords: "months weeks timeline journey program length duration",
    },
    {
      id: "lead-os:pricing",
      title: `${flagship.name} pricing`,
      text: `${flagship.name} costs ${pricingPlans[0].price} paid in full. Payment plans: ${pricingPlans
        .slice(1)
        .map((p) => `${p.plan}: ${p.price}`)
        .join("; ")}.`,
      path: flagship.path,
      keywords: "price pricing cost costs fee invest investment payment plan monthly",
    },
    {
      id: "lead-os:guarantees",
      title: "Our guarantees",
      text: `${guarantees.map((g) => `${g.title}: ${sentence(g.description)}`).join(" ")} ${availability.guarantee}`,
      path: flagship.path,
      keywords: "guarantee refund money back risk",
    },
    {
      id: "lead-os:inclusions",
      title: `What ${flagship.name} includes`,
      text: inclusions.items.map((i) => `${i.title}: ${sentence(i.description)}`).join(" "),
      path: flagship.path,
      keywords: "included includes deliverables what do I get",
    },
    {
      id: "lead-os:availability",
      title: "Availability",
      text: `${sentence(availability.title)} ${sentence(availability.spots)} Start with a free 15-minute Lead Engine Assessment.`,
      path: flagship.path,
      keywords: "spots remaining capacity waitlist availability limited",
    },
    {
      id: "lead-os:results",
      title: `${flagship.name} results`,
      text: `Typical results: ${leadOsStats.map((s) => `${s.value} ${lc(s.label)}`).join(", ")}. Trusted by 247+ entrepreneurs.`,
      path: flagship.path,
      keywords: "results outcomes numbers case studies proof",
    },
    ...leadOsFaq.map((item) => ({
      id: `lead-os-faq:${item.id}`,
      title: item.question,
      text: item.answer,
      path: flagship.path,
    })),
    ...coreSystems.map((card) => ({
      id: `core:${card.linkPath}`,
      title: card.serviceName,
      text: `${card.serviceName}: ${sentence(card.tagline)} It covers ${list(card.automationItems.map((i) => lc(i.text)))}.${
        card.resultMetrics ? ` ${card.resultMetrics.map((m) => `${m.value} ${m.label}`).join("; ")}.` : ""
      }`,
      path: card.linkPath,
    })),
    {
      id: "process",
      title: processSection.title,
      text: `We follow a 4-step methodology: ${processSteps.map((s) => `${s.title} (${s.timeline})`).join(", ")}. ${processSection.intro.replace(/^From first audit to a system that keeps improving\. /, "")}`,
      path: "/",
      keywords: "process methodology steps how do you work approach",
    },
    ...processSteps.map((step) => ({
      id: `process:${step.id}`,
      title: step.title,
      text: `${step.title} (${step.timeline}): ${step.description}`,
      path: "/",
      keywords: step.details.join(" "),
    })),
    {
      id: "layers",
      title: "How our systems are built",
      text: `Every system has four layers: ${layers.map((l) => `${l.title} (${lc(l.description.split(",")[0] ?? "")})`).join(", ")}.`,
      path: "/",
      keywords: "architecture technology models agents data layer",
    },
    {
      id: "platforms",
      title: "Platforms and integrations",
      text: `We build on 12+ platforms: ${list(platforms.map((p) => p.name))}, and connect them to your existing CRM, inboxes and spreadsheets.`,
      path: "/",
      keywords: "integrations integrate tools software stack crm platform",
    },
    {
      id: "claims",
      title: "Results our clients see",
      text: `Clients typically see ${whyThree.stats.map((s) => `${s.value} ${lc(s.label)}`).join(", ")}, and the Revenue Growth AI System averages a 40% revenue increase within 6 months.`,
      path: "/",
      keywords: "results benefits roi return savings hours saved",
    },
    {
      id: "about:mission",
      title: mission.title,
      text: `${aboutHero.subtitle} Our mission: ${mission.text}`,
      path: "/about",
      keywords: "mission vision values why",
    },
    {
      id: "about:difference",
      title: ourDifference.title,
      text: `${ourDifference.intro} ${ourDifference.items.map((i) => `${i.title}: ${sentence(i.description)}`).join(" ")}`,
      path: "/about",
      keywords: "different difference why choose you competitors",
    },
    {
      id: "about:pillars",
      title: "Our core pillars",
      text: `Our six core pillars are ${list(corePillars.map((p) => p.title))}.`,
      path: "/about",
      keywords: "values principles pillars",
    },
    {
      id: "about:founder",
      title: founder.title,
      text: `${site.name} was founded by ${founder.name}, ${founder.role}, who brings ${founder.experience}.`,
      path: "/about",
      keywords: "founder owner ceo team who runs behind",
    },
    ...sessions.map((s) => ({
      id: `schedule:${s.duration}`,
      title: s.type,
      text: `${s.type}${"badge" in s ? ` (${s.badge})` : ""}: ${s.description} Covers ${list(s.bullets.map((b) => lc(b)))}. It is free.`,
      path: "/schedule",
      keywords: "book consultation call meeting session free",
    })),
    {
      id: "schedule:expect",
      title: whatToExpect.title,
      text: `${whatToExpect.items.map((i) => `${i.title}: ${sentence(i.description)}`).join(" ")} ${whatToExpect.note}`,
      path: "/schedule",
      keywords: "consultation what happens expect roadmap",
    },
    {
      id: "schedule:how",
      title: readyToSchedule.title,
      text: readyToSchedule.intro,
      path: "/schedule",
      keywords: "book schedule consultation",
    },
    {
      id: "contact",
      title: "Contact details",
      text: `E-mail ${contactInfo.email.value}, phone ${contactInfo.phone.value}. ${contactInfo.location.value} We reply to every message within 24 hours.`,
      path: "/contact",
      keywords: "contact email phone call reach location address office",
    },
    ...articlePassages(),
  ];
  return passages;
}

const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can could do does for from had has have how i i'm if in into is it its it's me my " +
    "of on or our so than that the their them then there these they this to us was we what when where which who why " +
    "will with would you your yours tell about please hi hello hey there want need like know get any some much many " +
    "just also more most very really"
  ).split(" "),
);

/** Lower-case, strip punctuation and stop words (used for indexing and searching alike). */
function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/^[^a-z0-9$]+|[^a-z0-9%]+$/g, "");
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  return t;
}

export type Knowledge = {
  passages: readonly Passage[];
  byId(id: string): Passage;
  /** Best passages for a question, best first, each with its relevance score. */
  search(query: string, limit?: number): { passage: Passage; score: number; terms: string[] }[];
};

export function buildKnowledge(passages: Passage[] = buildPassages()): Knowledge {
  const index = new MiniSearch<Passage>({
    fields: ["title", "text", "keywords"],
    storeFields: ["id"],
    processTerm,
    searchOptions: {
      boost: { title: 2, keywords: 1.2 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  index.addAll(passages);
  const map = new Map(passages.map((p) => [p.id, p]));
  return {
    passages,
    byId(id) {
      const passage = map.get(id);
      if (!passage) throw new Error(`no passage ${id}`);
      return passage;
    },
    search(query, limit = 5) {
      return index
        .search(query)
        .slice(0, limit)
        .map((result) => ({
          passage: map.get(String(result.id)) as Passage,
          score: result.score,
          terms: result.terms,
        }));
    },
  };
}

/** The knowledge base of this server process, built when the module loads. */
export const knowledge = buildKnowledge();
