/**
 * About, Resources, Schedule, Privacy Policy and Terms of Service (SPEC 2.7, 2.8, 2.10, 2.11, 8; DESIGN §3):
 * every section and exact text, the article cards and filter, the pagination, the schedule e-mail/phone
 * targets and toasts, 'Last updated' (the document's own date) and the footer's year in the visitor's time zone,
 * axe after each interaction, and that the default build (no
 * GA_MEASUREMENT_ID) sends no analytics at all. The build with analytics is tested in analytics.test.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import {
  aboutClosingCta,
  aboutHero,
  corePillars,
  founder,
  mission,
  ourDifference,
  ourWhy,
  vision,
} from "../../app/content/about";
import { chatContent } from "../../app/content/chat";
import { contactToasts } from "../../app/content/contact";
import { privacyPolicy, termsOfService } from "../../app/content/legal";
import { notFoundPromo } from "../../app/content/not-found";
import { getPage } from "../../app/content/pages";
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { articleFilters, pagination, resourcesClosingCta, resourcesIntro } from "../../app/content/resources";
import { readyToSchedule, scheduleEmailBody, scheduleToasts, sessions, whatToExpect } from "../../app/content/schedule";
import { site } from "../../app/content/site";
import { longDate } from "../../app/lib/dates";
import * as schema from "../../app/db/schema.server";
import { expect, test } from "./fixtures";

// Several axe runs and navigations per test: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectAxeClean(page: Page) {
  // Text still fading in (a section just scrolled into view) has no final contrast yet: axe reads it once every
  // reveal in view has shown and its transition has ended.
  await page.waitForFunction(() => {
    const inView = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    };
    const pending = [...document.querySelectorAll('[data-reveal="hidden"]')].some(inView);
    const fading = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === "running" &&
          (animation.effect as KeyframeEffect | null)?.target?.closest("[data-reveal]") != null,
      );
    return !pending && !fading;
  });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The h2 texts of <main>, in document order (visible ones only). */
async function mainH2s(page: Page) {
  return page.locator("main h2:visible").allInnerTexts();
}

/**
 * Lets a test click mailto:/tel: links without leaving the page: a window-level listener (it runs after
 * React's handlers) records the href the browser was about to open and cancels the navigation.
 */
async function captureExternalLinks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __opened: string[] };
    w.__opened = [];
    window.addEventListener("click", (event) => {
      // A link the page handled itself (a session button: a mailto: link only without JavaScript) opens nothing.
      const link = (event.target as Element | null)?.closest?.("a");
      if (link && !event.defaultPrevented && /^(mailto|tel):/.test(link.href)) {
        w.__opened.push(link.href);
        event.preventDefault();
      }
    });
  });
  return () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

// ---------------------------------------------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------------------------------------------

