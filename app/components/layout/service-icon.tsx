import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";

/** The icon of a menu service item, on a tinted tile. */
export function ServiceIcon({ icon: Glyph, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600 ring-1 ring-brand-100",
        className,
      )}
    >
      <Glyph aria-hidden="true" className="size-5" />
    </span>
  );
}
