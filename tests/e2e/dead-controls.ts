import type { Page } from "@playwright/test";

/**
 * The visible controls that do nothing without a script: a control is alive when it is a link to an address (or
 * to an element of the page), a button that submits or resets its form, a button that opens a popover (or runs a
 * command) of the page, or the summary of a <details>. A `<button type=button>` with none of these is dead.
 */
export function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
    };
    const alive = (el: Element): boolean => {
      if (el instanceof HTMLAnchorElement && el.hasAttribute("href")) {
        const href = el.getAttribute("href") ?? "";
        if (!href.startsWith("#")) return href.trim() !== "";
        return href === "#" ? false : document.getElementById(decodeURIComponent(href.slice(1))) !== null;
      }
      if (el instanceof HTMLElement && el.tagName === "SUMMARY") {
        return el.parentElement instanceof HTMLDetailsElement && el.parentElement.querySelector("summary") === el;
      }
      if (el instanceof HTMLButtonElement) {
        if (el.disabled) return true; // shown as unavailable, not offered
        const target = el.getAttribute("popovertarget") ?? el.getAttribute("commandfor");
        if (target) return document.getElementById(target) !== null;
        return (el.type === "submit" || el.type === "reset") && el.form !== null;
      }
      if (el instanceof HTMLInputElement) return ["submit", "reset", "image"].includes(el.type) && el.form !== null;
      return false;
    };
    const describe = (el: Element) =>
      `${el.outerHTML.slice(0, 160).replace(/\s+/g, " ")}${el.textContent?.trim() ? ` "${el.textContent.trim().slice(0, 40)}"` : ""}`;
    return Array.from(
      document.querySelectorAll("button, [role=button], a, summary, input[type=submit], input[type=button]"),
    )
      .filter((el) => visible(el) && !alive(el))
      .map(describe);
  });
}

/** The panels a script would switch between that are not readable (all of them are, without JavaScript). */
export function hiddenPanels(page: Page): Promise<string[]> {
  return page
    .locator(
      "[role=tabpanel], [data-slot=carousel-slide], [id^=challenge-panel-], [data-slot=process-panels] > section",
    )
    .evaluateAll((els) =>
      els.filter((el) => !el.checkVisibility()).map((el) => el.id || el.textContent?.slice(0, 60) || ""),
    );
}
