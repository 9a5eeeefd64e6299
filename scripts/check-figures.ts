/**
 * After the pages are pre-rendered (ADR 036): every figure a page states must be one that app/content/figures.ts
 * defines. The text of every pre-rendered page (its visible text, title, meta and Open Graph tags, image
 * descriptions, JSON-LD) and of every social image is searched for figures of the kinds the site promises
 * ("3–5 weeks", "90-day", "$3,997", "247+ entrepreneurs", "15 hours", "35%", "30-minute", …); a value the source
 * does not define for its kind fails the build with the page and the text. So does a figure drawn in an
 * illustration (the text of its source SVG). A week range in a page's visible
 * text must also be written the one way that never breaks ("3⁠–⁠5 weeks": app/content/format-figures.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Element, Root, RootContent } from "hast";
import rehypeParse from "rehype-parse";
import { unified } from "unified";
import { type Figures, figures as sourceFigures } from "../app/content/figures";
import { NO_BREAK_SPACE, WORD_JOINER } from "../app/content/format-figures";
import { findTextRuns, SOURCE_DIR, svgFiles } from "./outline-svg-text";

type Kind = {
  name: string;
  /** Finds figures of this kind in normalised text; group 1 (and 2 for a range) is the value. */
  pattern: RegExp;
  allowed: ReadonlySet<string>;
};

const range = (r: { min: number; max: number }) => `${r.min}-${r.max}`;

/** What the source allows for each kind of figure. */
export function figureKinds(f: Figures = sourceFigures): Kind[] {
  const set = (...values: (number | string)[]) => new Set(values.map(String));
  const pricing = f.pricing;
  return [
    {
      name: "week range",
      pattern: /\b(\d+) ?- ?(\d+) ?weeks?\b|\bweeks (\d+) ?- ?(\d+)\b/g,
      allowed: set(
        range(f.implementationWeeks),
        range(f.methodologyWeeks.architecture),
        range(f.methodologyWeeks.build),
        ...f.programMonthWeeks.map(range),
      ),
    },
    {
      name: "weeks",
      pattern: /(?<![\d-] ?)\b(\d+)[- ]weeks?\b/g,
      allowed: set(f.programWeeks, f.implementationWeeks.min, f.implementationWeeks.max, f.methodologyWeeks.build.max),
    },
    {
      name: "months",
      pattern: /\b(\d+)[- ]months?\b/g,
      allowed: set(f.programMonths, f.revenueIncrease.months, pricing.monthly.months),
    },
    {
      name: "days",
      pattern: /\b(\d+)[- ]days?\b/g,
      allowed: set(
        f.roiDays,
        f.guarantee.refundWindowDays,
        f.guarantee.satisfactionDays,
        f.guarantee.launchSupportDays,
      ),
    },
    {
      name: "hours",
      // Illustrations write "about 4 h a week" ("~4 h"); a chart's scale ("0 h 2 h 4 h") states nothing.
      pattern: /(?:\babout |~)(\d+)\+? ?h\b|\b(\d+)\+?[- ]hours?\b/g,
      allowed: set(f.hoursSavedWeekly, f.guarantee.hoursPerWeek, f.replyHours, ...Object.values(f.workflowHours)),
    },
    {
      name: "minutes",
      pattern: /\b(\d+)[- ]min(?:ute)?s?\b(?! read)/g,
      allowed: set(...Object.values(f.sessions), f.demoMinutes, f.flagshipStats.firstResponseMinutes),
    },
    {
      name: "price",
      pattern: /\$\s?(\d[\d,]*)/g,
      allowed: set(
        ...[pricing.full, pricing.installments.amount, pricing.split.down, pricing.split.atCompletion],
        ...[pricing.monthly.down, pricing.monthly.perMonth],
      ),
    },
    {
      name: "clients",
      pattern: /\b(\d+)\+? ?(?:clients|entrepreneurs|customers|businesses)\b(?! per month)/g,
      allowed: set(f.entrepreneurs),
    },
    {
      name: "clients per month",
      pattern: /\b(\d+) ?clients per month\b/g,
      allowed: set(f.availability.monthlyCapacity),
    },
    {
      name: "at least",
      pattern: /\b(\d+)\+/g,
      allowed: set(f.entrepreneurs, f.hoursSavedWeekly, f.platforms, f.founderYears),
    },
    {
      name: "percent",
      pattern: /\b(\d+) ?%/g,
      allowed: set(f.flagshipStats.replyRateUpliftPercent, f.fasterProcessesPercent, f.revenueIncrease.percent),
    },
    // Claims: a figure the source defines, stated for another claim ("ROI in 60 days" where 60 is the refund
    // window), is wrong there.
    { name: "ROI", pattern: /\broi (?:in |within )?(\d+) days\b|\b(\d+) days to roi\b/g, allowed: set(f.roiDays) },
    {
      name: "satisfaction guarantee",
      pattern: /\b(\d+)-day satisfaction\b/g,
      allowed: set(f.guarantee.satisfactionDays),
    },
    { name: "hours guarantee", pattern: /\b(\d+)-hour guarantee\b/g, allowed: set(f.guarantee.hoursPerWeek) },
    {
      name: "refund window",
      pattern: /\bwithin (\d+) days\b[^.]{0,60}\b(?:refund|money back)\b/g,
      allowed: set(f.guarantee.refundWindowDays),
    },
    {
      name: "reply time",
      pattern: /\b(?:reply|replies|respond|responds|get back to you)\b(?: \S+){0,3}? within (\d+) hours\b/g,
      allowed: set(f.replyHours),
    },
    { name: "discovery call", pattern: /\b(\d+)-minute discovery\b/g, allowed: set(f.sessions.discovery) },
    { name: "strategy session", pattern: /\b(\d+)-minute strategy\b/g, allowed: set(f.sessions.strategy) },
    {
      name: "typical implementation",
      pattern: /\btypical(?:ly)?\b[^.]{0,60}?\b(\d+) ?- ?(\d+) ?weeks\b/g,
      allowed: set(range(f.implementationWeeks)),
    },
    { name: "instalments", pattern: /\b(\d+) payments of\b/g, allowed: set(pricing.installments.count) },
    {
      name: "instalment amount",
      pattern: /\bpayments of \$\s?(\d[\d,]*)/g,
      allowed: set(pricing.installments.amount),
    },
    {
      name: "monthly amount",
      pattern: /\$\s?(\d[\d,]*) ?(?:per month|a month|\/ ?month|monthly)\b/g,
      allowed: set(pricing.monthly.perMonth),
    },
  ];
}

