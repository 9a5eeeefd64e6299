import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every content page is written to build/client as static HTML; actions, resource routes,
  // legacy redirects and the not-found page still run on the server.
  prerender: [...prerenderPaths, "/sitemap.xml", "/robots.txt"],
} satisfies Config;
