/**
 * On a phone the floating chat button steps aside while a form field has the focus (the keyboard is up) and is
 * back at its corner, SPEC 2.14's bottom right, when the field loses it (ADR 037, amended; a style rule since
 * ADR 048, so it works without JavaScript too). With JavaScript it also steps aside while a control lies under
 * its corner as the page scrolls, and comes back over free space (ADR 051).
 */
import type { Page } from "@playwright/test";
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { prerenderPaths } from "../../app/content/pages";
import { expect, test } from "./fixtures";

/** Every page a visitor can open: the pre-rendered ones, the articles, those rendered per request, a 404. */
const everyPage = [
  ...new Set([...prerenderPaths, ...readArticleFiles().map((a) => a.path), "/schedule", "/search", "/chat", "/nope"]),
];

/** The text of every control (link, button, field, label, summary) whose box meets the launcher's. */
function controlsUnderLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('[data-slot="chat-launcher"]')?.getBoundingClientRect();
    // The chat page is the assistant itself: it has no launcher.
    if (!launcher) return location.pathname === "/chat" ? [] : ["no launcher"];
    return [...document.querySelectorAll("a, button, input, select, textarea, label, summary, [role=tab]")]
      .filter((el) => !el.closest('[data-slot="chat-launcher"]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left < launcher.right &&
          box.right > launcher.left &&
          box.top < launcher.bottom &&
          box.bottom > launcher.top
        );
      })
      .map((el) => (el.textContent ?? "").trim().slice(0, 40) || el.tagName);
  });
}

/**
 * The same, read again for up to a second while a control is still under the launcher: after a resize the
 * scroll-driven rule that moves it aside (ADR 048) can apply a frame later than the new layout. A control that
 * stays under it stays in the answer.
 */
async function controlsUnderLauncherOnceSettled(page: Page): Promise<string[]> {
  let covered = await controlsUnderLauncher(page);
  for (let attempt = 0; covered.length > 0 && attempt < 10; attempt++) {
    await page.waitForTimeout(100);
    covered = await controlsUnderLauncher(page);
  }
  return covered;
}

/** Waits until the page stops scrolling: focusing a field scrolls it into view smoothly. */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
}

/** Scrolls to the page's end once no smooth scroll is running, and checks it is there. */
async function scrollToEnd(page: Page) {
  await scrollSettled(page);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await scrollSettled(page);
  expect(
    await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1),
  ).toBe(true);
}

