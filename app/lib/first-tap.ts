/**
 * The first tap counts (DESIGN.md §5, ADRs 031 and 039). Pages paint long before React hydrates them (ADR 008): a
 * tap in between on a control that only JavaScript drives would be lost. This script, inline in every page's
 * <head>, holds such taps until the root layout marks the page hydrated (`html[data-hydrated]`, root.tsx), then
 * clicks the same elements again, once each, in order: hydration keeps the DOM nodes, so React handles the
 * replayed click.
 *
 * What it holds: `button[type=button]` (a button that by definition does nothing without a script; our Button
 * renders that type by default) unless it opens a popover natively (`popovertarget`, `commandfor`), and anything
 * marked `data-replay`. Links, submit buttons, popover buttons, <details> and form fields keep working natively.
 * A `select[data-replay]` changed before hydration (hydration resets it to its state's value) gets the chosen
 * value back after, with a change event for React.
 *
 * When hydration cannot come (a module script or preload fails to load, a script throws or a promise rejects
 * before hydration, or nothing hydrated 10 s after `load`) it stops holding, drops what it held and marks the page
 * `html[data-no-hydration]`: the page behaves as without JavaScript, `noscript:` styles included (app.css). A
 * hydration that still comes removes the mark.
 *
 * It is a string so that the page and the server's CSP hash (server/app.ts) see the same bytes.
 */
// Written small by hand (it is in every page): r root, h held taps, c chosen select values, g "gave up or done",
// w "still waiting", y "hydrated", f "give up", x the fallback mark.
export const FIRST_TAP_SCRIPT = `(() => {
const d = document, r = d.documentElement, h = [], c = new Map(), x = "data-no-hydration", on = addEventListener;
let g;
const y = () => r.hasAttribute("data-hydrated"), w = () => !g && !y();
d.addEventListener("click", (e) => {
  const b = w() && e.target.closest?.('button[type="button"]:not([popovertarget]):not([commandfor]),[data-replay]');
  if (b) e.preventDefault(), e.stopImmediatePropagation(), h.push(b);
}, true);
d.addEventListener("change", (e) => w() && e.target.matches?.("select[data-replay]") && c.set(e.target, e.target.value), true);
const f = (e, s = e?.target) =>
  w() && (!s?.tagName || s.type == "module" || s.rel == "modulepreload") && (g = 1, r.setAttribute(x, ""));
on("error", f, true);
on("unhandledrejection", f);
on("load", () => setTimeout(f, 1e4));
new MutationObserver((_, o) => {
  if (!y()) return;
  o.disconnect(), r.removeAttribute(x);
  if (!g) for (const [s, v] of c) s.value = v, s.dispatchEvent(new Event("change", { bubbles: true }));
  if (!g) for (const b of h) b.isConnected && b.click();
  g = 1;
}).observe(r, { attributeFilter: ["data-hydrated"] });
})();`;
