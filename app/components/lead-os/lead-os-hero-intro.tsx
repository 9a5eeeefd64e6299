import { Check } from "lucide-react";
import { leadOsHero } from "~/content/lead-os";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The text column of the flagship's hero: eyebrow, the page's h1, tagline, subtitle and highlights. */
export function LeadOsHeroIntro({ heading }: { heading: string }) {
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-cyan-300 ring-1 ring-white/10">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-cyan-300" />
        {leadOsHero.eyebrow}
      </p>
      <h1 id="lead-os-title" className="mt-5 hero-title text-white">
        {heading}
      </h1>
      <p className="mt-5 text-xl font-semibold text-balance text-gradient md:text-2xl">
        {keepCompoundsIn(leadOsHero.tagline)}
      </p>
      <p className="mt-5 max-w-xl text-lg text-pretty text-on-dark-muted">{keepCompoundsIn(leadOsHero.subtitle)}</p>
      <ul className="mt-8 grid gap-3">
        {leadOsHero.highlights.map((highlight) => (
          <li key={highlight} className="flex items-center gap-3 font-medium text-on-dark">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-cyan-300/15 text-cyan-300">
              <Check aria-hidden="true" className="size-4" />
            </span>
            {highlight}
          </li>
        ))}
      </ul>
    </>
  );
}
