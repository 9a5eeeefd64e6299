import { describe, expect, it } from "vitest";
import { pageLinkName, pageName, replyAsWords, replyLink, splitReply } from "./links";

describe("splitReply", () => {
  it("turns [words](/path) of a site page into a link named by its words", () => {
    expect(splitReply("You can [book a free consultation](/schedule) or [send us a message](/contact).")).toEqual([
      { type: "text", text: "You can " },
      { type: "link", text: "book a free consultation", to: "/schedule" },
      { type: "text", text: " or " },
      { type: "link", text: "send us a message", to: "/contact" },
      { type: "text", text: "." },
    ]);
  });

  it("names a bare page path by the page's name from the registry", () => {
    expect(splitReply("Book a free call at /schedule. Details at /services/aiva-lead-os")).toEqual([
      { type: "text", text: "Book a free call at " },
      { type: "link", text: "the Schedule page", to: "/schedule" },
      { type: "text", text: ". Details at " },
      { type: "link", text: "the AIVA Lead OS page", to: "/services/aiva-lead-os" },
    ]);
    expect(splitReply("(see /#faq)")).toEqual([
      { type: "text", text: "(see " },
      { type: "link", text: "the Home page", to: "/#faq" },
      { type: "text", text: ")" },
    ]);
  });

  it("keeps the words of a link to anything that is not a page of this site, as text", () => {
    expect(splitReply("Read [our pricing](/pricing) or [this](https://evil.example/schedule).")).toEqual([
      { type: "text", text: "Read our pricing or this." },
    ]);
  });

  it("leaves unknown paths, URLs, e-mail addresses and and/or alone", () => {
    const text = "Try /pricing, https://example.com/schedule, me@x.io/contact and and/or /contactx";
    expect(splitReply(text)).toEqual([{ type: "text", text }]);
  });

  it("never produces markup from HTML in a reply", () => {
    const text = '<img src=x onerror="alert(1)"> <a href="/schedule">x</a>';
    const parts = splitReply(text);
    expect(parts.filter((p) => p.type === "link")).toEqual([
      { type: "link", text: "the Schedule page", to: "/schedule" },
    ]);
    expect(parts.filter((p) => p.type === "text").some((p) => p.text.includes("<img src=x"))).toBe(true);
  });
});

describe("reply links as words", () => {
  it("reads a reply with its links as words (the transcript export)", () => {
    expect(
      replyAsWords("You can [book a free consultation](/schedule). Details on /services/aiva-lead-os, or /pricing."),
    ).toBe("You can book a free consultation. Details on the AIVA Lead OS page, or /pricing.");
  });

  it("takes page names from the registry's breadcrumb labels, small words lower-cased", () => {
    expect(pageName("/services/revenue-growth-ai-system")).toBe("Revenue Growth AI System");
    expect(pageName("/terms-of-service")).toBe("Terms of Service");
    expect(pageLinkName("/contact")).toBe("the Contact page");
    expect(replyLink("/services/aiva-lead-os")).toBe("[the AIVA Lead OS page](/services/aiva-lead-os)");
    expect(replyLink("/schedule", "book a [free] call")).toBe("[book a free call](/schedule)");
  });
});
