/** A field a visitor would fill in (not a honeypot, not a hidden input). */
const FIELD =
  "input:not([type=hidden]):not([tabindex='-1']), select:not([tabindex='-1']), textarea:not([tabindex='-1'])";

/**
 * Where focus goes when an address names an element (`/services/aiva-lead-os#assessment`): the first field of a
 * form it is or holds, else the element itself (made focusable by script). Null when the hash names nothing.
 */
export function hashFocusTarget(hash: string, doc: Document = document): HTMLElement | null {
  let id = "";
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  const target = id ? doc.getElementById(id) : null;
  if (!target) return null;
  const field = target.matches(FIELD) ? target : target.querySelector<HTMLElement>(FIELD);
  if (field) return field;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}
