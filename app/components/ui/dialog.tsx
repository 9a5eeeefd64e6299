import { XIcon } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  width = "max-w-lg",
  ...props
}: React.ComponentProps<typeof D.Content> & {
  closeLabel?: string;
  /** The largest width, in place of the default. */
  width?: string;
}) {
  return (
    <D.Portal>
      <D.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-navy-950/70 backdrop-blur-sm data-[state=open]:animate-[fade-up_0.2s_ease-out]"
      />
      <D.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-ink shadow-lift md:p-8",
          width,
          className,
        )}
        {...props}
      >
        {children}
        <D.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-ink-muted hover:bg-subtle hover:text-ink">
          <XIcon aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof D.Title>) {
  return (
    <D.Title
      data-slot="dialog-title"
      className={cn("pr-8 text-xl font-semibold tracking-tight", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof D.Description>) {
  return <D.Description data-slot="dialog-description" className={cn("mt-2 text-ink-muted", className)} {...props} />;
}
