/**
 * `npm test`: every check, in order, stopping at the first failure. Each step's output streams
 * through; a summary table follows, and the last line is `N passed, M failed` (steps).
 *
 * SKIP_LIGHTHOUSE=1 skips the Lighthouse step (quick local runs only; CI never sets it).
 */
import { spawn } from "node:child_process";
import { ensureChromium, ensurePostgres, ensureRadicale } from "./test-deps";

type Status = "passed" | "failed" | "skipped" | "not run";
type Step = {
  name: string;
  /** A command to spawn, or an in-process check that throws on failure. */
  run: string[] | (() => void | Promise<void>);
  skip?: string;
};
type StepResult = { name: string; status: Status; seconds: number; note: string };

const steps: Step[] = [
  {
    name: "test deps (Chromium, PostgreSQL, Radicale)",
    run: () => {
      console.log(`Chromium: ${ensureChromium()}`);
      const pgBin = ensurePostgres();
      if (!pgBin) throw new Error("PostgreSQL server binaries (initdb, pg_ctl) not available");
      console.log(`PostgreSQL: ${pgBin}`);
      console.log(`Radicale: ${ensureRadicale()}`);
    },
  },
  { name: "typecheck", run: ["npm", "run", "typecheck"] },
  { name: "lint", run: ["npm", "run", "lint"] },
  { name: "unit tests (vitest unit)", run: ["npx", "vitest", "run", "--project", "unit"] },
  { name: "build", run: ["npm", "run", "build"] },
  { name: "server tests (vitest server)", run: ["npx", "vitest", "run", "--project", "server", "--maxWorkers=2"] },
  // The server's memory after start, with nothing else running beside it (its RSS varies with another file's load).
  { name: "server memory (vitest server-alone)", run: ["npx", "vitest", "run", "--project", "server-alone"] },
  { name: "e2e (playwright)", run: ["npx", "playwright", "test"] },
  {
    name: "lighthouse",
    run: ["npm", "run", "test:lighthouse"],
    skip: process.env.SKIP_LIGHTHOUSE === "1" ? "SKIP_LIGHTHOUSE=1" : undefined,
  },
];

function runCommand(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!command) return Promise.reject(new Error("empty command"));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(signal ? `killed by ${signal}` : `exit code ${code}`));
    });
  });
}

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;
}

function printSummary(results: StepResult[], totalSeconds: number): void {
  const nameWidth = Math.max(4, ...results.map((result) => result.name.length));
  const statusWidth = 7;
  console.log("\n=== npm test summary ===");
  console.log(`${"step".padEnd(nameWidth)}  ${"result".padEnd(statusWidth)}  time`);
  console.log(`${"-".repeat(nameWidth)}  ${"-".repeat(statusWidth)}  ----------`);
  for (const result of results) {
    const time = result.status === "passed" || result.status === "failed" ? formatDuration(result.seconds) : "";
    const note = result.note ? `  (${result.note})` : "";
    console.log(`${result.name.padEnd(nameWidth)}  ${result.status.padEnd(statusWidth)}  ${time}${note}`);
  }
  console.log(`${"total".padEnd(nameWidth)}  ${"".padEnd(statusWidth)}  ${formatDuration(totalSeconds)}`);
}

async function main(): Promise<number> {
  const startedAll = Date.now();
  const results: StepResult[] = [];
  let failed = false;

  for (const step of steps) {
    if (failed) {
      results.push({ name: step.name, status: "not run", seconds: 0, note: "" });
      continue;
    }
    if (step.skip) {
      console.log(`\n>>> ${step.name}: skipped (${step.skip})`);
      results.push({ name: step.name, status: "skipped", seconds: 0, note: step.skip });
      continue;
    }
    const label = Array.isArray(step.run) ? step.run.join(" ") : "in process";
    console.log(`\n>>> ${step.name} [${label}]`);
    const started = Date.now();
    try {
      if (Array.isArray(step.run)) await runCommand(step.run);
      else await step.run();
      const seconds = (Date.now() - started) / 1000;
      results.push({ name: step.name, status: "passed", seconds, note: "" });
      console.log(`<<< ${step.name}: passed in ${formatDuration(seconds)}`);
    } catch (error) {
      const seconds = (Date.now() - started) / 1000;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`<<< ${step.name}: FAILED after ${formatDuration(seconds)}: ${message}`);
      results.push({ name: step.name, status: "failed", seconds, note: message.split("\n")[0] ?? "" });
      failed = true;
    }
  }

  printSummary(results, (Date.now() - startedAll) / 1000);
  const passedCount = results.filter((result) => result.status === "passed").length;
  const failedCount = results.filter((result) => result.status === "failed").length;
  console.log(`${passedCount} passed, ${failedCount} failed`);
  return failedCount === 0 ? 0 : 1;
}

process.exitCode = await main();
