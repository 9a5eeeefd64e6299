import { afterEach, describe, expect, it } from "vitest";
import { hashFocusTarget } from "./hash-target";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("hashFocusTarget", () => {
  it("gives a form's first field, past its honeypot", () => {
    document.body.innerHTML = `<form id="assessment"><input name="website" tabindex="-1"><input type="hidden" name="k"><input name="fullName"></form>`;
    expect(hashFocusTarget("#assessment")?.getAttribute("name")).toBe("fullName");
  });

  it("gives any other element itself, made focusable", () => {
    document.body.innerHTML = `<section id="faq"><h2>FAQ</h2></section>`;
    const target = hashFocusTarget("#faq");
    expect(target?.id).toBe("faq");
    expect(target?.getAttribute("tabindex")).toBe("-1");
  });

  it("gives nothing for an empty, unknown or malformed hash", () => {
    document.body.innerHTML = `<p id="x"></p>`;
    expect(hashFocusTarget("")).toBeNull();
    expect(hashFocusTarget("#nothing")).toBeNull();
    expect(hashFocusTarget("#%E0%A4%A")).toBeNull();
  });
});
