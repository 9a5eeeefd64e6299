/**
 * axe-core on every page of the registry (the search and chat pages too), every article and the not-found page, desktop and mobile: zero
 * violations of WCAG 2.0/2.1/2.2 A+AA and best practices; no third-party request, no console error.
 */
import AxeBuilder from "@axe-core/playwright";
import { readArticleFiles } from "../../app/content/articles/read-files.server";
import { pages } from "../../app/content/pages";
import { serverPages } from "../../app/content/server-pages";
import { expect, test } from "./fixtures";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

const NOT_FOUND_PATH = "/this-page-does-not-exist";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

function formatViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? "").replace(/\n\s*/g, "\n      ");
          return `    - ${node.target.join(" ")}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
        })
        .join("\n");
      return `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
}

const targets = [
  ...pages.map((page) => ({ path: page.path, status: 200 })),
  ...serverPages.map((page) => ({ path: page.path, status: 200 })),
  { path: "/search?q=lead", status: 200 },
  { path: "/search?q=zzzz", status: 200 },
  ...readArticleFiles().map((article) => ({ path: article.path, status: 200 })),
  { path: NOT_FOUND_PATH, status: 404 },
];

for (const target of targets) {
  test(`a11y ${target.path}`, async ({ page, gotoHydrated, allowConsoleError, expectNoThirdParty }) => {
    if (target.status === 404) {
      // Chromium logs the document's own 404 as a console error; that one is the point of this page.
      allowConsoleError(
        new RegExp(`Failed to load resource: the server responded with a status of 404 .*${NOT_FOUND_PATH}:\\d+\\)$`),
      );
    }
    const response = await gotoHydrated(target.path);
    expect(response?.status(), `HTTP status of ${target.path}`).toBe(target.status);

    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(
      results.violations.length,
      `axe violations on ${target.path}:\n\n${formatViolations(results.violations)}`,
    ).toBe(0);

    expectNoThirdParty();
  });
}

/**
 * Before the page's scripts have run (and without JavaScript), the visitor has the pre-rendered markup alone: links
 * that become buttons are still links, islands are not yet hydrated. axe finds nothing there either. The scripts are
 * held unanswered, so the page stays as it was sent.
 */
for (const target of targets) {
  test(`a11y before hydration ${target.path}`, async ({ page, allowConsoleError }) => {
    if (target.status === 404) {
      allowConsoleError(
        new RegExp(`Failed to load resource: the server responded with a status of 404 .*${NOT_FOUND_PATH}:\\d+\\)$`),
      );
    }
    await page.route(/\/assets\/.+\.js$/, () => {});
    const response = await page.goto(target.path, { waitUntil: "domcontentloaded" });
    expect(response?.status(), `HTTP status of ${target.path}`).toBe(target.status);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);

    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(
      results.violations.length,
      `axe violations on ${target.path} before hydration:\n\n${formatViolations(results.violations)}`,
    ).toBe(0);
  });
}
