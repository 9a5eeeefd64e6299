import type { MetaDescriptor } from "react-router";
import { notFoundIntro } from "~/content/not-found";
import { NOT_FOUND_OG_IMAGE, ogImageAlt } from "./og-image";
import { buildMeta } from "./seo";

/** Paths that name a file (SPEC 2.12): the browser must request them for real, not see the HTML 404 page. */
export const FILE_REQUEST_EXTENSIONS = [
  "xml",
  "txt",
  "ico",
  "pdf",
  "jpg",
  "jpeg",
  "png",
  "gif",
  "svg",
  "css",
  "js",
] as const;

const pattern = new RegExp(`\\.(${FILE_REQUEST_EXTENSIONS.join("|")})$`, "i");

export function isFileRequestPath(pathname: string): boolean {
  return pattern.test(pathname);
}

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
