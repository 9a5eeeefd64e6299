import ChevronRight from "lucide-react/icons/chevron-right";
import { Link, useLocation, useMatches } from "react-router";
import { breadcrumbCopy } from "~/content/chrome";
import { type BreadcrumbHandle, breadcrumbTrail } from "~/lib/breadcrumbs";
import { absoluteUrl } from "~/lib/seo";

/**
 * The breadcrumb bar under the header (SPEC 2.13). It fades and slides in 100 ms after it appears
 * (a CSS animation, so the pre-rendered page shows it without JavaScript). The animation is `motion-safe` only:
 * with reduced motion there is none, so the bar is at full opacity from the first frame (a shortened animation
 * that kept its delay and `both` fill would hold it at opacity 0 for 100 ms). The last crumb is the route's own
 * name when its `handle.breadcrumb` gives one (an article's title, the not-found page), else its address's.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const current = (leaf?.handle as BreadcrumbHandle | undefined)?.breadcrumb?.(leaf?.loaderData);
  const trail = breadcrumbTrail(
    pathname,
    current === "not-found"
      ? { label: breadcrumbCopy.notFound, notFound: true }
      : current
        ? { label: current }
        : undefined,
  );
  if (trail.length === 0) return null;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    // Search engines want a URL on every item but the last, so 'Services' (no page of its own,
    // not a link in the visible trail) is left out of the structured trail.
    itemListElement: trail
      .filter((crumb, i) => !(crumb.label === "Services" && i < trail.length - 1))
      .map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.label, item: absoluteUrl(crumb.path) })),
  };
  return (
    <div className="bg-navy-900 text-on-dark-muted" data-tone="dark">
      <nav
        key={pathname}
        aria-label={breadcrumbCopy.label}
        data-slot="breadcrumbs"
        className="container-page motion-safe:animate-[fade-up_0.5s_cubic-bezier(0.22,1,0.36,1)_100ms_both] pt-5 text-sm md:pt-6"
      >
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          {trail.map((crumb, i) => {
            const last = i === trail.length - 1;
            return (
              <li key={crumb.path} className="inline-flex items-center gap-1.5">
                {crumb.link ? (
                  <Link to={crumb.path} className="rounded-sm hover:text-white">
                    {crumb.label}
                  </Link>
                ) : (
                  <span
                    aria-current={last ? "page" : undefined}
                    className={last ? "font-medium text-on-dark" : undefined}
                  >
                    {crumb.label}
                  </span>
                )}
                {last ? null : <ChevronRight aria-hidden="true" className="size-3.5 opacity-60" />}
              </li>
            );
          })}
        </ol>
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own labels, "<" escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
        />
      </nav>
    </div>
  );
}
