import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { searchEntries } from "../../app/content/pages";
import { expect, test } from "./fixtures";

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("header", () => {
  test("is fixed, 64 px below 768 px and 80 px from 768 px, and the logo links home", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    const header = page.locator("header").first();
    const box = await header.boundingBox();
    expect(box?.height).toBe(isMobile(page) ? 64 : 80);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await page.getByRole("link", { name: "AIVA home" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("nothing sits under the fixed header: /#faq-style anchors and the page top clear it", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    const headerBottom = (await page.locator("header").first().boundingBox())?.height ?? 0;
    const h1 = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(h1?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
    const padding = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
    expect(Number.parseFloat(padding)).toBeGreaterThanOrEqual(headerBottom);
  });
});

test.describe("desktop navigation", { tag: "@desktop-only" }, () => {
  test("marks the active item as the current page", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Contact" })).not.toHaveAttribute("aria-current", "page");
    await gotoHydrated("/services/customer-experience-ai-system");
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-current", "page");
  });

  test("Services opens an 800 px menu instead of navigating; click toggles", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page).toHaveURL(/\/about$/);
    const menu = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.width).toBe(800);
    await expect(menu.getByRole("heading", { name: "Custom AI Systems" })).toBeVisible();
    await expect(menu.getByRole("heading", { name: "Signature AI Systems" })).toBeVisible();
    for (const name of [
      "Revenue Growth AI System",
      "Customer Experience AI System",
      "Operational Intelligence AI System",
    ]) {
      await expect(menu.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: /AIVA Lead OS/ })).toHaveAttribute("href", "/services/aiva-lead-os");
    await expectNoAxeViolations(page);
    await button.click();
    await expect(menu).toBeHidden();
  });

  test("Enter and Space toggle it, arrows move through links, Escape closes and returns focus", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: /Revenue Growth AI System/ }).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Customer Experience AI System/ }).first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("link", { name: /AIVA Lead OS/ }).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Revenue Growth AI System/ }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("closes on a click outside and when a link is chosen", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await button.click();
    await page.mouse.click(20, 760);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await page
      .getByRole("link", { name: /Operational Intelligence AI System/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services\/operational-intelligence-ai-system$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu", { tag: "@mobile-only" }, () => {
  test("opens full screen from the right, traps focus, expands Services, and closes on a link", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // Services is a <details> disclosure: it expands without JavaScript too.
    const services = dialog.locator("details").filter({ has: page.getByText("Services", { exact: true }) });
    await expect(services).not.toHaveAttribute("open");
    await services.getByText("Services", { exact: true }).click();
    await expect(services).toHaveAttribute("open");
    await expect(dialog.getByRole("heading", { name: "Core Automation" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Complete Programs" })).toBeVisible();
    const submenu = dialog.locator("[data-slot=mobile-services]");
    expect(await submenu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("800px");
    await expectNoAxeViolations(page);

    for (let i = 0; i < 20; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog.getByRole("link", { name: /Customer Experience AI System/ }).click();
    await expect(page).toHaveURL(/\/services\/customer-experience-ai-system$/);
    await expect(dialog).toBeHidden();
  });

  test("Escape and the close button close it and focus returns to the menu button", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe("footer", () => {
  test("has the four columns, the legal links, the social link in a new tab and the year", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    const footer = page.locator("footer");
    for (const column of ["Company", "Services", "Solutions", "Legal"]) {
      await expect(footer.getByRole("navigation", { name: `Footer: ${column}` })).toBeAttached();
    }
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(footer.getByRole("link", { name: "AIVA Lead OS", exact: true })).toHaveAttribute(
      "href",
      "/services/aiva-lead-os",
    );
    await expect(footer).not.toContainText("Lead OS Lead Engine");
    const social = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("All rights reserved.");
    await expect(footer).toContainText("automation infrastructure");
  });
});

test.describe("breadcrumb", () => {
  test("shows Home › Services › page, with Services and the current page not links", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/services/aiva-lead-os");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Services", "AIVA Lead OS"]);
    await expect(crumbs.getByRole("link")).toHaveText(["Home"]);
    await expect(crumbs.getByText("AIVA Lead OS")).toHaveAttribute("aria-current", "page");
  });

  test("is absent on the home page", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  });

  test("fades in after 100 ms, and at once for reduced motion", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    const nav = page.getByRole("navigation", { name: "Breadcrumb" });
    const animation = await nav.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, delay: style.animationDelay };
    });
    expect(animation).toEqual({ name: "fade-up", delay: "0.1s" });

    // Reduced motion: no animation (a delayed one with `both` fill would hold it at opacity 0 for 100 ms), so it
    // is at full opacity from the very first frame. Read once, without retrying.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => {
      const w = window as unknown as { __breadcrumbAtFirstPaint?: { opacity: string; animation: string } };
      // The first frame in which the bar exists with the stylesheet applied (its padding comes from the CSS).
      const sample = (frames: number) => {
        const el = document.querySelector<HTMLElement>('[data-slot="breadcrumbs"]');
        const style = el ? getComputedStyle(el) : null;
        if (style && Number.parseFloat(style.paddingTop) > 0) {
          w.__breadcrumbAtFirstPaint = { opacity: style.opacity, animation: style.animationName };
        } else if (frames < 600) requestAnimationFrame(() => sample(frames + 1));
      };
      requestAnimationFrame(() => sample(0));
    });
    await gotoHydrated("/contact");
    const first = await page.evaluate(
      () => (window as unknown as { __breadcrumbAtFirstPaint?: unknown }).__breadcrumbAtFirstPaint,
    );
    expect(first).toEqual({ opacity: "1", animation: "none" });
    const now = await nav.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, opacity: style.opacity, running: el.getAnimations().length };
    });
    expect(now).toEqual({ name: "none", opacity: "1", running: 0 });
  });
});

