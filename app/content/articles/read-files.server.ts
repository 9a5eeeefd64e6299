/**
 * Node only (react-router.config.ts, build scripts, tests): the articles' front matter read straight from
 * the files, checked by the same schema as the compiled modules. The app itself imports ./catalog.ts and
 * ./index.server.ts, which Vite compiles.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { extraResourcesPagePaths } from "../resources";
import { resolveFigureTokens } from "./figure-tokens";
import { type ArticleFrontMatter, parseFrontMatter } from "./schema";

export const ARTICLES_DIR = import.meta.dirname;

export type ArticleFile = ArticleFrontMatter & { file: string; path: `/resources/${string}` };

/** Every article file's front matter, newest first (as the site lists them). */
export function readArticleFiles(dir = ARTICLES_DIR): ArticleFile[] {
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const file = new VFile({
        path: path.join(dir, name),
        value: resolveFigureTokens(readFileSync(path.join(dir, name), "utf8"), name),
      });
      matter(file);
      const relative = path.relative(process.cwd(), file.path);
      const frontMatter = parseFrontMatter(relative, file.data.matter);
      return { ...frontMatter, file: relative, path: `/resources/${frontMatter.slug}` as const };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

/** The pages the articles add to the pre-rendered site: one per article, and the hub's further pages. */
export function articlePagePaths(dir = ARTICLES_DIR): string[] {
  const files = readArticleFiles(dir);
  return [...files.map((file) => file.path), ...extraResourcesPagePaths(files.length)];
}
