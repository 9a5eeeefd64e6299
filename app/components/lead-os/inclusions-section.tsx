import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { inclusions } from "~/content/lead-os";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** What the program includes: six cards. */
export function InclusionsSection() {
  return (
    <Section tone="light" id="inclusions" aria-labelledby="inclusions-title">
      <SectionIntro id="inclusions-title" eyebrow={inclusions.eyebrow} title={inclusions.title} />
      <ul className="grid gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-3">
        {inclusions.items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={(index % 3) * 80} className="h-full">
            <div className="flex h-full gap-4 rounded-lg bg-white p-6 shadow-card ring-1 ring-line">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <item.icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold tracking-tight text-ink">{keepCompoundsIn(item.title)}</h3>
                <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-ink-muted">
                  {keepCompoundsIn(item.description)}
                </p>
              </div>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
