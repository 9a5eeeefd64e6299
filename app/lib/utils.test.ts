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
    expect(cn("max-w-lg w-full", "max-w-xl")).toBe("w-full max-w-xl");
    expect(cn("rounded-2xl", "rounded-bl-md")).toBe("rounded-2xl rounded-bl-md");
    expect(cn("rounded-bl-md", "rounded-2xl")).toBe("rounded-2xl");
    expect(cn("rounded-t-lg rounded-tl-none", "rounded-t-xl")).toBe("rounded-t-xl");
  });

  it("keeps unrelated classes and drops falsy values", () => {
    expect(cn("a", false, undefined, "b", { c: true, d: false })).toBe("a b c");
  });
});
