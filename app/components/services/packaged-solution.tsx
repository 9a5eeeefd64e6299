import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { site } from "~/content/site";
import type { ServicePageContent } from "~/content/types";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The packaged-solution card: the flagship program, with its Learn More button to /services/aiva-lead-os. */
export function PackagedSolution({ content }: { content: ServicePageContent["packagedSolution"] }) {
  return (
    <Section tone="subtle" aria-labelledby="packaged-solution-title" padding="py-12 md:py-16">
      <div
        data-tone="dark"
        className="relative isolate overflow-hidden rounded-xl bg-navy-900 p-6 text-on-dark shadow-lift ring-1 ring-white/10 sm:p-10 lg:p-12"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_100%_0%,--alpha(var(--color-violet-600)/45%),transparent_65%),radial-gradient(30rem_18rem_at_0%_100%,--alpha(var(--color-cyan-400)/18%),transparent_65%)]"
        />
        <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-12">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-cyan-300">
              {keepCompoundsIn(content.eyebrow)}
            </p>
            <h2 id="packaged-solution-title" className="mt-3 text-3xl font-bold tracking-tight text-white md:text-4xl">
              {content.title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-on-dark-muted">{keepCompoundsIn(content.description)}</p>
            <Button asChild size="lg" className="mt-8">
              <Link to={content.cta.to}>
                {content.cta.label}
                {/* "Learn More" alone does not say where it leads (screen readers, search engines). */}
                <span className="sr-only">: {site.flagship.name}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <ul className="grid gap-3">
            {content.highlights.map((highlight) => (
              <li
                key={highlight}
                className="flex items-start gap-3 rounded-lg bg-white/[0.05] p-4 text-on-dark ring-1 ring-white/10"
              >
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-cyan-300/15 text-cyan-300">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                <span className="font-medium">{keepCompoundsIn(highlight)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
