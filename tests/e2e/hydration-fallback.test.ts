/**
 * No dead buttons when hydration fails (issue 34, ADR 039):
 * - a render error shows the error fallback (SPEC 2.15), and its 'Try Again' and 'Reload Page' work: the root
 *   layout marks the page hydrated whatever the root renders, so the first-tap script releases the taps;
 * - a page whose script chunks fail to load behaves as without JavaScript within a few seconds: the first-tap
 *   script gives up holding taps and turns on the `noscript:` layout; the menu opens, links navigate, /search and
 *   /chat answer.
 */
import type { Page } from "@playwright/test";
import { errorFallback } from "../../app/content/messages";
import { site } from "../../app/content/site";
import { deadControls, hiddenPanels } from "./dead-controls";
import { expect, test } from "./fixtures";

test.describe("a render error", () => {
  /** IntersectionObserver throws (as in the hidden suite) until the test sets `__repairObserver`. */
  async function breakIntersectionObserver(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __repairObserver?: boolean; IntersectionObserver: unknown };
      const Original = window.IntersectionObserver;
      w.IntersectionObserver = function BrokenObserver(
        callback: IntersectionObserverCallback,
        options?: IntersectionObserverInit,
      ) {
        if (!w.__repairObserver) throw new Error("IntersectionObserver broken by the test");
        return new Original(callback, options);
      };
    });
  }

  test("shows the fallback, whose 'Try Again' clears the error and renders the page", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError("IntersectionObserver broken by the test");
    await breakIntersectionObserver(page);
    await page.goto(site.flagship.path);
    const fallback = page.getByRole("alert").filter({ hasText: errorFallback.title });
    await expect(fallback.getByRole("heading", { name: errorFallback.title })).toBeVisible({ timeout: 30_000 });
    await expect(fallback.getByText(errorFallback.text)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __repairObserver: boolean }).__repairObserver = true;
    });
    await fallback.getByRole("button", { name: errorFallback.tryAgain }).click();
    await expect(fallback).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AIVA Lead OS");
    await expect(page.locator("html")).not.toHaveAttribute("data-no-hydration");
  });

  test("shows the fallback, whose 'Reload Page' loads the page again", async ({ page, allowConsoleError }) => {
    allowConsoleError("IntersectionObserver broken by the test");
    await breakIntersectionObserver(page);
    await page.goto(site.flagship.path);
    const reload = page.getByRole("button", { name: errorFallback.reload });
    await expect(reload).toBeVisible({ timeout: 30_000 });
    // A mark on this document: a reload replaces the document, and with it the mark.
    await page.evaluate(() => {
      (window as unknown as { __beforeReload: boolean }).__beforeReload = true;
    });
    const navigation = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    await reload.click();
    await navigation;
    await expect(reload).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload)).toBe(
      undefined,
    );
  });
});

test.describe("script chunks that fail to load", () => {
  /** React Router's entry chunk and the root route's chunk, which its hydration script imports statically. */
  const ENTRY_AND_ROUTES = /\/assets\/(entry\.client|root)-[^/]*\.js$/;
  /** Only the entry chunk, which React Router's hydration script loads with a dynamic import(). */
  const ENTRY_ONLY = /\/assets\/entry\.client-[^/]*\.js$/;
  /** The shell chunk (React, React DOM, React Router and the layout: config/shell-chunk.ts), the largest. */
  const SHELL = /\/assets\/shell-[^/]*\.js$/;

  async function blockChunks(page: Page, chunks: RegExp, allowConsoleError: (pattern: RegExp) => void) {
    allowConsoleError(/net::ERR_FAILED|Failed to fetch dynamically imported module|Failed to load resource/);
    await page.route(chunks, (route) => route.abort());
  }

  /** The page falls back (within a few seconds) and has no dead control, as without JavaScript. */
  async function expectNoScriptBehaviour(page: Page) {
    await expect(page.locator("html")).toHaveAttribute("data-no-hydration", "", { timeout: 5_000 });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    expect(await deadControls(page), "controls that do nothing").toEqual([]);
    expect(await hiddenPanels(page), "panels hidden").toEqual([]);
  }

  for (const [name, chunks] of [
    ["entry and route chunks", ENTRY_AND_ROUTES],
    ["the entry chunk", ENTRY_ONLY],
    ["the shell chunk", SHELL],
  ] as const) {
    test(`without ${name}, / behaves as without JavaScript`, async ({ page, allowConsoleError }) => {
      await blockChunks(page, chunks, allowConsoleError);
      // A rejected import() of a chunk reaches Playwright as an uncaught error without a message.
      if (chunks !== ENTRY_AND_ROUTES) allowConsoleError(/^page error: $/);
      await page.goto("/");
      await expectNoScriptBehaviour(page);
    });
  }

  test("the menu opens and its links navigate", { tag: "@mobile-only" }, async ({ page, allowConsoleError }) => {
    await blockChunks(page, ENTRY_AND_ROUTES, allowConsoleError);
    await page.goto("/about");
    await expectNoScriptBehaviour(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByText("Services", { exact: true }).click();
    await menu.getByRole("link", { name: /Customer Experience AI System/ }).click();
    await expect(page).toHaveURL(/\/services\/customer-experience-ai-system$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer Experience AI System");
  });

  test("the Services menu opens and its links navigate", { tag: "@desktop-only" }, async ({
    page,
    allowConsoleError,
  }) => {
    await blockChunks(page, ENTRY_AND_ROUTES, allowConsoleError);
    await page.goto("/about");
    await expectNoScriptBehaviour(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await expect(page.locator("[data-slot=services-menu]")).toBeVisible();
    await page
      .locator("[data-slot=services-menu]")
      .getByRole("link", { name: /AIVA Lead OS/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${site.flagship.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AIVA Lead OS");
  });

  test("the search button leads to /search, which answers", async ({ page, allowConsoleError }) => {
    await blockChunks(page, ENTRY_AND_ROUTES, allowConsoleError);
    await page.goto("/about");
    await expectNoScriptBehaviour(page);
    await page.locator("header").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    const input = page.getByRole("searchbox", { name: "Search the site" });
    await input.fill("lead");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=lead$/);
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link", { name: /AIVA Lead OS/ })).toHaveAttribute("href", site.flagship.path);
  });

  test("the chat launcher leads to /chat, which answers", async ({ page, allowConsoleError }) => {
    await blockChunks(page, ENTRY_AND_ROUTES, allowConsoleError);
    await page.goto("/about");
    await expectNoScriptBehaviour(page);
    await page.locator("[data-slot=chat-launcher]").click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: "Your message" }).fill("How much does AIVA Lead OS cost?");
    await page.getByRole("button", { name: "Send message" }).click();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.locator('[data-sender="user"]')).toContainText("How much does AIVA Lead OS cost?");
    await expect(log.locator('[data-sender="bot"]').last()).toContainText("$3,997");
  });
});
