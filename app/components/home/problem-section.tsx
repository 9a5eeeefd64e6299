import { keepCompoundsIn, SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { problemSection } from "~/content/home";

/** Four problem cards: what growth costs a business without automation. */
export function ProblemSection() {
  return (
    <Section id="home-problems" aria-labelledby="home-problems-title">
      <SectionIntro
        id="home-problems-title"
        eyebrow={problemSection.eyebrow}
        title={problemSection.title}
        lead={problemSection.intro}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {problemSection.items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={index * 100} className="h-full">
            <article className="group relative grid h-full grid-cols-[auto_1fr] gap-x-4 overflow-hidden rounded-lg bg-white p-5 shadow-card ring-1 ring-line transition-shadow duration-300 hover:shadow-lift sm:block sm:p-6">
              <div
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-1 bg-[linear-gradient(90deg,var(--color-rose-500),var(--color-amber-500))] opacity-70"
              />
              <span className="row-span-2 inline-flex size-11 items-center justify-center rounded-md bg-rose-50 text-rose-700 ring-1 ring-rose-100">
                <item.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg leading-snug font-semibold tracking-tight sm:mt-5">
                {keepCompoundsIn(item.title)}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{keepCompoundsIn(item.description)}</p>
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
