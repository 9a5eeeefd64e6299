import { prefersReducedMotion } from "~/lib/motion";

export const RIPPLE_MS = 600;
const MAGNET_STRENGTH = 0.18;
const MAGNET_MAX_PX = 6;

/** What the effects read of a pointer event: a React event or a native one (delegated, static HTML). */
type PointerPosition = { clientX: number; clientY: number; pointerType: string };

/** A ripple that spreads from the pointer for 600 ms (opacity and transform only). */
export function spawnRipple(el: HTMLElement, event: PointerPosition) {
  if (prefersReducedMotion() || el.getAttribute("aria-disabled") === "true") return;
  const rect = el.getBoundingClientRect();
  const size = Math.max(rect.width, rect.height) * 2;
  const ripple = document.createElement("span");
  ripple.dataset.slot = "ripple";
  ripple.setAttribute("aria-hidden", "true");
  Object.assign(ripple.style, {
    position: "absolute",
    left: `${event.clientX - rect.left - size / 2}px`,
    top: `${event.clientY - rect.top - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: "9999px",
    background: "currentColor",
    opacity: "0.25",
    transform: "scale(0)",
    pointerEvents: "none",
    transition: `transform ${RIPPLE_MS}ms ease-out, opacity ${RIPPLE_MS}ms ease-out`,
  });
  el.append(ripple);
  requestAnimationFrame(() => {
    ripple.style.transform = "scale(1)";
    ripple.style.opacity = "0";
  });
  window.setTimeout(() => ripple.remove(), RIPPLE_MS);
}

/** Pulls the element a few pixels toward the pointer; `resetMagnet` lets it go. */
export function pullMagnet(el: HTMLElement, event: PointerPosition) {
  if (event.pointerType !== "mouse" || prefersReducedMotion()) return;
  const rect = el.getBoundingClientRect();
  const clamp = (v: number) => Math.round(Math.max(-MAGNET_MAX_PX, Math.min(MAGNET_MAX_PX, v)) * 10) / 10;
  const x = clamp((event.clientX - rect.left - rect.width / 2) * MAGNET_STRENGTH);
  const y = clamp((event.clientY - rect.top - rect.height / 2) * MAGNET_STRENGTH);
  el.style.transform = `translate(${x}px, ${y}px)`;
}

export function resetMagnet(el: HTMLElement) {
  el.style.transform = "";
}
