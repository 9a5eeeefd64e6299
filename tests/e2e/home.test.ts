import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { truncate } from "../../app/components/home/challenge-tabs-state";
import {
  challenges,
  clientLogos,
  coreSystems,
  homeFaq,
  homeHero,
  platforms,
  processSteps,
  successStories,
  trustStats,
} from "../../app/content/home";
import { getPage } from "../../app/content/pages";
import { expect, test } from "./fixtures";

/** Fake clock, paused: time moves only with runFor. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
}

/** Scrolls a section into view. */
async function showSection(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * Scrolls `target` into view and waits until its scroll-reveal (if any) has finished moving, so a click lands on
 * it. Not for tests on a paused clock.
 */
async function settle(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(async (el) => {
    const reveal = el.closest<HTMLElement>('[data-slot="reveal"]');
    if (!reveal) return;
    for (let i = 0; i < 60 && reveal.dataset.reveal === "hidden"; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await Promise.all(reveal.getAnimations().map((animation) => animation.finished));
  });
}

/** axe on the page, or only on `include` (e.g. an open dialog). */
async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A real touch swipe (touchstart → touchmove… → touchend) through the DevTools protocol. */
async function swipe(page: Page, target: Locator, dx: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("swipe target has no box");
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  const y = Math.min(box.y + 60, viewport.height - 20);
  const x0 = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x0 + (dx * i) / 5, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("pre-rendered home, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("carries the h1, every section, the FAQ and its FAQPage JSON-LD", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("home").heading);
    for (const title of [
      "Growth shouldn't mean more busywork",
      "Three bottlenecks. Three AI systems.",
      "Built on the tools you already trust",
      "AI that works like part of your team",
      "AI systems built around how your business makes money",
      "Win customers, keep them, run the business",
      "A proven 4-step methodology",
      "Four layers, one dependable system",
      "What changes when the busywork runs itself",
      "Results our clients can measure",
      "Ready to give your team its time back?",
      "Frequently asked questions",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toHaveCount(1);
    }
    // Every panel, step and story is in the HTML, not only the visible ones (read as text: a compound kept on one
    // line is a span of its own in the markup).
    const text = (await page.evaluate(() => document.body.textContent)) ?? "";
    for (const item of challenges) expect(text).toContain(item.solution.title);
    for (const step of processSteps) expect(text).toContain(step.details[0]);
    for (const story of successStories) expect(text).toContain(story.clientName);
    await expect(page.locator("#faq details")).toHaveCount(5);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "FAQPage");
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(homeFaq.map((item) => item.question));
    expect(faq.mainEntity[0].acceptedAnswer.text).toBe(homeFaq[0].answer);
  });
});

test.describe("hero", () => {
  test("has the h1 of the registry and the three calls to action", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("home").heading);
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: homeHero.primaryCta.label })).toHaveAttribute("href", "/schedule");
    await expect(hero.getByRole("link", { name: homeHero.secondaryCta.label })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: homeHero.demoCta.label })).toHaveAttribute("href", homeHero.demoCta.to);
    await expect(hero.getByRole("img", { name: homeHero.visual.alt })).toBeVisible();
  });
  // The demo link and its dialog: tests/e2e/demo.test.ts.
});

test.describe("problem cards", () => {
  test("shows four problems", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const section = await showSection(page, "home-problems");
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(4);
  });
});

