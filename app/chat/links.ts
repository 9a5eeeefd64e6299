/**
 * Links in bot replies, in one place for every way a reply is shown: the chat widget (real links), a
 * server-rendered conversation page (the same parts) and the transcript export (words only).
 *
 * A reply is plain text in which a link is written `[words](/path)`; only paths of this site's pages
 * (the registry in app/content/pages.ts, and the articles; optionally with an #anchor) become links. A bare page path in
 * the text (older stored replies, a model's answer) reads as the page's name, e.g. "/schedule" becomes a
 * link named "the Schedule page". Nothing else becomes markup, HTML included.
 */
import { articles } from "~/content/articles/catalog";
import { pages } from "~/content/pages";

export type ReplyPart = { type: "text"; text: string } | { type: "link"; text: string; to: string };

const SMALL_WORDS = new Set(["of", "and", "the", "for", "to", "in", "on"]);

/** A page's name as a visitor reads it, from its breadcrumb label ("Terms of Service", "AIVA Lead OS"). */
const readable = (label: string) =>
  label
    .split(" ")
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(" ");

/** How each known path reads in a sentence: "the AIVA Lead OS page", "the article “Speed to Lead…”". */
const linkNames = new Map<string, { name: string; inSentence: string }>([
  ...pages.map(
    (p) => [p.path, { name: readable(p.breadcrumb), inSentence: `the ${readable(p.breadcrumb)} page` }] as const,
  ),
  ...articles.map((a) => [a.path, { name: a.title, inSentence: `the article “${a.title}”` }] as const),
]);

/** A site path ("/schedule", "/services/aiva-lead-os", "/#faq") of a page in the registry. */
export function isSitePath(candidate: string): boolean {
  const [path = "", hash] = candidate.split("#");
  if (!linkNames.has(path || "/")) return false;
  return hash === undefined || /^[a-z0-9-]+$/i.test(hash);
}

/** The page's (or article's) name as a visitor reads it. */
export function pageName(path: string): string {
  return linkNames.get(path.split("#")[0] || "/")?.name ?? path;
}

/** How a bare path reads in a sentence: "the AIVA Lead OS page". */
export function pageLinkName(path: string): string {
  return linkNames.get(path.split("#")[0] || "/")?.inSentence ?? path;
}

/** A link in reply text: `[words](/path)`; the words default to the page's name. */
export function replyLink(path: string, words: string = pageLinkName(path)): string {
  return `[${words.replace(/[[\]]/g, "")}](${path})`;
}

/**
 * `[words](target)` (group 1, 2) or a bare site-relative path whose "/" follows no word character, ":",
 * "/", "." or "@" (group 3: so no URLs, no e-mail addresses, no "and/or").
 */
const LINK =
  /\[([^\][\n]{1,120})\]\(([^()\s]{1,200})\)|(?<![\w:/.@-])(\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:#[a-z0-9-]+)?|#[a-z0-9-]+))/gi;

/** The reply as text and link parts, in order. */
export function splitReply(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const push = (part: ReplyPart) => {
    const last = parts.at(-1);
    if (part.type === "text" && last?.type === "text") last.text += part.text;
    else if (part.text) parts.push(part);
  };
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [raw, words, target, bare] = match;
    const index = match.index ?? 0;
    if (bare !== undefined && !isSitePath(bare)) continue;
    push({ type: "text", text: text.slice(last, index) });
    if (bare !== undefined) push({ type: "link", text: pageLinkName(bare), to: bare });
    else if (target !== undefined && isSitePath(target)) push({ type: "link", text: words ?? raw, to: target });
    else push({ type: "text", text: words ?? raw });
    last = index + raw.length;
  }
  push({ type: "text", text: text.slice(last) });
  return parts;
}

/** The reply as a person reads it, links as their words (the transcript export, plain-text e-mails). */
export function replyAsWords(text: string): string {
  return splitReply(text)
    .map((part) => part.text)
    .join("");
}
