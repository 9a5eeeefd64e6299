import { afterEach, describe, expect, it } from "vitest";
import { analyticsActive, createAnalytics, GA_MEASUREMENT_ID, trackEvent, trackPageView } from "./analytics";

function gtagScripts() {
  return [...document.querySelectorAll<HTMLScriptElement>("script[src]")].filter((s) =>
    s.src.startsWith("https://www.googletagmanager.com/"),
  );
}

/** dataLayer entries are `arguments` objects (what gtag.js reads); compare them as arrays. */
function dataLayerCalls() {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

afterEach(() => {
  delete window.dataLayer;
  for (const script of gtagScripts()) script.remove();
});

describe("analytics without a measurement id (the default build)", () => {
  it("is off: no script, no dataLayer", () => {
    expect(GA_MEASUREMENT_ID).toBe("");
    expect(analyticsActive).toBe(false);
    trackPageView("/about");
    trackEvent("schedule_consultation", { consultation_type: "60-Minute Strategy Session", contact_method: "email" });
    expect(window.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it("createAnalytics('') is inert too", () => {
    const analytics = createAnalytics("");
    expect(analytics.active).toBe(false);
    analytics.trackPageView("/");
    analytics.trackEvent("x");
    expect(window.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });
});

describe("analytics with a measurement id", () => {
  it("loads gtag.js once, configures it without an automatic page view, then pushes page views and events", () => {
    document.title = "About AIVA";
    const analytics = createAnalytics("G-TEST123");
    expect(analytics.active).toBe(true);
    expect(window.dataLayer).toBeUndefined(); // nothing happens before the first call

    analytics.trackPageView("/about?x=1");
    analytics.trackEvent("schedule_consultation", {
      consultation_type: "30-Minute Discovery Call",
      contact_method: "phone",
    });

    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(scripts[0]?.async).toBe(true);

    const calls = dataLayerCalls();
    expect(calls[0]?.[0]).toBe("js");
    expect(calls[0]?.[1]).toBeInstanceOf(Date);
    expect(calls.slice(1)).toEqual([
      ["config", "G-TEST123", { send_page_view: false }],
      [
        "event",
        "page_view",
        { page_path: "/about?x=1", page_location: `${window.location.origin}/about?x=1`, page_title: "About AIVA" },
      ],
      ["event", "schedule_consultation", { consultation_type: "30-Minute Discovery Call", contact_method: "phone" }],
    ]);
    // gtag.js only reads Arguments objects, never arrays.
    expect(Object.prototype.toString.call(window.dataLayer?.[1])).toBe("[object Arguments]");
  });

  it("keeps entries pushed before it started (an existing dataLayer is reused)", () => {
    window.dataLayer = [{ consent: "default" }];
    const analytics = createAnalytics("G-TEST123");
    analytics.trackEvent("ping");
    expect(window.dataLayer[0]).toEqual({ consent: "default" });
    expect(dataLayerCalls().at(-1)).toEqual(["event", "ping", {}]);
    analytics.trackEvent("pong");
    expect(gtagScripts()).toHaveLength(1);
  });
});
