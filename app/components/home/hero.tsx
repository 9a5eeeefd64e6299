import { ArrowRight, Check, CirclePlay } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { homeHero } from "~/content/home-hero";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

const loadDemoDialog = () => import("./demo-dialog");
const DemoDialog = lazy(loadDemoDialog);

/** Dark hero: eyebrow, the page's h1, subtitle, highlights, the three calls to action and our dashboard illustration. */
export function HomeHero({ heading }: { heading: string }) {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoRequested, setDemoRequested] = useState(false);
  // The demo link opens the dialog once the page is interactive; until then (or without JavaScript) it goes to
  // /demo. It says so from then on, set on the element itself: hydration re-renders nothing for it.
  const demoLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => demoLink.current?.setAttribute("aria-haspopup", "dialog"), []);
  // The last three words carry the accent gradient; the h1's text stays exactly the registry heading.
  const words = heading.split(" ");
  const lead = words.slice(0, -3).join(" ");
  const accent = words.slice(-3).join(" ");

  return (
    <section
      data-tone="dark"
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-clip bg-navy-900 text-on-dark"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(56rem_32rem_at_85%_-10%,--alpha(var(--color-brand-500)/42%),transparent_62%),radial-gradient(40rem_26rem_at_-5%_105%,--alpha(var(--color-cyan-400)/16%),transparent_60%),radial-gradient(30rem_20rem_at_45%_40%,--alpha(var(--color-violet-600)/14%),transparent_70%)]" />
        <div className="absolute inset-0 bg-[linear-gradient(--alpha(var(--color-white)/4.5%)_1px,transparent_1px),linear-gradient(90deg,--alpha(var(--color-white)/4.5%)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_70%_30%,black_20%,transparent_72%)]" />
      </div>
      <div className="container-page grid grid-cols-1 items-center gap-12 pt-12 pb-16 md:pt-20 md:pb-24 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-10 lg:pt-24 lg:pb-28">
        <div>
          <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-white/8 py-1.5 pr-4 pl-2 text-sm font-medium text-on-dark ring-1 ring-white/15">
            <span className="rounded-full bg-brand-gradient px-2 py-0.5 text-xs font-semibold text-white">AI</span>
            {homeHero.eyebrow}
          </p>
          <h1 id="home-hero-title" className="hero-title text-white">
            {`${lead} `}
            <span className="text-gradient">{accent}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-on-dark-muted md:text-xl">
            {keepCompoundsIn(homeHero.subtitle)}
          </p>
          <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-on-dark motion-safe:animate-rise">
            {homeHero.highlights.map((item) => (
              <li key={item} className="inline-flex items-center gap-2">
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-cyan-400/15 text-cyan-300 ring-1 ring-cyan-300/30">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                <span>{keepCompoundsIn(item)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 motion-safe:animate-rise max-sm:pr-16 sm:flex-row sm:flex-wrap sm:items-center">
            <Button asChild size="lg" magnetic wrap className="max-sm:px-5">
              <Link to={homeHero.primaryCta.to}>
                {homeHero.primaryCta.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline-dark" size="lg" wrap className="max-sm:px-5">
              <a
                ref={demoLink}
                href={homeHero.demoCta.to}
                onPointerEnter={() => void loadDemoDialog()}
                onFocus={() => void loadDemoDialog()}
                onClick={(event) => {
                  // A new tab or window still gets the page.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  setDemoRequested(true);
                  setDemoOpen(true);
                }}
              >
                <CirclePlay aria-hidden="true" />
                {homeHero.demoCta.label}
              </a>
            </Button>
            <Button
              asChild
              variant="ghost-dark"
              size="lg"
              wrap
              // A text link, as wide as its words: on a phone it keeps clear of the chat button's corner.
              className="self-start underline-offset-4 max-sm:px-1 max-sm:text-left sm:self-center sm:px-1 sm:hover:bg-transparent sm:hover:underline"
            >
              <Link to={homeHero.secondaryCta.to}>
                {homeHero.secondaryCta.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-[radial-gradient(closest-side,--alpha(var(--color-brand-500)/35%),transparent)] blur-2xl"
          />
          <img
            src={homeHero.visual.src}
            alt={homeHero.visual.alt}
            width={600}
            height={480}
            fetchPriority="high"
            decoding="async"
            className="aspect-[5/4] h-auto w-full"
          />
        </div>
      </div>
      {demoRequested ? (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} returnFocusTo={demoLink} />
        </Suspense>
      ) : null}
    </section>
  );
}
