import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { breadcrumbTrail, capitaliseSegment } from "./breadcrumbs";

const labels = (path: string) => breadcrumbTrail(path).map((c) => c.label);

describe("breadcrumbTrail (SPEC 2.13)", () => {
  it("shows nothing when only Home would appear", () => {
    expect(breadcrumbTrail("/")).toEqual([]);
  });

  it("labels every known page", () => {
    expect(labels("/services/revenue-growth-ai-system")).toEqual(["Home", "Services", "Revenue Growth AI System"]);
    expect(labels("/services/customer-experience-ai-system")).toEqual([
      "Home",
      "Services",
      "Customer Experience AI System",
    ]);
    expect(labels("/services/operational-intelligence-ai-system")).toEqual([
      "Home",
      "Services",
      "Operational Intelligence AI System",
    ]);
    expect(labels("/services/aiva-lead-os")).toEqual(["Home", "Services", "AIVA Lead OS"]);
    expect(labels("/about")).toEqual(["Home", "About"]);
    expect(labels("/resources")).toEqual(["Home", "Blog/Resources"]);
    expect(labels("/contact")).toEqual(["Home", "Contact"]);
    expect(labels("/schedule")).toEqual(["Home", "Schedule"]);
  });

  it("uses the spec's labels for the extra service segments", () => {
    expect(labels("/services/ai-strategy-consulting")).toEqual(["Home", "Services", "AI Strategy & Consulting"]);
    expect(labels("/services/custom-ai-development")).toEqual(["Home", "Services", "Custom AI Development"]);
    expect(labels("/services/ai-integration")).toEqual(["Home", "Services", "AI Integration Services"]);
  });

  it("capitalises the hyphen-separated words of any other segment", () => {
    expect(labels("/case-studies/acme-logistics-rollout")).toEqual(["Home", "Case Studies", "Acme Logistics Rollout"]);
    expect(capitaliseSegment("hello-world")).toBe("Hello World");
  });

  it("capitalises the pages SPEC 2.13 does not list: Privacy Policy and Terms Of Service", () => {
    expect(labels("/privacy-policy")).toEqual(["Home", "Privacy Policy"]);
    expect(labels("/terms-of-service")).toEqual(["Home", "Terms Of Service"]);
  });

  it("the registry's label of every page outside SPEC 2.13's list follows the capitalisation rule", () => {
    // SPEC 2.13's labelled segments (the flagship's own label included); every other page falls under the rule.
    const listed = new Set([
      "services",
      "revenue-growth-ai-system",
      "customer-experience-ai-system",
      "operational-intelligence-ai-system",
      "aiva-lead-os",
      "about",
      "resources",
      "contact",
      "schedule",
    ]);
    const others = pages.filter((p) => p.path !== "/" && !listed.has(p.path.split("/").pop() ?? ""));
    expect(others.map((p) => p.path).sort()).toEqual(["/demo", "/privacy-policy", "/terms-of-service"]);
    for (const page of others) {
      const segment = page.path.split("/").pop() ?? "";
      expect(page.breadcrumb).toBe(capitaliseSegment(segment));
      expect(breadcrumbTrail(page.path).at(-1)?.label).toBe(capitaliseSegment(segment));
    }
  });

  it("never links Services, the current page or a segment without a page; links the rest", () => {
    const trail = breadcrumbTrail("/services/aiva-lead-os");
    expect(trail.map((c) => c.link)).toEqual([true, false, false]);
    expect(breadcrumbTrail("/a/b").map((c) => [c.path, c.link])).toEqual([
      ["/", true],
      ["/a", false],
      ["/a/b", false],
    ]);
    expect(breadcrumbTrail("/resources/page/2").map((c) => [c.label, c.link])).toEqual([
      ["Home", true],
      ["Blog/Resources", true],
      ["Page", false],
      ["2", false],
    ]);
  });

  it("labels an article by its title (the route's handle), under Blog/Resources", () => {
    const title = "Speed to Lead: Why the First Reply Wins the Deal";
    expect(breadcrumbTrail("/resources/speed-to-lead", { label: title }).map((c) => [c.label, c.link])).toEqual([
      ["Home", true],
      ["Blog/Resources", true],
      [title, false],
    ]);
  });

  it("ends a missing page's trail on its label, keeping only the pages of its address that exist", () => {
    const notFound = { label: "Page not found", notFound: true };
    expect(breadcrumbTrail("/nope", notFound).map((c) => [c.label, c.link])).toEqual([
      ["Home", true],
      ["Page not found", false],
    ]);
    expect(breadcrumbTrail("/resources/no-such-article", notFound).map((c) => [c.label, c.path, c.link])).toEqual([
      ["Home", "/", true],
      ["Blog/Resources", "/resources", true],
      ["Page not found", "/resources/no-such-article", false],
    ]);
    expect(breadcrumbTrail("/a/b/c", notFound).map((c) => c.label)).toEqual(["Home", "Page not found"]);
  });

  it("keeps SPEC 2.13's fixed labels when the page gives none", () => {
    expect(breadcrumbTrail("/services/aiva-lead-os").map((c) => c.label)).toEqual(["Home", "Services", "AIVA Lead OS"]);
    expect(breadcrumbTrail("/contact").map((c) => c.label)).toEqual(["Home", "Contact"]);
  });
});
