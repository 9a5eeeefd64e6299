import { compile } from "@mdx-js/mdx";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { remarkArticleFrontMatter, rehypeArticle } from "./compile";
import { parseFrontMatter } from "./schema";

const valid = {
  title: "A practical guide to something useful",
  description: "What the reader learns from this article, in one sentence that fits a search result snippet.",
  slug: "a-guide",
  category: "Revenue Growth",
  published: "2026-11-01",
  updated: "2026-11-02",
  author: "founder",
  tags: ["lead capture", "follow-up"],
  hero: {
    src: "/illustrations/articles/speed-to-lead.svg",
    alt: "A diagram of the flow described",
    width: 720,
    height: 400,
  },
  cta: {
    title: "Talk to us today",
    text: "Book a free call and get a roadmap for your business.",
    label: "Book a call",
    to: "/schedule",
  },
};

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected an error");
}

describe("article front matter", () => {
  it("accepts a complete front matter", () => {
    expect(parseFrontMatter("app/content/articles/a-guide.md", valid)).toMatchObject({ slug: "a-guide" });
  });

  it("names the file and every missing field", () => {
    const { title: _title, category: _category, ...rest } = valid;
    const message = messageOf(() => parseFrontMatter("app/content/articles/a-guide.md", rest));
    expect(message).toContain("Article app/content/articles/a-guide.md: invalid front matter");
    expect(message).toContain("  - title: is missing");
    expect(message).toContain("  - category: is missing");
  });

  it("names the bad field and says what is wrong", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: "Marketing" }, '  - category: Invalid option: expected one of "Revenue Growth"'],
      [{ published: "17/11/2026" }, "  - published: Invalid ISO date"],
      [{ updated: "2026-10-01" }, "  - updated: is before published"],
      [{ author: "someone" }, '  - author: Invalid input: expected "founder"'],
      [{ tags: ["Only One"] }, "  - tags.0: use lower-case tags"],
      [{ hero: { ...valid.hero, src: "https://cdn.example/x.png" } }, "  - hero.src: must be /illustrations/articles/"],
      [{ cta: { ...valid.cta, to: "https://elsewhere.example" } }, "  - cta.to: must be a path of this site"],
      [{ subtitle: "not a field" }, '  - (front matter): Unrecognized key: "subtitle"'],
    ];
    for (const [change, expected] of cases) {
      expect(messageOf(() => parseFrontMatter("a-guide.md", { ...valid, ...change }))).toContain(expected);
    }
  });

  it("requires the slug to be the file name", () => {
    expect(messageOf(() => parseFrontMatter("app/content/articles/another-name.md", valid))).toContain(
      '  - slug: must equal the file name "another-name"',
    );
  });
});

/** Compiles an article as the build does (vite.config.ts: compile.ts's plugins), from a file of that name. */
async function compileArticle(name: string, source: string) {
  return compile(new VFile({ path: `${process.cwd()}/app/content/articles/${name}`, value: source }), {
    format: "md",
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkArticleFrontMatter],
    rehypePlugins: [rehypeSlug, rehypeArticle],
  });
}

function yaml(data: Record<string, unknown>): string {
  return `---\n${JSON.stringify(data, null, 2)}\n---\n`;
}

describe("compiling an article (the build)", () => {
  it("exports the checked front matter with the reading time, and the sections with their ids", async () => {
    const body = `Intro words here.\n\n## First step\n\nSome text.\n\n- one\n- two\n\n## Second step\n\nMore text. [Back up](#first-step)\n`;
    const code = String(await compileArticle("a-guide.md", `${yaml(valid)}${body}`));
    expect(code).toContain("export const meta = ");
    expect(code).toContain('"path": "/resources/a-guide"');
    expect(code).toContain('"readingMinutes": 1');
    expect(code).toContain("export const sections = ");
    expect(code).toContain('"id": "first-step"');
    expect(code).toContain('"text": "Some text. one. two."');
    expect(code).toMatch(/"type": "paragraph",\s*"text": "Some text\."/);
    expect(code).toMatch(/"type": "list",\s*"items": \[\s*\{\s*"lead": "",\s*"text": "one"/);
  });

  it("exports each section's blocks: paragraphs, list items with their bold opening words, tables by row", async () => {
    const body = `## Rules\n\nThree rules:\n\n1. **Answer only what you know.** Nothing else.\n2. Plain item\n\n| Aspect | Make |\n| --- | --- |\n| Hosting | Cloud |\n`;
    const code = String(await compileArticle("a-guide.md", `${yaml(valid)}${body}`));
    const sections = code.slice(code.indexOf("export const sections = "));
    expect(sections).toMatch(/"type": "paragraph",\s*"text": "Three rules:"/);
    expect(sections).toMatch(
      /"lead": "Answer only what you know",\s*"text": "Answer only what you know\. Nothing else\."/,
    );
    expect(sections).toMatch(/"lead": "",\s*"text": "Plain item"/);
    expect(sections).toMatch(/"rows": \[\s*\[\s*"Aspect",\s*"Make"\s*\],\s*\[\s*"Hosting",\s*"Cloud"\s*\]\s*\]/);
  });

  it("fails the build naming the file and field of a bad front matter", async () => {
    await expect(compileArticle("a-guide.md", `${yaml({ ...valid, category: "Sales" })}Text.`)).rejects.toThrow(
      /Article app\/content\/articles\/a-guide\.md: invalid front matter\n {2}- category: Invalid option/,
    );
  });

  it("fails without front matter, with a missing illustration, or with a link to a heading it lacks", async () => {
    await expect(compileArticle("a-guide.md", "Just text.")).rejects.toThrow(
      "Article app/content/articles/a-guide.md: no front matter",
    );
    const missing = { ...valid, hero: { ...valid.hero, src: "/illustrations/articles/nothing-here.svg" } };
    await expect(compileArticle("a-guide.md", `${yaml(missing)}Text.`)).rejects.toThrow(
      "  - hero.src: no file public/illustrations/articles/nothing-here.svg",
    );
    await expect(compileArticle("a-guide.md", `${yaml(valid)}See [below](#nowhere).`)).rejects.toThrow(
      'link to "#nowhere": no heading with that id',
    );
  });
});
