/**
 * While a page loads, the sections far from the viewport skip style, layout and paint (app.css:
 * `content-visibility: auto` on `[data-slot="section"]`, only with scripting on): a phone lays out its
 * first screen while the HTML is still arriving, not the whole page in one long task. Once the page
 * has loaded, this lays the skipped sections out one per task, then turns the skipping off, so that
 * anchors, the End key and the scrollbar see the page's real height from then on.
 */
export const SECTIONS_LAID_OUT = "sectionsLaidOut";
const SECTION_SELECTOR = '[data-slot="section"]:not([data-laid-out])';

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
    const sections = [...doc.querySelectorAll<HTMLElement>(SECTION_SELECTOR)];
    // A message per section: unlike timers and animation frames it does not wait for a frame, and
    // each task stays short (one section's layout) so input is never kept waiting.
    channel.port1.onmessage = () => {
      if (stopped) return;
      const section = sections.shift();
      if (!section) {
        finish();
        channel.port1.close();
        return;
      }
      section.dataset.laidOut = "";
      void section.offsetHeight; // its layout, in this task
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
