// @vitest-environment node
/** The assistant's spelling correction: typos of the site's words and of little words, never a real word's meaning. */
import { describe, expect, it } from "vitest";
import { normalize, Speller, term } from "./text.server";

const speller = new Speller(
  ["implementation", "take", "takes", "long", "pricing", "form", "invoice", "e-commerce", "chart", "zero"],
  new Map([
    ["cart", 3000],
    ["dose", 4358],
    ["take", 60],
    ["ecommerce", 5000],
  ]),
);

describe("Speller", () => {
  it("corrects a site word one or two edits away, a swap counting as one", () => {
    expect(speller.correct("implemntation")).toBe("implementation");
    expect(speller.correct("prcing")).toBe("pricing");
    expect(speller.correct("lnog")).toBe("long");
  });

  it("reads a little word with two letters swapped as that word, even where the typo is a word", () => {
    expect(speller.correct("dose")).toBe("does");
    expect(speller.correct("waht")).toBe("what");
    // A site word is never a typo of a little word ("form" is not "from").
    expect(speller.correct("form")).toBe("form");
    // Three letters are too few to tell ("aws" is AWS, not "was").
    expect(speller.correct("aws")).toBe("aws");
  });

  it("corrects a short word only to a word with its first letter: a brand is not a typo ('xero' is not 'zero')", () => {
    expect(speller.correct("xero")).toBe("xero");
    expect(speller.correct("zeor")).toBe("zero");
  });

  it("reads a site word typed without its hyphen as the site writes it, even where the typo is a word", () => {
    expect(speller.correct("ecommerce")).toBe("e-commerce");
  });

  it("reads a compound the site never hyphenates as its words, each corrected, and keeps one the site writes", () => {
    expect(speller.correct("money-back")).toBe("money back");
    expect(speller.correct("prcing-wise")).toBe("pricing wise");
    expect(speller.correct("e-commerce")).toBe("e-commerce");
  });

  it("leaves the plural of an everyday word as typed ('carts' is not a typo of 'chart')", () => {
    expect(speller.correct("carts")).toBe("carts");
  });

  it("completes a three-letter word missing its last letter only when one site word fits", () => {
    expect(speller.correct("tak")).toBe("take");
    expect(speller.correct("lon")).toBe("long");
    expect(speller.correct("inv")).toBe("inv");
  });
});

describe("terms", () => {
  it("reads a word made from another by '-y' or '-ie' as its root's term ('techie' as 'tech')", () => {
    expect(term("techie")).toBe(term("tech"));
    expect(term("techy")).toBe(term("tech"));
  });

  it("reads a question tag in chat words as 'or not'", () => {
    expect(normalize("so it runs by itself or naw")).toBe("so it runs by itself or not");
  });
});
