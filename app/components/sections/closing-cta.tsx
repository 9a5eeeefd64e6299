import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { Reveal } from "~/components/ui/reveal";
import type { ClosingCta as ClosingCtaContent } from "~/content/types";
import { cn } from "~/lib/utils";

/** The dark closing band of an inner page: a heading, one line and a single call to action. */
export function ClosingCta({
  content,
  id,
  tone = "light",
}: {
  content: ClosingCtaContent;
  id: string;
  /** Match the section above, whose bottom padding is this band's top spacing. */
  tone?: "light" | "subtle";
}) {
  return (
    <section
      aria-labelledby={id}
      data-tone="dark"
      className={cn("px-5 pb-16 md:px-8 md:pb-24", tone === "subtle" ? "bg-subtle" : "bg-canvas")}
    >
      <Reveal className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-xl bg-navy-900 px-6 py-14 text-center text-on-dark shadow-lift md:px-16 md:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(99_102_241/0.45),transparent_70%),radial-gradient(30rem_16rem_at_100%_120%,rgb(34_211_238/0.2),transparent_70%)]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 opacity-40 [background-image:linear-gradient(rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.06)_1px,transparent_1px)] [background-size:32px_32px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
        />
        <Heading id={id} className="mx-auto max-w-2xl text-white">
          {content.title}
        </Heading>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-on-dark-muted">{content.description}</p>
        <div className="mt-8 flex justify-center">
          <Button asChild size="lg" magnetic>
            <Link to={content.cta.to}>
              {content.cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Reveal>
    </section>
  );
}
