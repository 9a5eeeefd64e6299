import { LayoutGrid, Pause, Play } from "lucide-react";
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { SectionIntro } from "~/components/ui/heading";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { platformSection } from "~/content/home";
import { cn } from "~/lib/utils";
import { useInView } from "./hooks";
import { PlatformLogo } from "./platform-logo";

const loadIntegrationsDialog = () => import("./integrations-dialog");
const IntegrationsDialog = lazy(loadIntegrationsDialog);

function LogoList({ duplicate = false, eager }: { duplicate?: boolean; eager: boolean }) {
  return (
    <ul
      aria-label={duplicate ? undefined : platformSection.listLabel}
      aria-hidden={duplicate || undefined}
      data-track={duplicate ? "duplicate" : "main"}
      className={cn(
        "flex shrink-0 gap-4 pr-4 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-5 noscript:w-full noscript:shrink noscript:flex-wrap noscript:justify-center noscript:px-5",
        duplicate && "motion-reduce:hidden noscript:hidden",
      )}
    >
      {platformSection.items.map((platform) => (
        <li
          key={platform.name}
          className={cn(
            "flex w-48 shrink-0 flex-col items-center gap-1 rounded-lg bg-white px-4 py-3 shadow-card ring-1 ring-line",
            // Standing still and wrapped on a phone: two cards a row.
            "max-sm:motion-reduce:w-[calc(50%-0.5rem)] max-sm:motion-reduce:px-2 max-sm:noscript:w-[calc(50%-0.5rem)] max-sm:noscript:px-2",
          )}
        >
          <PlatformLogo
            platform={platform}
            decorative={duplicate}
            eager={eager}
            className="max-sm:motion-reduce:h-auto max-sm:motion-reduce:w-full max-sm:motion-reduce:max-w-40 max-sm:noscript:h-auto max-sm:noscript:w-full max-sm:noscript:max-w-40"
          />
          <span className="text-xs font-medium text-ink-muted">{platform.category}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * True from the moment the marquee is within a screen's height of the viewport. The logos are lazy in the
 * HTML, so the browser does not fetch them while the first screen loads; but lazy loading never starts for
 * the logos the marquee's overflow clips, so they are all switched to eager here, before they scroll in.
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
 * The 12 technology platforms as an endless marquee (a CSS transform animation over two copies of the list).
 * It pauses while hovered or while its pause button has focus, stops with the button, and stands still,
 * wrapped, for reduced motion. 'View All Integrations' opens a dialog grouped by category (loaded on first use).
 * Without JavaScript it stands still as for reduced motion (its pause button could not work), and the dialog's
 * button is not shown: the list already names every platform and its category (ADR 030).
 */
export function PlatformMarquee() {
  const [stopped, setStopped] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const viewAllButton = useRef<HTMLButtonElement>(null);
  const marquee = useRef<HTMLDivElement>(null);
  const logosWanted = useLogosWanted(marquee);

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
            <LogoList eager={logosWanted} />
            <LogoList duplicate eager={logosWanted} />
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
