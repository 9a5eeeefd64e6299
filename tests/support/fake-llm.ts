/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 for tests of the chat assistant's LLM
 * path. `mode` decides each answer: "ok" (a chat completion with `reply`), "slow" (answers after
 * `delayMs`), "error" (HTTP 500), "garbage" (200 with a body that is not a completion).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeLlmMode = "ok" | "grounded" | "slow" | "error" | "garbage";

export type FakeLlmRequest = {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[]; [key: string]: unknown };
};

export type FakeLlm = {
  /** Base URL to use as LLM_BASE_URL, e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  mode: FakeLlmMode;
  reply: string;
  delayMs: number;
  requests: FakeLlmRequest[];
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const timers = new Set<NodeJS.Timeout>();
  const state = {
    mode: "ok" as FakeLlmMode,
    reply: "Our flagship program costs $3,997. See /services/aiva-lead-os for details.",
    delayMs: 5_000,
    requests: [] as FakeLlmRequest[],
  };
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    let body: FakeLlmRequest["body"] = {};
    try {
      body = JSON.parse(text);
    } catch {
      // recorded as {}
    }
    state.requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    const grounded = () => {
      const system = body.messages?.find((m) => m.role === "system")?.content ?? "";
      return /<<<\n([\s\S]*?)\n>>>/.exec(system)?.[1] ?? "";
    };
    const completion = (content = state.reply) =>
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      });
    if (req.url !== "/v1/chat/completions" || req.method !== "POST") {
      res.writeHead(404).end();
      return;
    }
    switch (state.mode) {
      case "ok":
        res.writeHead(200, { "Content-Type": "application/json" }).end(completion());
        return;
      case "grounded":
        res.writeHead(200, { "Content-Type": "application/json" }).end(completion(grounded()));
        return;
      case "error":
        res.writeHead(500, { "Content-Type": "application/json" }).end('{"error":{"message":"internal"}}');
        return;
      case "garbage":
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"unexpected":true}');
        return;
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) res.writeHead(200, { "Content-Type": "application/json" }).end(completion());
        }, state.delayMs);
        timers.add(timer);
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeLlm = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get reply() {
      return state.reply;
    },
    set reply(value) {
      state.reply = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value) {
      state.delayMs = value;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
