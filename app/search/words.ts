/**
 * Words as the site search sees them (issue 32): the tokens of a text, the stop words left out, each word's
 * Porter stem. Shared by the index (./packed-index.ts) and the queries (./engine.ts).
 */
import { stemmer } from "stemmer";

/** Words that say nothing about what is searched for. */
export const STOP_WORDS = new Set(
  "a all also an and any are as at be been but by can do does each every for from has have how i if in into is it its just me more most my no not of on one only or other our out over so than that the their them then there these they this those to up was we were what when where which who why will with you your".split(
    " ",
  ),
);

/** A word as indexed: its Porter stem; stop words and bare numbers are left out. */
export const indexStem = (word: string): string | null => {
  const w = word.toLowerCase();
  return STOP_WORDS.has(w) || /^\d+$/.test(w) ? null : stemmer(w);
};

/**
 * The words of the site that are also indexed as written, beside their stem: the longer ones whose stem differs,
 * so a typo of the word as written ("prcing") is still one letter away from "pricing" where its stem ("price")
 * is not.
 */
export const isIndexedAsWritten = (word: string, stem: string) => stem !== word && word.length >= 6;

/** Words of a text: letters and digits, "e-mail" as one word, "24/7" kept. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/\be-mail/g, "email")
      .match(/[\p{L}\p{N}]+(?:[/'][\p{L}\p{N}]+)*/gu) ?? []
  );
}

/** A word as searched: its stem, which matches every form of it, and the word as typed (a prefix of a word). */
export const queryTerm = (word: string): string | string[] | null => {
  const w = word.toLowerCase();
  if (STOP_WORDS.has(w) || /^\d+$/.test(w)) return null;
  const stem = stemmer(w);
  return stem === w ? w : [stem, w];
};
