import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { homeClosingCta } from "~/content/home";

/** Closing call to action: 'Start Your Automation Journey' → /schedule. */
export function ClosingCta() {
  return (
    <section id="home-cta" aria-labelledby="home-cta-title" className="bg-canvas px-5 pb-16 md:px-8 md:pb-24">
      <div
        data-tone="dark"
        className="relative isolate mx-auto max-w-[72rem] overflow-hidden rounded-xl bg-navy-900 px-6 py-14 text-center text-on-dark md:px-16 md:py-20"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_50%_-10%,rgb(124_58_237/0.55),transparent_70%),radial-gradient(30rem_18rem_at_100%_110%,rgb(34_211_238/0.22),transparent_65%),radial-gradient(30rem_18rem_at_0%_110%,rgb(79_70_229/0.35),transparent_65%)]"
        />
        <h2
          id="home-cta-title"
          className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white md:text-5xl md:leading-[1.1]"
        >
          {homeClosingCta.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-on-dark-muted">{homeClosingCta.description}</p>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" magnetic>
            <Link to={homeClosingCta.cta.to}>
              {homeClosingCta.cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
