import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { sitemapPaths } from "~/lib/sitemap";
import { pageMeta } from "~/lib/seo";
import { prerenderPaths } from "./pages";
import { serverPages } from "./server-pages";

describe("the server pages (/search, /chat)", () => {
  it("are routes rendered per request: never pre-rendered, not in the sitemap, noindex", () => {
    const paths = routes.map((route) => `/${route.path ?? ""}`);
    for (const page of serverPages) {
      expect(paths).toContain(page.path);
      expect(prerenderPaths).not.toContain(page.path);
      expect(sitemapPaths()).not.toContain(page.path);
      expect(pageMeta(page)).toContainEqual({ name: "robots", content: "noindex" });
    }
  });
});
