/**
 * Keeps the floating chat button off the page's controls (ADR 037). The button sits over the bottom-right
 * corner of the viewport, where on a phone a form, a player's controls or a link pass under it as the page
 * scrolls. While a visible control or form lies under the button's place (with a small margin), it moves up
 * its side of the viewport to the nearest free place (`--launcher-lift`); when there is none, or while a form
 * field has the focus (a phone's keyboard is up), `data-aside` moves it out of the viewport
 * (app/components/chat/chat-launcher.tsx). It comes back as soon as its place is free.
 */

/** What the button must never cover: controls, whole forms, and regions marked `data-launcher-avoid`. */
export const AVOID_SELECTOR =
  "a[href], button, input, select, textarea, summary, label, [role=button], [role=tab], [role=slider], form, [data-launcher-avoid]";

/** Distance in CSS pixels that the button keeps from a control. */
export const CLEARANCE_PX = 8;

export type Box = { left: number; top: number; right: number; bottom: number };

/** Whether two boxes, the first grown by `margin` on every side, overlap. */
export function overlaps(a: Box, b: Box, margin = 0): boolean {
  return (
    a.left - margin < b.right && b.left < a.right + margin && a.top - margin < b.bottom && b.top < a.bottom + margin
  );
}

const FIELD = "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable]";

/**
 * The box the button occupies when it is not aside. offsetLeft/offsetTop of a fixed element are measured
 * from the viewport and ignore transforms, so this does not move when the button steps aside.
 */
function homeBox(button: HTMLElement): Box {
  const left = button.offsetLeft;
  const top = button.offsetTop;
  return { left, top, right: left + button.offsetWidth, bottom: top + button.offsetHeight };
}

/** Highest the button climbs to clear a control, as a share of the viewport's height from the top. */
const HIGHEST = 0.3;

/**
 * Where the button goes: 0 where its place is free; else how far up (a negative offset in CSS pixels) the
 * nearest free place on its side of the viewport is; `null` when there is none (it leaves the viewport) or
 * while a form field has the focus.
 */
export function clearOffset(button: HTMLElement): number | null {
  const active = document.activeElement;
  if (active === button) return 0;
  if (active instanceof HTMLElement && active.matches(FIELD)) return null;
  const home = homeBox(button);
  const column: Box = { left: home.left, right: home.right, top: 0, bottom: home.bottom };
  const blockers: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(AVOID_SELECTOR)) {
    if (element === button || button.contains(element) || element.contains(button)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !overlaps(column, box, CLEARANCE_PX)) continue;
    if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) blockers.push(box);
  }
  return freeOffset(home, blockers, window.innerHeight * HIGHEST);
}

/** The offset of the lowest place at or above `home` that no blocker (grown by the clearance) overlaps. */
export function freeOffset(home: Box, blockers: Box[], highest: number): number | null {
  const height = home.bottom - home.top;
  let top = home.top;
  for (;;) {
    const place = { ...home, top, bottom: top + height };
    const hit = blockers.filter((box) => overlaps(place, box, CLEARANCE_PX));
    if (hit.length === 0) return top - home.top;
    top = Math.min(...hit.map((box) => box.top)) - CLEARANCE_PX - height;
    if (top < highest) return null;
  }
}

/**
 * Watches scrolling, resizing, focus and taps (which open and close panels) and sets `data-aside` on the
 * button while it must step aside. Returns the function that stops watching.
 */
export function watchClearance(button: HTMLElement, enabled: () => boolean): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const offset = enabled() ? clearOffset(button) : 0;
    button.toggleAttribute("data-aside", offset === null);
    button.style.setProperty("--launcher-lift", `${offset ?? 0}px`);
  };
  // Scroll events come once per frame: checked at once, the button is never a frame late over a control.
  const now = () => update();
  const soon = () => {
    if (frame === 0) frame = requestAnimationFrame(update);
  };
  const later = () => {
    soon();
    window.setTimeout(soon, 400);
  };
  const options = { passive: true, capture: true } as const;
  window.addEventListener("scroll", now, options);
  window.addEventListener("resize", soon, options);
  document.addEventListener("focusin", soon, options);
  document.addEventListener("focusout", soon, options);
  document.addEventListener("click", later, options);
  const resize = new ResizeObserver(soon);
  resize.observe(document.body);
  update();
  return () => {
    if (frame !== 0) cancelAnimationFrame(frame);
    window.removeEventListener("scroll", now, options);
    window.removeEventListener("resize", soon, options);
    document.removeEventListener("focusin", soon, options);
    document.removeEventListener("focusout", soon, options);
    document.removeEventListener("click", later, options);
    resize.disconnect();
    button.removeAttribute("data-aside");
    button.style.removeProperty("--launcher-lift");
  };
}
