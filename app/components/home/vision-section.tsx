import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { visionSection } from "~/content/home";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

/** Dark band: the vision and the three promises behind it. */
export function VisionSection() {
  return (
    <Section id="home-vision" tone="dark" aria-labelledby="home-vision-title" className="isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(48rem_24rem_at_50%_0%,--alpha(var(--color-brand-500)/28%),transparent_65%)]"
      />
      <SectionIntro
        id="home-vision-title"
        eyebrow={visionSection.eyebrow}
        title={visionSection.title}
        lead={visionSection.intro}
      />
      <ul className="grid gap-5 md:grid-cols-3">
        {visionSection.items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={index * 120} className="h-full">
            <div className="relative grid h-full grid-cols-[auto_1fr] gap-x-4 rounded-lg bg-navy-800/80 p-5 ring-1 ring-navy-line md:block md:p-8">
              <span className="row-span-2 inline-flex size-12 items-center justify-center rounded-md bg-white/5 text-cyan-300 ring-1 ring-white/10">
                <item.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold tracking-tight text-white md:mt-5">
                <KeepCompounds text={item.title} />
              </h3>
              <p className="mt-2 leading-relaxed text-on-dark-muted">{keepCompoundsIn(item.description)}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
