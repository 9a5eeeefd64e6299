import {
  Compass,
  Eye,
  Globe,
  Handshake,
  HeartHandshake,
  Layers,
  Lightbulb,
  type LucideIcon,
  Plug,
  Target,
  Workflow,
} from "lucide-react";
import type { corePillars, mission, ourDifference, vision } from "~/content/about";

type AboutIconName =
  | (typeof corePillars)[number]["icon"]
  | (typeof ourDifference.items)[number]["icon"]
  | typeof mission.icon
  | typeof vision.icon;

/**
 * The About page's content icons only. The shared <Icon> (components/icon.tsx) maps every content icon and
 * would add about 6 KB gzip to this page; the type keeps this map in step with the content.
 */
const icons: Record<AboutIconName, LucideIcon> = {
  compass: Compass,
  eye: Eye,
  globe: Globe,
  handshake: Handshake,
  "heart-handshake": HeartHandshake,
  layers: Layers,
  lightbulb: Lightbulb,
  plug: Plug,
  target: Target,
  workflow: Workflow,
};

export function AboutIcon({ name, className }: { name: AboutIconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
