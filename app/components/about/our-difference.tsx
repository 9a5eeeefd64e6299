import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { ourDifference } from "~/content/about";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

export function OurDifference() {
  return (
    <Section aria-labelledby="our-difference">
      <SectionIntro id="our-difference" title={ourDifference.title} lead={ourDifference.intro} />
      <ul className="grid gap-6 sm:grid-cols-2">
        {ourDifference.items.map((item, i) => (
          <Reveal as="li" key={item.title} delay={i * 100} className="h-full">
            <div className="group flex h-full gap-5 rounded-lg bg-white p-6 shadow-card ring-1 ring-line transition-shadow hover:shadow-lift md:p-8">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <item.icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold tracking-tight">
                  <KeepCompounds text={item.title} />
                </h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{keepCompoundsIn(item.description)}</p>
              </div>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
