import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { ServicePageContent } from "~/content/types";
import { HeroBackdrop } from "./hero-backdrop";

/** Closing call to action: 'Schedule a Free Consultation' and the contact-us-directly link, both to /contact. */
export function ClosingCta({ content }: { content: ServicePageContent["closing"] }) {
  return (
    <Section tone="dark" aria-labelledby="closing-title" className="isolate overflow-hidden py-20 md:py-28">
      <HeroBackdrop />
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance text-white md:text-5xl">
          {content.title}
        </h2>
        <p className="mt-5 text-lg text-pretty text-on-dark-muted">{content.description}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-6">
          <Button asChild size="lg" magnetic>
            <Link to={content.primaryCta.to}>
              {content.primaryCta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Link
            to={content.contactLink.to}
            className="rounded-sm font-semibold text-cyan-300 underline decoration-cyan-300/40 underline-offset-4 transition-colors hover:text-white hover:decoration-white"
          >
            {content.contactLink.label}
          </Link>
        </div>
      </div>
    </Section>
  );
}
