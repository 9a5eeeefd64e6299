/**
 * The three system pages and /services (SPEC 2.5): every section and exact text, the calls to action and
 * their targets, Service JSON-LD, the pre-rendered HTML, and the category browser: a vertical tab list by
 * mouse and keyboard from 768 px, a labelled native select below it (both run in both projects, each with
 * its own viewport), with axe after the interactions.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { getPage, type PageId } from "../../app/content/pages";
import { customerExperiencePage } from "../../app/content/services/customer-experience";
import { operationalIntelligencePage } from "../../app/content/services/operational-intelligence";
import { revenueGrowthPage } from "../../app/content/services/revenue-growth";
import type { ServicePageContent } from "../../app/content/types";
import { expect, test } from "./fixtures";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

type Target = { id: PageId; path: string; content: ServicePageContent };

const systems: Target[] = [
  { id: "revenue-growth", path: "/services/revenue-growth-ai-system", content: revenueGrowthPage },
  { id: "customer-experience", path: "/services/customer-experience-ai-system", content: customerExperiencePage },
  {
    id: "operational-intelligence",
    path: "/services/operational-intelligence-ai-system",
    content: operationalIntelligencePage,
  },
];

/** The SPEC 2.5 label of each page's hero call to action. */
const heroCtaLabels: Record<string, string> = {
  "revenue-growth-ai-system": "Schedule Your Revenue OS Consultation",
  "customer-experience-ai-system": "Customer OS Consultation",
  "operational-intelligence-ai-system": "Schedule Your Consultation",
};

const SPEC_CATEGORY_IDS: Record<string, string[]> = {
  "revenue-growth-ai-system": ["lead-management", "marketing-content", "sales-enablement", "analytics-reporting"],
  "customer-experience-ai-system": [
    "ai-agents-chatbots",
    "ticket-management-routing",
    "knowledge-feedback-systems",
    "analytics-personalization",
  ],
  "operational-intelligence-ai-system": [
    "data-integration",
    "reporting-dashboards",
    "anomaly-detection",
    "document-automation",
  ],
};

/** The SPEC 2.13 breadcrumb label of each system page. */
const SPEC_BREADCRUMB_LABELS: Record<string, string> = {
  "revenue-growth-ai-system": "Revenue Growth AI System",
  "customer-experience-ai-system": "Customer Experience AI System",
  "operational-intelligence-ai-system": "Operational Intelligence AI System",
};

function section(page: Page, title: string): Locator {
  return page
    .locator("main section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** Asserts that the visible panel is the one of `category`: title, description, subcategories, six features each. */
async function expectPanel(page: Page, category: ServicePageContent["categories"]["items"][number]) {
  const panels = page.getByRole("tabpanel");
  await expect(panels).toHaveCount(1); // hidden panels are not in the accessibility tree
  const panel = panels.first();
  await expect(panel).toHaveAttribute("data-category-id", category.id);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(category.title);
  await expect(panel.getByText(category.description, { exact: true })).toBeVisible();
  const subs = panel.getByRole("heading", { level: 4 });
  await expect(subs).toHaveText(category.subcategories.map((s) => s.title));
  for (const sub of category.subcategories) {
    const card = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 4, name: sub.title }) });
    const features = card.getByRole("listitem");
    await expect(features).toHaveText([...sub.features]);
    await expect(features).toHaveCount(6);
    await expect(card.locator("svg").first()).toBeVisible(); // the subcategory's icon
  }
}

