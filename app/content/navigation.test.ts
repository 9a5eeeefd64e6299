import { describe, expect, it } from "vitest";
import { footerColumns, mainNav, servicesMenu } from "./navigation";

/** SPEC 2.2, from the registry's `nav` entries. */
describe("navigation", () => {
  it("has the main links in order, Services opening the menu", () => {
    expect(mainNav).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services", services: true },
      { name: "About", path: "/about" },
      { name: "Blog/Resources", path: "/resources" },
      { name: "Contact", path: "/contact" },
    ]);
  });

  it("groups the three systems and the flagship in the Services menu, each with a description and an icon", () => {
    const [systems, programs] = servicesMenu.desktopGroups;
    expect(systems.items.map((item) => [item.name, item.path])).toEqual([
      ["Revenue Growth AI System", "/services/revenue-growth-ai-system"],
      ["Customer Experience AI System", "/services/customer-experience-ai-system"],
      ["Operational Intelligence AI System", "/services/operational-intelligence-ai-system"],
    ]);
    expect(programs.items.map((item) => [item.name, item.path])).toEqual([["AIVA Lead OS", "/services/aiva-lead-os"]]);
    for (const item of [...systems.items, ...programs.items]) {
      expect(item.description.length).toBeGreaterThan(20);
      expect(item.icon).toBeTruthy();
    }
    expect(servicesMenu.mobileGroups.map((group) => group.items)).toEqual([systems.items, programs.items]);
  });

  it("has the footer columns Company, Services, Solutions and Legal", () => {
    expect(footerColumns.map((column) => [column.title, column.links.map((link) => link.name)])).toEqual([
      ["Company", ["About", "Blog/Resources", "Contact"]],
      ["Services", ["Revenue Growth AI System", "Customer Experience AI System", "Operational Intelligence AI System"]],
      ["Solutions", ["AIVA Lead OS"]],
      ["Legal", ["Privacy Policy", "Terms of Service"]],
    ]);
  });
});
