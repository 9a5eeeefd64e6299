import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { whyThree } from "~/content/home";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

/** Why three systems: the three engines of a business, and the headline figures of SPEC 9. */
export function WhyThree() {
  return (
    <Section id="home-why" aria-labelledby="home-why-title">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
        <div>
          <SectionIntro
            id="home-why-title"
            align="left"
            eyebrow={whyThree.eyebrow}
            title={whyThree.title}
            lead={whyThree.intro}
            spacing="mb-8 md:mb-10"
          />
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg bg-line ring-1 ring-line">
            {whyThree.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end bg-white p-5 md:p-6">
                <dt className="mt-1 text-sm text-ink-muted">{keepCompoundsIn(stat.label)}</dt>
                <dd className="bg-[linear-gradient(100deg,var(--color-brand-600),var(--color-violet-600))] bg-clip-text text-2xl font-bold tracking-tight text-transparent md:text-3xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ol className="relative grid gap-5 self-center before:absolute before:top-10 before:bottom-10 before:left-[2.375rem] before:w-px before:bg-[linear-gradient(180deg,var(--color-brand-500),var(--color-violet-500),var(--color-cyan-400))] md:before:left-[2.875rem]">
          {whyThree.items.map((item, index) => (
            <Reveal as="li" key={item.title} delay={index * 120} className="relative">
              <div className="flex gap-5 rounded-lg bg-white p-5 shadow-card ring-1 ring-line md:p-6">
                <span className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-white ring-4 ring-white md:size-11">
                  <item.icon aria-hidden="true" className="size-4 md:size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold tracking-tight">
                    <KeepCompounds text={item.title} />
                  </h3>
                  <p className="mt-1.5 leading-relaxed text-ink-muted">{keepCompoundsIn(item.description)}</p>
                </div>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </Section>
  );
}
