import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { pillarsSection } from "~/content/about";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

export function CorePillars() {
  return (
    <Section tone="subtle" aria-labelledby="core-pillars">
      <SectionIntro id="core-pillars" title={pillarsSection.title} lead={pillarsSection.intro} />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pillarsSection.items.map((pillar, i) => (
          <Reveal as="li" key={pillar.title} delay={(i % 3) * 120} className="h-full">
            <div className="relative h-full overflow-hidden rounded-lg bg-white p-6 shadow-card ring-1 ring-line md:p-8">
              <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-brand-gradient" />
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-navy-900 text-cyan-300">
                  <pillar.icon aria-hidden="true" className="size-5" />
                </span>
                <span aria-hidden="true" className="text-sm font-semibold tabular-nums text-ink-muted">
                  {String(i + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{keepCompoundsIn(pillar.title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{keepCompoundsIn(pillar.description)}</p>
            </div>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
