import { describe, expect, it } from "vitest";
import { platforms } from "~/content/home";
import { groupByCategory } from "./integrations-dialog";
import { greyLogoPath } from "./logo-paths";

describe("platform logos", () => {
  it("have a grey variant beside each logo", () => {
    expect(greyLogoPath("/logos/make.svg")).toBe("/logos/grey/make.svg");
  });

  it("group the 12 platforms into 7 categories in first-seen order", () => {
    const groups = groupByCategory(platforms);
    expect(groups.map(([category]) => category)).toEqual([
      "Automation",
      "Database",
      "AI",
      "CRM",
      "Communication",
      "Scheduling",
      "Search & AI",
    ]);
    expect(groups.flatMap(([, items]) => items)).toHaveLength(12);
    expect(groups.find(([category]) => category === "AI")?.[1].map((p) => p.name)).toEqual([
      "OpenAI",
      "ChatGPT",
      "Anthropic",
      "Claude",
    ]);
  });
});
