import interLatin from "~/assets/fonts/inter-latin-core-wght.woff2?url";
import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
} from "react-router";
import type { Route } from "./+types/root";
import { ChatLauncher } from "~/components/chat/chat-launcher";
import { AnalyticsConsent } from "~/components/layout/analytics-consent";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { Toasts } from "~/components/layout/toasts";
import { Island } from "~/components/static/island";
import { Button } from "~/components/ui/button";
import { errorFallback } from "~/content/messages";
import { feeds } from "~/content/pages";
import { site } from "~/content/site";
import { usePageViewTracking } from "~/lib/analytics";
import { FIRST_TAP_SCRIPT } from "~/lib/first-tap";
import { hashFocusTarget } from "~/lib/hash-target";
import { layOutSections } from "~/lib/section-layout";
import { organizationJsonLd } from "~/lib/seo";
import stylesheet from "~/styles/app.css?url";

export const links: Route.LinksFunction = () => [
  // `precedence` makes React emit the stylesheet at the top of <head>, ahead of the font preload and
  // the script preloads: the first paint waits for it, so it must be the first thing a phone asks for.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ...feeds.map((feed) => ({ rel: "alternate", type: feed.type, title: feed.title, href: feed.path })),
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The layout wraps whatever the root renders (App, the ErrorBoundary): its effect runs after all of theirs, so
  // the first-tap script (ADR 031) replays held taps once the page is hydrated, error fallback included (ADR 039).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* Holds taps on controls that need JavaScript until the page is hydrated, then replays them (ADR 031). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: FIRST_TAP_SCRIPT }} />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own constants, "<" escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd()).replace(/</g, "\\u003c") }}
        />
      </head>
      <body>
        <SkipLink />
        {/* Only in a build with GA_MEASUREMENT_ID: without it this is `false` at build time and the banner is not bundled. */}
        {typeof __GA_MEASUREMENT_ID__ === "string" && __GA_MEASUREMENT_ID__ !== "" ? <AnalyticsConsent /> : null}
        {/* Each Island is hydrated on its own after the page around it (ADR 041). The header and the toasts are not:
            their document-wide shortcuts (Ctrl/Cmd+K, Alt+T) must work as soon as the page is marked hydrated. */}
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="pt-16 outline-none md:pt-20">
          <Island>
            <Breadcrumbs />
          </Island>
          {children}
        </main>
        <Island>
          <SiteFooter />
        </Island>
        <Toasts />
        <Island>
          <ChatLauncher />
        </Island>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * After a client-side navigation, move focus to the new page so keyboard and screen-reader users start there:
 * to what the address's hash names (a form: its first field), else to the page's h1.
 */
function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path or hash change by design (a search result on the same page)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const hashTarget = hashFocusTarget(hash);
    if (hashTarget) {
      hashTarget.focus({ preventScroll: true }); // ScrollRestoration scrolls to it
      return;
    }
    const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main-content");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
}

export default function App() {
  useFocusOnNavigation();
  usePageViewTracking();
  useEffect(() => layOutSections(), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Navigating to the same location gives React Router a new location, which resets its error state.
  const tryAgain = () =>
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, preventScrollReset: true });
  if (isRouteErrorResponse(error)) {
    return (
      <section className="container-page py-24">
        <h1 className="text-3xl font-bold">{errorFallback.routerTitle}</h1>
        <p className="mt-4 text-ink-muted">
          {error.status} {error.statusText || (typeof error.data === "string" ? error.data : "")}
        </p>
      </section>
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="container-page py-24" role="alert">
      <div className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight">{errorFallback.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{errorFallback.text}</p>
        <details className="mt-6 rounded-md bg-subtle p-4 text-left">
          <summary className="cursor-pointer font-medium">{errorFallback.detailsLabel}</summary>
          <pre className="mt-3 overflow-x-auto whitespace-pre-wrap text-sm text-ink-muted">{message}</pre>
        </details>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={tryAgain}>{errorFallback.tryAgain}</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {errorFallback.reload}
          </Button>
        </div>
      </div>
    </section>
  );
}