test.describe("breadcrumb JSON-LD in the pre-rendered HTML (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  type ListItem = { "@type": string; position: number; name: string; item?: string };

  /** Every JSON-LD object of the page (arrays and @graph flattened). */
  async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks
      .map((text) => JSON.parse(text) as unknown)
      .flatMap((data) => (Array.isArray(data) ? data : [data]))
      .flatMap((data) => {
        const graph = (data as { "@graph"?: unknown[] })["@graph"];
        return Array.isArray(graph) ? (graph as Record<string, unknown>[]) : [data as Record<string, unknown>];
      });
  }

  for (const { path, expected } of [
    {
      path: "/services/customer-experience-ai-system",
      expected: [
        { name: "Home", path: "/" },
        // Not a link in the visible trail, so no URL here either.
        { name: "Services", path: null },
        { name: "Customer Experience AI System", path: "/services/customer-experience-ai-system" },
      ],
    },
    {
      path: "/about",
      expected: [
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ],
    },
    {
      path: "/terms-of-service",
      expected: [
        { name: "Home", path: "/" },
        { name: "Terms Of Service", path: "/terms-of-service" },
      ],
    },
  ]) {
    test(`${path}: a BreadcrumbList that matches the visible trail, with absolute URLs`, async ({ page }) => {
      await page.goto(path);
      // Absolute URLs use the build's SITE_URL, the same origin as the canonical link.
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
      const origin = new URL(canonical).origin;
      expect(origin).toMatch(/^https?:\/\//);

      const lists = (await jsonLd(page)).filter((data) => data["@type"] === "BreadcrumbList");
      expect(lists).toHaveLength(1);
      expect(lists[0]?.["@context"]).toBe("https://schema.org");
      const items = lists[0]?.itemListElement as ListItem[];
      // Every item has a URL (search engines require one on all but the last): crumbs without a
      // page of their own ('Services') are visible but not in the structured trail.
      expect(items).toEqual(
        expected
          .filter((crumb) => crumb.path !== null)
          .map((crumb, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: crumb.name,
            item: `${origin}${crumb.path}`,
          })),
      );

      // The same trail is visible: same names in the same order; every linked crumb's URL is its JSON-LD item.
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("listitem")).toHaveText(expected.map((c) => c.name));
      const links = crumbs.getByRole("link");
      for (let i = 0; i < (await links.count()); i++) {
        const href = (await links.nth(i).getAttribute("href")) ?? "";
        const name = (await links.nth(i).textContent()) ?? "";
        expect(items.find((item) => item.name === name)?.item).toBe(new URL(href, origin).href);
      }
      await expect(crumbs.getByText(expected.at(-1)?.name ?? "", { exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  }

  test("the home page has no BreadcrumbList", async ({ page }) => {
    await page.goto("/");
    expect((await jsonLd(page)).filter((data) => data["@type"] === "BreadcrumbList")).toEqual([]);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  });
});

test.describe("search dialog", () => {
  test("opens with Ctrl+K and Meta+K, focuses the input, shows the first 5 entries, Esc closes", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    for (const shortcut of ["Control+k", "Meta+k"]) {
      await page.keyboard.press(shortcut);
      const input = page.getByRole("combobox", { name: "Search the site" });
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute("placeholder", "Search services, solutions, or pages...");
      await expect(page.getByRole("option")).toHaveCount(5);
      await expect(page.getByRole("option").first()).toContainText(searchEntries[0]?.title ?? "");
      await page.keyboard.press("Escape");
      await expect(input).toBeHidden();
    }
  });

  test("the header button opens it too (touch users have no Ctrl+K)", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    // A link to /search in the HTML (ADR 030), a button that opens the dialog once hydrated.
    await expect(page.locator("header a[href='/search']")).toHaveAttribute("role", "button");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("combobox", { name: "Search the site" })).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
    await expectNoAxeViolations(page);
  });

  test("filters case-insensitively and shows the no-result texts", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox", { name: "Search the site" });
    await input.fill("COMPANY");
    await expect(page.getByRole("option")).toHaveCount(1);
    await expect(page.getByRole("option")).toContainText("About");
    await input.fill("zzz");
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByRole("dialog").getByText('No results found for "zzz"').first()).toBeVisible();
    await expect(page.getByText("Try searching for services, solutions, or company information")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText('No results found for "zzz"');
  });

  test("arrows move, Enter navigates, closes and clears the query", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox", { name: "Search the site" });
    await input.fill("system");
    await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
    const id = await page.getByRole("option").nth(1).getAttribute("id");
    await expect(input).toHaveAttribute("aria-activedescendant", id ?? "");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/customer-experience-ai-system$/);
    await expect(input).toBeHidden();
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("combobox", { name: "Search the site" })).toHaveValue("");
  });

  test("clicking a result navigates", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search the site" }).fill("contact");
    await page.getByRole("option", { name: /Contact Us/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("navigation behaviour", () => {
  test("a skip link jumps to the main content", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("scrolls to the top and focuses the new page's heading after a route change", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("in-app navigation to a legacy path never leaves the legacy entry in history and sets the target's meta", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    const before = await page.evaluate(() => history.length);
    // A client-side navigation through the router (not a document load).
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(p: string): void } }
      ).__reactRouterDataRouter.navigate("/sales-automation"),
    );
    await expect(page).toHaveURL(/\/services\/revenue-growth-ai-system$/);
    await expect(page).toHaveTitle(/Revenue Growth AI System/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/services\/revenue-growth-ai-system$/,
    );
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a direct request to a legacy path lands on the new page", async ({ page, gotoHydrated }) => {
    const response = await gotoHydrated("/customer-support-automation");
    await expect(page).toHaveURL(/\/services\/customer-experience-ai-system$/);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/customer-support-automation$/);
  });
});

