/**
 * The site as the search indexes it: every page of the registry, then each section of each page (its heading,
 * where it is, everything it says), built from the same content modules the pages render, so a changed text is
 * found as it reads. Each section links to the element of its page that carries the id (checked against the
 * pre-rendered pages by tests/server/search-index.test.ts).
 */
import {
  aboutClosingCta,
  corePillars,
  founder,
  mission,
  ourDifference,
  ourWhy,
  pillarsSection,
  vision,
} from "~/content/about";
import { articles } from "~/content/articles/catalog";
import { articlePassages } from "~/content/articles/index.server";
import { contactForm, contactInfo, contactIntro, contactPromises, contactScheduleLink } from "~/content/contact";
import { demoPage, demoSteps } from "~/content/demo";
import {
  challengeSection,
  challenges,
  coreSystems,
  coreSystemsSection,
  faqSection as homeFaqSection,
  homeClosingCta,
  layerSection,
  layers,
  platformSection,
  platforms,
  problemSection,
  problems,
  processSection,
  processSteps,
  successSection,
  trustSection,
  visionSection,
  whyThree,
} from "~/content/home";
import { homeFaq } from "~/content/home-faq";
import {
  availability,
  guarantees,
  inclusions,
  journeySection,
  leadOsFaq,
  leadOsHero,
  leadOsPainPoints,
  pricingSection,
  resultsSection,
  workflowSection,
} from "~/content/lead-os";
import { privacyPolicy, termsOfService } from "~/content/legal";
import { getPage, type PageEntry, type PageId, pages } from "~/content/pages";
import { resourcesClosingCta, resourcesIntro } from "~/content/resources";
import { readyToSchedule, scheduleIntro, sessions, sessionsSection, whatToExpect } from "~/content/schedule";
import { customerExperiencePage } from "~/content/services/customer-experience";
import { operationalIntelligencePage } from "~/content/services/operational-intelligence";
import { revenueGrowthPage } from "~/content/services/revenue-growth";
import type { ServicePageContent } from "~/content/types";
import type { SearchDocument } from "./engine";

/** A page's own entry: found by its name, description and keywords; the page a visitor means. */
const PAGE_WEIGHT = 1;
/** A section of a page. */
const SECTION_WEIGHT = 0.8;
/** An article (its card) and a section of an article: long texts that mention everything in passing. */
const ARTICLE_WEIGHT = 0.6;
const ARTICLE_SECTION_WEIGHT = 0.45;
/** A section of a legal page: it names every kind of data and channel in passing. */
const LEGAL_WEIGHT = 0.5;

/** Keys whose text names what a section or its parts are about: searched like headings. */
const HEADING_KEYS = new Set(["eyebrow", "title", "question", "name", "plan", "label"]);

/** Keys of content that are not text a visitor reads (icons, links, ids, images, settings). */
const NOT_TEXT = new Set([
  "icon",
  "to",
  "href",
  "path",
  "id",
  "slug",
  "src",
  "linkPath",
  "illustration",
  "portrait",
  "image",
  "hero.image",
  "durationMs",
  "textStamp",
  "lastUpdated",
  "isPlaceholder",
]);

/** Every string a piece of content shows, in order. */
export function textOf(value: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown, key = "") => {
    if (NOT_TEXT.has(key)) return;
    if (typeof v === "string") {
      if (!/^(\/|https?:|mailto:|tel:|#)/.test(v)) out.push(v);
    } else if (typeof v === "number") {
      if (key === "value") out.push(String(v));
    } else if (Array.isArray(v)) {
      for (const item of v) walk(item);
    } else if (v && typeof v === "object" && !("$$typeof" in v) && !("render" in v)) {
      for (const [k, item] of Object.entries(v)) walk(item, k);
    }
  };
  walk(value);
  return out.join(" ").replace(/\s+/g, " ").trim();
}

/** The headings within a piece of content: its eyebrow, its title and those of its items. */
export function headingsOf(value: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown, key = "") => {
    if (NOT_TEXT.has(key)) return;
    if (typeof v === "string") {
      if (HEADING_KEYS.has(key)) out.push(v);
    } else if (Array.isArray(v)) {
      for (const item of v) walk(item);
    } else if (v && typeof v === "object" && !("$$typeof" in v) && !("render" in v)) {
      for (const [k, item] of Object.entries(v)) walk(item, k);
    }
  };
  walk(value);
  return out.join(" ");
}

const titleOf = (content: unknown): string => {
  const c = content as { title?: unknown; question?: unknown };
  return typeof c.title === "string" ? c.title : typeof c.question === "string" ? c.question : "";
};

type Section = Omit<SearchDocument, "id">;

function section(pageId: PageId, hash: string, content: unknown, title = titleOf(content)): Section {
  const page = getPage(pageId);
  return {
    url: hash ? `${page.path}#${hash}` : page.path,
    title: title || page.heading,
    page: page.heading,
    text: textOf(content),
    keywords: headingsOf(content),
    weight: SECTION_WEIGHT,
  };
}

function pageDocuments(): Section[] {
  return (pages as readonly PageEntry[])
    .filter((page) => page.indexable)
    .map((page) => ({
      url: page.path,
      title: page.heading,
      page: page.breadcrumb,
      text: [page.description, page.search?.description ?? ""].join(" ").trim(),
      keywords: [page.title, page.breadcrumb, page.search?.category ?? "", ...page.keywords].join(" "),
      weight: PAGE_WEIGHT,
    }));
}

