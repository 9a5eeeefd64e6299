/**
 * Runs a command-line script whose imports need Vite's transforms: the articles are Markdown files compiled by
 * a Vite plugin (app/content/articles/compile.ts) and listed with `import.meta.glob`, which plain Node and tsx
 * do not have. The chat's knowledge and its links import them.
 *
 *   node --import tsx scripts/with-vite.ts scripts/chat-eval.ts [args...]
 *
 * The script exports `main(argv): Promise<number>` (the exit code). Its modules are loaded by a Vite module
 * runner with the plugins and aliases of the unit tests (vitest.config.ts); packages load natively.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, createServerModuleRunner } from "vite";
import { articleMdx } from "../app/content/articles/compile.ts";

type ScriptModule = { main?: (argv: readonly string[]) => Promise<number> };

async function run(script: string | undefined, argv: readonly string[]): Promise<number> {
  if (!script) {
    process.stderr.write("Usage: node --import tsx scripts/with-vite.ts <script.ts> [args...]\n");
    return 2;
  }
  const server = await createServer({
    configFile: false,
    appType: "custom",
    logLevel: "warn",
    plugins: [articleMdx()],
    resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    const module = (await runner.import(path.resolve(script))) as ScriptModule;
    if (typeof module.main !== "function") throw new Error(`${script} exports no main(argv)`);
    return await module.main(argv);
  } finally {
    await runner.close();
    await server.close();
  }
}

run(process.argv[2], process.argv.slice(3)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
