import { SectionIntro } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import type { FeatureItem, SectionHeading } from "~/content/types";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

/** What the system does: numbered cards on the dark band, answering the pain points above. */
export function SolutionList({ content }: { content: SectionHeading & { items: readonly FeatureItem[] } }) {
  return (
    <Section tone="dark" aria-labelledby="solutions-title" className="isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_50%_0%,--alpha(var(--color-brand-500)/22%),transparent_65%)]"
      />
      <SectionIntro id="solutions-title" eyebrow={content.eyebrow} title={content.title} lead={content.intro} />
      <ol className="grid gap-4 md:grid-cols-2 md:gap-5">
        {content.items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={index * 80} className="h-full">
            <div className="group relative h-full overflow-hidden rounded-xl bg-white/[0.04] p-6 ring-1 ring-white/10 transition-colors hover:bg-white/[0.07] md:p-8">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand-gradient text-white shadow-glow">
                  <item.icon aria-hidden="true" className="size-6" />
                </span>
                <span aria-hidden="true" className="text-sm font-semibold tabular-nums text-on-dark-muted">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-semibold tracking-tight text-white">{keepCompoundsIn(item.title)}</h3>
              <p className="mt-3 leading-relaxed text-on-dark-muted">
                <KeepCompounds text={item.description} />
              </p>
            </div>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
