/**
 * The integration tiles (home page, SPEC 3's 12 platforms): every tile shows a logo lockup image (a brand mark,
 * or our neutral monogram where no licensed logo exists), none the grey text fallback; standing still on a
 * phone (reduced motion, or without JavaScript) they are two a row, not one narrow column.
 */
import type { Page } from "@playwright/test";
import { platforms } from "../../app/content/home";
import { expect, test } from "./fixtures";

/** Left edges of the main track's cards, grouped by row (top edge). */
function rows(page: Page) {
  return page.locator('#home-platforms ul[data-track="main"] > li').evaluateAll((items) => {
    const byTop = new Map<number, number>();
    for (const item of items) {
      const box = item.getBoundingClientRect();
      const top = Math.round(box.top);
      byTop.set(top, (byTop.get(top) ?? 0) + 1);
    }
    return [...byTop.values()];
  });
}

test("every integration tile shows its logo image with a mark", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/");
  const track = page.locator('#home-platforms ul[data-track="main"]');
  // The marquee moves: scrolled to by script (Playwright's scroll waits for a still element).
  await page.locator("#home-platforms").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
  const logos = track.locator("img");
  await expect(logos).toHaveCount(platforms.length);
  await expect(track.locator('[data-logo-state="text"]')).toHaveCount(0);
  for (const platform of platforms) {
    const img = track.getByRole("img", { name: platform.name, exact: true });
    await expect(img).toHaveAttribute("src", platform.logoPath);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // The lockup carries a mark beside the name: a brand icon path or our monogram tile.
    const svg = await (await page.request.get(platform.logoPath)).text();
    expect(svg, platform.name).toMatch(platform.slug ? /<path [^>]*d="/ : /<rect [^>]*width="26" height="26"/);
  }
});

test.describe("standing still on a phone", () => {
  test.use({ reducedMotion: "reduce" });

  test("the 12 cards are two a row", { tag: "@mobile-only" }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    await page.locator("#home-platforms").scrollIntoViewIfNeeded();
    expect(await rows(page)).toEqual([2, 2, 2, 2, 2, 2]);
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false });

  test("the 12 cards are two a row", { tag: "@mobile-only" }, async ({ page }) => {
    await page.goto("/");
    expect(await rows(page)).toEqual([2, 2, 2, 2, 2, 2]);
  });
});
