import { describe, expect, it } from "vitest";
import { customerExperiencePage } from "~/content/services/customer-experience";
import { operationalIntelligencePage } from "~/content/services/operational-intelligence";
import { revenueGrowthPage } from "~/content/services/revenue-growth";
import { INITIAL_CATEGORY_INDEX, indexAfterKey, indexOfId, isCategoryKey, wrapIndex } from "./category-browser-state";

describe("category browser state", () => {
  it("starts on the first category", () => {
    expect(INITIAL_CATEGORY_INDEX).toBe(0);
  });

  it("moves down by one and wraps from the last category to the first", () => {
    expect(indexAfterKey(0, 4, "ArrowDown")).toBe(1);
    expect(indexAfterKey(2, 4, "ArrowDown")).toBe(3);
    expect(indexAfterKey(3, 4, "ArrowDown")).toBe(0);
  });

  it("moves up by one and wraps from the first category to the last", () => {
    expect(indexAfterKey(3, 4, "ArrowUp")).toBe(2);
    expect(indexAfterKey(1, 4, "ArrowUp")).toBe(0);
    expect(indexAfterKey(0, 4, "ArrowUp")).toBe(3);
  });

  it("jumps to the first category on Home and the last on End", () => {
    expect(indexAfterKey(2, 4, "Home")).toBe(0);
    expect(indexAfterKey(1, 4, "End")).toBe(3);
    expect(indexAfterKey(0, 1, "End")).toBe(0);
  });

  it("cycles through every category and back with four ArrowDown presses", () => {
    let index = INITIAL_CATEGORY_INDEX;
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      index = indexAfterKey(index, 4, "ArrowDown");
      seen.push(index);
    }
    expect(seen).toEqual([1, 2, 3, 0]);
  });

  it("handles only the keys of a vertical tab list", () => {
    for (const key of ["ArrowUp", "ArrowDown", "Home", "End"]) expect(isCategoryKey(key)).toBe(true);
    for (const key of ["ArrowLeft", "ArrowRight", "Enter", " ", "Tab", "a"]) expect(isCategoryKey(key)).toBe(false);
  });

  it("wraps any integer into range", () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("maps a select value to its category, keeping the selection for unknown values", () => {
    const ids = ["a", "b", "c", "d"];
    expect(indexOfId(ids, "c", 0)).toBe(2);
    expect(indexOfId(ids, "zzz", 1)).toBe(1);
  });

  it("is fed with the category ids of SPEC 2.5, each subcategory with exactly six features", () => {
    const ids = (page: { categories: { items: readonly { id: string }[] } }) => page.categories.items.map((c) => c.id);
    expect(ids(revenueGrowthPage)).toEqual([
      "lead-management",
      "marketing-content",
      "sales-enablement",
      "analytics-reporting",
    ]);
    expect(ids(customerExperiencePage)).toEqual([
      "ai-agents-chatbots",
      "ticket-management-routing",
      "knowledge-feedback-systems",
      "analytics-personalization",
    ]);
    expect(ids(operationalIntelligencePage)).toEqual([
      "data-integration",
      "reporting-dashboards",
      "anomaly-detection",
      "document-automation",
    ]);
    for (const page of [revenueGrowthPage, customerExperiencePage, operationalIntelligencePage]) {
      for (const category of page.categories.items) {
        for (const sub of category.subcategories) expect(sub.features).toHaveLength(6);
      }
    }
  });
});
