/**
 * Server only (route loaders, so at pre-render time): renders sections that have no client-side behaviour to
 * an HTML string, which the page shows through StaticHtml without hydrating it (ADR 007). Their components,
 * copy and icons then never reach the browser as JavaScript.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** React adds one of these for every <img> it renders; in the middle of <body> they are noise. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * The HTML of `node`. Image preloads React would put in front of it are dropped: a page that wants its image
 * preloaded (a hero) calls `preload()` from react-dom itself, which puts the link in <head>.
 */
export function toHtml(node: ReactNode): string {
  // <Link>s need a router to render their href; navigation itself is handled by StaticHtml in the browser.
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replace(IMAGE_PRELOAD, "");
}
