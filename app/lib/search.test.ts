import { describe, expect, it } from "vitest";
import { searchEntries } from "~/content/pages";
import { filterSearchEntries } from "./search";

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
