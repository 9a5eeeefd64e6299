/**
 * 'Watch Demo (2 min)' (issue 27, ADR 029): the home hero's link, the walkthrough in its dialog, and /demo with
 * and without JavaScript. Time in the player is Playwright's clock: a test runs the whole walkthrough in seconds.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { assessmentForm } from "../../app/content/assessment-form";
import { demoDialog, demoDurationMs, demoPage, demoPlayer, demoSteps } from "../../app/content/demo";
import { homeHero } from "../../app/content/home-hero";
import { getPage } from "../../app/content/pages";
import { expect, test } from "./fixtures";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Stops the page's (installed) clock a moment from now: from then on, time moves only with `runFor`. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Waits until every entrance of the frame has finished (they run on the browser's own clock). */
async function settleFrame(p: ReturnType<typeof player>) {
  await p.stage.evaluate((stage) =>
    Promise.all(stage.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;

/** The player and the parts a visitor reads or uses. */
function player(scope: Page | Locator) {
  const root = scope.locator('[data-slot="demo-player"]');
  const controls = root.getByRole("group", { name: demoPlayer.controlsLabel });
  return {
    root,
    stage: root.locator(".demo-stage"),
    caption: root.locator('[data-slot="demo-caption"]'),
    poster: root.getByRole("button", { name: demoPlayer.play }).first(),
    play: controls.locator('[data-control="play"]'),
    previous: controls.getByRole("button", { name: demoPlayer.previous }),
    next: controls.getByRole("button", { name: demoPlayer.next }),
    restart: controls.getByRole("button", { name: demoPlayer.restart }),
    marker: (index: number) =>
      root
        .getByRole("list", { name: demoPlayer.stepsLabel })
        .getByRole("button", { name: `Step ${index + 1}: ${demoSteps[index]?.label}` }),
  };
}

/** Expects step `index` on screen: its frame, its caption and what it saves, its marker current. */
async function expectStep(p: ReturnType<typeof player>, index: number) {
  const step = demoSteps[index];
  if (!step) throw new Error(`no step ${index}`);
  await expect(p.root).toHaveAttribute("data-step", step.id);
  await expect(p.caption).toContainText(`Step ${index + 1} of ${demoSteps.length}`);
  await expect(p.caption).toContainText(step.title);
  await expect(p.caption).toContainText(step.caption);
  await expect(p.caption).toContainText(step.saves);
  await expect(p.marker(index)).toHaveAttribute("aria-current", "step");
  await expect(p.stage).toHaveAttribute("role", "img");
  await expect(p.stage).toHaveAttribute("aria-label", `Step ${index + 1} of ${demoSteps.length}. ${step.description}`);
}

async function openDialog(page: Page) {
  await page.getByRole("link", { name: homeHero.demoCta.label }).click();
  const dialog = page.getByRole("dialog", { name: demoDialog.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(demoDialog.description)).toBeVisible();
  return dialog;
}

test.describe("the home hero's 'Watch Demo (2 min)'", () => {
  test("is a link to /demo that opens the walkthrough in a dialog, loaded only then", async ({
    page,
    gotoHydrated,
    requests,
  }) => {
    await gotoHydrated("/");
    const link = page.getByRole("link", { name: homeHero.demoCta.label });
    await expect(link).toHaveAttribute("href", "/demo");
    await expect(link).toHaveAttribute("aria-haspopup", "dialog");
    // Nothing of the demo (code, stylesheet) is part of the home page's load.
    expect(requests.filter((url) => /\/assets\/demo/.test(url))).toEqual([]);

    const dialog = await openDialog(page);
    expect(requests.filter((url) => /\/assets\/demo-player-[\w-]+\.js$/.test(url))).toHaveLength(1);
    expect(requests.filter((url) => /\/assets\/demo-[\w-]+\.css$/.test(url))).toHaveLength(1);
    await expect(page).toHaveURL(/\/$/);
    // Nothing plays until asked.
    const p = player(dialog);
    await expect(p.root).toHaveAttribute("data-status", "idle");
    await expect(p.poster).toBeVisible();
    await expectStep(p, 0);
  });

  test("plays through all six steps, each with its caption, in under 2 minutes", async ({ page, gotoHydrated }) => {
    await page.clock.install();
    await gotoHydrated("/");
    const dialog = await openDialog(page);
    const p = player(dialog);
    // The clock stands still from before the first step, however long the machine takes between the click and
    // the next command: each step then runs for exactly its own duration.
    await pauseClock(page);
    await p.poster.click();
    await page.clock.runFor(100); // a frame, for the focus moved in requestAnimationFrame
    await expect(p.root).toHaveAttribute("data-status", "playing");
    await expect(p.play).toHaveAccessibleName(demoPlayer.pause);
    await expect(p.play).toBeFocused();
    await expect(p.stage).toHaveAttribute("data-demo-mode", "play");

    // Each step runs for exactly its own duration (100 ms of the first frame carry over).
    for (const [index, step] of demoSteps.entries()) {
      await expectStep(p, index);
      await page.clock.runFor(step.durationMs - 2000);
      await expect(p.root).toHaveAttribute("data-step", step.id); // still this step shortly before its end
      await page.clock.runFor(2000);
    }
    await expect(p.root).toHaveAttribute("data-status", "ended");
    await expect(p.root).toHaveAttribute("data-step", "dashboard");
    await expect(p.caption).toContainText(demoPlayer.endedNote);
    await expect(p.root).toContainText(`${clock(demoDurationMs)} / ${clock(demoDurationMs)}`);
    expect(demoDurationMs).toBeLessThan(120_000);
    // The next steps stay in view at the end.
    await expect(dialog.getByRole("link", { name: demoDialog.assessment.label })).toBeVisible();
    await expect(dialog.getByRole("link", { name: demoDialog.schedule.label })).toBeVisible();

    // Play again starts over.
    await expect(p.play).toHaveAccessibleName(demoPlayer.replay);
    await p.play.click();
    await expect(p.root).toHaveAttribute("data-status", "playing");
    await expectStep(p, 0);
  });

  test("controls: pause holds time, previous/next and markers move, restart starts over", async ({
    page,
    gotoHydrated,
  }) => {
    test.setTimeout(120_000); // 40 checks of the player; 39 s measured beside a full e2e run on a 2-core machine
    await page.clock.install();
    await gotoHydrated("/");
    const p = player(await openDialog(page));
    await pauseClock(page); // time moves only when the test says
    await expect(p.previous).toHaveAttribute("aria-disabled", "true");
    await p.play.click();
    await page.clock.runFor(5000);
    await p.play.click();
    await expect(p.root).toHaveAttribute("data-status", "paused");
    await expect(p.stage).toHaveAttribute("data-demo-mode", "pause");
    const time = p.root.getByText(new RegExp(`^Time: \\d:\\d\\d / ${clock(demoDurationMs)}$`));
    const paused = await time.textContent();
    await page.clock.runFor(20_000);
    await expect(time).toHaveText(paused ?? "");
    await expectStep(p, 0);

    await p.next.click();
    await expectStep(p, 1);
    await expect(p.stage).toHaveAttribute("data-demo-mode", "still"); // a step chosen by hand, paused: its still frame
    await p.marker(4).click();
    await expectStep(p, 4);
    await p.previous.click();
    await expectStep(p, 3);
    await p.marker(5).click();
    await expectStep(p, 5);
    await expect(p.next).toHaveAttribute("aria-disabled", "true");
    await p.next.click({ force: true }); // a click on it anyway does nothing
    await expectStep(p, 5);

    await p.restart.click();
    await expect(p.root).toHaveAttribute("data-status", "playing");
    await expectStep(p, 0);
    // Moving by hand while playing keeps playing, from the start of that step.
    await p.next.click();
    await expect(p.root).toHaveAttribute("data-status", "playing");
    await expectStep(p, 1);
    await page.clock.runFor(demoSteps[1].durationMs + 100);
    await expectStep(p, 2);
  });

  test("works from the keyboard, every control named", async ({ page, gotoHydrated }) => {
    await page.clock.install();
    await gotoHydrated("/");
    const link = page.getByRole("link", { name: homeHero.demoCta.label });
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: demoDialog.title });
    await expect(dialog).toBeVisible();
    const p = player(dialog);
    // Focus starts on the poster's play button.
    await expect(p.poster).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(p.root).toHaveAttribute("data-status", "playing");
    await expect(p.play).toBeFocused();
    await page.keyboard.press("Space");
    await expect(p.root).toHaveAttribute("data-status", "paused");
    await page.keyboard.press("ArrowRight");
    await expectStep(p, 1);
    await page.keyboard.press("ArrowRight");
    await expectStep(p, 2);
    await page.keyboard.press("ArrowLeft");
    await expectStep(p, 1);

    // Tab visits every control, each with a name.
    const names: string[] = [];
    await p.marker(0).focus();
    for (let i = 0; i < 10; i++) {
      names.push(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""));
      await page.keyboard.press("Tab");
    }
    expect(names).toEqual([
      ...demoSteps.map((step, index) => `Step ${index + 1}: ${step.label}`),
      demoPlayer.previous,
      demoPlayer.play,
      demoPlayer.next,
      demoPlayer.restart,
    ]);
    // A marker by Enter.
    await p.marker(4).focus();
    await page.keyboard.press("Enter");
    await expectStep(p, 4);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("animates with transform and opacity only, and shows still frames with captions to reduced motion", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    let p = player(await openDialog(page));
    await p.poster.click();
    await expect(p.stage).toHaveAttribute("data-demo-mode", "play");
    const animated = async () =>
      p.stage.evaluate((stage) =>
        stage
          .getAnimations({ subtree: true })
          .flatMap((animation) =>
            (animation.effect as KeyframeEffect)
              .getKeyframes()
              .flatMap((frame) =>
                Object.keys(frame).filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key)),
              ),
          ),
      );
    const properties = await animated();
    expect(properties.length).toBeGreaterThan(0);
    for (const property of properties) expect(["opacity", "transform"]).toContain(property);

    await page.keyboard.press("Escape");
    await page.emulateMedia({ reducedMotion: "reduce" });
    p = player(await openDialog(page));
    await p.poster.click();
    await expect(p.root).toHaveAttribute("data-status", "playing");
    for (const index of [0, 1, 2, 3, 4, 5]) {
      await p.marker(index).click();
      await expectStep(p, index);
      await expect(p.stage).toHaveAttribute("data-demo-mode", "still");
      expect(await animated()).toEqual([]);
    }
  });

  test("axe finds nothing in the open dialog: poster, playing, a still step, the end", async ({
    page,
    gotoHydrated,
  }) => {
    test.slow(); // four axe runs
    await page.clock.install();
    await gotoHydrated("/");
    const p = player(await openDialog(page));
    await expectNoAxeViolations(page, '[role="dialog"]');
    await p.poster.click();
    await settleFrame(p); // every element of the frame has entered
    await expectNoAxeViolations(page, '[role="dialog"]');
    await p.play.click();
    await p.marker(2).click();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await p.play.click();
    await page.clock.runFor(demoDurationMs);
    await expect(p.root).toHaveAttribute("data-status", "ended");
    await expectNoAxeViolations(page, '[role="dialog"]');
  });

  test("'Schedule Live Demo Instead' closes the dialog and lands on /schedule", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const dialog = await openDialog(page);
    await dialog.getByRole("link", { name: demoDialog.schedule.label }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("schedule").heading);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    // The page is usable: nothing of the dialog (its scroll lock, its inert outside) is left over it.
    await expect
      .poll(() =>
        page.evaluate(() => ({
          pointerEvents: getComputedStyle(document.body).pointerEvents,
          scrollLocked: document.body.hasAttribute("data-scroll-locked"),
          hidden: document.querySelectorAll("[data-aria-hidden], [aria-hidden=true] main").length,
        })),
      )
      .toEqual({ pointerEvents: "auto", scrollLocked: false, hidden: 0 });
  });

  test("'Get your own assessment' lands on the flagship's assessment form, its first field focused", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    const dialog = await openDialog(page);
    await dialog.getByRole("link", { name: demoDialog.assessment.label }).click();
    await expect(page).toHaveURL(new RegExp(`/services/aiva-lead-os#${assessmentForm.id}$`));
    await expect(dialog).toBeHidden();
    const form = page.locator(`form#${assessmentForm.id}`);
    await expect(form.getByRole("textbox", { name: assessmentForm.fields.name.label, exact: true })).toBeFocused();
    await expect(form).toBeInViewport();
  });
});

