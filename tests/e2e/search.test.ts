/**
 * Site search (issue 32) in Chromium: the full-text tier of the dialog (loaded when it opens, never before),
 * its keyboard habits, deep links that land on the section with focus, the marked snippets, the way out to
 * the assistant. /search without JavaScript is in the last block; a query's time is in search-timing.test.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const isIndex = (url: string) => /\/search-index-[\w-]+\.json$/.test(new URL(url).pathname);

async function openSearch(page: Page) {
  await page.keyboard.press("Control+k");
  const input = page.getByRole("combobox", { name: "Search the site" });
  await expect(input).toBeFocused();
  return input;
}

test.describe("search dialog: the site's pages", () => {
  test("the index loads when the dialog opens, not with the page", async ({ page, gotoHydrated }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (isIndex(request.url())) requested.push(request.url());
    });
    await gotoHydrated("/about");
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    const loaded = page.waitForResponse((response) => isIndex(response.url()) && response.ok());
    await openSearch(page);
    await loaded;
    expect(requested).toHaveLength(1);
  });

  test("a typo finds the pricing; arrows move, Enter opens the section and focuses it", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    const input = await openSearch(page);
    await input.fill("prcing");
    const options = page.getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(options.first()).toContainText("AIVA Lead OS");
    await expect(options.first().locator("mark").first()).toBeVisible();
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/aiva-lead-os#pricing$/);
    await expect(input).toBeHidden();
    const target = page.locator("#pricing");
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
  });

  test("a section on the page already open is scrolled to and focused", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/privacy-policy");
    const input = await openSearch(page);
    await input.fill("information we collect");
    const option = page.getByRole("option", { name: "Information We Collect" });
    await expect(option).toContainText("Privacy Policy");
    await option.click();
    await expect(page).toHaveURL(/\/privacy-policy#information-we-collect$/);
    await expect(page.locator("#information-we-collect")).toBeFocused();
    await expect(page.locator("#information-we-collect")).toBeInViewport();
  });

  test("while the SPEC entries match, the sections wait behind a button and ArrowDown past the last", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    const input = await openSearch(page);
    await input.fill("support");
    const options = page.getByRole("option");
    await expect(options).toHaveCount(1);
    const more = page.getByRole("button", { name: /more results from the site's pages/ });
    await expect(more).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(more).toBeHidden();
    expect(await options.count()).toBeGreaterThan(1);
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    // The active row is scrolled into view as the arrows move through a long list.
    for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowDown");
    const active = page.locator("[role=option][aria-selected=true]");
    await expect(active).toBeInViewport();
  });

  test("more sections than the dialog lists: a link to all of them on /search", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    const input = await openSearch(page);
    await input.fill("price");
    await expect(page.getByRole("option")).toHaveCount(8);
    await page.getByRole("link", { name: "See all results for “price”" }).click();
    await expect(page).toHaveURL(/\/search\?q=price$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    const sections = page.getByRole("list", { name: "Matching sections of the site" }).getByRole("link");
    expect(await sections.count()).toBeGreaterThan(8);
  });

  test("is axe-clean with both tiers listed and marked snippets", async ({ page, gotoHydrated }) => {
    test.setTimeout(120_000);
    await gotoHydrated("/about");
    const input = await openSearch(page);
    await input.fill("refund");
    await expect(page.getByRole("option").first().locator("mark").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("nothing found: the 5 entries and the assistant, with the query as its first message", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    const input = await openSearch(page);
    await input.fill("qwxzv kubernetes");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText('No results found for "qwxzv kubernetes"').first()).toBeVisible();
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "Schedule Consultation" })).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveCount(5);
    await dialog.getByRole("link", { name: "Ask the assistant instead" }).click();
    await expect(page).toHaveURL(/\/chat\?q=qwxzv(%20|\+)kubernetes$/);
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue("qwxzv kubernetes");
  });
});

test.describe("search page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the site's sections under the entries, a deep link with the matched words marked", async ({ page }) => {
    await page.goto("/search?q=price");
    const sections = page.getByRole("list", { name: "Matching sections of the site" });
    const first = sections.getByRole("link").first();
    await expect(first).toHaveAttribute("href", "/services/aiva-lead-os#pricing");
    await expect(first.locator("mark").first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("finds nothing: the 5 entries and the assistant with the query", async ({ page }) => {
    await page.goto("/search?q=qwxzv");
    await expect(page.getByRole("heading", { name: 'No results found for "qwxzv"' })).toBeVisible();
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("link")).toHaveCount(5);
    await page.getByRole("link", { name: "Ask the assistant instead" }).click();
    await expect(page).toHaveURL(/\/chat\?q=qwxzv$/);
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue("qwxzv");
  });
});
