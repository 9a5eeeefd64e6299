import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("lets later classes override earlier ones of the same kind", () => {
    expect(cn("py-16 md:py-24", "py-14 md:py-20")).toBe("py-14 md:py-20");
    expect(cn("px-4 py-2", "p-6")).toBe("p-6");
    expect(cn("text-lg text-ink", "text-white")).toBe("text-lg text-white");
    expect(cn("text-ink text-sm", "text-[0.9375rem]")).toBe("text-ink text-[0.9375rem]");
    expect(cn("text-left", "text-center text-white")).toBe("text-center text-white");
    expect(cn("bg-white rounded-lg shadow-card", "bg-navy-900 rounded-xl shadow-none")).toBe(
      "bg-navy-900 rounded-xl shadow-none",
    );
    expect(cn("ring-1 ring-line", "ring-2 ring-brand-600")).toBe("ring-2 ring-brand-600");
    expect(cn("font-semibold font-sans", "font-bold")).toBe("font-sans font-bold");
    expect(cn("flex flex-col", "grid")).toBe("flex-col grid");
    expect(cn("rounded-2xl", "rounded-bl-md")).toBe("rounded-2xl rounded-bl-md");
    expect(cn("rounded-bl-md", "rounded-2xl")).toBe("rounded-2xl");
  });

  it("keeps classes that set different properties", () => {
    expect(cn("border-t", "border-line")).toBe("border-t border-line");
    expect(cn("overflow-hidden", "overflow-x-auto")).toBe("overflow-hidden overflow-x-auto");
    expect(cn("rounded-lg", "rounded-s-none")).toBe("rounded-lg rounded-s-none");
    expect(cn("bg-white", "bg-brand-gradient")).toBe("bg-white bg-brand-gradient");
  });

  it("merges translate and aspect classes", () => {
    expect(cn("translate-x-2", "translate-x-4")).toBe("translate-x-4");
    expect(cn("-translate-y-1/2", "translate-y-0")).toBe("translate-y-0");
    expect(cn("aspect-video", "aspect-square")).toBe("aspect-square");
    expect(cn("aspect-[4/3]", "aspect-auto")).toBe("aspect-auto");
  });

  it("knows the theme's own type scale, shadows and animations", () => {
    expect(cn("text-display text-white")).toBe("text-display text-white");
    expect(cn("text-section", "text-on-dark")).toBe("text-section text-on-dark");
    expect(cn("text-4xl", "text-display")).toBe("text-display");
    expect(cn("text-section", "md:text-display", "text-3xl")).toBe("md:text-display text-3xl");
    expect(cn("shadow-card", "shadow-lift")).toBe("shadow-lift");
    expect(cn("shadow-glow", "shadow-line")).toBe("shadow-glow shadow-line");
    expect(cn("animate-fade-up", "animate-none")).toBe("animate-none");
  });

  it("keeps unrelated classes and drops falsy values", () => {
    expect(cn("a", false, undefined, "b", { c: true, d: false })).toBe("a b c");
  });
});
