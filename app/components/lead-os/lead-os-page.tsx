import { PainPoints } from "~/components/services/pain-points";
import { leadOsPainPoints } from "~/content/lead-os";
import { AvailabilitySection } from "./availability-section";
import { LeadOsFaqSection } from "./faq-section";
import { InclusionsSection } from "./inclusions-section";
import { JourneyTimeline } from "./journey-timeline";
import { LeadOsHero } from "./lead-os-hero";
import { PricingSection } from "./pricing-section";
import { ResultsSection } from "./results-section";
import { WorkflowOverview } from "./workflow-overview";

export const ASSESSMENT_FORM_ID = "assessment";

/**
 * The flagship page (SPEC 2.6): hero with the assessment form, pain points, the four workflows, the 3-month
 * journey, results and testimonials, inclusions, pricing with guarantees, FAQ and the limited-availability block.
 * The breadcrumb bar is global (root layout).
 */
export function LeadOsPage({ heading }: { heading: string }) {
  return (
    <>
      <LeadOsHero heading={heading} formId={ASSESSMENT_FORM_ID} />
      <PainPoints id="lead-pain-points" content={leadOsPainPoints} />
      <WorkflowOverview />
      <JourneyTimeline />
      <ResultsSection />
      <InclusionsSection />
      <PricingSection />
      <LeadOsFaqSection />
      <AvailabilitySection formId={ASSESSMENT_FORM_ID} />
    </>
  );
}
