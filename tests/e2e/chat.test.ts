/**
 * The chat widget (SPEC 2.14, 3, 4, 5, 7.2, 8) in the browser, desktop and mobile: the launcher, the
 * lazily loaded panel as a dialog, the input rules, sending and the payload, lead_session, links in
 * replies, every error mapping (requests failed, aborted or reshaped with page.route), and axe.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Route } from "@playwright/test";
import { chatContent } from "../../app/content/chat";
import { chatErrors, chatRateLimited } from "../../app/content/chat-errors";
import { expect, test } from "./fixtures";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ENDPOINT = "**/api/chat-message";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Payload = { sessionId: string; message: string; meta: { ua: string; ref: string | null; page: string } };

function launcher(page: Page): Locator {
  return page.locator('[data-slot="chat-launcher"]');
}
function dialog(page: Page): Locator {
  return page.getByRole("dialog", { name: chatContent.title });
}
function textbox(page: Page): Locator {
  return dialog(page).getByRole("textbox", { name: chatContent.inputLabel });
}
function sendButton(page: Page): Locator {
  return dialog(page).getByRole("button", { name: chatContent.sendLabel });
}
function messages(page: Page, sender?: "user" | "bot"): Locator {
  return dialog(page).locator(
    sender ? `[data-slot="chat-message"][data-sender="${sender}"]` : '[data-slot="chat-message"]',
  );
}

