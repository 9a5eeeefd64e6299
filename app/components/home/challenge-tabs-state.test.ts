import { describe, expect, it } from "vitest";
import { challenges } from "~/content/home";
import {
  AUTOPLAY_MS,
  createTabsReducer,
  initialTabsState,
  isAutoplaying,
  nextIndex,
  RESUME_AFTER_MS,
  type TabsEvent,
  type TabsState,
  TRUNCATE_AT,
  truncate,
} from "./challenge-tabs-state";

const reduce = createTabsReducer(3);
const run = (events: TabsEvent[], from: TabsState = initialTabsState) => events.reduce(reduce, from);
/** The autoplay timer firing for the state it was set in. */
const advance = (state: TabsState) => reduce(state, { type: "advance", from: state.active });

describe("challenge tabs state", () => {
  it("uses the spec's timings and truncation lengths", () => {
    expect(AUTOPLAY_MS).toEqual({ desktop: 6000, mobile: 10000 });
    expect(RESUME_AFTER_MS).toBe(10000);
    expect(TRUNCATE_AT).toEqual({ desktop: 120, mobileCard: 80, mobileCollapsed: 60 });
  });

  it("starts with the first item active and autoplay running", () => {
    expect(initialTabsState.active).toBe(0);
    expect(isAutoplaying(initialTabsState)).toBe(true);
  });

  it("advances in order and wraps around", () => {
    const seen: (number | null)[] = [];
    let state = initialTabsState;
    for (let n = 0; n < 4; n++) {
      state = advance(state);
      seen.push(state.active);
    }
    expect(seen).toEqual([1, 2, 0, 1]);
  });

  it("a manual selection activates the item and pauses autoplay until its own resume", () => {
    const selected = run([{ type: "select", index: 2 }]);
    expect(selected.active).toBe(2);
    expect(isAutoplaying(selected)).toBe(false);
    expect(advance(selected).active).toBe(2);
    const resumed = reduce(selected, { type: "resume", id: selected.manualPause });
    expect(isAutoplaying(resumed)).toBe(true);
    expect(advance(resumed).active).toBe(0);
  });

  it("a newer selection makes the older resume stale", () => {
    const first = run([{ type: "select", index: 1 }]);
    const second = reduce(first, { type: "select", index: 2 });
    const staleResume = reduce(second, { type: "resume", id: first.manualPause });
    expect(isAutoplaying(staleResume)).toBe(false);
    expect(isAutoplaying(reduce(second, { type: "resume", id: second.manualPause }))).toBe(true);
  });

  it("hovering the tabs pauses and leaving resumes; hovering a card activates it without a manual pause", () => {
    const hovered = run([{ type: "hover", inside: true }]);
    expect(isAutoplaying(hovered)).toBe(false);
    expect(advance(hovered).active).toBe(0);
    const onCard = reduce(hovered, { type: "hoverCard", index: 2 });
    expect(onCard.active).toBe(2);
    expect(onCard.manualPause).toBe(0);
    const left = reduce(onCard, { type: "hover", inside: false });
    expect(isAutoplaying(left)).toBe(true);
    expect(advance(left).active).toBe(0);
  });

  it("ignores a stale autoplay timer", () => {
    const moved = run([{ type: "hoverCard", index: 2 }]);
    expect(reduce(moved, { type: "advance", from: 0 }).active).toBe(2);
  });

  it("mobile toggle opens an item, closing the open one leaves none active", () => {
    const opened = run([{ type: "toggle", index: 1 }]);
    expect(opened.active).toBe(1);
    const closed = reduce(opened, { type: "toggle", index: 1 });
    expect(closed.active).toBeNull();
    expect(isAutoplaying(closed)).toBe(false);
    const resumed = reduce(closed, { type: "resume", id: closed.manualPause });
    expect(advance(resumed).active).toBe(0);
  });

  it("the pause button stops autoplay until pressed again, and clears a manual pause", () => {
    const stopped = run([{ type: "select", index: 1 }, { type: "togglePlay" }]);
    expect(isAutoplaying(stopped)).toBe(false);
    expect(stopped.manualPause).toBe(0);
    const playing = reduce(stopped, { type: "togglePlay" });
    expect(isAutoplaying(playing)).toBe(true);
  });

  it("clamps out-of-range indexes", () => {
    expect(run([{ type: "select", index: 9 }]).active).toBe(2);
    expect(run([{ type: "select", index: -3 }]).active).toBe(0);
  });
});

describe("nextIndex", () => {
  it("goes to the next item, wrapping, and to the first from none active", () => {
    expect(nextIndex(null, 3)).toBe(0);
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
  });
});

describe("truncate", () => {
  it("returns text that fits unchanged", () => {
    expect(truncate("Short text.", 60)).toBe("Short text.");
    const exact = "x".repeat(60);
    expect(truncate(exact, 60)).toBe(exact);
  });

  it("cuts at a word boundary with an ellipsis, never longer than the limit", () => {
    const text = "Customer, sales and finance data live in spreadsheets, CRMs and inboxes, so reports take days.";
    const short = truncate(text, 60);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short).toBe("Customer, sales and finance data live in spreadsheets, CRMs…");
  });

  it("cuts inside a very long word when there is no boundary near the limit", () => {
    const short = truncate(`a ${"b".repeat(100)}`, 20);
    expect(short).toHaveLength(20);
    expect(short.endsWith("…")).toBe(true);
  });

  it("keeps every challenge preview within its limit", () => {
    for (const item of challenges) {
      for (const max of Object.values(TRUNCATE_AT)) {
        expect(truncate(item.challenge.description, max).length).toBeLessThanOrEqual(max);
      }
    }
  });
});
