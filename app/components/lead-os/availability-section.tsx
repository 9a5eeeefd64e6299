import { ArrowUp, ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";
import { Section } from "~/components/ui/section";
import type { Availability } from "~/lib/availability";
import { availability } from "~/content/lead-os";

/**
 * The limited-availability block (SPEC 2.6). Its button is a link to the assessment form (so it works
 * without JavaScript); with JavaScript it scrolls there and focuses the form's first field (DESIGN 3):
 * the page shows this block as server-rendered HTML, and StaticHtml does that for in-page links to a form.
 *
 * `current` is the availability when the page is rendered (at build); after hydration the page brings its
 * month up to the visitor's date (./availability-refresh.ts).
 */
export function AvailabilitySection({ formId, current }: { formId: string; current: Availability }) {
  const [headline, note] = splitParenthetical(availability.title);

  return (
    <Section tone="light" aria-labelledby="availability-title" padding="pb-16 md:pb-24">
      <div
        data-tone="dark"
        className="relative isolate overflow-hidden rounded-xl bg-navy-900 px-6 py-12 text-center text-on-dark shadow-lift ring-1 ring-white/10 sm:px-10 md:py-16"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_0%,--alpha(var(--color-violet-600)/45%),transparent_65%),radial-gradient(30rem_16rem_at_50%_110%,--alpha(var(--color-cyan-400)/20%),transparent_65%)]"
        />
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-300/10 px-3 py-1 text-xs font-bold tracking-[0.14em] text-amber-200 ring-1 ring-amber-300/30">
          <span
            aria-hidden="true"
            className="size-2 rounded-full bg-amber-300 motion-safe:in-data-hydrated:animate-pulse-dot"
          />
          {availability.badge}
        </p>
        <h2
          id="availability-title"
          className="mx-auto mt-6 max-w-3xl text-3xl font-bold tracking-tight text-balance text-white md:text-5xl"
        >
          <KeepCompounds text={headline} />
          {note ? (
            <>
              {" "}
              <span className="mt-3 block text-lg font-medium tracking-normal text-on-dark-muted md:text-xl">
                <KeepCompounds text={note} />
              </span>
            </>
          ) : null}
        </h2>
        <div className="mt-6 flex flex-col items-center gap-4">
          <SpotsMeter capacity={current.monthlyCapacity} remaining={current.spotsRemaining} />
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-lg font-semibold text-cyan-300">
            <MonthChip current={current} />
            <span>
              <span className="sr-only">: </span>
              {current.spotsText}
            </span>
          </p>
        </div>
        <Button asChild size="lg" magnetic wrap className="mt-8 w-full sm:w-auto">
          <a href={`#${formId}`}>
            {availability.buttonLabel}
            <ArrowUp aria-hidden="true" />
          </a>
        </Button>
        <p className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-3 text-left text-on-dark-muted sm:items-center">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cyan-300 sm:mt-0" />
          <span>
            <KeepCompounds text={availability.guarantee} />
          </span>
        </p>
      </div>
    </Section>
  );
}

/** "Title (note)" → ["Title", "(note)"]; a title without a trailing parenthetical stays whole. */
function splitParenthetical(text: string): [string, string | null] {
  const match = /^(.*?)\s*(\([^)]*\))$/.exec(text);
  return match ? [match[1] ?? text, match[2] ?? null] : [text, null];
}

/**
 * The coming month, as a chip as wide as the widest month's name ("September", set as an invisible
 * `::before` in the same grid cell), so that when the month changes after hydration nothing beside it moves. The
 * label fills the cell and centres its text: only the text changes, never a box.
 * `data-availability-month` is what refreshAvailability (./availability-refresh.ts) looks for.
 */
function MonthChip({ current }: { current: Availability }) {
  return (
    <time
      dateTime={current.monthIso}
      data-availability-month=""
      data-widest="September 0000"
      className="inline-grid rounded-full text-center bg-white/10 px-3.5 py-1 text-base text-white tabular-nums ring-1 ring-white/20 before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-widest)]"
    >
      <span className="col-start-1 row-start-1">{keepCompoundsIn(current.monthLabel)}</span>
    </time>
  );
}

/** One slot per client a month, the remaining ones lit. Decorative: the text below says the same. */
function SpotsMeter({ capacity, remaining }: { capacity: number; remaining: number }) {
  if (capacity > 12) return null;
  return (
    <span aria-hidden="true" className="flex gap-1.5">
      {Array.from({ length: capacity }, (_, i) => (
        <span
          key={i}
          className={
            i < capacity - remaining
              ? "h-2 w-8 rounded-full bg-white/15"
              : "h-2 w-8 rounded-full bg-[linear-gradient(90deg,var(--color-cyan-300),var(--color-brand-300))] shadow-[0_0_12px_--alpha(var(--color-cyan-300)/50%)]"
          }
        />
      ))}
    </span>
  );
}
