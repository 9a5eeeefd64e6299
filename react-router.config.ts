import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { articlePagePaths } from "./app/content/articles/read-files.server";
import { prerenderPaths } from "./app/content/pages";

// BUILD_DIR lets parallel checkouts or test runs build side by side (default: build/).
const buildDirectory = process.env.BUILD_DIR ?? "build";
linkDependencies(buildDirectory);

export default {
  ssr: true,
  buildDirectory,
  // Every content page (and every article: app/content/articles) is written to build/client as static
  // HTML; actions, resource routes, legacy redirects and the not-found page still run on the server.
  prerender: [...prerenderPaths, ...articlePagePaths(), "/sitemap.xml", "/robots.txt", "/rss.xml", "/feed.json"],
  // Every page carries the whole (small) route manifest. Lazy discovery fetched /__manifest after
  // load and re-rendered the page when it patched the routes in: a long task on a phone (TBT).
  routeDiscovery: { mode: "initial" },
} satisfies Config;

/** A build folder outside the project cannot resolve node_modules: give it a link to ours. */
function linkDependencies(dir: string) {
  const absolute = path.resolve(dir);
  if (!path.relative(process.cwd(), absolute).startsWith("..")) return;
  const link = path.join(absolute, "node_modules");
  mkdirSync(absolute, { recursive: true });
  if (!existsSync(link)) symlinkSync(path.resolve("node_modules"), link, "dir");
}