test.describe("before the home page is interactive", () => {
  test("a tap on 'Watch Demo (2 min)' still leads to the walkthrough, at /demo", async ({ page }) => {
    // The page's scripts never arrive (held, unanswered): it stays as pre-rendered. Its load event may then never
    // come (a held script asked for before it), so the test waits for the parsed document only.
    await page.route(/\/assets\/.+\.js$/, () => {});
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: homeHero.demoCta.label }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("demo").heading);
  });
});

test.describe("/demo without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hero's button reaches the walkthrough: every step as a still frame, and the player's controls work", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: homeHero.demoCta.label }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("demo").heading);

    const steps = page.locator(`#${demoPage.stepsSection.id} [id^="step-"]`);
    await expect(steps).toHaveCount(demoSteps.length);
    for (const [index, step] of demoSteps.entries()) {
      const item = page.locator(`#step-${index + 1}`);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(step.title);
      await expect(item).toContainText(step.caption);
      await expect(item).toContainText(step.saves);
      // The text equivalent, behind a native disclosure.
      await item.getByText(demoPage.frameDetails).click();
      await expect(item.getByText(step.description)).toBeVisible();
    }

    // The player's first frame: its controls are links to those still frames.
    const p = page.locator('[data-slot="demo-player"]');
    await p.getByRole("link", { name: demoPlayer.play }).first().click();
    await expect(page).toHaveURL(/\/demo#step-1$/);
    await p.getByRole("link", { name: `Step 4: ${demoSteps[3].label}` }).click();
    await expect(page).toHaveURL(/\/demo#step-4$/);
    await expect(page.locator("#step-4")).toBeInViewport();
    await p.getByRole("link", { name: demoPlayer.next }).click();
    await expect(page).toHaveURL(/\/demo#step-2$/);

    // And the next steps.
    await expect(p.getByRole("link", { name: demoDialog.assessment.label })).toHaveAttribute(
      "href",
      demoDialog.assessment.to,
    );
    await expect(p.getByRole("link", { name: demoDialog.schedule.label })).toHaveAttribute("href", "/schedule");
  });
});

