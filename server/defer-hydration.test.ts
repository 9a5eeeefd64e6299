// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

// The shape React Router 7 pre-renders (trimmed): preloads in <head>, the hydration module script in <body>.
const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/shell-B.js"/><link rel="modulepreload" href="/assets/about-C.js"/></head><body><h1>About</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">; import * as route0 from "/assets/root-D.js"; import * as route1 from "/assets/about-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"},"price":"$1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

/**
 * Runs a rewritten script with fakes that record, in order: preload links made, their insertion,
 * each module imported, and each task posted through a MessageChannel ("task").
 */
function execute(script: string) {
  const calls: string[] = [];
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const win: Record<string, unknown> = {};
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {}
    disconnect() {}
  }
  class RecordedChannel extends MessageChannel {
    constructor() {
      super();
      const post = this.port2.postMessage.bind(this.port2);
      this.port2.postMessage = (message: unknown) => {
        calls.push("task");
        post(message);
      };
    }
  }
  const timers: (() => void)[] = [];
  const body = script.replace(/import\(("[^"]+"|href)\)/g, "load($1)");
  new Function(
    "window",
    "document",
    "performance",
    "PerformanceObserver",
    "MessageChannel",
    "setTimeout",
    "load",
    body,
  )(
    win,
    {
      visibilityState: "visible",
      createElement: () => ({}),
      createDocumentFragment: () => ({ append: () => calls.push("preload") }),
      head: { append: () => calls.push("inserted") },
    },
    { getEntriesByName: () => [] },
    FakeObserver,
    RecordedChannel,
    (callback: () => void) => timers.push(callback),
    async (url: string) => {
      calls.push(url);
      return { url };
    },
  );
  return {
    calls,
    win,
    firePaint: () => paintCallback?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }),
    fireTimers: () => {
      for (const timer of timers.splice(0)) timer();
    },
  };
}

describe("deferHydration", () => {
  const out = deferHydration(page);
  const script = /<script type="module" data-hydrate="after-paint">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";

  it("takes the module preloads out of the markup and keeps the page and the stylesheet", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(out).toContain("<h1>About</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("loads the same modules, in the same order, from a script that waits for the first contentful paint", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('["/assets/entry.client-A.js","/assets/shell-B.js","/assets/about-C.js"]');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/about-C.js")]);',
    );
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('import("/assets/entry.client-A.js")'),
    );
    expect(script).toContain('"price":"$1"');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
  });

  it("is valid JavaScript that hydrates once, after the paint", async () => {
    const { calls, win, firePaint, fireTimers } = execute(script);
    expect(calls).toEqual([]);
    firePaint();
    // No timer has to fire (a paused test clock never fires them): the paint report alone starts it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([
      "task", // the task the paint report posts
      "preload",
      "preload",
      "preload",
      "inserted",
      "/assets/root-D.js",
      "/assets/about-C.js",
      "/assets/entry.client-A.js",
    ]);
    // The 4 s fallback finds it already started.
    fireTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((call) => call === "/assets/entry.client-A.js")).toHaveLength(1);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-D.js" },
      "routes/about": { url: "/assets/about-C.js" },
    });
  });

  it("evaluates the framework chunks first, each in a task of its own, then the app's modules", async () => {
    const withFramework = page.replace(
      '<link rel="modulepreload" href="/assets/shell-B.js"/>',
      '<link rel="modulepreload" href="/assets/react-F.js"/><link rel="modulepreload" href="/assets/router-G.js"/><link rel="modulepreload" href="/assets/shell-B.js"/>',
    );
    const rewritten = /data-hydrate="after-paint">([\s\S]*?)<\/script>/.exec(deferHydration(withFramework))?.[1] ?? "";
    const { calls, firePaint } = execute(rewritten);
    firePaint();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call !== "preload")).toEqual([
      "task",
      "inserted",
      "/assets/react-F.js",
      "task",
      "/assets/router-G.js",
      "task",
      "/assets/root-D.js",
      "/assets/about-C.js",
      "/assets/entry.client-A.js",
    ]);
  });

  it("imports a route manifest module too, before the entry (routeDiscovery: initial)", () => {
    const withManifest = page.replace(
      '<script type="module" async="">; import * as route0',
      '<script type="module" async="">import "/assets/manifest-E.js";\n import * as route0',
    );
    const script = deferHydration(withManifest);
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-E.js"), import("/assets/root-D.js"), import("/assets/about-C.js")]);',
    );
    expect(script).not.toMatch(/^\s*import\s/m);
  });

  it("keeps the CSP nonce of a page rendered per request on the rewritten script", () => {
    const withNonce = page
      .replaceAll('"/>', '" nonce="n0nce+/="/>')
      .replace('<script type="module" async="">', '<script nonce="n0nce+/=" type="module" async="">');
    const rewritten = deferHydration(withNonce);
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain('<script type="module" nonce="n0nce+/=" data-hydrate="after-paint">');
    expect(rewritten).toContain('["/assets/entry.client-A.js","/assets/shell-B.js","/assets/about-C.js"]');
  });

  it("leaves a page it already rewrote alone, and refuses a page without React Router's script", () => {
    expect(deferHydration(out)).toBe(out);
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/no React Router hydration script/);
  });
});