async function openChat(page: Page) {
  await page.getByRole("button", { name: chatContent.openLabel }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(textbox(page)).toBeFocused();
}

/** Answers every chat call with `reply` (after `gate`, when given) and records the payloads. */
async function fakeReplies(page: Page, reply: (payload: Payload) => unknown, gate?: Promise<void>) {
  const payloads: Payload[] = [];
  await page.route(ENDPOINT, async (route: Route) => {
    const payload = route.request().postDataJSON() as Payload;
    payloads.push(payload);
    if (gate) await gate;
    await route.fulfill({ json: reply(payload) });
  });
  return payloads;
}

test.describe("chat launcher", () => {
  test("is a round button of at least 56 px at the bottom right, with a pulsing red dot", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    const button = page.getByRole("button", { name: chatContent.openLabel });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const box = await button.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no layout");
    expect(box.width).toBeGreaterThanOrEqual(56);
    expect(box.height).toBeGreaterThanOrEqual(56);
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
    // Round: the corner radius is at least half the button's size.
    expect(await button.evaluate((el) => Number.parseFloat(getComputedStyle(el).borderRadius))).toBeGreaterThanOrEqual(
      box.width / 2,
    );

    const dot = page.locator('[data-slot="chat-launcher-dot"]');
    await expect(dot).toBeVisible();
    const style = await dot.evaluate((el) => {
      const s = getComputedStyle(el);
      return { animation: s.animationName, iterations: s.animationIterationCount, color: s.backgroundColor };
    });
    expect(style.animation).toBe("pulse-dot");
    expect(style.iterations).toBe("infinite");
    expect(style.color).toMatch(/oklch\(0\.6|rgb\(2[0-9]{2}, [0-9]{1,2}, [0-9]{1,2}\)/);
  });

  test("keeps the dot still for visitors who prefer reduced motion", async ({ page, gotoHydrated }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated("/about");
    const dot = page.locator('[data-slot="chat-launcher-dot"]');
    await expect(dot).toBeVisible();
    expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("costs the first paint nothing: the panel is not in the page's HTML and loads after it", async ({
    page,
    requests,
  }) => {
    const response = await page.goto("/contact");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('data-slot="chat-launcher"');
    expect(html).not.toContain("chat-panel");
    // The only dialog in the HTML is the menu (a popover, closed).
    expect(html.match(/role="dialog"/g)).toEqual(['role="dialog"']);
    expect(html).toMatch(/<div [^>]*id="mobile-menu"[^>]*popover="auto"[^>]*role="dialog"/);
    // The launcher is a link to the chat page (ADR 030), a button once hydrated.
    expect(html).toMatch(/<a [^>]*href="\/chat"[^>]*data-slot="chat-launcher"/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await expect(dialog(page)).toHaveCount(0);
    await openChat(page);
    expect(requests.some((url) => /\/assets\/chat-panel-[\w-]+\.js$/.test(url))).toBe(true);
  });
});

test.describe("chat panel", () => {
  test("opens as a dialog titled 'AIVA Assistant' with the greeting; Escape closes and focus returns", async ({
    page,
    gotoHydrated,
    expectNoThirdParty,
  }) => {
    await gotoHydrated("/");
    await openChat(page);
    const panel = dialog(page);
    await expect(panel.getByRole("heading", { name: chatContent.title })).toBeVisible();
    await expect(panel).toHaveAccessibleDescription(chatContent.subtitle);
    await expect(panel.getByText("Online • Typically replies instantly")).toBeVisible();
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page, "bot")).toHaveText(
      `${chatContent.title}: Hello! How can I help you with AI automation for your business today?`,
    );
    await expect(page.locator('[data-slot="chat-launcher-dot"]')).toHaveCount(0);
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("button", { name: chatContent.openLabel })).toBeFocused();
    await expect(page.locator('[data-slot="chat-launcher-dot"]')).toBeVisible();

    // The close button does the same, and the conversation is still there when it opens again.
    await openChat(page);
    await dialog(page).getByRole("button", { name: chatContent.closeLabel }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("button", { name: chatContent.openLabel })).toBeFocused();
    expectNoThirdParty();
  });

  test("is 384×500 px above the button on desktop and a full-width sheet on phones", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/about");
    await openChat(page);
    const box = await dialog(page).boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no layout");
    if (viewport.width >= 480) {
      expect(box.width).toBe(384);
      expect(box.height).toBe(500);
      const button = await launcher(page).boundingBox();
      expect(box.y + box.height).toBeLessThan(button?.y ?? 0);
    } else {
      expect(box.x).toBe(0);
      expect(box.width).toBe(viewport.width);
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      expect(box.height).toBeGreaterThanOrEqual(400);
    }
  });

  test("does not send empty or whitespace-only text, and disables send then", async ({ page, gotoHydrated }) => {
    const payloads = await fakeReplies(page, () => ({ message: "unexpected" }));
    await gotoHydrated("/");
    await openChat(page);
    await expect(sendButton(page)).toBeDisabled();
    await page.keyboard.press("Enter");
    await textbox(page).fill("   \n  ");
    await expect(sendButton(page)).toBeDisabled();
    await page.keyboard.press("Enter");
    await textbox(page).fill("x");
    await expect(sendButton(page)).toBeEnabled();
    await textbox(page).fill(" ");
    await expect(sendButton(page)).toBeDisabled();
    await expect(messages(page)).toHaveCount(1);
    expect(payloads).toEqual([]);
  });

  test("Shift+Enter adds a line and the textarea grows from 40 to at most 80 px", async ({ page, gotoHydrated }) => {
    const payloads = await fakeReplies(page, () => ({ message: "unexpected" }));
    await gotoHydrated("/");
    await openChat(page);
    const box = textbox(page);
    const height = () => box.evaluate((el) => el.getBoundingClientRect().height);
    expect(await height()).toBe(40);
    await page.keyboard.type("First line");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("Second line");
    await expect(box).toHaveValue("First line\nSecond line");
    await expect.poll(height).toBeGreaterThan(40);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Shift+Enter");
      await page.keyboard.type(`Line ${i}`);
    }
    await expect.poll(height).toBe(80);
    expect(payloads).toEqual([]);
    // Emptying it shrinks it back.
    await box.fill("");
    await expect.poll(height).toBe(40);
  });

  test("Enter sends: the message shows at once, the input clears and waits for the reply", async ({
    page,
    gotoHydrated,
  }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const payloads = await fakeReplies(page, (p) => ({ sessionId: p.sessionId, message: "Here is the answer." }), gate);
    await gotoHydrated("/about");
    await openChat(page);
    await page.keyboard.type("  Hello there  ");
    await page.keyboard.press("Enter");

    await expect(messages(page, "user")).toHaveText(`${chatContent.youLabel}: Hello there`);
    await expect(textbox(page)).toHaveValue("");
    await expect(textbox(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    await expect(dialog(page).getByText(chatContent.typingLabel)).toBeAttached();
    await expect(messages(page, "bot")).toHaveCount(1);

    release();
    await expect(messages(page, "bot").last()).toHaveText(`${chatContent.title}: Here is the answer.`);
    await expect(dialog(page).getByText(chatContent.typingLabel)).toHaveCount(0);
    await expect(textbox(page)).toBeEnabled();
    await expect(textbox(page)).toBeFocused();

    // The payload (SPEC 3): sessionId from lead_session, the trimmed message, and meta {ua, ref, page}.
    expect(payloads).toHaveLength(1);
    const [payload] = payloads;
    const stored = await page.evaluate(() => localStorage.getItem("lead_session"));
    expect(stored).toMatch(UUID);
    expect(payload?.sessionId).toBe(stored);
    expect(payload?.message).toBe("Hello there");
    expect(payload?.meta).toEqual({ ua: await page.evaluate(() => navigator.userAgent), ref: null, page: "/about" });
  });

  test("announces the conversation politely and scrolls new messages into view", async ({ page, gotoHydrated }) => {
    await fakeReplies(page, (p) => ({
      message: `${p.message}: ${"A longer answer that takes a few lines in the panel. ".repeat(4)}`,
    }));
    await gotoHydrated("/");
    await openChat(page);
    const log = dialog(page).getByRole("log", { name: chatContent.messagesLabel });
    await expect(log).toHaveAttribute("aria-live", "polite");
    for (let i = 1; i <= 4; i++) {
      await textbox(page).fill(`Question ${i}`);
      await page.keyboard.press("Enter");
      await expect(messages(page, "bot")).toHaveCount(i + 1);
    }
    await expect(log.locator('[data-slot="chat-message"]')).toHaveCount(9);
    await expect(messages(page, "bot").last()).toBeInViewport();
    await expect
      .poll(() => log.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
      .toBeLessThanOrEqual(2);
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test("keeps one session id in lead_session across pages and reloads, and sends the referrer", async ({
    page,
    gotoHydrated,
    baseURL,
  }) => {
    const payloads = await fakeReplies(page, () => ({ message: "ok" }));
    await gotoHydrated("/");
    await openChat(page);
    await textbox(page).fill("one");
    await page.keyboard.press("Enter");
    await expect(messages(page, "bot")).toHaveCount(2);

    await page.goto("/schedule", { referer: `${baseURL}/resources` });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await openChat(page);
    // A new page starts a new conversation in memory, with the same session.
    await expect(messages(page)).toHaveCount(1);
    await textbox(page).fill("two");
    await page.keyboard.press("Enter");
    await expect(messages(page, "bot")).toHaveCount(2);

    expect(payloads.map((p) => p.message)).toEqual(["one", "two"]);
    expect(payloads[0]?.sessionId).toMatch(UUID);
    expect(payloads[1]?.sessionId).toBe(payloads[0]?.sessionId);
    expect(payloads[1]?.meta.page).toBe("/schedule");
    expect(payloads[1]?.meta.ref).toBe(`${baseURL}/resources`);
  });

  test("shows replies as text and turns site paths into links that keep the conversation", async ({
    page,
    gotoHydrated,
  }) => {
    await fakeReplies(page, () => ({
      message: '<b>Bold</b> <img src=x onerror="window.pwned=1"> Book at /schedule, not https://evil.example/contact.',
    }));
    await gotoHydrated("/");
    await openChat(page);
    await textbox(page).fill("How do I book?");
    await page.keyboard.press("Enter");
    const reply = messages(page, "bot").last();
    await expect(reply).toContainText('<b>Bold</b> <img src=x onerror="window.pwned=1"> Book at the Schedule page');
    await expect(reply.locator("b, img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    const links = reply.getByRole("link");
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute("href", "/schedule");
    await expect(links).toHaveText("the Schedule page");

    await links.click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) < 480) {
      // Phones: the sheet steps aside to show the page; the conversation is kept.
      await expect(dialog(page)).toBeHidden();
      await page.getByRole("button", { name: chatContent.openLabel }).click();
    }
    await expect(dialog(page)).toBeVisible();
    await expect(messages(page)).toHaveCount(3);
  });

  test("answers from the real endpoint, with links to the right pages", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/services/aiva-lead-os");
    await openChat(page);
    await textbox(page).fill("How much does it cost?");
    await page.keyboard.press("Enter");
    const reply = messages(page, "bot").nth(1);
    await expect(reply).toContainText("$3,997");
    // Links read as words: the page's name, or what the link does.
    await expect(reply.getByRole("link", { name: "the AIVA Lead OS page" })).toHaveAttribute(
      "href",
      "/services/aiva-lead-os",
    );
    await expect(reply.getByRole("link", { name: "book a free consultation" })).toHaveAttribute("href", "/schedule");
    await expect(reply).not.toContainText("/schedule");
    await expect(reply).not.toContainText("](");
  });

  test("keeps the signed id the server issues with its first answer, and goes on in that session", async ({
    page,
    gotoHydrated,
  }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/chat-message")) sent.push(JSON.parse(request.postData() ?? "{}").sessionId);
    });
    await gotoHydrated("/");
    await openChat(page);
    await textbox(page).fill("Tell me about the Customer Experience AI System");
    await page.keyboard.press("Enter");
    await expect(messages(page, "bot")).toHaveCount(2);
    // The first message went with the id the browser made; the answer brought the server's signed one.
    const stored = await page.evaluate(() => localStorage.getItem("lead_session"));
    expect(stored).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await textbox(page).fill("How long does implementation take?");
    await page.keyboard.press("Enter");
    await expect(messages(page, "bot")).toHaveCount(3);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(UUID);
    expect(sent[1]).toBe(stored);
  });

  test("offers suggested questions that send themselves, until the first message", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    await openChat(page);
    const suggestions = dialog(page).getByRole("list", { name: chatContent.suggestionsLabel });
    await suggestions.getByRole("button", { name: "Book a free consultation" }).click();
    await expect(messages(page, "user")).toHaveText(`${chatContent.youLabel}: Book a free consultation`);
    await expect(messages(page, "bot").nth(1)).toContainText("30-minute");
    await expect(suggestions).toHaveCount(0);
  });

  test("a visitor who types an e-mail address gets it confirmed", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    await openChat(page);
    await textbox(page).fill("Please call me back, I'm sam.lee@example.org");
    await page.keyboard.press("Enter");
    await expect(messages(page, "bot").nth(1)).toContainText("I've noted sam.lee@example.org");
  });

  test("passes axe with the panel open", async ({ page, gotoHydrated }) => {
    await fakeReplies(page, () => ({ message: "See /contact or /schedule." }));
    await gotoHydrated("/about");
    await openChat(page);
    await textbox(page).fill("Hello");
    await page.keyboard.press("Enter");
    await expect(messages(page, "bot")).toHaveCount(2);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("icon buttons have tooltips: hover shows one after 700 ms (not before), focus at once, Escape hides it", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/about");
    await openChat(page);
    const close = dialog(page).getByRole("button", { name: chatContent.closeLabel });
    const tooltip = page.locator('[data-slot="tooltip-content"]');
    await expect(tooltip).toHaveCount(0);

    // Hover: timestamps taken in the page, from the first pointer move over the button to the tooltip's insertion.
    await page.evaluate(() => {
      const w = window as unknown as { __tip: { moved?: number; shown?: number } };
      w.__tip = {};
      const button = document.querySelector('[data-slot="chat-panel"] [data-slot="tooltip-trigger"]');
      document.addEventListener(
        "pointermove",
        (event) => {
          if (w.__tip.moved === undefined && button?.contains(event.target as Node)) w.__tip.moved = performance.now();
        },
        true,
      );
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-slot="tooltip-content"]')) {
          w.__tip.shown = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const box = await close.boundingBox();
    if (!box) throw new Error("no layout");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(chatContent.closeLabel);
    const tip = await page.evaluate(() => (window as unknown as { __tip: { moved: number; shown: number } }).__tip);
    expect(tip.shown - tip.moved).toBeGreaterThanOrEqual(700);
    expect(tip.shown - tip.moved).toBeLessThan(3_000);
    await expect(close).toHaveAccessibleDescription(chatContent.closeLabel);
    // Tooltip above the panel, below the button, whole on screen; and axe is still clean with it open.
    const tipBox = await tooltip.boundingBox();
    expect(tipBox?.y ?? 0).toBeGreaterThanOrEqual(box.y + box.height);
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // Leaving hides it (Radix keeps it open while the pointer travels towards it, so move in steps).
    await page.mouse.move(2, 2, { steps: 10 });
    await expect(tooltip).toHaveCount(0);

    // Keyboard: back from the message box to the close button; focus shows the tooltip without the delay.
    await expect(textbox(page)).toBeFocused();
    for (let i = 0; i < 10 && !(await close.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Shift+Tab");
    }
    await expect(close).toBeFocused();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(chatContent.closeLabel);

    // Escape hides it, and (as before the tooltips) still closes the panel in one press, focus back on the launcher.
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("button", { name: chatContent.openLabel })).toBeFocused();

    // The send button's tooltip repeats its name too.
    await openChat(page);
    await textbox(page).fill("Hello");
    await sendButton(page).focus();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(chatContent.sendLabel);
  });

  test("sends nothing without a session id, and says why", async ({ page, gotoHydrated }) => {
    // The browser refuses to keep the chat's key (storage blocked for it), so no session id exists.
    await page.addInitScript(() => {
      const { getItem, setItem } = Storage.prototype;
      const refuse = (key: string) => {
        if (key === "lead_session") throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Storage.prototype.getItem = function (key: string) {
        refuse(key);
        return getItem.call(this, key);
      };
      Storage.prototype.setItem = function (key: string, value: string) {
        refuse(key);
        setItem.call(this, key, value);
      };
    });
    const payloads = await fakeReplies(page, () => ({ message: "unexpected" }));
    await gotoHydrated("/");
    await page.getByRole("button", { name: chatContent.openLabel }).click();
    const panel = dialog(page);
    await expect(panel.getByRole("note")).toHaveText(chatContent.noSession);
    await expect(textbox(page)).toBeDisabled();
    await expect(textbox(page)).toHaveAccessibleDescription(chatContent.noSession);
    await expect(sendButton(page)).toBeDisabled();
    await expect(panel.getByRole("list", { name: chatContent.suggestionsLabel })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: chatContent.closeLabel })).toBeFocused();
    expect(payloads).toEqual([]);
  });
});

