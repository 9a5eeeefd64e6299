/**
 * The published articles as the site compiles them: six, in the four categories of SPEC 3, of real length,
 * with figures from SPEC 9 only, and linked wherever the site lists pages (search, chat).
 */
import { describe, expect, it } from "vitest";
import { createLocalResponder } from "~/chat/local-responder.server";
import { splitReply } from "~/chat/links";
import { pages } from "~/content/pages";
import { articleMetas, articlePassages, articleSections } from "./index.server";
import { adjacentArticles, articles, findArticle, relatedArticles } from "./catalog";
import { readArticleFiles } from "./read-files.server";

describe("the articles", () => {
  it("are the six announced cards: Revenue Growth ×2, Customer Experience ×2, Operational Intelligence, AI & No-Code", () => {
    expect(articles).toHaveLength(6);
    const count = (category: string) => articles.filter((a) => a.category === category).length;
    expect([count("Revenue Growth"), count("Customer Experience")]).toEqual([2, 2]);
    expect([count("Operational Intelligence"), count("AI & No-Code")]).toEqual([1, 1]);
    expect(articles.map((a) => a.title)).toContain("Make or n8n? Choosing the Automation Backbone for Your Business");
  });

  it("are listed newest first, the same from the compiled modules and from the files", () => {
    const dates = articles.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(readArticleFiles().map((file) => file.path)).toEqual(articles.map((a) => a.path));
  });

  it("run 700 to 1,200 words, with a table of contents' worth of sections", () => {
    for (const article of articleMetas()) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(700);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1200);
      expect(article.readingMinutes).toBe(Math.ceil(article.wordCount / 230));
      expect(articleSections(article.slug).filter((s) => s.id).length, article.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("end with a call to action to a page of the site", () => {
    const paths = new Set<string>(pages.map((page) => page.path));
    for (const article of articleMetas()) expect(paths.has(article.cta.to), article.cta.to).toBe(true);
  });

  it("use figures from SPEC 9 only (list numbers, step names and clock times aside)", () => {
    const spec9 = new Set([
      "2",
      "3",
      "4",
      "5",
      "6",
      "12",
      "15",
      "15+",
      "24",
      "30",
      "60",
      "90",
      "3-5",
      "35%",
      "40%",
      "50%",
    ]);
    for (const article of articles) {
      for (const section of articleSections(article.slug)) {
        const title = section.title.replace(/^\d+\. /, "");
        // A range is written "3⁠–⁠5" (word joiners round an en dash, ADR 036): read as "3-5".
        const text = `${title} ${section.text}`
          .replace(/\u2060?–\u2060?/g, "-")
          .replace(/\b(?:Rule|Step|Week|Month) \d+\b/g, "");
        const figures = text.match(/(?<![\w-])\d+(?:[.,:-]\d+)*[%+]?(?![\w])/g) ?? [];
        const unknown = figures.filter((figure) => !spec9.has(figure) && !/^\d{1,2}:\d{2}$/.test(figure));
        expect(unknown, `${article.slug}: ${section.title}`).toEqual([]);
      }
    }
  });
});

describe("neighbours and related articles", () => {
  it("link each article to the one before and after it", () => {
    const [newest, second] = articles;
    if (!newest || !second) throw new Error("no articles");
    expect(adjacentArticles(newest)).toEqual({ older: second, newer: undefined });
    expect(adjacentArticles(second).newer).toBe(newest);
    expect(adjacentArticles(articles[articles.length - 1] ?? newest).older).toBeUndefined();
  });

  it("relate 2-3 articles, the same category first, then shared tags", () => {
    for (const article of articles) {
      const related = relatedArticles(article);
      expect(related.length, article.slug).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(article);
    }
    const speed = findArticle("speed-to-lead");
    if (!speed) throw new Error("no speed-to-lead");
    expect(relatedArticles(speed)[0]?.slug).toBe("anatomy-of-a-lead-engine");
  });
});

describe("the chat assistant knows the articles", () => {
  it("has a passage for every section of every article, pointing at the article", () => {
    const passages = articlePassages();
    for (const article of articles) {
      const own = passages.filter((p) => p.path === article.path);
      expect(own.length).toBe(articleSections(article.slug).length);
    }
  });

  it("answers a question an article answers in the article's words, with a link named after the article", () => {
    const responder = createLocalResponder();
    const cases = [
      ["Should we use Make or n8n?", "choosing-an-automation-backbone"],
      ["Why does the first reply matter so much?", "speed-to-lead"],
      ["how should I design a support agent", "support-agent-design-guide"],
      ["what goes in a weekly business review", "automated-weekly-business-review"],
    ] as const;
    for (const [question, slug] of cases) {
      const article = findArticle(slug);
      if (!article) throw new Error(`no article ${slug}`);
      const reply = responder.answer(question);
      const parts = splitReply(reply);
      expect(parts, question).toContainEqual({
        type: "link",
        text: `the article “${article.title}”`,
        to: article.path,
      });
      // The answer quotes the article: its first words are the article's own (description or body).
      const quoted = parts[0]?.type === "text" ? parts[0].text.replace(/ More in $/, "").trim() : "";
      const own = `${article.description} ${articleSections(slug)
        .map((s) => s.text)
        .join(" ")}`;
      expect(quoted.length, question).toBeGreaterThan(40);
      expect(own, question).toContain(quoted.split(/[.:?!]/)[0]);
    }
  });

  it("keeps the site's answer to a question about the business, with the article as a read-on", () => {
    const reply = createLocalResponder().answer("what is lead enrichment");
    expect(reply).toMatch(/^Lead Enrichment, one of the four AIVA Lead OS workflows/);
    expect(reply).toContain("2 hours a week");
    const engine = findArticle("anatomy-of-a-lead-engine");
    expect(splitReply(reply)).toContainEqual({
      type: "link",
      text: `the article “${engine?.title}”`,
      to: engine?.path,
    });
  });
});
