import { type ElementType, type ReactNode, useEffect, useRef } from "react";
import { prefersReducedMotion } from "~/lib/motion";
import { cn } from "~/lib/utils";

export const REVEAL_THRESHOLD = 0.1;
export const MAX_REVEAL_DELAY_MS = 800;

/**
 * Whether the element's top is above the bottom of the viewport. Its section is asked first: while the page
 * loads, a section far from the viewport is not laid out (lib/section-layout.ts), and the position of an
 * element inside it would lay it out now, in the middle of hydration.
 */
function onScreen(el: HTMLElement): boolean {
  const section = el.closest<HTMLElement>('[data-slot="section"]');
  if (section && section.getBoundingClientRect().top >= window.innerHeight) return false;
  return el.getBoundingClientRect().top < window.innerHeight;
}

let toHide: HTMLElement[] = [];

/**
 * Hides the element in a microtask, with every other one found in the same task. Hydration runs all the
 * page's <Reveal> effects in one task: hiding each at once would make the next one's position read lay
 * the whole page out again, once per element; this way the page is laid out once, for the first read.
 */
function hideAfterReads(el: HTMLElement) {
  if (toHide.push(el) > 1) return;
  queueMicrotask(() => {
    const batch = toHide;
    toHide = [];
    for (const hidden of batch) hidden.dataset.reveal = "hidden";
  });
}

/**
 * The behaviour of <Reveal> for one element: hides it if it is below the fold and shows it, after `delay` ms,
 * once 10 % of it is in view. Returns the cleanup. Also used for <Reveal> markup that React does not hydrate
 * (pre-rendered static HTML, found by `[data-slot="reveal"]` and `data-reveal-delay`).
 */
export function revealOnScroll(el: HTMLElement, delay: number): (() => void) | undefined {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  if (onScreen(el)) return; // leave it be
  hideAfterReads(el);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      el.style.transitionDelay = `${Math.min(Math.max(delay, 0), MAX_REVEAL_DELAY_MS)}ms`;
      el.dataset.reveal = "shown";
      observer.disconnect();
    },
    { threshold: REVEAL_THRESHOLD },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * Fades and lifts its content in once, the first time 10 % of it scrolls into view (SPEC 4).
 * Content is visible in the pre-rendered HTML: only elements that are still below the fold when the
 * page hydrates are hidden, so nothing flashes, nothing stays hidden if scripts fail, and only
 * opacity and transform change (no layout shift). Reduced motion: nothing is hidden or animated.
 */
export function Reveal({
  children,
  delay = 0,
  as: Tag = "div",
  className,
}: {
  children: ReactNode;
  /** 0–800 ms stagger. */
  delay?: number;
  as?: ElementType;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    return el ? revealOnScroll(el, delay) : undefined;
  }, [delay]);
  return (
    <Tag
      ref={ref}
      data-slot="reveal"
      data-reveal-delay={delay || undefined}
      className={cn(
        // Hiding is instant (content below the fold never fades out); only showing animates.
        "data-[reveal=hidden]:translate-y-3 data-[reveal=hidden]:opacity-0 data-[reveal=shown]:transition-[opacity,transform] data-[reveal=shown]:duration-700 data-[reveal=shown]:ease-[cubic-bezier(0.22,1,0.36,1)]",
        className,
      )}
    >
      {children}
    </Tag>
  );
}
