import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny, isArbitraryValue, isNumber, isArbitraryLength } = validators;
const sizes = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl", "display"];
const any = [isAny];
const side = (prefix: string) => [{ [prefix]: any }];

/**
 * tailwind-merge with only the class groups our components override (spacing, sizing, colours, type,
 * radius, shadow, layout). The full default config costs about 8 KB of gzip JavaScript on every page;
 * this one about 1 KB. Add a group here when a component starts overriding a new kind of class.
 */
const merge = createTailwindMerge(() => ({
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
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class names; later Tailwind classes override earlier ones of the same kind. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
