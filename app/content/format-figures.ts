/**
 * The one way figures are written (ADR 036). A range takes an en dash held to its numbers by word joiners
 * (U+2060) and a no-break space before its unit, so "3–5 weeks" never breaks across lines; `plain` drops the
 * joiners for text that is never laid out in a narrow column (meta descriptions, JSON-LD, social images).
 * No imports: Vite's config loader reads this file natively (./articles/compile.ts).
 */
export const WORD_JOINER = "\u2060";
export const NO_BREAK_SPACE = "\u00a0";

export type FormatOptions = { plain?: boolean };

/** "3–5 weeks" (`{ min: 3, max: 5 }`, "weeks"); a range of one number is that number: "Week 1". */
export function formatRange(range: { min: number; max: number }, unit?: string, options: FormatOptions = {}): string {
  const joiner = options.plain ? "" : WORD_JOINER;
  const space = options.plain ? " " : NO_BREAK_SPACE;
  const numbers = range.min === range.max ? `${range.min}` : `${range.min}${joiner}–${joiner}${range.max}`;
  return unit ? `${numbers}${space}${unit}` : numbers;
}

/** "Weeks 2–3" / "Week 1": a unit written before its numbers. */
export function formatLabelledRange(
  label: { one: string; many: string },
  range: { min: number; max: number },
  options: FormatOptions = {},
): string {
  const space = options.plain ? " " : NO_BREAK_SPACE;
  return `${range.min === range.max ? label.one : label.many}${space}${formatRange(range, undefined, options)}`;
}

/**
 * "$3,997": thousands grouped as en-US writes them, without Intl. The shell formats figures while its modules
 * load, and the first `toLocaleString` loads the locale's number data: about 40 ms of main thread on this
 * machine, 160 ms on a Lighthouse phone (issue 37), as `app/lib/dates.ts` found for dates.
 */
export function formatUsd(amount: number): string {
  const [whole = "0", fraction] = String(Math.abs(amount)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}$${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** "247+" */
export function formatAtLeast(n: number): string {
  return `${n}+`;
}

/** "35%" */
export function formatPercent(n: number): string {
  return `${n}%`;
}

/**
 * Text for plain-text channels (the chat assistant's answers, e-mails): without word joiners and no-break spaces,
 * a range's en dash as a hyphen ("3-5 weeks"), as people type it.
 */
export function plainFigures(text: string): string {
  return text
    .replace(/\u2060/g, "")
    .replace(/\u00a0/g, " ")
    .replace(/(\d)–(\d)/g, "$1-$2");
}
