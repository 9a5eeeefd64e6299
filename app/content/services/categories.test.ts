import { describe, expect, it } from "vitest";
import { customerExperiencePage } from "./customer-experience";
import { operationalIntelligencePage } from "./operational-intelligence";
import { revenueGrowthPage } from "./revenue-growth";

describe("service pages' category browsers (SPEC 2.5)", () => {
  it("have the category ids of SPEC 2.5, each subcategory with exactly six features", () => {
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
