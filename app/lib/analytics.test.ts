import { afterEach, describe, expect, it } from "vitest";
import {
  analyticsActive,
  CONSENT_STORAGE_KEY,
  createAnalytics,
  GA_MEASUREMENT_ID,
  trackEvent,
  trackPageView,
} from "./analytics";

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

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

describe("analytics with a measurement id: consent first", () => {
  afterEach(() => {
    window.localStorage.clear();
    delete (window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"];
  });

  it("before an answer: Consent Mode v2 all denied, no script, page views and events not kept", () => {
    const analytics = createAnalytics("G-TEST123");
    expect(analytics.active).toBe(true);
    expect(window.dataLayer).toBeUndefined(); // nothing happens before the first call
    analytics.trackPageView("/about");
    analytics.trackEvent("schedule_consultation", { consultation_type: "x", contact_method: "email" });
    expect(analytics.consent()).toBeNull();
    expect(dataLayerCalls()).toEqual([["consent", "default", DENIED]]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it("Accept: grants analytics storage only, loads gtag.js once, sends the current page view, and is remembered", () => {
    document.title = "About AIVA";
    const analytics = createAnalytics("G-TEST123");
    analytics.trackPageView("/about?x=1");
    analytics.setConsent("granted");
    analytics.trackEvent("schedule_consultation", {
      consultation_type: "30-Minute Discovery Call",
      contact_method: "phone",
    });
    analytics.setConsent("granted");

    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(scripts[0]?.async).toBe(true);
    const calls = dataLayerCalls();
    expect(calls[0]).toEqual(["consent", "default", DENIED]);
    expect(calls[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(calls[2]?.[0]).toBe("js");
    expect(calls[2]?.[1]).toBeInstanceOf(Date);
    expect(calls.slice(3)).toEqual([
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
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
  });

  it("a stored Accept: the next visit starts Google Analytics at once, without asking", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    const analytics = createAnalytics("G-TEST123");
    analytics.trackPageView("/");
    expect(analytics.consent()).toBe("granted");
    expect(gtagScripts()).toHaveLength(1);
    expect(dataLayerCalls().map((c) => c.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "update"],
      ["js", expect.any(Date)],
      ["config", "G-TEST123"],
      ["event", "page_view"],
    ]);
  });

  it("a stored Decline: nothing is loaded or sent", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
    const analytics = createAnalytics("G-TEST123");
    analytics.trackPageView("/");
    analytics.trackEvent("ping");
    expect(analytics.consent()).toBe("denied");
    expect(dataLayerCalls()).toEqual([["consent", "default", DENIED]]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it("Decline after Accept: consent withdrawn, Google's opt-out switch set, nothing more sent, _ga cookies removed", () => {
    for (const cookie of ["_ga=GA1.1.123", "_ga_TEST123=GS1.1.456", "other=kept"]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the cookies gtag.js would have set
      document.cookie = `${cookie}; Path=/`;
    }
    const analytics = createAnalytics("G-TEST123");
    analytics.trackPageView("/");
    analytics.setConsent("granted");
    const before = dataLayerCalls().length;
    analytics.setConsent("denied");
    analytics.trackEvent("ping");
    analytics.trackPageView("/about");
    expect(dataLayerCalls().slice(before)).toEqual([["consent", "update", { analytics_storage: "denied" }]]);
    expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]).toBe(true);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain("other=kept");
  });
});
