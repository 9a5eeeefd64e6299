import { describe, expect, it } from "vitest";
import {
  createPlayerReducer,
  formatClock,
  initialPlayerState,
  type PlayerAction,
  type PlayerState,
  playedMs,
} from "./player-state";

const durations = [1000, 2000, 3000];
const reducer = createPlayerReducer(durations);
const run = (actions: PlayerAction[], from: PlayerState = initialPlayerState) => actions.reduce(reducer, from);

describe("walkthrough player state", () => {
  it("starts idle on the first step and never plays by itself", () => {
    expect(initialPlayerState).toEqual({ step: 0, elapsed: 0, status: "idle" });
    expect(run([{ type: "tick", ms: 5000 }])).toEqual(initialPlayerState);
  });

  it("plays on request and moves through the steps as time passes", () => {
    const playing = run([{ type: "play" }]);
    expect(playing.status).toBe("playing");
    expect(run([{ type: "tick", ms: 400 }], playing)).toEqual({ step: 0, elapsed: 400, status: "playing" });
    // 1000 ms finishes step 1; the 500 ms left over count in step 2.
    expect(run([{ type: "tick", ms: 1500 }], playing)).toEqual({ step: 1, elapsed: 500, status: "playing" });
    // One long tick (a tab in the background) can cross several steps.
    expect(run([{ type: "tick", ms: 3500 }], playing)).toEqual({ step: 2, elapsed: 500, status: "playing" });
  });

  it("ends on the last step's final frame, and play or replay starts again from the first step", () => {
    const ended = run([{ type: "play" }, { type: "tick", ms: 10_000 }]);
    expect(ended).toEqual({ step: 2, elapsed: 3000, status: "ended" });
    expect(run([{ type: "tick", ms: 1000 }], ended)).toEqual(ended);
    expect(run([{ type: "play" }], ended)).toEqual({ step: 0, elapsed: 0, status: "playing" });
    expect(run([{ type: "toggle" }], ended)).toEqual({ step: 0, elapsed: 0, status: "playing" });
    expect(run([{ type: "replay" }], ended)).toEqual({ step: 0, elapsed: 0, status: "playing" });
  });

  it("pauses where it is and continues from there", () => {
    const paused = run([{ type: "play" }, { type: "tick", ms: 1200 }, { type: "pause" }]);
    expect(paused).toEqual({ step: 1, elapsed: 200, status: "paused" });
    expect(run([{ type: "tick", ms: 5000 }], paused)).toEqual(paused);
    expect(run([{ type: "toggle" }], paused)).toEqual({ step: 1, elapsed: 200, status: "playing" });
    expect(run([{ type: "toggle" }, { type: "toggle" }], paused)).toEqual(paused);
    // Pausing what does not play changes nothing.
    expect(run([{ type: "pause" }])).toEqual(initialPlayerState);
  });

  it("steps by hand: from the step's start, still playing if it was, else as a still frame", () => {
    const playing = run([{ type: "play" }, { type: "tick", ms: 300 }]);
    expect(run([{ type: "next" }], playing)).toEqual({ step: 1, elapsed: 0, status: "playing" });
    expect(run([{ type: "next" }])).toEqual({ step: 1, elapsed: 0, status: "paused" });
    expect(run([{ type: "next" }, { type: "next" }, { type: "previous" }])).toEqual({
      step: 1,
      elapsed: 0,
      status: "paused",
    });
    expect(run([{ type: "goTo", step: 2 }], playing)).toEqual({ step: 2, elapsed: 0, status: "playing" });
    const ended = run([{ type: "play" }, { type: "tick", ms: 10_000 }]);
    expect(run([{ type: "previous" }], ended)).toEqual({ step: 1, elapsed: 0, status: "paused" });
  });

  it("goes no further than the first and last steps", () => {
    expect(run([{ type: "previous" }])).toEqual(initialPlayerState);
    const atLast = run([{ type: "goTo", step: 2 }]);
    expect(run([{ type: "next" }], atLast)).toEqual(atLast);
    expect(run([{ type: "goTo", step: 9 }]).step).toBe(2);
    expect(run([{ type: "goTo", step: -3 }]).step).toBe(0);
  });

  it("ignores ticks that are not forward", () => {
    const playing = run([{ type: "play" }, { type: "tick", ms: 300 }]);
    expect(run([{ type: "tick", ms: 0 }], playing)).toBe(playing);
    expect(run([{ type: "tick", ms: -50 }], playing)).toBe(playing);
    expect(run([{ type: "tick", ms: Number.NaN }], playing)).toBe(playing);
  });

  it("refuses a walkthrough without steps", () => {
    expect(() => createPlayerReducer([])).toThrow();
  });
});

describe("time played", () => {
  it("adds the finished steps to the current one", () => {
    expect(playedMs(durations, initialPlayerState)).toBe(0);
    expect(playedMs(durations, { step: 2, elapsed: 250, status: "playing" })).toBe(3250);
    expect(playedMs(durations, { step: 2, elapsed: 3000, status: "ended" })).toBe(6000);
  });

  it("reads as minutes and seconds", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(9_999)).toBe("0:09");
    expect(formatClock(65_000)).toBe("1:05");
    expect(formatClock(93_000)).toBe("1:33");
    expect(formatClock(-5)).toBe("0:00");
  });
});
