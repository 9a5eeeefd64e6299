import { type ElementType, type ReactNode, useEffect, useRef } from "react";
import { prefersReducedMotion } from "~/lib/motion";
import { cn } from "~/lib/utils";

export const REVEAL_THRESHOLD = 0.1;
export const MAX_REVEAL_DELAY_MS = 800;

/**
 * The behaviour of <Reveal> for one element: hides it if it is below the fold and shows it, after `delay` ms,
 * once 10 % of it is in view. Returns the cleanup. Also used for <Reveal> markup that React does not hydrate
 * (pre-rendered static HTML, found by `[data-slot="reveal"]` and `data-reveal-delay`).
 */
export function revealOnScroll(el: HTMLElement, delay: number): (() => void) | undefined {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  if (el.getBoundingClientRect().top < window.innerHeight) return; // already on screen: leave it be
  el.dataset.reveal = "hidden";
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
