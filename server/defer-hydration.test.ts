// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT_FILE, deferHydration } from "./defer-hydration";

const afterFirstPaint = readFileSync(AFTER_FIRST_PAINT_FILE, "utf8");

// The shape React Router 7 pre-renders (trimmed): preloads in <head>, the hydration module script in <body>.
const routerScript = `; import * as route0 from "/assets/root-D.js"; import * as route1 from "/assets/about-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"},"price":"$1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-A.js");`;
const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/shell-B.js"/><link rel="modulepreload" href="/assets/about-C.js"/></head><body><h1>About</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${routerScript}</script></body></html>`;

type Element = Record<string, unknown>;

/**
 * Runs after-first-paint.js against a fake page whose deferred block is `deferred`, recording in order:
 * each task posted through a MessageChannel ("task"), the insertion of the preloads, and the scripts added.
 */
function run(deferred: Element | null, { visibility = "visible" } = {}) {
  const calls: string[] = [];
  const preloads: Element[] = [];
  const scripts: Element[] = [];
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
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
  const document = {
    visibilityState: visibility,
    querySelector: (selector: string) => (selector === "script[data-after-first-paint]" ? deferred : null),
    createElement: (tag: string) => ({ tag }),
    createDocumentFragment: () => ({ append: (link: Element) => preloads.push(link) }),
    head: { append: () => calls.push(`preloads inserted (${preloads.length})`) },
    body: {
      append: (script: Element) => {
        calls.push("script added");
        scripts.push(script);
      },
    },
  };
  new Function("document", "performance", "PerformanceObserver", "MessageChannel", "setTimeout", afterFirstPaint)(
    document,
    { getEntriesByName: () => [] },
    FakeObserver,
    RecordedChannel,
    (callback: () => void) => timers.push(callback),
  );
  return {
    calls,
    preloads,
    scripts,
    firePaint: () => paintCallback?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }),
    fireTimers: () => {
      for (const timer of timers.splice(0)) timer();
    },
  };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe("deferHydration", () => {
  const out = deferHydration(page, afterFirstPaint);

  it("takes the module preloads out of the markup and keeps the page and the stylesheet", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(out).toContain("<h1>About</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("keeps React Router's script as it is, as a data block with the page's preloads, and the runner after it", () => {
    expect(out).toContain(
      `<script type="text/plain" data-after-first-paint data-modulepreload="/assets/entry.client-A.js /assets/shell-B.js /assets/about-C.js">${routerScript}</script><script type="module">${afterFirstPaint}</script>`,
    );
    expect(out).not.toContain('type="module" async=""');
  });

  it("keeps the CSP nonce of a page rendered per request on both scripts", () => {
    const withNonce = page
      .replaceAll('"/>', '" nonce="n0nce+/="/>')
      .replace('<script type="module" async="">', '<script nonce="n0nce+/=" type="module" async="">');
    const rewritten = deferHydration(withNonce, afterFirstPaint);
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain('data-modulepreload="/assets/entry.client-A.js /assets/shell-B.js /assets/about-C.js"');
    expect(rewritten).toContain(`nonce="n0nce+/=">${routerScript}</script>`);
    expect(rewritten).toContain(`<script type="module" nonce="n0nce+/=">${afterFirstPaint}</script>`);
  });

  it("leaves a page it already rewrote alone, and refuses a page without React Router's script", () => {
    expect(deferHydration(out, afterFirstPaint)).toBe(out);
    expect(() => deferHydration("<html><body></body></html>", afterFirstPaint)).toThrow(
      /no React Router hydration script/,
    );
  });
});

describe("after-first-paint.js", () => {
  const deferred = () => ({
    dataset: { modulepreload: "/assets/entry.client-A.js /assets/shell-B.js" },
    nonce: "n0nce",
    textContent: routerScript,
  });

  it("adds the preloads in one insertion and runs React Router's script once, after the paint", async () => {
    const { calls, preloads, scripts, firePaint, fireTimers } = run(deferred());
    await tick();
    expect(calls).toEqual([]);
    firePaint();
    // No timer has to fire (a paused test clock never fires them): the paint report alone starts it.
    await tick();
    expect(calls).toEqual(["task", "preloads inserted (2)", "script added"]);
    expect(preloads).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-A.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/shell-B.js" },
    ]);
    expect(scripts).toEqual([{ tag: "script", type: "module", nonce: "n0nce", textContent: routerScript }]);
    // The 4 s fallback finds it already started.
    fireTimers();
    await tick(0);
    expect(calls.filter((call) => call === "script added")).toHaveLength(1);
  });

  it("starts after 4 s at the latest when no paint is reported", async () => {
    const { calls, fireTimers } = run(deferred());
    fireTimers();
    await tick(0);
    expect(calls).toEqual(["preloads inserted (2)", "script added"]);
  });

  it("starts at once in a tab opened in the background", () => {
    const { calls } = run(deferred(), { visibility: "hidden" });
    expect(calls).toEqual(["preloads inserted (2)", "script added"]);
  });

  it("does nothing on a page without a deferred script", async () => {
    const { calls, firePaint, fireTimers } = run(null);
    firePaint();
    fireTimers();
    await tick();
    expect(calls.filter((call) => call !== "task")).toEqual([]);
  });
});
