/**
 * Rendering a page for a request (the not-found page, a form's answer without JavaScript) must not
 * enter an AsyncLocalStorage: the first `run` switches on Node's async hooks for the rest of the
 * process, and every later request pays for them, pre-rendered pages included (ADR 011).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { buildDir } from "../support/build";

afterEach(() => {
  vi.restoreAllMocks();
});

/** The services the not-found page uses: a nonce for its scripts and a log that records the miss. */
function loadContext(cspNonce: string) {
  const warnings: object[] = [];
  const log = { info() {}, error() {}, warn: (entry: object) => warnings.push(entry) };
  return { context: { services: { cspNonce, log } } as never, warnings };
}

async function builtHandler() {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  return createRequestHandler(build, "production");
}

it("renders the not-found page for a request without entering an AsyncLocalStorage", async () => {
  const handle = await builtHandler();
  const run = vi.spyOn(AsyncLocalStorage.prototype, "run");
  const enterWith = vi.spyOn(AsyncLocalStorage.prototype, "enterWith");

  const { context, warnings } = loadContext("dGVzdC1ub25jZQ==");
  const response = await handle(new Request("http://localhost/no-such-page"), context);

  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain("Page Not Found");
  expect(html).toContain('nonce="dGVzdC1ub25jZQ=="');
  expect(run).not.toHaveBeenCalled();
  expect(enterWith).not.toHaveBeenCalled();
  expect(warnings).toEqual([{ path: "/no-such-page" }]);
});
