import { extraBreadcrumbLabels, findPageByPath } from "~/content/pages";

export type Crumb = { label: string; path: string; link: boolean };

/**
 * The page being shown, when it knows its own name better than its address does: an article's title, or the
 * not-found page (route `handle.breadcrumb`, read by components/layout/breadcrumbs.tsx).
 */
export type CurrentPage = { label: string; notFound?: boolean };

/** A route's `handle`: the current page's name from its loader data, or "not-found". */
export type BreadcrumbHandle = { breadcrumb?: (loaderData: unknown) => string | "not-found" | undefined };

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
export function breadcrumbTrail(pathname: string, current?: CurrentPage): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  if (current?.notFound) return notFoundTrail(segments, current.label);
  const crumbs: Crumb[] = [{ label: "Home", path: "/", link: true }];
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join("/")}`;
    const last = i === segments.length - 1;
    const label =
      last && current
        ? current.label
        : segment === "services"
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

/** A missing page: Home, the pages of its address that exist, then the not-found label (no made-up crumbs). */
function notFoundTrail(segments: string[], label: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: "Home", path: "/", link: true }];
  segments.slice(0, -1).forEach((_, i) => {
    const path = `/${segments.slice(0, i + 1).join("/")}`;
    const page = findPageByPath(path);
    if (page) crumbs.push({ label: page.breadcrumb, path, link: true });
  });
  crumbs.push({ label, path: `/${segments.join("/")}`, link: false });
  return crumbs;
}
