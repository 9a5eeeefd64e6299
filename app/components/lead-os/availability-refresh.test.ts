import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshAvailability } from "./availability-refresh";
import { renderLeadOsPage } from "./static-sections.server";

/** The flagship's availability block as the build renders it on `buildDay`. */
function renderedOn(buildDay: Date): HTMLElement {
  vi.useFakeTimers({ now: buildDay, toFake: ["Date"] });
  const { afterResults } = renderLeadOsPage("Heading");
  vi.useRealTimers();
  const root = document.createElement("div");
  root.innerHTML = afterResults;
  return root;
}

const lineOf = (root: HTMLElement) =>
  root.querySelector("time[data-availability-month]")?.parentElement?.textContent?.replace(/\s+/g, " ").trim();

describe("the availability block", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is rendered with the coming month of the build's day, as a <time datetime>", () => {
    const root = renderedOn(new Date(2026, 10, 25, 14));
    const time = root.querySelector<HTMLTimeElement>("time[data-availability-month]");
    expect(time?.dateTime).toBe("2026-12");
    expect(time?.textContent).toBe("December 2026");
    expect(lineOf(root)).toBe("December 2026: 3 spots remaining");
    expect(root.textContent).not.toMatch(/January 2025/);
  });

  it("refreshAvailability brings the month up to the visitor's day, and only the month", () => {
    const root = renderedOn(new Date(2026, 10, 25, 14));
    const before = root.innerHTML;
    refreshAvailability(root, new Date(2027, 2, 14, 9));
    const time = root.querySelector<HTMLTimeElement>("time[data-availability-month]");
    expect(time?.dateTime).toBe("2027-04");
    expect(time?.textContent).toBe("April 2027");
    expect(lineOf(root)).toBe("April 2027: 3 spots remaining");
    expect(root.innerHTML.replace("2027-04", "2026-12").replace("April 2027", "December 2026")).toBe(before);
  });

  it("leaves the block untouched when the visitor's coming month is the build's", () => {
    const root = renderedOn(new Date(2026, 10, 2, 8));
    const before = root.innerHTML;
    refreshAvailability(root, new Date(2026, 10, 30, 23, 59));
    expect(root.innerHTML).toBe(before);
  });
});
