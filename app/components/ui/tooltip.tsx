/**
 * Tooltip in the shadcn style, on Radix Tooltip (SPEC 9: open delay 700 ms, skip delay 300 ms, Radix's
 * defaults, set here explicitly). Opens on hover after the delay and at once on keyboard focus; Escape,
 * a click or leaving hides it. Radix pulls in its positioning engine, so use it only in lazily loaded
 * code (today: the chat panel), never in the shell every page loads.
 */
import { Tooltip as T } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** SPEC 9: the tooltip open delay and the window in which the next one opens without it. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: React.ComponentProps<typeof T.Provider>) {
  return (
    <T.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export function Tooltip(props: React.ComponentProps<typeof T.Root>) {
  return <T.Root data-slot="tooltip" {...props} />;
}

export function TooltipTrigger(props: React.ComponentProps<typeof T.Trigger>) {
  return <T.Trigger data-slot="tooltip-trigger" {...props} />;
}

/**
 * `container`: where the content is portalled (default: <body>). Inside a non-modal dialog pass the dialog, so
 * the tooltip stays within it for assistive technology (and inside a landmark or dialog, as axe asks). It is
 * positioned `fixed`, so the container's overflow does not clip it.
 */
export function TooltipContent({
  className,
  sideOffset = 6,
  container,
  children,
  ...props
}: React.ComponentProps<typeof T.Content> & { container?: HTMLElement | null }) {
  return (
    <T.Portal container={container}>
      <T.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          "z-[60] max-w-64 rounded-sm bg-navy-900 px-2.5 py-1.5 text-on-dark text-xs font-medium shadow-lift",
          "motion-safe:transition-opacity motion-safe:duration-150 motion-safe:starting:opacity-0",
          className,
        )}
        {...props}
      >
        {children}
        <T.Arrow className="fill-navy-900" width={10} height={5} />
      </T.Content>
    </T.Portal>
  );
}
