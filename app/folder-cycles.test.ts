// @vitest-environment node
/**
 * The app's folders depend on each other in one direction only (issue 34): a folder that imports another is
 * never imported back by it, directly or through others. Type imports count: they couple the code as much.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const appDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The top-level folder of app/ a file is in, or null for a file at the top. */
function folderOf(file: string): string | null {
  const parts = relative(appDir, file).split(sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** Folder → the other folders its files import from. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(appDir)) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const specifier = match[1] ?? "";
      let target: string | null = null;
      if (specifier.startsWith("~/")) target = join(appDir, specifier.slice(2));
      else if (specifier.startsWith(".")) target = resolve(dirname(file), specifier);
      if (!target || relative(appDir, target).startsWith("..")) continue;
      const to = folderOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the folders in order. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const walk = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next]);
      else walk(next, [...path, next]);
    }
  };
  for (const start of graph.keys()) walk(start, [start]);
  return found;
}

describe("app folders", () => {
  it("import each other without a cycle", () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});
