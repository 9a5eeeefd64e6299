/**
 * The analytics hook with a tag present (SPEC 7.3, issue 25): a second build made with
 * GA_MEASUREMENT_ID=G-TEST123, served by its own server. Google's script is intercepted with `page.route`
 * and answered with an empty script, so nothing leaves the machine; the test reads what the site pushed
 * to `window.dataLayer`. Consent first: Consent Mode v2 starts denied, a banner asks, and Google's script
 * loads only after Accept. (The default build, with no tag, no banner and no request at all, is tested
 * here and in pages.test.ts.)
 *
 * The build is made once per Playwright run (a lock folder in the run's temporary folder, shared by the
 * workers) into `<BUILD_DIR>/analytics-ga`: inside the main build folder, so that its server bundle
 * resolves node_modules exactly as the main build does (and git and Biome ignore it). E2E_GA_BUILD_DIR
 * can point at a ready GA build instead.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { analyticsConsentCopy } from "../../app/content/analytics-consent";
import { getPage } from "../../app/content/pages";
import { CONSENT_STORAGE_KEY } from "../../app/lib/analytics";
import { repoRoot, startServer, type TestServer } from "../support/server";
import { expect, test } from "./fixtures";

const MEASUREMENT_ID = "G-TEST123";

function sleep(ms: number) {
  return new Promise((done) => setTimeout(done, ms));
}

function isGaBuild(dir: string): boolean {
  const info = join(dir, "build-info.json");
  return existsSync(info) && JSON.parse(readFileSync(info, "utf8")).analytics === true;
}

/** Builds the site with the measurement id once per run; other workers wait for it. */
async function gaBuildDir(): Promise<string> {
  const given = process.env.E2E_GA_BUILD_DIR;
  if (given) {
    if (!isGaBuild(given)) throw new Error(`E2E_GA_BUILD_DIR=${given} is not a build made with GA_MEASUREMENT_ID`);
    return given;
  }
  const runDir = process.env.AIVA_E2E_DATA_DIR;
  if (!runDir) throw new Error("AIVA_E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const dir = join(resolve(repoRoot, process.env.BUILD_DIR ?? "build"), "analytics-ga");
  const done = join(runDir, "ga-build.done");
  let mine = false;
  try {
    mkdirSync(join(runDir, "ga-build.lock"));
    mine = true;
  } catch {
    // another worker is building
  }
  if (mine) {
    const result = spawnSync("npm", ["run", "build"], {
      cwd: repoRoot,
      env: { ...process.env, BUILD_DIR: dir, GA_MEASUREMENT_ID: MEASUREMENT_ID },
      encoding: "utf8",
    });
    writeFileSync(done, result.status === 0 ? "ok" : `failed\n${result.stdout}\n${result.stderr}`);
  }
  for (let waited = 0; !existsSync(done); waited += 500) {
    if (waited > 240_000) throw new Error("timed out waiting for the GA build");
    await sleep(500);
  }
  const status = readFileSync(done, "utf8");
  if (status !== "ok") throw new Error(`GA build failed:\n${status}`);
  return dir;
}

let server: TestServer;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const dir = await gaBuildDir();
  // A first start initialises a new PGlite folder: on a busy machine that can take well over a minute.
  server = await startServer({ env: { BUILD_DIR: dir }, readyTimeoutMs: 180_000 });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Answers every Google request with an empty response, and records it. */
async function stubGoogle(page: Page) {
  const seen: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|google)\.com\//, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return seen;
}

type Call = unknown[];

/** `window.dataLayer` as plain arrays (gtag pushes `arguments` objects); Dates become ISO strings. */
async function dataLayer(page: Page): Promise<Call[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>).map((v) => (v instanceof Date ? v.toISOString() : v)),
    ),
  );
}

async function pageViews(page: Page) {
  return (await dataLayer(page)).filter((call) => call[0] === "event" && call[1] === "page_view").map((c) => c[2]);
}

async function waitHydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/**
 * The effects of what React last committed have run: two frames have been painted since (passive effects run
 * after the paint of their commit). An absence is then proven by this event, not by waiting a while: the consent
 * banner decides, and a page view is counted, in effects.
 */
