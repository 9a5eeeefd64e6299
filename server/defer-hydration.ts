/**
 * Rewrites a page React Router rendered so its JavaScript starts loading after the first paint (ADR 008).
 *
 * React Router puts a `modulepreload` link for every script of the page in <head> and imports the root
 * and route modules from an inline module script. On a phone on slow 4G those scripts then share the
 * connection with the stylesheet and the font the first paint needs. The page is complete HTML (every
 * link and form works without JavaScript), so the paint does not need them: the preload links leave the
 * markup, React Router's script stays as it is but as a data block, and `after-first-paint.js`, inlined
 * after it, adds the preloads and runs the script once the first frame is painted.
 *
 * `scripts/postbuild.ts` rewrites every pre-rendered page; the server rewrites the pages it renders per
 * request (the not-found page, a form's answer without JavaScript), whose scripts carry the request's
 * CSP nonce. Throws when the page does not have the shape this expects, so a React Router upgrade that
 * changes it fails the build.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const HYDRATION_SCRIPT =
  /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;

/** What React Router's hydration script sets: a page that contains it must have the shape below. */
export const HYDRATION_MARKER = "window.__reactRouterRouteModules";

/** The attribute that marks React Router's script, kept as a data block. */
export const DEFERRED_SCRIPT_MARK = "data-after-first-paint";

/** The project file of the script that runs the deferred one (read from the project folder). */
export const AFTER_FIRST_PAINT_FILE = "server/after-first-paint.js";

/** `afterFirstPaint`: the text of AFTER_FIRST_PAINT_FILE. */
export function deferHydration(html: string, afterFirstPaint: string): string {
  if (html.includes(DEFERRED_SCRIPT_MARK)) return html;
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script) throw new Error("deferHydration: no React Router hydration script in the page");
  const nonce = script[1] ? ` nonce="${script[1]}"` : "";
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(" ");
  const deferred = `<script type="text/plain" ${DEFERRED_SCRIPT_MARK} data-modulepreload="${preloads}"${nonce}>${script[2]}</script>`;
  const runner = `<script type="module"${nonce}>${afterFirstPaint}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(script[0], () => deferred + runner);
}
