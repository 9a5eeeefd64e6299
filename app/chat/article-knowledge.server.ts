/**
 * The articles as the assistant knows them: one answer unit per section, which quotes the article's own words
 * (the paragraph, list or table row of the section that best matches the question) and links the article to
 * read on. They are searched apart from the site's own answer units (knowledge.server.ts), so that a question
 * the site answers keeps the site's answer; the responder decides between the two.
 */
import { type ArticlePassage, articlePassages } from "~/content/articles/index.server";
import type { ArticleBlock } from "~/content/articles/schema";
import { plainFigures } from "~/content/format-figures";
import { platforms } from "~/content/home";
import type { Unit } from "./knowledge.server";
import { replyLink } from "./links";
import { termPairs, terms } from "./text.server";

export type ArticleUnit = Unit & {
  /** The article's page. */
  path: string;
  /** The section's whole text (searched). */
  body: string;
  /** What the unit is about by name: the section's heading; for the article's opening, its title and tags. */
  subjects: string;
  /** The system the article is about (the page its call to action leads to), for the questions that follow. */
  system: string | null;
  /** What the section says, each piece quotable on its own, in the article's order. */
  quotes: readonly string[];
  /** The index terms of each quote, and its neighbouring terms (the heading's count for the first quote). */
  quoteTerms: readonly ReadonlySet<string>[];
  quotePairs: readonly ReadonlySet<string>[];
};

/** Longest quote, in characters (an answer is a chat reply, not a page). */
const MAX_QUOTE = 380;

/**
 * The article units, one per section. `systemOf` names the system a page is about; an article is about the
 * system its call to action leads to, or else the one of its category.
 */
export function articleUnits(systemOf: (path: string) => string | null): ArticleUnit[] {
  return articlePassages().map((passage) =>
    unitOf(passage, systemOf(passage.ctaPath) ?? CATEGORY_SYSTEMS[passage.category]),
  );
}

const CATEGORY_SYSTEMS: Record<ArticlePassage["category"], string> = {
  "Revenue Growth": "revenue",
  "Customer Experience": "cx",
  "Operational Intelligence": "ops",
  "AI & No-Code": "platforms",
};

function unitOf(passage: ArticlePassage, system: string | null): ArticleUnit {
  // Before the first heading: the article's own summary (its description), then its opening without the hook
  // that draws a reader in ("Picture the last enquiry...") and answers nothing.
  // The articles' figures are typeset for pages (ADR 036); the chat speaks plain text.
  const quotes = (
    passage.summary ? [passage.summary, ...quotesOf(passage.blocks).slice(1)] : quotesOf(passage.blocks)
  ).map(plainFigures);
  if (quotes.length === 0) quotes.push(plainFigures(excerpt(passage.text)));
  // The heading introduces the section's first quote.
  const texts = quotes.map((quote, i) => (i === 0 ? `${passage.title}. ${quote}` : quote));
  return {
    id: passage.id,
    topic: `article:${passage.path}`,
    slots: ["definition", "list", "yesno"],
    title: passage.title,
    // The opening stands for the whole article: the subjects its tags name are as much its title's.
    subjects: passage.summary ? `${passage.title} ${passage.tags.join(" ")}` : passage.title,
    ask: passage.keywords,
    // Searched: the whole section. Said: its first quote, or the quote that best matches the question.
    text: articleAnswer(passage.path, quotes[0] ?? ""),
    path: passage.path,
    body: plainFigures(passage.text),
    system,
    quotes,
    quoteTerms: texts.map((text) => new Set(terms(text))),
    // Phrases within a sentence.
    quotePairs: texts.map((text) => new Set(text.split(/[.!?:;]\s/).flatMap((s) => [...termPairs(terms(s))]))),
  };
}

/** An answer from an article: its words, and the article to read on. */
export function articleAnswer(path: string, quote: string): string {
  return `${quote} More in ${replyLink(path)}.`;
}

/** The sentence that points to an article after an answer of the site's own. */
export function readMore(path: string): string {
  return `There is more on this in ${replyLink(path)}.`;
}

/**
 * The quote of `unit` that has the most of `wanted` (its terms and phrases, weighted), the first one when none
 * does better.
 */