for (const target of systems) {
  const { content } = target;

  test.describe(`${content.name} (${target.path})`, () => {
    test("has every section with its exact texts, in order", async ({ page, gotoHydrated, expectNoThirdParty }) => {
      const response = await gotoHydrated(target.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${getPage(target.id).title} | AIVA`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(target.id).heading);

      expect(await page.locator("main h2:visible").allInnerTexts()).toEqual([
        content.painPoints.title,
        content.solutions.title,
        content.categories.title,
        content.audiences.title,
        content.packagedSolution.title,
        content.closing.title,
      ]);

      const main = page.locator("main");
      await expect(main.getByText(content.hero.tagline, { exact: true })).toBeVisible();
      await expect(main.getByText(content.hero.subtitle, { exact: true })).toBeVisible();
      for (const stat of content.hero.highlights) {
        await expect(main.getByText(stat.value, { exact: true }).first()).toBeVisible();
        await expect(main.getByText(stat.label, { exact: true }).first()).toBeVisible();
      }

      const pains = section(page, content.painPoints.title);
      await expect(pains.getByRole("heading", { level: 3 })).toHaveText(content.painPoints.items.map((i) => i.title));
      for (const item of content.painPoints.items) await expect(pains.getByText(item.description)).toBeVisible();

      const solutions = section(page, content.solutions.title);
      await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(
        content.solutions.items.map((i) => i.title),
      );
      for (const item of content.solutions.items) await expect(solutions.getByText(item.description)).toBeVisible();

      const audiences = section(page, content.audiences.title);
      await expect(audiences.getByRole("heading", { level: 3 })).toHaveText(
        content.audiences.items.map((i) => i.title),
      );
      for (const item of content.audiences.items) await expect(audiences.getByText(item.benefit)).toBeVisible();

      const packaged = section(page, content.packagedSolution.title);
      await expect(packaged.getByText(content.packagedSolution.description)).toBeVisible();
      for (const highlight of content.packagedSolution.highlights) {
        await expect(packaged.getByText(highlight, { exact: true })).toBeVisible();
      }

      await expect(section(page, content.closing.title).getByText(content.closing.description)).toBeVisible();
      expectNoThirdParty();
    });

    test("shows the breadcrumb Home › Services › page: only Home a link, the page current", async ({
      page,
      gotoHydrated,
    }) => {
      const slug = target.path.split("/").pop() ?? "";
      const label = SPEC_BREADCRUMB_LABELS[slug] ?? "missing";
      expect(getPage(target.id).breadcrumb).toBe(label);
      await gotoHydrated(target.path);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs).toBeVisible();
      const items = crumbs.getByRole("listitem");
      await expect(items).toHaveText(["Home", "Services", label]);
      for (const item of await items.all()) await expect(item).toBeVisible();

      // Home is the only link; Services is plain text (SPEC 2.13) and not the current page.
      await expect(crumbs.getByRole("link")).toHaveText(["Home"]);
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(items.nth(1).getByRole("link")).toHaveCount(0);
      await expect(items.nth(1).getByText("Services", { exact: true })).not.toHaveAttribute("aria-current");

      // The last crumb is the current page, not a link.
      await expect(items.nth(2).getByRole("link")).toHaveCount(0);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(items.nth(2).getByText(label, { exact: true })).toHaveAttribute("aria-current", "page");
    });

    test("calls to action carry the SPEC 2.5 labels and lead to /contact; Learn More leads to the flagship", async ({
      page,
      gotoHydrated,
    }) => {
      await gotoHydrated(target.path);
      const main = page.locator("main");
      const label = heroCtaLabels[content.slug] ?? "";
      expect(content.hero.primaryCta.label).toBe(label);
      await expect(main.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/contact");
      await expect(main.getByRole("link", { name: "Schedule a Free Consultation", exact: true })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(main.getByRole("link", { name: content.closing.contactLink.label, exact: true })).toHaveAttribute(
        "href",
        "/contact",
      );
      expect(content.closing.contactLink.label.toLowerCase()).toContain("contact us directly");

      const learnMore = main.getByRole("link", { name: /^Learn More\W+AIVA Lead OS$/ });
      await expect(learnMore).toContainText("Learn More");
      await expect(learnMore).toHaveAttribute("href", "/services/aiva-lead-os");
      await learnMore.click();
      await expect(page).toHaveURL(/\/services\/aiva-lead-os$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("lead-os").heading);

      await page.goBack();
      await page.locator("main").getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    test("pre-renders the hero, the first category's panel, every panel's text and Service JSON-LD", async ({
      request,
    }) => {
      const response = await request.get(target.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${getPage(target.id).heading}</h1>`);
      const [first] = content.categories.items;
      // The first panel is the visible one; the others are in the HTML too, hidden.
      const firstPanel = new RegExp(`role="tabpanel"[^>]*data-category-id="${first.id}"`);
      expect(html).toMatch(firstPanel);
      expect(html).not.toMatch(new RegExp(`role="tabpanel"[^>]*hidden=""[^>]*data-category-id="${first.id}"`));
      // Read as text: a compound kept on one line is a span of its own in the markup.
      const text = html.replace(/<[^>]+>/g, "");
      for (const category of content.categories.items) {
        for (const sub of category.subcategories) for (const feature of sub.features) expect(text).toContain(feature);
      }
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1] ?? "null"),
      );
      const service = jsonLd.find((data) => data?.["@type"] === "Service");
      expect(service).toMatchObject({
        "@context": "https://schema.org",
        name: content.name,
        description: getPage(target.id).description,
        provider: { "@type": "Organization", name: "AIVA" },
      });
      expect(service.url).toMatch(new RegExp(`${target.path}$`));
    });

    test.describe("category browser from 768 px", () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test("is a vertical tab list with the SPEC ids; the first category is selected", async ({
        page,
        gotoHydrated,
      }) => {
        await gotoHydrated(target.path);
        const tablist = page.getByRole("tablist", { name: content.categories.title });
        await expect(tablist).toBeVisible();
        await expect(tablist).toHaveAttribute("aria-orientation", "vertical");
        await expect(page.getByLabel(content.categories.selectLabel)).toBeHidden();
        const tabs = tablist.getByRole("tab");
        await expect(tabs).toHaveCount(4);
        expect(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute("data-category-id")))).toEqual(
          SPEC_CATEGORY_IDS[content.slug],
        );
        for (const [i, category] of content.categories.items.entries()) {
          await expect(tabs.nth(i)).toContainText(category.title);
          await expect(tabs.nth(i)).toHaveAttribute("aria-selected", i === 0 ? "true" : "false");
          await expect(tabs.nth(i)).toHaveAttribute("tabindex", i === 0 ? "0" : "-1");
        }
        // The tab list sits left of the panel.
        const list = await tablist.boundingBox();
        const panel = await page.getByRole("tabpanel").boundingBox();
        expect((list?.x ?? 0) + (list?.width ?? 0)).toBeLessThanOrEqual(panel?.x ?? 0);
        const [first] = content.categories.items;
        await expectPanel(page, first);
        await expect(page.getByRole("tabpanel")).toHaveAttribute(
          "aria-labelledby",
          (await tabs.first().getAttribute("id")) ?? "",
        );
      });

      test("clicking a category replaces the panel", async ({ page, gotoHydrated }) => {
        await gotoHydrated(target.path);
        const tabs = page.getByRole("tablist", { name: content.categories.title }).getByRole("tab");
        for (const index of [2, 1, 3, 0]) {
          const category = content.categories.items[index];
          if (!category) throw new Error("missing category");
          await tabs.nth(index).click();
          await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
          await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
          await expectPanel(page, category);
        }
      });

      test("ArrowDown/ArrowUp move the selection with wrap-around, Home/End jump to the ends", async ({
        page,
        gotoHydrated,
      }) => {
        await gotoHydrated(target.path);
        const items = content.categories.items;
        const tabs = page.getByRole("tablist", { name: content.categories.title }).getByRole("tab");
        const expectSelected = async (index: number) => {
          await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
          await expect(tabs.nth(index)).toBeFocused();
          await expect(page.getByRole("tabpanel")).toHaveAttribute("data-category-id", items[index]?.id ?? "");
        };
        // Tab into the list: focus lands on the selected tab only (roving tabindex).
        await tabs.first().focus();
        await expectSelected(0);
        await page.keyboard.press("ArrowDown");
        await expectSelected(1);
        await page.keyboard.press("ArrowDown");
        await expectSelected(2);
        await page.keyboard.press("ArrowDown");
        await expectSelected(3);
        await page.keyboard.press("ArrowDown"); // wraps to the first
        await expectSelected(0);
        await page.keyboard.press("ArrowUp"); // wraps to the last
        await expectSelected(3);
        await page.keyboard.press("ArrowUp");
        await expectSelected(2);
        await page.keyboard.press("Home");
        await expectSelected(0);
        await page.keyboard.press("End");
        await expectSelected(3);
        await expectPanel(page, items[3] ?? items[0]);
        // Tab leaves the list for the panel.
        await page.keyboard.press("Tab");
        await expect(page.getByRole("tabpanel")).toBeFocused();
        await expectAxeClean(page);
      });
    });

    test.describe("category browser below 768 px", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("is a labelled select that replaces the panel", async ({ page, gotoHydrated }) => {
        await gotoHydrated(target.path);
        const select = page.getByLabel(content.categories.selectLabel, { exact: true });
        await expect(select).toBeVisible();
        await expect(page.getByRole("tablist")).toBeHidden();
        expect(await select.locator("option").allInnerTexts()).toEqual(content.categories.items.map((c) => c.title));
        await expect(select).toHaveValue(content.categories.items[0].id);
        await expectPanel(page, content.categories.items[0]);
        for (const index of [3, 1, 2]) {
          const category = content.categories.items[index];
          if (!category) throw new Error("missing category");
          await select.selectOption({ label: category.title });
          await expect(select).toHaveValue(category.id);
          await expectPanel(page, category);
        }
        await expectAxeClean(page);
      });
    });
  });
}

test.describe("/services", () => {
  test("shows the Revenue Growth page with its heading, canonical to the Revenue page", async ({
    page,
    gotoHydrated,
  }) => {
    const response = await gotoHydrated("/services");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("services").heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/services\/revenue-growth-ai-system$/,
    );
    await expect(page.getByRole("heading", { level: 2, name: revenueGrowthPage.painPoints.title })).toBeVisible();
    await expect(
      page.locator("main").getByRole("link", { name: revenueGrowthPage.hero.primaryCta.label, exact: true }),
    ).toHaveAttribute("href", "/contact");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const service = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Service");
    expect(service?.name).toBe(revenueGrowthPage.name);
    expect(service?.url).toMatch(/\/services\/revenue-growth-ai-system$/);
  });
});
