/**
 * After an enquiry (contact form and the flagship's assessment form), with and without JavaScript: an
 * in-page confirmation (SPEC 8's success message, the address we reply to, what happens next) that has the
 * keyboard focus, and is axe-clean. SPEC 8's toast still appears with JavaScript (contact.test.ts).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { assessmentForm } from "../../app/content/assessment-form";
import { enquiryConfirmation } from "../../app/content/enquiry";
import { expect, test } from "./fixtures";

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function expectConfirmation(
  page: Page,
  confirmation: Locator,
  source: "contact" | "assessment",
  email: string,
  scripting = true,
) {
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toHaveAttribute("role", "status");
  await expect(confirmation).toContainText(enquiryConfirmation.title);
  await expect(confirmation).toContainText(enquiryConfirmation.text);
  await expect(confirmation.locator('[data-slot="enquiry-reply-to"]')).toHaveText(email);
  await expect(confirmation.getByRole("listitem")).toHaveText([...enquiryConfirmation.next[source]]);
  // axe runs as a page script: only with JavaScript (the no-JS page is checked by a11y.test.ts's pages).
  if (scripting) {
    const axe = await new AxeBuilder({ page }).include('[data-slot="enquiry-confirmation"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  }
}

async function fillContact(page: Page, email: string) {
  const form = page.locator("form#contact-form");
  await form.getByRole("textbox", { name: "Full Name" }).fill("Ada Lovelace");
  await form.getByRole("textbox", { name: "Email Address" }).fill(email);
  await form.getByRole("combobox", { name: "How Can We Help You?" }).selectOption("customer-experience");
  await form.getByRole("textbox", { name: "Your Message" }).fill("Our support inbox takes three people all day.");
  await form.getByRole("button", { name: "Send Message" }).click();
}

async function fillAssessment(page: Page, email: string) {
  const form = page.locator("form#assessment");
  await form.getByRole("textbox", { name: assessmentForm.fields.name.label, exact: true }).fill("Grace Hopper");
  await form.getByRole("textbox", { name: assessmentForm.fields.email.label, exact: true }).fill(email);
  await form.getByRole("button", { name: assessmentForm.submitLabel }).click();
}

test.describe("confirmation after an enquiry, with JavaScript", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the contact form confirms in place, names the address and takes the focus", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/contact");
    const email = uniqueEmail("confirm");
    await fillContact(page, email);
    await expectConfirmation(page, page.locator("#contact-form-confirmation"), "contact", email);
    // The form is ready for another message.
    await expect(page.locator("form#contact-form").getByRole("textbox", { name: "Email Address" })).toHaveValue("");
  });

  test("on a phone, the success toast covers none of the confirmation", { tag: "@mobile-only" }, async ({
    page,
    gotoHydrated,
  }) => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 375, height: 667 },
    ]) {
      await page.setViewportSize(size);
      await gotoHydrated("/contact");
      await fillContact(page, uniqueEmail("confirm-toast"));
      const confirmation = page.locator("#contact-form-confirmation");
      await expect(confirmation).toBeFocused();
      const toast = page.locator("[data-sonner-toast]").first();
      await expect(toast).toBeVisible();
      // The toast at rest: its entry transition over.
      await page.waitForFunction(() => document.querySelector("[data-sonner-toast]")?.getAnimations().length === 0);
      const [box, toastBox] = await Promise.all([confirmation.boundingBox(), toast.boundingBox()]);
      expect(box && toastBox, `${size.width} × ${size.height}`).toBeTruthy();
      if (!box || !toastBox) return;
      const height = size.height;
      expect(
        box.y + box.height,
        `${size.width} × ${size.height}: confirmation ends above the toast`,
      ).toBeLessThanOrEqual(Math.min(toastBox.y, height));
    }
  });

  test("the assessment form confirms in place on the flagship page", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/services/aiva-lead-os");
    const email = uniqueEmail("assess-confirm");
    await fillAssessment(page, email);
    await expectConfirmation(page, page.locator("#assessment-confirmation"), "assessment", email);
    await expect(page).toHaveURL(/\/services\/aiva-lead-os$/);
  });
});

test.describe("confirmation after an enquiry, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("the contact page answers the post with the confirmation, focused", async ({ page }) => {
    await page.goto("/contact");
    const email = uniqueEmail("nojs-confirm");
    await fillContact(page, email);
    await page.waitForURL(/\/contact/);
    await expectConfirmation(page, page.locator('[data-slot="enquiry-confirmation"]'), "contact", email, false);
  });

  test("the assessment form's post shows its confirmation, focused", async ({ page }) => {
    await page.goto("/services/aiva-lead-os");
    const email = uniqueEmail("nojs-assess");
    await fillAssessment(page, email);
    await page.waitForURL(/\/contact/);
    await expectConfirmation(page, page.locator('[data-slot="enquiry-confirmation"]'), "assessment", email, false);
  });
});
