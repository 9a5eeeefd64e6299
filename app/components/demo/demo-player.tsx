import { ChevronLeft, ChevronRight, Clock, Pause, Play, RotateCcw } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { demoDurationMs, demoPlayer, demoSteps, fillLabel } from "~/content/demo";
import { useReducedMotion } from "~/lib/motion";
import { stepHref } from "./controls";
import { DemoStage } from "./demo-stage";
import {
  createPlayerReducer,
  formatClock,
  initialPlayerState,
  type PlayerAction,
  type PlayerState,
  playedMs,
} from "./player-state";
import { classes, type SceneMode } from "./scene-kit";
import demoStylesheet from "./demo.css?url";
import { keepCompoundsIn } from "~/components/ui/heading";

const durations = demoSteps.map((step) => step.durationMs);
const reducer = createPlayerReducer(durations);
const TICK_MS = 250;

/** While `playing`, reports the time that passed, by the clock (a throttled background tab catches up). */
function useTicker(playing: boolean, dispatch: (action: PlayerAction) => void) {
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const id = window.setInterval(() => {
      const now = performance.now();
      dispatch({ type: "tick", ms: now - last });
      last = now;
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [playing, dispatch]);
}

function sceneMode(state: PlayerState, reducedMotion: boolean): SceneMode {
  if (reducedMotion) return "still";
  if (state.status === "playing") return "play";
  return state.status === "paused" && state.elapsed > 0 ? "pause" : "still";
}

/**
 * A control of the player: a button; on a poster, a link to the still frame it would show (a control that
 * cannot act there, such as 'Previous step' on the first step, is drawn but not offered).
 */
function Control({
  poster,
  control,
  href,
  label,
  keyshortcuts,
  disabled = false,
  current = false,
  buttonRef,
  className,
  onPress,
  children,
}: {
  poster: boolean;
  control: string;
  href: string;
  label: string;
  keyshortcuts?: string;
  disabled?: boolean;
  current?: boolean;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  className: string;
  onPress: () => void;
  children: ReactNode;
}) {
  if (poster) {
    return disabled ? (
      <span aria-hidden="true" data-inert="" className={className}>
        {children}
      </span>
    ) : (
      <a
        href={href}
        data-control={control}
        aria-label={label}
        aria-current={current ? "step" : undefined}
        className={className}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      data-control={control}
      aria-label={label}
      aria-keyshortcuts={keyshortcuts}
      aria-disabled={disabled || undefined}
      aria-current={current ? "step" : undefined}
      className={className}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/**
 * The narrated walkthrough (ADR 029): the Lead OS frame of the current step, a progress bar with a marker per
 * step, play/pause, previous/next and restart, and the step's caption (read out as it changes). It plays only
 * when asked (the poster's button, the play control, or a poster's control used before it loaded); with
 * reduced motion it shows still frames. ArrowLeft and ArrowRight move between steps.
 */
export function DemoPlayer({
  initialAction,
  focusControl,
  poster = false,
  tone = "light",
  className,
  children,
}: {
  /** What the visitor asked for before the player loaded (a control of the poster). */
  initialAction?: PlayerAction;
  /** The control (`data-control`) to focus once shown: the one the visitor used on the poster. */
  focusControl?: string;
  /**
   * The first frame as server-rendered HTML (/demo): its controls are links to the page's still frames, so
   * they work before the player loads and without JavaScript (DemoTheater swaps in the player on first use).
   */
  poster?: boolean;
  /** The surface under the caption. */
  tone?: "light" | "dark";
  className?: string;
  /** Shown under the caption: the next steps a visitor can take. */
  children?: ReactNode;
}) {
  const [state, dispatch] = useReducer(reducer, initialAction, (action) =>
    action ? reducer(initialPlayerState, action) : initialPlayerState,
  );
  // Starts a step's frame over when it is shown again from its start (replay, a marker of the same step).
  const [run, setRun] = useState(0);
  const reducedMotion = useReducedMotion();
  const root = useRef<HTMLElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  useTicker(state.status === "playing", dispatch);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the player takes its poster's place
  useEffect(() => {
    if (focusControl) root.current?.querySelector<HTMLElement>(`[data-control="${focusControl}"]`)?.focus();
  }, []);

  const act = useMemo(
    () => (action: PlayerAction) => {
      if (action.type === "replay" || action.type === "goTo") setRun((count) => count + 1);
      dispatch(action);
    },
    [],
  );

  const total = demoSteps.length;
  const step = demoSteps[state.step] ?? demoSteps[0];
  const playing = state.status === "playing";
  const ended = state.status === "ended";
  const stepOf = fillLabel(demoPlayer.stepOf, { n: state.step + 1, total });
  const playLabel = playing ? demoPlayer.pause : ended ? demoPlayer.replay : demoPlayer.play;
  const PlayIcon = playing ? Pause : ended ? RotateCcw : Play;

  return (
    <section
      ref={root}
      aria-label={demoPlayer.regionLabel}
      data-slot="demo-player"
      data-status={state.status}
      data-step={step.id}
      data-tone={tone}
      className={classes("demo-player", className)}
      onKeyDown={(event) => {
        if (poster || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.key === "ArrowRight") act({ type: "next" });
        else if (event.key === "ArrowLeft") act({ type: "previous" });
        else return;
        event.preventDefault();
      }}
    >
      {/* Loaded with the player (React holds it back until the sheet is in); /demo links it from the start. */}
      {poster ? null : <link rel="stylesheet" href={demoStylesheet} precedence="default" />}
      <div className="demo-player-grid">
        <div className="demo-screen">
          <div className="demo-screen-frame">
            <DemoStage
              key={run}
              step={state.step}
              mode={sceneMode(state, reducedMotion)}
              label={`${stepOf}. ${step.description}`}
              flush
            />
            {state.status === "idle" ? (
              <div className="demo-poster">
                <Control
                  poster={poster}
                  control="poster-play"
                  href={stepHref(0)}
                  label={demoPlayer.play}
                  className="demo-poster-play"
                  onPress={() => {
                    act({ type: "play" });
                    // The poster goes; focus moves to the control that now pauses.
                    requestAnimationFrame(() => playButton.current?.focus());
                  }}
                >
                  <span className="demo-poster-icon">
                    <Play aria-hidden="true" />
                  </span>
                  <span className="demo-poster-label">{keepCompoundsIn(demoPlayer.play)}</span>
                </Control>
                <p className="demo-poster-meta">
                  {keepCompoundsIn(demoPlayer.posterTitle)}
                  {/* On a phone the figures take a line of their own. */}
                  <span className="max-sm:hidden"> · </span>
                  <span className="max-sm:block">{keepCompoundsIn(demoPlayer.posterMeta)}</span>
                </p>
              </div>
            ) : null}
          </div>
          <div className="demo-bar">
            <ol aria-label={demoPlayer.stepsLabel} className="demo-markers">
              {demoSteps.map((item, index) => {
                const fill = index < state.step || ended ? 1 : index > state.step ? 0 : state.elapsed / item.durationMs;
                return (
                  <li key={item.id} style={{ flex: `${item.durationMs} 1 0` }}>
                    <Control
                      poster={poster}
                      control={`step-${index}`}
                      href={stepHref(index)}
                      label={fillLabel(demoPlayer.stepMarker, { n: index + 1, title: item.label })}
                      current={index === state.step}
                      className="demo-marker"
                      onPress={() => act({ type: "goTo", step: index })}
                    >
                      <span className="demo-marker-track">
                        <span style={{ transform: `scaleX(${Math.min(1, Math.max(0, fill))})` }} />
                      </span>
                      <span className="demo-marker-label">{keepCompoundsIn(item.label)}</span>
                    </Control>
                  </li>
                );
              })}
            </ol>
            {/* biome-ignore lint/a11y/useSemanticElements: media controls, not form fields: a group, not a fieldset */}
            <div role="group" aria-label={demoPlayer.controlsLabel} className="demo-controls">
              <Control
                poster={poster}
                control="previous"
                href={stepHref(state.step - 1)}
                label={demoPlayer.previous}
                keyshortcuts="ArrowLeft"
                disabled={state.step === 0}
                className="demo-control"
                onPress={() => act({ type: "previous" })}
              >
                <ChevronLeft aria-hidden="true" />
              </Control>
              <Control
                poster={poster}
                control="play"
                href={stepHref(state.step)}
                buttonRef={playButton}
                label={playLabel}
                className="demo-control demo-control-play"
                onPress={() => act({ type: "toggle" })}
              >
                <PlayIcon aria-hidden="true" data-icon={PlayIcon === Play ? "play" : undefined} />
              </Control>
              <Control
                poster={poster}
                control="next"
                href={stepHref(state.step + 1)}
                label={demoPlayer.next}
                keyshortcuts="ArrowRight"
                disabled={state.step === total - 1}
                className="demo-control"
                onPress={() => act({ type: "next" })}
              >
                <ChevronRight aria-hidden="true" />
              </Control>
              <span className="demo-step-of">{stepOf}</span>
              <span className="demo-clock">
                <span className="sr-only">{demoPlayer.elapsedLabel}: </span>
                {formatClock(playedMs(durations, state))} / {formatClock(demoDurationMs)}
              </span>
              <Control
                poster={poster}
                control="replay"
                href={stepHref(0)}
                label={demoPlayer.restart}
                className="demo-control demo-control-small"
                onPress={() => act({ type: "replay" })}
              >
                <RotateCcw aria-hidden="true" />
              </Control>
            </div>
          </div>
        </div>
        <div className="demo-side">
          <div aria-live="polite" aria-atomic="true" data-slot="demo-caption" className="demo-caption">
            <p className="demo-caption-step">{stepOf}</p>
            <p className="demo-caption-title">{keepCompoundsIn(step.title)}</p>
            <p className="demo-caption-text">{keepCompoundsIn(step.caption)}</p>
            <p className="demo-caption-saves">
              <Clock aria-hidden="true" />
              <span>
                <span className="sr-only">{demoPlayer.savesLabel}: </span>
                {keepCompoundsIn(step.saves)}
              </span>
            </p>
            {ended ? <p className="demo-caption-end">{keepCompoundsIn(demoPlayer.endedNote)}</p> : null}
          </div>
          {children ? <div className="demo-next">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
