/**
 * The icons of the challenge tabs, the one interactive home section that shows content icons. The shared `Icon`
 * (components/icon.tsx) maps all 65 content icons (about 6 KB gzip); the home page's JavaScript carries only
 * these (DESIGN.md §5). A challenge icon in home.ts that is missing here is a type error.
 */
import { Database, Headphones, type LucideIcon, Megaphone } from "lucide-react";

const icons = { database: Database, headphones: Headphones, megaphone: Megaphone } satisfies Record<string, LucideIcon>;

export type HomeIconName = keyof typeof icons;

/** Decorative: hidden from assistive technology. */
export function HomeIcon({ name, className }: { name: HomeIconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
