/**
 * The fallback of a platform logo served as HTML (the marquee's lists, rendered on the server and never hydrated):
 * the behaviour of <PlatformLogo> done on the DOM. A logo that fails to load is swapped for its grey variant, and
 * a grey variant that fails too for a grey text tile with the platform's name (SPEC 4).
 */
import { greyLogoPath } from "./logo-paths";

/** The text tile's look, as <PlatformLogo> draws it. */
const TEXT_TILE =
  "inline-flex h-10 w-40 items-center justify-center rounded-md bg-slate-100 text-sm font-semibold text-slate-500";

/** One step down for a logo that failed: colour to grey, grey to a text tile. */
export function fallBack(img: HTMLImageElement): void {
  const stage = img.dataset.logoState;
  const name = img.dataset.platform ?? img.alt;
  if (stage === "colour") {
    img.dataset.logoState = "grey";
    img.src = greyLogoPath(new URL(img.src, document.baseURI).pathname);
    return;
  }
  if (stage !== "grey") return;
  const tile = document.createElement("span");
  tile.dataset.logoState = "text";
  // The duplicate track's logos have no alt text: their tile is decorative as well.
  if (img.alt) {
    tile.setAttribute("role", "img");
    tile.setAttribute("aria-label", img.alt);
  }
  tile.className = `${TEXT_TILE} ${img.className}`;
  tile.textContent = name;
  img.replaceWith(tile);
}

/**
 * Falls back every logo inside `root` that fails from now on, and those that failed before this ran (the page's
 * HTML loads its images before any script). Returns the cleanup.
 */
export function watchLogos(root: HTMLElement): () => void {
  // `error` does not bubble: caught on its way down.
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.dataset.logoState) fallBack(event.target);
  };
  root.addEventListener("error", onError, true);
  for (const img of root.querySelectorAll<HTMLImageElement>("img[data-logo-state]")) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
  }
  return () => root.removeEventListener("error", onError, true);
}

/**
 * Loads every logo inside `root` now: lazy loading never starts for the logos a marquee's overflow clips. Low
 * priority, after anything the page asks for first.
 */
export function loadLogosNow(root: HTMLElement): void {
  for (const img of root.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
    img.setAttribute("fetchpriority", "low");
    img.setAttribute("loading", "eager");
  }
}
