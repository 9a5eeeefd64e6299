import { Check, ChevronLeft, ChevronRight, Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { SectionIntro } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { processSection } from "~/content/home";
import type { ProcessStep } from "~/content/types";
import { useHydrated } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import { useInView, useSwipe } from "./hooks";
import {
  canGoNext,
  canGoPrevious,
  clampStep,
  counterLabel,
  nextStep,
  previousStep,
  progressFraction,
  stepStatus,
} from "./process-explorer-state";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

const steps: readonly ProcessStep[] = processSection.items;
const count = steps.length;

/**
 * The four-step methodology (SPEC 4): Previous/Next (disabled at the ends), step markers that select directly,
 * check marks on earlier steps, a progress bar filled (index + 1) / 4, swipe on touch screens, dots and an
 * 'n of 4' counter. Illustrations are preloaded as the section approaches; each shows 'Loading...' until it has
 * loaded, and a step without one shows 'Coming Soon'. All panels share one grid cell: no height jumps.
 */
export function ProcessExplorer() {
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Record<string, true>>({});
  const sectionRef = useRef<HTMLElement>(null);
  const near = useInView(sectionRef, "600px 0px");
  const swipe = useSwipe((step) => setIndex((i) => clampStep(i + step, count)));

  const markLoaded = useCallback((src: string) => {
    setLoaded((current) => (current[src] ? current : { ...current, [src]: true }));
  }, []);

  useEffect(() => {
    if (!near) return;
    for (const step of steps) {
      const src = step.image;
      if (!src) continue;
      const image = new Image();
      image.onload = () => markLoaded(src);
      image.src = src;
    }
  }, [near, markLoaded]);

  const current = steps[index] ?? steps[0]!;

  return (
    <Section ref={sectionRef} id="home-process" tone="subtle" aria-labelledby="home-process-title">
      <SectionIntro
        id="home-process-title"
        eyebrow={processSection.eyebrow}
        title={processSection.title}
        lead={processSection.intro}
      />
      <div className="rounded-xl bg-white p-5 shadow-card ring-1 ring-line sm:p-8 lg:p-10">
        <div
          role="progressbar"
          aria-label={processSection.progressLabel}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={index + 1}
          aria-valuetext={`${processSection.stepLabel} ${counterLabel(index, count)}: ${current.title}`}
          className="h-1.5 overflow-hidden rounded-full bg-line noscript:hidden"
        >
          <div
            data-slot="process-progress"
            className="h-full origin-left rounded-full bg-[linear-gradient(90deg,var(--color-brand-600),var(--color-violet-600),var(--color-cyan-400))] transition-transform duration-500 ease-out"
            style={{ transform: `scaleX(${progressFraction(index, count)})` }}
          />
        </div>

        {/* Without JavaScript the steps would not switch: every step shows, one under the other (ADR 030). */}
        <ol aria-label={processSection.stepsLabel} className="mt-6 grid grid-cols-4 gap-2 md:gap-4 noscript:hidden">
          {steps.map((step, i) => {
            const status = stepStatus(i, index);
            return (
              <li key={step.id} className="flex justify-center md:justify-start">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-current={status === "current" ? "step" : undefined}
                  data-status={status}
                  className="group flex min-h-11 flex-col items-center gap-2 rounded-md p-1 text-center md:flex-row md:items-start md:gap-3 md:text-left"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ring-1 transition-colors duration-300",
                      status === "current" && "bg-brand-gradient text-white shadow-glow ring-transparent",
                      status === "complete" && "bg-brand-50 text-brand-700 ring-brand-100",
                      status === "upcoming" && "bg-white text-ink-muted ring-line group-hover:ring-brand-600/40",
                    )}
                  >
                    {status === "complete" ? <Check className="size-5" strokeWidth={3} /> : step.label}
                  </span>
                  <span className="sr-only">{`${processSection.stepLabel} ${step.label}: `}</span>
                  <span className="sr-only md:not-sr-only">
                    <span
                      className={cn(
                        "block text-sm leading-snug font-semibold",
                        status === "upcoming" ? "text-ink-muted" : "text-ink",
                      )}
                    >
                      {step.title}
                    </span>
                    <span className="sr-only">, </span>
                    <span className="mt-0.5 block text-xs text-ink-muted">{keepCompoundsIn(step.timeline)}</span>
                  </span>
                  {status === "complete" ? (
                    <span className="sr-only">{` (${processSection.completedLabel})`}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>

        <div
          data-slot="process-panels"
          className="mt-8 grid touch-pan-y border-t border-line pt-8 noscript:mt-0 noscript:gap-12 noscript:border-t-0 noscript:pt-0"
          {...swipe}
        >
          {steps.map((step, i) => {
            const shown = i === index;
            const src = step.image;
            return (
              <section
                key={step.id}
                aria-labelledby={`process-step-${step.id}`}
                inert={hydrated && !shown}
                data-state={shown ? "active" : "inactive"}
                className={cn(
                  "col-start-1 row-start-1 grid items-center gap-8 md:grid-cols-2 lg:gap-12 noscript:col-start-auto noscript:row-start-auto noscript:visible noscript:opacity-100",
                  shown ? "visible opacity-100 transition-opacity duration-300" : "invisible opacity-0",
                )}
              >
                <div>
                  <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
                    {`${processSection.stepLabel} ${step.label}`}
                    <span aria-hidden="true">·</span>
                    {step.timeline}
                  </p>
                  <h3 id={`process-step-${step.id}`} className="mt-4 text-2xl font-bold tracking-tight md:text-3xl">
                    {step.title}
                  </h3>
                  <p className="mt-3 text-lg leading-relaxed text-ink-muted">{keepCompoundsIn(step.description)}</p>
                  <ul className="mt-6 grid gap-3">
                    {step.details.map((detail) => (
                      <li key={detail} className="flex items-start gap-3">
                        <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" strokeWidth={2.5} />
                        <span>{keepCompoundsIn(detail)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="relative aspect-[16/10] overflow-hidden rounded-lg bg-navy-900 ring-1 ring-navy-line">
                  {src ? (
                    <>
                      {loaded[src] ? null : (
                        <div
                          data-slot="process-loading"
                          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm font-medium text-on-dark-muted"
                        >
                          <span
                            aria-hidden="true"
                            className="size-8 animate-spin rounded-full border-2 border-white/15 border-t-cyan-300"
                          />
                          {processSection.loadingLabel}
                        </div>
                      )}
                      <img
                        ref={(img) => {
                          if (img?.complete && img.naturalWidth > 0) markLoaded(src);
                        }}
                        src={src}
                        alt=""
                        width={640}
                        height={400}
                        loading="lazy"
                        decoding="async"
                        onLoad={() => markLoaded(src)}
                        className="relative size-full object-cover"
                      />
                    </>
                  ) : (
                    <div
                      data-slot="process-coming-soon"
                      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(24rem_14rem_at_50%_0%,--alpha(var(--color-brand-500)/35%),transparent_70%)] p-6 text-center"
                    >
                      <span className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-cyan-300 ring-1 ring-white/15">
                        <Sparkles aria-hidden="true" className="size-6" />
                      </span>
                      <p className="text-lg font-semibold text-white">
                        {keepCompoundsIn(processSection.comingSoonLabel)}
                      </p>
                      <p className="max-w-xs text-sm text-on-dark-muted">
                        {keepCompoundsIn(processSection.comingSoonText)}
                      </p>
                    </div>
                  )}
                </div>
              </section>
            );
          })}
        </div>

        <div className="mt-8 flex items-center justify-between gap-4 border-t border-line pt-6 noscript:hidden">
          <Button
            variant="outline"
            aria-disabled={!canGoPrevious(index)}
            onClick={() => setIndex((i) => previousStep(i))}
          >
            <ChevronLeft aria-hidden="true" />
            {processSection.previousLabel}
          </Button>
          <div className="flex flex-col items-center gap-2">
            <div aria-hidden="true" data-slot="process-dots" className="flex gap-2">
              {steps.map((step, i) => (
                <span
                  key={step.id}
                  className={cn(
                    "size-2 rounded-full transition-[background-color,transform] duration-300",
                    i === index ? "scale-125 bg-brand-600" : "bg-slate-300",
                  )}
                />
              ))}
            </div>
            <p
              aria-live="polite"
              data-slot="process-counter"
              className="text-sm font-medium text-ink-muted tabular-nums"
            >
              {counterLabel(index, count)}
            </p>
          </div>
          <Button aria-disabled={!canGoNext(index, count)} onClick={() => setIndex((i) => nextStep(i, count))}>
            {processSection.nextLabel}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Section>
  );
}
