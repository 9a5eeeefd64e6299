/**
 * The flagship's first paint waits for its whole hero (ADR 059): on a slow CPU the parser yields to paint
 * mid-document, and a first frame with half the assessment form moved the centred intro beside it (and the
 * header) once the rest was parsed. The page expects the marker after the hero (`<link rel="expect">`).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PATH = "/services/aiva-lead-os";
const LOADS = 4;

type Frame = { hero: boolean; submit: boolean };
type FirstScreen = { frames: Frame[]; shifts: number[] };

/** Loads PATH with the CPU slowed down and records what each of the first frames showed and every layout shift. */
async function loadSlowly(page: Page): Promise<FirstScreen> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto(PATH);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return page.evaluate(() => (window as unknown as { __firstScreen: FirstScreen }).__firstScreen);
}

test("the flagship's first frame shows its whole hero, so nothing in it moves as the page loads", async ({ page }) => {
  await page.addInitScript(() => {
    const record: FirstScreen = { frames: [], shifts: [] };
    (window as unknown as { __firstScreen: FirstScreen }).__firstScreen = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        record.shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
    const frame = () => {
      const card = document.querySelector('[data-slot="assessment-form"]');
      record.frames.push({
        hero: Boolean(document.querySelector("section[aria-labelledby='lead-os-title']")),
        submit: Boolean(card?.querySelector("button[type=submit]")),
      });
      if (record.frames.length < 3) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

  const html = await (await page.request.get(PATH)).text();
  const expectLink = html.match(/<link rel="expect" href="#([\w-]+)" blocking="render"\/>/);
  expect(expectLink, "the page holds its first paint for a marker").not.toBeNull();
  const marker = expectLink?.[1] ?? "";
  expect(html.indexOf(`id="${marker}"`), "the marker comes after the form's submit button").toBeGreaterThan(
    html.indexOf('type="submit"'),
  );

  for (let load = 0; load < LOADS; load++) {
    const { frames, shifts } = await loadSlowly(page);
    expect(frames[0], `load ${load + 1}: the first frame has the hero and the form's button`).toEqual({
      hero: true,
      submit: true,
    });
    expect(shifts, `load ${load + 1}: layout shifts`).toEqual([]);
  }
});