test.describe("not found", () => {
  test("answers 404 with the cards, the Lead OS promo, e-mail and phone, and logs the path", async ({
    page,
    gotoHydrated,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 404/);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    const response = await gotoHydrated("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    // The trail names the page, not the missing address's words ("No", "Such", "Page").
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Page not found",
    ]);
    const main = page.locator("main");
    const cards = main.getByRole("list").filter({ has: page.getByRole("link", { name: /^Schedule/ }) });
    await expect(cards.getByRole("link")).toHaveCount(4);
    await expect(cards.getByRole("link", { name: /^Home/ })).toHaveAttribute("href", "/");
    await expect(cards.getByRole("link", { name: /^Services/ })).toHaveAttribute(
      "href",
      "/services/revenue-growth-ai-system",
    );
    await expect(cards.getByRole("link", { name: /^Schedule/ })).toHaveAttribute("href", "/schedule");
    await expect(cards.getByRole("link", { name: /^Contact/ })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: /Discover AIVA Lead OS/ })).toHaveAttribute(
      "href",
      "/services/aiva-lead-os",
    );
    await expect(main.getByRole("link", { name: /^Email/ })).toHaveAttribute("href", /^mailto:/);
    await expect(main.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:/);
    expect(warnings.some((w) => w.includes("/no/such/page"))).toBe(true);
  });

  test("a client-side navigation to a file path becomes a real request (plain 404, no loop)", async ({
    page,
    gotoHydrated,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 404/);
    await gotoHydrated("/about");
    const response = page.waitForResponse((r) => r.url().endsWith("/report.pdf") && r.request().isNavigationRequest());
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(p: string): void } }
      ).__reactRouterDataRouter.navigate("/report.pdf"),
    );
    expect((await response).status()).toBe(404);
    await expect(page.locator("body")).toHaveText("Not Found");
  });
});

