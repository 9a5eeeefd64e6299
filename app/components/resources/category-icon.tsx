import { ChartColumn, Headphones, type LucideIcon, TrendingUp, Workflow } from "lucide-react";
import type { articleCategoryIcons } from "~/content/resources";

type CategoryIconName = (typeof articleCategoryIcons)[keyof typeof articleCategoryIcons];

/** The article categories' icons only (the shared <Icon> would ship every content icon, about 6 KB gzip). */
const icons: Record<CategoryIconName, LucideIcon> = {
  "trending-up": TrendingUp,
  headphones: Headphones,
  "chart-column": ChartColumn,
  workflow: Workflow,
};

export function CategoryIcon({ name, className }: { name: CategoryIconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
