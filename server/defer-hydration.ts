/**
 * Rewrites a pre-rendered page so its JavaScript starts loading after the first paint (ADR 008).
 *
 * React Router puts a `modulepreload` link for every script of the page in <head> and imports the root
 * and route modules statically from an inline module script. On a phone on slow 4G those ~130 KB then
 * share the connection with the stylesheet and the font the first paint needs. The page is complete
 * HTML (every link and form works without JavaScript), so the paint does not need them: the rewritten
 * inline script adds the same preloads and imports the same modules once the first frame is painted.
 * `scripts/postbuild.ts` rewrites every pre-rendered page; the server rewrites the pages it renders per
 * request (the not-found page, a form's answer without JavaScript), whose scripts carry the request's
 * CSP nonce.
 */

import { FRAMEWORK_CHUNKS } from "../config/shell-chunk";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const HYDRATION_SCRIPT =
  /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;
/** `import * as route0 from "…";` (route modules) and `import "…";` (the route manifest, in "initial" discovery). */
const STATIC_IMPORT = /\s*import (?:\* as (\w+) from )?"([^"]+)";/g;

const MARK = 'data-hydrate="after-paint"';

/** A preload of a framework chunk (config/shell-chunk.ts): `/assets/react-<hash>.js`. */
const FRAMEWORK_CHUNK = new RegExp(`/(?:${FRAMEWORK_CHUNKS.map(([name]) => name).join("|")})-[\\w-]+\\.js$`);

/**
 * Runs `hydrate` once, in a task of its own after the first contentful paint has been reported. A
 * message, not a timer: timers are throttled in some states and faked by test clocks. Right away in a
 * tab opened in the background (it paints nothing until shown) or a browser without paint timing,
 * and after 4 s at the latest.
 */
const AFTER_FIRST_CONTENTFUL_PAINT = `let started = false;
const start = () => { if (!started) { started = true; hydrate(); } };
const afterPaint = () => { const channel = new MessageChannel(); channel.port1.onmessage = start; channel.port2.postMessage(null); };
if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) start();
else if (performance.getEntriesByName("first-contentful-paint").length > 0) afterPaint();
else {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); afterPaint(); }
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(start, 4000);
}`;

export function deferHydration(html: string): string {
  if (html.includes(MARK)) return html;
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script) throw new Error("deferHydration: no React Router hydration script in the page");
  const nonce = script[1];
  const body = script[2] as string;
  const imports = [...body.matchAll(STATIC_IMPORT)].map((match) => ({ name: match[1] ?? "", url: match[2] }));
  if (!imports.some((i) => i.name)) throw new Error("deferHydration: the hydration script imports no route modules");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const rest = body.replace(STATIC_IMPORT, "").replace(/^[\s;]+/, "");
  if (/^\s*import\s/m.test(rest)) throw new Error("deferHydration: a static import this rewrite does not know");

  const deferred = [
    "const hydrate = async () => {",
    // One insertion for all the preloads: each insertion of its own can cost a style pass.
    "const preloads = document.createDocumentFragment();",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    'const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; preloads.append(link);',
    "}",
    "document.head.append(preloads);",
    // The framework chunks first, each evaluated in a task of its own, then the app's modules: one
    // long task of module evaluation would keep a tap waiting; three shorter ones do not.
    "const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); });",
    `for (const href of ${JSON.stringify(preloads.filter((href) => FRAMEWORK_CHUNK.test(href)))}) { await import(href); await nextTask(); }`,
    // Every module the script imported statically, all evaluated before the entry starts hydration.
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(", ")}]);`,
    rest,
    "};",
    AFTER_FIRST_CONTENTFUL_PAINT,
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(script[0], () => `<script type="module"${nonce ? ` nonce="${nonce}"` : ""} ${MARK}>${deferred}</script>`);
}
