import { SectionIntro } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { trustSection } from "~/content/home";
import { initials } from "./initials";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** Trust statistics (SPEC 9 placeholders, shown exactly as given) and the 6-tile client grid. */
export function TrustSection() {
  return (
    <Section id="home-trust" aria-labelledby="home-trust-title">
      <SectionIntro id="home-trust-title" eyebrow={trustSection.eyebrow} title={trustSection.title} />
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4 md:gap-6">
        {trustSection.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-end rounded-lg bg-white px-3 py-6 text-center shadow-card ring-1 ring-line min-[360px]:px-6 md:p-8"
          >
            <dt className="mt-2 text-sm font-medium text-ink-muted">{keepCompoundsIn(stat.label)}</dt>
            <dd
              data-slot="trust-stat"
              className="bg-[linear-gradient(100deg,var(--color-brand-600),var(--color-violet-600))] bg-clip-text text-2xl min-[360px]:text-3xl font-bold tracking-tight text-transparent tabular-nums min-[400px]:text-4xl md:text-5xl"
            >
              {keepCompoundsIn(stat.value)}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-16 text-center text-sm font-semibold tracking-[0.14em] text-ink-muted uppercase md:mt-20">
        {trustSection.logosLabel}
      </h3>
      <ul className="mx-auto mt-6 grid max-w-5xl grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4">
        {trustSection.logos.map((client) => (
          <li
            key={client.name}
            data-slot="client-tile"
            className="flex min-h-20 items-center gap-3 rounded-lg bg-subtle px-4 py-3 ring-1 ring-line max-[359px]:gap-2 max-[359px]:px-3 md:gap-4 md:px-6 md:py-5"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-white text-xs font-bold text-brand-700 ring-1 ring-line md:size-11 md:text-sm"
            >
              {initials(client.name)}
            </span>
            <span className="min-w-0">
              <span className="block text-sm leading-tight font-semibold text-ink md:text-base">
                {keepCompoundsIn(client.name)}
              </span>
              <span className="mt-0.5 block text-xs text-ink-muted">{keepCompoundsIn(client.industry)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
