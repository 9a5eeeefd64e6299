import { StaticHtml } from "~/components/static/static-html";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { type CarouselLabels, type CarouselSlide, TestimonialCarousel } from "./testimonial-carousel";

/**
 * Results on the dark band: the statistics and the 247+ claim (ResultsSummary, server-rendered HTML: ADR 007),
 * then the testimonial carousel, the hydrated part.
 */
export function ResultsSection({
  summaryHtml,
  slides,
  carousel,
}: {
  summaryHtml: string;
  slides: readonly CarouselSlide[];
  carousel: CarouselLabels;
}) {
  return (
    <Section tone="dark" id="results" aria-labelledby="results-title" className="isolate overflow-hidden">
      <StaticHtml html={summaryHtml} />
      <Reveal className="mx-auto mt-12 max-w-3xl md:mt-16">
        <TestimonialCarousel slides={slides} labels={carousel} />
      </Reveal>
    </Section>
  );
}
