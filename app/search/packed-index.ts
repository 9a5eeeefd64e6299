/**
 * The site search's index as shipped (issue 32): what is shown of each section, and its words as numbers into one
 * sorted list of stems, from which MiniSearch builds the index in the browser (and on the server, from the same
 * data, so both give the same results). MiniSearch's own JSON (`toJSON`) keeps every posting as an object of
 * document numbers and was 38 KB gzip for this site; this form is about 40 % smaller, and building the index
 * from it takes milliseconds once, when the dialog first opens.
 */
import MiniSearch from "minisearch";
import type { SearchDocument, Stored } from "./engine";
import { indexStem, isIndexedAsWritten, queryTerm, tokenize } from "./words";

/** Characters of a section's text kept in the index for its snippet. */
export const STORED_TEXT = 100;

/**
 * The start of a section's text kept for its snippet, without the section's heading where the text repeats it near
 * its start (the result shows the heading above its snippet): the characters go to what the section says.
 */
export function excerptOf(doc: Pick<SearchDocument, "title" | "text">, length = STORED_TEXT): string {
  const at = doc.title ? doc.text.indexOf(doc.title) : -1;
  const rest = () => doc.text.slice(at + doc.title.length).replace(/^[.:!?]/, "");
  const text = at >= 0 && at <= 40 ? `${doc.text.slice(0, at)}${rest()}` : doc.text;
  const whole = text.replace(/\s+/g, " ").trim();
  if (whole.length <= length) return whole;
  // Cut at a word, never inside one, and say that it goes on.
  const cut = whole.lastIndexOf(" ", length - 1);
  return `${whole.slice(0, cut > 0 ? cut : length - 1)}…`;
}

/**
 * The sections as columns (a column of like values compresses better than rows of mixed ones): url, heading,
 * page, weight, the start of the text (for the snippet), then the text's and the keywords' stems as numbers into
 * `stems` (ascending, repeated as often as the word occurs, each written as its difference from the one before in
 * the digits of `DIGITS`) and their numbers of distinct words as written (the field lengths MiniSearch ranks by).
 */
export type PackedIndex = {
  version: 2;
  /**
   * Every stem of the sections, sorted, space-separated; a stem with words indexed as written beside it is
   * followed by them, each as the number of the stem's last letters it drops and the letters it adds:
   * "price|1ing,s" is "price", "pricing" and "prices".
   */
  stems: string;
  url: string[];
  title: string[];
  page: string[];
  weight: number[];
  excerpt: string[];
  text: string[];
  textLength: number[];
  keywords: string[];
  /** Null for a section with no keywords (MiniSearch counts an absent field apart from an empty one). */
  keywordsLength: (number | null)[];
};

/** A section as MiniSearch indexes it: its fields as space-separated stems (the heading as written). */
type IndexedSection = Stored & { id: number; text: string; keywords?: string };

const FIELDS = ["title", "text", "keywords"];
/** A word of the text that is not indexed (a stop word, a number), kept so the field's length is the same. */
const PLACEHOLDER = "#";

/**
 * Base-32 digits in which a number is written with no separator: its last digit from the first alphabet, the
 * digits before it from the second. Most differences between a section's stem numbers are under 32: one letter.
 */
const DIGITS = { last: "0123456789abcdefghijklmnopqrstuv", before: "wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_" };

function writeNumbers(numbers: readonly number[]): string {
  let out = "";
  for (let n of numbers) {
    let digits = DIGITS.last[n % 32] ?? "";
    for (n = Math.floor(n / 32); n > 0; n = Math.floor(n / 32)) digits = (DIGITS.before[n % 32] ?? "") + digits;
    out += digits;
  }
  return out;
}

function readNumbers(written: string): number[] {
  const numbers: number[] = [];
  let n = 0;
  for (const char of written) {
    const last = DIGITS.last.indexOf(char);
    if (last >= 0) {
      numbers.push(n * 32 + last);
      n = 0;
    } else n = n * 32 + DIGITS.before.indexOf(char);
  }
  return numbers;
}

const commonStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/** "price" and ["pricing", "prices"] as "price|1ing,s" (see PackedIndex). */
function packStem(stem: string, written: ReadonlySet<string> | undefined): string {
  if (!written) return stem;
  const forms = [...written].sort().map((word) => {
    const common = commonStart(stem, word);
    return `${stem.length - common || ""}${word.slice(common)}`;
  });
  return `${stem}|${forms.join(",")}`;
}

function unpackStem(packed: string): { stem: string; written: string[] } {
  const [stem = "", forms] = packed.split("|");
  const written = (forms ? forms.split(",") : []).map((form) => {
    const [, drop = "", add = ""] = /^(\d*)(.*)$/.exec(form) ?? [];
    return stem.slice(0, stem.length - Number(drop || 0)) + add;
  });
  return { stem, written };
}

