/**
 * Playwright E2E against the production server (`npm run build` first), in the system Chromium
 * (/usr/bin/chromium or CHROME_PATH; never a Playwright browser download), desktop and mobile.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/test-deps";

const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

// The config is also loaded in every worker; they inherit the main process's env, so one data
// folder is created per run. The main process (no TEST_WORKER_INDEX) removes it at exit.
if (!process.env.AIVA_E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), "aiva-e2e-data-"));
  process.env.AIVA_E2E_DATA_DIR = dir;
  if (process.env.TEST_WORKER_INDEX === undefined) {
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
}
const dataDir = process.env.AIVA_E2E_DATA_DIR;

const launchOptions = {
  executablePath: findChromium() ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // Generous: a 2-core machine runs the server, two browsers and axe at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_ORIGIN,
    trace: "retain-on-failure",
  },
  webServer: {
    command: `node ${join(process.env.BUILD_DIR ?? "build", "site-server.js")}`,
    url: `${E2E_ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: "1",
      SITE_URL: E2E_ORIGIN,
    },
  },
  projects: [
    {
      name: "desktop",
      // Tests of hover and desktop layouts are tagged @desktop-only, touch and phone layouts @mobile-only:
      // each project runs only what applies to it (nothing is reported as skipped).
      grepInvert: /@mobile-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      grepInvert: /@desktop-only/,
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent:
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
        launchOptions,
      },
    },
  ],
});
