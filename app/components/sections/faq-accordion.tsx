import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { FaqItem } from "~/content/types";
import { cn } from "~/lib/utils";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * Single-open FAQ accordion (SPEC 4): native <details> elements sharing one `name`, so the browser
 * keeps one item open at a time, clicking the open item closes it, and it all works without JavaScript.
 */
export function FaqAccordion({
  items,
  defaultOpenId,
  tone = "light",
  className,
}: {
  items: readonly FaqItem[];
  /** The item open at first; none when omitted. */
  defaultOpenId?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const group = useId();
  return (
    <div data-slot="faq" className={cn("mx-auto max-w-3xl space-y-3", className)}>
      {items.map((item) => (
        <details
          key={item.id}
          name={group}
          open={item.id === defaultOpenId || undefined}
          data-faq-id={item.id}
          className={cn(
            "group rounded-lg ring-1 transition-shadow open:shadow-card",
            tone === "dark" ? "bg-navy-800 ring-navy-line" : "bg-white ring-line",
          )}
        >
          <summary
            className={cn(
              "flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 text-left font-semibold md:px-6 md:py-5 [&::-webkit-details-marker]:hidden",
              tone === "dark" ? "text-on-dark" : "text-ink",
            )}
          >
            <span>{keepCompoundsIn(item.question)}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <div
            className={cn(
              "px-5 pb-5 leading-relaxed md:px-6 md:pb-6",
              tone === "dark" ? "text-on-dark-muted" : "text-ink-muted",
            )}
          >
            {keepCompoundsIn(item.answer)}
          </div>
        </details>
      ))}
    </div>
  );
}