export function packIndex(documents: readonly SearchDocument[]): PackedIndex {
  const written = new Map<string, Set<string>>();
  const stemsOf = (text: string) =>
    tokenize(text).flatMap((word) => {
      const stem = indexStem(word);
      if (stem === null) return [];
      if (isIndexedAsWritten(word, stem)) written.set(stem, (written.get(stem) ?? new Set()).add(word));
      return [stem];
    });
  const fields = documents.map((doc) => ({
    title: stemsOf(doc.title),
    text: stemsOf(doc.text),
    keywords: stemsOf(doc.keywords ?? ""),
  }));
  const stems = [...new Set(fields.flatMap((f) => [...f.title, ...f.text, ...f.keywords]))].sort();
  const number = new Map(stems.map((stem, i) => [stem, i]));
  const encode = (words: readonly string[]) => {
    const numbers = words.map((stem) => number.get(stem) ?? 0).sort((a, b) => a - b);
    return writeNumbers(numbers.map((n, i) => n - (numbers[i - 1] ?? 0)));
  };
  const distinct = (text: string) => new Set(tokenize(text)).size;
  return {
    version: 2,
    stems: stems.map((stem) => packStem(stem, written.get(stem))).join(" "),
    url: documents.map((doc) => doc.url),
    title: documents.map((doc) => doc.title),
    page: documents.map((doc) => doc.page),
    weight: documents.map((doc) => doc.weight),
    excerpt: documents.map((doc) => excerptOf(doc)),
    text: fields.map((f) => encode(f.text)),
    textLength: documents.map((doc) => distinct(doc.text)),
    keywords: fields.map((f) => encode(f.keywords)),
    keywordsLength: documents.map((doc) => (doc.keywords === undefined ? null : distinct(doc.keywords))),
  };
}

/** A packed field back as its stems, padded with placeholders to its number of distinct words as written. */
function unpackField(packed: string, length: number, stems: readonly string[]): string {
  const words: string[] = [];
  let n = 0;
  for (const difference of readNumbers(packed)) {
    n += difference;
    words.push(stems[n] ?? PLACEHOLDER);
  }
  for (let i = new Set(words).size; i < length; i++) words.push(`${PLACEHOLDER}${i}`);
  return words.join(" ");
}

/** The MiniSearch that indexes the unpacked sections: each stem with the words indexed as written beside it. */
function emptyIndex(packed: PackedIndex) {
  const terms = new Map<string, string[]>();
  for (const entry of packed.stems.split(" ")) {
    const { stem, written } = unpackStem(entry);
    terms.set(stem, [stem, ...written]);
  }
  const index = new MiniSearch<IndexedSection>({
    idField: "id",
    fields: FIELDS,
    storeFields: ["url", "title", "page", "excerpt", "weight"],
    tokenize: (value, field) => (field === "title" ? tokenize(value) : value ? value.split(" ") : []),
    processTerm: (term, field) => {
      if (field !== "title") return terms.get(term) ?? null; // a placeholder is no stem
      const stem = indexStem(term);
      return stem === null ? null : (terms.get(stem) ?? stem);
    },
    searchOptions: { processTerm: queryTerm },
  });
  return { index, stems: [...terms.keys()] };
}

function sectionsOf(packed: PackedIndex, stems: readonly string[]): IndexedSection[] {
  return packed.url.map((url, id) => {
    const keywordsLength = packed.keywordsLength[id] ?? null;
    return {
      id,
      url,
      title: packed.title[id] ?? "",
      page: packed.page[id] ?? "",
      weight: packed.weight[id] ?? 1,
      excerpt: packed.excerpt[id] ?? "",
      text: unpackField(packed.text[id] ?? "", packed.textLength[id] ?? 0, stems),
      ...(keywordsLength === null ? {} : { keywords: unpackField(packed.keywords[id] ?? "", keywordsLength, stems) }),
    };
  });
}

export function unpackIndex(packed: PackedIndex): MiniSearch<SearchDocument> {
  const { index, stems } = emptyIndex(packed);
  index.addAll(sectionsOf(packed, stems));
  return index as unknown as MiniSearch<SearchDocument>;
}

/** The same, built a few sections at a time so that typing in the dialog is never held up for long. */
export async function unpackIndexInSteps(packed: PackedIndex): Promise<MiniSearch<SearchDocument>> {
  const { index, stems } = emptyIndex(packed);
  await index.addAllAsync(sectionsOf(packed, stems), { chunkSize: 16 });
  return index as unknown as MiniSearch<SearchDocument>;
}