test.describe("About (/about)", () => {
  test("has every section in order, the six pillars, the founder and the illustrated portrait", async ({
    page,
    gotoHydrated,
    expectNoThirdParty,
  }) => {
    await gotoHydrated("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("about").heading);
    expect(await mainH2s(page)).toEqual([
      ourWhy.title,
      mission.title,
      vision.title,
      ourDifference.title,
      "Our Core Pillars",
      "Meet Our Founder",
      aboutClosingCta.title,
    ]);
    expect(await page.locator("main h3").allInnerTexts()).toEqual([
      ...ourDifference.items.map((item) => item.title),
      "Human-Centric AI",
      "Transparency & Trust",
      "Scalable Excellence",
      "Continuous Innovation",
      "Systemized Growth",
      "Accessible Intelligence",
    ]);
    expect(corePillars).toHaveLength(6);
    for (const paragraph of ourWhy.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByText(mission.text)).toBeVisible();
    await expect(page.getByText(vision.text)).toBeVisible();

    // Founder: the name from the site config, 20+ years of international B2B experience, our own illustration.
    const founderSection = page.locator("section", { has: page.getByRole("heading", { name: "Meet Our Founder" }) });
    await expect(founderSection.getByText(site.founder.name, { exact: true }).first()).toBeVisible();
    await expect(founderSection.getByText("20+ years of international B2B experience", { exact: true })).toBeVisible();
    const portrait = founderSection.getByRole("img", { name: founder.portrait.alt });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveAttribute("src", "/illustrations/about/founder-portrait.svg");
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    const why = page.getByRole("img", { name: ourWhy.illustration.alt });
    await why.scrollIntoViewIfNeeded();
    await expect.poll(() => why.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);

    await expectAxeClean(page);
    expectNoThirdParty();
  });

  test("the hero shows the eyebrow, the h1 and the subtitle", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    const hero = page.locator("main section").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("About AIVA");
    await expect(hero.getByText(aboutHero.eyebrow, { exact: true })).toBeVisible();
    await expect(hero.getByText(aboutHero.subtitle, { exact: true })).toBeVisible();
    // A literal fragment too, so that a change of the copy is noticed here and not only followed.
    await expect(hero).toContainText("We build AI systems that give business owners their time back");
  });

  test("'Start Your Automation Journey' leads to /schedule", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    const cta = page.getByRole("link", { name: "Start Your Automation Journey" });
    await expect(cta).toHaveAttribute("href", "/schedule");
    await cta.click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("schedule").heading);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------------------------------------

test.describe("Resources (/resources)", () => {
  const articles = readArticleFiles();

  test("shows the intro, the five filters with All active, and the six articles' cards, newest first", async ({
    page,
    gotoHydrated,
    expectNoThirdParty,
  }) => {
    await gotoHydrated("/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog & Resources");
    await expect(page.getByText(resourcesIntro.intro)).toBeVisible();

    const filters = page.getByRole("group", { name: "Filter articles by category" }).getByRole("button");
    await expect(filters).toHaveText([
      "All",
      "Revenue Growth",
      "Customer Experience",
      "Operational Intelligence",
      "AI & No-Code",
    ]);
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");
    for (const button of (await filters.all()).slice(1)) await expect(button).toHaveAttribute("aria-pressed", "false");

    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(articles.map((a) => a.title));
    for (const [i, article] of articles.entries()) {
      await expect(cards.nth(i)).toContainText(article.description);
      await expect(cards.nth(i)).toContainText(article.category);
      await expect(cards.nth(i).locator("time")).toHaveAttribute("datetime", article.published);
      await expect(cards.nth(i).getByRole("link")).toHaveAttribute("href", article.path);
    }
    await expect(cards.first().locator("time")).toHaveText(
      new Date(`${articles[0]?.published}T00:00:00Z`).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }),
    );
    const categories = articles.map((a) => a.category);
    expect(categories.filter((c) => c === "Revenue Growth")).toHaveLength(2);
    expect(categories.filter((c) => c === "Customer Experience")).toHaveLength(2);
    expect(categories.filter((c) => c === "Operational Intelligence")).toHaveLength(1);
    expect(categories.filter((c) => c === "AI & No-Code")).toHaveLength(1);

    const cta = page.getByRole("link", { name: resourcesClosingCta.cta.label });
    await expect(cta).toHaveText("Schedule a Free Consultation");
    await expect(cta).toHaveAttribute("href", "/schedule");
    await expectAxeClean(page);
    expectNoThirdParty();
  });

  test("the filter buttons filter the cards, set aria-pressed and announce the count politely", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/resources");
    const group = page.getByRole("group", { name: "Filter articles by category" });
    const status = page.getByRole("status").filter({ hasText: /^Showing/ });
    await expect(status).toHaveText("Showing all 6 articles");
    await expect(status).toHaveAttribute("role", "status"); // implicit aria-live="polite"

    const expected: Record<string, number> = {
      "Revenue Growth": 2,
      "Customer Experience": 2,
      "Operational Intelligence": 1,
      "AI & No-Code": 1,
    };
    for (const filter of articleFilters.slice(1)) {
      await group.getByRole("button", { name: filter, exact: true }).click();
      for (const other of articleFilters) {
        await expect(group.getByRole("button", { name: other, exact: true })).toHaveAttribute(
          "aria-pressed",
          String(other === filter),
        );
      }
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(expected[filter] ?? -1);
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
        articles.filter((a) => a.category === filter).map((a) => a.title),
      );
      await expect(status).toHaveText(`Showing ${expected[filter]} of 6 articles: ${filter}`);
    }
    await expectAxeClean(page);

    await group.getByRole("button", { name: "All", exact: true }).click();
    await expect(page.getByRole("article")).toHaveCount(6);
    await expect(status).toHaveText("Showing all 6 articles");
  });

  test("on a phone the filters are one row that scrolls sideways, and the page itself does not", {
    tag: "@mobile-only",
  }, async ({ page, gotoHydrated }) => {
    await gotoHydrated("/resources");
    const group = page.getByRole("group", { name: "Filter articles by category" });
    const buttons = group.getByRole("button");
    await expect(buttons).toHaveCount(articleFilters.length);
    const tops = await buttons.evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size, "one row").toBe(1);
    const widths = await group.evaluate((row) => ({
      row: row.scrollWidth > row.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(widths).toEqual({ row: true, page: 0 });
    // The last filter is reached by scrolling the row, and works.
    const last = articleFilters.at(-1) ?? "";
    await group.getByRole("button", { name: last, exact: true }).click();
    await expect(group.getByRole("button", { name: last, exact: true })).toHaveAttribute("aria-pressed", "true");
    expect(await group.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test("a card opens its article", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/resources");
    const article = articles[1];
    if (!article) throw new Error("no second article");
    // The title's link covers the whole card: a click on the middle of the card (its excerpt) opens the article.
    await page.getByRole("article").nth(1).click();
    await expect(page).toHaveURL(article.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });

  test("pagination with one page: Previous, 1, Next; page 1 current, Previous and Next disabled with the reason shown", async ({
    page,
    gotoHydrated,
    allowConsoleError,
  }) => {
    await gotoHydrated("/resources");
    const nav = page.getByRole("navigation", { name: "Article pages" });
    await expect(nav.getByRole("listitem")).toHaveText(["Previous", "1", "Next"]);
    const current = nav.getByText("1", { exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    const reason = nav.getByText(pagination.disabledReason);
    await expect(reason).toBeVisible();
    const reasonId = await reason.getAttribute("id");
    for (const name of ["Previous", "Next"]) {
      const button = nav.getByRole("button", { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute("aria-describedby", reasonId ?? "missing");
      await expect(button).toHaveAccessibleDescription(pagination.disabledReason);
    }
    // No link that goes nowhere: with one page there is no other page to link to.
    await expect(nav.getByRole("link")).toHaveCount(0);
    // Visibly disabled: dimmed compared with the current page.
    const opacity = await nav.getByRole("button", { name: "Next" }).evaluate((el) => getComputedStyle(el).opacity);
    expect(Number(opacity)).toBeLessThan(1);
    // Page 2 does not exist while every article fits on page 1.
    allowConsoleError(/status of 404/);
    const response = await page.goto("/resources/page/2");
    expect(response?.status()).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Schedule
// ---------------------------------------------------------------------------------------------------------------

test.describe("Schedule (/schedule)", () => {
  const [discovery, strategy] = sessions;

  test("shows both sessions, 'Ready to Schedule?' and 'What to Expect'", async ({
    page,
    gotoHydrated,
    expectNoThirdParty,
  }) => {
    await gotoHydrated("/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule Your Free Consultation");

    const discoveryCard = page.getByRole("article", { name: "30-Minute Discovery Call" });
    const strategyCard = page.getByRole("article", { name: "60-Minute Strategy Session" });
    await expect(discoveryCard.getByRole("button")).toHaveText("Request Discovery Call");
    await expect(strategyCard.getByRole("button")).toHaveText("Request Strategy Session");
    await expect(strategyCard.getByText("Most Popular", { exact: true })).toBeVisible();
    await expect(discoveryCard.getByText("Most Popular", { exact: true })).toHaveCount(0);

    await expect(page.getByRole("heading", { name: "Ready to Schedule?", level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Email Us/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call Us/ })).toBeVisible();

    await expect(page.getByRole("heading", { name: "What to Expect", level: 2 })).toBeVisible();
    const steps = page.locator("section", { has: page.getByRole("heading", { name: "What to Expect" }) });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Discovery", "Analysis", "Roadmap"]);
    await expect(page.getByText(whatToExpect.note)).toBeVisible();
    expect(whatToExpect.note).toBe("All sessions are free and include a custom automation roadmap.");

    await expectAxeClean(page);
    expectNoThirdParty();
  });

  test("the pre-rendered page already links to e-mail and phone (works before and without JavaScript)", async ({
    request,
  }) => {
    const html = await (await request.get("/schedule")).text();
    expect(html).toContain(`href="mailto:${site.email}?subject=30-Minute%20Discovery%20Call%20Request&amp;body=`);
    expect(html).toContain(`href="${site.phoneHref}"`);
  });

  test("choosing a session selects it and drives the e-mail subject and body", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/schedule");
    const discoveryButton = page.getByRole("button", { name: discovery.button });
    const strategyButton = page.getByRole("button", { name: strategy.button });
    const email = page.getByRole("link", { name: /^Email Us/ });
    const selected = page.getByText(`${readyToSchedule.selectedLabel}:`).locator("..");

    // The discovery call is selected at first.
    await expect(discoveryButton).toHaveAttribute("aria-pressed", "true");
    await expect(strategyButton).toHaveAttribute("aria-pressed", "false");
    await expect(selected).toContainText(discovery.type);

    await strategyButton.click();
    await expect(strategyButton).toHaveAttribute("aria-pressed", "true");
    await expect(discoveryButton).toHaveAttribute("aria-pressed", "false");
    await expect(
      page.getByRole("article", { name: strategy.type }).getByText("Selected", { exact: true }),
    ).toBeVisible();
    await expect(selected).toContainText(strategy.type);
    await expect(selected).toHaveAttribute("aria-live", "polite");
    // The next step is brought into view.
    await expect(email).toBeInViewport();

    const href = (await email.getAttribute("href")) ?? "";
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get("subject")).toBe("60-Minute Strategy Session Request");
    expect(url.searchParams.get("body")).toBe(scheduleEmailBody("60-Minute Strategy Session"));
    expect(url.searchParams.get("body")).toContain("I'd like to request a 60-Minute Strategy Session.");
    await expectAxeClean(page);

    await discoveryButton.click();
    const back = new URL((await email.getAttribute("href")) ?? "");
    expect(back.searchParams.get("subject")).toBe("30-Minute Discovery Call Request");
  });

  test("Email Us opens the mail client with the request and shows the toast", async ({ page, gotoHydrated }) => {
    const opened = await captureExternalLinks(page);
    await gotoHydrated("/schedule");
    await page.getByRole("button", { name: strategy.button }).click();
    await page.getByRole("link", { name: /^Email Us/ }).click();

    const [href] = await opened();
    const url = new URL(href ?? "");
    expect(`${url.protocol}${url.pathname}`).toBe(`mailto:${site.email}`);
    expect(url.searchParams.get("subject")).toBe("60-Minute Strategy Session Request");
    expect(url.searchParams.get("body")).toBe(scheduleEmailBody("60-Minute Strategy Session"));

    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Email client opened", { exact: true })).toBeVisible();
    await expect(
      toasts.getByText("Your default email client should now be open with a pre-filled message.", { exact: true }),
    ).toBeVisible();
    expect(scheduleToasts.email.title).toBe("Email client opened");
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test("Call Us opens a tel: link and shows the 'Calling AIVA' toast", async ({ page, gotoHydrated }) => {
    const opened = await captureExternalLinks(page);
    await gotoHydrated("/schedule");
    await page.getByRole("link", { name: /^Call Us/ }).click();
    expect(await opened()).toEqual(["tel:+15550100199"]);
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Calling AIVA", { exact: true })).toBeVisible();
    await expect(toasts.getByText("Initiating call to our consultation team.", { exact: true })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Privacy Policy and Terms of Service
// ---------------------------------------------------------------------------------------------------------------

const legalPages = [
  {
    path: "/privacy-policy",
    document: privacyPolicy,
    titles: [
      "Information We Collect",
      "How We Use Your Information",
      "Sharing and Third Parties",
      "Data Security and Retention",
      "Your Choices and Contact",
    ],
  },
  {
    path: "/terms-of-service",
    document: termsOfService,
    titles: [
      "Acceptance of Terms",
      "Our Services",
      "Intellectual Property",
      "Limitation of Liability",
      "Governing Law",
      "Contact Us",
    ],
  },
] as const;

for (const legal of legalPages) {
  test.describe(`${legal.document.title} (${legal.path})`, () => {
    test(`has ${legal.titles.length} sections, a table of contents and 'Last updated' with the date of its text`, async ({
      page,
      gotoHydrated,
      expectNoThirdParty,
    }) => {
      // The visitor's clock plays no part: the date is the document's own.
      await page.clock.setFixedTime(new Date("2031-03-14T10:00:00"));
      await gotoHydrated(legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.document.title);
      const date = longDate(legal.document.lastUpdated);
      await expect(page.getByText(`Last updated: ${date}`, { exact: true })).toBeVisible();
      await expect(page.locator("main time")).toHaveText(date);
      await expect(page.locator("main time")).toHaveAttribute("datetime", legal.document.lastUpdated);

      const article = page.locator("main article");
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(legal.titles.map((t, i) => `${i + 1}${t}`));
      for (const section of legal.document.sections) {
        for (const paragraph of section.paragraphs) await expect(article.getByText(paragraph)).toBeVisible();
      }
      const toc = page.getByRole("navigation", { name: "On this page" });
      await expect(toc.getByRole("link")).toHaveText(legal.titles.map((t, i) => `${i + 1}.${t}`));

      // A table-of-contents link lands on its section, below the fixed header.
      const last = legal.document.sections[legal.document.sections.length - 1];
      await toc.getByRole("link", { name: last?.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last?.id}$`));
      await expect(page.locator(`#${last?.id}`).getByRole("heading", { level: 2 })).toBeInViewport();

      await expectAxeClean(page);
      expectNoThirdParty();
    });

    test("the pre-rendered page carries the document's date, and hydration on another day keeps it", async ({
      page,
      request,
      consoleErrors,
    }) => {
      const date = longDate(legal.document.lastUpdated);
      const html = await (await request.get(legal.path)).text();
      expect(html).toMatch(
        new RegExp(`Last updated(<!-- -->)?: (<!-- -->)?<time dateTime="${legal.document.lastUpdated}">${date}</time>`),
      );
      await page.clock.setFixedTime(new Date("2031-12-01T09:00:00"));
      await page.goto(legal.path);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      await expect(page.getByText(`Last updated: ${date}`, { exact: true })).toBeVisible();
      await expect(page.locator("footer")).toContainText("© 2031 ");
      expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    });
  });
}

/**
 * Every column of every table, with the words of the privacy policy that disclose it (null: an internal
 * key or counter that holds nothing about the visitor). A column added to the schema fails this test
 * until the policy says what it stores.
 */
const disclosedColumns: Record<string, Record<string, string | null>> = {
  contacts: {
    id: null,
    createdAt: "the time you sent them",
    fullName: "your full name",
    workEmail: "work e-mail address",
    companyName: "company name (optional)",
    operationalChallenge: "the help category you select",
    situationAndGoals: "and your message",
    source: "the form they came from",
    phone: "phone number (optional)",
    idempotencyKey: "a one-way hash of its contents and your IP address is stored with the enquiry",
  },
  enquiry_outbox: {
    id: null,
    channel: "by an e-mail to our own inbox",
    kind: null,
    jobKey: null,
    contactId: null,
    bookingId: "We are told about each booking the same way, by an e-mail to our own inbox with a calendar invitation",
    chatSessionId: "about each e-mail address given in the chat together with that conversation",
    payload: "a copy of each enquiry is sent there",
    attempts: null,
    failedAt: null,
    nextAttemptAt: null,
    deliveredAt: null,
    lastError: null,
    createdAt: null,
  },
  rate_limits: {
    key: "kept in short-lived rate-limit counters in our database",
    windowStart: "deleted within about a day",
    hits: null,
  },
  chat_sessions: {
    id: "under a random session id. The id is issued and signed by our server with its first reply and kept in your browser's local storage under the key 'lead_session'",
    createdAt: "when the session started",
    lastSeenAt: "and was last active",
    ua: "we also store your browser's user-agent string",
    ref: "the referring page (if any)",
    firstPage: "the first page you chatted from",
    leadEmail: "if you type an e-mail address into a chat message, we also store it with your chat session",
  },
  bookings: {
    id: null,
    createdAt: "the time you booked",
    token: "A random code in the address of your confirmation page",
    sessionType: "the session you chose",
    startsAt: "its start and end time",
    endsAt: "its start and end time",
    ownerDate: null,
    timeZone: "the time zone you viewed the times in",
    fullName: "Booking a call on the schedule page: your full name",
    workEmail: "work e-mail address, company name (optional) and what you want to discuss",
    companyName: "company name (optional) and what you want to discuss",
    message: "what you want to discuss",
    idempotencyKey: "a one-way hash of the booking, your e-mail address and your IP address takes its place",
    cancelledAt: "if it is cancelled, when",
  },
  booking_units: {
    unitStart: "the times a booking occupies in our calendar",
    bookingId: null,
  },
  // The key that signs chat session ids (ADR 038): no personal data.
  server_secrets: { name: null, value: null, createdAt: null },
  chat_messages: {
    id: null,
    sessionId: "under a random session id",
    sender: "we store every message you send and every reply of the assistant",
    content: "we store every message you send and every reply of the assistant",
    page: "each with the page it was sent from",
    createdAt: "and its time",
  },
};

test("the privacy policy states what this site really stores, column by column of the database", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/privacy-policy");
  const text = (await page.locator("main article").textContent()) ?? "";

  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  expect(tables.map((table) => getTableName(table)).sort()).toEqual(Object.keys(disclosedColumns).sort());
  for (const table of tables) {
    const disclosed = disclosedColumns[getTableName(table)] ?? {};
    expect(Object.keys(getTableColumns(table)).sort(), getTableName(table)).toEqual(Object.keys(disclosed).sort());
    for (const [column, words] of Object.entries(disclosed)) {
      if (words) expect(text, `${getTableName(table)}.${column}`).toContain(words);
    }
  }

  for (const fact of [
    "Contact form: your full name, work e-mail address, company name (optional), the help category you select and your message",
    "Lead Engine Assessment form: your name, e-mail address, company (optional) and phone number (optional)",
    "local storage under the key 'lead_session'",
    "This site sets no cookies",
    "The only identifier it keeps in your browser is the chat session id in local storage",
    "Your browser makes no requests to other sites from our pages",
    "The only exception is analytics",
    `by e-mailing ${site.email}`,
    "ask us to delete it",
    "or the e-mail address you typed in the chat",
  ]) {
    expect(text).toContain(fact);
  }
  // Stored, not merely "received": the old wording understated what the chat keeps.
  expect(text).not.toContain("we also receive your browser's user-agent");
});

// ---------------------------------------------------------------------------------------------------------------
// The footer's year in the visitor's time zone, near midnight on New Year's Eve
// ---------------------------------------------------------------------------------------------------------------

/** Where the local year differs from the UTC year: the footer names the visitor's (local) year. */
const nearNewYear = [
  // 23:30 on New Year's Eve in Los Angeles (UTC-8): already 2032 in UTC.
  { timezoneId: "America/Los_Angeles", now: "2032-01-01T07:30:00Z", year: "2031" },
  // 00:30 on New Year's Day in Auckland (UTC+13): still 2031 in UTC.
  { timezoneId: "Pacific/Auckland", now: "2031-12-31T11:30:00Z", year: "2032" },
] as const;

for (const zone of nearNewYear) {
  test.describe(`the footer's year in ${zone.timezoneId}`, () => {
    test.use({ timezoneId: zone.timezoneId });

    test(`is the local year (${zone.year}) at ${zone.now}; 'Last updated' stays the document's date`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.clock.setFixedTime(new Date(zone.now));
      await gotoHydrated("/privacy-policy");
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone.timezoneId);
      await expect(page.locator("footer")).toContainText(`© ${zone.year} `);
      await expect(page.locator("main time")).toHaveAttribute("datetime", privacyPolicy.lastUpdated);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// No cookies
// ---------------------------------------------------------------------------------------------------------------

test("the default build sets no cookie: pages, client-side navigation, a chat message and a contact enquiry", async ({
  page,
  context,
  gotoHydrated,
  expectNoThirdParty,
}) => {
  test.setTimeout(120_000);
  const setCookies: Promise<string | null>[] = [];
  const responses: string[] = [];
  page.on("response", (response) => {
    responses.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    setCookies.push(response.headerValue("set-cookie").then((value) => (value ? `${response.url()}: ${value}` : null)));
  });

  for (const path of ["/", "/services/aiva-lead-os", "/privacy-policy"]) await gotoHydrated(path);
  await gotoHydrated("/about");
  await page.getByRole("link", { name: "Start Your Automation Journey" }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("schedule").heading);

  // A chat message, with an e-mail address so that the lead is recorded too (the real endpoint).
  await page.getByRole("button", { name: chatContent.openLabel }).click();
  const chat = page.getByRole("dialog", { name: chatContent.title });
  await chat.getByRole("textbox", { name: chatContent.inputLabel }).fill("Please reach me at cookie.check@example.org");
  await page.keyboard.press("Enter");
  await expect(chat.locator('[data-slot="chat-message"][data-sender="bot"]').nth(1)).toContainText(
    "cookie.check@example.org",
  );

  // A contact enquiry, stored for real.
  await gotoHydrated("/contact");
  const form = page.locator("form#contact-form");
  await form.getByRole("textbox", { name: "Full Name" }).fill("Cookie Check");
  await form.getByRole("textbox", { name: "Email Address" }).fill("cookie.check@example.org");
  await form.getByRole("combobox", { name: "How Can We Help You?" }).selectOption({ index: 1 });
  await form.getByRole("textbox", { name: "Your Message" }).fill("Checking that sending an enquiry sets no cookie.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(contactToasts.success.title, { exact: true }),
  ).toBeVisible();

  expect(responses).toContain("POST /api/chat-message");
  expect(responses.some((r) => r.startsWith("POST /contact"))).toBe(true);
  expect((await Promise.all(setCookies)).filter((value) => value !== null)).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  // What the policy says the site keeps in the browser: the chat session id, and React Router's scroll positions.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(["lead_session"]);
  const sessionKeys = await page.evaluate(() => Object.keys(sessionStorage));
  expect(sessionKeys.filter((key) => key !== "react-router-scroll-positions")).toEqual([]);
  expectNoThirdParty();
});

// ---------------------------------------------------------------------------------------------------------------
// Not found: the lead-OS promo (the rest of the page is tested in chrome.test.ts)
// ---------------------------------------------------------------------------------------------------------------

test("the not-found page's AIVA Lead OS promo books an assessment at /schedule", async ({
  page,
  gotoHydrated,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404/);
  const response = await gotoHydrated("/no-such-page-for-the-promo");
  expect(response?.status()).toBe(404);
  const promo = page
    .locator("main div")
    .filter({ has: page.getByRole("heading", { level: 2, name: "AIVA Lead OS", exact: true }) })
    .filter({ has: page.getByRole("link", { name: notFoundPromo.cta.label }) })
    .last();
  await expect(promo.getByText(notFoundPromo.description)).toBeVisible();
  const cta = promo.getByRole("link", { name: notFoundPromo.cta.label });
  await expect(cta).toHaveText("Book a Free Assessment");
  await expect(cta).toHaveAttribute("href", "/schedule");
  await expect(promo.getByRole("link", { name: notFoundPromo.learnMore.label })).toHaveAttribute(
    "href",
    "/services/aiva-lead-os",
  );
  await cta.click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("schedule").heading);
});

// ---------------------------------------------------------------------------------------------------------------
// Analytics off by default
// ---------------------------------------------------------------------------------------------------------------

test("without GA_MEASUREMENT_ID no analytics runs: no Google request and no dataLayer, across navigations and schedule choices", async ({
  page,
  gotoHydrated,
  requests,
  expectNoThirdParty,
}) => {
  const opened = await captureExternalLinks(page);
  await gotoHydrated("/about");
  await page.getByRole("link", { name: "Start Your Automation Journey" }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await page.getByRole("button", { name: "Request Strategy Session" }).click();
  await page.getByRole("link", { name: /^Email Us/ }).click();
  await page.getByRole("link", { name: /^Call Us/ }).click();
  expect(await opened()).toHaveLength(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);

  expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(requests.filter((url) => /google/i.test(new URL(url).hostname))).toEqual([]);
  expectNoThirdParty();
});
