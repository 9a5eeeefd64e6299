/**
 * Analytics hook (SPEC 7.3, DESIGN §3, issue 25): Google Analytics 4 through gtag.js, active only when
 * the site is built with GA_MEASUREMENT_ID, and then only with the visitor's consent. Without the id
 * every function here is inert: no script, no request, no `window.dataLayer`, no banner.
 *
 * With the id, Google Consent Mode v2 starts with everything denied, and nothing else happens until
 * the visitor answers the consent banner (app/components/layout/analytics-consent.tsx): Accept loads
 * Google's script, grants `analytics_storage` (never the advertising signals) and sends the current
 * page view; Decline keeps it all off. The answer is kept in local storage, so the banner asks once.
 * Page views and events before consent are not queued: nothing about them ever reaches Google.
 *
 * Pages never talk to gtag directly: they call `trackEvent` / `trackPageView`, and root mounts
 * `usePageViewTracking()` once so every route change (the first page included) counts as a page view.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

/** The GA4 measurement id fixed at build time (vite `define`); empty when analytics is off. */
export const GA_MEASUREMENT_ID: string = typeof __GA_MEASUREMENT_ID__ === "string" ? __GA_MEASUREMENT_ID__ : "";

export const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/** The local storage key of the visitor's answer: "granted" or "denied". */
export const CONSENT_STORAGE_KEY = "aiva_analytics_consent";

export type ConsentChoice = "granted" | "denied";

export type AnalyticsParams = Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Consent Mode v2 defaults: every signal denied until the visitor accepts. */
const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

export type Analytics = {
  /** True when a measurement id is configured and we run in a browser. */
  readonly active: boolean;
  /** Sends a GA4 event; does nothing when analytics is off or not consented to. */
  trackEvent: (name: string, params?: AnalyticsParams) => void;
  /** Counts a page view of `path` (pathname + search); sent only with consent. */
  trackPageView: (path: string) => void;
  /** The visitor's stored answer; null when they have not answered yet (or analytics is off). */
  consent: () => ConsentChoice | null;
  /** Records the visitor's answer: "granted" starts Google Analytics, "denied" keeps or turns it off. */
  setConsent: (choice: ConsentChoice) => void;
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the answer lasts for this page only
  }
}

/**
 * Analytics bound to one measurement id. gtag.js is loaded (async, from Google's host, which the
 * server's CSP allows only in a build with GA_MEASUREMENT_ID) the first time consent is granted, and
 * configured without its own automatic page view, since we send one per route change ourselves.
 */
export function createAnalytics(measurementId: string): Analytics {
  const active = measurementId !== "" && typeof window !== "undefined";
  let initialised = false;
  let granted = false;
  let started = false;
  let answer: ConsentChoice | null = null;
  let currentPath: string | null = null;

  function gtag(..._args: unknown[]) {
    window.dataLayer ??= [];
    // gtag.js only processes the `arguments` object itself (not an array copy), as Google's snippet does.
    // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object
    window.dataLayer.push(arguments);
  }

  function pageView(path: string) {
    gtag("event", "page_view", {
      page_path: path,
      page_location: `${window.location.origin}${path}`,
      page_title: document.title,
    });
  }

  function grant() {
    granted = true;
    (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = false;
    gtag("consent", "update", { analytics_storage: "granted" });
    if (started) return;
    started = true;
    gtag("js", new Date());
    gtag("config", measurementId, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }

  function revoke() {
    granted = false;
    gtag("consent", "update", { analytics_storage: "denied" });
    // Google's documented switch: gtag.js sends nothing more for this id on this page.
    (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = true;
    // The cookies Google Analytics set while it was allowed to (on this host or its parent domain).
    const domain = window.location.hostname.replace(/^www\./, "");
    for (const name of document.cookie.split(";").map((c) => c.split("=")[0]?.trim() ?? "")) {
      if (name !== "_ga" && !name.startsWith("_ga_")) continue;
      for (const scope of [`; Domain=${domain}`, ""]) {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
        document.cookie = `${name}=; Max-Age=0; Path=/${scope}`;
      }
    }
  }

  function init() {
    if (initialised) return;
    initialised = true;
    gtag("consent", "default", DENIED);
    const stored = storage()?.getItem(CONSENT_STORAGE_KEY);
    answer = stored === "granted" || stored === "denied" ? stored : null;
    if (answer === "granted") grant();
  }

  return {
    active,
    trackEvent(name, params = {}) {
      if (!active) return;
      init();
      if (granted) gtag("event", name, params);
    },
    trackPageView(path) {
      if (!active) return;
      init();
      currentPath = path;
      if (granted) pageView(path);
    },
    consent() {
      if (!active) return null;
      init();
      return answer;
    },
    setConsent(choice) {
      if (!active) return;
      init();
      answer = choice;
      try {
        storage()?.setItem(CONSENT_STORAGE_KEY, choice);
      } catch {
        // storage full or disabled: the answer lasts for this page only
      }
      if (choice === "granted" && !granted) {
        grant();
        if (currentPath !== null) pageView(currentPath);
      } else if (choice === "denied" && granted) {
        revoke();
      }
    },
  };
}

/** What a build without GA_MEASUREMENT_ID uses: the bundler then leaves `createAnalytics` out entirely. */
const inert: Analytics = {
  active: false,
  trackEvent() {},
  trackPageView() {},
  consent: () => null,
  setConsent() {},
};

const analytics = GA_MEASUREMENT_ID === "" ? inert : createAnalytics(GA_MEASUREMENT_ID);

export const analyticsActive = analytics.active;
export const trackEvent = analytics.trackEvent;
export const trackPageView = analytics.trackPageView;
export const analyticsConsent = analytics.consent;
export const setAnalyticsConsent = analytics.setConsent;

/** Counts a page view on the first render and on every route change (mounted once, in root's App). */
export function usePageViewTracking() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}
