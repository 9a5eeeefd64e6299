import { describe, expect, it } from "vitest";
import { customerExperiencePage } from "~/content/services/customer-experience";
import { renderServicePage } from "./static-sections.server";

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

describe("renderServicePage", () => {
  const content = customerExperiencePage;
  const data = renderServicePage("The page heading", content);
  const before = decode(data.beforeCategories);
  const after = decode(data.afterCategories);

  it("renders the sections around the category browser, in page order", () => {
    expect(before).toContain(">The page heading</h1>");
    const titles = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(titles(before)).toEqual([content.painPoints.title, content.solutions.title]);
    expect(titles(after)).toEqual([content.audiences.title, content.packagedSolution.title, content.closing.title]);
    expect(before).toContain(`href="${content.hero.primaryCta.to}"`);
    expect(after).toContain(`href="${content.packagedSolution.cta.to}"`);
  });

  it("leaves the hero image's preload to the page, which puts it in <head>", () => {
    expect(before).toContain(`src="${data.heroImage}"`);
    expect(data.heroImage).toBe(`/illustrations/services/${content.slug}.svg`);
    expect(before).not.toContain("<link");
  });

  it("marks the magnetic buttons and the reveal elements for StaticHtml", () => {
    expect(before).toMatch(/data-slot="button" data-magnetic="true"/);
    expect(before).toMatch(/data-slot="reveal"[^>]*data-reveal-delay="80"/);
  });

  it("gives the category browser each category's text, icon and panel", () => {
    expect(data.categories.title).toBe(content.categories.title);
    expect(data.categories.selectLabel).toBe(content.categories.selectLabel);
    expect(data.categories.items.map((c) => c.id)).toEqual(content.categories.items.map((c) => c.id));
    for (const [i, category] of data.categories.items.entries()) {
      const source = content.categories.items[i];
      if (!source) throw new Error("missing category");
      expect(category.iconHtml).toMatch(/^<svg[^>]*aria-hidden="true"/);
      const panel = decode(category.panelHtml);
      // Read as text: a compound kept on one line is a span of its own in the markup.
      const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
      const headings = (level: number) =>
        [...panel.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => textOf(m[1] ?? ""));
      expect(headings(3)).toEqual([source.title]);
      // Each feature is one span in its list item, its compounds kept on one line inside it.
      const features = [...panel.matchAll(/<li[^>]*><svg[\s\S]*?<\/svg><span>([\s\S]*?)<\/span><\/li>/g)].map((m) =>
        textOf(m[1] ?? ""),
      );
      expect(headings(4)).toEqual(source.subcategories.map((sub) => sub.title));
      expect(features).toEqual(source.subcategories.flatMap((sub) => sub.features));
    }
  });
});
