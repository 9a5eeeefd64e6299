/**
 * The site search's full-text tier (issue 32): one MiniSearch index over every section of the site (built from
 * app/content by ./documents.server.ts), searched with Porter stems, prefixes, typo tolerance and a small table of
 * the words visitors use for what the pages call otherwise. The same options build the index at build time, load
 * it in the browser (the dialog) and search it on the server (/search), so both give the same results.
 */
import MiniSearch, { type Options, type Query, type SearchOptions } from "minisearch";
import { stemmer } from "stemmer";

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
type Stored = Pick<SearchDocument, "url" | "title" | "page" | "weight"> & { excerpt: string };

export type SnippetPart = { text: string; mark: boolean };

export type SiteResult = {
  url: string;
  title: string;
  page: string;
  /** A short passage of the section around the words that matched, those words marked. */
  snippet: SnippetPart[];
};

/** Characters of a section's text kept in the index for its snippet. */
export const STORED_TEXT = 100;

/** Words that say nothing about what is searched for. */
const STOP_WORDS = new Set(
  "a all also an and any are as at be been but by can do does each every for from has have how i if in into is it its just me more most my no not of on one only or other our out over so than that the their them then there these they this those to up was we were what when where which who why will with you your".split(
    " ",
  ),
);

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
  ["chatbot", "ai agents", "chat"],
  ["privacy", "data", "personal"],
  ["terms", "conditions", "legal"],
  ["about us", "who we are", "who are you", "our story", "founder", "company"],
];

/**
 * A word as indexed: its Porter stem, and a longer word itself when the stem differs, so a typo of the
 * word as written ("prcing") is still one letter away; stop words and bare numbers are left out.
 */
const indexTerm = (word: string): string | string[] | null => {
  const w = word.toLowerCase();
  if (STOP_WORDS.has(w) || /^\d+$/.test(w)) return null;
  const stem = stemmer(w);
  return stem === w || w.length < 6 ? stem : [stem, w];
};

/** A word as searched: its stem, which matches every form of it, and the word as typed (a prefix of a word). */
const queryTerm = (word: string): string | string[] | null => {
  const w = word.toLowerCase();
  if (STOP_WORDS.has(w) || /^\d+$/.test(w)) return null;
  const stem = stemmer(w);
  return stem === w ? w : [stem, w];
};

/** Words of a text: letters and digits, "e-mail" as one word, "24/7" kept. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/\be-mail/g, "email")
      .match(/[\p{L}\p{N}]+(?:[/'][\p{L}\p{N}]+)*/gu) ?? []
  );
}

export const indexOptions: Options<SearchDocument> = {
  idField: "id",
  fields: ["title", "text", "keywords"],
  storeFields: ["url", "title", "page", "excerpt", "weight"],
  // Stored for the snippet: the start of the text, or where the section's own words begin.
  extractField: (doc, field) =>
    field === "excerpt" ? doc.text.slice(0, STORED_TEXT) : ((doc as Record<string, unknown>)[field] as string),
  tokenize,
  processTerm: indexTerm,
  searchOptions: { processTerm: queryTerm },
};

const searchOptions: SearchOptions = {
  boost: { title: 3, keywords: 2, text: 1 },
  // The word being typed (its stem and its letters, the last two terms) is a prefix; the words before it are whole.
  prefix: (t, i, terms) => i >= terms.length - 2 && t.length >= 3,
  fuzzy: (t) => (t.length >= 4 ? 1 : false),
  maxFuzzy: 1,
  weights: { fuzzy: 0.3, prefix: 0.4 },
  combineWith: "OR",
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
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return index;
}

/** The index as the browser loads it (the JSON written at build time). */
export function loadIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, indexOptions);
}

/** The best `limit` sections for a query, best first. */
export function searchSite(index: MiniSearch<SearchDocument>, query: string, limit = 10): SiteResult[] {
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
      return { url: stored.url, title: stored.title, page: stored.page, snippet: snippet(stored.excerpt, hit.terms) };
    });
}

/** A passage of `text` around the first of the matched terms, those words marked. */
export function snippet(text: string, terms: readonly string[], length = 140): SnippetPart[] {
  const stems = new Set(terms.map((t) => stemmer(t.toLowerCase())));
  const matches = (word: string) => {
    const s = stemmer(word.toLowerCase());
    return stems.has(s) || terms.some((t) => t.length >= 3 && word.toLowerCase().startsWith(t));
  };
  const words = [...text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)];
  const first = words.find((m) => matches(m[0]));
  let start = first?.index !== undefined ? Math.max(0, first.index - 40) : 0;
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const parts: SnippetPart[] = [];
  let at = start;
  const push = (s: string, mark: boolean) => {
    if (!s) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += s;
    else parts.push({ text: s, mark });
  };
  if (start > 0) push("… ", false);
  for (const m of words) {
    const i = m.index ?? 0;
    if (i < start || i + m[0].length > end) continue;
    push(text.slice(at, i), false);
    push(m[0], matches(m[0]));
    at = i + m[0].length;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(" …", false);
  return parts;
}