/**
 * Word joiners and soft hyphens out, no-break spaces and runs of spaces as one space, every dash a hyphen, lower
 * case. Line breaks stay: they separate blocks, and no figure is read across two blocks.
 */
export function normalise(text: string): string {
  return text
    .replace(/[\u2060\u00ad\u200b]/g, "")
    .replace(/[\u00a0\u202f\u2009\t ]+/g, " ")
    .replace(/[\u2010\u2011\u2012\u2013\u2014\u2212]/g, "-")
    .toLowerCase();
}

/** Every figure in `text` that the source does not define for its kind, as "where: kind value in «…»". */
export function figureProblems(where: string, text: string, kinds: Kind[] = figureKinds()): string[] {
  const plain = normalise(text);
  const problems: string[] = [];
  // One problem per stretch of text: a figure its general kind already reports is not reported again as a claim.
  const reported: [number, number][] = [];
  for (const kind of kinds) {
    for (const match of plain.matchAll(kind.pattern)) {
      const groups = match.slice(1).filter((g): g is string => g !== undefined);
      const value = (groups.length === 2 ? `${groups[0]}-${groups[1]}` : (groups[0] ?? "")).replace(/,/g, "");
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (reported.some(([from, to]) => start < to && end > from)) continue;
      if (!kind.allowed.has(value)) {
        reported.push([start, end]);
        problems.push(
          `${where}: ${kind.name} "${value}" in «${context(plain, match.index ?? 0, match[0].length)}» (source: ${[...kind.allowed].join(", ")})`,
        );
      }
    }
  }
  return problems;
}

