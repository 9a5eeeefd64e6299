/**
 * On a phone the chat launcher steps aside while the visitor reads down the page, so it never rests over the text
 * they are reading (issue 33, ADR 054), and comes back the moment they scroll up, near the top and at the end of
 * the page (where the layout keeps its corner free). The launcher gets `data-reading`; a rule in
 * app/styles/app.css slides it out of the viewport. One passive scroll listener that compares two numbers and
 * touches the attribute only when the direction changes: no layout is read while the page scrolls, except the
 * page's height near its end.
 */
import { type RefObject, useEffect } from "react";

/** Below this width the page's text reaches the launcher's corner (Tailwind's `sm`). */
const PHONE = "(max-width: 639.98px)";
/** Within this many px of the top the launcher stays: the hero's first screen keeps its corner free. */
const NEAR_TOP = 160;
/** Within this many px of the end it comes back: the footer's last row ends short of it. */
const NEAR_END = 96;
/** How far the visitor must scroll one way before the launcher follows, so a jitter does not make it flicker. */
const DOWN_BY = 48;
const UP_BY = 24;

/** What the launcher does after a scroll from `from` to `to`: "aside", "back" or nothing yet. */
export function readingStep(
  from: number,
  to: number,
  page: { viewportHeight: number; pageHeight: number },
): "aside" | "back" | null {
  if (to <= NEAR_TOP || to + page.viewportHeight >= page.pageHeight - NEAR_END) return "back";
  if (to - from >= DOWN_BY) return "aside";
  if (from - to >= UP_BY) return "back";
  return null;
}

export function useLauncherStepsAsideWhileReading(launcherRef: RefObject<HTMLElement | null>, path: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page opens at its top, the launcher in its corner.
  useEffect(() => {
    const launcher = launcherRef.current;
    if (!launcher || typeof window.matchMedia !== "function") return;
    const phone = window.matchMedia(PHONE);
    // Where the current run of scrolling one way started.
    let anchor = window.scrollY;
    let reading = false;
    const onScroll = () => {
      if (!phone.matches) return;
      const y = window.scrollY;
      const step = readingStep(anchor, y, {
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      });
      if (step === "aside" || step === "back") {
        anchor = y;
        if ((step === "aside") !== reading) {
          reading = step === "aside";
          launcher.toggleAttribute("data-reading", reading);
        }
      } else if ((reading && y > anchor) || (!reading && y < anchor)) {
        // Still going the way it went: the run starts again from here.
        anchor = y;
      }
    };
    const onPhoneChange = () => {
      if (!phone.matches && reading) {
        reading = false;
        launcher.removeAttribute("data-reading");
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    phone.addEventListener?.("change", onPhoneChange);
    return () => {
      window.removeEventListener("scroll", onScroll);
      phone.removeEventListener?.("change", onPhoneChange);
      launcher.removeAttribute("data-reading");
    };
  }, [launcherRef, path]);
}
