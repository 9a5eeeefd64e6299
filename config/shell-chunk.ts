/**
 * One "shell" chunk for what every page loads (ADR 041): the root route, with everything it imports
 * statically (React, React Router, the header, footer, icons, utilities), and React DOM, which the
 * client entry imports. Rolldown's documented `codeSplitting.groups` option: the group captures those
 * modules, and `includeDependenciesRecursively` (Rolldown's default, spelled out) brings their static
 * imports along.
 *
 * Left to itself the bundler splits code shared by the root and some routes into dozens of
 * sub-kilobyte chunks (one per icon, one per helper): each is a request a phone makes before the page
 * is interactive. Code only some routes use stays in their chunks; lazily imported code (mobile menu,
 * search, chat panel) stays lazy. The client entry's own body stays in the entry chunk: it starts
 * hydration when the page imports the entry, after React Router's globals are set, not when a route
 * imports the shell. tests/server/first-load.test.ts checks the built pages.
 */
import type { CodeSplittingGroup } from "rolldown";

/** The root route module (whatever query React Router's plugin adds to its id), React DOM and React Router (its
 * HydratedRouter, which only the client entry imports, included). */
const SHELL_MODULES = /[\\/]app[\\/]root\.tsx(\?|$)|[\\/]node_modules[\\/]react-(dom|router)[\\/]/;

export const shellChunkGroup: CodeSplittingGroup = {
  name: "shell",
  test: SHELL_MODULES,
  includeDependenciesRecursively: true,
};
