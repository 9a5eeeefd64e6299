import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";
import { Section } from "~/components/ui/section";
import { pricingSection } from "~/content/lead-os";
import { cn } from "~/lib/utils";

/** Pricing exactly as SPEC 9 (four ways to pay) with the guarantees right under it. */
export function PricingSection() {
  return (
    <Section tone="subtle" id="pricing" aria-labelledby="pricing-title">
      <SectionIntro
        id="pricing-title"
        eyebrow={pricingSection.eyebrow}
        title={pricingSection.title}
        lead={pricingSection.intro}
      />
      <ul className="grid gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-4">
        {pricingSection.plans.map((plan, index) => (
          <Reveal as="li" key={plan.plan} delay={index * 80} className="h-full">
            <div
              data-plan={plan.plan}
              className={cn(
                "relative flex h-full flex-col rounded-xl bg-white p-6 md:p-7",
                index === 0 ? "ring-2 ring-brand-600 shadow-lift" : "shadow-card ring-1 ring-line",
              )}
            >
              {index === 0 ? (
                <span aria-hidden="true" className="absolute inset-x-6 top-0 h-1 rounded-b-full bg-brand-gradient" />
              ) : null}
              <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-brand-600">
                {keepCompoundsIn(plan.plan)}
              </h3>
              <Price text={plan.price} />
              <p className="mt-auto pt-5 text-[0.9375rem] leading-relaxed text-ink-muted">
                {keepCompoundsIn(plan.note)}
              </p>
            </div>
          </Reveal>
        ))}
      </ul>

      <div className="mt-10 rounded-xl bg-white p-6 shadow-card ring-1 ring-line md:mt-12 md:p-8">
        <h3 className="text-center text-lg font-semibold tracking-tight text-ink">
          {keepCompoundsIn(pricingSection.guaranteesTitle)}
        </h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {pricingSection.guarantees.map((guarantee) => (
            <li key={guarantee.title} className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-green-50 text-success ring-1 ring-green-100">
                <guarantee.icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h4 className="font-semibold text-ink">
                  <KeepCompounds text={guarantee.title} />
                </h4>
                <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-muted">
                  {keepCompoundsIn(guarantee.description)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" magnetic>
          <Link to={pricingSection.cta.to}>
            {pricingSection.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

/**
 * A plan's price, exactly as the content gives it, with its first amount set large: "3 payments of $1,499"
 * shows "$1,499" large under "3 payments of"; "$1,999 down + $1,998 at completion" shows "$1,999" large
 * above the rest. The text content stays the original string; a number keeps its unit ("2 months") on one line.
 */
function Price({ text }: { text: string }) {
  const match = /\$[\d,]+(?:\.\d+)?/.exec(text);
  if (!match) return <p className="mt-4 text-2xl font-bold tracking-tight text-ink">{text}</p>;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return (
    <p data-slot="price" className="mt-3 text-ink">
      <span className="block min-h-5 text-sm font-semibold text-ink-muted">
        <KeepCompounds text={before} />
      </span>
      <span className="block text-4xl font-bold tracking-tight md:text-[2.75rem] md:leading-tight">{match[0]}</span>
      {after ? (
        <span className="mt-1 block text-sm font-semibold text-ink-muted">
          <KeepCompounds text={after} />
        </span>
      ) : null}
    </p>
  );
}
