import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge, told about the tokens of app/styles/app.css that Tailwind's default theme lacks, so that
 * `text-display` counts as a font size (not a colour), `shadow-card` as a shadow and `bg-brand-gradient` as a
 * background image.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["section", "display"],
      shadow: ["card", "lift", "glow"],
      animate: ["fade-up", "rise", "pulse-dot"],
    },
    classGroups: {
      "bg-image": ["bg-brand-gradient"],
    },
  },
});

/** Joins class names; later Tailwind classes override earlier ones of the same kind. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** A click that asks the browser for a new tab or window (or a download): a link keeps its native behaviour then. */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
