import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import type { FeatureItem, SectionHeading } from "~/content/types";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

/** "Sound familiar?": the problems a system (or the flagship) removes, as a two-column list of cards. */
export function PainPoints({
  id = "pain-points",
  content,
}: {
  id?: string;
  content: SectionHeading & { items: readonly FeatureItem[] };
}) {
  return (
    <Section tone="light" aria-labelledby={`${id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-16">
        <SectionIntro
          id={`${id}-title`}
          eyebrow={content.eyebrow}
          title={content.title}
          lead={content.intro}
          align="left"
          spacing="mb-0"
          className="lg:sticky lg:top-32 lg:self-start"
        />
        <ul className="grid gap-4 sm:grid-cols-2 md:gap-5">
          {content.items.map((item, index) => (
            <Reveal as="li" key={item.title} delay={index * 80} className="h-full">
              <div className="flex h-full gap-4 rounded-lg bg-white p-5 shadow-card ring-1 ring-line sm:flex-col sm:gap-0 sm:p-6">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-rose-50 text-rose-700 ring-1 ring-rose-100">
                  <item.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold tracking-tight text-ink sm:mt-5">
                    <KeepCompounds text={item.title} />
                  </h3>
                  <p className="mt-1.5 leading-relaxed text-ink-muted sm:mt-2">{keepCompoundsIn(item.description)}</p>
                </div>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </Section>
  );
}
