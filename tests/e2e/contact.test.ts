/**
 * Contact enquiries in the browser (issue 7, SPEC 2.9, 4, 5, 7.1, 8): every validation message next to
 * its field, focus and ARIA links, 'Sending...' while the request is slow, the success toast and reset,
 * the failure toast with every value kept (error status, network failure, unreadable answer), one
 * idempotency key per form fill, the page without JavaScript, and the flagship's assessment form. A
 * rate-limited visitor: enquiry-rate-limit.test.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { assessmentForm } from "../../app/content/assessment-form";
import { contactToasts, contactValidation, helpCategories } from "../../app/content/contact";
import { expect, test } from "./fixtures";

const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const FAILED_RESOURCE = /Failed to load resource/;
/** A form posted without JavaScript that is refused answers 400 with the page; Chromium logs the status. */
const REFUSED_POST = /Failed to load resource: the server responded with a status of 400 .*\/contact:\d+\)$/;

function contactForm(page: Page) {
  const form = page.locator("form#contact-form");
  return {
    form,
    name: form.getByRole("textbox", { name: "Full Name" }),
    email: form.getByRole("textbox", { name: "Email Address" }),
    company: form.getByRole("textbox", { name: "Company Name (Optional)" }),
    category: form.getByRole("combobox", { name: "How Can We Help You?" }),
    message: form.getByRole("textbox", { name: "Your Message" }),
    submit: form.getByRole("button", { name: /Send Message|Sending\.\.\./ }),
  };
}

type ContactForm = ReturnType<typeof contactForm>;

const VALID = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  category: "customer-experience",
  message: "Our support inbox takes three people all day; we want to automate triage.",
};

async function fillValid(f: ContactForm, values: Partial<typeof VALID> = {}) {
  const v = { ...VALID, ...values };
  await f.name.fill(v.name);
  await f.email.fill(v.email);
  await f.company.fill(v.company);
  await f.category.selectOption(v.category);
  await f.message.fill(v.message);
}

async function expectValuesKept(f: ContactForm, values: Partial<typeof VALID> = {}) {
  const v = { ...VALID, ...values };
  await expect(f.name).toHaveValue(v.name);
  await expect(f.email).toHaveValue(v.email);
  await expect(f.company).toHaveValue(v.company);
  await expect(f.category).toHaveValue(v.category);
  await expect(f.message).toHaveValue(v.message);
}

function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

async function expectSuccessToast(page: Page) {
  await expect(toasts(page).getByText(contactToasts.success.title, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(contactToasts.success.description, { exact: true })).toBeVisible();
}

async function expectFailureToast(page: Page) {
  await expect(toasts(page).getByText(contactToasts.failure.title, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(contactToasts.failure.description, { exact: true })).toBeVisible();
}

async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
}

/** Lets the open toasts run out (error 5000 ms, success 3000 ms) on the page's fake clock. */
async function letToastsExpire(page: Page) {
  await page.mouse.move(0, 0); // Sonner pauses a toast's timer while the pointer is over it
  await page.clock.runFor(6000);
  await expect(toasts(page).locator("[data-sonner-toast]")).toHaveCount(0);
}

/** Idempotency keys of the enquiry posts the page made, in order. */
function recordKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/contact")) {
      keys.push(new URLSearchParams(request.postData() ?? "").get("idempotencyKey") ?? "");
    }
  });
  return keys;
}

