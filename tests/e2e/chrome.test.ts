import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
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

test.describe("desktop navigation", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop only");

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

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "mobile only");

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

    const services = dialog.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("heading", { name: "Core Automation" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Complete Programs" })).toBeVisible();
    const submenu = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
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
    await expect(footer.getByRole("link", { name: /Lead Engine/ })).toHaveAttribute("href", "/services/aiva-lead-os");
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
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated("/contact");
    expect(await nav.evaluate((el) => Number.parseFloat(getComputedStyle(el).animationDuration))).toBeLessThan(0.001);
    await expect(nav).toHaveCSS("opacity", "1");
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
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("combobox", { name: "Search the site" })).toBeFocused();
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
