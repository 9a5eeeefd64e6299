/**
 * The shipped form of the search index (issue 32) loses nothing: MiniSearch builds from it exactly the index it
 * builds from the site's sections themselves, with the same words, stems and field lengths.
 */
import MiniSearch from "minisearch";
import { stemmer } from "stemmer";
import { describe, expect, it } from "vitest";
import { searchDocuments } from "./documents.server";
import type { SearchDocument } from "./engine";
import { excerptOf, packIndex, unpackIndex } from "./packed-index";
import { indexStem, isIndexedAsWritten, tokenize } from "./words";

/** The index of the sections as written: each word's stem, and every long form of that stem the site uses. */
function indexOfSections(documents: readonly SearchDocument[]) {
  const forms = new Map<string, Set<string>>();
  for (const doc of documents) {
    for (const word of tokenize(`${doc.title} ${doc.text} ${doc.keywords ?? ""}`)) {
      const stem = indexStem(word);
      if (stem !== null && isIndexedAsWritten(word, stem)) forms.set(stem, (forms.get(stem) ?? new Set()).add(word));
    }
  }
  const index = new MiniSearch<SearchDocument>({
    idField: "id",
    fields: ["title", "text", "keywords"],
    storeFields: ["url", "title", "page", "excerpt", "weight"],
    extractField: (doc, field) => (field === "excerpt" ? excerptOf(doc) : (doc as Record<string, unknown>)[field]),
    tokenize,
    processTerm: (word) => {
      const stem = indexStem(word);
      return stem === null ? null : [stem, ...[...(forms.get(stem) ?? [])].sort()];
    },
  });
  index.addAll(documents);
  return index;
}

/** An index as data, its terms in alphabetical order (the order MiniSearch lists them in follows insertion). */
function asData(index: MiniSearch<SearchDocument>) {
  const data = JSON.parse(JSON.stringify(index)) as { index: [string, unknown][] };
  data.index.sort(([a], [b]) => (a < b ? -1 : 1));
  return data;
}

describe("the packed search index", () => {
  const documents = searchDocuments();

  it("unpacks to the index of the site's sections as written", () => {
    const packed = JSON.parse(JSON.stringify(packIndex(documents)));
    expect(asData(unpackIndex(packed))).toEqual(asData(indexOfSections(documents)));
  });

  it("keeps numbers of every size and words written differently from their stem", () => {
    const long = (n: number) => Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}x`);
    const docs: SearchDocument[] = [
      { id: 0, url: "/a", title: "Pricing", page: "A", text: "Pricing and prices, priced.", weight: 1 },
      { id: 1, url: "/b", title: "Many words", page: "B", text: long(2000).join(" "), weight: 0.8 },
      { id: 2, url: "/c", title: "Empty", page: "C", text: "", weight: 0.5 },
    ];
    expect(asData(unpackIndex(packIndex(docs)))).toEqual(asData(indexOfSections(docs)));
    expect(stemmer("pricing")).toBe("price");
    expect(unpackIndex(packIndex(docs)).search("pricng", { fuzzy: 1 })[0]?.id).toBe(0);
  });
});
