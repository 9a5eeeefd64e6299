import { Award, Quote } from "lucide-react";
import { Heading, keepCompoundsIn } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { founder } from "~/content/about";

export function Founder() {
  const { portrait } = founder;
  return (
    <Section aria-labelledby="meet-our-founder">
      <div className="grid gap-y-10 md:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] md:grid-rows-[auto_1fr] md:gap-x-12 md:gap-y-0 lg:gap-x-20">
        <Reveal className="md:col-start-2 md:row-start-1 md:self-end">
          <Heading id="meet-our-founder">{founder.title}</Heading>
          <p className="mt-6 text-2xl font-semibold tracking-tight">{keepCompoundsIn(founder.name)}</p>
          <p className="mt-1 font-medium text-brand-600">{keepCompoundsIn(founder.role)}</p>
        </Reveal>
        <Reveal className="relative mx-auto w-full max-w-sm md:col-start-1 md:row-span-2 md:row-start-1 md:max-w-none md:self-center">
          <div
            aria-hidden="true"
            className="absolute -inset-3 -z-10 rounded-[1.75rem] bg-[linear-gradient(135deg,--alpha(var(--color-brand-600)/35%),--alpha(var(--color-violet-600)/25%),--alpha(var(--color-cyan-400)/30%))] blur-xl"
          />
          <figure className="overflow-hidden rounded-xl shadow-lift ring-1 ring-navy-line">
            <img
              src={portrait.src}
              alt={portrait.alt}
              width={portrait.width}
              height={portrait.height}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full"
            />
          </figure>
          <p className="absolute -bottom-5 left-1/2 flex w-max -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 py-2 text-xs font-semibold whitespace-nowrap text-ink shadow-lift ring-1 ring-line sm:text-sm">
            <Award aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {founder.experience}
          </p>
        </Reveal>
        <Reveal delay={150} className="pt-4 md:col-start-2 md:row-start-2 md:pt-0">
          <div className="space-y-4 leading-relaxed text-ink-muted md:mt-6 md:text-lg">
            {founder.paragraphs.map((paragraph, i) => (
              <p key={i}>{keepCompoundsIn(paragraph)}</p>
            ))}
          </div>
          <figure className="mt-8 rounded-lg border-l-4 border-brand-600 bg-subtle p-6">
            <Quote aria-hidden="true" className="size-6 text-brand-600" />
            <blockquote className="mt-3 text-lg font-medium text-pretty text-ink">
              {keepCompoundsIn(founder.quote)}
            </blockquote>
            <figcaption className="mt-3 text-sm text-ink-muted">{keepCompoundsIn(founder.name)}</figcaption>
          </figure>
        </Reveal>
      </div>
    </Section>
  );
}
