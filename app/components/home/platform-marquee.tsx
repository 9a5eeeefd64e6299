import { LayoutGrid, Pause, Play } from "lucide-react";
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { SectionIntro } from "~/components/ui/heading";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { platformSection } from "~/content/home";
import { StaticHtml } from "~/components/static/static-html";
import { useInView } from "./hooks";
import { loadLogosNow, watchLogos } from "./logo-fallback";

const loadIntegrationsDialog = () => import("./integrations-dialog");
const IntegrationsDialog = lazy(loadIntegrationsDialog);

/**
 * True from the moment the marquee is within a screen's height of the viewport. The logos are lazy in the
 * HTML, so the browser does not fetch them while the first screen loads; but lazy loading never starts for
 * the logos the marquee's overflow clips, so they are all switched to eager then, before they scroll in.
 */
function useLogosWanted(marquee: RefObject<HTMLDivElement | null>): boolean {
  const near = useInView(marquee, "100% 0px");
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (near) setWanted(true);
  }, [near]);
  return wanted;
}

/**
 * The 12 technology platforms as an endless marquee (a CSS transform animation over two copies of the list, which
 * arrive as server-rendered HTML: `logos`, from ./platform-logo-lists.tsx).
 * It pauses while hovered or while its pause button has focus, stops with the button, and stands still,
 * wrapped, for reduced motion. 'View All Integrations' opens a dialog grouped by category (loaded on first use).
 * Without JavaScript it stands still as for reduced motion (its pause button could not work), and the dialog's
 * button is not shown: the list already names every platform and its category (ADR 030).
 */
export function PlatformMarquee({ logos }: { logos: string }) {
  const [stopped, setStopped] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const viewAllButton = useRef<HTMLButtonElement>(null);
  const marquee = useRef<HTMLDivElement>(null);
  const logosWanted = useLogosWanted(marquee);
  useEffect(() => (marquee.current ? watchLogos(marquee.current) : undefined), []);
  useEffect(() => {
    if (logosWanted && marquee.current) loadLogosNow(marquee.current);
  }, [logosWanted]);

  return (
    <Section
      id="home-platforms"
      aria-labelledby="home-platforms-title"
      className="overflow-hidden border-y border-line"
    >
      <SectionIntro
        id="home-platforms-title"
        eyebrow={platformSection.eyebrow}
        title={platformSection.title}
        lead={platformSection.intro}
      />
      <div ref={marquee} data-slot="marquee" className="group/marquee relative mx-[calc(50%-50vw)]">
        <div className="overflow-hidden py-2 [mask-image:linear-gradient(90deg,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none] noscript:[mask-image:none]">
          <div
            data-slot="marquee-track"
            data-stopped={stopped || undefined}
            className="flex w-max [animation:home-marquee_48s_linear_infinite] group-hover/marquee:[animation-play-state:paused] group-focus-within/marquee:[animation-play-state:paused] data-stopped:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center noscript:w-full noscript:animate-none noscript:justify-center"
          >
            <StaticHtml html={logos} />
          </div>
        </div>
        <div className="mt-4 flex justify-center motion-reduce:hidden noscript:hidden">
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink"
          >
            {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            {stopped ? platformSection.playLabel : platformSection.pauseLabel}
          </button>
        </div>
      </div>
      <div className="mt-8 flex justify-center noscript:hidden">
        <Button
          ref={viewAllButton}
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadIntegrationsDialog()}
          onFocus={() => void loadIntegrationsDialog()}
          onClick={() => {
            setDialogRequested(true);
            setDialogOpen(true);
          }}
        >
          <LayoutGrid aria-hidden="true" />
          {platformSection.viewAllLabel}
        </Button>
      </div>
      {dialogRequested ? (
        <Suspense fallback={null}>
          <IntegrationsDialog open={dialogOpen} onOpenChange={setDialogOpen} returnFocusTo={viewAllButton} />
        </Suspense>
      ) : null}
    </Section>
  );
}
