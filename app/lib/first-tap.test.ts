import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
    document.documentElement.removeAttribute("data-no-hydration");
    vi.useRealTimers();
  });

  it("is small enough to inline in every page (< 1.2 KB; ADR 039 added the fallback)", () => {
    expect(new TextEncoder().encode(FIRST_TAP_SCRIPT).length).toBeLessThan(1200);
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

  describe("when the page cannot hydrate", () => {
    const root = document.documentElement;

    /** A tap held before the failure, then the failure, then a tap after it. */
    async function failWith(fail: () => void) {
      install();
      const tab = document.getElementById("tab") as HTMLElement;
      tab.click();
      expect(clicks).toEqual([]);
      fail();
      expect(root.hasAttribute("data-no-hydration")).toBe(true);
      // Taps are no longer held: the control behaves as on the page without JavaScript.
      const after = new MouseEvent("click", { bubbles: true, cancelable: true });
      tab.dispatchEvent(after);
      expect(after.defaultPrevented).toBe(false);
      expect(clicks).toEqual(["tab"]);
    }

    it("falls back when a module script fails to load (a blocked chunk)", async () => {
      await failWith(() => {
        const script = document.createElement("script");
        script.type = "module";
        document.body.append(script);
        script.dispatchEvent(new Event("error"));
      });
    });

    it("falls back when a module preload fails to load", async () => {
      await failWith(() => {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        document.head.append(link);
        link.dispatchEvent(new Event("error"));
      });
    });

    it("falls back when a script throws before hydration", async () => {
      await failWith(() => window.dispatchEvent(new ErrorEvent("error", { message: "boom" })));
    });

    it("falls back when a promise is rejected unhandled before hydration (a failed dynamic import)", async () => {
      await failWith(() => window.dispatchEvent(new Event("unhandledrejection")));
    });

    it("falls back when nothing hydrated 10 s after load", async () => {
      vi.useFakeTimers();
      await failWith(() => {
        window.dispatchEvent(new Event("load"));
        vi.advanceTimersByTime(9_999);
        expect(root.hasAttribute("data-no-hydration")).toBe(false);
        vi.advanceTimersByTime(1);
      });
    });

    it("does not fall back for an image that fails to load, nor after hydration", async () => {
      install();
      const image = document.createElement("img");
      document.body.append(image);
      image.dispatchEvent(new Event("error"));
      expect(root.hasAttribute("data-no-hydration")).toBe(false);
      root.dataset.hydrated = "true";
      await flush();
      window.dispatchEvent(new ErrorEvent("error", { message: "later" }));
      expect(root.hasAttribute("data-no-hydration")).toBe(false);
    });

    it("a hydration that still comes removes the mark and replays nothing dropped", async () => {
      await failWith(() => window.dispatchEvent(new ErrorEvent("error", { message: "boom" })));
      root.dataset.hydrated = "true";
      await flush();
      expect(root.hasAttribute("data-no-hydration")).toBe(false);
      expect(clicks).toEqual(["tab"]);
    });
  });
});