test.describe("challenge tabs, desktop", { tag: "@desktop-only" }, () => {
  const tabsOf = (page: Page) => page.getByRole("tablist", { name: "Business challenges" }).getByRole("tab");
  const expectActive = async (page: Page, index: number) => {
    const tabs = tabsOf(page);
    for (let i = 0; i < challenges.length; i++) {
      await expect(tabs.nth(i)).toHaveAttribute("aria-selected", String(i === index));
    }
    await expect(page.locator('[role="tabpanel"][data-state="active"]')).toHaveAttribute(
      "id",
      `challenge-panel-${challenges[index]!.id}`,
    );
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  };

  test.beforeEach(async ({ page, gotoHydrated }) => {
    await freezeClock(page);
    await gotoHydrated("/");
    await page.mouse.move(4, 4);
  });

  test("tablist semantics, full descriptions (≤ 120 characters) and the first item active", async ({ page }) => {
    const section = await showSection(page, "home-challenges");
    const tabs = tabsOf(page);
    await expect(tabs).toHaveCount(3);
    await expect(page.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await expectActive(page, 0);
    await expect(tabs.nth(0)).toHaveAttribute("tabindex", "0");
    await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
    const panel = page.getByRole("tabpanel", { name: challenges[0].challenge.title });
    await expect(panel.getByRole("heading", { name: challenges[0].solution.title })).toBeVisible();
    await expect(panel.getByRole("img", { name: challenges[0].challenge.alt })).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveText([...challenges[0].solution.benefits]);
    for (const [i, item] of challenges.entries()) {
      await expect(tabs.nth(i)).toContainText(truncate(item.challenge.description, 120));
    }
    await expect(section).toHaveAttribute("data-autoplay", "on");
  });

  test("autoplay advances every 6 s and wraps around", async ({ page }) => {
    test.slow();
    const section = await showSection(page, "home-challenges");
    for (const next of [1, 2, 0]) {
      await expect(section).toHaveAttribute("data-autoplay", "on");
      await page.clock.runFor(5_900);
      await expectActive(page, (next + 2) % 3);
      await page.clock.runFor(200);
      await expectActive(page, next);
    }
  });

  test("a click pauses autoplay; it resumes 10 s later and advances 6 s after that", async ({ page }) => {
    const section = await showSection(page, "home-challenges");
    await tabsOf(page).nth(2).click();
    await page.mouse.move(4, 4);
    await expectActive(page, 2);
    await expect(section).toHaveAttribute("data-resume", "pending");
    await expect(section).not.toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(9_900);
    await expect(section).not.toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(100);
    await expect(section).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(5_900);
    await expectActive(page, 2);
    await page.clock.runFor(200);
    await expectActive(page, 0);
  });

  test("hovering the tabs pauses, leaving resumes; hovering a card activates it", async ({ page }) => {
    const section = await showSection(page, "home-challenges");
    await tabsOf(page).nth(1).hover();
    await expectActive(page, 1);
    await expect(section).not.toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(30_000);
    await expectActive(page, 1);
    await page.mouse.move(4, 4);
    await expect(section).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(5_900);
    await expectActive(page, 1);
    await page.clock.runFor(200);
    await expectActive(page, 2);
  });

  test("arrow keys, Home and End move the selection and focus (roving tabindex)", async ({ page }) => {
    await showSection(page, "home-challenges");
    const tabs = tabsOf(page);
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await expectActive(page, 1);
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expectActive(page, 2);
    await page.keyboard.press("ArrowDown");
    await expectActive(page, 0);
    await page.keyboard.press("ArrowUp");
    await expectActive(page, 2);
    await page.keyboard.press("Home");
    await expectActive(page, 0);
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("timers stop while the section is off-screen and while the page is hidden", async ({ page }) => {
    test.slow();
    const section = await showSection(page, "home-challenges");
    await expect(section).toHaveAttribute("data-autoplay", "on");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(section).not.toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(30_000);
    await expectActive(page, 0);

    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-autoplay", "on");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(section).not.toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(30_000);
    await expectActive(page, 0);
    await page.evaluate(() => {
      delete (document as { visibilityState?: string }).visibilityState;
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(section).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(6_100);
    await expectActive(page, 1);
  });

  test("the pause button stops autoplay until it is pressed again", async ({ page }) => {
    const section = await showSection(page, "home-challenges");
    const pause = section.getByRole("button", { name: "Pause autoplay" });
    await pause.click();
    await page.mouse.move(4, 4);
    await expect(section.getByRole("button", { name: "Play autoplay" })).toBeVisible();
    await page.clock.runFor(60_000);
    await expectActive(page, 0);
    await section.getByRole("button", { name: "Play autoplay" }).click();
    await page.mouse.move(4, 4);
    await expect(section).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(6_100);
    await expectActive(page, 1);
  });
});

test.describe("challenge tabs, mobile", { tag: "@mobile-only" }, () => {
  const cardsOf = (page: Page) => page.getByRole("group", { name: "Business challenges" }).getByRole("button");
  const expectOpen = async (page: Page, index: number | null) => {
    const cards = cardsOf(page);
    for (let i = 0; i < challenges.length; i++) {
      await expect(cards.nth(i)).toHaveAttribute("aria-expanded", String(i === index));
    }
  };

  test.beforeEach(async ({ page, gotoHydrated }) => {
    await freezeClock(page);
    await gotoHydrated("/");
  });

  test("tapping toggles an item; closing the open one leaves none active", async ({ page }) => {
    const section = await showSection(page, "home-challenges");
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expectOpen(page, 0);
    const cards = cardsOf(page);
    await cards.nth(0).tap();
    await expectOpen(page, null);
    await expect(section.getByText("Tap a challenge above")).toBeVisible();
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(0);
    await cards.nth(1).tap();
    await expectOpen(page, 1);
    await expect(section.getByRole("heading", { name: challenges[1].solution.title })).toBeVisible();
    await expect(section.getByText("Tap a challenge above")).toBeHidden();
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoAxeViolations(page, "#home-challenges");
  });

  test("previews are cut at 60 characters, the open card's at 80", async ({ page }) => {
    await showSection(page, "home-challenges");
    const cards = cardsOf(page);
    for (const [i, item] of challenges.entries()) {
      const max = i === 0 ? 80 : 60;
      const expected = truncate(item.challenge.description, max);
      expect(expected.length).toBeLessThanOrEqual(max);
      expect(expected.endsWith("…")).toBe(true);
      await expect(cards.nth(i)).toContainText(expected);
    }
  });

  test("autoplay advances every 10 s; a tap pauses it and it resumes 10 s later", async ({ page }) => {
    test.slow();
    const section = await showSection(page, "home-challenges");
    await expect(section).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(9_900);
    await expectOpen(page, 0);
    await page.clock.runFor(200);
    await expectOpen(page, 1);

    await cardsOf(page).nth(1).tap();
    await expectOpen(page, null);
    await expect(section).toHaveAttribute("data-resume", "pending");
    await page.clock.runFor(9_900);
    await expect(section).not.toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(100);
    await expect(section).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(9_900);
    await expectOpen(page, null);
    await page.clock.runFor(200);
    await expectOpen(page, 0);
  });
});

test.describe("technology platforms", () => {
  const track = (page: Page) => page.locator('[data-slot="marquee-track"]');
  const playState = (page: Page) => track(page).evaluate((el) => getComputedStyle(el).animationPlayState);

  test("12 logos with alt text, served by us; the duplicate track is hidden from assistive technology", async ({
    page,
    gotoHydrated,
    expectNoThirdParty,
  }) => {
    await gotoHydrated("/");
    const section = await showSection(page, "home-platforms");
    const list = section.getByRole("list", { name: "Platforms we build on" });
    await expect(list.getByRole("img")).toHaveCount(12);
    for (const platform of platforms) {
      const logo = list.getByRole("img", { name: platform.name, exact: true });
      await expect(logo).toHaveAttribute("src", platform.logoPath);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(list.getByRole("listitem")).toHaveText(platforms.map((p) => p.category));
    const duplicate = section.locator('[data-track="duplicate"]');
    await expect(duplicate).toHaveAttribute("aria-hidden", "true");
    await expect(duplicate.locator("img")).toHaveCount(12);
    for (const alt of await duplicate.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))) {
      expect(alt).toBe("");
    }
    expectNoThirdParty();
  });

  test("a phone fetches no logo while the first screen loads, and every logo of both tracks once the marquee nears", {
    tag: "@mobile-only",
  }, async ({ page, gotoHydrated }) => {
    const logoRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/logos/")) logoRequests.push(request.url());
    });
    await gotoHydrated("/");
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    expect(logoRequests).toEqual([]);
    await showSection(page, "home-platforms");
    // Both tracks, including the logos the marquee's overflow clips (lazy loading alone never starts those).
    const logos = page.locator('[data-slot="marquee-track"] img');
    await expect(logos).toHaveCount(24);
    await expect
      .poll(() => logos.evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).naturalWidth).length))
      .toBe(0);
    await expect(logos.first()).toHaveAttribute("loading", "eager");
  });

  // Hover needs a mouse.
  test("the marquee moves, pauses on hover and on focus, and the button stops it", { tag: "@desktop-only" }, async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    await page.mouse.move(4, 4);
    const section = await showSection(page, "home-platforms");
    await expect.poll(() => playState(page)).toBe("running");
    // Hover the marquee's frame (the moving track itself is never "stable" for Playwright).
    await page.locator('[data-slot="marquee"]').hover({ position: { x: 200, y: 40 } });
    await expect.poll(() => playState(page)).toBe("paused");
    await page.mouse.move(4, 4);
    await expect.poll(() => playState(page)).toBe("running");
    const pause = section.getByRole("button", { name: "Pause logo animation" });
    await pause.focus();
    await expect.poll(() => playState(page)).toBe("paused");
    await pause.blur();
    await expect.poll(() => playState(page)).toBe("running");
    await pause.click();
    await page.mouse.move(4, 4);
    await section.getByRole("button", { name: "Play logo animation" }).blur();
    await expect.poll(() => playState(page)).toBe("paused");
  });

  test("stands still, wrapped and without the duplicate, for reduced motion", async ({ page, gotoHydrated }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated("/");
    const section = await showSection(page, "home-platforms");
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(section.locator('[data-track="duplicate"]')).toBeHidden();
    await expect(section.getByRole("button", { name: "Pause logo animation" })).toBeHidden();
    // All twelve stay on screen, wrapped, instead of running off the side.
    const list = section.getByRole("list", { name: "Platforms we build on" });
    for (const platform of platforms) {
      await list.getByRole("img", { name: platform.name, exact: true }).scrollIntoViewIfNeeded();
      await expect(list.getByRole("img", { name: platform.name, exact: true })).toBeInViewport();
    }
  });

  test("a logo that fails to load falls back to its grey variant, then to a grey text tile", async ({
    page,
    gotoHydrated,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
    await page.route("**/logos/make.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.route("**/logos/grey/n8n.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.route("**/logos/n8n.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await gotoHydrated("/");
    const list = (await showSection(page, "home-platforms")).getByRole("list", {
      name: "Platforms we build on",
    });
    const make = list.getByRole("img", { name: "Make", exact: true });
    await expect(make).toHaveAttribute("src", "/logos/grey/make.svg");
    await expect(make).toHaveAttribute("data-logo-state", "grey");
    await expect.poll(() => make.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const n8n = list.getByRole("img", { name: "n8n", exact: true });
    await expect(n8n).toHaveAttribute("data-logo-state", "text");
    await expect(n8n).toHaveText("n8n");
    await expect(list.getByRole("img", { name: "Airtable", exact: true })).toHaveAttribute("data-logo-state", "colour");
  });

  test("'View All Integrations' lists all 12 by category; Escape closes it and focus returns", async ({
    page,
    gotoHydrated,
  }) => {
    test.slow();
    await gotoHydrated("/");
    const section = await showSection(page, "home-platforms");
    const button = section.getByRole("button", { name: "View All Integrations" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "All integrations" });
    await expect(dialog).toBeVisible();
    const categories = [...new Set(platforms.map((p) => p.category))];
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(categories);
    for (const category of categories) {
      const group = dialog.getByRole("region", { name: category, exact: true });
      const names = platforms.filter((p) => p.category === category).map((p) => p.name);
      await expect(group.getByRole("img")).toHaveCount(names.length);
      for (const name of names) await expect(group.getByRole("img", { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("server-rendered static sections", () => {
  test("hydration leaves their HTML untouched, reveal works, and their links navigate client-side", async ({
    page,
    gotoHydrated,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        for (const id of ["home-problems", "home-systems", "home-layers", "faq"]) {
          (document.getElementById(id) as HTMLElement & { __prerendered?: boolean }).__prerendered = true;
        }
      });
    });
    await gotoHydrated("/");
    for (const id of ["home-problems", "home-systems", "home-layers", "faq"]) {
      expect(
        await page.evaluate((sel) => (document.getElementById(sel) as { __prerendered?: boolean }).__prerendered, id),
        `#${id} is the pre-rendered element`,
      ).toBe(true);
    }
    // Below-the-fold reveal elements of the static HTML are hidden, then shown once scrolled to.
    const card = page.locator("#home-layers [data-slot='reveal']").first();
    await expect(card).toHaveAttribute("data-reveal", "hidden");
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-reveal", "shown");

    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const link = page.locator("#home-systems").getByRole("link", { name: coreSystems[0].linkText });
    await settle(link);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${coreSystems[0].linkPath}$`), { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Back on the home page by client-side navigation, the static sections come from the route data.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 2, name: "Four layers, one dependable system" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe("core systems", () => {
  test("four cards link to the four service pages", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const section = await showSection(page, "home-systems");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(coreSystems.map((c) => c.serviceName));
    for (const card of coreSystems) {
      await expect(section.getByRole("link", { name: card.linkText })).toHaveAttribute("href", card.linkPath);
      await expect(section.getByRole("img", { name: card.iconAlt })).toBeVisible();
    }
    await settle(section.getByRole("link", { name: coreSystems[1].linkText }));
    await section.getByRole("link", { name: coreSystems[1].linkText }).click();
    await expect(page).toHaveURL(new RegExp(`${coreSystems[1].linkPath}$`));
  });
});

test.describe("process explorer", () => {
  const progressOf = async (page: Page) => {
    const bar = page.locator('[data-slot="process-progress"]');
    const track = page.getByRole("progressbar", { name: "Methodology progress" });
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-slot="process-progress"]');
      return el ? el.getAnimations().length === 0 : false;
    });
    const [b, t] = await Promise.all([bar.boundingBox(), track.boundingBox()]);
    return Math.round(((b?.width ?? 0) / (t?.width ?? 1)) * 100) / 100;
  };
  const markers = (page: Page) => page.getByRole("list", { name: "Methodology steps" }).getByRole("button");
  const active = (section: Locator) => section.locator('section[data-state="active"]');

  test("Previous/Next, markers, check marks, progress (index + 1) / 4, counter, step 4's illustration", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    const section = await showSection(page, "home-process");
    const previous = section.getByRole("button", { name: "Previous" });
    const next = section.getByRole("button", { name: "Next" });
    const counter = section.locator('[data-slot="process-counter"]');

    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(counter).toHaveText("1 of 4");
    await expect(markers(page).nth(0)).toHaveAttribute("aria-current", "step");
    await expect(active(section).getByRole("heading", { level: 3 })).toHaveText(processSteps[0].title);
    expect(await progressOf(page)).toBe(0.25);

    await next.click();
    await expect(counter).toHaveText("2 of 4");
    await expect(previous).toBeEnabled();
    await expect(markers(page).nth(0)).toHaveAccessibleName(/\(completed\)/);
    await expect(markers(page).nth(1)).not.toHaveAccessibleName(/\(completed\)/);
    await expect(active(section).getByRole("heading", { level: 3 })).toHaveText(processSteps[1].title);
    expect(await progressOf(page)).toBe(0.5);

    await markers(page).nth(3).click();
    await expect(counter).toHaveText("4 of 4");
    await expect(next).toBeDisabled();
    await expect(markers(page).nth(3)).toHaveAttribute("aria-current", "step");
    for (const i of [0, 1, 2]) await expect(markers(page).nth(i)).toHaveAccessibleName(/\(completed\)/);
    // Step 4 ships its own illustration: the 'Coming Soon' placeholder is for a step that has none.
    await expect(section.getByText("Coming Soon", { exact: true })).toHaveCount(0);
    await expect
      .poll(() =>
        active(section)
          .locator('img[src="/illustrations/process-4.svg"]')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await progressOf(page)).toBe(1);
    // A disabled Next does nothing, from the keyboard either.
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(counter).toHaveText("4 of 4");

    await previous.click();
    await expect(counter).toHaveText("3 of 4");
    expect(await progressOf(page)).toBe(0.75);
    await markers(page).nth(0).click();
    await expect(counter).toHaveText("1 of 4");
    await expect(previous).toBeDisabled();
    for (const i of [1, 2, 3]) await expect(markers(page).nth(i)).not.toHaveAccessibleName(/\(completed\)/);
    await expect(section.locator('[data-slot="process-dots"] > span')).toHaveCount(4);
  });

  test("shows 'Loading...' until a step's illustration has loaded", async ({ page, gotoHydrated }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/illustrations/process-2.svg", async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated("/");
    const section = await showSection(page, "home-process");
    await section.getByRole("button", { name: "Next" }).click();
    const panel = section.locator('section[data-state="active"]');
    await expect(panel.getByText("Loading...")).toBeVisible();
    release();
    await expect(panel.getByText("Loading...")).toHaveCount(0);
    await expect
      .poll(() => panel.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Step 1's illustration was preloaded and shows no placeholder when we go back.
    await section.getByRole("button", { name: "Previous" }).click();
    await expect(section.locator('section[data-state="active"]').getByText("Loading...")).toHaveCount(0);
  });

  test("on touch screens a swipe over 50 px moves next/previous; a shorter one does nothing", {
    tag: "@mobile-only",
  }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const section = await showSection(page, "home-process");
    const panels = section.locator('[data-slot="process-panels"]');
    const counter = section.locator('[data-slot="process-counter"]');
    await expect(section.locator('[data-slot="process-dots"]')).toBeVisible();
    await swipe(page, panels, -120);
    await expect(counter).toHaveText("2 of 4");
    await swipe(page, panels, -120);
    await expect(counter).toHaveText("3 of 4");
    await swipe(page, panels, 120);
    await expect(counter).toHaveText("2 of 4");
    await swipe(page, panels, -40);
    await expect(counter).toHaveText("2 of 4");
    await swipe(page, panels, 40);
    await expect(counter).toHaveText("2 of 4");
  });
});

test.describe("layers and testimonial", () => {
  test("four layers and the testimonial card", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const layers = await showSection(page, "home-layers");
    await expect(layers.getByRole("heading", { level: 3 })).toHaveText([
      "Data Layer",
      "ML Models",
      "Agents & Orchestration",
      "Insights & Automation",
    ]);
    const testimonial = page.locator("#home-testimonial");
    await testimonial.scrollIntoViewIfNeeded();
    await expect(testimonial.locator("figcaption")).toContainText("Dana Whitfield");
    await expect(testimonial.locator("blockquote")).toContainText("15+ hours a week back");
  });
});

test.describe("client success carousel", () => {
  const slide = (page: Page, n: number) => page.getByRole("group", { name: `${n} of ${successStories.length}` });

  test("loops both ways; dots jump to a story; keyboard works", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const section = await showSection(page, "home-success");
    const next = section.getByRole("button", { name: "Next story" });
    const previous = section.getByRole("button", { name: "Previous story" });
    await expect(slide(page, 1)).toContainText(successStories[0].clientName);
    await expect(section.getByRole("group")).toHaveCount(1);

    await previous.click();
    await expect(slide(page, 4)).toContainText(successStories[3].clientName);
    await next.click();
    await expect(slide(page, 1)).toBeVisible();
    for (const n of [2, 3, 4, 1]) {
      await next.click();
      await expect(slide(page, n)).toContainText(successStories[n - 1]!.clientName);
    }
    await section.getByRole("button", { name: "Show story 3" }).click();
    await expect(slide(page, 3)).toBeVisible();
    await expect(section.getByRole("button", { name: "Show story 3" })).toHaveAttribute("aria-current", "true");

    await next.focus();
    await page.keyboard.press("Enter");
    await expect(slide(page, 4)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(slide(page, 1)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(slide(page, 4)).toBeVisible();
    await expect(slide(page, 4)).toBeInViewport();
  });

  test("swipes on touch screens, looping", { tag: "@mobile-only" }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const section = await showSection(page, "home-success");
    const viewport = section.locator(".touch-pan-y").first();
    await swipe(page, viewport, -120);
    await expect(slide(page, 2)).toBeVisible();
    await swipe(page, viewport, 120);
    await swipe(page, viewport, 120);
    await expect(slide(page, 4)).toBeVisible();
  });
});

test.describe("trust, closing call to action, FAQ", () => {
  test("statistics the site states elsewhere (247+, 15+, 90 days, 12+), six client tiles, and the closing call to action", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    const trust = await showSection(page, "home-trust");
    await expect(trust.locator('[data-slot="trust-stat"]')).toHaveText(["247+", "15+", "90 days", "12+"]);
    await expect(trust).not.toContainText("99");
    await expect(trust.locator("dt")).toHaveText(trustStats.map((s) => s.label));
    await expect(trust.locator('[data-slot="client-tile"]')).toHaveCount(6);
    await expect(trust.locator('[data-slot="client-tile"]')).toContainText(clientLogos.map((c) => c.name));
    const cta = page.getByRole("link", { name: "Start Your Automation Journey" });
    await expect(cta).toHaveAttribute("href", "/schedule");
    await settle(cta);
    await cta.click();
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test("FAQ at #faq: none open, one at a time, clicking the open one closes it, keyboard too", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/#faq");
    const faq = page.locator("#faq");
    await expect(faq).toBeInViewport();
    const items = faq.locator("details");
    await expect(items).toHaveCount(5);
    await expect(faq.locator("summary")).toHaveText(homeFaq.map((item) => item.question));
    await expect(faq.locator("details[open]")).toHaveCount(0);

    await faq.locator("summary").nth(0).click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await faq.locator("summary").nth(2).click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expect(faq.getByText(homeFaq[2].answer)).toBeVisible();
    await faq.locator("summary").nth(2).click();
    await expect(faq.locator("details[open]")).toHaveCount(0);

    await faq.locator("summary").nth(4).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(4)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });
});

test.describe("page quality", () => {
  test("axe finds nothing after scrolling", async ({ page, gotoHydrated }) => {
    test.slow();
    await gotoHydrated("/");
    await showSection(page, "home-process");
    await expectNoAxeViolations(page);
  });

  test("no layout shift while the page loads and scrolls (CLS ≤ 0.01)", async ({ page, gotoHydrated }) => {
    test.slow();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated("/");
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.01);
  });
});
