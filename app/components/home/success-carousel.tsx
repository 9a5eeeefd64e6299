import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { SectionIntro } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { successSection } from "~/content/home";
import type { Testimonial } from "~/content/types";
import { useHydrated } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import { wrapIndex } from "~/lib/wrap-index";
import { useSwipe } from "./hooks";
import { initials } from "./initials";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

const stories: readonly Testimonial[] = successSection.items;
const count = stories.length;

/**
 * Client success stories as a looping carousel (SPEC 4): Previous/Next wrap around, dots jump to a story,
 * ArrowLeft/ArrowRight work anywhere inside it, and a swipe moves it on touch screens. It never moves by itself.
 * The track slides with a transform; every slide is in the pre-rendered HTML and the tallest sets the height.
 * Without JavaScript the stories stand one under the other and the controls are not shown (ADR 030).
 */
export function SuccessCarousel() {
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const swipe = useSwipe((step) => setIndex((i) => wrapIndex(i + step, count)));

  return (
    <Section id="home-success" tone="subtle">
      <SectionIntro id="home-success-title" eyebrow={successSection.eyebrow} title={successSection.title} />
      <section
        aria-roledescription="carousel"
        aria-labelledby="home-success-title"
        className="mx-auto max-w-4xl"
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") setIndex((i) => wrapIndex(i + 1, count));
          else if (event.key === "ArrowLeft") setIndex((i) => wrapIndex(i - 1, count));
          else return;
          event.preventDefault();
        }}
      >
        <div className="touch-pan-y overflow-hidden rounded-xl" {...swipe}>
          <div
            aria-live="polite"
            data-slot="carousel-track"
            className="flex transition-transform duration-500 ease-[cubic-bezier(0.22,1,0.36,1)] noscript:flex-col noscript:gap-6"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {stories.map((story, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group, not a form fieldset
              <div
                key={story.clientName}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                // Slides out of view are clipped from the first paint; once hydrated also out of reach.
                inert={hydrated && i !== index}
                aria-hidden={(hydrated && i !== index) || undefined}
                data-state={i === index ? "active" : "inactive"}
                data-slot="carousel-slide"
                className="w-full shrink-0"
              >
                <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-card ring-1 ring-line md:p-10">
                  {story.result ? (
                    <p className="inline-flex self-start rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-success ring-1 ring-emerald-100">
                      {story.result}
                    </p>
                  ) : null}
                  <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-ink md:text-xl">
                    <p>{`“${story.quote}”`}</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
                    >
                      {initials(story.clientName)}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{keepCompoundsIn(story.clientName)}</span>
                      <span className="block text-sm text-ink-muted">
                        {story.role ? `${story.role}, ${story.company}` : story.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-6 flex items-center justify-center gap-4 noscript:hidden">
          <Button
            variant="secondary"
            size="icon"
            aria-label={successSection.previousLabel}
            onClick={() => setIndex((i) => wrapIndex(i - 1, count))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div className="flex items-center">
            {stories.map((story, i) => (
              <button
                key={story.clientName}
                type="button"
                aria-label={`${successSection.goToLabel} ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(i)}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    "size-2.5 rounded-full transition-[background-color,transform] duration-300",
                    i === index ? "scale-125 bg-brand-600" : "bg-slate-300 group-hover:bg-slate-400",
                  )}
                />
              </button>
            ))}
          </div>
          <Button
            variant="secondary"
            size="icon"
            aria-label={successSection.nextLabel}
            onClick={() => setIndex((i) => wrapIndex(i + 1, count))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </section>
    </Section>
  );
}
