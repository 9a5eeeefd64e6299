import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { createLogger, defineConfig } from "vite";
import { articleMdx } from "./app/content/articles/compile.ts";
import { shellChunkGroup } from "./config/shell-chunk.ts";

const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const buildTime = Date.now();
const gaId = process.env.GA_MEASUREMENT_ID ?? "";

// React Router 7.18 (the last 7.x: 8 needs Node 22) creates its child compiler with `envFile: false`, which Vite 8
// reports as deprecated each time. Our config does not use the option; this logger drops that one warning
// (ADR 039). Remove it once React Router no longer passes the option.
const logger = createLogger();
const warn = logger.warn;
logger.warn = (message, options) => {
  if (!message.includes("The `envFile` option is deprecated")) warn(message, options);
};

export default defineConfig(({ isSsrBuild }) => ({
  customLogger: logger,
  plugins: [articleMdx(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __GA_MEASUREMENT_ID__: JSON.stringify(gaId),
    __BUILD_TIME__: JSON.stringify(buildTime),
  },
  // The server bundle takes in the icons it uses: left as an import, lucide-react's index loads every
  // icon into the server's memory (tens of MB, ADR 018).
  ssr: { noExternal: ["lucide-react"] },
  build: {
    assetsInlineLimit: 0,
    // The browser build only: one chunk for what every page loads (see config/shell-chunk.ts).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [shellChunkGroup] } } },
  },
}));
