import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaticHtml } from "./static-html";

const html = `
  <section>
    <a href="/contact">Contact</a>
    <a href="https://example.com/">Elsewhere</a>
    <a href="#assessment" data-slot="button" data-magnetic="true">Go to the form</a>
    <a href="#nowhere">Nowhere</a>
    <a href="/schedule" data-slot="button" data-ripple="off">Schedule</a>
  </section>
  <div id="assessment"><form><input type="text" name="website" tabindex="-1" /><input name="fullName" /></form></div>
`;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Page() {
  return <StaticHtml html={html} />;
}

function renderStatic() {
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    { path: "/contact", Component: Where },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

/** Whether StaticHtml took the click over; the listener then stops jsdom from "navigating" itself. */
function clickTakenOver(el: Element, init?: MouseEventInit): boolean {
  let prevented = false;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", listener);
  fireEvent.click(el, init);
  document.removeEventListener("click", listener);
  return prevented;
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("StaticHtml (ADR 007)", () => {
  beforeEach(() => {
    setReducedMotion(false);
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows the HTML as is, inside a wrapper that takes no box", async () => {
    const { container } = renderStatic();
    const link = await screen.findByRole("link", { name: "Contact" });
    expect(link.getAttribute("href")).toBe("/contact");
    expect(container.querySelector("div.contents > section")).not.toBeNull();
  });

  it("navigates client-side for same-origin links and leaves other links to the browser", async () => {
    renderStatic();
    const external = await screen.findByRole("link", { name: "Elsewhere" });
    expect(clickTakenOver(external)).toBe(false);
    expect(clickTakenOver(screen.getByRole("link", { name: "Contact" }), { ctrlKey: true })).toBe(false);
    fireEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/contact");
  });

  it("an in-page link to a form scrolls to it and focuses its first field; other hashes stay links", async () => {
    renderStatic();
    const toForm = await screen.findByRole("link", { name: "Go to the form" });
    expect(clickTakenOver(toForm)).toBe(true); // no hash is left in the URL
    const form = document.getElementById("assessment");
    expect(form?.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement?.getAttribute("name")).toBe("fullName"); // not the honeypot
    expect(clickTakenOver(screen.getByRole("link", { name: "Nowhere" }))).toBe(false);
  });

  it("gives buttons their ripple and the magnetic ones their pull, as a hydrated <Button>", async () => {
    vi.stubGlobal("requestAnimationFrame", () => 0);
    renderStatic();
    const magnetic = await screen.findByRole("link", { name: "Go to the form" });
    fireEvent.pointerDown(magnetic, { clientX: 5, clientY: 5 });
    expect(magnetic.querySelector('[data-slot="ripple"]')).not.toBeNull();
    const plain = screen.getByRole("link", { name: "Schedule" });
    fireEvent.pointerDown(plain, { clientX: 5, clientY: 5 });
    expect(plain.querySelector('[data-slot="ripple"]')).toBeNull(); // data-ripple="off"

    magnetic.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 40 }) as DOMRect;
    fireEvent.pointerMove(magnetic, { clientX: 100, clientY: 40, pointerType: "mouse" });
    expect(magnetic.style.transform).toMatch(/^translate\(/);
    fireEvent.pointerOut(magnetic, { relatedTarget: document.body });
    expect(magnetic.style.transform).toBe("");
  });
});
