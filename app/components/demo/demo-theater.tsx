import { type ComponentType, type KeyboardEvent, type MouseEvent, useState } from "react";
import { StaticHtml } from "~/components/static/static-html";
import { actionOfControl, focusTargetOf } from "./controls";
import type { DemoPlayer as Player } from "./demo-player";
import type { PlayerAction } from "./player-state";

const loadPlayer = () => import("./demo-player");

type Start = { action: PlayerAction; control: string };

/**
 * /demo's player (ADR 029). The page arrives with the player's first frame as HTML (the loader renders it), whose
 * controls are links to the page's still frames: they work before the page is interactive and without
 * JavaScript. Once it is, the first use of a control loads the player, which takes the poster's place (the same
 * layout, so nothing moves) already doing what was asked, with focus on the same control.
 */
export function DemoTheater({ posterHtml, actionsHtml }: { posterHtml: string; actionsHtml: string }) {
  const [player, setPlayer] = useState<{ Player: ComponentType<Parameters<typeof Player>[0]>; start: Start } | null>(
    null,
  );

  const start = (control: string | undefined) => {
    const action = actionOfControl(control);
    if (!control || !action) return false;
    void loadPlayer().then((module) => setPlayer({ Player: module.DemoPlayer, start: { action, control } }));
    return true;
  };

  if (player) {
    const { Player: Loaded, start: first } = player;
    return (
      <Loaded tone="dark" initialAction={first.action} focusControl={focusTargetOf(first.control)}>
        <StaticHtml html={actionsHtml} />
      </Loaded>
    );
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>("[data-control]");
    if (control && start(control.dataset.control)) event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // ArrowLeft has nowhere to go from the first step.
    if (event.key === "ArrowRight" && start("next")) event.preventDefault();
  };

  return (
    // Delegates the clicks and arrow keys of the poster's own links, which are focusable and work by keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      data-slot="demo-theater"
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerEnter={() => void loadPlayer()}
      onFocus={() => void loadPlayer()}
    >
      <StaticHtml html={posterHtml} />
    </div>
  );
}
