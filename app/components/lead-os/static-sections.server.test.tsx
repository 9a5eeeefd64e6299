import { describe, expect, it } from "vitest";
import { faqSection, resultsSection } from "~/content/lead-os";
import { ASSESSMENT_FORM_ID } from "./lead-os-page";
import { renderLeadOsPage } from "./static-sections.server";

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

describe("renderLeadOsPage", () => {
  const data = renderLeadOsPage("The page heading");

  it("renders the static sections in page order, each with its anchor", () => {
    expect(data.heroIntro).toContain(">The page heading</h1>");
    const ids = (html: string) => [...html.matchAll(/<section[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(data.beforeResults)).toEqual(["workflows", "journey"]);
    expect(data.beforeResults).toContain('aria-labelledby="lead-pain-points-title"');
    expect(data.resultsSummary).toContain('id="results-title"');
    expect(ids(data.afterResults)).toEqual(["inclusions", "pricing", "faq"]);
    expect(data.afterResults).toContain('aria-labelledby="availability-title"');
  });

  it("renders every testimonial as a slide and passes the carousel its labels", () => {
    expect(data.testimonials.map((s) => s.name)).toEqual(resultsSection.testimonials.map((t) => t.name));
    for (const [i, slide] of data.testimonials.entries()) {
      // Read as text: a compound kept on one line is a span of its own in the markup.
      expect(decode(slide.html.replace(/<[^>]+>/g, ""))).toContain(resultsSection.testimonials[i]?.quote);
    }
    expect(data.carousel).toEqual(resultsSection.carousel);
  });

  it("renders the FAQ with its first item open, as one single-open group of native <details>", () => {
    const details = [...data.afterResults.matchAll(/<details([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(details).toHaveLength(faqSection.items.length);
    expect(details.map((attrs) => /\sopen(=""|\s|$)/.test(attrs))).toEqual([true, false, false, false]);
    expect(new Set(details.map((attrs) => /name="([^"]+)"/.exec(attrs)?.[1])).size).toBe(1);
  });

  it("links the availability button to the assessment form, for StaticHtml to focus its first field", () => {
    expect(data.afterResults).toMatch(new RegExp(`<a href="#${ASSESSMENT_FORM_ID}" data-slot="button"`));
  });
});
