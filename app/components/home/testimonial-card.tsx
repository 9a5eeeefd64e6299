import { Quote } from "lucide-react";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { homeTestimonial } from "~/content/home";
import { initials } from "./initials";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** One highlighted client quote (SPEC 3: quote, clientName, company, delay). */
export function TestimonialCard() {
  return (
    <Section id="home-testimonial">
      <Reveal delay={homeTestimonial.delay}>
        <figure className="relative mx-auto max-w-4xl overflow-hidden rounded-xl bg-white px-6 py-10 text-center shadow-lift ring-1 ring-line md:px-16 md:py-14">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-1 bg-[linear-gradient(90deg,var(--color-brand-600),var(--color-violet-600),var(--color-cyan-400))]"
          />
          <Quote aria-hidden="true" className="mx-auto size-10 text-brand-600/25" strokeWidth={1.5} />
          <blockquote className="mt-6 text-xl leading-relaxed font-medium tracking-tight text-balance text-ink md:text-2xl">
            <p>{`“${homeTestimonial.quote}”`}</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white"
            >
              {initials(homeTestimonial.clientName)}
            </span>
            <span className="text-left">
              <span className="block font-semibold text-ink">{keepCompoundsIn(homeTestimonial.clientName)}</span>
              <span className="block text-sm text-ink-muted">{keepCompoundsIn(homeTestimonial.company)}</span>
            </span>
          </figcaption>
        </figure>
      </Reveal>
    </Section>
  );
}
