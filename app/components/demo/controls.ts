/**
 * What the player's controls ask for, by their `data-control` name, and where each leads on /demo when the
 * player has not loaded (or cannot: no JavaScript): the page's still frame of that step. No copy or player code
 * here, so /demo's own script can read a poster's controls without loading the player.
 */
import type { PlayerAction } from "./player-state";

/** The id of the still frame of `step` (0-based) on /demo. */
export function stepAnchor(step: number): string {
  return `step-${step + 1}`;
}

export function stepHref(step: number): string {
  return `#${stepAnchor(step)}`;
}

export function actionOfControl(control: string | undefined): PlayerAction | undefined {
  if (control === "play" || control === "poster-play") return { type: "play" };
  if (control === "previous" || control === "next" || control === "replay") return { type: control };
  const step = /^step-(\d+)$/.exec(control ?? "")?.[1];
  return step === undefined ? undefined : { type: "goTo", step: Number(step) };
}

/** The control that stands for `control` once the player shows: the poster's big button becomes play/pause. */
export function focusTargetOf(control: string): string {
  return control === "poster-play" ? "play" : control;
}
