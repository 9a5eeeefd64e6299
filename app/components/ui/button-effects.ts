import type * as React from "react";
import { prefersReducedMotion } from "~/lib/motion";

export const RIPPLE_MS = 600;
const MAGNET_STRENGTH = 0.18;
const MAGNET_MAX_PX = 6;

/** A ripple that spreads from the pointer for 600 ms (opacity and transform only). */
export function spawnRipple(event: React.PointerEvent<HTMLElement>) {
  const el = event.currentTarget;
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
export function pullMagnet(event: React.PointerEvent<HTMLElement>) {
  if (event.pointerType !== "mouse" || prefersReducedMotion()) return;
  const el = event.currentTarget;
  const rect = el.getBoundingClientRect();
  const clamp = (v: number) => Math.round(Math.max(-MAGNET_MAX_PX, Math.min(MAGNET_MAX_PX, v)) * 10) / 10;
  const x = clamp((event.clientX - rect.left - rect.width / 2) * MAGNET_STRENGTH);
  const y = clamp((event.clientY - rect.top - rect.height / 2) * MAGNET_STRENGTH);
  el.style.transform = `translate(${x}px, ${y}px)`;
}

export function resetMagnet(event: React.PointerEvent<HTMLElement>) {
  event.currentTarget.style.transform = "";
}
