/**
 * The chat launcher steps aside while a control lies under its corner (issue 33, ADR 051): an
 * IntersectionObserver whose root is shrunk, by negative margins, to the launcher's resting place (plus a
 * margin) watches the page's controls, so the browser reports when one enters or leaves that place and nothing
 * runs while the page scrolls. The launcher gets `data-aside` (a rule in app/styles/app.css moves it out of the
 * way) and comes back as soon as the place is free. Controls added later (a route's content) are picked up.
 */
import { type RefObject, useEffect } from "react";

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, label, summary, [role="button"], [role="tab"], [data-launcher-avoid]';
/** Room kept between the launcher and a control, in px. */
const CLEARANCE = 8;
/** New controls are looked for at most this often while the page changes. */
const RESCAN_MS = 400;

export function useLauncherStepsAside(launcherRef: RefObject<HTMLElement | null>, path: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page's controls are watched from the start.
  useEffect(() => {
    const launcher = launcherRef.current;
    if (!launcher || typeof IntersectionObserver !== "function") return;
    const under = new Set<Element>();
    const update = () => {
      for (const element of under) if (!element.isConnected) under.delete(element);
      launcher.toggleAttribute("data-aside", under.size > 0);
    };
    const ours = (element: Element) =>
      launcher.contains(element) || element.contains(launcher) || element.closest('[data-slot="chat-panel"]');

    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (!observer) return;
      for (const element of document.querySelectorAll(CONTROLS)) if (!ours(element)) observer.observe(element);
    };
    const start = () => {
      observer?.disconnect();
      under.clear();
      // The resting place from the style (the launcher itself may be moved aside right now).
      const style = getComputedStyle(launcher);
      const { clientWidth: width, clientHeight: height } = document.documentElement;
      const right = Number.parseFloat(style.right) - CLEARANCE;
      const bottom = Number.parseFloat(style.bottom) - CLEARANCE;
      const top = height - bottom - launcher.offsetHeight - 2 * CLEARANCE;
      const left = width - right - launcher.offsetWidth - 2 * CLEARANCE;
      try {
        observer = new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) under.add(entry.target);
              else under.delete(entry.target);
            }
            update();
          },
          { rootMargin: `${-top}px ${-right}px ${-bottom}px ${-left}px` },
        );
      } catch {
        // No observer, no stepping aside: the launcher keeps its corner, which is where SPEC 2.14 puts it.
        observer = undefined;
        return;
      }
      watch();
    };
    start();

    let rescan: number | undefined;
    const changed = new MutationObserver(() => {
      rescan ??= window.setTimeout(() => {
        rescan = undefined;
        watch();
        update();
      }, RESCAN_MS);
    });
    changed.observe(document.body, { childList: true, subtree: true });
    let resized: number | undefined;
    const onResize = () => {
      window.clearTimeout(resized);
      resized = window.setTimeout(start, 150);
    };
    window.addEventListener("resize", onResize);
    return () => {
      observer?.disconnect();
      changed.disconnect();
      window.removeEventListener("resize", onResize);
      window.clearTimeout(rescan);
      window.clearTimeout(resized);
      launcher.removeAttribute("data-aside");
    };
  }, [launcherRef, path]);
}
