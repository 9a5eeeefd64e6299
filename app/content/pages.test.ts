import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes, { pageRoutes } from "~/routes";
import { contentRoutes, legacyRedirects, type PageEntry, pages, prerenderPaths, searchEntries } from "./pages";

/** The route of `path` in the config: its pattern's segments match the path's (`:param` matches any one). */
function routeFor(config: RouteConfigEntry[], path: string): RouteConfigEntry | undefined {
  const segments = path.split("/").filter(Boolean);
  return config.find((entry) => {
    if (entry.index) return segments.length === 0;
    const pattern = (entry.path ?? "").split("/").filter(Boolean);
    return (
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(":") || part === segments[i])
    );
  });
}

describe("route registry", () => {
  it("gives every page a route to its module, and pre-renders it unless it is rendered per request", () => {
    const config = routes as RouteConfigEntry[];
    for (const page of pages as readonly PageEntry[]) {
      expect(routeFor(config, page.path)?.file, page.path).toBe(page.file);
      if (page.perRequest) expect(prerenderPaths).not.toContain(page.path);
      else expect(prerenderPaths).toContain(page.path);
    }
    // /schedule's open times are the server's, per request (issue 35).
    expect(prerenderPaths).not.toContain("/schedule");
  });

  it("routes the pages of content files (articles, the hub's further pages) to their modules", () => {
    const config = routes as RouteConfigEntry[];
    for (const { path, file } of contentRoutes) {
      const sample = path.replace(/:[a-z]+/g, "2");
      expect(routeFor(config, sample)?.file, sample).toBe(file);
    }
  });

  it("serves the four system pages with one module, one route id per page", () => {
    const config = routes as RouteConfigEntry[];
    const registry: readonly PageEntry[] = pages;
    const servicePages = ["/services", ...registry.filter((p) => p.nav?.footer === "Services").map((p) => p.path)];
    expect(servicePages).toHaveLength(4);
    const ids = servicePages.map((path) => {
      const route = routeFor(config, path);
      expect(route?.file).toBe("routes/services.tsx");
      return route?.id;
    });
    expect(new Set(ids).size).toBe(4);
  });

  it("registers a route pattern shared by several pages once (one module with a parameter)", () => {
    const article = (slug: string): PageEntry => ({
      ...pages[0],
      id: "resources",
      path: `/resources/${slug}`,
      route: "/resources/:slug",
      file: "routes/article.tsx",
    });
    const config = pageRoutes([pages[0], article("first"), article("second")]);
    expect(config.map((entry) => [entry.path ?? "/", entry.file])).toEqual([
      ["/", "routes/home.tsx"],
      ["resources/:slug", "routes/article.tsx"],
    ]);
    expect(routeFor(config, "/resources/second")?.file).toBe("routes/article.tsx");
  });

  it("answers every legacy path with the redirect module, and their targets are pages", () => {
    const config = routes as RouteConfigEntry[];
    for (const { from, to } of legacyRedirects) {
      expect(routeFor(config, from)?.file).toBe("routes/legacy-redirect.tsx");
      expect(pages.some((p) => p.path === to)).toBe(true);
    }
    expect(legacyRedirects).toHaveLength(8);
  });

  it("covers every route of SPEC 2.1 (and /demo, DESIGN 3) with complete metadata", () => {
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
      "/demo",
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
