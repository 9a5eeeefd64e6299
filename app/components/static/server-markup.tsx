import { type HTMLAttributes, type Ref, useState } from "react";

/**
 * What a pre-rendered page's hydration data holds in place of an element's markup: this prefix and the
 * element's `data-server-markup` key (written by scripts/strip-server-markup.ts).
 */
export const SERVER_MARKUP_REFERENCE = "server-markup:";

type ServerMarkupProps = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  as?: "div" | "span";
  /** Markup rendered on the server (ADR 007), or on a pre-rendered page's first load a reference to it (ADR 014). */
  html: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * An element whose contents are markup rendered on the server, which React inserts but does not hydrate.
 *
 * A pre-rendered page carries that markup once, in its HTML: the build replaces it in the page's hydration
 * data with a reference to the element (ADR 014). While the page hydrates, the element takes its contents
 * from the document, so that a render from scratch (after a hydration error) shows them too. Client-side
 * navigation brings the markup itself in the route data.
 */
export function ServerMarkup({ as = "div", html, ...props }: ServerMarkupProps) {
  const Tag = as as "div"; // a <span> takes the same attributes; only its ref's type differs
  const key = html.startsWith(SERVER_MARKUP_REFERENCE) ? html.slice(SERVER_MARKUP_REFERENCE.length) : "";
  // Read once, before React touches the element: the page's sections do not change while it is shown.
  const [fromDocument] = useState(() => (key ? markupInDocument(key) : ""));
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components rendered on the server, not visitor input
    <Tag {...props} data-server-markup={key} dangerouslySetInnerHTML={{ __html: key ? fromDocument : html }} />
  );
}

function markupInDocument(key: string): string {
  if (typeof document === "undefined" || !/^\d+$/.test(key)) return "";
  return document.querySelector(`[data-server-markup="${key}"]`)?.innerHTML ?? "";
}
