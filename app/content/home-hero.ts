/**
 * Home page hero copy (SPEC 2.4), re-exported by home.ts. Kept apart from the rest of the home copy so the page's
 * first-load JavaScript carries only what the first screen needs; the other sections load as they near the
 * viewport (components/home/deferred-sections.tsx).
 */
import { figures } from "./figures";
import { figureText } from "./figure-text";
import { site } from "./site";
import type { HomeHero } from "./types";

export const homeHero = {
  eyebrow: "Done-for-you AI automation",
  title: "AI Automation That Works While You Grow",
  subtitle: `${site.name} designs, builds and runs AI systems for your sales, support and operations. They plug into the tools you already use, typically go live in ${figureText.implementation} and need zero code on your side.`,
  highlights: [
    `${figureText.hoursSavedWeekly} Hours Saved Weekly`,
    `ROI in ${figures.roiDays} Days`,
    "Zero Code Required",
  ],
  primaryCta: { label: "Book Your Strategy Session", to: "/schedule" },
  /** Opens the walkthrough dialog; a link to the same walkthrough as a page before hydration and without JavaScript. */
  demoCta: { label: "Watch Demo (2 min)", to: "/demo" },
  secondaryCta: { label: "See Your Automation Roadmap", to: "/contact" },
  visual: {
    src: "/illustrations/hero.svg",
    alt: `${site.name} dashboard: a new lead answered, qualified by AI and booked as a meeting, with ${figureText.hoursSavedWeekly} hours saved weekly`,
  },
} as const satisfies HomeHero & { visual: { src: `/${string}`; alt: string } };
