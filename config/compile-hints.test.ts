// @vitest-environment node
import type { OutputBundle, OutputChunk, PluginContext } from "rolldown";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./compile-hints";

function chunk(name: string, code: string): OutputChunk {
  return { type: "chunk", name, code, fileName: `assets/${name}-x.js` } as OutputChunk;
}

describe("compileHints", () => {
  it("puts the hint on the first line of the named chunks only, after every other plugin", () => {
    const plugin = compileHints(["shell"]);
    const hook = plugin.generateBundle as {
      order: string;
      handler: (this: PluginContext, o: unknown, b: OutputBundle) => void;
    };
    expect(hook.order).toBe("post");
    const bundle = {
      shell: chunk("shell", "const a=1;"),
      about: chunk("about", "const b=2;"),
    } as unknown as OutputBundle;
    hook.handler.call({} as PluginContext, {}, bundle);
    expect((bundle.shell as OutputChunk).code).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect((bundle.about as OutputChunk).code).toBe("const b=2;");
  });
});
