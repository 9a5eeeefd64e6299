import { type KeyboardEvent, type MouseEvent, type RefObject, startTransition, useEffect, useState } from "react";
import { isModifiedClick } from "./utils";

/**
 * False while pre-rendering and while the page hydrates, true from the render after: for attributes that describe
 * what the page's scripts do (`aria-expanded` of a control that only React keeps up to date, `inert` on panels
 * that only React shows) and that would be untrue without them.
 *
 * The flip is a transition, not `useSyncExternalStore` with a server snapshot: a snapshot that differs after
 * hydration makes React re-render every such component synchronously, in one task that a phone cannot interrupt
 * (about 150 ms of a 4×-throttled main thread on `/`, ADR 056). A component mounted after a client-side
 * navigation renders once without the attributes, then with them.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * Whether the popover `ref` is open, kept up to date from its toggle events; read from the element once hydrated,
 * since it may have opened natively before (a tap on its `popovertarget` button needs no script).
 */
export function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [ref]);
  return open;
}

/**
 * A link that is the way to a page without JavaScript (the search and chat pages, ADR 030) and a button once
 * hydrated: a click (without a new-tab modifier), Enter or Space runs `onActivate` instead of navigating.
 */
export function useLinkAsButton(onActivate: () => void, hydrated: boolean) {
  return {
    role: hydrated ? "button" : undefined,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      onActivate();
    },
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== " ") return;
      event.preventDefault();
      onActivate();
    },
  };
}
