import { describe, expect, it } from "vitest";
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

  it("never links Services or the current page; links the rest", () => {
    const trail = breadcrumbTrail("/services/aiva-lead-os");
    expect(trail.map((c) => c.link)).toEqual([true, false, false]);
    expect(breadcrumbTrail("/a/b").map((c) => [c.path, c.link])).toEqual([
      ["/", true],
      ["/a", true],
      ["/a/b", false],
    ]);
  });
});
