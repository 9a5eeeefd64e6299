import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { coreSystemsSection } from "~/content/home";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The three AI systems and the flagship program, each linking to its service page. */
export function CoreSystems() {
  return (
    <Section id="home-systems" tone="subtle" aria-labelledby="home-systems-title">
      <SectionIntro
        id="home-systems-title"
        eyebrow={coreSystemsSection.eyebrow}
        title={coreSystemsSection.title}
        lead={coreSystemsSection.intro}
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {coreSystemsSection.items.map((card, index) => {
          const flagship = card.linkPath === site.flagship.path;
          return (
            <Reveal as="li" key={card.serviceName} delay={(index % 2) * 120} className="h-full">
              <article
                className={cn(
                  "relative flex h-full flex-col rounded-xl p-6 md:p-8",
                  flagship
                    ? "bg-navy-900 text-on-dark shadow-lift ring-1 ring-brand-600/50"
                    : "bg-white shadow-card ring-1 ring-line",
                )}
              >
                {flagship ? (
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-0 rounded-xl bg-[radial-gradient(28rem_14rem_at_100%_0%,--alpha(var(--color-violet-600)/35%),transparent_70%)]"
                  />
                ) : null}
                <div className="relative flex items-start justify-between gap-4">
                  <span
                    role="img"
                    aria-label={card.iconAlt}
                    className={cn(
                      "inline-flex size-12 items-center justify-center rounded-md",
                      flagship ? "bg-brand-gradient text-white" : "bg-brand-50 text-brand-700 ring-1 ring-brand-100",
                    )}
                  >
                    <card.icon aria-hidden="true" className="size-6" />
                  </span>
                  {flagship ? <Badge variant="dark">{coreSystemsSection.flagshipBadge}</Badge> : null}
                </div>
                <h3
                  className={cn(
                    "relative mt-5 text-xl font-semibold tracking-tight md:text-2xl",
                    flagship && "text-white",
                  )}
                >
                  {card.serviceName}
                </h3>
                <p className={cn("relative mt-2 font-medium", flagship ? "text-cyan-300" : "text-brand-700")}>
                  {keepCompoundsIn(card.tagline)}
                </p>
                {"description" in card ? (
                  <p className="relative mt-3 leading-relaxed text-on-dark-muted">
                    {keepCompoundsIn(card.description)}
                  </p>
                ) : null}
                <ul className="relative mt-5 grid gap-2.5">
                  {card.automationItems.map((item) => (
                    <li
                      key={item.text}
                      className={cn("flex items-start gap-3 text-sm", flagship ? "text-on-dark" : "text-ink")}
                    >
                      <Check
                        aria-hidden="true"
                        className={cn("mt-0.5 size-4 shrink-0", flagship ? "text-cyan-300" : "text-brand-600")}
                        strokeWidth={2.5}
                      />
                      <span>{keepCompoundsIn(item.text)}</span>
                    </li>
                  ))}
                </ul>
                <div className="relative mt-auto pt-6">
                  {card.resultMetrics ? (
                    <dl
                      className={cn(
                        "grid gap-3 border-t pt-5 sm:grid-cols-2",
                        flagship ? "border-navy-line" : "border-line",
                      )}
                    >
                      {card.resultMetrics.map((metric) => (
                        <div
                          key={metric.label}
                          className="relative flex min-h-10 flex-col-reverse justify-center pl-12"
                        >
                          <dt className={cn("text-xs", flagship ? "text-on-dark-muted" : "text-ink-muted")}>
                            <span
                              className={cn(
                                "absolute top-1/2 left-0 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md",
                                flagship ? "bg-white/10 text-cyan-300" : "bg-emerald-50 text-success",
                              )}
                            >
                              <metric.icon aria-hidden="true" className="size-4" />
                            </span>
                            {keepCompoundsIn(metric.label)}
                          </dt>
                          <dd
                            className={cn(
                              "text-lg leading-tight font-bold tracking-tight",
                              flagship ? "text-white" : "text-ink",
                            )}
                          >
                            {metric.value}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  <Link
                    to={card.linkPath}
                    className={cn(
                      "mt-6 inline-flex items-center gap-2 rounded-md font-semibold underline-offset-4 hover:underline",
                      flagship ? "text-cyan-300" : "text-brand-600",
                    )}
                  >
                    {card.linkText}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </article>
            </Reveal>
          );
        })}
      </ul>
    </Section>
  );
}
