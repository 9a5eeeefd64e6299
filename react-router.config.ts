import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

// BUILD_DIR lets parallel checkouts or test runs build side by side (default: build/).
const buildDirectory = process.env.BUILD_DIR ?? "build";
linkDependencies(buildDirectory);

export default {
  ssr: true,
  buildDirectory,
  // Every content page is written to build/client as static HTML; actions, resource routes,
  // legacy redirects and the not-found page still run on the server.
  prerender: [...prerenderPaths, "/sitemap.xml", "/robots.txt"],
  // Every page carries the whole (small) route manifest: lazy discovery would fetch /__manifest after
  // load and re-render the page to patch the routes in, a long task on a phone.
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