test.describe("contact form with JavaScript", () => {
  // Several round trips each, with axe; the shared test machine is slow.
  test.describe.configure({ timeout: 90_000 });
  test("shows every SPEC 5 message next to its field, linked and announced, and focuses the first invalid field", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/contact");
    const f = contactForm(page);
    await f.submit.click();

    const checks: [keyof ContactForm, string, string][] = [
      ["name", "fullName", contactValidation.fullName],
      ["email", "email", contactValidation.email],
      ["category", "helpCategory", contactValidation.helpCategory],
      ["message", "message", contactValidation.message],
    ];
    for (const [key, field, message] of checks) {
      const control = f[key];
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAttribute("aria-describedby", `contact-form-${field}-error`);
      await expect(control).toHaveAccessibleDescription(message);
      await expect(page.locator(`#contact-form-${field}-error`)).toHaveText(message);
    }
    await expect(f.company).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toBeFocused();

    // The errors are placed right under their fields.
    const nameBox = await f.name.boundingBox();
    const errorBox = await page.locator("#contact-form-fullName-error").boundingBox();
    expect(errorBox && nameBox && errorBox.y - (nameBox.y + nameBox.height)).toBeLessThan(24);

    // Corrections clear their message as the visitor types; focus goes to the next invalid field.
    await f.name.fill("Ada");
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-form-fullName-error")).toBeHidden();
    await f.email.fill("ada@");
    await f.submit.click();
    await expect(f.email).toBeFocused();
    await expect(page.locator("#contact-form-email-error")).toHaveText(contactValidation.email);
    await f.email.fill("ada@example.com");
    await f.category.selectOption("general");
    await f.message.fill("Too short");
    await f.submit.click();
    await expect(f.message).toBeFocused();
    await expect(page.locator("#contact-form-message-error")).toHaveText(contactValidation.message);
    await expect(page.locator("#contact-form-helpCategory-error")).toBeHidden();

    // axe on the form with errors.
    const results = await new AxeBuilder({ page }).include("#contact-form").withTags(A11Y_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("offers the six help categories with their values behind the 'Select a category' placeholder", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/contact");
    const f = contactForm(page);
    await expect(f.category).toHaveValue("");
    const options = f.category.locator("option");
    await expect(options).toHaveText(["Select a category", ...helpCategories.map((c) => c.label)]);
    expect(await options.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value))).toEqual([
      "",
      ...helpCategories.map((c) => c.value),
    ]);
    await expect(f.message).toHaveAttribute("rows", "5");
  });

  test("shows 'Sending...' disabled while the request is slow, then the success toast and an empty form", async ({
    page,
    gotoHydrated,
  }) => {
    await page.clock.install();
    await gotoHydrated("/contact");
    const keys = recordKeys(page);
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });
    const f = contactForm(page);
    await fillValid(f);
    await f.submit.click();
    const sending = f.form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    // A second click while sending does nothing.
    await sending.click({ force: true }).catch(() => {});
    release();

    await expectSuccessToast(page);
    await expect(f.form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const control of [f.name, f.email, f.company, f.message]) await expect(control).toHaveValue("");
    await expect(f.category).toHaveValue("");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    // The next enquiry is a new form fill: a new key.
    await letToastsExpire(page);
    await fillValid(f, { email: "second@example.com" });
    await f.submit.click();
    await expectSuccessToast(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  const failures: { name: string; handle: (route: Route) => Promise<void> }[] = [
    {
      name: "a server error status (500)",
      handle: (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    },
    { name: "a network failure", handle: (route) => route.abort("failed") },
    {
      name: "an unreadable answer (a proxy's HTML 502 page)",
      handle: (route) =>
        route.fulfill({
          status: 502,
          contentType: "text/html",
          body: "<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>",
        }),
    },
    {
      name: "an unreadable 200 answer",
      handle: (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<html>not what the app expects" }),
    },
  ];

  for (const failure of failures) {
    test(`keeps every value and shows the failure toast on ${failure.name}, never the error page`, async ({
      page,
      gotoHydrated,
      allowConsoleError,
    }) => {
      allowConsoleError(FAILED_RESOURCE);
      await page.clock.install();
      await gotoHydrated("/contact");
      const keys = recordKeys(page);
      const f = contactForm(page);
      await page.route("**/contact.data*", failure.handle);
      await fillValid(f);
      await f.submit.click();

      await expectFailureToast(page);
      await expectNoErrorPage(page);
      await expectValuesKept(f);
      await expect(f.form.getByRole("button", { name: "Send Message" })).toBeEnabled();

      // Retrying the same content reuses the key, so a request that did reach the server cannot store twice.
      await letToastsExpire(page);
      await page.unroute("**/contact.data*");
      await f.submit.click();
      await expectSuccessToast(page);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      for (const control of [f.name, f.email, f.message]) await expect(control).toHaveValue("");
    });
  }

  test("a retry with changed content gets a new key", async ({ page, gotoHydrated, allowConsoleError }) => {
    allowConsoleError(FAILED_RESOURCE);
    await gotoHydrated("/contact");
    const keys = recordKeys(page);
    const f = contactForm(page);
    await page.route("**/contact.data*", (route) => route.abort("failed"));
    await fillValid(f);
    await f.submit.click();
    await expectFailureToast(page);
    await page.unroute("**/contact.data*");
    await f.message.fill(`${VALID.message} Also invoices.`);
    await f.submit.click();
    await expectSuccessToast(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test("the honeypot is neither visible nor reachable with the keyboard", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/contact");
    const f = contactForm(page);
    const honeypot = f.form.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    await f.message.focus();
    await page.keyboard.press("Tab");
    await expect(f.form.getByRole("button", { name: "Send Message" })).toBeFocused();
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("posts the form and the page shows the field errors with every value kept", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(REFUSED_POST);
    await page.goto("/contact");
    const f = contactForm(page);
    await f.name.fill("Grace Hopper");
    await f.email.fill("grace@");
    await f.company.fill("Navy");
    await f.message.fill("Short");
    await f.submit.click();
    await page.waitForURL(/\/contact/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields");
    for (const [field, message] of [
      ["email", contactValidation.email],
      ["helpCategory", contactValidation.helpCategory],
      ["message", contactValidation.message],
    ] as const) {
      await expect(page.locator(`#contact-form-${field}-error`)).toHaveText(message);
    }
    await expect(page.locator("#contact-form-fullName-error")).toBeHidden();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription(contactValidation.email);
    // The first invalid field has the focus (autofocus: no script needed).
    await expect(f.email).toBeFocused();
    await expect(f.name).toHaveValue("Grace Hopper");
    await expect(f.email).toHaveValue("grace@");
    await expect(f.company).toHaveValue("Navy");
    await expect(f.message).toHaveValue("Short");
  });

  test("posts a valid enquiry and the page shows the success message with an empty form", async ({ page }) => {
    await page.goto("/contact");
    const f = contactForm(page);
    await fillValid(f, { email: `nojs-${Date.now()}@example.com` });
    await f.submit.click();
    await page.waitForURL(/\/contact/);
    const status = page.getByRole("status").filter({ hasText: contactToasts.success.title });
    await expect(status).toBeVisible();
    await expect(status).toContainText(contactToasts.success.description);
    await expect(f.name).toHaveValue("");
    await expect(f.category).toHaveValue("");
  });

  test("the assessment form posts to /contact, which shows its errors with values kept, then the success", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(REFUSED_POST);
    await page.goto("/services/aiva-lead-os");
    const form = page.locator("form#assessment");
    await form.getByRole("textbox", { name: assessmentForm.fields.email.label, exact: true }).fill("not-an-email");
    await form.getByRole("textbox", { name: assessmentForm.fields.phone.label }).fill("+1 555 0100");
    await form.getByRole("button", { name: assessmentForm.submitLabel }).click();
    await page.waitForURL(/\/contact/);

    const retry = page.locator("form#assessment-retry");
    await expect(page.getByRole("alert")).toContainText("Complete your Lead Engine Assessment request");
    await expect(retry.locator("#assessment-retry-name-error")).toHaveText(assessmentForm.validation.name);
    await expect(retry.locator("#assessment-retry-email-error")).toHaveText(assessmentForm.validation.email);
    await expect(retry.getByRole("textbox", { name: assessmentForm.fields.name.label, exact: true })).toBeFocused();
    const email = retry.getByRole("textbox", { name: assessmentForm.fields.email.label, exact: true });
    await expect(email).toHaveValue("not-an-email");
    await expect(retry.getByRole("textbox", { name: assessmentForm.fields.phone.label })).toHaveValue("+1 555 0100");

    await retry.getByRole("textbox", { name: assessmentForm.fields.name.label, exact: true }).fill("Grace Hopper");
    await email.fill(`assess-${Date.now()}@example.com`);
    await retry.getByRole("button", { name: assessmentForm.submitLabel }).click();
    await expect(page.getByRole("status").filter({ hasText: contactToasts.success.title })).toBeVisible();
    await expect(page.locator("form#assessment-retry")).toHaveCount(0);
  });
});

test.describe("assessment form on the flagship page", () => {
  test.describe.configure({ timeout: 90_000 });
  function assessment(page: Page) {
    const form = page.locator("form#assessment");
    return {
      form,
      name: form.getByRole("textbox", { name: assessmentForm.fields.name.label, exact: true }),
      email: form.getByRole("textbox", { name: assessmentForm.fields.email.label, exact: true }),
      company: form.getByRole("textbox", { name: assessmentForm.fields.company.label }),
      phone: form.getByRole("textbox", { name: assessmentForm.fields.phone.label }),
      submit: form.getByRole("button", { name: new RegExp(`${assessmentForm.submitLabel}|Sending`) }),
    };
  }

  test("validates name and e-mail, then sends with 'Sending...' and shows the success toast", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/services/aiva-lead-os");
    const a = assessment(page);
    const keys = recordKeys(page);
    await a.submit.click();
    await expect(a.form.locator("#assessment-name-error")).toHaveText(assessmentForm.validation.name);
    await expect(a.form.locator("#assessment-email-error")).toHaveText(assessmentForm.validation.email);
    await expect(a.name).toHaveAttribute("aria-invalid", "true");
    await expect(a.name).toHaveAccessibleDescription(assessmentForm.validation.name);
    await expect(a.company).not.toHaveAttribute("aria-invalid", "true");
    await expect(a.phone).not.toHaveAttribute("aria-invalid", "true");
    await expect(a.name).toBeFocused();
    expect(keys).toHaveLength(0);

    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route("**/contact.data*", async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? "");
      expect(body.get("source")).toBe("assessment");
      await held;
      await route.continue();
    });
    await a.name.fill("Grace Hopper");
    await a.email.fill("grace@example.com");
    await a.phone.fill("+1 (555) 010-0123");
    await a.submit.click();
    await expect(a.form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expectSuccessToast(page);
    for (const control of [a.name, a.email, a.company, a.phone]) await expect(control).toHaveValue("");
    await expect(page).toHaveURL(/\/services\/aiva-lead-os$/);
  });

  test("keeps the values and shows the failure toast when sending fails", async ({
    page,
    gotoHydrated,
    allowConsoleError,
  }) => {
    allowConsoleError(FAILED_RESOURCE);
    await gotoHydrated("/services/aiva-lead-os");
    const a = assessment(page);
    await page.route("**/contact.data*", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<html><h1>Bad Gateway</h1></html>" }),
    );
    await a.name.fill("Grace Hopper");
    await a.email.fill("grace@example.com");
    await a.company.fill("Navy");
    await a.submit.click();
    await expectFailureToast(page);
    await expect(a.name).toHaveValue("Grace Hopper");
    await expect(a.email).toHaveValue("grace@example.com");
    await expect(a.company).toHaveValue("Navy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  });
});
