/**
 * The site search's full-text tier (issue 32): one MiniSearch index over every section of the site (built from
 * app/content by ./documents.server.ts), searched with Porter stems, prefixes, typo tolerance and a small table of
 * the words visitors use for what the pages call otherwise. The same options build the index at build time, load
 * it in the browser (the dialog) and search it on the server (/search), so both give the same results.
 */
import type MiniSearch from "minisearch";
import type { Query, SearchOptions } from "minisearch";
import { stemmer } from "stemmer";
import { type PackedIndex, packIndex, unpackIndex, unpackIndexInSteps } from "./packed-index";
import { queryTerm, STOP_WORDS, tokenize } from "./words";

export { tokenize };

/** A section of a page, as indexed. */
export type SearchDocument = {
  /** Its number in the index (several sections can share an anchor: the questions of a FAQ). */
  id: number;
  /** Where the result leads: the page, or `/path#id` for a section. */
  url: string;
  /** The section's heading. */
  title: string;
  /** The name of the page it is on. */
  page: string;
  /** Everything the section says (searched; its start is kept for snippets). */
  text: string;
  /** Extra words that find the section, not shown (a page's keywords, an article's tags). */
  keywords?: string;
  /** How much the section stands for its page: a page's own entry 1, its sections less, an article's less again. */
  weight: number;
};

/** What the index keeps of a document, to show it. */
export type Stored = Pick<SearchDocument, "url" | "title" | "page" | "weight"> & { excerpt: string };

export type SnippetPart = { text: string; mark: boolean };

export type SiteResult = {
  url: string;
  title: string;
  /** The heading, the words that matched marked. */
  titleParts: SnippetPart[];
  page: string;
  /** A short passage of the section around the words that matched, those words marked. */
  snippet: SnippetPart[];
};

/**
 * Groups of words visitors use for the same thing; a word of a group also finds the others (less strongly than
 * itself). Phrases are matched as written in the query.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ["price", "cost", "pricing", "how much", "payment", "pay", "fee", "investment"],
  ["book", "schedule", "call", "meeting", "consultation", "appointment", "session"],
  ["refund", "money back", "guarantee"],
  ["support", "helpdesk", "tickets", "customer service", "customer support"],
  ["report", "dashboard", "reporting"],
  ["phone", "call", "telephone"],
  ["blog", "articles", "resources", "guides"],
  ["chatbot", "ai agents", "chat", "bot", "agent", "assistant"],
  ["privacy", "data", "personal", "gdpr", "data protection"],
  ["outreach", "cold email", "cold outreach", "prospecting"],
  ["results", "case studies", "case study", "success stories", "testimonials"],
  ["contact", "get in touch", "talk to sales", "sales team", "reach you"],
  ["remotely", "based", "office", "location", "headquarters"],
  ["terms", "conditions", "legal"],
  ["about us", "who we are", "who are you", "our story", "founder", "company"],
];

const searchOptions: SearchOptions = {
  boost: { title: 3, keywords: 2, text: 1 },
  // The word being typed (its stem and its letters, the last two terms) is a prefix; the words before it are whole.
  prefix: (t, i, terms) => i >= terms.length - 2 && t.length >= 3,
  fuzzy: (t) => (t.length >= 4 ? 1 : false),
  maxFuzzy: 1,
  weights: { fuzzy: 0.3, prefix: 0.4 },
  combineWith: "OR",
  processTerm: queryTerm,
  boostDocument: (_id, _term, stored) => Number((stored as Stored | undefined)?.weight ?? 1),
};

/** The synonyms a query brings in: the other words of every group one of its words or phrases belongs to. */
export function synonymsOf(query: string): string[] {
  const words = ` ${tokenize(query).join(" ")} `;
  const found = new Set<string>();
  for (const group of SYNONYMS) {
    if (!group.some((w) => words.includes(` ${w} `) || words.includes(` ${w}s `))) continue;
    for (const w of group) if (!words.includes(` ${w} `)) found.add(w);
  }
  return [...found];
}

/**
 * The query as MiniSearch takes it: the visitor's words, and (weaker) their synonyms. A phrase of the table
 * ("money back", "how much") stands for its group's meaning, not for its words one by one: its words leave the
 * visitor's part, and its group's single words are searched at full strength ("money back" is a refund, not a
 * page about making money).
 */
