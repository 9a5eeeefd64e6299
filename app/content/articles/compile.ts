/**
 * Build code only (vite.config.ts, vitest.config.ts): how an article file becomes a module (ADR 027).
 * @mdx-js/rollup compiles `app/content/articles/*.md` (and `.mdx`, for an article that needs a React component)
 * with GitHub-flavoured Markdown and heading ids, and the plugins below check the article and add two exports:
 *
 * - `meta`: the validated front matter, resolved (author from site.ts), with the word count and reading time;
 * - `card`: the part of `meta` that lists of articles show, free of the body, so the browser bundles import it
 *   alone (the resources hub, search, the chat's links);
 * - `sections`: every second-level heading with its id and plain text (table of contents, chat assistant), and
 *   that text as paragraphs, lists and tables (the chat assistant's quotes).
 *
 * The build stops, naming the file, on a bad or missing front matter field, a missing illustration or a link to
 * a heading the article does not have (links to other pages are checked on the built site: scripts/check-links.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import mdx from "@mdx-js/rollup";
import type { Program } from "estree";
import { valueToEstree } from "estree-util-value-to-estree";
import type { Element, ElementContent, Root as HastRoot, RootContent, Text } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import type { Root as MdastRoot } from "mdast";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { keepTogetherParts } from "../keep-together.ts";
import { resolveFigureTokens } from "./figure-tokens.ts";
// Extensions spelled out: Vite's config loader reads this file and its imports natively.
import {
  type ArticleBlock,
  ArticleError,
  type ArticleFrontMatter,
  type ArticleSection,
  parseFrontMatter,
  toArticleCard,
  toArticleMeta,
} from "./schema.ts";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../public");

const ARTICLE_FILE = /app\/content\/articles\/[^/]+\.mdx?$/;

/** The Vite plugins that compile the articles (before React Router's, which must see JavaScript). */
export function articleMdx(): Plugin[] {
  return [articleFigures(), articleCompiler()];
}

/** Puts the figures of ../figures.ts in place of `{figure:name}` tokens, before MDX reads the file (ADR 036). */
function articleFigures(): Plugin {
  return {
    name: "aiva-article-figures",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!ARTICLE_FILE.test(file)) return null;
      return { code: resolveFigureTokens(code, path.relative(process.cwd(), file)), map: null };
    },
  };
}

function articleCompiler(): Plugin {
  return {
    enforce: "pre",
    ...(mdx({
      include: ["app/content/articles/*.md", "app/content/articles/*.mdx", "**/app/content/articles/*.{md,mdx}"],
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkArticleFrontMatter],
      rehypePlugins: [rehypeSlug, rehypeArticle, rehypeKeepTogether],
    }) as Plugin),
  };
}

type ArticleData = { frontMatter?: ArticleFrontMatter };

function fail(file: VFile, message: string): never {
  throw new ArticleError(`Article ${relative(file)}: ${message}`);
}

function relative(file: VFile): string {
  return path.relative(process.cwd(), file.path) || file.path;
}

/** Reads and checks the YAML front matter, and takes it out of the document. */
export function remarkArticleFrontMatter() {
  return (tree: MdastRoot, file: VFile) => {
    const index = tree.children.findIndex((node) => node.type === "yaml");
    const yaml = tree.children[index];
    if (yaml?.type !== "yaml") fail(file, "no front matter (a --- block of YAML at the top)");
    let data: unknown;
    try {
      data = parseYaml(yaml.value);
    } catch (error) {
      fail(file, `front matter is not valid YAML: ${(error as Error).message}`);
    }
    const frontMatter = parseFrontMatter(relative(file), data);
    if (!existsSync(path.join(PUBLIC_DIR, frontMatter.hero.src))) {
      fail(file, `invalid front matter\n  - hero.src: no file public${frontMatter.hero.src}`);
    }
    tree.children.splice(index, 1);
    (file.data as ArticleData).frontMatter = frontMatter;
  };
}

/** After rehype-slug: checks the links, measures the text and exports `meta` and `sections`. */
export function rehypeArticle() {
  return (tree: HastRoot, file: VFile) => {
    const frontMatter = (file.data as ArticleData).frontMatter;
    if (!frontMatter) fail(file, "no front matter");
    checkLinks(tree, file);
    const wordCount = hastToString(tree).split(/\s+/).filter(Boolean).length;
    const meta = toArticleMeta(frontMatter, wordCount);
    tree.children.push(
      esmExport("meta", meta),
      esmExport("card", toArticleCard(meta)),
      esmExport("sections", sectionsOf(tree)),
    );
  };
}

/**
 * Sets each hyphenated compound and number with its unit of the article's text ("15-hour", "24 hours") in a
 * `white-space: nowrap` span, so it never breaks across lines (issue 33); code keeps its text as it is.
 */
