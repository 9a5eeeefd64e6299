/**
 * The 'Watch Demo (2 min)' dialog (SPEC 2.4, DESIGN 3, ADR 029), loaded on first use: the narrated walkthrough of
 * AIVA Lead OS, then two ways on: the flagship's assessment form, or a live demo on /schedule.
 */
import { ArrowRight } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { DemoPlayer } from "~/components/demo/demo-player";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { demoDialog } from "~/content/demo";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

export default function DemoDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // demo.css (loaded with the player): as wide as the screen allows while the frame still fits its height.
        className="demo-dialog"
        onCloseAutoFocus={(event) => {
          // Opened without a Radix trigger: give focus back to the link that opened it.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>{demoDialog.title}</DialogTitle>
        <DialogDescription>{demoDialog.description}</DialogDescription>
        <DemoPlayer className="mt-5 md:mt-6">
          <p className="demo-note">{keepCompoundsIn(demoDialog.note)}</p>
          <div className="demo-actions">
            <Button asChild>
              <Link to={demoDialog.assessment.to} onClick={close}>
                {demoDialog.assessment.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={demoDialog.schedule.to} onClick={close}>
                {demoDialog.schedule.label}
              </Link>
            </Button>
          </div>
        </DemoPlayer>
      </DialogContent>
    </Dialog>
  );
}
