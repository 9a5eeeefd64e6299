import { extraBreadcrumbLabels, findPageByPath } from "~/content/pages";

export type Crumb = { label: string; path: string; link: boolean };

/** "ai-strategy-consulting" → "Ai Strategy Consulting" (SPEC 2.13: any other segment). */
export function capitaliseSegment(segment: string): string {
  return segment
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/**
 * The trail for a path (SPEC 2.13): Home, then one crumb per segment; 'Services' is never a link and
 * the last crumb is the current page (not a link). A segment with no page of its own ("page" in
 * /resources/page/2) is not a link either: no link goes nowhere (DESIGN 3). Empty when only Home would show.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: "Home", path: "/", link: true }];
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join("/")}`;
    const last = i === segments.length - 1;
    const label =
      segment === "services"
        ? "Services"
        : (findPageByPath(path)?.breadcrumb ??
          extraBreadcrumbLabels[segment] ??
          capitaliseSegment(decodeSegment(segment)));
    crumbs.push({ label, path, link: !last && segment !== "services" && findPageByPath(path) !== undefined });
  });
  return crumbs;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
