import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalPathOf, prerenderedPages } from "../../app/content/pages";
import { buildDir, decodeEntities as decode, prerenderedFile } from "../support/build";

const buildInfo = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8")) as { siteUrl: string };

function htmlOf(pagePath: string): string {
  return readFileSync(prerenderedFile(pagePath), "utf8");
}

function attr(html: string, selector: RegExp): string | undefined {
  const value = selector.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
}

describe.each(prerenderedPages.map((p) => [p.path, p] as const))("pre-rendered %s", (pagePath, page) => {
  const html = htmlOf(pagePath);

  it("has lang, its h1 and main text without JavaScript", () => {
    expect(html).toContain('<html lang="en"');
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
    expect(decode(h1 ?? "")).toBe(page.heading);
    expect(html).toContain('id="main-content"');
  });

  it("has title, description and keywords from the registry", () => {
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${page.title} | AIVA`);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(page.description);
    expect(attr(html, /<meta name="keywords" content="([^"]*)"/)).toBe(page.keywords.join(", "));
  });

  it("has an absolute canonical link", () => {
    const expected = `${buildInfo.siteUrl}${canonicalPathOf(page) === "/" ? "/" : canonicalPathOf(page)}`;
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(expected);
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(expected);
  });

  it("has Open Graph and Twitter tags", () => {
    for (const property of ["og:title", "og:description", "og:type", "og:image"]) {
      expect(attr(html, new RegExp(`<meta property="${property}" content="([^"]+)"`)), property).toBeTruthy();
    }
    const image = `${buildInfo.siteUrl}/og${canonicalPathOf(page) === "/" ? "/home" : canonicalPathOf(page)}.png`;
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(image);
    for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
      expect(attr(html, new RegExp(`<meta name="${name}" content="([^"]+)"`)), name).toBeTruthy();
    }
  });

  it("has Organization JSON-LD with a customer-service contact point", () => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "null"),
    );
    const org = blocks.find((b) => b?.["@type"] === "Organization");
    expect(org).toBeDefined();
    expect(org.contactPoint).toMatchObject({ "@type": "ContactPoint", contactType: "customer service" });
  });
});

describe("the /services alias and the flagship", () => {
  it("point their canonicals at the right pages", () => {
    expect(htmlOf("/services")).toContain(
      `<link rel="canonical" href="${buildInfo.siteUrl}/services/revenue-growth-ai-system"/>`,
    );
    expect(htmlOf("/services/aiva-lead-os")).toContain(
      `<link rel="canonical" href="${buildInfo.siteUrl}/services/aiva-lead-os"/>`,
    );
  });
});
