/**
 * The server runs without V8's memory reducer (ADR 012): after an idle spell, the reducer's
 * memory-reducing collections left every later request for a pre-rendered page about a quarter
 * slower. Two servers side by side, both tracing their collections: the one started without the
 * server's flags shows the reducer at work and warns at startup; the one started as
 * `npm run serve` starts it shows neither.
 */
import { afterAll, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../server/runtime-flags";
import { startServer, type TestServer } from "../support/server";

const REDUCING_GC = /Mark-Compact \(reduce\)/;
const MISSING_FLAGS_WARNING = "started without the server's Node.js flags";

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

it("runs without the memory reducer, and warns when started without its flags", { timeout: 90_000 }, async () => {
  const [plain, served] = await Promise.all([
    startServer({ nodeFlags: ["--trace-gc"] }),
    startServer({ nodeFlags: [...SERVER_NODE_FLAGS, "--trace-gc"] }),
  ]);
  servers.push(plain, served);

  // Some traffic, then quiet: the reducer starts once allocation has slowed down.
  for (const server of [plain, served]) {
    for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/about`)).arrayBuffer();
  }
  const deadline = Date.now() + 60_000;
  while (!REDUCING_GC.test(plain.logs()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  expect(plain.logs()).toMatch(REDUCING_GC);
  expect(plain.logs()).toContain(MISSING_FLAGS_WARNING);
  expect(served.logs()).not.toMatch(REDUCING_GC);
  expect(served.logs()).not.toContain(MISSING_FLAGS_WARNING);
  // Both still serve normally.
  expect((await fetch(`${served.url}/about`)).status).toBe(200);
});
