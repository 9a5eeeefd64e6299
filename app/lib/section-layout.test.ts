// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { layOutSections } from "./section-layout";

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

  it("ends the skipping at once when the address names a target", () => {
    page(3);
    window.location.hash = "#s2";
    layOutSections();
    expect(document.documentElement.dataset.sectionsLaidOut).toBe("");
  });
});
