import { describe, expect, it } from "vitest";
import { createIndex, loadIndex, type SearchDocument, searchSite, snippet, synonymsOf } from "./engine";
import { packIndex } from "./packed-index";

const doc = (id: number, url: string, title: string, text: string, weight = 0.8): SearchDocument => ({
  id,
  url,
  title,
  page: "Page",
  text,
  weight,
});

const documents = [
  doc(0, "/plans#pricing", "One program, four ways to pay", "Pricing: pay in full or in monthly payments."),
  doc(1, "/contact#info", "Contact information", "Phone and e-mail, answered within 24 hours."),
  doc(2, "/help#tickets", "Routing", "Tickets are routed to the right person by an AI model."),
  doc(3, "/legal#data", "Information we collect", "Your phone number, if you give it, and your e-mail.", 0.5),
  doc(4, "/about#mission", "Mission", "Done-for-you automation that saves time."),
];
const index = createIndex(documents);
const urls = (query: string) => searchSite(index, query).map((result) => result.url);

describe("searchSite", () => {
  it("matches every form of a word by its stem", () => {
    expect(urls("payment")[0]).toBe("/plans#pricing");
    expect(urls("routing")).toContain("/help#tickets");
  });

  it("matches the word being typed as a prefix", () => {
    expect(urls("mis")[0]).toBe("/about#mission");
  });

  it("tolerates a typo", () => {
    expect(urls("prcing")[0]).toBe("/plans#pricing");
    expect(urls("automaton")[0]).toBe("/about#mission");
  });

  it("finds a section by the words visitors use for it", () => {
    expect(synonymsOf("how much")).toEqual(expect.arrayContaining(["price", "cost", "pricing"]));
    expect(urls("how much")[0]).toBe("/plans#pricing");
    expect(urls("helpdesk")[0]).toBe("/help#tickets");
  });

  it("ranks by the section's weight among equal matches", () => {
    expect(urls("phone")[0]).toBe("/contact#info");
  });

  it("answers nothing to stop words or nonsense", () => {
    expect(urls("the and of")).toEqual([]);
    expect(urls("zzqx")).toEqual([]);
  });

  it("gives the same results from the JSON the browser loads", () => {
    const loaded = loadIndex(JSON.stringify(packIndex(documents)));
    for (const query of ["price", "prcing", "phone number", "tickets", "mis"]) {
      expect(searchSite(loaded, query)).toEqual(searchSite(index, query));
    }
  });
});

describe("a phrase of the synonym table", () => {
  it("stands for its meaning, not for its words one by one", () => {
    const phrases = createIndex([
      doc(0, "/#systems", "Systems built around how your business makes money", "Revenue, support and operations."),
      doc(1, "/plans#guarantees", "Our guarantees", "Save 15 hours a week within 60 days or get a full refund."),
    ]);
    expect(searchSite(phrases, "money back")[0]?.url).toBe("/plans#guarantees");
    // Its words alone are still the visitor's words.
    expect(searchSite(phrases, "money")[0]?.url).toBe("/#systems");
  });
});

describe("snippet", () => {
  it("marks the words that matched, by stem and by prefix", () => {
    const parts = snippet("Pricing: pay in full or in monthly payments.", ["price", "pay"]);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(["Pricing", "pay", "payments"]);
    expect(parts.map((p) => p.text).join("")).toBe("Pricing: pay in full or in monthly payments.");
  });

  it("starts near the first match of a long text, with an ellipsis", () => {
    const text = `${"Words before the match. ".repeat(10)}The refund is in full.`;
    const parts = snippet(text, ["refund"]);
    expect(parts[0]?.text.startsWith("… ")).toBe(true);
    expect(parts.some((p) => p.mark && p.text === "refund")).toBe(true);
  });
});

describe("snippets", () => {
  const long = doc(
    0,
    "/ops#pain",
    "Where the back office slows you down",
    `Where the back office slows you down. ${"The work that keeps the business running is the work nobody sees. ".repeat(2)}Missed invoices surface at month-end.`,
  );
  const small = createIndex([long]);

  it("start after the heading the section's text repeats, in the index the dialog loads", () => {
    const [result] = searchSite(small, "back office");
    const text = result?.snippet.map((part) => part.text).join("") ?? "";
    expect(text).toMatch(/^The work that keeps/);
    // Cut at a word, and said to go on.
    expect(text).toMatch(/ [a-z]+…$/);
    expect(long.text).toContain(text.slice(0, -1));
  });

  it("show the passage where the words matched when the section's whole text is at hand (the /search page)", () => {
    const fromIndex = searchSite(small, "invoices")[0]?.snippet ?? [];
    expect(fromIndex.some((part) => part.mark)).toBe(false);
    const fromText = searchSite(small, "invoices", 10, () => long.text)[0]?.snippet ?? [];
    expect(fromText.filter((part) => part.mark).map((part) => part.text)).toEqual(["invoices"]);
  });
});

describe("result headings", () => {
  it("mark the words that matched, as the snippets do", () => {
    const [result] = searchSite(index, "routing");
    expect(result?.titleParts).toEqual([{ text: "Routing", mark: true }]);
    expect(result?.titleParts.map((part) => part.text).join("")).toBe(result?.title);
  });
});
