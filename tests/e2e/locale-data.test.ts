/**
 * No page loads the browser's locale data while it starts (issue 37). The first `toLocaleString` or Intl
 * formatter of a page makes the engine load that locale's number or date data: 40 ms of main thread on a
 * desktop, 160 ms in one task on a Lighthouse phone (4× CPU), when the shell formatted the prices as its modules
 * were evaluated. Figures and dates are written without Intl (content/format-figures.ts, lib/dates.ts).
 *
 * /schedule reads the visitor's time zone with `Temporal.Now.timeZoneId()` (lib/time-zone.ts), which loads no locale
 * data; Chromium has Temporal, so the Intl fallback must not run here either.
 */
import { getPage } from "../../app/content/pages";
import { expect, test } from "./fixtures";

const ROUTES = [
  getPage("home").path,
  getPage("lead-os").path,
  getPage("resources").path,
  "/resources/speed-to-lead",
  getPage("schedule").path,
];

test.describe("locale data while a page starts @desktop-only", () => {
  for (const route of ROUTES) {
    test(`${route} formats its figures and dates without Intl`, async ({ page, gotoHydrated }) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { __localeCalls: string[] }).__localeCalls = calls;
        const record = (name: string, args: unknown[]) => {
          calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(", ")})`);
        };
        for (const name of [
          "NumberFormat",
          "DateTimeFormat",
          "Collator",
          "PluralRules",
          "RelativeTimeFormat",
        ] as const) {
          const Original = Intl[name] as unknown as (...args: unknown[]) => unknown;
          const wrapped = function (this: unknown, ...args: unknown[]) {
            record(`Intl.${name}`, args);
            return new.target ? Reflect.construct(Original, args) : Original(...args);
          };
          Object.defineProperty(Intl, name, { value: wrapped, configurable: true, writable: true });
        }
        const methods: [object, string][] = [
          [Number.prototype, "toLocaleString"],
          [Date.prototype, "toLocaleString"],
          [Date.prototype, "toLocaleDateString"],
          [Date.prototype, "toLocaleTimeString"],
          [String.prototype, "localeCompare"],
        ];
        for (const [proto, method] of methods) {
          const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method];
          if (!original) continue;
          Object.defineProperty(proto, method, {
            value: function (this: unknown, ...args: unknown[]) {
              record(method, args);
              return original.apply(this, args);
            },
            configurable: true,
            writable: true,
          });
        }
      });
      await gotoHydrated(route);
      // The sections below the first screen are laid out after load (ADR 010): their islands have run by then.
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-sections-laid-out"));
      const calls = await page.evaluate(() => (window as unknown as { __localeCalls: string[] }).__localeCalls);
      expect(calls).toEqual([]);
    });
  }
});
