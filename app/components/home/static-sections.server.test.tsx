import { describe, expect, it } from "vitest";
import { coreSystems, homeClosingCta, homeFaq, layers, problems, trustStats } from "~/content/home";
import { renderStaticSections } from "./static-sections.server";

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

describe("renderStaticSections", () => {
  const html = renderStaticSections();
  const all = decode(Object.values(html).join(""));

  it("renders the static sections in page order, each with its anchor", () => {
    expect(Object.keys(html)).toEqual([
      "problems",
      "platformLogos",
      "visionToWhy",
      "layersAndTestimonial",
      "trustToFaq",
    ]);
    const ids = [...all.matchAll(/<section[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([
      "home-problems",
      "home-vision",
      "home-systems",
      "home-why",
      "home-layers",
      "home-testimonial",
      "home-trust",
      "home-cta",
      "faq",
    ]);
  });

  it("renders the marquee's two logo lists, the second hidden from assistive technology, every logo lazy", () => {
    const lists = [...html.platformLogos.matchAll(/<ul([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(lists).toHaveLength(2);
    expect(lists[0]).toContain('aria-label="Platforms we build on"');
    expect(lists[1]).toContain('aria-hidden="true"');
    const logos = [...html.platformLogos.matchAll(/<img([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(logos).toHaveLength(24);
    for (const attrs of logos) {
      expect(attrs).toContain('loading="lazy"');
      expect(attrs).toContain('data-logo-state="colour"');
      expect(attrs).toMatch(/data-platform="[^"]+"/);
    }
  });

  it("contains the copy, the service links and the closing call to action", () => {
    for (const problem of problems) expect(all).toContain(problem.title);
    for (const layer of layers) expect(all).toContain(layer.title);
    for (const card of coreSystems) expect(all).toContain(`href="${card.linkPath}"`);
    expect(all).toContain(`href="${homeClosingCta.cta.to}"`);
    expect(all).toContain(homeClosingCta.cta.label);
    for (const stat of trustStats) expect(all).toContain(`>${stat.value}</dd>`);
  });

  it("renders the FAQ closed, as one single-open group of native <details>", () => {
    const details = [...html.trustToFaq.matchAll(/<details([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(details).toHaveLength(homeFaq.length);
    expect(details.some((attrs) => /\sopen(=""|\s|$)/.test(attrs))).toBe(false);
    expect(new Set(details.map((attrs) => /name="([^"]+)"/.exec(attrs)?.[1])).size).toBe(1);
  });

  it("marks reveal elements so the browser can animate the HTML it does not hydrate", () => {
    expect(all).toMatch(/data-slot="reveal"[^>]*data-reveal-delay="100"/);
  });
});