/** On /contact, scrolled to its end: the launcher leaves while "Full Name" has the focus and is back after. */
async function expectStepAsideOnFocus(page: Page) {
  const launcher = page.locator('[data-slot="chat-launcher"]');
  // With JavaScript, once every section has its real height (app/lib/section-layout.ts): the page's end stays put.
  if (await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")))
    await expect(page.locator("html")).toHaveAttribute("data-sections-laid-out", "");
  await scrollToEnd(page);
  await expect(launcher).toBeVisible();
  await page.getByRole("textbox", { name: "Full Name" }).focus();
  await expect(launcher).toBeHidden();
  await page.getByRole("textbox", { name: "Full Name" }).blur();
  await scrollToEnd(page);
  await expect(launcher).toBeInViewport();
  return launcher;
}

test.describe("the chat launcher on a phone", () => {
  test.describe.configure({ timeout: 120_000 });

  test("steps aside while a form field has the focus and comes back", { tag: "@mobile-only" }, async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/contact");
    const launcher = await expectStepAsideOnFocus(page);
    await launcher.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("steps aside while a control lies under its corner, and is back over free space", {
    tag: "@mobile-only",
  }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/contact");
    const launcher = page.locator('[data-slot="chat-launcher"]');
    await expect(launcher).toBeInViewport();
    // Scroll until the form's full-width send button lies under the launcher's corner.
    const send = page.getByRole("button", { name: "Send Message" });
    await send.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const corner = document.documentElement.clientHeight - 16 - 28;
      window.scrollBy({ top: box.top + box.height / 2 - corner, behavior: "instant" });
    });
    await expect(launcher).toHaveAttribute("data-aside", "");
    await expect(launcher).not.toBeInViewport();
    // Still reachable by keyboard: focused, it shows.
    await launcher.focus();
    await expect(launcher).toBeInViewport();
    await launcher.blur();
    // Back to the top, where nothing is under it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(launcher).not.toHaveAttribute("data-aside");
    await expect(launcher).toBeInViewport();
    await launcher.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("steps aside while the visitor reads down a page, and is back when they scroll up or reach its end", {
    tag: "@mobile-only",
  }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/resources/speed-to-lead");
    const launcher = page.locator('[data-slot="chat-launcher"]');
    await expect(launcher).toBeInViewport();
    for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 300);
    await expect(launcher).toHaveAttribute("data-reading", "");
    await expect(launcher).not.toBeInViewport();
    // Still reachable by keyboard: focused, it shows.
    await launcher.focus();
    await expect(launcher).toBeInViewport();
    await launcher.blur();
    // A short scroll up brings it back.
    await page.mouse.wheel(0, -120);
    await expect(launcher).not.toHaveAttribute("data-reading");
    await expect(launcher).toBeInViewport();
    // Reading on hides it again; at the end of the page, where the layout keeps its corner free, it is back.
    await page.mouse.wheel(0, 400);
    await expect(launcher).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect(launcher).toBeInViewport();
    await launcher.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("is in its corner when a hero opens on a short phone screen: the calls to action end short of it", {
    tag: "@mobile-only",
  }, async ({ page, gotoHydrated }) => {
    const launcher = page.locator('[data-slot="chat-launcher"]');
    for (const size of [
      { width: 375, height: 667 },
      { width: 390, height: 664 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(size);
      for (const path of ["/", "/services/revenue-growth-ai-system", "/services/operational-intelligence-ai-system"]) {
        await gotoHydrated(path);
        // Two painted frames: the observer has reported what lies under the corner.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expect(launcher, `${size.width} × ${size.height} ${path}`).not.toHaveAttribute("data-aside");
        await expect(launcher).toBeInViewport();
        expect(await controlsUnderLauncher(page)).toEqual([]);
      }
    }
  });

  test("lies over none of the text of a composed first screen: the flagship's form, the booking card, the demo's poster", {
    tag: "@mobile-only",
  }, async ({ page, gotoHydrated }) => {
    const launcher = page.locator('[data-slot="chat-launcher"]');
    // Each block reaches the launcher's corner at that size; its text ends short of the launcher's column.
    for (const { size, path, block } of [
      { size: { width: 390, height: 844 }, path: "/services/aiva-lead-os", block: '[data-slot="assessment-form"]' },
      { size: { width: 360, height: 740 }, path: "/schedule", block: "#book" },
      { size: { width: 360, height: 740 }, path: "/demo", block: ".demo-poster" },
    ]) {
      await page.setViewportSize(size);
      await gotoHydrated(path);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const where = `${size.width} × ${size.height} ${path}`;
      await expect(launcher, where).toBeInViewport();
      const { reaches, covered } = await page.evaluate((selector) => {
        const corner = document.querySelector('[data-slot="chat-launcher"]')!.getBoundingClientRect();
        const root = document.querySelector(selector)!;
        const box = root.getBoundingClientRect();
        const meets = (r: DOMRect) =>
          r.left < corner.right && r.right > corner.left && r.top < corner.bottom && r.bottom > corner.top;
        const text: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode;
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some(meets)) text.push(node.textContent.trim().slice(0, 40));
        }
        return { reaches: meets(box), covered: text };
      }, block);
      expect(reaches, `${where}: the block lies across the launcher's corner`).toBe(true);
      expect(covered, where).toEqual([]);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // On phones (390 × 844; the shorter screens of 390 × 664, 375 × 667 and 360 × 740, where the heroes' calls to
    // action end short of the corner; the taller 412 × 915 and 414 × 896, where a form's field opens under the corner
    // and the launcher steps aside while the form is in view), a small tablet (640 × 900), a tablet upright and on
    // its side (768 × 1024, 1024 × 768: the forms' fields end short of the corner), a laptop (1280 × 800: an article's table of contents and the 404 page's cards end
    // short of the corner) and a wide screen (1440 × 900).
    test("lies over no control when a page opens, on every page, before any script could move it", async ({
      page,
      allowConsoleError,
    }, testInfo) => {
      const phone = page.viewportSize();
      const sizes =
        testInfo.project.name === "desktop"
          ? [
              { width: 640, height: 900 },
              { width: 768, height: 1024 },
              { width: 1024, height: 768 },
              { width: 1280, height: 800 },
              { width: 1440, height: 900 },
            ]
          : [
              phone,
              { width: 390, height: 664 },
              { width: 375, height: 667 },
              { width: 360, height: 740 },
              { width: 412, height: 915 },
              { width: 414, height: 896 },
            ];
      test.setTimeout(300_000);
      allowConsoleError(/status of 404 .*\/nope/);
      const covered: string[] = [];
      // Without scripts a page's layout is its style sheet's alone, so one load per page serves every size:
      // resizing lays it out again exactly as opening it at that size would.
      for (const path of everyPage) {
        await page.goto(path);
        for (const size of sizes) {
          if (size) await page.setViewportSize(size);
          for (const text of await controlsUnderLauncherOnceSettled(page))
            covered.push(`${size?.width ?? "?"} × ${size?.height ?? "?"} ${path}: ${text}`);
        }
      }
      expect(everyPage.length).toBeGreaterThan(20);
      expect(covered).toEqual([]);
    });

    test("steps aside while a form field has the focus and comes back", { tag: "@mobile-only" }, async ({ page }) => {
      await page.goto("/contact");
      const launcher = await expectStepAsideOnFocus(page);
      await expect(launcher).toHaveAttribute("href", "/chat");
    });

    test("steps aside while a form is in view, and is back in its corner once the form has scrolled away", {
      tag: "@mobile-only",
    }, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 915 });
      const launcher = page.locator('[data-slot="chat-launcher"]');
      for (const path of ["/contact", "/services/aiva-lead-os"]) {
        await page.goto(path);
        await page.locator("main form").first().scrollIntoViewIfNeeded();
        await expect(launcher, path).not.toBeInViewport();
        // Still reachable by keyboard: focused, it shows.
        await launcher.focus();
        await expect(launcher, path).toBeInViewport();
        await launcher.blur();
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
        await expect(launcher, path).toBeInViewport();
      }
      // A page without a form keeps it in its corner all the way down.
      await page.goto("/");
      await expect(launcher).toBeInViewport();
    });
  });
});

test.describe("the chat launcher on a wide screen", () => {
  test("stays in its corner while the visitor reads down a page", { tag: "@desktop-only" }, async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/resources/speed-to-lead");
    const launcher = page.locator('[data-slot="chat-launcher"]');
    for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expect(launcher).not.toHaveAttribute("data-reading");
  });
});
