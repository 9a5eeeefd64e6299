import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import type { ClosingCta as ClosingCtaContent } from "~/content/types";
import { cn } from "~/lib/utils";
import { keepCompoundsIn } from "~/components/ui/heading";

const looks = {
  /** A dark card on the page's own background (inner pages). */
  card: {
    card: "shadow-lift",
    glow: "bg-[radial-gradient(40rem_20rem_at_50%_-20%,--alpha(var(--color-brand-500)/45%),transparent_70%),radial-gradient(30rem_16rem_at_100%_120%,--alpha(var(--color-cyan-400)/20%),transparent_70%)]",
    heading: "max-w-2xl md:text-section",
    text: "mt-4 max-w-xl",
    actions: "mt-8",
  },
  /** The home page's card: a larger heading on a stronger glow. */
  spotlight: {
    card: "",
    glow: "bg-[radial-gradient(36rem_20rem_at_50%_-10%,--alpha(var(--color-violet-600)/55%),transparent_70%),radial-gradient(30rem_18rem_at_100%_110%,--alpha(var(--color-cyan-400)/22%),transparent_65%),radial-gradient(30rem_18rem_at_0%_110%,--alpha(var(--color-brand-600)/35%),transparent_65%)]",
    heading: "max-w-3xl md:text-5xl md:leading-[1.1]",
    text: "mt-5 max-w-2xl",
    actions: "mt-10",
  },
  /** A full-width dark band (the service pages). */
  band: { card: "", glow: "", heading: "max-w-2xl md:text-5xl", text: "mt-5 max-w-2xl", actions: "mt-10" },
} as const;

/** The closing call to action of a page: a heading, one line, a button and, optionally, a link beside it. */
export function ClosingCta({
  id,
  content,
  look = "card",
  tone = "light",
  backdrop,
}: {
  /** The section's id; its heading's is `${id}-title`. */
  id: string;
  content: ClosingCtaContent;
  look?: keyof typeof looks;
  /** Match the section above, whose bottom padding is this card's top spacing. */
  tone?: "light" | "subtle";
  /** What the band shows behind its content (the service pages' hero backdrop). */
  backdrop?: ReactNode;
}) {
  const style = looks[look];
  const body = (
    <>
      <h2
        id={`${id}-title`}
        className={cn("mx-auto text-3xl font-bold tracking-tight text-balance text-white", style.heading)}
      >
        {content.title}
      </h2>
      <p className={cn("mx-auto text-lg text-pretty text-on-dark-muted", style.text)}>
        {keepCompoundsIn(content.description)}
      </p>
      <div className={cn("flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-6", style.actions)}>
        <Button asChild size="lg" magnetic>
          <Link to={content.cta.to}>
            {content.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        {content.contactLink ? (
          <Link
            to={content.contactLink.to}
            className="rounded-sm font-semibold text-cyan-300 underline decoration-cyan-300/40 underline-offset-4 transition-colors hover:text-white hover:decoration-white"
          >
            {content.contactLink.label}
          </Link>
        ) : null}
      </div>
    </>
  );

  if (look === "band") {
    return (
      <Section
        id={id}
        tone="dark"
        aria-labelledby={`${id}-title`}
        padding="py-20 md:py-28"
        className="isolate overflow-hidden text-center"
      >
        {backdrop}
        {body}
      </Section>
    );
  }
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-tone="dark"
      className={cn("px-5 pb-16 md:px-8 md:pb-24", tone === "subtle" ? "bg-subtle" : "bg-canvas")}
    >
      <Reveal
        className={cn(
          "relative isolate mx-auto max-w-6xl overflow-hidden rounded-xl bg-navy-900 px-6 py-14 text-center text-on-dark md:px-16 md:py-20",
          style.card,
        )}
      >
        <div aria-hidden="true" className={cn("absolute inset-0 -z-10", style.glow)} />
        {look === "card" ? (
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 opacity-40 [background-image:linear-gradient(--alpha(var(--color-white)/6%)_1px,transparent_1px),linear-gradient(90deg,--alpha(var(--color-white)/6%)_1px,transparent_1px)] [background-size:32px_32px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
          />
        ) : null}
        {body}
      </Reveal>
    </section>
  );
}
