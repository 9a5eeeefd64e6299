import { describe, expect, it } from "vitest";
import { splitReply } from "./links";

describe("splitReply", () => {
  it("turns site-relative page paths into links and keeps the rest as text", () => {
    expect(splitReply("Book at /schedule, or see /services/aiva-lead-os.")).toEqual([
      { type: "text", text: "Book at " },
      { type: "link", text: "/schedule", to: "/schedule" },
      { type: "text", text: ", or see " },
      { type: "link", text: "/services/aiva-lead-os", to: "/services/aiva-lead-os" },
      { type: "text", text: "." },
    ]);
  });

  it("links a page with an anchor and a path in parentheses", () => {
    expect(splitReply("(see /#faq)")).toEqual([
      { type: "text", text: "(see " },
      { type: "link", text: "/#faq", to: "/#faq" },
      { type: "text", text: ")" },
    ]);
  });

  it("leaves unknown paths, URLs, e-mail addresses and and/or alone", () => {
    const text = "Try /pricing, https://example.com/schedule, me@x.io/contact and and/or /contactx";
    expect(splitReply(text)).toEqual([{ type: "text", text }]);
  });

  it("never produces markup from HTML in a reply", () => {
    const text = '<img src=x onerror="alert(1)"> <a href="/schedule">x</a>';
    const parts = splitReply(text);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    // Only the page path itself becomes a link; the tags stay literal text.
    expect(parts.filter((p) => p.type === "link")).toEqual([{ type: "link", text: "/schedule", to: "/schedule" }]);
    expect(parts.filter((p) => p.type === "text").some((p) => p.text.includes("<img src=x"))).toBe(true);
  });
});
