import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx). It does not resolve conflicts: a component never gives one element two classes for
 * the same property (a prop replaces a default instead), which app/class-conflicts.test.ts and the built pages'
 * check enforce. tailwind-merge did this at run time for 8.8 KB of every page's JavaScript (ADR 047).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
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