/**
 * Lets a test click mailto:/tel: links without leaving the page: a window-level listener (it runs after React's
 * handlers) cancels the navigation to the mail client.
 */
async function stayOnMailtoLinks(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener("click", (event) => {
      const link = (event.target as Element | null)?.closest?.("a");
      if (link && /^(mailto|tel):/.test(link.href)) event.preventDefault();
    });
  });
}

/** Fake clock, paused: page timers (Sonner's auto-close among them) move only with runFor. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
}

/**
 * On /schedule (clock frozen), Email Us shows the 'Email client opened' success toast. Time is moved on in 50 ms
 * steps until it is there, so when this returns its 3000 ms auto-close timer has run for less than 50 ms.
 */
async function showEmailToast(page: Page, gotoHydrated: (path: string) => Promise<unknown>) {
  await stayOnMailtoLinks(page);
  await freezeClock(page);
  await gotoHydrated("/schedule");
  await page.getByRole("link", { name: /^Email Us/ }).click();
  // Away from the toasts: hovering them would pause their timers.
  await page.mouse.move(2, 2);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Email client opened" });
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(toast).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 30_000 });
  await entranceDone(toast);
  return toast;
}

/** Waits (in real time: CSS transitions do not follow the fake clock) until the toast has slid into place. */
async function entranceDone(toast: Locator) {
  await expect
    .poll(() =>
      toast.evaluate(async (el) => {
        const animations = el.getAnimations({ subtree: true });
        await Promise.all(animations.map((a) => a.finished.catch(() => undefined)));
        return animations.length;
      }),
    )
    .toBe(0);
}

/** The element at the chat launcher's centre (and four points around it) is the launcher or inside it. */
async function expectLauncherUncovered(page: Page) {
  const launcher = page.locator('[data-slot="chat-launcher"]');
  await expect(launcher).toBeVisible();
  const hits = await launcher.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.3, 0.3],
      [0.7, 0.3],
      [0.3, 0.7],
      [0.7, 0.7],
    ] as const;
    return points.map(([fx, fy]) => {
      const at = document.elementFromPoint(r.x + r.width * fx, r.y + r.height * fy);
      return at && el.contains(at) ? "launcher" : (at?.outerHTML.slice(0, 120) ?? "nothing");
    });
  });
  expect(hits).toEqual(["launcher", "launcher", "launcher", "launcher", "launcher"]);
}

test.describe("toasts (SPEC 8, 9)", () => {
  test("bottom-right in a region labelled Notifications; Alt+T moves focus into it; the close button dismisses", async ({
    page,
    gotoHydrated,
  }) => {
    const toast = await showEmailToast(page, gotoHydrated);
    await expect(toast).toContainText("Your default email client should now be open with a pre-filled message.");
    const region = page.getByRole("region", { name: /^Notifications\b/ });
    await expect(region).toHaveCount(1);
    expect(await region.evaluate((el, t) => el.contains(t), await toast.elementHandle())).toBe(true);
    const list = region.locator("[data-sonner-toaster]");
    await expect(list).toHaveAttribute("data-x-position", "right");
    await expect(list).toHaveAttribute("data-y-position", "bottom");
    await expect(toast).toHaveAttribute("data-type", "success");

    // Bottom-right, above the chat button that owns the corner.
    const viewport = page.viewportSize();
    const box = await toast.boundingBox();
    const launcher = await page.locator('[data-slot="chat-launcher"]').boundingBox();
    if (!viewport || !box || !launcher) throw new Error("no layout");
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(isMobile(page) ? 16 : 24);
    expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2 - 1);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(launcher.y);

    // Alt+T: focus moves into the toast region (from the link that was clicked).
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    await page.keyboard.press("Alt+t");
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // From there the keyboard reaches the toast's close button, which dismisses it.
    const close = toast.getByRole("button", { name: "Close toast" });
    for (let i = 0; i < 5 && !(await close.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await page.clock.runFor(500);
    await expect(toast).toHaveCount(0);

    // The mouse does the same.
    await page.getByRole("link", { name: /^Email Us/ }).click();
    await page.mouse.move(2, 2);
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(toast).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 30_000 });
    await entranceDone(toast);
    await toast.getByRole("button", { name: "Close toast" }).click();
    await page.clock.runFor(500);
    await expect(toast).toHaveCount(0);
  });

  test("a success toast stays 3000 ms: still there just before, gone after", async ({ page, gotoHydrated }) => {
    const toast = await showEmailToast(page, gotoHydrated);
    // Its timer has run < 50 ms: at < 2950 ms it is still shown.
    await page.clock.runFor(2_900);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-removed", "false");
    // Now past 3000 ms: it leaves (a 200 ms exit), then is gone.
    await page.clock.runFor(150);
    await expect(toast).toHaveAttribute("data-removed", "true");
    await page.clock.runFor(400);
    await expect(toast).toHaveCount(0);
  });
});

