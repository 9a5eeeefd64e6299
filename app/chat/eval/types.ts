/** The assistant's evaluation set: visitor messages and the facts each answer must (and must not) contain. */

export type EvalCategory =
  | "pricing"
  | "duration"
  | "count"
  | "yes-no"
  | "person"
  | "contact"
  | "services"
  | "process"
  | "results"
  | "booking"
  | "articles"
  | "indirect"
  | "misspelt"
  | "follow-up"
  | "off-topic"
  | "injection"
  | "spanish"
  | "german"
  | "french"
  | "other-language"
  | "small-talk"
  /** A visitor describing their business or problem: a consultative answer, never the decline. */
  | "business"
  /** Two questions in one message: both answered. */
  | "two-part"
  /** Something the site does not state (free trial, references, team size, an office): said to be unknown. */
  | "unstated";

/** The languages the assistant answers in. */
export type EvalLanguage = "en" | "es" | "de" | "fr" | "pt" | "it";

/** A fact the answer must contain (case-insensitive); a list means any one of them. */
export type Fact = string | readonly string[];

export type EvalCase = {
  category: EvalCategory;
  /** Earlier messages of the visitor in the same session, oldest first; the assistant's answers to them are part of the history. */
  before?: readonly string[];
  /** The message whose answer is scored. */
  q: string;
  must: readonly Fact[];
  /** None of these may appear (case-insensitive). */
  not?: readonly string[];
  /** The answer may not open with any of these (case-insensitive): "Yes", "Of course" for unstated facts. */
  notOpening?: readonly string[];
  /** The visitor's language; English when absent. */
  lang?: EvalLanguage;
  /**
   * The id of the site's answer this message asks for (tuning cases only): it makes the message one of the
   * assistant's examples (`npm run chat:examples`) even while the rules answer it wrong.
   */
  unit?: string;
};

/** Categories whose messages must be declined (no passage of the site given as if it answered them). */
export const DECLINED: readonly EvalCategory[] = ["off-topic", "injection"];
