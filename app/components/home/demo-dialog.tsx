/** The 'Watch Demo (2 min)' dialog (SPEC 2.4), loaded on first use. 'Schedule Live Demo Instead' only closes it. */
import { CirclePlay } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { homeHero } from "~/content/home-hero";

export default function DemoDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { demoDialog } = homeHero;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          // Opened without a Radix trigger: give focus back to the button that opened it.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>{demoDialog.title}</DialogTitle>
        <DialogDescription>{demoDialog.description}</DialogDescription>
        <div className="relative mt-6 flex aspect-video flex-col items-center justify-center gap-4 overflow-hidden rounded-lg bg-navy-900 text-center text-on-dark">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(30rem_16rem_at_70%_0%,--alpha(var(--color-brand-500)/45%),transparent_65%),radial-gradient(20rem_12rem_at_10%_100%,--alpha(var(--color-cyan-400)/20%),transparent_60%)]"
          />
          <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
            <CirclePlay aria-hidden="true" className="size-8 text-cyan-300" />
          </span>
          <p className="relative text-lg font-semibold text-white">{demoDialog.text}</p>
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>{demoDialog.buttonLabel}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
