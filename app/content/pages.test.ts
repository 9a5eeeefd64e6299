import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { legacyRedirects, pages, searchEntries } from "./pages";

type RouteLike = { path?: string; index?: boolean; file: string; children?: RouteLike[] };

function flatten(list: RouteLike[]): { path: string; file: string }[] {
  return list.flatMap((r) => [
    { path: r.index ? "/" : `/${r.path ?? ""}`, file: r.file },
    ...flatten(r.children ?? []),
  ]);
}

const routeConfig = flatten(routes as RouteLike[]);

describe("route registry", () => {
  it("has a route with the registered module for every page", () => {
    for (const page of pages) {
      const route = routeConfig.find((r) => r.path === page.path);
      expect(route, `no route for ${page.path}`).toBeDefined();
      expect(route?.file).toBe(page.file);
    }
  });

  it("has a legacy-redirect route for every legacy path, and the targets are pages", () => {
    for (const { from, to } of legacyRedirects) {
      expect(routeConfig.find((r) => r.path === from)?.file).toBe("routes/legacy-redirect.tsx");
      expect(pages.some((p) => p.path === to)).toBe(true);
    }
    expect(legacyRedirects).toHaveLength(8);
  });

  it("registers every route of routes.ts (pages, legacy paths, files and the catch-all)", () => {
    const known = new Set<string>([
      ...pages.map((p) => p.path),
      ...legacyRedirects.map((r) => r.from),
      "/sitemap.xml",
      "/robots.txt",
      "/api/chat-message",
      "/*",
    ]);
    for (const route of routeConfig) expect(known.has(route.path), `unregistered route ${route.path}`).toBe(true);
  });

  it("covers every route of SPEC 2.1 with complete metadata", () => {
    expect(pages.map((p) => p.path)).toEqual([
      "/",
      "/services",
      "/services/revenue-growth-ai-system",
      "/services/customer-experience-ai-system",
      "/services/operational-intelligence-ai-system",
      "/services/aiva-lead-os",
      "/about",
      "/resources",
      "/contact",
      "/schedule",
      "/privacy-policy",
      "/terms-of-service",
    ]);
    for (const page of pages) {
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
      expect(page.keywords.length).toBeGreaterThan(0);
      expect(page.breadcrumb.length).toBeGreaterThan(0);
    }
    expect(pages.find((p) => p.path === "/services")).toMatchObject({
      canonical: "/services/revenue-growth-ai-system",
    });
  });

  it("lists the 7 search entries of SPEC 2.3 with their categories", () => {
    expect(searchEntries.map((e) => [e.title, e.url, e.category])).toEqual([
      ["Revenue Growth AI System", "/services/revenue-growth-ai-system", "Services"],
      ["Customer Experience AI System", "/services/customer-experience-ai-system", "Services"],
      ["Operational Intelligence AI System", "/services/operational-intelligence-ai-system", "Services"],
      ["AIVA Lead OS", "/services/aiva-lead-os", "Solutions"],
      ["Schedule Consultation", "/schedule", "Contact"],
      ["About", "/about", "Company"],
      ["Contact Us", "/contact", "Contact"],
    ]);
  });
});
