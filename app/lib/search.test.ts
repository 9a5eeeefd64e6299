import { describe, expect, it } from "vitest";
import { searchEntries } from "~/content/pages";
import { articles } from "~/content/articles/catalog";
import { articleSearchEntries, filterSearchEntries } from "./search";

describe("filterSearchEntries (SPEC 2.3)", () => {
  it("shows the first 5 of the 7 entries for an empty or blank query", () => {
    expect(searchEntries).toHaveLength(7);
    expect(filterSearchEntries(searchEntries, "")).toEqual(searchEntries.slice(0, 5));
    expect(filterSearchEntries(searchEntries, "   ")).toHaveLength(5);
  });

  it("matches titles case-insensitively", () => {
    expect(filterSearchEntries(searchEntries, "lEaD os").map((e) => e.url)).toEqual(["/services/aiva-lead-os"]);
  });

  it("matches descriptions", () => {
    const hits = filterSearchEntries(searchEntries, "ticket routing");
    expect(hits.map((e) => e.url)).toEqual(["/services/customer-experience-ai-system"]);
  });

  it("matches categories", () => {
    expect(filterSearchEntries(searchEntries, "company").map((e) => e.title)).toEqual(["About"]);
    expect(filterSearchEntries(searchEntries, "CONTACT").map((e) => e.url)).toEqual(
      expect.arrayContaining(["/schedule", "/contact"]),
    );
    expect(filterSearchEntries(searchEntries, "services").length).toBeGreaterThanOrEqual(3);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterSearchEntries(searchEntries, "kubernetes")).toEqual([]);
  });
});

describe("articles in the search", () => {
  const entries = [...searchEntries, ...articleSearchEntries(articles)];
  const article = articles.find((a) => a.slug === "choosing-an-automation-backbone");

  it("lists every article after the 7 fixed entries, which stay first for an empty query", () => {
    expect(entries).toHaveLength(7 + articles.length);
    expect(filterSearchEntries(entries, "")).toEqual(searchEntries.slice(0, 5));
    expect(filterSearchEntries(entries, "article").map((e) => e.url)).toEqual(articles.map((a) => a.path));
  });

  it("finds an article by its title, its category and its tags", () => {
    expect(article).toBeDefined();
    expect(filterSearchEntries(entries, "make or n8n").map((e) => e.url)).toEqual([article?.path]);
    expect(filterSearchEntries(entries, "ai & no-code").map((e) => e.url)).toEqual([article?.path]);
    expect(article?.tags).toContain("n8n");
    expect(filterSearchEntries(entries, "N8N").map((e) => e.url)).toContain(article?.path);
    const routing = filterSearchEntries(entries, "triage").map((e) => e.url);
    expect(routing).toContain("/resources/smarter-ticket-routing");
  });
});
