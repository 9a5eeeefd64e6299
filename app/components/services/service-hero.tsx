import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ServicePageContent } from "~/content/types";
import { HeroBackdrop } from "./hero-backdrop";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * Dark hero of a system page: eyebrow, the page's h1, tagline, subtitle, the consultation call to action
 * (SPEC 2.5 labels, to /contact), three headline figures and the system's own illustration.
 */
export function ServiceHero({ heading, content }: { heading: string; content: ServicePageContent }) {
  const { hero } = content;
  return (
    <section
      data-tone="dark"
      aria-labelledby="service-hero-title"
      className="relative isolate overflow-clip bg-navy-900 pt-12 pb-16 text-on-dark md:pt-16 md:pb-24 lg:pt-20"
    >
      <HeroBackdrop />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,0.95fr)] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-cyan-300 ring-1 ring-white/10">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-cyan-300" />
            {hero.eyebrow}
          </p>
          <h1 id="service-hero-title" className="mt-5 hero-title text-white">
            {heading}
          </h1>
          <p className="mt-5 text-xl font-semibold text-balance text-gradient md:text-2xl">
            {keepCompoundsIn(hero.tagline)}
          </p>
          <p className="mt-5 max-w-xl text-lg text-pretty text-on-dark-muted">{keepCompoundsIn(hero.subtitle)}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3 max-sm:pr-16">
            <Button asChild size="lg" magnetic wrap className="w-full sm:w-auto">
              <Link to={hero.primaryCta.to}>
                {hero.primaryCta.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <dl className="mt-10 grid gap-4 border-t border-white/10 pt-8 sm:grid-cols-3 sm:gap-6">
            {hero.highlights.map((item) => (
              <div key={item.label} className="flex items-baseline gap-3 sm:flex-col sm:gap-1">
                <dt className="order-last text-sm leading-snug text-on-dark-muted">{keepCompoundsIn(item.label)}</dt>
                <dd className="shrink-0 text-2xl font-bold tracking-tight text-white md:text-3xl">
                  {keepCompoundsIn(item.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-[radial-gradient(closest-side,--alpha(var(--color-violet-600)/35%),transparent)] blur-2xl"
          />
          <img
            src={`/illustrations/services/${content.slug}.svg`}
            width={560}
            height={440}
            alt=""
            decoding="async"
            className="h-auto w-full drop-shadow-[0_24px_48px_--alpha(var(--color-navy-950)/55%)]"
          />
        </div>
      </div>
    </section>
  );
}
