import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { PageHero } from "~/components/layout/page-hero";
import { buildMeta } from "~/lib/seo";
import { isFileRequestPath, wasInitialDocument } from "~/lib/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context?.services?.log.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export const meta = () =>
  buildMeta({
    title: "Page Not Found",
    description:
      "The page you were looking for does not exist. Find our AI automation services, book a consultation or contact us.",
    noindex: true,
  });

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
    // A file path reached through client-side navigation is fetched for real; the server answers it
    // with a plain 404, never this page, so this cannot loop.
    if (isFileRequestPath(pathname) && !wasInitialDocument(pathname)) window.location.assign(pathname);
  }, [pathname]);
  return (
    <PageHero title="Page Not Found" lead="We couldn't find that page.">
      <Link to="/">Home</Link>
    </PageHero>
  );
}
