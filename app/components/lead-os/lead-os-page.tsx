import { useEffect } from "react";
import { Island } from "~/components/static/island";
import { StaticHtml } from "~/components/static/static-html";
import { refreshAvailability } from "./availability-refresh";
import { LeadOsHero } from "./lead-os-hero";
import { ResultsSection } from "./results-section";
import type { CarouselLabels, CarouselSlide } from "./testimonial-carousel";

export const ASSESSMENT_FORM_ID = "assessment";

/** What the flagship route's loader gives its component (static-sections.server.tsx). */
export type LeadOsPageData = {
  /** The hero's text column, as HTML. */
  heroIntro: string;
  /** Pain points, the four workflows with their savings chart and the 3-month journey, as HTML. */
  beforeResults: string;
  /** The results band's intro, statistics and 247+ claim, as HTML. */
  resultsSummary: string;
  /** The testimonials, each as HTML (TestimonialSlide). */
  testimonials: readonly CarouselSlide[];
  carousel: CarouselLabels;
  /** Inclusions, pricing with guarantees, FAQ and the limited-availability block, as HTML. */
  afterResults: string;
};

/**
 * The flagship page (SPEC 2.6): hero with the assessment form, pain points, the four workflows, the 3-month
 * journey, results and testimonials, inclusions, pricing with guarantees, FAQ and the limited-availability block.
 * The breadcrumb bar is global (root layout). Only the assessment form and the testimonial carousel are hydrated;
 * everything else is server-rendered HTML (ADR 007), whose availability month is brought up to the visitor's date.
 */
export function LeadOsPage(data: LeadOsPageData) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markup carries the month it was rendered with
  useEffect(() => refreshAvailability(document, new Date()), [data.afterResults]);
  return (
    <>
      <Island>
        <LeadOsHero introHtml={data.heroIntro} formId={ASSESSMENT_FORM_ID} />
      </Island>
      <StaticHtml html={data.beforeResults} />
      <Island>
        <ResultsSection summaryHtml={data.resultsSummary} slides={data.testimonials} carousel={data.carousel} />
      </Island>
      <StaticHtml html={data.afterResults} />
    </>
  );
}
