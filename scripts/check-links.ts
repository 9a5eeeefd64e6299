/**
 * After the pages are pre-rendered: every link and image of every page that points into this site must
 * arrive somewhere (a page, a file, and for a "#fragment" an element with that id). Run by `npm run build`,
 * which fails on the first broken one with the page and the link named: a link in an article or in the
 * content data to a page that does not exist never ships.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Element, Root } from "hast";
import rehypeParse from "rehype-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { serverPages } from "../app/content/server-pages";
import { type PageEntry, pages as registry } from "../app/content/pages";

type Page = { path: string; ids: Set<string>; links: { href: string; tag: string }[] };

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

function readPage(clientDir: string, file: string): Page {
  const tree = unified().use(rehypeParse).parse(readFileSync(file, "utf8")) as Root;
  const ids = new Set<string>();
  const links: Page["links"] = [];
  visit(tree, "element", (node: Element) => {
    if (typeof node.properties.id === "string") ids.add(node.properties.id);
    const url = node.tagName === "a" ? node.properties.href : node.tagName === "img" ? node.properties.src : undefined;
    if (typeof url === "string") links.push({ href: url, tag: node.tagName });
  });
  const rel = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
  return { path: rel === "/index.html" ? "/" : rel.replace(/\/index\.html$/, ""), ids, links };
}

/**
 * Every broken internal link of the built site in `clientDir`, as "page: link (why)". `serverPaths` are pages the
 * server renders per request (not in `clientDir`): a link to one arrives (its fragments are not checked).
 */
export function brokenLinks(clientDir: string, siteUrl: string, serverPaths: readonly string[] = []): string[] {
  const files = walk(clientDir).filter((file) => !/\.(br|gz)$/.test(file));
  const fileSet = new Set(files.map((file) => `/${path.relative(clientDir, file).split(path.sep).join("/")}`));
  const pages = new Map(
    files
      .filter((file) => file.endsWith(".html"))
      .map((file) => readPage(clientDir, file))
      .map((p) => [p.path, p]),
  );
  const problems: string[] = [];
  for (const page of pages.values()) {
    for (const { href, tag } of page.links) {
      const local = href.startsWith(siteUrl) ? href.slice(siteUrl.length) || "/" : href;
      if (local.startsWith("#")) {
        if (local.length > 1 && !page.ids.has(decodeURIComponent(local.slice(1)))) {
          problems.push(`${page.path}: <${tag}> ${href} (no element with that id)`);
        }
        continue;
      }
      if (!local.startsWith("/") || local.startsWith("//")) continue;
      const [pathPart = "/", hash] = local.split("#");
      const target = decodeURIComponent(pathPart.split("?")[0] || "/");
      const targetPage = pages.get(target);
      if (!targetPage && !fileSet.has(target) && !serverPaths.includes(target)) {
        problems.push(`${page.path}: <${tag}> ${href} (no such page or file)`);
      } else if (hash && targetPage && !targetPage.ids.has(decodeURIComponent(hash))) {
        problems.push(`${page.path}: <${tag}> ${href} (no element with that id on ${target})`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
  const clientDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
  const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  const problems = brokenLinks(
    clientDir,
    siteUrl,
    // Pages the server renders per request: the server pages and the content pages marked `perRequest`.
    [...serverPages, ...(registry as readonly PageEntry[]).filter((page) => page.perRequest)].map((page) => page.path),
  );
  if (problems.length > 0) {
    console.error(
      `check-links: ${problems.length} broken internal link(s):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("check-links: every internal link and image of every page arrives");
}