test.describe("fixed header and chat button never cover content", () => {
  test("opening /#faq puts the FAQ heading at or below the fixed header's bottom", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/#faq");
    const target = page.locator("#faq");
    const heading = target.getByRole("heading", { level: 2 });
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const header = page.locator("header").first();
    // At or below the header's bottom, and right there (not further down the page). Polled: the section may still
    // be settling (fonts, its reveal).
    const gap = async () => {
      const h = await header.boundingBox();
      const f = await heading.boundingBox();
      const t = await target.boundingBox();
      if (!h || !f || !t) return { heading: Number.NaN, anchor: Number.NaN };
      const headerBottom = h.y + h.height;
      return { heading: Math.round(f.y - headerBottom), anchor: Math.round(t.y - headerBottom) };
    };
    await expect.poll(async () => (await gap()).heading).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await gap()).heading).toBeLessThan(200);
    const settled = await gap();
    expect(settled.heading).toBeGreaterThanOrEqual(0);
    // The anchor's own top clears the header too (scroll-padding), not only the heading inside its padding.
    expect(settled.anchor).toBeGreaterThanOrEqual(0);
  });

  for (const path of ["/", "/about", "/services/aiva-lead-os", "/contact"]) {
    test(`nothing covers the chat button at the bottom of ${path} (the footer)`, async ({ page, gotoHydrated }) => {
      await gotoHydrated(path);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" as ScrollBehavior }),
      );
      await expect
        .poll(() => page.evaluate(() => window.innerHeight + window.scrollY))
        .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
      await expect(page.locator("footer")).toBeInViewport();
      await expectLauncherUncovered(page);
    });
  }

  test("nothing covers the chat button while a toast is shown", async ({ page, gotoHydrated }) => {
    const toast = await showEmailToast(page, gotoHydrated);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" as ScrollBehavior }),
    );
    await expect(page.locator("footer")).toBeInViewport();
    await expect(toast).toBeVisible();
    await expectLauncherUncovered(page);
  });

  test("a toast never passes over the chat button, not even while it slides in", async ({ page, gotoHydrated }) => {
    await stayOnMailtoLinks(page);
    await gotoHydrated("/schedule");
    // The link in view, and a short scroll up: on a phone the launcher steps aside while the visitor reads down
    // the page (ADR 054) and is back in its corner once they scroll up.
    const emailUs = page.getByRole("link", { name: /^Email Us/ });
    await emailUs.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -40);
    const launcher = page.locator('[data-slot="chat-launcher"]');
    await expect(launcher).not.toHaveAttribute("data-reading");
    await expect(launcher).toBeInViewport({ ratio: 1 });
    await page.waitForTimeout(300);
    // Slowed twentyfold, so the 400 ms slide is still running when it is sampled below.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.05 });
    await emailUs.click();
    await page.mouse.move(2, 2);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Email client opened" });
    await expect(toast).toHaveAttribute("data-mounted", "true");
    // Every frame of the entrance, paused in turn: the launcher's centre and four points around it
    // must be the launcher, never the toast sliding past.
    const sampled = await toast.evaluate((el) => {
      const animations = el.getAnimations();
      const launcher = document.querySelector('[data-slot="chat-launcher"]') as Element;
      const r = launcher.getBoundingClientRect();
      const covered: string[] = [];
      for (const animation of animations) animation.pause();
      for (let step = 0; step <= 20; step++) {
        for (const animation of animations) {
          const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
          animation.currentTime = (duration * step) / 20;
        }
        for (const [fx, fy] of [
          [0.5, 0.5],
          [0.3, 0.3],
          [0.7, 0.3],
          [0.3, 0.7],
          [0.7, 0.7],
        ] as const) {
          const at = document.elementFromPoint(r.x + r.width * fx, r.y + r.height * fy);
          if (!at || !launcher.contains(at)) covered.push(`step ${step}: ${at?.outerHTML.slice(0, 80) ?? "nothing"}`);
        }
      }
      for (const animation of animations) animation.play();
      return { animations: animations.length, covered };
    });
    expect(sampled.animations, "the toast's entrance transitions").toBeGreaterThan(0);
    expect(sampled.covered).toEqual([]);
  });
});
