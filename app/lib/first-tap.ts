/**
 * The first tap counts (DESIGN.md §5, ADR 031). Pages paint long before React hydrates them (ADR 008): a tap in
 * between on a control that only JavaScript drives would be lost. This script, inline in every page's <head>,
 * holds such taps until the root marks the page hydrated (`html[data-hydrated]`, root.tsx), then clicks the same
 * elements again, once each, in order: hydration keeps the DOM nodes, so React handles the replayed click.
 *
 * What it holds: `button[type=button]` (a button that by definition does nothing without a script; our Button
 * renders that type by default) unless it opens a popover natively (`popovertarget`, `commandfor`), and anything
 * marked `data-replay`. Links, submit buttons, popover buttons, <details> and form fields keep working natively.
 *
 * It is a string so that the page and the server's CSP hash (server/app.ts) see the same bytes.
 */
export const FIRST_TAP_SCRIPT = `(() => {
  const root = document.documentElement;
  const held = [];
  const hold = (event) => {
    if (root.hasAttribute("data-hydrated")) return;
    const control = event.target.closest?.('button[type="button"]:not([popovertarget]):not([commandfor]), [data-replay]');
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
  };
  document.addEventListener("click", hold, true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    document.removeEventListener("click", hold, true);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  }).observe(root, { attributeFilter: ["data-hydrated"] });
})();`;
