import { CalendarCheck, ChartColumn, Compass, type LucideIcon, Phone, Search } from "lucide-react";
import type { sessions, whatToExpect } from "~/content/schedule";

type ScheduleIconName = (typeof sessions)[number]["icon"] | (typeof whatToExpect.items)[number]["icon"];

/** The Schedule page's content icons only (the shared <Icon> would ship every content icon, about 6 KB gzip). */
const icons: Record<ScheduleIconName, LucideIcon> = {
  phone: Phone,
  "calendar-check": CalendarCheck,
  search: Search,
  "chart-column": ChartColumn,
  compass: Compass,
};

export function ScheduleIcon({ name, className }: { name: ScheduleIconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
