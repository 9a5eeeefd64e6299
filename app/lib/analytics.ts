/**
 * Analytics hook (SPEC 7.3, DESIGN §3): Google Analytics 4 through gtag.js, active only when the site is
 * built with GA_MEASUREMENT_ID. Without it every function here is inert: no script, no request, no
 * `window.dataLayer`, so the site makes zero third-party requests.
 *
 * Pages never talk to gtag directly: they call `trackEvent` / `trackPageView`, and root mounts
 * `usePageViewTracking()` once so every route change (the first page included) sends one page view.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

/** The GA4 measurement id fixed at build time (vite `define`); empty when analytics is off. */
export const GA_MEASUREMENT_ID: string = typeof __GA_MEASUREMENT_ID__ === "string" ? __GA_MEASUREMENT_ID__ : "";

export const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

export type AnalyticsParams = Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type Analytics = {
  /** True when a measurement id is configured and we run in a browser. */
  readonly active: boolean;
  /** Sends a GA4 event; does nothing when analytics is off. */
  trackEvent: (name: string, params?: AnalyticsParams) => void;
  /** Sends a page view of `path` (pathname + search); does nothing when analytics is off. */
  trackPageView: (path: string) => void;
};

/**
 * Analytics bound to one measurement id. The first call loads gtag.js (async, from Google's host, which
 * the server's CSP allows only in a build with GA_MEASUREMENT_ID) and configures it without its own
 * automatic page view, since we send one per route change ourselves.
 */
export function createAnalytics(measurementId: string): Analytics {
  const active = measurementId !== "" && typeof window !== "undefined";
  let started = false;

  function gtag(..._args: unknown[]) {
    window.dataLayer ??= [];
    // gtag.js only processes the `arguments` object itself (not an array copy), as Google's snippet does.
    // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object
    window.dataLayer.push(arguments);
  }

  function start() {
    if (started) return;
    started = true;
    gtag("js", new Date());
    gtag("config", measurementId, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }

  return {
    active,
    trackEvent(name, params = {}) {
      if (!active) return;
      start();
      gtag("event", name, params);
    },
    trackPageView(path) {
      if (!active) return;
      start();
      gtag("event", "page_view", {
        page_path: path,
        page_location: `${window.location.origin}${path}`,
        page_title: document.title,
      });
    },
  };
}

const analytics = createAnalytics(GA_MEASUREMENT_ID);

export const analyticsActive = analytics.active;
export const trackEvent = analytics.trackEvent;
export const trackPageView = analytics.trackPageView;

/** Sends a page view on the first render and on every route change (mounted once, in root's App). */
export function usePageViewTracking() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}
