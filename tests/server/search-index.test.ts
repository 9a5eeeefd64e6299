/**
 * The built search index (issue 32): every section it links to is an element of its page, the JSON the dialog
 * loads gives the same results as the server's index behind /search and weighs at most 25 KB gzip, and no page
 * loads it first. Pages are read as pre-rendered; a page rendered per request (/schedule) is asked of the built
 * server.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchDocuments } from "../../app/search/documents.server";
import { createIndex, loadIndex, searchSite } from "../../app/search/engine";
import { visitorSearches } from "../../app/search/visitor-searches";
import { pages } from "../../app/content/pages";
import { clientDir, prerenderedFile } from "../support/build";
import { startServer, type TestServer } from "../support/server";

const assets = path.join(clientDir, "assets");
const indexFile = readdirSync(assets).find((file) => /^search-index-[\w-]+\.json$/.test(file));

let server: TestServer | undefined;
const perRequest = new Set<string>(pages.filter((page) => "perRequest" in page && page.perRequest).map((p) => p.path));
const html = new Map<string, string>();

beforeAll(async () => {
  if (perRequest.size > 0) server = await startServer();
  for (const page of pages) {
    html.set(
      page.path,
      perRequest.has(page.path)
        ? await (await fetch(`${server?.url}${page.path}`)).text()
        : readFileSync(prerenderedFile(page.path), "utf8"),
    );
  }
});

afterAll(async () => {
  await server?.stop();
});

/** A page's HTML as a visitor first receives it. */
const pageHtml = (pagePath: string) => html.get(pagePath) ?? readFileSync(prerenderedFile(pagePath), "utf8");

describe("the search index of the build", () => {
  const documents = searchDocuments();

  it("links every section to an element of its page", () => {
    const missing = documents
      .filter((doc) => doc.url.includes("#"))
      .filter((doc) => {
        const [pagePath = "", id = ""] = doc.url.split("#");
        return !pageHtml(pagePath).includes(` id="${id}"`);
      })
      .map((doc) => doc.url);
    expect(missing).toEqual([]);
  });

  it("is shipped as an asset that gives the same results as the server's index", () => {
    expect(indexFile).toBeDefined();
    const json = readFileSync(path.join(assets, indexFile ?? ""), "utf8");
    const shipped = loadIndex(json);
    const server = createIndex(documents);
    for (const [query] of visitorSearches) expect(searchSite(shipped, query), query).toEqual(searchSite(server, query));
    const kilobytes = gzipSync(json, { level: 9 }).length / 1024;
    console.log(`search index: ${documents.length} sections, ${kilobytes.toFixed(1)} KB gzip`);
    // Issue 32: what the dialog fetches when it opens, at most 25 KB compressed.
    expect(kilobytes).toBeLessThanOrEqual(25);
  });

  it("is loaded by no page on its first load", () => {
    expect(html.size).toBe(pages.length);
    for (const page of pages) expect(pageHtml(page.path), page.path).not.toContain("search-index");
  });
});
