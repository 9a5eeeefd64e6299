import { spawn } from "node:child_process";
import { repoRoot } from "./server";

export type CliResult = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/**
 * Runs one of our CLIs (`scripts/<name>.ts`) on `database` (its DATA_DIR or DATABASE_URL; the
 * other is removed from the inherited environment) and collects its output; killed after `timeoutMs`.
 */
export function runScript(
  script: string,
  args: string[],
  database: Record<string, string>,
  timeoutMs = 60_000,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...database };
    if (!database.DATABASE_URL) delete env.DATABASE_URL;
    if (!database.DATA_DIR) delete env.DATA_DIR;
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString("utf8");
    });
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString("utf8");
    });
    const timer = setTimeout(() => {
      stderr += `\n[test] no exit within ${timeoutMs / 1000} s: killed`;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}
