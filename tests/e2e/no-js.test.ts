/**
 * Without JavaScript nothing is dead (issue 23, ADR 030): on every route, at the project's width (390 and 1280 px),
 * every visible control has a native effect, the panels JavaScript switches between are all readable, the menus
 * open and navigate, and the search and chat pages answer. (axe needs scripts: it checks the open menus of the
 * hydrated page in chrome.test.ts, the same popovers.)
 */
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { pages } from "../../app/content/pages";
import { serverPages } from "../../app/content/server-pages";
import { site } from "../../app/content/site";
import { deadControls, hiddenPanels } from "./dead-controls";
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

const NOT_FOUND_PATH = "/this-page-does-not-exist";

const routes = [
  ...pages.map((page) => page.path),
  ...readArticleFiles().map((article) => article.path),
  ...serverPages.map((page) => page.path),
  "/search?q=lead",
  NOT_FOUND_PATH,
];

for (const path of routes) {
  test(`no dead control without JavaScript: ${path}`, async ({ page, allowConsoleError }) => {
    if (path === NOT_FOUND_PATH) allowConsoleError(/status of 404/);
    await page.goto(path);
    expect(await deadControls(page), `controls that do nothing without JavaScript on ${path}`).toEqual([]);
    // Every panel that a script would switch between is readable.
    expect(await hiddenPanels(page), `panels hidden without JavaScript on ${path}`).toEqual([]);
  });
}

test.describe("menus without JavaScript", () => {
  test("the mobile menu opens, its Services submenu expands and its links navigate", { tag: "@mobile-only" }, async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByText("Services", { exact: true }).click();
    await menu.getByRole("link", { name: /Customer Experience AI System/ }).click();
    await expect(page).toHaveURL(/\/services\/customer-experience-ai-system$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer Experience AI System");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the Services menu opens and its links navigate", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await expect(page.locator("[data-slot=services-menu]")).toBeVisible();
    await page
      .locator("[data-slot=services-menu]")
      .getByRole("link", { name: /AIVA Lead OS/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${site.flagship.path}$`));
  });
});

test.describe("search and chat pages without JavaScript", () => {
  test("the search button leads to /search, and /search?q=lead lists the flagship page", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    const input = page.getByRole("searchbox", { name: "Search the site" });
    await input.fill("lead");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=lead$/);
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link", { name: /AIVA Lead OS/ })).toHaveAttribute("href", site.flagship.path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("a search without results shows the SPEC texts", async ({ page }) => {
    await page.goto("/search?q=zzzz");
    await expect(page.getByRole("heading", { name: 'No results found for "zzzz"' })).toBeVisible();
    await expect(page.getByText("Try searching for services, solutions, or company information")).toBeVisible();
  });

  test("the chat launcher leads to /chat, which answers a question about pricing with the price", async ({ page }) => {
    await page.goto("/about");
    await page.locator("[data-slot=chat-launcher]").click();
    await expect(page).toHaveURL(/\/chat$/);
    await page.getByRole("textbox", { name: "Your message" }).fill("How much does AIVA Lead OS cost?");
    await page.getByRole("button", { name: "Send message" }).click();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.locator('[data-sender="user"]')).toContainText("How much does AIVA Lead OS cost?");
    await expect(log.locator('[data-sender="bot"]').last()).toContainText("$3,997");
    // The conversation goes on in the same session: the second answer comes under the first.
    await page.getByRole("textbox", { name: "Your message" }).fill("How long does implementation take?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(log.locator('[data-sender="user"]')).toHaveCount(2);
    await expect(log.locator('[data-sender="bot"]')).toHaveCount(3);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
