import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useHydrated } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import { wrapIndex } from "~/lib/wrap-index";

/** A slide: the testimonial's name (its key) and its content as server-rendered HTML (TestimonialSlide). */
export type CarouselSlide = { name: string; html: string };

export type CarouselLabels = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  goToLabel: string;
  slideLabel: string;
};

/**
 * The flagship testimonial carousel (SPEC 4): starts at the first slide, previous/next wrap around, the dots
 * jump to a slide, ArrowLeft/ArrowRight work on every control. It never moves on its own. Slides share one
 * grid cell so the height never jumps; the hidden ones are invisible and inert, and the slide area is a
 * polite live region, so the newly shown slide is announced. The slides' contents arrive as server-rendered
 * HTML (ADR 007). Without JavaScript the slides stand one under the other and the controls are not shown (ADR 030).
 */
export function TestimonialCarousel({ slides, labels }: { slides: readonly CarouselSlide[]; labels: CarouselLabels }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const step = (by: number) => setIndex((i) => wrapIndex(i + by, count));

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    }
  }

  const slideName = (i: number) =>
    labels.slideLabel.replace("{index}", String(i + 1)).replace("{count}", String(count));

  return (
    <section aria-roledescription="carousel" aria-label={labels.label} data-slot="testimonial-carousel">
      <div aria-live="polite" className="grid noscript:gap-4">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, a slide is a group with roledescription "slide"
            <div
              key={slide.name}
              role="group"
              aria-roledescription="slide"
              aria-label={slideName(i)}
              data-active={active || undefined}
              // Hidden slides are invisible (out of reach) from the first paint; once hydrated also inert.
              inert={hydrated && !active}
              data-slot="carousel-slide"
              className={cn(
                "rounded-xl bg-white/[0.04] p-6 ring-1 ring-white/10 [grid-area:1/1] sm:p-10",
                "noscript:visible noscript:translate-x-0 noscript:opacity-100 noscript:[grid-area:auto]",
                "transition-[opacity,transform] duration-500 ease-[cubic-bezier(0.22,1,0.36,1)]",
                active ? "visible translate-x-0 opacity-100" : "invisible translate-x-4 opacity-0",
              )}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components, rendered in the loader
              dangerouslySetInnerHTML={{ __html: slide.html }}
            />
          );
        })}
      </div>
      <div className="mt-6 flex items-center justify-between gap-4 noscript:hidden">
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.name}
              type="button"
              aria-label={`${labels.goToLabel} ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              onKeyDown={onKeyDown}
              className="group flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "block h-2.5 rounded-full transition-[width,background-color] duration-300",
                  i === index ? "w-8 bg-cyan-300" : "w-2.5 bg-white/50 group-hover:bg-white/80",
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={labels.previousLabel}
            onClick={() => step(-1)}
            onKeyDown={onKeyDown}
            className="flex size-11 items-center justify-center rounded-full text-on-dark ring-1 ring-white/25 transition-colors hover:bg-white/10"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={labels.nextLabel}
            onClick={() => step(1)}
            onKeyDown={onKeyDown}
            className="flex size-11 items-center justify-center rounded-full text-on-dark ring-1 ring-white/25 transition-colors hover:bg-white/10"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
