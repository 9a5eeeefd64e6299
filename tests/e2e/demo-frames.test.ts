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
