/**
 * Proving that no (further) e-mail is coming without sleeping (issue 34): the outbox worker logs each round at
 * debug (`outbox round`, start it with LOG_LEVEL=debug), and a chat message without an address wakes it without
 * writing a job. A round that started after `since` and left nothing pending means every job written before
 * `since` has been sent, or given up on. (No test runner's imports: the server and the browser tests both use it.)
 */
import { setTimeout as sleep } from "node:timers/promises";
import { rawRequest } from "../support/http";
import type { TestServer } from "../support/server";

export async function outboxSettled(
  server: TestServer,
  since: number,
  /** `headers`: of the waking chat message (another client address, where this one's chat limit is used up). */
  { headers = {}, timeoutMs = 60_000 }: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<void> {
  const wake = await rawRequest(`${server.url}/api/chat-message`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ sessionId: `wake-${Date.now()}`, message: "Hello", meta: { page: "/" } }),
  });
  if (wake.status !== 200) throw new Error(`outboxSettled: the waking chat message got ${wake.status}`);
  const deadline = Date.now() + timeoutMs;
  const settled = () =>
    server
      .logs()
      .split("\n")
      .some((line) => {
        if (!line.includes('"msg":"outbox round"')) return false;
        const round = JSON.parse(line) as { settled: boolean; startedAt: number };
        return round.settled && round.startedAt >= since;
      });
  while (!settled()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for an outbox round that leaves nothing pending");
    await sleep(50);
  }
}
