import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

describe("Slot", () => {
  it("renders its child with the slot's props merged: classes joined, both handlers run, both refs set", () => {
    const slotClick = vi.fn();
    const childClick = vi.fn();
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot className="px-4 text-white" data-slot="button" onClick={slotClick} ref={slotRef} title="slot">
        <a href="/contact" className="mt-2" onClick={childClick} ref={childRef} title="child">
          Contact
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/contact");
    // tailwind-merge keeps the child's padding over the slot's.
    expect(link.className).toBe("px-4 text-white mt-2");
    expect(link.dataset.slot).toBe("button");
    expect(link.title).toBe("child");
    expect(link.hasAttribute("style")).toBe(false);
    fireEvent.click(link);
    expect(childClick).toHaveBeenCalledOnce();
    expect(slotClick).toHaveBeenCalledOnce();
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it("gives Button asChild the look and effects of a button on a link, without button-only attributes", () => {
    render(
      <Button asChild size="lg">
        <a href="/schedule">Book</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Book" });
    expect(link.dataset.slot).toBe("button");
    expect(link.className).toContain("inline-flex");
    expect(link.hasAttribute("type")).toBe(false);
    expect(link.hasAttribute("disabled")).toBe(false);
  });
});
