/**
 * The walkthrough player's state: which step is shown, how far into it, and whether it plays.
 *
 * - `idle`: nothing played yet (the poster); it plays only when the visitor asks (`play`).
 * - `playing`: `tick`s advance through the step and on to the next; after the last step it is `ended`.
 * - `paused`: stopped where it was; `play` continues from there.
 * - `ended`: the last step's end; `play` (or `replay`) starts again from the first step.
 * Moving by hand (`previous`, `next`, `goTo`) shows that step from its start and keeps playing if it was;
 * otherwise it leaves the step shown as a still frame (`paused`).
 */
export type PlayerStatus = "idle" | "playing" | "paused" | "ended";

export type PlayerState = {
  step: number;
  /** Milliseconds played of the current step. */
  elapsed: number;
  status: PlayerStatus;
};

export type PlayerAction =
  | { type: "play" }
  | { type: "pause" }
  | { type: "toggle" }
  | { type: "replay" }
  | { type: "previous" }
  | { type: "next" }
  | { type: "goTo"; step: number }
  | { type: "tick"; ms: number };

export const initialPlayerState: PlayerState = { step: 0, elapsed: 0, status: "idle" };

/** The reducer over `durations` (milliseconds per step, at least one step). */
export function createPlayerReducer(durations: readonly number[]) {
  const last = durations.length - 1;
  if (last < 0) throw new Error("A walkthrough needs at least one step");
  const durationOf = (step: number) => durations[step] ?? 0;

  const show = (state: PlayerState, step: number): PlayerState => ({
    step: Math.min(Math.max(Math.trunc(step), 0), last),
    elapsed: 0,
    status: state.status === "playing" ? "playing" : "paused",
  });

  const play = (state: PlayerState): PlayerState =>
    state.status === "ended" ? { step: 0, elapsed: 0, status: "playing" } : { ...state, status: "playing" };

  return function reducer(state: PlayerState, action: PlayerAction): PlayerState {
    switch (action.type) {
      case "play":
        return state.status === "playing" ? state : play(state);
      case "pause":
        return state.status === "playing" ? { ...state, status: "paused" } : state;
      case "toggle":
        return state.status === "playing" ? { ...state, status: "paused" } : play(state);
      case "replay":
        return { step: 0, elapsed: 0, status: "playing" };
      case "previous":
        return state.step === 0 ? state : show(state, state.step - 1);
      case "next":
        return state.step === last ? state : show(state, state.step + 1);
      case "goTo":
        return show(state, action.step);
      case "tick": {
        if (state.status !== "playing" || !(action.ms > 0)) return state;
        let { step } = state;
        let elapsed = state.elapsed + action.ms;
        while (elapsed >= durationOf(step)) {
          if (step === last) return { step, elapsed: durationOf(step), status: "ended" };
          elapsed -= durationOf(step);
          step += 1;
        }
        return { step, elapsed, status: "playing" };
      }
    }
  };
}

/** Milliseconds from the start of the walkthrough to `state`. */
export function playedMs(durations: readonly number[], state: PlayerState): number {
  return durations.slice(0, state.step).reduce((sum, ms) => sum + ms, 0) + state.elapsed;
}

/** "1:05" for 65 000 ms (whole seconds, rounded down). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
