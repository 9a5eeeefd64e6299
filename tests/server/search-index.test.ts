/**
 * The built search index (issue 32): every section it links to is an element of its pre-rendered page, the JSON
 * the dialog loads gives the same results as the server's index behind /search, and no page loads it first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { searchDocuments } from "../../app/search/documents.server";
import { createIndex, loadIndex, searchSite } from "../../app/search/engine";
import { visitorSearches } from "../../app/search/visitor-searches";
import { pages } from "../../app/content/pages";
import { clientDir, prerenderedFile } from "../support/build";

const assets = path.join(clientDir, "assets");
const indexFile = readdirSync(assets).find((file) => /^search-index-[\w-]+\.json$/.test(file));

describe("the search index of the build", () => {
  const documents = searchDocuments();

  it("links every section to an element of its page", () => {
    const missing = documents
      .filter((doc) => doc.url.includes("#"))
      .filter((doc) => {
        const [pagePath = "", id = ""] = doc.url.split("#");
        const html = readFileSync(prerenderedFile(pagePath), "utf8");
        return !html.includes(` id="${id}"`);
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
    console.log(
      `search index: ${documents.length} sections, ${(gzipSync(json, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
    );
  });

  it("is loaded by no page on its first load", () => {
    for (const page of pages) {
      const html = readFileSync(prerenderedFile(page.path), "utf8");
      expect(html, page.path).not.toContain("search-index");
    }
  });
});
