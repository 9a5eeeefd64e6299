import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingServerFlags, SERVER_NODE_FLAGS } from "./runtime-flags";

describe("the server's Node.js flags", () => {
  it("are on the command line of `npm run serve` (and so of `npm start`)", () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const serve = pkg.scripts.serve ?? "";
    const nodeArgs = serve.slice(serve.indexOf("node "), serve.indexOf("server/index.ts")).split(/\s+/);
    for (const flag of SERVER_NODE_FLAGS) expect(nodeArgs).toContain(flag);
    expect(pkg.scripts.start).toContain("npm run serve");
  });

  it("names the ones a process was started without", () => {
    expect(missingServerFlags([])).toEqual([...SERVER_NODE_FLAGS]);
    expect(missingServerFlags(["--import", "tsx", ...SERVER_NODE_FLAGS])).toEqual([]);
  });
});
