/**
 * Holds a page's first paint until the markup of its first screen has been parsed (ADR 059). A phone's parser
 * yields to paint whenever its time slice runs out, so a first frame can show a hero whose centred column is
 * measured against half a form, which moves once the rest arrives. `<link rel="expect" blocking="render">`
 * (HTML's render-blocking for elements) holds rendering until the element with that id is in the document:
 * Chromium releases it when the element is inserted, the spec when it has been parsed whole, so the target is
 * an empty marker after the first screen, which satisfies both. Browsers ignore it once the body has started,
 * so client-side navigations are not held, and browsers without it paint as before.
 */
export function firstScreenLink(markerId: string) {
  return { rel: "expect", href: `#${markerId}`, blocking: "render" } as const;
}

/** The empty element that ends a first screen, the target of `firstScreenLink`. */
export function FirstScreenEnd({ id }: { id: string }) {
  return <span id={id} hidden />;
}
