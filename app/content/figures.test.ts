import { describe, expect, it, vi } from "vitest";
import { resolveFigureTokens } from "./articles/figure-tokens";
import { figureText } from "./figure-text";
import { figures } from "./figures";
import { formatLabelledRange, formatRange, formatUsd } from "./format-figures";
import { homeHero } from "./home-hero";
import { homeFaq } from "./home-faq";
import { processSteps, trustSection, whyThree } from "./home";
import { availability, guarantees, journey, leadOsHero, leadWorkflows, pricingPlans, resultsSection } from "./lead-os";
import { trustStats } from "./placeholders/home";
import { site } from "./site";

const WJ = "\u2060";
const NBSP = "\u00a0";

describe("format-figures", () => {
  it("writes a range with an en dash held by word joiners and a no-break space before its unit", () => {
    expect(formatRange({ min: 3, max: 5 }, "weeks")).toBe(`3${WJ}–${WJ}5${NBSP}weeks`);
    expect(formatRange({ min: 3, max: 5 }, "weeks", { plain: true })).toBe("3–5 weeks");
    expect(formatRange({ min: 1, max: 1 })).toBe("1");
    expect(formatLabelledRange({ one: "Week", many: "Weeks" }, { min: 1, max: 1 })).toBe(`Week${NBSP}1`);
    expect(formatLabelledRange({ one: "Week", many: "Weeks" }, { min: 2, max: 3 })).toBe(`Weeks${NBSP}2${WJ}–${WJ}3`);
    expect(formatUsd(3997)).toBe("$3,997");
  });

  it("groups dollars as en-US does, without loading the browser's locale data (issue 37)", () => {
    const amounts = [0, 7, 999, 1000, 1499, 12_500, 999_999, 1_000_000, 1_234_567.5, -3997];
    const expected = amounts.map((n) => `${n < 0 ? "-" : ""}$${Math.abs(n).toLocaleString("en-US")}`);
    const numberToLocale = vi.spyOn(Number.prototype, "toLocaleString");
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    try {
      expect(amounts.map(formatUsd)).toEqual(expected);
      expect(numberToLocale).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberToLocale.mockRestore();
      numberFormat.mockRestore();
    }
  });
});

describe("figures: one source", () => {
  it("is what the content shows", () => {
    expect(site.availability).toEqual(figures.availability);
    expect(site.founder.experience).toContain(`${figures.founderYears}+ years`);
    expect(pricingPlans.map((plan) => plan.price)).toEqual([
      "$3,997",
      "3 payments of $1,499",
      "$1,999 down + $1,998 at completion",
      "$999 down + $1,499 per month for 2 months",
    ]);
    expect(leadWorkflows.map((w) => w.hoursSaved)).toEqual([4, 3, 2, 6]);
    expect(leadWorkflows.reduce((sum, w) => sum + w.hoursSaved, 0)).toBe(figures.guarantee.hoursPerWeek);
    expect(journey.map((month) => month.weeks)).toEqual(figureText.programMonthWeeks);
    expect(processSteps.slice(0, 3).map((step) => step.timeline)).toEqual([
      `Week${NBSP}1`,
      `Weeks${NBSP}2${WJ}–${WJ}3`,
      `Weeks${NBSP}4${WJ}–${WJ}6`,
    ]);
    expect(whyThree.stats.find((s) => s.label === "typical implementation")?.value).toBe(figureText.implementation);
    expect(resultsSection.socialProof).toBe(`Trusted by ${figures.entrepreneurs}+ entrepreneurs`);
    expect(availability.title).toBe("Limited to 5 Clients Per Month (To ensure white-glove service quality)");
  });

  it("follows a changed figure everywhere it is derived", () => {
    expect(homeHero.highlights).toContain(`ROI in ${figures.roiDays} Days`);
    expect(homeHero.subtitle).toContain(figureText.implementation);
    expect(leadOsHero.highlights).toContain(`${figures.guarantee.satisfactionDays}-day satisfaction guarantee`);
  });

  it("shows home statistics the site states elsewhere, never SPEC's 99 placeholders", () => {
    expect(trustStats.map((s) => s.value)).toEqual(["247+", "15+", "90 days", "12+"]);
    expect(trustSection.stats).toBe(trustStats);
    for (const stat of trustStats) expect(`${stat.value} ${stat.label}`).not.toMatch(/\b99\b/);
    expect(homeHero.highlights).toContain("15+ Hours Saved Weekly");
    expect(resultsSection.socialProof).toContain(trustStats[0].value);
  });

  it("reconciles SPEC's figures in words: what 'typical' covers, and how the guarantees relate", () => {
    const faq = homeFaq.find((item) => item.id === "implementation-time")?.answer ?? "";
    expect(faq).toContain(`Typical implementation takes ${figureText.implementation}: that is one system`);
    expect(faq).toContain("week 6");
    expect(faq).toContain("3 months");
    const [hours, satisfaction] = guarantees;
    expect(hours.description).toBe(
      "Save 15 hours a week within 60 days, or get your money back: a full refund, and you keep all deliverables.",
    );
    expect(satisfaction.description).toMatch(
      /One guarantee, two checkpoints: the hours are measured at 60 days, and you have 90 days/,
    );
    expect(availability.guarantee).toBe(
      "Our guarantee: if you don't save 15 hours per week within 60 days, you get a full refund and keep all deliverables.",
    );
  });
});

describe("article figure tokens", () => {
  it("put the source's figures in place of {figure:name}", () => {
    expect(resolveFigureTokens("Typical implementation takes {figure:implementation}.")).toBe(
      `Typical implementation takes 3${WJ}–${WJ}5${NBSP}weeks.`,
    );
    expect(resolveFigureTokens("in {figure:programMonths}, our {figure:guaranteeHours}-hour guarantee")).toBe(
      "in 3 months, our 15-hour guarantee",
    );
  });

  it("stop the build on an unknown name, naming it and the file", () => {
    expect(() => resolveFigureTokens("{figure:implementationDays}", "x.md")).toThrow(
      /x\.md: unknown figure \{figure:implementationDays\}/,
    );
  });
});