test.describe("/demo", () => {
  test("loads the player on first use, already doing what was asked, and axe finds nothing", async ({
    page,
    gotoHydrated,
    requests,
  }) => {
    test.setTimeout(120_000); // two whole-page axe runs on a 2-core machine
    await page.clock.install();
    await gotoHydrated("/demo");
    expect(requests.filter((url) => /\/assets\/demo-player-[\w-]+\.js$/.test(url))).toEqual([]);
    await expectNoAxeViolations(page);

    const p = player(page);
    const marker = p.root.getByRole("link", { name: `Step 3: ${demoSteps[2].label}` });
    await marker.click();
    await expectStep(p, 2);
    await expect(p.marker(2)).toBeFocused();
    await expect(p.root).toHaveAttribute("data-status", "paused");
    await expect(page).toHaveURL(/\/demo$/); // the player took the click, not the link
    await expect(p.root.getByRole("link", { name: demoDialog.assessment.label })).toBeVisible();
    expect(requests.filter((url) => /\/assets\/demo-player-[\w-]+\.js$/.test(url))).toHaveLength(1);

    await p.play.click();
    await expect(p.root).toHaveAttribute("data-status", "playing");
    await page.clock.runFor(demoSteps[2].durationMs + 100);
    await expectStep(p, 3);
    await settleFrame(p); // axe reads colours: not halfway through an entrance
    await expectNoAxeViolations(page);
  });

  test("the poster's play button starts the walkthrough", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/demo");
    const p = player(page);
    await p.root.getByRole("link", { name: demoPlayer.play }).first().click();
    await expect(p.root).toHaveAttribute("data-status", "playing");
    await expect(p.play).toBeFocused();
    await expectStep(p, 0);
  });
});
