import { Heading } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { mission, vision } from "~/content/about";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** Mission and Vision side by side on a dark band; each is its own titled part (h2). */
export function MissionVision() {
  return (
    <Section tone="dark" aria-label={`${mission.title} and ${vision.title}`} className="overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_24rem_at_15%_0%,--alpha(var(--color-brand-500)/28%),transparent_65%),radial-gradient(40rem_20rem_at_90%_100%,--alpha(var(--color-cyan-400)/14%),transparent_65%)]"
      />
      <div className="relative grid gap-6 md:grid-cols-2 md:gap-8">
        {[mission, vision].map((item, i) => {
          const id = `about-${item.title.toLowerCase()}`;
          return (
            <Reveal key={item.title} delay={i * 150} className="h-full">
              <article
                aria-labelledby={id}
                className="relative h-full rounded-xl bg-white/[0.04] p-8 ring-1 ring-white/10 backdrop-blur-sm md:p-10"
              >
                <div
                  aria-hidden="true"
                  className="absolute inset-x-8 top-0 h-px bg-gradient-to-r from-transparent via-cyan-300/70 to-transparent md:inset-x-10"
                />
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-gradient text-white shadow-glow">
                  <item.icon aria-hidden="true" className="size-6" />
                </span>
                <Heading id={id} className="mt-6 text-white">
                  {item.title}
                </Heading>
                <p className="mt-4 text-lg leading-relaxed text-pretty text-on-dark-muted md:text-xl">
                  {keepCompoundsIn(item.text)}
                </p>
              </article>
            </Reveal>
          );
        })}
      </div>
    </Section>
  );
}
