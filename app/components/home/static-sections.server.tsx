/**
 * The home sections that have no client-side behaviour, rendered to HTML on the server (at pre-render time, and
 * for the route data of a client-side navigation). The route shows this HTML as is (StaticHtml, ADR 007), so React
 * never hydrates these sections and their components, copy and icons are not part of the page's JavaScript: the
 * home page stays inside its first-load budget (DESIGN.md §5) while every section is pre-rendered in full.
 *
 * Interactive sections (hero and demo dialog, challenge tabs, platform marquee, process explorer, success
 * carousel) are ordinary React components in the route; the marquee's logo lists are HTML from here too.
 */
import { ClosingCta } from "~/components/sections/closing-cta";
import { toHtml } from "~/components/static/to-html.server";
import { homeClosingCta } from "~/content/home";
import { CoreSystems } from "./core-systems";
import { HomeFaq } from "./home-faq";
import { LayersSection } from "./layers-section";
import { PlatformLogoLists } from "./platform-logo-lists";
import { ProblemSection } from "./problem-section";
import { TestimonialCard } from "./testimonial-card";
import { TrustSection } from "./trust-section";
import { VisionSection } from "./vision-section";
import { WhyThree } from "./why-three";

export type StaticSectionsHtml = ReturnType<typeof renderStaticSections>;

/** The static runs of sections, in page order between the interactive ones. */
export function renderStaticSections() {
  return {
    problems: toHtml(<ProblemSection />),
    // The marquee's logo lists: the marquee itself is interactive, its 24 logos are not.
    platformLogos: toHtml(<PlatformLogoLists />),
    visionToWhy: toHtml(
      <>
        <VisionSection />
        <CoreSystems />
        <WhyThree />
      </>,
    ),
    layersAndTestimonial: toHtml(
      <>
        <LayersSection />
        <TestimonialCard />
      </>,
    ),
    trustToFaq: toHtml(
      <>
        <TrustSection />
        <ClosingCta id="home-cta" content={homeClosingCta} look="spotlight" />
        <HomeFaq />
      </>,
    ),
  };
}
