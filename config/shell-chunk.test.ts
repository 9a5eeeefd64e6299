// @vitest-environment node
import type { ModuleInfo } from "rolldown";
import { describe, expect, it } from "vitest";
import { shellChunkGroup, staticClosure } from "./shell-chunk";

/** A module graph: id -> static imports (dynamic imports are not listed, as in Rolldown's importedIds). */
function context(graph: Record<string, string[]>) {
  return {
    getModuleInfo: (id: string) => (id in graph ? ({ importedIds: graph[id] } as unknown as ModuleInfo) : null),
  };
}

const graph = {
  "/app/root.tsx?__react-router-build-client-route": ["/app/root.tsx"],
  "/app/root.tsx": ["/app/header.tsx", "/node_modules/lucide-react/dist/esm/icons/menu.mjs"],
  "/app/header.tsx": ["/node_modules/lucide-react/dist/esm/lucide-react.mjs", "/node_modules/radix-ui/dist/index.mjs"],
  "/node_modules/lucide-react/dist/esm/lucide-react.mjs": ["/node_modules/lucide-react/dist/esm/icons/bot.mjs"],
  "/node_modules/radix-ui/dist/index.mjs": ["/node_modules/@radix-ui/react-dialog/dist/index.mjs"],
  "/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx": [
    "/node_modules/react-dom/client.js",
    "/node_modules/react-router/dist/production/index.mjs",
  ],
  "/node_modules/react-dom/client.js": ["/node_modules/react/index.js"],
  "/app/routes/about.tsx": ["/app/header.tsx", "/app/about-only.tsx"],
};

describe("the shell chunk", () => {
  it("holds what the client entry and the root import statically, and stops at barrel packages", () => {
    const group = shellChunkGroup();
    const test = group.test as (id: string) => boolean;
    const name = group.name as (id: string, ctx: ReturnType<typeof context>) => string | null;
    for (const id of Object.keys(graph)) expect(test(id)).toBe(true);
    const ctx = context(graph);
    expect(name("/app/header.tsx", ctx)).toBe("shell");
    expect(name("/node_modules/lucide-react/dist/esm/icons/menu.mjs", ctx)).toBe("shell");
    // The framework too: one chunk.
    expect(name("/node_modules/react-dom/client.js", ctx)).toBe("shell");
    expect(name("/node_modules/react/index.js", ctx)).toBe("shell");
    expect(name("/node_modules/react-router/dist/production/index.mjs", ctx)).toBe("shell");
    // The entry starts hydration when it runs: it must run when imported, not with the shell.
    expect(name("/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx", ctx)).toBeNull();
    // Only a route uses it: it stays with the route.
    expect(name("/app/about-only.tsx", ctx)).toBeNull();
    // Reached only through an index that re-exports a whole library: left to the chunks that use it.
    expect(name("/node_modules/lucide-react/dist/esm/icons/bot.mjs", ctx)).toBeNull();
    expect(name("/node_modules/@radix-ui/react-dialog/dist/index.mjs", ctx)).toBeNull();
  });

  it("walks static imports transitively and survives cycles", () => {
    const closure = staticClosure(["a"], context({ a: ["b"], b: ["c", "a"], c: [], d: [] }));
    expect([...closure].sort()).toEqual(["a", "b", "c"]);
  });
});