test.describe("chat failures (SPEC 8), each shown as a bot message", () => {
  const cases: {
    name: string;
    text: string;
    console?: RegExp;
    handle: (route: Route) => Promise<void>;
  }[] = [
    {
      name: "a non-2xx status",
      text: chatErrors.non2xx,
      console: /status of 500/,
      handle: (route) => route.fulfill({ status: 500, json: { error: "Internal Server Error" } }),
    },
    {
      name: "a rate limit (429 with Retry-After: 120)",
      text: chatRateLimited(2),
      console: /status of 429/,
      handle: (route) =>
        route.fulfill({ status: 429, headers: { "Retry-After": "120" }, json: { error: "Too many messages" } }),
    },
    {
      name: "an error that mentions configuration",
      text: chatErrors.configuration,
      handle: (route) => route.fulfill({ json: { error: "Chat function configuration is missing" } }),
    },
    {
      name: "a network failure",
      text: chatErrors.connection,
      console: /ERR_(FAILED|INTERNET_DISCONNECTED)/,
      handle: (route) => route.abort("internetdisconnected"),
    },
    {
      name: "any other error",
      text: chatErrors.default,
      handle: (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<html>proxy error</html>" }),
    },
    {
      name: "a 2xx answer without a message",
      text: chatErrors.noMessage,
      handle: (route) => route.fulfill({ json: { sessionId: "x" } }),
    },
  ];

  for (const c of cases) {
    test(`${c.name} → '${c.text.slice(0, 40)}…'`, async ({ page, gotoHydrated, allowConsoleError }) => {
      if (c.console) allowConsoleError(c.console);
      await page.route(ENDPOINT, c.handle);
      await gotoHydrated("/");
      await openChat(page);
      await textbox(page).fill("Hello?");
      await page.keyboard.press("Enter");
      await expect(messages(page, "bot").nth(1)).toHaveText(`${chatContent.title}: ${c.text}`);
      await expect(textbox(page)).toBeEnabled();
      await expect(textbox(page)).toBeFocused();
      // The next message goes through once the problem is gone.
      await page.unroute(ENDPOINT);
      await fakeReplies(page, () => ({ message: "Back online." }));
      await textbox(page).fill("Again");
      await page.keyboard.press("Enter");
      await expect(messages(page, "bot").nth(2)).toHaveText(`${chatContent.title}: Back online.`);
    });
  }
});

test("a rate-limited message says so, with the wait, and goes back into the box", async ({
  page,
  gotoHydrated,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 429/);
  await page.route(ENDPOINT, (route) =>
    route.fulfill({ status: 429, headers: { "Retry-After": "45" }, json: { error: "Too many messages" } }),
  );
  await gotoHydrated("/contact");
  await openChat(page);
  await textbox(page).fill("What does the Lead OS cost?");
  await page.keyboard.press("Enter");
  const reply = messages(page, "bot").nth(1);
  await expect(reply).toHaveText(`${chatContent.title}: ${chatRateLimited(1)}`);
  await expect(reply).toContainText("Too many messages came from your network");
  await expect(reply).toContainText("try again in a minute");
  await expect(reply).toHaveAttribute("data-failed", "true");
  await expect(textbox(page)).toHaveValue("What does the Lead OS cost?");
  await expect(textbox(page)).toBeFocused();
});

test.describe("chat launcher before the page is interactive (no JavaScript: the pre-rendered page as it is until then)", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps the dot still, so that no frame is drawn for it while the page loads", async ({ page }) => {
    await page.goto("/about");
    const dot = page.locator('[data-slot="chat-launcher-dot"]');
    await expect(dot).toBeVisible();
    expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    expect(await dot.evaluate((el) => el.getAnimations().length)).toBe(0);
  });
});
