// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { layOutSections, layoutParts, PART_LIMIT, PART_MIN } from "./section-layout";

const nextTasks = (n: number) =>
  new Promise<void>((resolve) => {
    let left = n;
    const tick = () => (--left <= 0 ? resolve() : setTimeout(tick, 0));
    setTimeout(tick, 0);
  });

function page(sections: number) {
  document.body.innerHTML = Array.from(
    { length: sections },
    (_, i) => `<section data-slot="section" id="s${i}"></section>`,
  ).join("");
  return [...document.querySelectorAll<HTMLElement>('[data-slot="section"]')];
}

afterEach(() => {
  delete document.documentElement.dataset.sectionsLaidOut;
  window.location.hash = "";
});

describe("layOutSections", () => {
  it("marks every section laid out over several tasks, then the document", async () => {
    const sections = page(4);
    layOutSections();
    expect(document.documentElement.dataset.sectionsLaidOut).toBeUndefined();
    await nextTasks(20);
    expect(sections.map((s) => s.dataset.laidOut)).toEqual(["", "", "", ""]);
    expect(document.documentElement.dataset.sectionsLaidOut).toBe("");
  });

  it("lays out nothing more once stopped (the root unmounted)", async () => {
    const sections = page(3);
    const stop = layOutSections();
    stop();
    await nextTasks(20);
    expect(sections.some((s) => "laidOut" in s.dataset)).toBe(false);
    expect(document.documentElement.dataset.sectionsLaidOut).toBeUndefined();
  });

  it("lays a large skipped section out a piece per task after the section itself", async () => {
    document.body.innerHTML = `<section data-slot="section" id="far"><h2>Systems</h2><ul>${cards(4)}</ul></section>`;
    const section = document.getElementById("far") as HTMLElement;
    const cardsOf = () => [...section.querySelectorAll<HTMLElement>(":scope > ul > li")];
    // jsdom has no content-visibility: the section reports its contents skipped, as a browser does far from the viewport.
    (section.firstElementChild as HTMLElement).checkVisibility = () => false;
    const order: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) order.push((record.target as HTMLElement).id || "card");
    }).observe(section, { attributes: true, attributeFilter: ["data-laid-out"], subtree: true });
    layOutSections();
    await nextTasks(30);
    expect(cardsOf().every((card) => card.dataset.layoutPart === "" && card.dataset.laidOut === "")).toBe(true);
    expect(order).toEqual(["far", "card", "card", "card", "card"]);
    expect(document.documentElement.dataset.sectionsLaidOut).toBe("");
  });

  it("lays a section the browser already renders (near the viewport) out whole", async () => {
    document.body.innerHTML = `<section data-slot="section" id="near"><ul>${cards(4)}</ul></section>`;
    const section = document.getElementById("near") as HTMLElement;
    (section.firstElementChild as HTMLElement).checkVisibility = () => true;
    layOutSections();
    await nextTasks(30);
    expect(section.dataset.laidOut).toBe("");
    expect(section.querySelectorAll("[data-layout-part]")).toHaveLength(0);
  });

  it("ends the skipping at once when the address names a target", () => {
    page(3);
    window.location.hash = "#s2";
    layOutSections();
    expect(document.documentElement.dataset.sectionsLaidOut).toBe("");
  });
});

/** `count` cards of 20 elements each: an article holding a heading and a list of 17 items. */
function cards(count: number) {
  const items = Array.from({ length: 17 }, (_, i) => `<li>point ${i}</li>`).join("");
  return Array.from({ length: count }, () => `<li><article><h3>Card</h3><ul>${items}</ul></article></li>`).join("");
}

describe("layoutParts", () => {
  it("splits a large section into pieces of at most PART_LIMIT elements, leaving out small ones", () => {
    document.body.innerHTML = `<section><header><h2>Title</h2><p>Intro</p></header><ul>${cards(4)}</ul><svg>${"<path/>".repeat(60)}</svg></section>`;
    const section = document.querySelector("section") as HTMLElement;
    const parts = layoutParts(section);
    // The four cards (21 elements each); not the header (3 elements), the list around them (split), nor the drawing.
    expect(parts.map((part) => part.tagName)).toEqual(["LI", "LI", "LI", "LI"]);
    for (const part of parts) {
      const size = part.getElementsByTagName("*").length + 1;
      expect(size).toBeLessThanOrEqual(PART_LIMIT);
      expect(size).toBeGreaterThanOrEqual(PART_MIN);
    }
  });

  it("splits further down when a piece is still too large", () => {
    const points = Array.from({ length: 30 }, (_, i) => `<li>point ${i}</li>`).join("");
    document.body.innerHTML = `<section><div><ol>${points}</ol><ol>${points}</ol></div></section>`;
    const parts = layoutParts(document.querySelector("section") as HTMLElement);
    expect(parts.map((part) => part.tagName)).toEqual(["OL", "OL"]);
  });

  it("leaves a small section whole", () => {
    document.body.innerHTML = `<section><ul>${cards(2)}</ul></section>`;
    expect(layoutParts(document.querySelector("section") as HTMLElement)).toEqual([]);
  });
});
