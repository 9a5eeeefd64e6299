/**
 * lib/section-layout.ts and app.css: while a page loads, the sections far from the viewport skip
 * layout (`content-visibility: auto`); once it has loaded they are laid out (a large one a piece per task) and the skipping ends, so
 * the page has its real height. Without JavaScript, and when the address names a target, nothing is
 * skipped.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Holds back every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const sectionStyles = (page: Page) =>
  page
    .locator('[data-slot="section"]')
    .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).contentVisibility));

test.describe("sections while a page loads", () => {
  test("far sections skip layout until the page has loaded, then all are laid out for good", async ({ page }) => {
    // Scripts held back: the page as a phone has it before its JavaScript has run.
    const releaseScripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    const whileLoading = await sectionStyles(page);
    expect(whileLoading.length).toBeGreaterThan(10);
    expect(new Set(whileLoading)).toEqual(new Set(["auto"]));
    // The FAQ, far below the first screen, has not been laid out: its text has no rendered lines yet.
    const renderedText = await page.locator("#faq h2").evaluate(
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (none while skipped)
      (h2) => (h2 as HTMLElement).innerText,
    );
    expect(renderedText).toBe("");

    releaseScripts();
    await page.locator("html[data-sections-laid-out]").waitFor({ state: "attached" });
    expect(new Set(await sectionStyles(page))).toEqual(new Set(["visible"]));
    await expect(page.locator("#faq h2")).toHaveText("Frequently asked questions");
    // The page's height is final: scrolling to the bottom shows the footer.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => window.scrollTo({ top: 1e6, behavior: "instant" as ScrollBehavior }));
    await expect(page.locator("footer")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  });

  test("a large far section is laid out a piece at a time, and the pieces leave no trace", async ({ page }) => {
    await page.goto("/");
    await page.locator("html[data-sections-laid-out]").waitFor({ state: "attached" });
    // The four service cards, far below the first screen, each had a task of their own.
    const pieces = page.locator("#home-systems [data-layout-part][data-laid-out]");
    expect(await pieces.count()).toBeGreaterThanOrEqual(4);
    const skipping = await pieces.evaluateAll((parts) => parts.map((part) => getComputedStyle(part).contentVisibility));
    expect(new Set(skipping)).toEqual(new Set(["visible"]));
    const laidOutInPieces = await page.evaluate(() => document.documentElement.scrollHeight);
    // The same page with nothing ever skipped (an address with a target) is exactly as tall.
    await page.goto("about:blank");
    await page.goto("/#faq");
    await page.locator("html[data-sections-laid-out]").waitFor({ state: "attached" });
    expect(await page.locator("[data-layout-part]").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(laidOutInPieces);
  });

  test("an address with a target lays every section out from the start", async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto("/#faq", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    expect(new Set(await sectionStyles(page))).toEqual(new Set(["visible"]));
    releaseScripts();
    await page.locator("html[data-sections-laid-out]").waitFor({ state: "attached" });
  });
});

test.describe("sections without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("nothing is skipped: nothing would ever lay it out", async ({ page }) => {
    await page.goto("/");
    expect(new Set(await sectionStyles(page))).toEqual(new Set(["visible"]));
  });
});
