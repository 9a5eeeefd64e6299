import { Users } from "lucide-react";
import { HeroBackdrop } from "~/components/services/hero-backdrop";
import { SectionIntro } from "~/components/ui/heading";
import { resultsSection } from "~/content/lead-os";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The static part of the results band: its intro, the SPEC 9 flagship statistics and the 247+ claim. */
export function ResultsSummary() {
  return (
    <>
      <HeroBackdrop />
      <SectionIntro
        id="results-title"
        eyebrow={resultsSection.eyebrow}
        title={resultsSection.title}
        lead={resultsSection.intro}
      />
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-white/10 ring-1 ring-white/10 lg:grid-cols-4">
        {resultsSection.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col gap-2 bg-navy-900 p-6 text-center md:p-8">
            <dt className="order-last text-sm font-medium text-on-dark-muted md:text-base">
              {keepCompoundsIn(stat.label)}
            </dt>
            <dd className="text-4xl font-bold tracking-tight text-gradient md:text-5xl">
              {keepCompoundsIn(stat.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 flex items-center justify-center gap-2 text-center font-semibold text-on-dark">
        <Users aria-hidden="true" className="size-5 text-cyan-300" />
        {resultsSection.socialProof}
      </p>
    </>
  );
}
