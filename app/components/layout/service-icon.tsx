import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";

/** The icon of a menu service item, on a tinted tile. */
export function ServiceIcon({ icon: Glyph, tone = "light" }: { icon: LucideIcon; tone?: "light" | "dark" }) {
  return (
    <span
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-md ring-1",
        tone === "dark" ? "bg-white/10 text-cyan-300 ring-white/15" : "bg-brand-50 text-brand-600 ring-brand-100",
      )}
    >
      <Glyph aria-hidden="true" className="size-5" />
    </span>
  );
}