async function effectsRun(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

function banner(page: Page) {
  return page.getByRole("region", { name: analyticsConsentCopy.title });
}

/** Records layout shifts (CLS entries without recent input) from the first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test("before Accept nothing reaches Google: Consent Mode v2 denied, no script; the banner is accessible and shifts nothing", async ({
  page,
}) => {
  const google = await stubGoogle(page);
  await recordLayoutShifts(page);
  await page.goto(`${server.url}/about`);
  await waitHydrated(page);

  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(1000);
  // The banner floats over the page: appearing after hydration, it moves nothing.
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.01);
  await expect(banner(page)).toContainText(analyticsConsentCopy.text);
  await expect(banner(page).getByRole("link", { name: analyticsConsentCopy.privacyLink.label })).toHaveAttribute(
    "href",
    analyticsConsentCopy.privacyLink.to,
  );
  // A client-side navigation before answering: still nothing.
  await page.getByRole("link", { name: "Start Your Automation Journey" }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Schedule");
  await effectsRun(page);
  expect(google).toEqual([]);
  expect(await dataLayer(page)).toEqual([["consent", "default", DENIED]]);
  await expect(page.locator(`script[src^="https://www.googletagmanager.com"]`)).toHaveCount(0);

  const results = await new AxeBuilder({ page })
    .include('[data-slot="analytics-consent"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  const whole = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(whole.violations.map((v) => v.id)).toEqual([]);
});

test("Accept by keyboard loads the Google tag (CSP allows it), sends the current page view, and every route change one more", async ({
  page,
}) => {
  const google = await stubGoogle(page);
  await page.goto(`${server.url}/about`);
  await waitHydrated(page);
  await expect(banner(page)).toBeVisible();

  // The banner comes right after the skip link in the tab order: its privacy link, then Accept.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: analyticsConsentCopy.privacyLink.label })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: analyticsConsentCopy.accept })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator("#main-content")).toBeFocused();

  await expect.poll(() => google).toContain(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`);
  const calls = await dataLayer(page);
  expect(calls[0]).toEqual(["consent", "default", DENIED]);
  expect(calls[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  expect(calls[2]?.[0]).toBe("js");
  expect(calls[3]).toEqual(["config", MEASUREMENT_ID, { send_page_view: false }]);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      {
        page_path: "/about",
        page_location: `${server.url}/about`,
        page_title: `${getPage("about").title} | AIVA`,
      },
    ]);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe("granted");

  // Client-side navigation: one more page view, with the new page's path and title.
  await page.getByRole("link", { name: "Start Your Automation Journey" }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect.poll(() => pageViews(page)).toHaveLength(2);
  expect((await pageViews(page))[1]).toEqual({
    page_path: "/schedule",
    page_location: `${server.url}/schedule`,
    page_title: `${getPage("schedule").title} | AIVA`,
  });

  // Back button: another route change, another page view.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(async () => (await pageViews(page)).map((v) => (v as { page_path: string }).page_path))
    .toEqual(["/about", "/schedule", "/about"]);
  // gtag.js was requested once only.
  expect(google.filter((url) => url.includes("/gtag/js"))).toHaveLength(1);

  // The answer is remembered: a new visit loads the tag at once, without asking.
  await page.reload();
  await waitHydrated(page);
  await expect.poll(() => google.filter((url) => url.includes("/gtag/js"))).toHaveLength(2);
  await expect(banner(page)).toHaveCount(0);
});

test("Decline keeps Google away, also after a reload; Analytics settings in the footer asks again", async ({
  page,
}) => {
  const google = await stubGoogle(page);
  await page.goto(`${server.url}/about`);
  await waitHydrated(page);
  await banner(page).getByRole("button", { name: analyticsConsentCopy.decline }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe("denied");

  await page.reload();
  await waitHydrated(page);
  await effectsRun(page);
  await expect(banner(page)).toHaveCount(0);
  expect(google).toEqual([]);
  expect(await dataLayer(page)).toEqual([["consent", "default", DENIED]]);

  // Changing one's mind: the footer button opens the banner with focus on its first button.
  await page.getByRole("button", { name: analyticsConsentCopy.settings }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: analyticsConsentCopy.accept })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => google).toContain(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`);
  await expect.poll(() => pageViews(page)).toHaveLength(1);
});

test("without GA_MEASUREMENT_ID: no banner, no settings button, no Google request", async ({
  page,
  gotoHydrated,
  expectNoThirdParty,
}) => {
  await gotoHydrated("/about");
  await effectsRun(page);
  await expect(page.locator('[data-slot="analytics-consent"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="analytics-settings"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expectNoThirdParty();
});

test("Email Us and Call Us send schedule_consultation with consultation_type and contact_method", async ({ page }) => {
  await stubGoogle(page);
  await page.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_STORAGE_KEY);
  await page.addInitScript(() => {
    window.addEventListener("click", (event) => {
      const link = (event.target as Element | null)?.closest?.("a");
      if (link && /^(mailto|tel):/.test(link.href)) event.preventDefault();
    });
  });
  await page.goto(`${server.url}/schedule`);
  await waitHydrated(page);

  const events = async () =>
    (await dataLayer(page)).filter((c) => c[0] === "event" && c[1] === "schedule_consultation");
  expect(await events()).toEqual([]);

  await page.getByRole("link", { name: /^Email Us/ }).click();
  await page.getByRole("button", { name: "Request Strategy Session" }).click();
  await page.getByRole("link", { name: /^Call Us/ }).click();
  await page.getByRole("link", { name: /^Email Us/ }).click();

  await expect.poll(events).toEqual([
    ["event", "schedule_consultation", { consultation_type: "30-Minute Discovery Call", contact_method: "email" }],
    ["event", "schedule_consultation", { consultation_type: "60-Minute Strategy Session", contact_method: "phone" }],
    ["event", "schedule_consultation", { consultation_type: "60-Minute Strategy Session", contact_method: "email" }],
  ]);
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Email client opened")
      .first(),
  ).toBeVisible();
});

test("the GA build's pages allow Google's script in their CSP; the default build's do not", async ({ request }) => {
  const ga = await request.get(`${server.url}/about`);
  expect(ga.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
  const plain = await request.get("/about");
  expect(plain.headers()["content-security-policy"]).not.toContain("googletagmanager");
});