/** Week ranges in laid-out text written otherwise than "3⁠–⁠5 weeks" (they could break across lines). */
export function brokenRanges(where: string, text: string): string[] {
  const problems: string[] = [];
  const good = new RegExp(`^\\d+${WORD_JOINER}–${WORD_JOINER}\\d+(?:${NO_BREAK_SPACE}weeks?)?$`, "i");
  const pattern = /\d+[\s\u2060]*[-–‐‑][\s\u2060]*\d+(?:[\s\u00a0]+weeks?\b)?/gi;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 6), match.index).toLowerCase();
    const isWeeks = /weeks?$/i.test(match[0]) || /weeks[\s\u00a0]$/.test(before);
    if (isWeeks && !good.test(match[0])) {
      problems.push(`${where}: range «${match[0]}» may break across lines (write it with formatRange)`);
    }
  }
  return problems;
}

function context(text: string, index: number, length: number): string {
  return text
    .slice(Math.max(0, index - 40), index + length + 40)
    .replace(/\s+/g, " ")
    .trim();
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name.endsWith(".html")) out.push(full);
  }
  return out;
}

/** Elements that run inside a line of text: their words join their neighbours' ("about <b>2 minutes</b>"). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "wbr",
]);

/** A page's laid-out text, and what is not laid out (title, meta tags, alt texts, JSON-LD). */
export function pageText(html: string): { visible: string; metadata: string } {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const visible: string[] = [];
  const metadata: string[] = [];
  const visit = (node: Root | RootContent, inHead: boolean): void => {
    if (node.type === "text") {
      (inHead ? metadata : visible).push(node.value);
      return;
    }
    if (node.type !== "element" && node.type !== "root") return;
    if (node.type === "element") {
      const el = node as Element;
      const props = el.properties;
      if (el.tagName === "script") {
        if (props.type === "application/ld+json") metadata.push(textOf(el));
        return;
      }
      if (el.tagName === "style" || el.tagName === "template") return;
      if (el.tagName === "meta" && typeof props.content === "string") metadata.push(props.content);
      for (const attr of ["alt", "ariaLabel", "title"] as const) {
        if (typeof props[attr] === "string") metadata.push(props[attr] as string);
      }
      const block = !INLINE.has(el.tagName);
      if (block) visible.push("\n");
      for (const child of el.children) visit(child, inHead || el.tagName === "head");
      if (block) visible.push("\n");
      return;
    }
    for (const child of node.children) visit(child, inHead);
  };
  visit(tree, false);
  return { visible: visible.join(""), metadata: metadata.join("\n") };
}

function textOf(el: Element): string {
  return el.children.map((child) => (child.type === "text" ? child.value : "")).join("");
}

/** Every problem of the built site in `clientDir` and of the social images' text. */
type Text = { where: string; text: string };

export function checkSite(clientDir: string, ogTexts: Text[] = [], drawn: Text[] = []): string[] {
  const problems: string[] = [];
  for (const file of walk(clientDir)) {
    const where = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const { visible, metadata } = pageText(readFileSync(file, "utf8"));
    problems.push(...figureProblems(where, `${visible}\n${metadata}`), ...brokenRanges(where, visible));
  }
  for (const { where, text } of ogTexts) problems.push(...figureProblems(where, text));
  for (const { where, text } of drawn) problems.push(...figureProblems(where, text), ...brokenRanges(where, text));
  return problems;
}

/** The text drawn in each illustration (its source's `<text>` runs, one a line): figures the pages show as images. */
export function illustrationTexts(sourceDir: string): Text[] {
  return svgFiles(sourceDir).map((file) => ({
    where: `illustration ${file}`,
    text: findTextRuns(readFileSync(path.join(sourceDir, file), "utf8"))
      .map((found) => found.run.text)
      .join("\n"),
  }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { ogCards } = await import("./og-images");
  const root = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
  const clientDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
  const og = ogCards().map((card) => ({
    where: `social image ${card.imagePath}`,
    text: [card.label, card.title, card.detail].join("\n"),
  }));
  const problems = checkSite(clientDir, og, illustrationTexts(path.join(root, SOURCE_DIR)));
  if (problems.length > 0) {
    console.error(
      `check-figures: ${problems.length} figure(s) that app/content/figures.ts does not state:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("check-figures: every figure of every page and social image matches app/content/figures.ts");
}
