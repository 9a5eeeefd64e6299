// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as company from "../app/content/placeholders/company";
import * as home from "../app/content/placeholders/home";
import * as leadOs from "../app/content/placeholders/lead-os";
import { type PlaceholderEntry, placeholders } from "../app/content/placeholders/index";
import { isProductionSiteUrl, placeholderWarnings } from "./placeholder-warnings";

const root = path.resolve(import.meta.dirname, "..");

/** Runs `node --import tsx <script>` with SITE_URL (and more env), as npm run build runs its scripts. */
function run(script: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("isProductionSiteUrl", () => {
  it("treats this machine as local and every other address as production", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:4540", "http://[::1]:3000", "http://app.localhost"]) {
      expect(isProductionSiteUrl(url), url).toBe(false);
    }
    for (const url of ["https://www.aiva.com", "https://aiva.example", "http://192.168.1.10:3000", "not a url"]) {
      expect(isProductionSiteUrl(url), url).toBe(true);
    }
  });
});

describe("placeholderWarnings", () => {
  it("names every placeholder in use, with its value and where it shows, for a production SITE_URL", () => {
    const lines = placeholderWarnings("https://www.aiva.com");
    const text = lines.join("\n");
    const inUse = Object.entries(placeholders).filter(([, entry]) => entry.isPlaceholder);
    expect(inUse.length).toBeGreaterThan(0);
    expect(lines[0]).toBe(
      `WARNING: this production build (SITE_URL=https://www.aiva.com) still shows ${inUse.length} placeholders:`,
    );
    for (const [name, entry] of inUse) {
      expect(text).toContain(`  - ${entry.what} (${name}): `);
      expect(text).toContain(`shown on ${entry.shownOn}`);
    }
    for (const value of [
      "hello@aiva.example",
      "+1 (555) 010-0199",
      "Jordan Ellis",
      "247+ Entrepreneurs served",
      "90 days to ROI",
    ]) {
      expect(text).toContain(value);
    }
    expect(lines.at(-1)).toMatch(
      /app\/content\/placeholders\/.*isPlaceholder.*placeholders\/index\.ts.*Before going live/,
    );
  });

  it("lists every value of app/content/placeholders/", () => {
    const values = { ...company, ...home, ...leadOs };
    expect(Object.keys(placeholders).sort()).toEqual(Object.keys(values).sort());
    for (const [name, value] of Object.entries(values)) {
      expect(placeholders[name as keyof typeof placeholders].value, name).toBe(value);
    }
  });

  it("covers the placeholders of SPEC 9 and DESIGN §3", () => {
    expect(Object.keys(placeholders)).toEqual(
      expect.arrayContaining([
        "trustStats",
        "clientLogos",
        "founderName",
        "contactEmail",
        "contactPhone",
        "socialProfile",
      ]),
    );
  });

  it("says nothing for a localhost SITE_URL", () => {
    expect(placeholderWarnings("http://localhost:3000")).toEqual([]);
    expect(placeholderWarnings("http://127.0.0.1:4540")).toEqual([]);
  });

  it("lists only the entries still marked, and nothing once none is", () => {
    const entry = (isPlaceholder: boolean, value: unknown): PlaceholderEntry => ({
      what: "Contact e-mail",
      shownOn: "/contact",
      value,
      isPlaceholder,
    });
    const lines = placeholderWarnings("https://www.aiva.com", {
      contactEmail: entry(true, "hello@aiva.example"),
      founderName: entry(false, "Ada Lovelace"),
    });
    expect(lines.join("\n")).toContain('Contact e-mail (contactEmail): "hello@aiva.example"');
    expect(lines.join("\n")).not.toContain("Ada Lovelace");
    expect(lines[0]).toMatch(/still shows 1 placeholder:$/);
    expect(placeholderWarnings("https://www.aiva.com", { founderName: entry(false, "Ada Lovelace") })).toEqual([]);
  });
});

describe("the build", () => {
  it("the module run alone warns on stderr for a production SITE_URL and is silent for localhost", () => {
    const production = run("scripts/placeholder-warnings.ts", { SITE_URL: "https://www.aiva.com" });
    expect(production.status).toBe(0);
    expect(production.stderr).toContain("WARNING: this production build (SITE_URL=https://www.aiva.com)");
    expect(production.stderr).toContain("hello@aiva.example");
    const local = run("scripts/placeholder-warnings.ts", { SITE_URL: "http://localhost:3000" });
    expect(local.status).toBe(0);
    expect(`${local.stdout}${local.stderr}`).toBe("");
  });

  it("npm run build's postbuild step prints the warning for a production SITE_URL (on an empty build folder)", () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), "aiva-placeholder-build-"));
    try {
      mkdirSync(path.join(buildDir, "client"));
      const production = run("scripts/postbuild.ts", { SITE_URL: "https://www.aiva.com", BUILD_DIR: buildDir });
      expect(production.status, production.stderr).toBe(0);
      expect(production.stderr).toContain("WARNING: this production build (SITE_URL=https://www.aiva.com)");
      const local = run("scripts/postbuild.ts", { SITE_URL: "http://localhost:3000", BUILD_DIR: buildDir });
      expect(local.status, local.stderr).toBe(0);
      expect(local.stderr).not.toContain("WARNING");
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
