import { Quote } from "lucide-react";
import type { FlagshipTestimonial } from "~/content/types";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * One testimonial of the flagship carousel: quote, initials, name, role and result. Rendered on the server
 * (static-sections.server.tsx); the carousel places the HTML in its slides.
 */
export function TestimonialSlide({ item }: { item: FlagshipTestimonial }) {
  return (
    <figure className="m-0 flex h-full flex-col">
      <Quote aria-hidden="true" className="size-9 text-cyan-300/80" />
      <blockquote className="mt-5 text-xl font-medium leading-relaxed text-pretty text-white md:text-2xl md:leading-relaxed">
        <p>“{keepCompoundsIn(item.quote)}”</p>
      </blockquote>
      <figcaption className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-8">
        <span className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white"
          >
            {initials(item.name)}
          </span>
          <span>
            <span className="block font-semibold text-white">{keepCompoundsIn(item.name)}</span>
            <span className="block text-sm text-on-dark-muted">
              {item.title}, {item.company}
            </span>
          </span>
        </span>
        <span className="rounded-full bg-cyan-300/10 px-3 py-1 text-sm font-semibold text-cyan-300 ring-1 ring-cyan-300/25">
          {item.result}
        </span>
      </figcaption>
    </figure>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
