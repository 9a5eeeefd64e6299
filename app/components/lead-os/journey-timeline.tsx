import { Check } from "lucide-react";
import { keepCompoundsIn, SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { journeySection } from "~/content/lead-os";
import { cn } from "~/lib/utils";

const WEEKS_PER_MONTH = 4;
const MONTH_FILLS = ["fill-brand-600", "fill-violet-600", "fill-cyan-700"] as const;
const MONTH_BACKGROUNDS = ["bg-brand-600", "bg-violet-600", "bg-cyan-700"] as const;

/**
 * The 3-month journey (SPEC 9): a 12-week track drawn as SVG (from 768 px), then one column per month on
 * wide screens or a vertical timeline on small ones.
 */
export function JourneyTimeline() {
  const months = journeySection.items;
  const weeks = months.length * WEEKS_PER_MONTH;
  return (
    <Section tone="light" id="journey" aria-labelledby="journey-title">
      <SectionIntro
        id="journey-title"
        eyebrow={journeySection.eyebrow}
        title={journeySection.title}
        lead={journeySection.intro}
      />
      <div aria-hidden="true" className="mb-10 hidden md:block">
        <svg width="100%" height="44" aria-hidden="true" focusable="false" className="block overflow-visible">
          {Array.from({ length: weeks }, (_, week) => {
            const month = Math.floor(week / WEEKS_PER_MONTH);
            const width = 100 / weeks;
            return (
              <g key={week}>
                <rect
                  x={`${week * width}%`}
                  y="0"
                  width={`${width}%`}
                  height="12"
                  className={cn("stroke-white", MONTH_FILLS[month])}
                  fillOpacity={0.35 + ((week % WEEKS_PER_MONTH) + 1) * 0.16}
                  strokeWidth="3"
                />
                <text
                  x={`${(week + 0.5) * width}%`}
                  y="36"
                  textAnchor="middle"
                  fontSize="12"
                  className="fill-ink-muted"
                  fontWeight={week % WEEKS_PER_MONTH === 0 ? 700 : 400}
                >
                  {week % WEEKS_PER_MONTH === 0 ? `${journeySection.weekLabel} ${week + 1}` : week + 1}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ol className="relative grid gap-8 md:grid-cols-3 md:gap-6">
        <span aria-hidden="true" className="absolute top-2 bottom-2 left-[1.1875rem] w-px bg-line md:hidden" />
        <span
          aria-hidden="true"
          className="absolute top-5 right-0 left-5 hidden h-0.5 rounded-full bg-[linear-gradient(90deg,var(--color-brand-600),#7c3aed_50%,var(--color-cyan-700))] opacity-40 md:block"
        />
        {months.map((month, index) => (
          <Reveal as="li" key={month.month} delay={index * 120} className="relative pl-14 md:pl-0">
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-0 left-0 flex size-10 items-center justify-center rounded-full text-sm font-bold text-white shadow-card ring-4 ring-white md:static md:mb-5",
                MONTH_BACKGROUNDS[index],
              )}
            >
              {index + 1}
            </span>
            <div className="md:h-full md:rounded-lg md:bg-white md:p-6 md:shadow-card md:ring-1 md:ring-line">
              <p className="text-sm font-semibold uppercase tracking-[0.12em] text-brand-600">
                {month.month} <span className="text-ink-muted">· {month.weeks}</span>
              </p>
              <h3 className="mt-2 text-xl font-semibold tracking-tight text-ink">{keepCompoundsIn(month.title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{keepCompoundsIn(month.description)}</p>
              <ul className="mt-4 grid gap-2.5">
                {month.milestones.map((milestone) => (
                  <li key={milestone} className="flex items-start gap-2 text-[0.9375rem] text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    <span>{keepCompoundsIn(milestone)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
