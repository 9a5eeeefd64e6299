/**
 * The analytics consent banner (issue 25, docs/decisions/026). Root mounts it only in a build with
 * GA_MEASUREMENT_ID, so without analytics its code is not in the bundle. It asks once (the answer is
 * kept in local storage by app/lib/analytics.ts), floats above the page (fixed, so nothing moves), and is
 * a labelled region with two native buttons early in the tab order. The footer's "Analytics settings"
 * button opens it again to change the answer.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { analyticsConsentCopy as copy } from "~/content/analytics-consent";
import { analyticsConsent, type ConsentChoice, setAnalyticsConsent } from "~/lib/analytics";

const OPEN_EVENT = "aiva:analytics-consent";

export function AnalyticsConsent() {
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);
  const focusOnOpen = useRef(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (analyticsConsent() === null) setOpen(true);
    const reopen = () => {
      focusOnOpen.current = true;
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, reopen);
    return () => window.removeEventListener(OPEN_EVENT, reopen);
  }, []);

  // Opened from the footer: the visitor asked for it, so focus goes to its first button.
  useEffect(() => {
    if (open && focusOnOpen.current) {
      focusOnOpen.current = false;
      region.current?.querySelector("button")?.focus();
    }
  }, [open]);

  if (!open) return null;

  const choose = (choice: ConsentChoice) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    setAnalyticsConsent(choice);
    setOpen(false);
    // The buttons disappear: keyboard users continue from the page's content.
    if (hadFocus) document.getElementById("main-content")?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={region}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-slot="analytics-consent"
      className="fixed inset-x-4 bottom-24 z-40 rounded-2xl bg-navy-900/95 p-5 text-on-dark shadow-lift ring-1 ring-white/10 backdrop-blur-md in-data-hydrated:animate-fade-up motion-reduce:animate-none sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-w-sm"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-5 top-0 h-px bg-linear-to-r from-transparent via-cyan-300/60 to-transparent"
      />
      <h2 id={titleId} className="text-base font-semibold tracking-tight">
        {copy.title}
      </h2>
      <p id={textId} className="mt-1.5 text-sm leading-relaxed text-on-dark-muted">
        {copy.text}{" "}
        <Link
          to={copy.privacyLink.to}
          className="font-medium text-cyan-300 underline underline-offset-2 hover:text-white"
        >
          {copy.privacyLink.label}
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button size="sm" onClick={() => choose("granted")}>
          {copy.accept}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => choose("denied")}>
          {copy.decline}
        </Button>
      </div>
    </section>
  );
}

/** In the footer: opens the banner again. Invisible until hydration (without JavaScript there is no analytics). */
export function AnalyticsSettingsButton() {
  return (
    <button
      type="button"
      data-slot="analytics-settings"
      onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}
      className="invisible rounded-sm text-sm underline-offset-4 hover:text-white hover:underline in-data-hydrated:visible"
    >
      {copy.settings}
    </button>
  );
}
