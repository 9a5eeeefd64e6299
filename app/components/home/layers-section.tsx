import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { layerSection } from "~/content/home";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

const slabColours = [
  "from-cyan-400/80 to-sky-600/80",
  "from-indigo-400/85 to-indigo-700/85",
  "from-violet-400/85 to-violet-700/85",
  "from-fuchsia-400/80 to-indigo-600/80",
];

/** The four-layer architecture, with an isometric stack drawn in CSS (Data Layer at the bottom). */
export function LayersSection() {
  return (
    <Section id="home-layers" tone="dark" aria-labelledby="home-layers-title" className="isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_28rem_at_15%_60%,--alpha(var(--color-brand-500)/25%),transparent_65%)]"
      />
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionIntro
            id="home-layers-title"
            align="left"
            eyebrow={layerSection.eyebrow}
            title={layerSection.title}
            lead={layerSection.intro}
            spacing="mb-6 md:mb-8"
          />
          <div aria-hidden="true" className="relative mx-auto hidden h-72 w-72 sm:block lg:mx-0">
            {slabColours.map((colour, i) => (
              <div
                key={colour}
                className="absolute inset-x-0 top-1/2 mx-auto size-44"
                style={{
                  transform: `translateY(${38 - i * 40}px) rotateX(58deg) rotateZ(45deg)`,
                  marginTop: "-5.5rem",
                }}
              >
                <div
                  className={`size-full rounded-2xl bg-gradient-to-br ${colour} shadow-[0_24px_48px_-12px_--alpha(var(--color-black)/60%)] ring-1 ring-white/25`}
                />
              </div>
            ))}
          </div>
        </div>
        <ol className="grid gap-4">
          {layerSection.items.map((layer, index) => (
            <Reveal as="li" key={layer.id} delay={index * 100}>
              <div className="flex gap-5 rounded-lg bg-navy-800/80 p-5 ring-1 ring-navy-line md:p-6">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-white/5 text-cyan-300 ring-1 ring-white/10">
                  <layer.icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <p className="text-xs font-semibold tracking-[0.14em] text-on-dark-muted uppercase">
                    {`${layerSection.layerLabel} ${index + 1}`}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold tracking-tight text-white">
                    {keepCompoundsIn(layer.title)}
                  </h3>
                  <p className="mt-1.5 leading-relaxed text-on-dark-muted">{keepCompoundsIn(layer.description)}</p>
                </div>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </Section>
  );
}
