import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import type { AudienceItem, SectionHeading } from "~/content/types";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** Who the system is for (the visitor types of SPEC 1); rows are centred so an odd count still looks composed. */
export function AudienceGrid({ content }: { content: SectionHeading & { items: readonly AudienceItem[] } }) {
  return (
    <Section tone="light" aria-labelledby="audiences-title">
      <SectionIntro id="audiences-title" eyebrow={content.eyebrow} title={content.title} lead={content.intro} />
      <ul className="flex flex-wrap justify-center gap-4 md:gap-5">
        {content.items.map((item, index) => (
          <Reveal
            as="li"
            key={item.title}
            delay={(index % 4) * 80}
            className="w-full sm:w-[calc(50%-0.5rem)] md:w-[calc(50%-0.625rem)] lg:w-[calc(25%-0.9375rem)]"
          >
            <div className="flex h-full gap-4 rounded-lg bg-white p-5 shadow-card ring-1 ring-line transition-shadow hover:shadow-lift sm:flex-col sm:gap-0 sm:p-6">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <item.icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold tracking-tight text-ink sm:mt-5">{keepCompoundsIn(item.title)}</h3>
                <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-ink-muted sm:mt-2">
                  {keepCompoundsIn(item.benefit)}
                </p>
              </div>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
