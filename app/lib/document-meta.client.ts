import { canonicalPathOf, type PageEntry } from "~/content/pages";
import { absoluteUrl, documentTitle } from "~/lib/seo";

function upsert(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.append(el);
  }
  el.setAttribute(attr, value);
}

/** Writes a page's title, description, keywords and canonical link into the live document. */
export function applyDocumentMeta(page: PageEntry) {
  document.title = documentTitle(page.title);
  const meta = (name: string) => () => Object.assign(document.createElement("meta"), { name });
  upsert('meta[name="description"]', meta("description"), "content", page.description);
  upsert('meta[name="keywords"]', meta("keywords"), "content", page.keywords.join(", "));
  upsert(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement("link"), { rel: "canonical" }),
    "href",
    absoluteUrl(canonicalPathOf(page)),
  );
}
