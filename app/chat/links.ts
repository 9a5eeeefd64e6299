/**
 * Bot replies are plain text; the only markup they get is a link for each site-relative path of a page of
 * this site (e.g. "/schedule" or "/#faq"). Everything else, HTML included, stays text.
 */
import { articles } from "~/content/articles/catalog";
import { pages } from "~/content/pages";

export type ReplyPart = { type: "text"; text: string } | { type: "link"; text: string; to: string };

const known = new Set<string>([...pages.map((p) => p.path), ...articles.map((a) => a.path)]);

/**
 * A path ("/schedule", "/services/aiva-lead-os", "/#faq") whose "/" is not preceded by a word character,
 * ":", "/", "." or "@" (so no URLs, no e-mail addresses, no "and/or").
 */
const PATH = /(?<![\w:/.@-])\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:#[a-z0-9-]+)?|#[a-z0-9-]+)/gi;

export function isSitePath(candidate: string): boolean {
  const [path = "", hash] = candidate.split("#");
  if (!known.has(path || "/")) return false;
  return hash === undefined || /^[a-z0-9-]+$/i.test(hash);
}

export function splitReply(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATH)) {
    const raw = match[0];
    const index = match.index ?? 0;
    if (!isSitePath(raw)) continue;
    if (index > last) parts.push({ type: "text", text: text.slice(last, index) });
    parts.push({ type: "link", text: raw, to: raw });
    last = index + raw.length;
  }
  if (last < text.length) parts.push({ type: "text", text: text.slice(last) });
  return parts;
}