function homeDocuments(): Section[] {
  return [
    section("home", "home-problems", { ...problemSection, problems }),
    section("home", "home-challenges", { ...challengeSection, challenges }),
    section("home", "home-platforms", { ...platformSection, platforms }),
    section("home", "home-vision", visionSection),
    section("home", "home-systems", { ...coreSystemsSection, coreSystems }),
    section("home", "home-why", whyThree),
    section("home", "home-process", { ...processSection, processSteps }),
    section("home", "home-layers", { ...layerSection, layers }),
    section("home", "home-success", successSection),
    section("home", "home-trust", trustSection),
    section("home", "home-cta", homeClosingCta),
    section("home", "faq", { ...homeFaqSection, items: [] }),
    ...homeFaq.map((item) => section("home", "faq", item)),
  ];
}

function leadOsDocuments(): Section[] {
  return [
    section("lead-os", "", leadOsHero, getPage("lead-os").heading),
    section("lead-os", "lead-pain-points-title", leadOsPainPoints),
    section("lead-os", "workflows", workflowSection),
    section("lead-os", "journey", journeySection),
    section("lead-os", "results", resultsSection),
    section("lead-os", "inclusions", inclusions),
    section("lead-os", "pricing", { ...pricingSection, guarantees: [] }),
    section("lead-os", "pricing", { title: pricingSection.guaranteesTitle, guarantees }),
    section(
      "lead-os",
      "faq",
      leadOsFaq.map((item) => item.question),
      "Questions about the program",
    ),
    ...leadOsFaq.map((item) => section("lead-os", "faq", item)),
    section("lead-os", "availability-title", availability),
  ];
}

function serviceDocuments(pageId: PageId, content: ServicePageContent): Section[] {
  return [
    section(pageId, "", content.hero, content.name),
    section(pageId, "pain-points-title", content.painPoints),
    section(pageId, "solutions-title", content.solutions),
    ...content.categories.items.map((category) => section(pageId, "capabilities", category)),
    section(pageId, "audiences-title", content.audiences),
    section(pageId, "packaged-solution-title", content.packagedSolution),
    section(pageId, "service-closing", content.closing),
  ];
}

function otherPageDocuments(): Section[] {
  return [
    section("about", "our-why", ourWhy),
    section("about", "about-mission", mission),
    section("about", "about-vision", vision),
    section("about", "our-difference", ourDifference),
    section("about", "core-pillars", { ...pillarsSection, items: corePillars }),
    section("about", "meet-our-founder", founder),
    section("about", "about-closing", aboutClosingCta),
    section("contact", "", { promises: contactPromises, eyebrow: contactIntro.eyebrow }, getPage("contact").heading),
    section("contact", "contact-info-title", contactInfo),
    section("contact", "contact-form-title", { title: contactForm.title }),
    section("contact", "contact-schedule-title", contactScheduleLink),
    section("schedule", "", scheduleIntro),
    section("schedule", "choose-session", sessionsSection),
    ...sessions.map((session) => section("schedule", `session-${session.duration.replace(/\D/g, "")}`, session)),
    section("schedule", "ready-to-schedule", readyToSchedule),
    section("schedule", "what-to-expect", whatToExpect),
    section("resources", "", resourcesIntro, getPage("resources").heading),
    section("resources", "resources-closing", resourcesClosingCta),
    ...[
      ["privacy", privacyPolicy],
      ["terms", termsOfService],
    ].flatMap(([pageId, doc]) => {
      const legal = doc as typeof privacyPolicy;
      return [
        section(pageId as PageId, "", legal.intro, legal.title),
        ...legal.sections.map((s) => ({ ...section(pageId as PageId, s.id, s), weight: LEGAL_WEIGHT })),
      ];
    }),
    section("demo", "", { lead: demoPage.lead, note: demoPage.note }, getPage("demo").heading),
    section("demo", "walkthrough-steps", { ...demoPage.stepsSection, demoSteps }),
  ];
}

function articleDocuments(): Section[] {
  const cards = articles.map((article) => ({
    url: article.path,
    title: article.title,
    page: `${getPage("resources").heading} · ${article.category}`,
    text: article.description,
    keywords: [article.category, ...article.tags].join(" "),
    weight: ARTICLE_WEIGHT,
  }));
  const passages = articlePassages()
    .filter((passage) => passage.id.includes("#"))
    .map((passage) => ({
      url: `${passage.path}#${passage.id.split("#")[1]}`,
      title: passage.title,
      page: passage.articleTitle,
      text: passage.text,
      weight: ARTICLE_SECTION_WEIGHT,
    }));
  return [...cards, ...passages];
}

/** Every searchable section of the site, one per address. */
export function searchDocuments(): SearchDocument[] {
  const all = [
    ...pageDocuments(),
    ...homeDocuments(),
    ...leadOsDocuments(),
    ...serviceDocuments("revenue-growth", revenueGrowthPage),
    ...serviceDocuments("customer-experience", customerExperiencePage),
    ...serviceDocuments("operational-intelligence", operationalIntelligencePage),
    ...otherPageDocuments(),
    ...articleDocuments(),
  ];
  return all.map((doc, id) => ({ ...doc, id }));
}
