/**
 * A visitor whose network sent too many enquiries (issue 21 item 8): both forms, with and without
 * JavaScript, say so and when to try again (minutes from Retry-After), keep every value, and do not show
 * the SPEC 8 failure text meant for real failures. Against a server of its own with the rate limits on:
 * one enquiry an hour per client address, taken up before each test. The server's clock stands still
 * (TEST_CLOCK): the limit's hour is a fixed window, and a test that crossed the hour would see its post
 * accepted.
 */
import type { APIRequestContext, Page, Response } from "@playwright/test";
import { assessmentForm } from "../../app/content/assessment-form";
import { contactToasts } from "../../app/content/contact";
import { rateLimited, rateLimitedText } from "../../app/content/messages";
import { startServer, type TestServer } from "../support/server";
import { expect, test } from "./fixtures";

/** Chromium logs the 429 of the refused post. */
const REFUSED_POST = /Failed to load resource: the server responded with a status of 429/;

let server: TestServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({
    env: {
      RATE_LIMIT_DISABLED: "",
      CONTACT_RATE_LIMIT_PER_HOUR: "1",
      CONTACT_RATE_LIMIT_PER_MINUTE: "100",
      TEST_HOOKS: "1",
      TEST_CLOCK: "2026-01-05T09:30:15Z",
    },
    readyTimeoutMs: 180_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ request, allowConsoleError }) => {
  allowConsoleError(REFUSED_POST);
  await useUpTheLimit(request);
});

/** Uses up this hour's enquiry of 127.0.0.1 (accepted, or refused when already used). */
async function useUpTheLimit(request: APIRequestContext) {
  const response = await request.post(`${server.url}/contact.data`, {
    headers: { Origin: server.url },
    form: {
      source: "contact",
      fullName: "First Enquiry",
      email: "first@example.com",
      company: "",
      helpCategory: "general",
      message: "The enquiry that uses up this hour's limit.",
      idempotencyKey: `first-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect([200, 429]).toContain(response.status());
}

/** The refused post of a form, and the message the visitor must see for it. */
async function refusedPost(page: Page, submit: () => Promise<void>): Promise<{ response: Response; text: string }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/contact")),
    submit(),
  ]);
  expect(response.status()).toBe(429);
  const seconds = Number(response.headers()["retry-after"]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
  return { response, text: rateLimitedText(seconds) };
}

function contactFields(page: Page) {
  const form = page.locator("form#contact-form");
  return {
    name: form.getByRole("textbox", { name: "Full Name" }),
    email: form.getByRole("textbox", { name: "Email Address" }),
    company: form.getByRole("textbox", { name: "Company Name (Optional)" }),
    category: form.getByRole("combobox", { name: "How Can We Help You?" }),
    message: form.getByRole("textbox", { name: "Your Message" }),
    submit: form.getByRole("button", { name: "Send Message" }),
  };
}

const CONTACT = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  category: "operational-intelligence",
  message: "We rebuild the same weekly report by hand; we would like it to write itself.",
};

async function fillContact(page: Page) {
  const f = contactFields(page);
  await f.name.fill(CONTACT.name);
  await f.email.fill(CONTACT.email);
  await f.company.fill(CONTACT.company);
  await f.category.selectOption(CONTACT.category);
  await f.message.fill(CONTACT.message);
  return f;
}

async function expectContactKept(page: Page) {
  const f = contactFields(page);
  await expect(f.name).toHaveValue(CONTACT.name);
  await expect(f.email).toHaveValue(CONTACT.email);
  await expect(f.company).toHaveValue(CONTACT.company);
  await expect(f.category).toHaveValue(CONTACT.category);
  await expect(f.message).toHaveValue(CONTACT.message);
}

function assessmentFields(page: Page, id: string) {
  const form = page.locator(`form#${id}`);
  return {
    name: form.getByRole("textbox", { name: assessmentForm.fields.name.label, exact: true }),
    email: form.getByRole("textbox", { name: assessmentForm.fields.email.label, exact: true }),
    phone: form.getByRole("textbox", { name: assessmentForm.fields.phone.label }),
    submit: form.getByRole("button", { name: assessmentForm.submitLabel }),
  };
}

const ASSESSMENT = { name: "Grace Hopper", email: "grace@example.com", phone: "+1 555 0100" };

async function fillAssessment(page: Page) {
  const a = assessmentFields(page, "assessment");
  await a.name.fill(ASSESSMENT.name);
  await a.email.fill(ASSESSMENT.email);
  await a.phone.fill(ASSESSMENT.phone);
  return a;
}

async function expectAssessmentKept(page: Page, id: string) {
  const a = assessmentFields(page, id);
  await expect(a.name).toHaveValue(ASSESSMENT.name);
  await expect(a.email).toHaveValue(ASSESSMENT.email);
  await expect(a.phone).toHaveValue(ASSESSMENT.phone);
}

/** The toast says too many messages came from the network and when to try again, not the failure text. */
async function expectRateLimitedToast(page: Page, text: string) {
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText(rateLimited.title, { exact: true })).toBeVisible();
  await expect(toasts.getByText(text, { exact: true })).toBeVisible();
  await expect(toasts.getByText(contactToasts.failure.description)).toHaveCount(0);
}

/** The same, in the page answered to a post without JavaScript. */
async function expectRateLimitedOutcome(page: Page, text: string) {
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(rateLimited.title);
  await expect(alert).toContainText(text);
  await expect(alert).not.toContainText(contactToasts.failure.description);
}

test.describe("with JavaScript", () => {
  test("the contact form says too many messages came from the network, and when to try again", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(`${server.url}/contact`);
    const f = await fillContact(page);
    const { text } = await refusedPost(page, () => f.submit.click());
    await expectRateLimitedToast(page, text);
    await expectContactKept(page);
    await expect(f.submit).toBeEnabled();
  });

  test("the assessment form says the same and keeps its values", async ({ page, gotoHydrated }) => {
    await gotoHydrated(`${server.url}/services/aiva-lead-os`);
    const a = await fillAssessment(page);
    const { text } = await refusedPost(page, () => a.submit.click());
    await expectRateLimitedToast(page, text);
    await expectAssessmentKept(page, "assessment");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact page says too many messages came from the network, and when to try again", async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    const f = await fillContact(page);
    const { text } = await refusedPost(page, () => f.submit.click());
    await expectRateLimitedOutcome(page, text);
    await expectContactKept(page);
  });

  test("the assessment form posted to /contact gets the same message, its values kept", async ({ page }) => {
    await page.goto(`${server.url}/services/aiva-lead-os`);
    const a = await fillAssessment(page);
    const { text } = await refusedPost(page, () => a.submit.click());
    await expectRateLimitedOutcome(page, text);
    await expectAssessmentKept(page, "assessment-retry");
  });
});
