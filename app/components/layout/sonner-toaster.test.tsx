import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import SonnerToaster from "./sonner-toaster";

describe("SonnerToaster", () => {
  afterEach(() => vi.restoreAllMocks());

  it("mounts without reading the document's computed style (a forced style recalculation of the whole page)", () => {
    const getComputedStyle = vi.spyOn(window, "getComputedStyle");
    const { container } = render(<SonnerToaster />);
    const documentReads = getComputedStyle.mock.calls.filter(([element]) => element === document.documentElement);
    expect(documentReads).toEqual([]);
    // The region is there, labelled as SPEC 9 asks.
    expect(container.ownerDocument.querySelector('[aria-label^="Notifications"]')).not.toBeNull();
  });
});
