/**
 * The walkthrough's frames fit their text from 320 px up (issue 33): on /demo's storyboard, without
 * JavaScript (every frame still), no text of a frame is cut off at its edge or runs out of the frame.
 */
import { expect, test } from "./fixtures";

test.describe("demo frames fit their text", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [320, 390, 768, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/demo");
      const stages = page.locator(".demo-steps .demo-stage");
      await expect(stages).toHaveCount(6);
      const problems = await stages.evaluateAll((all) =>
        all.flatMap((stage, index) => {
          const frame = stage.getBoundingClientRect();
          const found: string[] = [];
          for (const element of stage.querySelectorAll<HTMLElement>("*")) {
            const text = element.textContent?.trim() ?? "";
            if (!text || !element.checkVisibility()) continue;
            const box = element.getBoundingClientRect();
            if (box.width === 0) continue;
            const style = getComputedStyle(element);
            if (style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) {
              found.push(`frame ${index + 1}: cut "${text.slice(0, 40)}"`);
            }
            if (element.children.length === 0 && (box.bottom > frame.bottom + 0.5 || box.right > frame.right + 0.5)) {
              found.push(`frame ${index + 1}: outside "${text.slice(0, 40)}"`);
            }
          }
          return found;
        }),
      );
      expect(problems).toEqual([]);
    });
  }
});

test.describe("the demo player's controls on a narrow phone", () => {
  for (const width of [320, 360, 390]) {
    test(`show the whole step label at ${width} px, inside the player`, async ({ page, gotoHydrated }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated("/demo");
      const stepOf = page.locator(".demo-step-of");
      await expect(stepOf).toHaveText(/^Step 1 of \d+$/);
      const fits = await stepOf.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      expect(fits).toBe(true);
      const [bar, last] = await Promise.all([
        page.locator(".demo-controls").boundingBox(),
        page.locator(".demo-controls > :last-child").boundingBox(),
      ]);
      // The last control (restart) is inside the player's bar.
      expect(last && bar && last.x + last.width <= bar.x + bar.width + 1).toBe(true);
    });
  }
});
