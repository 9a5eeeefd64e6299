/**
 * While a page loads, the sections far from the viewport skip style, layout and paint (app.css:
 * `content-visibility: auto` on `[data-slot="section"]`, only with scripting on): a phone lays out its
 * first screen while the HTML is still arriving, not the whole page in one long task. Once the page
 * has loaded, this lays the skipped sections out a piece per task, then turns the skipping off, so that
 * anchors, the End key and the scrollbar see the page's real height from then on.
 */
export const SECTIONS_LAID_OUT = "sectionsLaidOut";
const SECTION_SELECTOR = '[data-slot="section"]:not([data-laid-out])';
/** A piece laid out in a task of its own holds at most this many elements; larger ones are split. */
export const PART_LIMIT = 48;
/** Smaller pieces are laid out with the element around them: a task each would cost more than it saves. */
export const PART_MIN = 8;

/**
 * The pieces of a large section to lay out one per task (app.css skips `[data-layout-part]` until it is
 * `data-laid-out`): its largest element children, split into theirs until each holds at most PART_LIMIT
 * elements. The containers split this way are laid out with the section. A section of a phone's four
 * service cards is 190 elements, which is 70-90 ms of style and layout on a 4×-throttled phone in one task.
 */
export function layoutParts(section: Element): HTMLElement[] {
  const parts: HTMLElement[] = [];
  const split = (element: Element) => {
    for (const child of element.children) {
      const size = child.getElementsByTagName("*").length + 1;
      if (size > PART_LIMIT) split(child);
      // An SVG drawing or a MathML formula is laid out with what holds it.
      else if (size >= PART_MIN && child instanceof HTMLElement) parts.push(child);
    }
  };
  if (section.getElementsByTagName("*").length > PART_LIMIT) split(section);
  return parts;
}

/**
 * Whether the browser is skipping the section now (far from the viewport). One it renders already, near
 * the viewport, is laid out whole: a piece skipped in it would show its containment (clipped shadows).
 */
function isSkipped(section: HTMLElement): boolean {
  // The option reports an element inside a skipped one, not the skipping element itself.
  const inside = section.firstElementChild;
  return typeof inside?.checkVisibility === "function" && !inside.checkVisibility({ contentVisibilityAuto: true });
}

export function layOutSections(doc: Document = document): () => void {
  const html = doc.documentElement;
  if (SECTIONS_LAID_OUT in html.dataset) return () => {};
  let stopped = false;
  const finish = () => {
    html.dataset[SECTIONS_LAID_OUT] = "";
  };
  // An address with a fragment scrolls to its target now: every section gets its real height first.
  if (doc.defaultView?.location.hash) {
    finish();
    return () => {};
  }
  const channel = new MessageChannel();
  const start = () => {
    const queue = [...doc.querySelectorAll<HTMLElement>(SECTION_SELECTOR)];
    // A message per piece: unlike timers and animation frames it does not wait for a frame, and
    // each task stays short (one section or piece's layout) so input is never kept waiting.
    channel.port1.onmessage = () => {
      if (stopped) return;
      const next = queue.shift();
      if (!next) {
        finish();
        channel.port1.close();
        return;
      }
      if (next.dataset.slot === "section" && isSkipped(next)) {
        const parts = layoutParts(next);
        for (const part of parts) part.dataset.layoutPart = "";
        queue.unshift(...parts);
      }
      next.dataset.laidOut = "";
      void next.offsetHeight; // its layout, in this task
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  };
  const win = doc.defaultView;
  if (doc.readyState === "complete" || !win) start();
  else win.addEventListener("load", start, { once: true });
  return () => {
    stopped = true;
    win?.removeEventListener("load", start);
    channel.port1.close();
  };
}
