import { type ClassValue, clsx } from "clsx";

/**
 * `cn`: clsx, then later Tailwind classes override earlier ones of the same kind, as tailwind-merge
 * does, for the class groups our components override (spacing, sizing, colours, type, radius, shadow,
 * layout). A class outside these groups is always kept. tailwind-merge's engine itself cost 2.9 KB of
 * gzip JavaScript on every page; this is the same algorithm on this one table. Add a group here when a
 * component starts overriding a new kind of class.
 */

type Test = (value: string) => boolean;

const any: Test = () => true;
const isNumber: Test = (value) => !!value && !Number.isNaN(Number(value));
const ARBITRARY = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const LENGTH =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const isArbitraryValue: Test = (value) => ARBITRARY.test(value);
/** `[12px]`, `[length:var(--x)]`. */
const isArbitraryLength: Test = (value) => {
  const match = ARBITRARY.exec(value);
  if (!match) return false;
  if (match[1]) return match[1] === "length";
  const inner = match[2] as string;
  return LENGTH.test(inner) && !COLOR_FUNCTION.test(inner);
};

/** A class name (after its variants) that is exactly this, e.g. `flex`, `text-lg`, `rounded`. */
const exact: Record<string, string> = {};
/** Classes `<prefix>-<value>` whose value passes the test, tried in the order written here. */
const prefixed: Record<string, [group: string, test: Test][]> = {};

const literals = (group: string, names: string[]) => {
  for (const name of names) exact[name] = group;
};
const values = (group: string, prefix: string, test: Test = any, bare = false) => {
  if (bare) exact[prefix] = group;
  prefixed[prefix] = [...(prefixed[prefix] ?? []), [group, test]];
};

literals("display", [
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "hidden",
  "contents",
  "table",
]);
literals("position", ["static", "fixed", "absolute", "relative", "sticky"]);
for (const side of ["p", "px", "py", "pt", "pr", "pb", "pl", "m", "mx", "my", "mt", "mr", "mb", "ml"])
  values(side, side);
for (const name of ["gap", "gap-x", "gap-y", "w", "h", "size", "min-w", "max-w", "min-h", "max-h"]) values(name, name);
const sizes = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"];
literals(
  "font-size",
  [...sizes, "section", "display"].map((size) => `text-${size}`),
);
values("font-size", "text", isArbitraryLength);
literals(
  "text-align",
  ["left", "center", "right", "justify", "start", "end"].map((align) => `text-${align}`),
);
values("text-color", "text");
const weights = ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"];
literals(
  "font-weight",
  weights.map((weight) => `font-${weight}`),
);
values("font-weight", "font", isArbitraryValue);
values("font-family", "font");
values("leading", "leading");
values("tracking", "tracking");
values("bg-color", "bg");
values("rounded", "rounded", any, true);
for (const corner of ["t", "r", "b", "l", "tl", "tr", "br", "bl"])
  values(`rounded-${corner}`, `rounded-${corner}`, any, true);
values("shadow", "shadow", any, true);
values("ring-w", "ring", isNumber, true);
values("ring-color", "ring");
values("border-w", "border", isNumber, true);
values("border-color", "border");
for (const name of ["opacity", "grid-cols", "col-span"]) values(name, name);
literals(
  "flex-direction",
  ["row", "row-reverse", "col", "col-reverse"].map((direction) => `flex-${direction}`),
);
literals(
  "flex-wrap",
  ["wrap", "wrap-reverse", "nowrap"].map((wrap) => `flex-${wrap}`),
);
for (const name of ["items", "justify", "overflow", "z", "inset", "top", "right", "bottom", "left", "whitespace"])
  values(name, name);

/** A class of the group on the left also overrides the groups on the right. */
const conflicts: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  inset: ["top", "right", "bottom", "left"],
  rounded: ["t", "r", "b", "l", "tl", "tr", "br", "bl"].map((corner) => `rounded-${corner}`),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
};

/** The group of a class without its variants: the longest matching name or prefix wins. */
function groupOf(name: string): string | undefined {
  if (name.startsWith("[") && name.endsWith("]")) {
    const colon = name.indexOf(":");
    return colon > 1 ? `[${name.slice(1, colon)}]` : undefined;
  }
  const parts = name.split("-");
  // A negative value, `-mt-2`: the same group as `mt-2`.
  if (parts[0] === "" && parts.length > 1) parts.shift();
  if (exact[parts.join("-")]) return exact[parts.join("-")];
  for (let length = parts.length - 1; length > 0; length--) {
    const rest = parts.slice(length).join("-");
    const match = prefixed[parts.slice(0, length).join("-")]?.find(([, test]) => test(rest));
    if (match) return match[0];
  }
  return undefined;
}

/** Splits `md:hover:!px-4/50` into its variants, the `!` flag, the class, and where a `/modifier` starts. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash: number | undefined;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (depth === 0 && char === ":") {
      variants.push(className.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && char === "/") slash = index;
    else if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
  }
  let base = className.slice(start);
  const important = base.endsWith("!") || base.startsWith("!");
  if (important) base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
  return { variants, important, base, slash: slash !== undefined && slash > start ? slash - start : undefined };
}

/** Variants in a canonical order (`hover:md:` = `md:hover:`), arbitrary variants kept where they are. */
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[")) {
      out.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...out, ...run.sort()].join(":");
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index] as string;
    const { variants, important, base, slash } = parse(className);
    // `bg-brand/10`: the group of `bg-brand`; failing that, of the whole name.
    const group = (slash !== undefined && groupOf(base.slice(0, slash))) || groupOf(base);
    if (group) {
      const prefix = variantKey(variants) + (important ? "!" : "");
      if (taken.has(prefix + group)) continue;
      taken.add(prefix + group);
      for (const overridden of conflicts[group] ?? []) taken.add(prefix + overridden);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

/** Joins class names; later Tailwind classes override earlier ones of the same kind. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
