import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { NotFoundPage } from "~/components/not-found/not-found-page";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { isFileRequestPath } from "~/lib/file-requests";
import { notFoundMeta, wasInitialDocument } from "~/lib/not-found";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context?.services?.log.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export const meta = () => notFoundMeta();

export const handle = { breadcrumb: () => "not-found" } satisfies BreadcrumbHandle;

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
    // A file path reached by client-side navigation is requested for real. The server answers such
    // paths with a plain 404 (never this page), and the initial document is skipped, so it cannot loop.
    if (isFileRequestPath(pathname) && !wasInitialDocument(pathname)) window.location.assign(pathname);
  }, [pathname]);

  return <NotFoundPage />;
}
