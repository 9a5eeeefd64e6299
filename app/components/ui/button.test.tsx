import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { RIPPLE_MS } from "./button-effects";

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("Button", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is disabled and busy while loading (SPEC 4)", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("spreads a ripple from the pointer that is gone after 600 ms", () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    fireEvent.pointerDown(button, { clientX: 10, clientY: 10 });
    const ripple = button.querySelector('[data-slot="ripple"]') as HTMLElement | null;
    expect(ripple).not.toBeNull();
    expect(ripple?.style.transition).toContain(`${RIPPLE_MS}ms`);
    act(() => vi.advanceTimersByTime(RIPPLE_MS - 1));
    expect(button.querySelector('[data-slot="ripple"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(button.querySelector('[data-slot="ripple"]')).toBeNull();
  });

  it("makes no ripple and no magnet pull when the visitor prefers reduced motion", () => {
    setReducedMotion(true);
    render(<Button magnetic>Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    fireEvent.pointerDown(button, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(button, { clientX: 40, clientY: 5, pointerType: "mouse" });
    expect(button.querySelector('[data-slot="ripple"]')).toBeNull();
    expect(button.style.transform).toBe("");
  });

  it("pulls a magnetic button toward the mouse by at most 6 px and lets go on leave", () => {
    render(<Button magnetic>Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    button.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 100,
      height: 40,
      right: 100,
      bottom: 40,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerMove(button, { clientX: 100, clientY: 40, pointerType: "mouse" });
    expect(button.style.transform).toBe("translate(6px, 3.6px)");
    fireEvent.pointerLeave(button);
    expect(button.style.transform).toBe("");
  });

  it("renders a link with the button look through asChild", () => {
    render(
      <Button asChild>
        <a href="/schedule">Book</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Book" });
    expect(link.getAttribute("data-slot")).toBe("button");
    expect(link.className).toContain("bg-brand-gradient");
  });
});
