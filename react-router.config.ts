import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { articlePagePaths } from "./app/content/articles/read-files.server";
import { prerenderPaths } from "./app/content/pages";

// BUILD_DIR lets parallel checkouts or test runs build side by side (default: build/). It must lie inside the
// project: the server bundles import their packages, which Node resolves from node_modules above them.
const buildDirectory = process.env.BUILD_DIR ?? "build";
if (path.relative(process.cwd(), path.resolve(buildDirectory)).startsWith("..")) {
  throw new Error(`BUILD_DIR=${buildDirectory} is outside the project: its server could not import its packages`);
}

export default {
  ssr: true,
  buildDirectory,
  // Every content page (and every article: app/content/articles) is written to build/client as static
  // HTML; actions, resource routes, legacy redirects and the not-found page still run on the server.
  prerender: [...prerenderPaths, ...articlePagePaths(), "/sitemap.xml", "/robots.txt", "/rss.xml", "/feed.json"],
  // Every page carries the whole (small) route manifest. Lazy discovery fetched /__manifest after
  // load and re-rendered the page when it patched the routes in: a long task on a phone (TBT).
  routeDiscovery: { mode: "initial" },
  // React Router 8's changes are not taken up on 7.x (8 needs Node 22; this site runs on Node 20). They are the
  // defaults, said explicitly so that every build and `npm start` does not print a notice for each of them
  // (issue 34, ADR 039). Revisit each with the upgrade.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
