/**
 * The smallest phones in use (320 px wide, 360 px) get every page without sideways scrolling (issue 33): no table,
 * card or button is wider than the screen. Without scripts a page's layout is its style sheet's alone, so one load
 * per page serves both widths.
 */
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { prerenderPaths } from "../../app/content/pages";
import { expect, test } from "./fixtures";

const everyPage = [
  ...new Set([...prerenderPaths, ...readArticleFiles().map((a) => a.path), "/schedule", "/search", "/chat", "/nope"]),
];

test.describe("on a 320 px phone", () => {
  test.use({ javaScriptEnabled: false });

  test("no page scrolls sideways", { tag: "@desktop-only" }, async ({ page, allowConsoleError }) => {
    test.setTimeout(180_000);
    allowConsoleError(/status of 404 .*\/nope/);
    const wide: string[] = [];
    for (const path of everyPage) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${path} at ${width} px: ${scrollWidth} px wide`);
      }
    }
    expect(everyPage.length).toBeGreaterThan(20);
    expect(wide).toEqual([]);
  });
});
