import { BadgeCheck } from "lucide-react";
import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { whatToExpect } from "~/content/schedule";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

export function WhatToExpect() {
  return (
    <Section tone="subtle" aria-labelledby="what-to-expect">
      <SectionIntro id="what-to-expect" title={whatToExpect.title} />
      <ol className="relative grid gap-6 md:grid-cols-3">
        <li
          aria-hidden="true"
          className="pointer-events-none absolute top-[3.75rem] right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-brand-600/0 via-brand-600/40 to-brand-600/0 md:block"
        />
        {whatToExpect.items.map((step, i) => (
          <Reveal as="li" key={step.title} delay={i * 150} className="relative h-full">
            <div className="h-full rounded-lg bg-white p-6 text-center shadow-card ring-1 ring-line md:p-8">
              <span className="relative mx-auto inline-flex size-14 items-center justify-center rounded-full bg-navy-900 text-cyan-300 ring-8 ring-subtle">
                <step.icon aria-hidden="true" className="size-6" />
                <span className="absolute -top-1 -right-1 inline-flex size-6 items-center justify-center rounded-full bg-brand-gradient text-xs font-bold text-white">
                  {i + 1}
                </span>
              </span>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{keepCompoundsIn(step.title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{keepCompoundsIn(step.description)}</p>
            </div>
          </Reveal>
        ))}
      </ol>
      <p className="mx-auto mt-10 flex w-fit max-w-full items-center gap-3 rounded-full bg-white px-5 py-3 text-center font-medium text-ink shadow-card ring-1 ring-line">
        <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
        {whatToExpect.note}
      </p>
    </Section>
  );
}
