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
  | "small-talk";

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
};

/** Categories whose messages must be declined (no passage of the site given as if it answered them). */
export const DECLINED: readonly EvalCategory[] = ["off-topic", "injection"];
