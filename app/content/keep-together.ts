/**
 * The parts of a text that never break across lines (issue 33): a hyphenated compound ("white-glove", "4-step",
 * "done-for-you", "15-hour") and a number with its unit ("24 hours", "2 minutes"). Words stay exactly as written
 * (SPEC quotes them with a hyphen-minus); whatever sets the text keeps each part on one line.
 */
const UNIT = String.raw`(?:hours?|minutes?|days?|weeks?|months?|years?)\b`;
const KEEP_TOGETHER = new RegExp(String.raw`(\S*\w-\w\S*|\d[\d,.]*\+?[\s\u00a0]${UNIT})`);

/** The text split so that the parts at odd positions are the ones to keep on one line. */
export function keepTogetherParts(text: string): string[] {
  return text.split(KEEP_TOGETHER);
}
