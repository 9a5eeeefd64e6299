import { AssessmentForm } from "~/components/contact/assessment-form";
import { HeroBackdrop } from "~/components/services/hero-backdrop";
import { FirstScreenEnd } from "~/lib/first-screen";

/** The marker after the hero: the first paint waits for it (ADR 059), as the centred intro is measured against the
 * form card beside it. */
export const LEAD_OS_HERO_END_ID = "lead-os-hero-end";

/**
 * The flagship's dark hero (SPEC 2.6): the page's h1 and promise (LeadOsHeroIntro, server-rendered HTML:
 * ADR 007) and the assessment form beside it, the one hydrated part.
 */
export function LeadOsHero({ introHtml, formId }: { introHtml: string; formId: string }) {
  return (
    <section
      data-tone="dark"
      aria-labelledby="lead-os-title"
      className="relative isolate overflow-clip bg-navy-900 pt-12 pb-16 text-on-dark md:pt-16 md:pb-24 lg:pt-20"
    >
      <HeroBackdrop />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own components, rendered in the loader */}
        <div dangerouslySetInnerHTML={{ __html: introHtml }} />
        <AssessmentForm id={formId} className="lg:ml-auto lg:max-w-md" />
      </div>
      <FirstScreenEnd id={LEAD_OS_HERO_END_ID} />
    </section>
  );
}
