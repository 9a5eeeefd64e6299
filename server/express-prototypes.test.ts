// @vitest-environment node
import { createServer, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { createExpressApp } from "./app";
import { adoptExpressPrototypes } from "./express-prototypes";

/** Serves `app` on a loopback port for one request and returns the JSON it answered. */
async function requestJson(app: express.Express, path: string): Promise<{ status: number; body: unknown }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: response.status, body: await response.json() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function describePrototypes(app: express.Express) {
  app.get("/probe/:name", (req, res) => {
    res.status(201).json({
      requestIsNodes: Object.getPrototypeOf(req) === IncomingMessage.prototype,
      responseIsNodes: Object.getPrototypeOf(res) === ServerResponse.prototype,
      appIsThisApp: req.app === app,
      path: req.path,
      param: req.params.name,
      query: req.query.q,
    });
  });
  return app;
}

describe("the site's Express app keeps Node's request and response prototypes (ADR 013)", () => {
  it("Express changes no prototype, and its request and response methods still work", async () => {
    const app = describePrototypes(createExpressApp());
    expect(app.request === IncomingMessage.prototype).toBe(true);
    expect(app.response === ServerResponse.prototype).toBe(true);
    const { status, body } = await requestJson(app, "/probe/chat?q=hello");
    expect(status).toBe(201);
    expect(body).toEqual({
      requestIsNodes: true,
      responseIsNodes: true,
      appIsThisApp: true,
      path: "/probe/chat",
      param: "chat",
      query: "hello",
    });
  });

  it("a second app in the same process keeps Express's own prototypes, and works", async () => {
    createExpressApp();
    const second = express();
    expect(adoptExpressPrototypes(second)).toBe(false);
    const { body } = await requestJson(describePrototypes(second), "/probe/second");
    expect(body).toMatchObject({ requestIsNodes: false, responseIsNodes: false, appIsThisApp: true, param: "second" });
  });

  it("refuses, changing nothing, when one of Express's properties would hide one of Node's", async () => {
    const hidesPipe = Object.create(IncomingMessage.prototype, { pipe: { value: () => "not Node's pipe" } });
    const fakeApp = { request: Object.create(hidesPipe), response: Object.create(ServerResponse.prototype) };
    const nodePipe = IncomingMessage.prototype.pipe;
    expect(() => adoptExpressPrototypes(fakeApp)).toThrow(/pipe would hide Node's own/);
    expect(IncomingMessage.prototype.pipe).toBe(nodePipe);
    // (Compared by hand: the matcher would read Express's getters off the prototype itself.)
    expect(fakeApp.request === IncomingMessage.prototype).toBe(false);
  });
});
