/**
 * The judge of class conflicts (ADR 047): `cn` joins classes without resolving them, so two utilities for one
 * property on one element must never meet. tailwind-merge (a development dependency only) knows Tailwind's
 * groups; it is told the theme's own tokens (app/styles/app.css) so it does not mistake them.
 */
import { extendTailwindMerge } from "tailwind-merge";

const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["section", "display"],
      shadow: ["card", "lift", "glow"],
      animate: ["fade-up", "rise", "pulse-dot"],
    },
    classGroups: { "bg-image": ["bg-brand-gradient"] },
  },
});

/** The classes of `classes` that a later class of the same kind overrides. */
export function overridden(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(/\s+/));
  return classes.split(/\s+/).filter((c) => c && !kept.has(c));
}

/** Every class attribute of a page whose classes override one another, with the classes overridden. */
export function conflictingClassAttributes(html: string): { classes: string; dropped: string[] }[] {
  const found: { classes: string; dropped: string[] }[] = [];
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const classes = (match[1] ?? "").replace(/&amp;/g, "&").trim();
    const dropped = overridden(classes);
    if (dropped.length > 0) found.push({ classes, dropped });
  }
  return found;
}
