import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { clsx } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./utils";

/**
 * The reference: tailwind-merge itself, configured with the class groups `cn` implements (the
 * configuration `cn` used until it carried its own engine). Add a group to both when a component
 * starts overriding a new kind of class.
 */
const { isAny, isArbitraryValue, isNumber, isArbitraryLength } = validators;
const sizes = [
  "xs",
  "sm",
  "base",
  "lg",
  "xl",
  "2xl",
  "3xl",
  "4xl",
  "5xl",
  "6xl",
  "7xl",
  "8xl",
  "9xl",
  "section",
  "display",
];
const any = [isAny];
const side = (prefix: string) => [{ [prefix]: any }];

const tailwindMerge = createTailwindMerge(() => ({
  cacheSize: 300,
  theme: {},
  classGroups: {
    display: [
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
    ],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    p: side("p"),
    px: side("px"),
    py: side("py"),
    pt: side("pt"),
    pr: side("pr"),
    pb: side("pb"),
    pl: side("pl"),
    m: side("m"),
    mx: side("mx"),
    my: side("my"),
    mt: side("mt"),
    mr: side("mr"),
    mb: side("mb"),
    ml: side("ml"),
    gap: side("gap"),
    "gap-x": side("gap-x"),
    "gap-y": side("gap-y"),
    w: side("w"),
    h: side("h"),
    size: side("size"),
    "min-w": side("min-w"),
    "max-w": side("max-w"),
    "min-h": side("min-h"),
    "max-h": side("max-h"),
    "font-size": [{ text: [...sizes, isArbitraryLength] }],
    "text-align": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: any }],
    "font-weight": [
      {
        font: [
          "thin",
          "extralight",
          "light",
          "normal",
          "medium",
          "semibold",
          "bold",
          "extrabold",
          "black",
          isArbitraryValue,
        ],
      },
    ],
    "font-family": [{ font: any }],
    leading: side("leading"),
    tracking: side("tracking"),
    "bg-color": [{ bg: any }],
    rounded: [{ rounded: ["", isAny] }],
    "rounded-t": [{ "rounded-t": ["", isAny] }],
    "rounded-r": [{ "rounded-r": ["", isAny] }],
    "rounded-b": [{ "rounded-b": ["", isAny] }],
    "rounded-l": [{ "rounded-l": ["", isAny] }],
    "rounded-tl": [{ "rounded-tl": ["", isAny] }],
    "rounded-tr": [{ "rounded-tr": ["", isAny] }],
    "rounded-br": [{ "rounded-br": ["", isAny] }],
    "rounded-bl": [{ "rounded-bl": ["", isAny] }],
    shadow: [{ shadow: ["", isAny] }],
    "ring-w": [{ ring: ["", isNumber] }],
    "ring-color": [{ ring: any }],
    "border-w": [{ border: ["", isNumber] }],
    "border-color": [{ border: any }],
    opacity: side("opacity"),
    "grid-cols": side("grid-cols"),
    "col-span": side("col-span"),
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
    items: side("items"),
    justify: side("justify"),
    overflow: side("overflow"),
    z: side("z"),
    inset: side("inset"),
    top: side("top"),
    right: side("right"),
    bottom: side("bottom"),
    left: side("left"),
    whitespace: side("whitespace"),
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    gap: ["gap-x", "gap-y"],
    size: ["w", "h"],
    inset: ["top", "right", "bottom", "left"],
    rounded: [
      "rounded-t",
      "rounded-r",
      "rounded-b",
      "rounded-l",
      "rounded-tl",
      "rounded-tr",
      "rounded-br",
      "rounded-bl",
    ],
    "rounded-t": ["rounded-tl", "rounded-tr"],
    "rounded-r": ["rounded-tr", "rounded-br"],
    "rounded-b": ["rounded-br", "rounded-bl"],
    "rounded-l": ["rounded-tl", "rounded-bl"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

const reference = (...inputs: Parameters<typeof clsx>) => tailwindMerge(clsx(inputs));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every whitespace-separated word inside a string literal of the app's code: its class names and more. */
function classesInTheApp(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(path.join(import.meta.dirname, ".."))) {
    for (const literal of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"/g)) {
      for (const word of (literal[1] ?? "").split(/\s+/)) if (/^[!-~]+$/.test(word)) words.add(word);
    }
  }
  return [...words];
}

/** Edge cases the app does not use (yet): variants, `!`, negative and arbitrary values, `/` modifiers. */
const EDGE_CASES = [
  "-mt-2",
  "mt-4",
  "!px-4",
  "px-4!",
  "md:!p-2",
  "md:p-6",
  "[mask-type:luminance]",
  "[mask-type:alpha]",
  "bg-black/50",
  "bg-white/10",
  "text-lg/7",
  "text-[12px]",
  "text-[#fff]",
  "text-[length:var(--x)]",
  "text-[rgb(0_0_0/50%)]",
  "font-[600]",
  "font-[Inter]",
  "hover:md:p-2",
  "md:hover:p-3",
  "[&>*]:p-1",
  "[&>*]:md:p-2",
  "md:[&>*]:p-3",
  "border",
  "border-t",
  "border-2",
  "ring",
  "ring-offset-2",
  "rounded",
  "rounded-t",
  "rounded-tl",
  "rounded-t-none",
  "inset-x-0",
  "top-0",
  "inline-foo",
  "px",
  "flex-1",
];

describe("cn agrees with tailwind-merge", () => {
  const classes = [...classesInTheApp(), ...EDGE_CASES];

  it("on every pair of classes used in the app with the edge cases", () => {
    expect(classes.length).toBeGreaterThan(1000);
    for (const first of classes) {
      for (const second of EDGE_CASES) {
        expect(cn(first, second)).toBe(reference(first, second));
        expect(cn(second, first)).toBe(reference(second, first));
      }
    }
  });

  it("on 20,000 random lists of 2 to 9 of those classes", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from(
        { length: 2 + Math.floor(random() * 8) },
        () => classes[Math.floor(random() * classes.length)],
      );
      expect(cn(...list)).toBe(reference(...list));
    }
  });
});