export function bestQuote(unit: ArticleUnit, wanted: readonly string[], weight: (term: string) => number): string {
  const pairs = [...termPairs(wanted)];
  const pairWeight = (pair: string) => pair.split(" ").reduce((sum, t) => sum + weight(t), 0);
  let best = 0;
  let bestScore = 0;
  unit.quoteTerms.forEach((own, i) => {
    const inPairs = unit.quotePairs[i] ?? new Set<string>();
    const score =
      wanted.filter((t) => own.has(t)).reduce((sum, t) => sum + weight(t), 0) +
      pairs.filter((pair) => inPairs.has(pair)).reduce((sum, pair) => sum + pairWeight(pair), 0);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return unit.quotes[best] ?? unit.quotes[0] ?? "";
}

/**
 * The section as quotes: each paragraph (with the list it introduces, when it ends with a colon), each list
 * of its own, each row of a table.
 */
function quotesOf(blocks: readonly ArticleBlock[]): string[] {
  const quotes: string[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (!block) continue;
    if (block.type === "paragraph") {
      const next = blocks[i + 1];
      if (/:$/.test(block.text) && next?.type === "list") {
        quotes.push(`${block.text} ${listSummary(next.items, MAX_QUOTE - block.text.length)}`);
        i++;
      } else {
        // "That is routing work...": the sentence before says what "that" is.
        const before = blocks[i - 1];
        const said = before?.type === "paragraph" ? lastSentence(before.text) : "";
        const lead = ANAPHOR.test(block.text) && said && !ANAPHOR.test(said) ? `${said} ` : "";
        quotes.push(excerpt(lead + block.text));
      }
    } else if (block.type === "list") {
      quotes.push(upperFirst(listSummary(block.items, MAX_QUOTE)));
    } else {
      const [header = [], ...rows] = block.rows;
      for (const row of rows) quotes.push(rowText(header, row));
    }
  }
  return quotes.filter((quote) => quote.length > 0);
}

/** A list in one sentence: the items' bold opening words when every item has them, else their first sentences. */
function listSummary(items: readonly { lead: string; text: string }[], room: number): string {
  const parts = items.map((item) => (item.lead || firstSentence(item.text)).replace(/[.;:]$/, ""));
  // Questions stay questions: "Where do we stand? What changed since last week?"
  if (parts.every((part) => part.endsWith("?"))) return parts.join(" ");
  const phrases = parts.map(sentenceCase);
  const separator = phrases.some((phrase) => phrase.includes(",")) ? "; " : ", ";
  const kept: string[] = [];
  for (const phrase of phrases) {
    if (kept.length > 0 && [...kept, phrase].join(separator).length > room) break;
    kept.push(phrase);
  }
  const all = kept.length === phrases.length;
  const last = all && kept.length > 1 ? kept.pop() : undefined;
  const joined = last ? `${kept.join(separator)}${separator === "; " ? ";" : ""} and ${last}` : kept.join(separator);
  return `${joined}${all ? "" : ", among others"}.`;
}

/** A row of a table: "Hosting: Make, cloud service, run for you; n8n, cloud service, or on your own server." */
function rowText(header: readonly string[], row: readonly string[]): string {
  const [name = "", ...cells] = row;
  const described = cells.map((cell, i) => (header[i + 1] ? `${header[i + 1]}: ${lowerFirst(cell)}` : cell));
  return `${name}. ${described.join("; ")}.`;
}

/** The paragraph's opening sentences, as many as fit a quote. */
function excerpt(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? [text];
  let out = "";
  for (const s of sentences) {
    if (out && (out + s).length > MAX_QUOTE) break;
    out += s;
  }
  return out.length > MAX_QUOTE + 100 ? `${out.slice(0, MAX_QUOTE).replace(/\s+\S*$/, "")}…` : out.trim();
}

/** A paragraph that opens by pointing back at the one before. */
const ANAPHOR = /^(That|This|These|Those|It|They|Then)\b/;

function lastSentence(text: string): string {
  return /[^.!?]+[.!?]+\s*$/.exec(text)?.[0].trim() ?? text;
}

function firstSentence(text: string): string {
  return /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

/** Names that keep their capital inside a sentence: the platforms we build on ("Make", "HubSpot"). */
const NAMES = new Set(platforms.map((p) => p.name.split(" ")[0]));
/** A list item inside a sentence: "Hand off with context" becomes "hand off with context", "Make" stays. */
const sentenceCase = (s: string) => (NAMES.has(s.split(/[\s,:]/)[0] ?? "") ? s : lowerFirst(s));
/** Lower-cases the first letter, but not of an acronym ("AI", "CRM"). */
const lowerFirst = (s: string) => (/^([A-Z][a-z]|A )/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
