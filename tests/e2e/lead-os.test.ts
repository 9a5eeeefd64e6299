/**
 * The flagship page /services/aiva-lead-os (SPEC 2.6, 4, 9; DESIGN 3): every section and exact text, the
 * assessment form in the hero, the savings chart and its table, the 12-week journey, the testimonial
 * carousel (wrap, dots, keyboard, live region), pricing and guarantees, the single-open FAQ with item 1 open
 * and its JSON-LD, 'Still have questions? Schedule a call', and the availability button that scrolls to the
 * form and focuses its first field. Axe after the interactions.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import {
  assessmentForm,
  availability,
  faqSection,
  inclusions,
  journeySection,
  leadOsHero,
  leadOsPainPoints,
  pricingSection,
  resultsSection,
  workflowSection,
} from "../../app/content/lead-os";
import { availabilityAt } from "../../app/lib/availability";
import { getPage } from "../../app/content/pages";
import { buildTime } from "../support/build";
import { expect, test } from "./fixtures";

const PATH = "/services/aiva-lead-os";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function section(page: Page, title: string): Locator {
  return page
    .locator("main section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

test.describe("AIVA Lead OS page", () => {
  test("has every section in order with its exact texts", async ({ page, gotoHydrated, expectNoThirdParty }) => {
    const response = await gotoHydrated(PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("lead-os").heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/aiva-lead-os$/);

    const h2s = await page.locator("main h2:visible").allInnerTexts();
    expect(h2s.map((text) => text.replace(/\s+/g, " "))).toEqual([
      assessmentForm.title,
      leadOsPainPoints.title,
      workflowSection.title,
      journeySection.title,
      resultsSection.title,
      inclusions.title,
      pricingSection.title,
      faqSection.title,
      availability.title,
    ]);

    const main = page.locator("main");
    await expect(main.getByText(leadOsHero.tagline, { exact: true })).toBeVisible();
    await expect(main.getByText(leadOsHero.subtitle, { exact: true })).toBeVisible();
    for (const highlight of leadOsHero.highlights)
      await expect(main.getByText(highlight, { exact: true }).first()).toBeVisible();

    const pains = section(page, leadOsPainPoints.title);
    await expect(pains.getByRole("heading", { level: 3 })).toHaveText(leadOsPainPoints.items.map((i) => i.title));
    for (const item of leadOsPainPoints.items) await expect(pains.getByText(item.description)).toBeVisible();

    const incl = section(page, inclusions.title);
    await expect(incl.getByRole("heading", { level: 3 })).toHaveText(inclusions.items.map((i) => i.title));
    for (const item of inclusions.items) await expect(incl.getByText(item.description)).toBeVisible();
    expectNoThirdParty();
  });

  test("the hero holds the assessment form (#assessment) with its four fields, name first", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(PATH);
    const hero = page.locator("main section").first();
    const form = hero.locator("form#assessment");
    await expect(form).toBeVisible();
    const fields = form.getByRole("textbox");
    await expect(fields).toHaveCount(4);
    await expect(fields.first()).toHaveAttribute("name", "fullName");
    await expect(form.getByLabel("Name", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Email", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Company (Optional)")).toBeVisible();
    await expect(form.getByLabel("Phone (Optional)")).toBeVisible();
  });

  test("shows the four workflows with their weekly savings as a chart with a data table", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(PATH);
    const workflows = section(page, workflowSection.title);
    const cards = workflows.locator("article");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Lead Capture",
      "Lead Generation",
      "Lead Enrichment",
      "Lead Nurture",
    ]);
    for (const [i, workflow] of workflowSection.items.entries()) {
      await expect(cards.nth(i).getByText(workflow.description)).toBeVisible();
      await expect(cards.nth(i).getByText(workflow.savingsLabel)).toBeVisible();
      for (const item of workflow.items) await expect(cards.nth(i).getByText(item, { exact: true })).toBeVisible();
    }
    // SPEC 9: capture ~4 h, generation ~3, enrichment ~2, nurture ~6.
    expect(workflowSection.items.map((w) => w.hoursSaved)).toEqual([4, 3, 2, 6]);

    const chart = workflows.locator('[data-slot="savings-chart"]');
    const svg = chart.locator("svg").first();
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute("aria-hidden", "true");
    // The drawing: one gradient bar per workflow, lengths proportional to the hours.
    const widths = await svg
      .locator('rect[fill="url(#savings-bar)"]')
      .evaluateAll((rects) => rects.map((r) => (r as SVGRectElement).getBoundingClientRect().width));
    expect(widths).toHaveLength(4);
    const [capture = 0, generation = 0, enrichment = 0, nurture = 0] = widths;
    expect(capture / nurture).toBeCloseTo(4 / 6, 2);
    expect(generation / nurture).toBeCloseTo(3 / 6, 2);
    expect(enrichment / nurture).toBeCloseTo(2 / 6, 2);
    await expect(svg.getByText("~4 h")).toBeVisible();
    await expect(svg.getByText("~6 h")).toBeVisible();

    // The text alternative: a table named by the chart's title.
    const table = page.getByRole("table", { name: workflowSection.chart.title });
    await expect(table.getByRole("row")).toHaveCount(5);
    await expect(table.getByRole("columnheader")).toHaveText([
      workflowSection.chart.workflowColumn,
      workflowSection.chart.hoursColumn,
    ]);
    await expect(table.getByRole("rowheader")).toHaveText(workflowSection.items.map((w) => w.title));
    await expect(table.getByRole("cell")).toHaveText(workflowSection.items.map((w) => w.savingsLabel));
    await expect(chart.getByText(workflowSection.totalLabel)).toBeVisible();
  });

  test("shows the 3-month journey as a timeline of weeks 1-4, 5-8 and 9-12", async ({ page, gotoHydrated }) => {
    await gotoHydrated(PATH);
    const journey = section(page, journeySection.title);
    const months = journey.getByRole("list").first().locator(":scope > li");
    await expect(months).toHaveCount(3);
    const expected = [
      // En dash held by word joiners, no-break space after "Weeks" (ADR 036): the range never breaks.
      ["Month 1", "Weeks\u00a01\u2060–\u20604"],
      ["Month 2", "Weeks\u00a05\u2060–\u20608"],
      ["Month 3", "Weeks\u00a09\u2060–\u206012"],
    ];
    for (const [i, month] of journeySection.items.entries()) {
      expect([month.month, month.weeks]).toEqual(expected[i]);
      await expect(months.nth(i)).toContainText(month.month);
      await expect(months.nth(i)).toContainText(month.weeks);
      await expect(months.nth(i).getByRole("heading", { level: 3 })).toHaveText(month.title);
      await expect(months.nth(i).getByText(month.description)).toBeVisible();
      for (const milestone of month.milestones)
        await expect(months.nth(i).getByText(milestone, { exact: true })).toBeVisible();
    }
    expect(journeySection.items[0].title).toContain("Discovery");
    expect(journeySection.items[0].title).toContain("Build");
  });

  test("shows the results figures and the 247+ claim", async ({ page, gotoHydrated }) => {
    await gotoHydrated(PATH);
    const results = section(page, resultsSection.title);
    const expected = [
      ["35%", "Reply rate uplift"],
      ["47", "Meetings booked"],
      ["180", "Leads captured per week"],
      ["2 min", "To first response"],
    ];
    for (const [value, label] of expected) {
      const stat = results.locator("dl > div").filter({ has: page.getByText(label ?? "", { exact: true }) });
      await expect(stat.locator("dd")).toHaveText(value ?? "");
    }
    await expect(results.getByText("Trusted by 247+ entrepreneurs", { exact: true })).toBeVisible();
  });

  test("testimonial carousel: starts at 0, previous/next wrap, dots jump, keys work, slides are announced", async ({
    page,
    gotoHydrated,
  }) => {
    test.setTimeout(120_000); // eleven interactions and a whole-page axe run on a 2-core machine
    await gotoHydrated(PATH);
    const carousel = page.getByRole("region", { name: resultsSection.carousel.label });
    const items = resultsSection.testimonials;
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(1); // the hidden slides are out of the accessibility tree
    const live = carousel.locator("[aria-live]");
    await expect(live).toHaveAttribute("aria-live", "polite");

    const next = carousel.getByRole("button", { name: resultsSection.carousel.nextLabel });
    const previous = carousel.getByRole("button", { name: resultsSection.carousel.previousLabel });
    const dots = carousel.getByRole("button", { name: resultsSection.carousel.goToLabel });
    await expect(dots).toHaveCount(3);

    const expectSlide = async (index: number) => {
      const item = items[index];
      if (!item) throw new Error("missing testimonial");
      const current = carousel.getByRole("group");
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName(`Testimonial ${index + 1} of 3`);
      await expect(current).toContainText(item.quote);
      await expect(current).toContainText(item.name);
      await expect(current).toContainText(`${item.title}, ${item.company}`);
      await expect(current).toContainText(item.result);
      await expect(carousel.getByText(item.quote, { exact: false })).toBeVisible();
      for (const [i, other] of items.entries()) {
        if (i !== index) await expect(carousel.getByText(other.quote, { exact: false })).toBeHidden();
      }
      for (let i = 0; i < 3; i++) {
        if (i === index) await expect(dots.nth(i)).toHaveAttribute("aria-current", "true");
        else await expect(dots.nth(i)).not.toHaveAttribute("aria-current", /.*/);
      }
    };

    await expectSlide(0);
    await next.click();
    await expectSlide(1);
    await next.click();
    await expectSlide(2);
    await next.click(); // wraps to the first
    await expectSlide(0);
    await previous.click(); // wraps to the last
    await expectSlide(2);
    await dots.nth(1).click();
    await expectSlide(1);
    await dots.nth(0).click();
    await expectSlide(0);

    // Keyboard: Enter/Space on the buttons, ArrowLeft/ArrowRight on any control.
    await next.focus();
    await page.keyboard.press("Enter");
    await expectSlide(1);
    await page.keyboard.press(" ");
    await expectSlide(2);
    await page.keyboard.press("ArrowRight");
    await expectSlide(0);
    await page.keyboard.press("ArrowLeft");
    await expectSlide(2);
    await dots.nth(1).focus();
    await page.keyboard.press("Enter");
    await expectSlide(1);
    await expectAxeClean(page);
  });

  test("pricing is exactly SPEC 9, with the guarantees beside it and a strategy-session link", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(PATH);
    const pricing = section(page, pricingSection.title);
    const plans = pricing.locator("[data-plan]");
    await expect(plans).toHaveCount(4);
    const expected = [
      "$3,997",
      "3 payments of $1,499",
      "$1,999 down + $1,998 at completion",
      "$999 down + $1,499 per month for 2 months",
    ];
    for (const [i, plan] of pricingSection.plans.entries()) {
      expect(plan.price).toBe(expected[i]);
      await expect(plans.nth(i).getByRole("heading", { level: 3 })).toHaveText(plan.plan);
      await expect(plans.nth(i).locator('[data-slot="price"]')).toHaveText(plan.price);
      await expect(plans.nth(i).getByText(plan.note)).toBeVisible();
    }
    await expect(pricing.getByRole("heading", { level: 3, name: pricingSection.guaranteesTitle })).toBeVisible();
    for (const guarantee of pricingSection.guarantees) {
      await expect(pricing.getByRole("heading", { level: 4, name: guarantee.title })).toBeVisible();
      await expect(pricing.getByText(guarantee.description)).toBeVisible();
    }
    await expect(pricing.getByText("15-hour guarantee")).toBeVisible();
    await expect(pricing.getByText("90-day satisfaction guarantee")).toBeVisible();
    await expect(pricing.getByText("30 days of launch support")).toBeVisible();
    await expect(pricing.getByRole("link", { name: pricingSection.cta.label })).toHaveAttribute("href", "/schedule");
  });

  test("FAQ: four items, item 1 open at first, one open at a time, FAQPage JSON-LD, 'Schedule a call' to /schedule", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(PATH);
    const faq = section(page, faqSection.title);
    const items = faq.locator("details");
    await expect(items).toHaveCount(4);
    await expect(items.locator("summary")).toHaveText(faqSection.items.map((i) => i.question));
    const openStates = () => items.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    expect(await openStates()).toEqual([true, false, false, false]);
    await expect(faq.getByText(faqSection.items[0].answer)).toBeVisible();

    await items.nth(2).locator("summary").click();
    await expect.poll(openStates).toEqual([false, false, true, false]);
    await expect(faq.getByText(faqSection.items[2].answer)).toBeVisible();
    await expect(faq.getByText(faqSection.items[0].answer)).toBeHidden();
    await items.nth(2).locator("summary").click(); // clicking the open item closes it
    await expect.poll(openStates).toEqual([false, false, false, false]);
    await items.nth(3).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(openStates).toEqual([false, false, false, true]);

    // The four answers of SPEC 2.6.
    const [chatbot, channels, speed, tools] = faqSection.items.map((i) => i.answer);
    expect(chatbot).toMatch(/^No\./);
    expect(chatbot).toMatch(/form/);
    expect(chatbot).toMatch(/optional/);
    expect(channels).toMatch(/website forms/);
    expect(channels).toMatch(/social/);
    expect(speed).toMatch(/days/);
    expect(speed).toMatch(/first week/);
    expect(tools).toMatch(/e-mail service/);
    expect(tools).toMatch(/CSV/);
    expect(tools).toMatch(/Apollo/);
    expect(tools).toMatch(/CRM/);

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const faqPage = jsonLd.find((data) => data["@type"] === "FAQPage");
    expect(faqPage.mainEntity).toEqual(
      faqSection.items.map((i) => ({
        "@type": "Question",
        name: i.question,
        acceptedAnswer: { "@type": "Answer", text: i.answer },
      })),
    );
    const service = jsonLd.find((data) => data["@type"] === "Service");
    expect(service).toMatchObject({ name: "AIVA Lead OS", offers: { price: "3997", priceCurrency: "USD" } });

    await expect(faq.getByText("Still have questions?")).toBeVisible();
    const call = faq.getByRole("link", { name: "Schedule a call" });
    await expect(call).toHaveAttribute("href", "/schedule");
    await call.click();
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test("limited availability: exact texts; the button scrolls to the assessment form and focuses its first field", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(PATH);
    const block = section(page, availability.title);
    await expect(block.getByText("LIMITED AVAILABILITY", { exact: true })).toBeVisible();
    await expect(block.getByRole("heading", { level: 2 })).toHaveText(
      "Limited to 5 Clients Per Month (To ensure white-glove service quality)",
    );
    // The coming month (tests/e2e/availability.test.ts: the month across dates, and no layout shift).
    await expect(block.locator("p", { has: page.locator("time") })).toHaveText(availabilityAt(new Date()).line);
    await expect(block.getByText(availability.guarantee)).toBeVisible();
    expect(availability.guarantee).toMatch(/15 hours per week within 60 days/);
    expect(availability.guarantee).toMatch(/full refund/);
    expect(availability.guarantee).toMatch(/keep all deliverables/);

    const form = page.locator("form#assessment");
    const firstField = form.getByRole("textbox").first();
    await expect(firstField).toHaveAttribute("name", "fullName");
    await block.scrollIntoViewIfNeeded();
    await expect(form).not.toBeInViewport();
    const button = block.getByRole("link", { name: "Get a 15-min Lead Engine Assessment" });
    await expect(button).toHaveAttribute("href", "#assessment");
    await button.click();
    await expect(firstField).toBeFocused();
    await expect(form).toBeInViewport();
    // The form's top clears the fixed header.
    await expect
      .poll(async () => {
        const header = (await page.locator("header").first().boundingBox())?.height ?? 0;
        const top = (await form.boundingBox())?.y ?? -1;
        return top >= header;
      })
      .toBe(true);
    expect(page.url()).toMatch(/\/services\/aiva-lead-os$/); // no hash left behind

    // By keyboard too.
    await block.scrollIntoViewIfNeeded();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(firstField).toBeFocused();
  });

  test("pre-renders the hero, the form, every testimonial and the open first FAQ item", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain(`>${getPage("lead-os").heading}</h1>`);
    expect(html).toMatch(/<form[^>]*id="assessment"/);
    for (const item of resultsSection.testimonials) expect(html).toContain(item.name);
    expect(html).toMatch(new RegExp(`<details[^>]*open=""[^>]*data-faq-id="${faqSection.items[0].id}"`));
    const text = html.replace(/<[^>]+>/g, "");
    for (const plan of pricingSection.plans) expect(text).toContain(plan.price);
    expect(text).toContain(availabilityAt(buildTime()).line);
  });
});