function queryOf(query: string): Query {
  const synonyms = synonymsOf(query);
  if (synonyms.length === 0) return query;
  const typed = ` ${tokenize(query).join(" ")} `;
  const phraseGroups = SYNONYMS.filter((group) => group.some((w) => w.includes(" ") && typed.includes(` ${w} `)));
  let rest = typed;
  for (const group of phraseGroups) for (const w of group) if (w.includes(" ")) rest = rest.replace(` ${w} `, " ");
  const meant = [...new Set(phraseGroups.flat().filter((w) => !w.includes(" ")))];
  const weaker = synonyms.filter((w) => !meant.includes(w));
  const whole = { prefix: false, fuzzy: false } as const;
  return {
    combineWith: "OR",
    // Synonyms as whole words only: they are the table's words, not the visitor's typing.
    queries: [
      ...(rest.trim() ? [rest.trim()] : []),
      ...(meant.length > 0 ? [{ queries: [meant.join(" ")], ...whole }] : []),
      ...(weaker.length > 0
        ? [{ queries: [weaker.join(" ")], boost: { title: 1, keywords: 0.7, text: 0.3 }, ...whole }]
        : []),
    ],
  };
}

export function createIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  return unpackIndex(packIndex(documents));
}

/** The index from the JSON written at build time (scripts/search-index.ts). */
export function loadIndex(json: string): MiniSearch<SearchDocument> {
  return unpackIndex(JSON.parse(json) as PackedIndex);
}

/** The same as the browser loads it: built a few sections at a time, between which the page stays responsive. */
export function loadIndexInSteps(json: string): Promise<MiniSearch<SearchDocument>> {
  return unpackIndexInSteps(JSON.parse(json) as PackedIndex);
}

/**
 * The best `limit` sections for a query, best first. `textOf` gives a section's whole text where it is at hand (on
 * the server), so its snippet is the passage where the words matched; otherwise the snippet is from the start of the
 * section kept in the index.
 */
export function searchSite(
  index: MiniSearch<SearchDocument>,
  query: string,
  limit = 10,
  textOf?: (id: number) => string | undefined,
): SiteResult[] {
  const q = query.trim().slice(0, 200);
  if (tokenize(q).every((w) => STOP_WORDS.has(w)) && synonymsOf(q).length === 0) return [];
  const seen = new Set<string>();
  return index
    .search(queryOf(q), searchOptions)
    .filter((hit) => {
      // A page's own entry and its opening section lead to the same place under the same heading: one result.
      const key = `${hit.url} ${hit.title}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit)
    .map((hit) => {
      const stored = hit as unknown as Stored;
      const text = textOf?.(Number(hit.id)) ?? stored.excerpt;
      return {
        url: stored.url,
        title: stored.title,
        titleParts: markWords(stored.title, hit.terms),
        page: stored.page,
        snippet: snippet(text, hit.terms),
      };
    });
}

/** Stems of the words snippets show: the same excerpts come back keystroke after keystroke. */
const stems = new Map<string, string>();
function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size > 10_000) stems.clear();
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

type ExcerptWord = { word: string; index: number; lower: string; stem: string };

/** The words of each excerpt with their stems, read once: the same excerpts come back keystroke after keystroke. */
const excerptWords = new Map<string, ExcerptWord[]>();
function wordsOf(text: string): ExcerptWord[] {
  let words = excerptWords.get(text);
  if (words === undefined) {
    if (excerptWords.size > 2_000) excerptWords.clear();
    words = [...text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)].map((m) => {
      const lower = m[0].toLowerCase();
      return { word: m[0], index: m.index ?? 0, lower, stem: stemOf(lower) };
    });
    excerptWords.set(text, words);
  }
  return words;
}

/** Whether a word is one of the matched terms: the same stem, or a word the term being typed begins. */
function matcher(terms: readonly string[]): (word: ExcerptWord) => boolean {
  const matchedStems = new Set(terms.map((t) => stemOf(t.toLowerCase())));
  const prefixes = terms.filter((t) => t.length >= 3);
  return (w) => matchedStems.has(w.stem) || prefixes.some((t) => w.lower.startsWith(t));
}

/** `text` from `start` to `end`, the matched words marked. Read keystroke after keystroke: nothing copied twice. */
function markedParts(text: string, marked: (w: ExcerptWord) => boolean, start: number, end: number): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = start;
  const push = (s: string, mark: boolean) => {
    if (!s) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += s;
    else parts.push({ text: s, mark });
  };
  if (start > 0) push("… ", false);
  for (const w of wordsOf(text)) {
    const { word, index: i } = w;
    if (i < start) continue;
    if (i + word.length > end) break;
    push(text.slice(at, i), false);
    push(word, marked(w));
    at = i + word.length;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(" …", false);
  return parts;
}

/** A whole heading, the matched words marked. */
export function markWords(text: string, terms: readonly string[]): SnippetPart[] {
  return markedParts(text, matcher(terms), 0, text.length);
}

/** A passage of `text` around the first of the matched terms, those words marked. */
export function snippet(text: string, terms: readonly string[], length = 140): SnippetPart[] {
  const marked = matcher(terms);
  const first = wordsOf(text).find(marked);
  let start = first ? Math.max(0, first.index - 40) : 0;
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return markedParts(text, marked, start, end);
}
