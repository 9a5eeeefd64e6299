import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal, REVEAL_THRESHOLD } from "./reveal";

type Observer = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnect: () => void };
let observers: Observer[] = [];

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function placeBelowFold(el: HTMLElement, below: boolean) {
  el.getBoundingClientRect = () =>
    ({ top: below ? window.innerHeight + 200 : 10, left: 0, width: 100, height: 100 }) as DOMRect;
}

describe("Reveal (SPEC 4 scroll reveal)", () => {
  beforeEach(() => {
    observers = [];
    setReducedMotion(false);
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, disconnect: () => {} });
        }
        observe() {}
        disconnect() {}
      },
    );
    const proto = HTMLElement.prototype as unknown as { getBoundingClientRect: () => DOMRect };
    vi.spyOn(proto, "getBoundingClientRect").mockReturnValue({ top: window.innerHeight + 200 } as DOMRect);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("hides content below the fold and shows it once 10 % is visible, with its stagger delay", async () => {
    render(<Reveal delay={300}>Below the fold</Reveal>);
    const el = screen.getByText("Below the fold");
    await Promise.resolve();
    expect(el.dataset.reveal).toBe("hidden");
    expect(observers[0]?.options?.threshold).toBe(REVEAL_THRESHOLD);
    act(() =>
      observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(el.dataset.reveal).toBe("shown");
    expect(el.style.transitionDelay).toBe("300ms");
  });

  it("caps the stagger at 800 ms", () => {
    render(<Reveal delay={5000}>Late</Reveal>);
    act(() =>
      observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getByText("Late").style.transitionDelay).toBe("800ms");
  });

  it("reads every position before it hides anything, so the page is laid out once, not once per element", async () => {
    const hiddenAtRead: number[] = [];
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => {
      hiddenAtRead.push(document.querySelectorAll('[data-reveal="hidden"]').length);
      return { top: window.innerHeight + 200 } as DOMRect;
    });
    render(
      <>
        <Reveal>One</Reveal>
        <Reveal>Two</Reveal>
        <Reveal>Three</Reveal>
      </>,
    );
    await Promise.resolve();
    expect(hiddenAtRead).toEqual([0, 0, 0]);
    expect(document.querySelectorAll('[data-reveal="hidden"]')).toHaveLength(3);
  });

  it("asks the section first: inside a section below the fold, its own position is never read", async () => {
    render(
      <section data-slot="section">
        <Reveal>Far down</Reveal>
      </section>,
    );
    await Promise.resolve();
    const el = screen.getByText("Far down");
    expect(el.dataset.reveal).toBe("hidden");
    const reads = vi.mocked(HTMLElement.prototype.getBoundingClientRect).mock.contexts;
    expect(reads).toEqual([el.closest("section")]);
  });

  it("leaves content that is already on screen alone (no flash, nothing hidden)", () => {
    vi.restoreAllMocks();
    const { container } = render(<Reveal>On screen</Reveal>);
    placeBelowFold(container.firstChild as HTMLElement, false);
    expect(screen.getByText("On screen").dataset.reveal).toBeUndefined();
  });

  it("hides and animates nothing for reduced motion", () => {
    setReducedMotion(true);
    render(<Reveal>Calm</Reveal>);
    expect(screen.getByText("Calm").dataset.reveal).toBeUndefined();
    expect(observers).toHaveLength(0);
  });

  it("renders its content visible without JavaScript (server markup has no hidden state)", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<Reveal>Static</Reveal>);
    expect(html).not.toContain("data-reveal");
    expect(html).toContain("Static");
  });
});
