import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIRST_TAP_SCRIPT } from "./first-tap";

/** Runs the script as the page does: once, in a fresh document. */
function install() {
  new Function(FIRST_TAP_SCRIPT)();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first-tap script", () => {
  const clicks: string[] = [];
  const record = (event: Event) => clicks.push((event.currentTarget as HTMLElement).id);

  beforeEach(() => {
    document.documentElement.removeAttribute("data-hydrated");
    document.body.innerHTML = `
      <button id="tab" type="button">Tab</button>
      <button id="menu" type="button" popovertarget="m">Menu</button>
      <form action="/search"><button id="search">Search</button></form>
      <a id="link" href="#x">Link</a>
      <div id="card" data-replay><span id="inside">Card</span></div>
      <select id="choice" data-replay><option value="a">A</option><option value="b">B</option></select>`;
    for (const el of document.querySelectorAll<HTMLElement>("[id]")) el.addEventListener("click", record);
    clicks.length = 0;
  });
  afterEach(() => {
    document.documentElement.removeAttribute("data-hydrated");
  });

  it("is small enough to inline in every page (< 1 KB)", () => {
    expect(new TextEncoder().encode(FIRST_TAP_SCRIPT).length).toBeLessThan(1024);
  });

  it("holds taps on script-driven controls until the page is hydrated, then replays each once, in order", async () => {
    install();
    const tab = document.getElementById("tab") as HTMLElement;
    const first = new MouseEvent("click", { bubbles: true, cancelable: true });
    tab.dispatchEvent(first);
    document.getElementById("inside")?.click();
    tab.click();
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    document.documentElement.dataset.hydrated = "true";
    await flush();
    expect(clicks).toEqual(["tab", "card", "tab"]);

    // Once hydrated, clicks pass straight through and nothing is replayed again.
    tab.click();
    await flush();
    expect(clicks).toEqual(["tab", "card", "tab", "tab"]);
  });

  it("leaves native controls alone: popover buttons, submit buttons and links act at once", async () => {
    install();
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("menu")?.click();
    document.getElementById("link")?.dispatchEvent(link);
    expect(clicks).toEqual(["menu", "link"]);
    expect(link.defaultPrevented).toBe(false);
    document.documentElement.dataset.hydrated = "true";
    await flush();
    expect(clicks).toEqual(["menu", "link"]);
  });

  it("drops a held tap whose control left the page before hydration", async () => {
    install();
    const tab = document.getElementById("tab") as HTMLElement;
    tab.click();
    tab.remove();
    document.documentElement.dataset.hydrated = "true";
    await flush();
    expect(clicks).toEqual([]);
  });

  it("gives a select changed before hydration its chosen value back after, with one change event", async () => {
    install();
    const select = document.getElementById("choice") as HTMLSelectElement;
    const changes: string[] = [];
    select.value = "b";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    // Hydration renders the state's value (the first option) over the visitor's choice.
    select.value = "a";
    select.addEventListener("change", () => changes.push(select.value));
    document.documentElement.dataset.hydrated = "true";
    await flush();
    expect(select.value).toBe("b");
    expect(changes).toEqual(["b"]);
  });
});
