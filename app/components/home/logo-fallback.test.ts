import { describe, expect, it } from "vitest";
import { fallBack, loadLogosNow, watchLogos } from "./logo-fallback";

function logoList(): HTMLUListElement {
  const list = document.createElement("ul");
  list.innerHTML = `
    <li><img src="/logos/make.svg" alt="Make" data-logo-state="colour" data-platform="Make" loading="lazy" class="h-10 w-40"></li>
    <li><img src="/logos/make.svg" alt="" data-logo-state="colour" data-platform="Make" loading="lazy" class="h-10 w-40"></li>`;
  document.body.append(list);
  return list;
}

describe("the fallback of a logo served as HTML", () => {
  it("goes from the logo to its grey variant, then to a text tile named like the logo", () => {
    const list = logoList();
    const img = list.querySelector("img") as HTMLImageElement;
    fallBack(img);
    expect(img.getAttribute("src")).toBe("/logos/grey/make.svg");
    expect(img.dataset.logoState).toBe("grey");
    fallBack(img);
    const tile = list.querySelector('[data-logo-state="text"]') as HTMLElement;
    expect(tile.textContent).toBe("Make");
    expect(tile.getAttribute("role")).toBe("img");
    expect(tile.getAttribute("aria-label")).toBe("Make");
    expect(list.querySelectorAll("img")).toHaveLength(1);
    list.remove();
  });

  it("draws the duplicate track's tile as decoration, and catches a failure it is watching for", () => {
    const list = logoList();
    const stop = watchLogos(list);
    const duplicate = list.querySelectorAll("img")[1] as HTMLImageElement;
    duplicate.dispatchEvent(new Event("error"));
    expect(duplicate.dataset.logoState).toBe("grey");
    duplicate.dispatchEvent(new Event("error"));
    const tile = list.querySelector('[data-logo-state="text"]') as HTMLElement;
    expect(tile.textContent).toBe("Make");
    expect(tile.hasAttribute("role")).toBe(false);
    stop();
    const first = list.querySelector("img") as HTMLImageElement;
    first.dispatchEvent(new Event("error"));
    expect(first.dataset.logoState).toBe("colour");
    list.remove();
  });

  it("loads every logo now, at low priority, once the marquee nears", () => {
    const list = logoList();
    loadLogosNow(list);
    for (const img of list.querySelectorAll("img")) {
      expect(img.getAttribute("loading")).toBe("eager");
      expect(img.getAttribute("fetchpriority")).toBe("low");
    }
    list.remove();
  });
});
