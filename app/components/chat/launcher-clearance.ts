/**
 * Keeps the floating chat button out of a visitor's way while they type (ADR 037, amended): while a form field
 * has the focus (on a phone the keyboard is up), `data-aside` moves the button out of the viewport
 * (app/components/chat/chat-launcher.tsx); it comes back to its corner when the field loses the focus. At rest it
 * stays at the bottom right, as SPEC 2.14 places it.
 */

const FIELD = "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable]";

/**
 * Where the button goes: 0 (its corner, SPEC 2.14's bottom right) unless a form field has the focus, then `null`
 * (it leaves the viewport, so a phone's keyboard and the field's text are not under it).
 */
export function clearOffset(_button: HTMLElement): number | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches(FIELD) ? null : 0;
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
