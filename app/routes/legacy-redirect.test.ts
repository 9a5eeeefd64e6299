import { afterEach, describe, expect, it } from "vitest";
import { canonicalPathOf, findPageByPath, legacyRedirects } from "~/content/pages";
import { absoluteUrl, documentTitle } from "~/lib/seo";
import { clientLoader, loader } from "./legacy-redirect";

type LoaderArgs = Parameters<typeof clientLoader>[0];

function argsFor(path: string): LoaderArgs {
  return { request: new Request(`http://localhost${path}`), params: {} } as unknown as LoaderArgs;
}

function head(selector: string, attr: string): string | null {
  return document.head.querySelector(selector)?.getAttribute(attr) ?? null;
}

afterEach(() => {
  document.head.innerHTML = "";
  document.title = "";
});

describe("legacy redirects (SPEC 2.1)", () => {
  it.each(legacyRedirects)(
    "in-app navigation to $from sets the target's meta before redirecting to $to",
    ({ from, to }) => {
      const target = findPageByPath(to);
      if (!target) throw new Error(`no registry page for ${to}`);

      let thrown: unknown;
      try {
        clientLoader(argsFor(from));
      } catch (error) {
        thrown = error;
      }

      // The redirect is thrown only after the document carries the target's title, description,
      // keywords and canonical, so a crawler or screen reader never sees the legacy page's.
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
      expect(response.headers.get("Location")).toBe(to);
      expect(document.title).toBe(documentTitle(target.title));
      expect(head('meta[name="description"]', "content")).toBe(target.description);
      expect(head('meta[name="keywords"]', "content")).toBe(target.keywords.join(", "));
      expect(head('link[rel="canonical"]', "href")).toBe(absoluteUrl(canonicalPathOf(target)));
    },
  );

  it("a trailing slash on the legacy path finds the same target", () => {
    expect(() => clientLoader(argsFor("/sales-automation/"))).toThrow();
    expect(document.title).toBe(documentTitle(findPageByPath("/services/revenue-growth-ai-system")?.title ?? ""));
  });

  it("a direct request gets a permanent redirect", () => {
    const response = loader(argsFor("/customer-support-automation") as never);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/services/customer-experience-ai-system");
  });
});
