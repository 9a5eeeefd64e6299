/**
 * Sends server-rendered markup once per pre-rendered page (ADR 014).
 *
 * The sections that ship as HTML (ADR 007) come from the route data, which React Router also embeds in the
 * page for hydration: on `/` and the service pages about 90 KB of the HTML was that markup a second time,
 * inside a script a phone must parse before it hydrates. In that embedded data, every string that is the
 * whole contents of a `<ServerMarkup>` element of the page becomes a reference to the element
 * ("server-markup:3"), and the element gets that key (`data-server-markup="3"`, "" as rendered), so that
 * `ServerMarkup` reads its contents from the document while the page hydrates. The `.data` files that
 * client-side navigation fetches are left as they are.
 */
import { SERVER_MARKUP_REFERENCE } from "../app/components/static/server-markup";

const ENQUEUE = /(window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g;
/** The opening tag of an element that `ServerMarkup` rendered (React escapes ">" inside attribute values). */
const SERVER_MARKUP_ELEMENT = /<[a-z]+\s[^>]*\bdata-server-markup=""[^>]*>/g;
const EMPTY_KEY = 'data-server-markup=""';
/** As React Router escapes the data for its inline script. */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

type Edit = { at: number; length: number; text: string };

export function stripServerMarkup(html: string): string {
  const elements = [...html.matchAll(SERVER_MARKUP_ELEMENT)].map((match) => ({
    keyAt: match.index + match[0].indexOf(EMPTY_KEY),
    contentAt: match.index + match[0].length,
  }));
  if (elements.length === 0) return html;

  const edits: Edit[] = [];
  const keyed = new Set<number>();
  /** The reference for a string that is the whole contents of one or more of the elements (their end tag follows it). */
  const referenceFor = (value: string): string | null => {
    const matching = elements
      .map((element, index) => ({ element, index }))
      .filter(
        ({ element }) =>
          html.startsWith(value, element.contentAt) && html.startsWith("</", element.contentAt + value.length),
      );
    const first = matching[0];
    if (!first) return null;
    for (const { element, index } of matching) {
      if (keyed.has(index)) continue;
      keyed.add(index);
      edits.push({ at: element.keyAt, length: EMPTY_KEY.length, text: `data-server-markup="${first.index}"` });
    }
    return `${SERVER_MARKUP_REFERENCE}${first.index}`;
  };

  for (const match of html.matchAll(ENQUEUE)) {
    const [whole, open = "", literal = "", close = ""] = match;
    const data = JSON.parse(literal) as string;
    let changed = false;
    // turbo-stream: the first line is a JSON array of every value; later lines ("P1:[…]") settle promises.
    const lines = data.split("\n").map((line) => {
      if (!line.startsWith("[")) return line;
      const values = (JSON.parse(line) as unknown[]).map((value) => {
        const reference = typeof value === "string" && value.startsWith("<") ? referenceFor(value) : null;
        if (reference === null) return value;
        changed = true;
        return reference;
      });
      return JSON.stringify(values);
    });
    if (!changed) continue;
    const escaped = JSON.stringify(lines.join("\n")).replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
    edits.push({ at: match.index, length: whole.length, text: `${open}${escaped}${close}` });
  }

  let result = html;
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    result = result.slice(0, edit.at) + edit.text + result.slice(edit.at + edit.length);
  }
  return result;
}