export function rehypeKeepTogether() {
  return (tree: HastRoot) => {
    visit(tree, "text", (node: Text, index, parent) => {
      if (!parent || index === undefined) return;
      if (parent.type === "element" && (parent.tagName === "code" || parent.tagName === "pre")) return;
      const parts = keepTogetherParts(node.value);
      if (parts.length === 1) return;
      const pieces: ElementContent[] = parts.flatMap((value, i): ElementContent[] => {
        if (value === "") return [];
        if (i % 2 === 0) return [{ type: "text", value }];
        return [
          {
            type: "element",
            tagName: "span",
            properties: { className: ["whitespace-nowrap"] },
            children: [{ type: "text", value }],
          },
        ];
      });
      parent.children.splice(index, 1, ...(pieces as typeof parent.children));
      return index + pieces.length;
    });
  };
}

/** Links within the article; links to other pages are checked on the built site (scripts/check-links.ts). */
function checkLinks(tree: HastRoot, file: VFile) {
  const ids = new Set<string>();
  const hrefs: string[] = [];
  visit(tree, "element", (node: Element) => {
    if (typeof node.properties.id === "string") ids.add(node.properties.id);
    if (node.tagName === "a" && typeof node.properties.href === "string") hrefs.push(node.properties.href);
  });
  for (const href of hrefs) {
    if (href.startsWith("#") && !ids.has(href.slice(1))) fail(file, `link to "${href}": no heading with that id`);
  }
}

/** Each second-level heading with the plain text up to the next one; the text before the first is the intro. */
function sectionsOf(tree: HastRoot): ArticleSection[] {
  const sections: ArticleSection[] = [{ id: "", title: "", text: "", blocks: [] }];
  for (const node of tree.children) {
    if (node.type === "element" && node.tagName === "h2") {
      sections.push({ id: String(node.properties.id ?? ""), title: hastToString(node), text: "", blocks: [] });
      continue;
    }
    const text = textOf(node);
    const current = sections[sections.length - 1];
    if (!current || !text) continue;
    current.text = current.text ? `${current.text} ${text}` : text;
    const block = node.type === "element" ? blockOf(node) : null;
    if (block) current.blocks.push(block);
  }
  return sections.filter((section) => section.title || section.text);
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** A paragraph, list or table as a block; other elements (figures, headings below h2) are not quoted. */
function blockOf(node: Element): ArticleBlock | null {
  if (node.tagName === "p") {
    return { type: "paragraph", text: clean(hastToString(node)) };
  }
  if (node.tagName === "ul" || node.tagName === "ol") {
    const items = node.children.filter((child): child is Element => child.type === "element" && child.tagName === "li");
    return { type: "list", items: items.map((li) => ({ lead: leadOf(li), text: clean(hastToString(li)) })) };
  }
  if (node.tagName === "table") {
    const rows: string[][] = [];
    visit(node, "element", (row: Element) => {
      if (row.tagName !== "tr") return;
      rows.push(
        row.children
          .filter(
            (cell): cell is Element => cell.type === "element" && (cell.tagName === "td" || cell.tagName === "th"),
          )
          .map((cell) => clean(hastToString(cell))),
      );
    });
    return { type: "table", rows };
  }
  return null;
}

/** The bold words a list item opens with ("**Capture every channel.** Forms..."), without their full stop. */
function leadOf(li: Element): string {
  const firstOf = (parent: Element) =>
    parent.children.find((child) => child.type === "element" || (child.type === "text" && child.value.trim() !== ""));
  let node = firstOf(li);
  if (node?.type === "element" && node.tagName === "p") node = firstOf(node);
  return node?.type === "element" && node.tagName === "strong" ? clean(hastToString(node)).replace(/[.:]$/, "") : "";
}

function textOf(node: RootContent): string {
  if (node.type !== "element") return node.type === "text" ? node.value.trim() : "";
  if (node.tagName === "ul" || node.tagName === "ol") {
    return node.children
      .filter((child): child is Element => child.type === "element" && child.tagName === "li")
      .map((li) => sentence(hastToString(li)))
      .join(" ");
  }
  return hastToString(node).replace(/\s+/g, " ").trim();
}

function sentence(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return /[.!?:]$/.test(t) ? t : `${t}.`;
}

/** An `export const name = value` statement, as the MDX compiler takes ESM inside a document. */
function esmExport(name: string, value: unknown): RootContent {
  const program: Program = {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ExportNamedDeclaration",
        specifiers: [],
        attributes: [],
        source: null,
        declaration: {
          type: "VariableDeclaration",
          kind: "const",
          declarations: [
            {
              type: "VariableDeclarator",
              id: { type: "Identifier", name },
              init: valueToEstree(value),
            },
          ],
        },
      },
    ],
  };
  return { type: "mdxjsEsm", value: "", data: { estree: program } } as unknown as RootContent;
}
