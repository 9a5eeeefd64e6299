/**
 * Vitest only: deliberately without the reactRouter() Vite plugin, which breaks tests with
 * "can't detect preamble" (STACK-NOTES). Route components are tested through createRoutesStub.
 *
 * - unit:   app/**, server/**, scripts/** and bench/** tests in jsdom.
 * - server: tests/server/** over real HTTP against the built app (run `npm run build` first),
 *           with a throwaway PostgreSQL from tests/server/global-setup.ts (`inject("postgresUrl")`).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { articleMdx } from "./app/content/articles/compile.ts";

export default defineConfig({
  plugins: [articleMdx()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "config/**/*.test.ts",
          ],
          environment: "jsdom",
          setupFiles: ["tests/support/setup-dom.ts"],
          // A test's first answer from the chat engine builds its indexes: 1.7 s on a slow 2-core host while
          // other files run beside it, where Vitest's default allows 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          // Measured alone, in the project below: another file's load beside it moves the server's RSS.
          exclude: ["tests/server/memory.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (each starts its own servers and databases): 13 min → 7 min on 2 cores.
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: "server-alone",
          include: ["tests/server/memory.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
