import BarChart3 from "lucide-react/icons/chart-column";
import Headphones from "lucide-react/icons/headphones";
import Rocket from "lucide-react/icons/rocket";
import TrendingUp from "lucide-react/icons/trending-up";
import type { ServiceItem } from "~/content/navigation";
import { cn } from "~/lib/utils";

const icons = { "trending-up": TrendingUp, headphones: Headphones, "bar-chart-3": BarChart3, rocket: Rocket } as const;

/** The icon of a menu service item, on a tinted tile. */
export function ServiceIcon({ icon, className }: { icon: ServiceItem["icon"]; className?: string }) {
  const Glyph = icons[icon];
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
