/**
 * The first tap counts (DESIGN.md §5, ADR 031). Pages paint long before React hydrates them (ADR 008): a tap in
 * between on a control that only JavaScript drives would be lost. This script, inline in every page's <head>,
 * holds such taps until the root marks the page hydrated (`html[data-hydrated]`, root.tsx), then clicks the same
 * elements again, once each, in order: hydration keeps the DOM nodes, so React handles the replayed click.
 *
 * What it holds: `button[type=button]` (a button that by definition does nothing without a script; our Button
 * renders that type by default) unless it opens a popover natively (`popovertarget`, `commandfor`), and anything
 * marked `data-replay`. Links, submit buttons, popover buttons, <details> and form fields keep working natively.
 * A `select[data-replay]` changed before hydration (hydration resets it to its state's value) gets the chosen
 * value back after, with a change event for React.
 *
 * It is a string so that the page and the server's CSP hash (server/app.ts) see the same bytes.
 */
// Written small by hand (it is in every page): r root, h held taps, c chosen select values, w "still waiting".
export const FIRST_TAP_SCRIPT = `(() => {
const d = document, r = d.documentElement, h = [], c = new Map();
const w = () => !r.hasAttribute("data-hydrated");
const hold = (e) => {
  const t = w() && e.target.closest?.('button[type="button"]:not([popovertarget]):not([commandfor]),[data-replay]');
  if (t) e.preventDefault(), e.stopImmediatePropagation(), h.push(t);
};
const choose = (e) => {
  if (w() && e.target.matches?.("select[data-replay]")) c.set(e.target, e.target.value);
};
d.addEventListener("click", hold, true);
d.addEventListener("change", choose, true);
new MutationObserver((_, o) => {
  if (w()) return;
  o.disconnect();
  d.removeEventListener("click", hold, true);
  d.removeEventListener("change", choose, true);
  for (const [s, v] of c) s.value = v, s.dispatchEvent(new Event("change", { bubbles: true }));
  for (const t of h) if (t.isConnected) t.click();
}).observe(r, { attributeFilter: ["data-hydrated"] });
})();`;
