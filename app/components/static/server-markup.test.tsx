import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ServerMarkup } from "./server-markup";

const markup = '<h2>Results</h2><a href="/contact">Book a call</a>';

function mount(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("ServerMarkup (ADR 014)", () => {
  it("renders the markup as its contents, marked for the build", () => {
    const html = renderToString(<ServerMarkup as="span" className="icon" html={markup} />);
    expect(html).toBe(`<span class="icon" data-server-markup="">${markup}</span>`);
  });

  it("hydrates a reference from the build with the markup already in the page, untouched", async () => {
    const container = mount(`<div data-server-markup="4">${markup}</div>`);
    const link = container.querySelector("a");
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <ServerMarkup html="server-markup:4" />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled(); // no mismatch between the markup and the page
    expect(container.innerHTML).toBe(`<div data-server-markup="4">${markup}</div>`);
    expect(container.querySelector("a")).toBe(link); // the same node: React did not rewrite it
  });

  it("rendered from scratch (as after a hydration error), takes the markup from the page", async () => {
    mount(`<div data-server-markup="2">${markup}</div>`);
    const fresh = mount("");
    await act(async () => {
      createRoot(fresh).render(<ServerMarkup html="server-markup:2" />);
    });
    expect(fresh.querySelector("[data-server-markup]")?.innerHTML).toBe(markup);
  });

  it("shows markup that comes in the route data as it is (client-side navigation)", async () => {
    const container = mount("");
    await act(async () => {
      createRoot(container).render(<ServerMarkup html={markup} />);
    });
    expect(container.innerHTML).toBe(`<div data-server-markup="">${markup}</div>`);
  });
});
