/**
 * Live availability on /services/aiva-lead-os (DESIGN §3): the block names the coming month of the visitor's
 * date with the spots of site.ts, never a month in the past. The pre-rendered page names the build's coming
 * month; bringing it up to the visitor's date after hydration moves nothing (layout shifts recorded with a
 * PerformanceObserver from the first byte).
 */
import type { Page } from "@playwright/test";
import { availabilityAt } from "../../app/lib/availability";
import { buildTime } from "../support/build";
import { expect, test } from "./fixtures";

const PATH = "/services/aiva-lead-os";
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const chip = (page: Page) => page.locator("main time[data-availability-month]");
const line = (page: Page) => page.locator("main p", { has: page.locator("time[data-availability-month]") });

/** Every "Month YYYY" in the text of the page's main element, hidden or not, as year * 12 + month index. */
async function monthsNamed(page: Page): Promise<number[]> {
  const text = (await page.locator("main").textContent()) ?? "";
  const pattern = new RegExp(`\\b(${MONTHS.join("|")}) (\\d{4})\\b`, "g");
  return [...text.matchAll(pattern)].map((m) => Number(m[2]) * 12 + MONTHS.indexOf(m[1] ?? ""));
}

type Shift = { value: number; sources: { element: string; inAvailability: boolean }[] };

/** Records every layout shift of the page from its first byte, with the elements that moved. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<Shift[]>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(({ node }) => {
            const element = node instanceof Element ? node : (node?.parentElement ?? null);
            return {
              element: element ? `${element.tagName.toLowerCase()} ${element.className}`.trim() : "(gone)",
              inAvailability: Boolean(element?.closest("section")?.querySelector("#availability-title")),
            };
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

test.describe("live availability", () => {
  test("the pre-rendered page names the coming month of the build's day, not January 2025", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const expected = availabilityAt(buildTime());
    expect(html).toMatch(new RegExp(`<time[^>]*dateTime="${expected.monthIso}"[^>]*data-availability-month`));
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain(expected.line);
    expect(text).not.toContain("January 2025");
  });

  for (const visit of [
    { now: "2031-03-14T10:00:00", line: "April 2031: 3 spots remaining", iso: "2031-04" },
    { now: "2031-12-31T23:30:00", line: "January 2032: 3 spots remaining", iso: "2032-01" },
  ]) {
    test(`on ${visit.now} it shows ${visit.line.split(":")[0]} and no past month`, async ({ page, gotoHydrated }) => {
      await page.clock.setFixedTime(new Date(visit.now));
      await gotoHydrated(PATH);
      await expect(line(page)).toHaveText(visit.line);
      await expect(chip(page)).toHaveAttribute("datetime", visit.iso);
      const today = new Date(visit.now);
      const thisMonth = today.getFullYear() * 12 + today.getMonth();
      const named = await monthsNamed(page);
      expect(named.length).toBeGreaterThan(0);
      for (const month of named) expect(month).toBeGreaterThan(thisMonth);
    });
  }

  test("bringing the month up to date after hydration shifts nothing", async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    // A visit months after the build, so the month changes; the block is in view from the first paint.
    await page.clock.setFixedTime(new Date("2031-05-14T10:00:00"));
    await page.goto(`${PATH}#availability-title`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await expect(line(page)).toHaveText("June 2031: 3 spots remaining");
    await expect(chip(page)).toBeInViewport();
    await page.waitForTimeout(500);
    const recorded = await shifts();
    expect(recorded.filter((shift) => shift.sources.some((source) => source.inAvailability))).toEqual([]);
    expect(recorded).toEqual([]);

    // The recorder sees a shift when there is one: text growing in front of the spots moves them.
    await chip(page).evaluate((time) => {
      time.removeAttribute("data-widest");
      (time.firstElementChild as HTMLElement).textContent = "A much longer month name 2031";
    });
    await expect
      .poll(async () => (await shifts()).some((shift) => shift.sources.some((source) => source.inAvailability)))
      .toBe(true);
  });

  test("the month chip is as wide for every month, so the spots beside it never move", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(PATH);
    const widths = await chip(page).evaluate((time, months) => {
      const label = time.firstElementChild as HTMLElement;
      return months.map((month) => {
        label.textContent = `${month} 2031`;
        return time.getBoundingClientRect().width;
      });
    }, MONTHS);
    expect(new Set(widths).size, `chip widths by month: ${widths.join(", ")}`).toBe(1);
  });
});
