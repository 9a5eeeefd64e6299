/**
 * One "shell" chunk for everything every page loads: the client entry and the root route, with
 * everything they import statically (React, React Router, the header, footer, icons, utilities).
 *
 * Left to itself the bundler splits code shared by the root and some routes into dozens of
 * sub-kilobyte chunks (one per icon, one per helper). Each is a request a phone makes before the
 * page is interactive, and on slow 4G they queue on six connections ahead of the stylesheet,
 * pushing the first paint back. Code only some routes use stays in their chunks, and lazily
 * imported code (mobile menu, search, chat panel) stays lazy.
 */
import type { ChunkingContext, CodeSplittingGroup } from "rolldown";

type Context = Pick<ChunkingContext, "getModuleInfo">;

/**
 * Packages whose index re-exports everything (every icon, every Radix primitive). Following them
 * would pull every icon or dialog any lazy chunk uses into the shell, so the shell's own code
 * imports those directly (`lucide-react/icons/x`, `~/components/ui/slot`) and the walk stops here.
 */
const BARRELS = [
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
  /[\\/]node_modules[\\/]radix-ui[\\/]/,
];

/** The client entry (React Router's default) and the root route module, whatever query the plugin adds. */
const CLIENT_ENTRY = /[\\/]entry\.client\.tsx(\?|$)/;
const SHELL_ROOTS = [/[\\/]app[\\/]root\.tsx(\?|$)/, CLIENT_ENTRY];

export function shellChunkGroup(): CodeSplittingGroup {
  const candidates: string[] = [];
  let shell: Set<string> | null = null;
  return {
    // Rolldown calls `test` for every candidate module before the first `name` call.
    test: (id) => {
      candidates.push(id);
      return true;
    },
    // Decided here, not in `test`: the closure needs the whole module graph.
    name: (id, ctx) => {
      shell ??= staticClosure(
        candidates.filter((candidate) => SHELL_ROOTS.some((pattern) => pattern.test(candidate))),
        ctx,
      );
      // The entry's own body (it starts hydration) stays in the entry chunk, so that it runs when the
      // page imports the entry, after it has set React Router's globals, not when a route imports the shell.
      if (!shell.has(id) || CLIENT_ENTRY.test(id)) return null;
      return "shell";
    },
  };
}

/** The given modules and everything they import statically, transitively (dynamic imports stay out). */
export function staticClosure(roots: string[], ctx: Context): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || BARRELS.some((barrel) => barrel.test(id))) continue;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
  }
  return seen;
}
