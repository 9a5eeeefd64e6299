import { Heading, keepCompoundsIn } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { ourWhy } from "~/content/about";

export function OurWhy() {
  const { illustration } = ourWhy;
  return (
    <Section aria-labelledby="our-why">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.05fr] lg:gap-16">
        <Reveal>
          <Heading id="our-why">{ourWhy.title}</Heading>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-muted">
            {ourWhy.paragraphs.map((paragraph, i) => (
              <p key={i} className={i === ourWhy.paragraphs.length - 1 ? "font-medium text-ink" : undefined}>
                {keepCompoundsIn(paragraph)}
              </p>
            ))}
          </div>
        </Reveal>
        <Reveal delay={150}>
          <figure className="overflow-hidden rounded-xl bg-navy-900 shadow-lift ring-1 ring-navy-line">
            <img
              src={illustration.src}
              alt={illustration.alt}
              width={illustration.width}
              height={illustration.height}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full"
            />
          </figure>
        </Reveal>
      </div>
    </Section>
  );
}
