/**
 * Values that go into an e-mail header (subject, display names). A header ends at CR/LF, so a visitor's
 * line break could otherwise start a header of their own (Bcc:, a second Subject:). Every control
 * character (C0 with CR, LF and tab, DEL, C1 with NEL) and the Unicode line and paragraph separators
 * become one space, so no header value built here can contain a line break, whatever it was built from.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of at most `max` characters (an ellipsis marks a cut). */
export function headerText(value: string, max = 200): string {
  const line = value.replace(BREAKS, " ").replace(/ {2,}/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
