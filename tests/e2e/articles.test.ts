/**
 * An article as a visitor reads it (/resources/<slug>): the byline, the table of contents, a reading column of
 * 65-75 characters a line on a wide screen, the call to action, the neighbouring and related articles, the
 * search dialog finding it, and the feeds every page names in its head.
 */
import AxeBuilder from "@axe-core/playwright";
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { articlePageCopy } from "../../app/content/resources";
import { expect, test } from "./fixtures";

// Axe over a long page and several navigations per test: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

const articles = readArticleFiles();
const [newest, second] = articles;
if (!newest || !second) throw new Error("expected at least two articles");

test.describe("an article page", () => {
  test("shows its title, byline, illustration, table of contents and closing call to action", async ({
    page,
    gotoHydrated,
    expectNoThirdParty,
  }) => {
    await gotoHydrated(second.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await expect(page.locator("main")).toContainText(second.description);
    await expect(page.locator("main time").first()).toHaveAttribute("datetime", second.published);
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.getByRole("img", { name: second.hero.alt })).toBeVisible();

    const toc = page.getByRole("navigation", { name: articlePageCopy.tocTitle });
    const entries = toc.getByRole("link");
    expect(await entries.count()).toBeGreaterThanOrEqual(3);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Blog/Resources" })).toHaveAttribute("href", "/resources");
    // The current page is named by its title, not by the words of its address.
    await expect(breadcrumb.getByRole("listitem").last()).toHaveText(second.title);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(second.title);

    const cta = page.getByRole("link", { name: second.cta.label });
    await expect(cta).toHaveAttribute("href", second.cta.to);
    await expect(page.getByRole("heading", { name: second.cta.title })).toBeAttached();

    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    expectNoThirdParty();
  });

  test("a table of contents entry brings its section into view", async ({ page, gotoHydrated }) => {
    await gotoHydrated(second.path);
    const entry = page.getByRole("navigation", { name: articlePageCopy.tocTitle }).getByRole("link").nth(2);
    const href = (await entry.getAttribute("href")) ?? "";
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // An id may start with a digit ("2-generation-…"): select it by attribute, not as "#id".
    const heading = page.locator(`h2[id="${href.slice(1)}"]`);
    await expect(heading).toBeInViewport();
    // The heading is not hidden under the fixed header.
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64);
  });

  test("leads to the neighbouring articles and to 2-3 related ones", async ({ page, gotoHydrated }) => {
    await gotoHydrated(second.path);
    const more = page.getByRole("navigation", { name: articlePageCopy.adjacentLabel });
    await expect(more.getByRole("link", { name: new RegExp(newest.title.replace(/[?]/g, "\\?")) })).toHaveAttribute(
      "href",
      newest.path,
    );
    const related = page.getByRole("region", { name: articlePageCopy.relatedTitle }).getByRole("article");
    const count = await related.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    await more.getByRole("link", { name: new RegExp(articlePageCopy.newer) }).click();
    await expect(page).toHaveURL(newest.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
  });
});

test.describe("reading measure", () => {
  // A phone's line is as wide as its screen: measured on the desktop project only.
  test("body text runs 65-75 characters a line on a wide screen @desktop-only", async ({ page, gotoHydrated }) => {
    await gotoHydrated(newest.path);
    const perLine = await page.locator('[data-slot="article-body"] > p').evaluateAll((paragraphs) =>
      paragraphs.flatMap((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        // Word joiners (a range kept on one line, ADR 036) take no room on the line.
        const chars = (p.textContent ?? "").replace(/\u2060/g, "").length;
        return lines >= 3 ? [chars / lines] : [];
      }),
    );
    expect(perLine.length).toBeGreaterThan(3);
    const average = perLine.reduce((sum, n) => sum + n, 0) / perLine.length;
    expect(average).toBeGreaterThanOrEqual(62);
    expect(average).toBeLessThanOrEqual(75);
  });
});

test.describe("the article cards", () => {
  test("each shows its own article's illustration and a reading time from its words", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/resources");
    const images = page.locator('[data-slot="article-card-image"]');
    await expect(images).toHaveCount(articles.length);
    const sources = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(new Set(sources).size).toBe(articles.length);
    expect(sources).toEqual(articles.map((a) => a.hero.src));
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect(page.getByText(/\d+ min read/)).toHaveCount(articles.length);
  });
});

test.describe("finding articles", () => {
  test("the search dialog lists an article by its tags and opens it", async ({ page, gotoHydrated }) => {
    const article = articles.find((a) => a.tags.includes("n8n"));
    if (!article) throw new Error("no article tagged n8n");
    await gotoHydrated("/about");
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search the site" }).fill("n8n");
    const option = page.getByRole("option", { name: new RegExp(article.title.replace(/[?]/g, "\\?")) });
    await expect(option).toContainText(article.category);
    await option.click();
    await expect(page).toHaveURL(article.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });

  test("every page names the RSS and JSON feeds in its head", async ({ page, gotoHydrated }) => {
    for (const path of ["/", newest.path]) {
      await gotoHydrated(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        "/rss.xml",
      );
      await expect(page.locator('head link[rel="alternate"][type="application/feed+json"]')).toHaveAttribute(
        "href",
        "/feed.json",
      );
    }
  });
});
