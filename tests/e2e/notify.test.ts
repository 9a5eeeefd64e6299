/**
 * Issue 25's acceptance check in a real browser: with SMTP_URL pointing at a local SMTP server that is
 * down when the visitor submits the contact form, the enquiry is still acknowledged, and once the SMTP
 * server is back it arrives as one e-mail to the owner whose Reply-To is the enquirer.
 */
import { contactToasts } from "../../app/content/contact";
import { startServer, type TestServer } from "../support/server";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { outboxSettled } from "../server/outbox-support";
import { expect, test } from "./fixtures";

let sink: SmtpSink;
let server: TestServer;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  sink = await startSmtpSink();
  await sink.down();
  // A first start initialises a new PGlite folder: on a busy machine that can take well over a minute.
  server = await startServer({
    env: {
      SMTP_URL: sink.url,
      NOTIFY_EMAIL_TO: "owner@aiva.example",
      NOTIFY_EMAIL_FROM: "AIVA Website <notify@aiva.example>",
      NOTIFY_EMAIL_RETRY_BASE_MS: "300",
      NOTIFY_EMAIL_RETRY_MAX_MS: "1000",
      // The outbox worker's rounds, for `outboxSettled`.
      LOG_LEVEL: "debug",
    },
    readyTimeoutMs: 180_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

test("an enquiry sent in the browser while SMTP is down reaches the owner once it is back, with Reply-To the enquirer", async ({
  page,
}) => {
  await page.goto(`${server.url}/contact`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const form = page.locator("form#contact-form");
  const company = `Analytical Engines ${Date.now()}`;
  await form.getByRole("textbox", { name: "Full Name" }).fill("Ada Lovelace");
  await form.getByRole("textbox", { name: "Email Address" }).fill("ada@example.com");
  await form.getByRole("textbox", { name: "Company Name (Optional)" }).fill(company);
  await form.getByRole("combobox", { name: "How Can We Help You?" }).selectOption("revenue-growth");
  await form
    .getByRole("textbox", { name: "Your Message" })
    .fill("We answer every lead by hand and it takes hours each day.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(contactToasts.success.title).first()).toBeVisible();

  await expect.poll(() => server.logs().includes("owner e-mail failed; will retry"), { timeout: 30_000 }).toBe(true);
  expect(sink.messages).toHaveLength(0);
  await sink.up();
  await expect.poll(() => sink.messages.length, { timeout: 60_000 }).toBe(1);
  // No second e-mail is coming: the worker has had a round since that left nothing pending.
  await outboxSettled(server, Date.now());
  expect(sink.messages).toHaveLength(1);
  const [mail] = sink.messages;
  expect(mail?.rcptTo).toEqual(["owner@aiva.example"]);
  expect(mail?.parsed.subject).toBe(`New enquiry: Revenue Growth AI System — Ada Lovelace (${company})`);
  const replyTo = Array.isArray(mail?.parsed.replyTo) ? mail?.parsed.replyTo[0] : mail?.parsed.replyTo;
  expect(replyTo?.value).toEqual([{ name: "Ada Lovelace", address: "ada@example.com" }]);
});
