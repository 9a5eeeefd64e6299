/**
 * The `test` every E2E file imports (instead of @playwright/test's):
 * - `gotoHydrated(path)`: navigate, then wait until the root has hydrated (`html[data-hydrated="true"]`)
 *   and every section is laid out (`html[data-sections-laid-out]`, lib/section-layout.ts).
 * - console errors and uncaught page errors fail the test (automatic); a test that expects one
 *   calls `allowConsoleError(/pattern/)` first.
 * - `requests` records the URL of every request the page made; `expectNoThirdParty()` asserts
 *   they all went to the app's own origin (or were data:/blob: URLs).
 */
import { test as base, expect, type Response } from "@playwright/test";

export { expect };

type Fixtures = {
  /** page.goto(path), then waits for hydration; returns the navigation response. */
  gotoHydrated: (path: string) => Promise<Response | null>;
  /** Lets console errors/page errors matching `pattern` pass for the rest of this test. */
  allowConsoleError: (pattern: RegExp | string) => void;
  /** Console errors and page errors seen so far (allowed ones included). */
  consoleErrors: string[];
  /** Every request URL the page made so far, in order. */
  requests: string[];
  /** Asserts that every request went to the app's origin (or data:/blob:). */
  expectNoThirdParty: () => void;
};

type Internal = {
  _consoleGuard: { errors: string[]; allowed: (RegExp | string)[] };
};

function matches(message: string, pattern: RegExp | string): boolean {
  return typeof pattern === "string" ? message.includes(pattern) : pattern.test(message);
}

export const test = base.extend<Fixtures & Internal>({
  _consoleGuard: [
    async ({ page }, use) => {
      const guard = { errors: [] as string[], allowed: [] as (RegExp | string)[] };
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url, lineNumber } = message.location();
        guard.errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
      });
      page.on("pageerror", (error) => {
        guard.errors.push(`page error: ${error.stack ?? error.message}`);
      });
      await use(guard);
      const unexpected = guard.errors.filter((error) => !guard.allowed.some((pattern) => matches(error, pattern)));
      expect(unexpected, "console errors / uncaught page errors").toEqual([]);
    },
    { auto: true },
  ],

  consoleErrors: async ({ _consoleGuard }, use) => {
    await use(_consoleGuard.errors);
  },

  allowConsoleError: async ({ _consoleGuard }, use) => {
    await use((pattern) => {
      _consoleGuard.allowed.push(pattern);
    });
  },

  requests: [
    async ({ page }, use) => {
      const urls: string[] = [];
      page.on("request", (request) => {
        urls.push(request.url());
      });
      await use(urls);
    },
    { auto: true },
  ],

  expectNoThirdParty: async ({ requests, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1:4173").origin;
    await use(() => {
      const thirdParty = requests.filter(
        (url) => !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin,
      );
      expect(thirdParty, `requests that did not go to ${origin}`).toEqual([]);
    });
  },

  gotoHydrated: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      // And every section laid out (lib/section-layout.ts): the page has its real height.
      await page.locator("html[data-sections-laid-out]").waitFor({ state: "attached" });
      return response;
    });
  },
});
