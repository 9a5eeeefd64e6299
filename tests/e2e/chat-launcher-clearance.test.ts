/**
 * On a phone the floating chat button never covers a control (ADR 037): on the pages where it used to (the
 * flagship's assessment form, the demo player's controls) and the other form pages, in the first screen and
 * at every step of a scroll to the end, no visible button, link or field lies under a visible launcher.
 * It steps aside while a form field has the focus, and is back where its place is free.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PATHS = ["/services/aiva-lead-os", "/demo", "/contact", "/", "/schedule"];

/** Controls under the launcher's box right now (empty when it is stepped aside or out of the viewport). */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('[data-slot="chat-launcher"]');
    if (!launcher?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
    const l = launcher.getBoundingClientRect();
    if (l.right <= 0 || l.left >= innerWidth || l.bottom <= 0 || l.top >= innerHeight) return [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]",
    );
    return [...controls]
      .filter((el) => el !== launcher && !launcher.contains(el))
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => ({ el, b: el.getBoundingClientRect() }))
      .filter(({ b }) => b.width > 0 && b.height > 0)
      .filter(({ b }) => b.left < l.right && l.left < b.right && b.top < l.bottom && l.top < b.bottom)
      .map(
        ({ el }) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
      );
  });
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test.describe("the chat launcher on a phone", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const path of PATHS) {
    test(`covers no control on ${path}, first screen and scrolled`, { tag: "@mobile-only" }, async ({
      page,
      gotoHydrated,
    }) => {
      await gotoHydrated(path);
      await nextFrame(page);
      expect(await coveredControls(page), "first screen").toEqual([]);
      const { height, viewport } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        viewport: innerHeight,
      }));
      for (let y = viewport / 3; y < height; y += viewport / 3) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await nextFrame(page);
        expect(await coveredControls(page), `scrolled to ${Math.round(y)}`).toEqual([]);
      }
      // At the end of the page the footer keeps the corner free: the launcher is there to use.
      await expect(page.locator('[data-slot="chat-launcher"]')).toBeVisible();
    });
  }

  test("steps aside while a form field has the focus and comes back", { tag: "@mobile-only" }, async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/contact");
    const launcher = page.locator('[data-slot="chat-launcher"]');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect(launcher).toBeVisible();
    await page.getByRole("textbox", { name: "Full Name" }).focus();
    await expect(launcher).toBeHidden();
    await page.getByRole("textbox", { name: "Full Name" }).blur();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect(launcher).toBeVisible();
    await launcher.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
