import { Check, ChevronDown, ChevronUp, Pause, Play } from "lucide-react";
import { memo, useEffect, useReducer, useRef } from "react";
import { SectionIntro } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { challengeSection } from "~/content/home";
import { useHydrated } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import {
  AUTOPLAY_MS,
  createTabsReducer,
  initialTabsState,
  isAutoplaying,
  RESUME_AFTER_MS,
  TRUNCATE_AT,
  truncate,
} from "./challenge-tabs-state";
import { useInView, useIsMobile, usePageVisible } from "./hooks";
import { indexAfterKey } from "~/lib/wrap-index";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

const items = challengeSection.items;
const reducer = createTabsReducer(items.length);

/**
 * Challenge-to-solution tabs (SPEC 2.4 / 4). Desktop: a vertical tab list (arrow keys, Home, End) beside the
 * solution panel. Mobile: tap-to-toggle cards above one solution stage. All panels share one grid cell, so
 * switching never changes the section's height (no layout shift), and all of them are in the pre-rendered HTML.
 */
export function ChallengeTabs() {
  const [state, dispatch] = useReducer(reducer, initialTabsState);
  const isMobile = useIsMobile();
  const pageVisible = usePageVisible();
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const hydrated = useHydrated();

  // Timers run only while the page is visible and the section is on screen.
  const running = pageVisible && inView;
  const playing = running && isAutoplaying(state);
  const interval = isMobile ? AUTOPLAY_MS.mobile : AUTOPLAY_MS.desktop;
  // On desktop one tab is always selected (a visitor may have closed every card on a narrow window).
  const active = isMobile ? state.active : (state.active ?? 0);

  // Each timer is mirrored by an attribute on the section while it is pending (data-autoplay, data-resume), so
  // the state can be inspected, and tests know the timer is set before they move the clock.
  useEffect(() => {
    const section = sectionRef.current;
    if (!playing || !section) return;
    section.dataset.autoplay = "on";
    const timer = window.setTimeout(() => dispatch({ type: "advance", from: active }), interval);
    return () => {
      window.clearTimeout(timer);
      delete section.dataset.autoplay;
    };
  }, [playing, interval, active]);

  const { manualPause } = state;
  useEffect(() => {
    const section = sectionRef.current;
    if (manualPause === 0 || !running || !section) return;
    section.dataset.resume = "pending";
    const timer = window.setTimeout(() => dispatch({ type: "resume", id: manualPause }), RESUME_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      delete section.dataset.resume;
    };
  }, [manualPause, running]);

  const onTabKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (isMobile) return;
    const target = indexAfterKey(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    dispatch({ type: "select", index: target });
    tabRefs.current[target]?.focus();
  };

  const isMouse = (event: React.PointerEvent) => event.pointerType === "mouse" && !isMobile;

  return (
    <Section ref={sectionRef} id="home-challenges" tone="subtle" aria-labelledby="home-challenges-title">
      <SectionIntro
        id="home-challenges-title"
        eyebrow={challengeSection.eyebrow}
        title={challengeSection.title}
        lead={challengeSection.intro}
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-8 lg:gap-12 noscript:md:grid-cols-2">
        {/* Without JavaScript the tabs would do nothing: every challenge shows with its solution instead (ADR 030). */}
        <div className="flex flex-col gap-4 noscript:hidden">
          <div
            {...(isMobile
              ? { role: "group", "aria-label": challengeSection.tabListLabel }
              : {
                  role: "tablist",
                  "aria-label": challengeSection.tabListLabel,
                  "aria-orientation": "vertical" as const,
                })}
            className="flex flex-col gap-3"
            onPointerEnter={(event) => isMouse(event) && dispatch({ type: "hover", inside: true })}
            onPointerLeave={(event) => isMouse(event) && dispatch({ type: "hover", inside: false })}
          >
            {items.map((item, index) => {
              const selected = active === index;
              return (
                <button
                  key={item.id}
                  ref={(el) => {
                    tabRefs.current[index] = el;
                  }}
                  id={`challenge-tab-${item.id}`}
                  type="button"
                  // Desktop: a tab of the tab list (roving focus). Mobile: a disclosure button of the solution stage.
                  {...(isMobile
                    ? { "aria-expanded": selected }
                    : { role: "tab", "aria-selected": selected, tabIndex: selected ? 0 : -1 })}
                  aria-controls={`challenge-panel-${item.id}`}
                  data-state={selected ? "active" : "inactive"}
                  onClick={() => dispatch(isMobile ? { type: "toggle", index } : { type: "select", index })}
                  onPointerEnter={(event) => isMouse(event) && dispatch({ type: "hoverCard", index })}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                  className={cn(
                    "group relative flex w-full items-start gap-4 overflow-hidden rounded-lg p-5 text-left ring-1 transition-[background-color,box-shadow] duration-200 md:p-6",
                    selected
                      ? "bg-white shadow-lift ring-brand-600/30"
                      : "bg-white/60 ring-line hover:bg-white hover:shadow-card",
                  )}
                >
                  <ChallengeTabBody item={item} selected={selected} />
                  {selected && playing ? (
                    <span
                      aria-hidden="true"
                      data-slot="autoplay-progress"
                      className="absolute inset-x-0 bottom-0 h-0.5 bg-line motion-reduce:hidden"
                    >
                      <span
                        key={`${index}-${interval}`}
                        className="block h-full origin-left bg-brand-gradient"
                        style={{ animation: `home-progress ${interval}ms linear forwards` }}
                      />
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </div>

        <div className="grid noscript:col-span-full noscript:grid-cols-1 noscript:gap-6 noscript:md:grid-cols-2 noscript:lg:grid-cols-3">
          {items.map((item, index) => {
            const shown = active === index;
            return (
              <div
                key={item.id}
                id={`challenge-panel-${item.id}`}
                {...(isMobile
                  ? {}
                  : { role: "tabpanel", "aria-labelledby": `challenge-tab-${item.id}`, tabIndex: shown ? 0 : -1 })}
                // Hidden panels are invisible (and so out of reach) from the first paint; once hydrated also inert.
                inert={hydrated && !shown}
                data-state={shown ? "active" : "inactive"}
                className={cn(
                  "col-start-1 row-start-1 rounded-xl noscript:col-start-auto noscript:row-start-auto noscript:visible noscript:opacity-100",
                  shown ? "visible opacity-100 transition-opacity duration-300" : "invisible opacity-0",
                )}
              >
                <SolutionCard item={item} />
              </div>
            );
          })}
          <div
            data-slot="challenge-empty"
            className={cn(
              "col-start-1 row-start-1 flex noscript:hidden items-center justify-center rounded-xl border-2 border-dashed border-line p-8 text-center text-ink-muted md:hidden",
              active === null ? "visible" : "invisible",
            )}
          >
            <p className="flex max-w-xs flex-col items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-white text-brand-600 shadow-card ring-1 ring-line">
                <ChevronUp aria-hidden="true" className="size-5" />
              </span>
              {challengeSection.emptyHint}
            </p>
          </div>
        </div>
      </div>
      <div className="mt-6 flex justify-center noscript:hidden">
        <button
          type="button"
          onClick={() => dispatch({ type: "togglePlay" })}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink"
        >
          {state.stopped ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {state.stopped ? challengeSection.playLabel : challengeSection.pauseLabel}
        </button>
      </div>
    </Section>
  );
}

type ChallengeItem = (typeof items)[number];

/**
 * What a tab shows. Memoised, as is the solution card: the section re-renders as a whole on every tab change, on
 * hydration on a phone (useIsMobile) and on a tap replayed right after it (ADR 031), and only the two tabs whose
 * selection changed need to.
 */
const ChallengeTabBody = memo(function ChallengeTabBody({
  item,
  selected,
}: {
  item: ChallengeItem;
  selected: boolean;
}) {
  const { description } = item.challenge;
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "absolute inset-y-0 left-0 w-1 bg-[linear-gradient(180deg,var(--color-brand-500),var(--color-violet-500),var(--color-cyan-400))] transition-opacity",
          selected ? "opacity-100" : "opacity-0",
        )}
      />
      <span
        className={cn(
          "inline-flex size-11 shrink-0 items-center justify-center rounded-md ring-1 transition-colors",
          selected ? "bg-brand-gradient text-white ring-transparent" : "bg-brand-50 text-brand-700 ring-brand-100",
        )}
      >
        <item.challenge.icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center justify-between gap-3">
          <span className="text-base font-semibold tracking-tight text-ink md:text-lg">{item.challenge.title}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn("size-5 shrink-0 text-brand-600 transition-transform md:hidden", selected && "rotate-180")}
          />
        </span>
        <span className="mt-1.5 hidden text-sm leading-relaxed text-ink-muted md:block">
          <KeepCompounds text={truncate(description, TRUNCATE_AT.desktop)} />
        </span>
        <span className="mt-1.5 block min-h-[3lh] text-sm leading-relaxed text-ink-muted md:hidden">
          <KeepCompounds
            text={truncate(description, selected ? TRUNCATE_AT.mobileCard : TRUNCATE_AT.mobileCollapsed)}
          />
        </span>
      </span>
    </>
  );
});

/** A challenge's solution: the same on every render. */
const SolutionCard = memo(function SolutionCard({ item }: { item: ChallengeItem }) {
  return (
    <article className="h-full overflow-hidden rounded-xl bg-navy-900 text-on-dark shadow-lift ring-1 ring-navy-line">
      <div className="aspect-[16/9] border-b border-navy-line bg-navy-950">
        <img
          src={item.solution.image}
          alt={item.challenge.alt}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="p-6 md:p-8">
        <p className="mb-5 hidden text-sm leading-relaxed text-on-dark-muted noscript:block">
          <strong className="block text-base font-semibold text-white">{keepCompoundsIn(item.challenge.title)}</strong>
          <KeepCompounds text={item.challenge.description} />
        </p>
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-cyan-300">
          {challengeSection.solutionLabel}
        </p>
        <h3 className="mt-2 text-xl font-semibold tracking-tight text-white md:text-2xl">{item.solution.title}</h3>
        <p className="mt-3 leading-relaxed text-on-dark-muted">
          <KeepCompounds text={item.solution.description} />
        </p>
        <ul className="mt-6 grid gap-3">
          {item.solution.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-sm font-medium text-on-dark">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-cyan-400/15 text-cyan-300 ring-1 ring-cyan-300/30">
                <Check aria-hidden="true" className="size-3" strokeWidth={3} />
              </span>
              <span>
                <KeepCompounds text={benefit} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
});
