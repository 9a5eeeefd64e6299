/**
 * State of the challenge-to-solution tabs (SPEC 4), as a pure reducer so it can be unit-tested.
 *
 * - One active item, initially the first; on mobile tapping toggles an item and closing leaves none active.
 * - Autoplay advances every 6 s on desktop and 10 s on mobile (the timers live in the component).
 * - A manual selection pauses autoplay; it resumes 10 s later (a newer selection restarts that wait).
 * - Desktop: while the pointer is over the tabs autoplay is paused; hovering a card activates it.
 * - The visitor can also pause autoplay outright with the pause button (WCAG 2.2.2).
 */

import { wrapIndex } from "~/lib/wrap-index";

export const AUTOPLAY_MS = { desktop: 6_000, mobile: 10_000 } as const;
export const RESUME_AFTER_MS = 10_000;
/** Description previews: desktop tabs, the open mobile card, a collapsed mobile card (SPEC 9). */
export const TRUNCATE_AT = { desktop: 120, mobileCard: 80, mobileCollapsed: 60 } as const;

export interface TabsState {
  /** Index of the active item; null only on mobile after the open item was closed. */
  active: number | null;
  /** Non-zero while paused by a manual selection: the id of that selection, so a stale resume is ignored. */
  manualPause: number;
  /** The pointer is over the tabs (desktop). */
  hovered: boolean;
  /** Paused with the pause button. */
  stopped: boolean;
}

export type TabsEvent =
  /** Click, tap on desktop layout, or keyboard selection. */
  | { type: "select"; index: number }
  /** Tap on a mobile card: opens it, or closes it when it is the open one. */
  | { type: "toggle"; index: number }
  /** Desktop: the pointer entered a card. */
  | { type: "hoverCard"; index: number }
  /** Desktop: the pointer entered or left the tabs. */
  | { type: "hover"; inside: boolean }
  /** Autoplay timer fired; `from` is the item active when it was set (a stale timer changes nothing). */
  | { type: "advance"; from: number | null }
  /** 10 s after the manual selection `id`. */
  | { type: "resume"; id: number }
  /** Pause button. */
  | { type: "togglePlay" };

export const initialTabsState: TabsState = { active: 0, manualPause: 0, hovered: false, stopped: false };

export function createTabsReducer(count: number) {
  return function tabsReducer(state: TabsState, event: TabsEvent): TabsState {
    switch (event.type) {
      case "select":
        return { ...state, active: clamp(event.index, count), manualPause: state.manualPause + 1 };
      case "toggle": {
        const index = clamp(event.index, count);
        return { ...state, active: state.active === index ? null : index, manualPause: state.manualPause + 1 };
      }
      case "hoverCard": {
        const index = clamp(event.index, count);
        return state.active === index ? state : { ...state, active: index };
      }
      case "hover":
        return state.hovered === event.inside ? state : { ...state, hovered: event.inside };
      case "advance":
        return isAutoplaying(state) && event.from === state.active
          ? { ...state, active: nextIndex(state.active, count) }
          : state;
      case "resume":
        return state.manualPause === event.id ? { ...state, manualPause: 0 } : state;
      case "togglePlay":
        return { ...state, stopped: !state.stopped, manualPause: 0 };
    }
  };
}

/** Autoplay runs unless paused by a manual selection, the pointer, or the pause button. */
export function isAutoplaying(state: TabsState): boolean {
  return state.manualPause === 0 && !state.hovered && !state.stopped;
}

/** The item after `active`, wrapping; from none active, the first. */
export function nextIndex(active: number | null, count: number): number {
  return active === null ? 0 : wrapIndex(active + 1, count);
}

/**
 * Shortens `text` to at most `max` characters, ellipsis included, cutting at a word boundary when one is near.
 * Text that fits is returned unchanged.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The cut already ends a word when the next character is a space; otherwise drop the partial word.
  const space = /\s/.test(text.charAt(max - 1)) ? cut.length : cut.lastIndexOf(" ");
  const base = space >= max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,.;:!?–-]+$/, "")}…`;
}

function clamp(index: number, count: number): number {
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}
