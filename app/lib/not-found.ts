import type { MetaDescriptor } from "react-router";
import { notFoundIntro } from "~/content/not-found";
import { NOT_FOUND_OG_IMAGE, ogImageAlt } from "./og-image";
import { buildMeta } from "./seo";

const initialPath = typeof window === "undefined" ? null : window.location.pathname;

/** True when this path is the one the browser loaded as a document (the server already answered it). */
export function wasInitialDocument(pathname: string): boolean {
  return initialPath === pathname;
}

/** Meta tags of the not-found page (noindex, its own social image), also for content routes' unknown paths. */
export function notFoundMeta(): MetaDescriptor[] {
  return buildMeta({
    title: notFoundIntro.title,
    description: notFoundIntro.intro,
    noindex: true,
    image: { path: NOT_FOUND_OG_IMAGE, alt: ogImageAlt("404", notFoundIntro.title) },
  });
}
