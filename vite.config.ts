import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const buildTime = Date.now();
const gaId = process.env.GA_MEASUREMENT_ID ?? "";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __GA_MEASUREMENT_ID__: JSON.stringify(gaId),
    __BUILD_TIME__: JSON.stringify(buildTime),
  },
  build: {
    assetsInlineLimit: 0,
  },
});
