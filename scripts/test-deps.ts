/**
 * Test dependencies that do not come from npm: a system Chromium (Playwright, Lighthouse), the
 * PostgreSQL server binaries (server tests against a throwaway real PostgreSQL) and Radicale (the owner's
 * CalDAV calendar in the booking tests).
 *
 * `find*` only looks. `ensure*` looks and, when missing, installs with apt-get on Debian as root
 * (output streamed), or throws with the exact command to run.
 *
 * CLI: `node --import tsx scripts/test-deps.ts` ensures all three and prints their paths.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const POSTGRES_ROOT = "/usr/lib/postgresql";

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROME_PATH (when it points at an executable), then /usr/bin/chromium, /usr/bin/chromium-browser. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}

function hasServerBinaries(dir: string): boolean {
  return isExecutable(join(dir, "initdb")) && isExecutable(join(dir, "pg_ctl"));
}

/**
 * The bin folder holding initdb and pg_ctl: the newest /usr/lib/postgresql/<major>/bin (Debian
 * keeps them off PATH), else a folder on PATH that has both (e.g. Homebrew).
 */
export function findPostgres(): string | null {
  if (existsSync(POSTGRES_ROOT)) {
    const majors = readdirSync(POSTGRES_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const bin = join(POSTGRES_ROOT, major, "bin");
      if (hasServerBinaries(bin)) return bin;
    }
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && hasServerBinaries(dir)) return dir;
  }
  return null;
}

function canAptInstall(): boolean {
  return existsSync("/etc/debian_version") && process.getuid?.() === 0;
}

const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
// Wait for a concurrent apt/dpkg run instead of failing on its lock.
const aptLockWait = ["-o", "DPkg::Lock::Timeout=600"];
let aptUpdated = false;

function apt(args: string[]): void {
  console.log(`$ apt-get ${args.join(" ")}`);
  const result = spawnSync("apt-get", [...aptLockWait, ...args], { stdio: "inherit", env: aptEnv });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
  }
}

function aptInstall(pkg: string): void {
  if (!aptUpdated) {
    apt(["update"]);
    aptUpdated = true;
  }
  apt(["install", "-y", pkg]);
}

function missing(what: string, pkg: string, hint: string): Error {
  return new Error(
    `${what} not found. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
      `(on Debian/Ubuntu; elsewhere install ${pkg} with your package manager). ${hint}`,
  );
}

/** Path of a Chromium executable; installs Debian's `chromium` when missing and possible. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!canAptInstall()) {
    throw missing("Chromium", "chromium", "Or point CHROME_PATH at a Chrome/Chromium executable.");
  }
  aptInstall("chromium");
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get installed chromium, but none of ${CHROMIUM_CANDIDATES.join(", ")} exists`);
  return installed;
}

/**
 * Bin folder with initdb and pg_ctl; installs Debian's `postgresql` when missing and possible,
 * otherwise throws with the install command. Returns null (with a warning) only if apt-get
 * succeeded and the binaries are still nowhere to be found.
 */
export function ensurePostgres(): string | null {
  const found = findPostgres();
  if (found) return found;
  if (!canAptInstall()) {
    throw missing("PostgreSQL server binaries (initdb, pg_ctl)", "postgresql", "");
  }
  aptInstall("postgresql");
  const installed = findPostgres();
  if (!installed)
    console.warn(`apt-get installed postgresql, but no ${POSTGRES_ROOT}/<major>/bin has initdb and pg_ctl`);
  return installed;
}

/** RADICALE_PATH (when it points at an executable), then `radicale` on PATH. */
export function findRadicale(): string | null {
  const fromEnv = process.env.RADICALE_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  const onPath = (process.env.PATH ?? "").split(delimiter).map((dir) => dir && join(dir, "radicale"));
  return ["/usr/bin/radicale", ...onPath].find((path) => path && isExecutable(path)) || null;
}

/** The Radicale CalDAV server (the owner's calendar in the booking tests); installs Debian's `radicale` when missing. */
export function ensureRadicale(): string {
  const found = findRadicale();
  if (found) return found;
  if (!canAptInstall()) throw missing("Radicale (a CalDAV server)", "radicale", "Or point RADICALE_PATH at it.");
  aptInstall("radicale");
  const installed = findRadicale();
  if (!installed) throw new Error("apt-get installed radicale, but no radicale executable is on PATH");
  return installed;
}

function version(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  // /usr/bin/chromium is a shell wrapper that prints harmless noise on stderr; keep the first stdout line.
  return result.status === 0 ? (result.stdout.trim().split("\n")[0] ?? "") : "unknown version";
}

function main(): void {
  const chromium = ensureChromium();
  console.log(`Chromium:   ${chromium} (${version(chromium, ["--version"])})`);
  const pgBin = ensurePostgres();
  if (!pgBin) {
    console.error("PostgreSQL: not available");
    process.exitCode = 1;
    return;
  }
  console.log(`PostgreSQL: ${pgBin} (${version(join(pgBin, "postgres"), ["--version"])})`);
  const radicale = ensureRadicale();
  console.log(`Radicale:   ${radicale} (${version(radicale, ["--version"])})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

/**
 * The `wrk` HTTP load generator (`npm run bench`): WRK_PATH (when it points at an executable), then
 * /usr/bin/wrk, /usr/local/bin/wrk, then any `wrk` on PATH.
 */
export function findWrk(): string | null {
  const fromEnv = process.env.WRK_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  const onPath = (process.env.PATH ?? "").split(delimiter).map((dir) => dir && join(dir, "wrk"));
  return ["/usr/bin/wrk", "/usr/local/bin/wrk", ...onPath].find((path) => path && isExecutable(path)) || null;
}

/** Path of `wrk`; installs Debian's `wrk` when missing and possible, otherwise throws with the install command. */
export function ensureWrk(): string {
  const found = findWrk();
  if (found) return found;
  if (!canAptInstall()) throw missing("wrk (HTTP load generator)", "wrk", "Or point WRK_PATH at a wrk executable.");
  aptInstall("wrk");
  const installed = findWrk();
  if (!installed) throw new Error("apt-get installed wrk, but no wrk executable was found");
  return installed;
}
