/**
 * Server only (the route's loader, run at pre-render): everything of the flagship page that has no client-side
 * behaviour, rendered to HTML (ADR 007). LeadOsPage shows it without hydrating it; only the assessment form and
 * the testimonial carousel are React. The availability block's link to the form and the buttons' effects work
 * through StaticHtml.
 */
import { PainPoints } from "~/components/services/pain-points";
import { toHtml } from "~/components/static/to-html.server";
import { availabilityAt } from "~/lib/availability";
import { leadOsPainPoints, resultsSection } from "~/content/lead-os";
import { AvailabilitySection } from "./availability-section";
import { LeadOsFaqSection } from "./faq-section";
import { InclusionsSection } from "./inclusions-section";
import { JourneyTimeline } from "./journey-timeline";
import { LeadOsHeroIntro } from "./lead-os-hero-intro";
import { ASSESSMENT_FORM_ID, type LeadOsPageData } from "./lead-os-page";
import { PricingSection } from "./pricing-section";
import { ResultsSummary } from "./results-summary";
import { TestimonialSlide } from "./testimonial-slide";
import { WorkflowOverview } from "./workflow-overview";

/** The loader data of the flagship page: `heading` is the registry's h1. */
export function renderLeadOsPage(heading: string): LeadOsPageData {
  return {
    heroIntro: toHtml(<LeadOsHeroIntro heading={heading} />),
    beforeResults: toHtml(
      <>
        <PainPoints id="lead-pain-points" content={leadOsPainPoints} />
        <WorkflowOverview />
        <JourneyTimeline />
      </>,
    ),
    resultsSummary: toHtml(<ResultsSummary />),
    testimonials: resultsSection.testimonials.map((item) => ({
      name: item.name,
      html: toHtml(<TestimonialSlide item={item} />),
    })),
    carousel: resultsSection.carousel,
    afterResults: toHtml(
      <>
        <InclusionsSection />
        <PricingSection />
        <LeadOsFaqSection />
        <AvailabilitySection formId={ASSESSMENT_FORM_ID} current={availabilityAt(new Date())} />
      </>,
    ),
  };
}
