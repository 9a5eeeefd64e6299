import { Check } from "lucide-react";
import { AssessmentForm } from "~/components/contact/assessment-form";
import { HeroBackdrop } from "~/components/services/hero-backdrop";
import { leadOsHero } from "~/content/lead-os";

/** The flagship's dark hero: the page's h1, the promise, and the assessment form beside it (SPEC 2.6). */
export function LeadOsHero({ heading, formId }: { heading: string; formId: string }) {
  return (
    <section
      data-tone="dark"
      aria-labelledby="lead-os-title"
      className="relative isolate overflow-hidden bg-navy-900 pt-12 pb-16 text-on-dark md:pt-16 md:pb-24 lg:pt-20"
    >
      <HeroBackdrop />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-cyan-300 ring-1 ring-white/10">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-cyan-300" />
            {leadOsHero.eyebrow}
          </p>
          <h1 id="lead-os-title" className="mt-5 text-display font-bold text-balance text-white">
            {heading}
          </h1>
          <p className="mt-5 text-xl font-semibold text-balance text-gradient md:text-2xl">{leadOsHero.tagline}</p>
          <p className="mt-5 max-w-xl text-lg text-pretty text-on-dark-muted">{leadOsHero.subtitle}</p>
          <ul className="mt-8 grid gap-3">
            {leadOsHero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-3 font-medium text-on-dark">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-cyan-300/15 text-cyan-300">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <AssessmentForm id={formId} className="lg:ml-auto lg:max-w-md" />
      </div>
    </section>
  );
}
