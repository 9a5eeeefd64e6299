import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useHydrated } from "./hydration";

/** Renders whether the page is hydrated, as the attribute the real components set from it. */
function Probe() {
  const hydrated = useHydrated();
  return <span data-testid="probe" data-hydrated-value={String(hydrated)} />;
}

/** Reads the probe's attribute in a microtask queued by the tree's last passive effect: still in the same task. */
function SameTaskReader({ onRead }: { onRead: (value: string | null) => void }) {
  useEffect(() => {
    queueMicrotask(() =>
      onRead(document.querySelector("[data-testid=probe]")?.getAttribute("data-hydrated-value") ?? null),
    );
  }, [onRead]);
  return null;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("useHydrated", () => {
  let container: HTMLDivElement;
  afterEach(() => container?.remove());

  it("is false in the server's markup and during hydration, true in a later, interruptible render", async () => {
    const reads: (string | null)[] = [];
    const onRead = (value: string | null) => reads.push(value);
    const tree = (
      <>
        <Probe />
        <SameTaskReader onRead={onRead} />
      </>
    );
    container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelector("[data-testid=probe]")?.getAttribute("data-hydrated-value")).toBe("false");

    const errors: unknown[] = [];
    const root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    for (let i = 0; i < 50 && container.querySelector('[data-hydrated-value="true"]') === null; i++) await nextTask();

    // Hydration matched the server's markup, and the flip was not rendered synchronously after the effects of
    // hydration (useSyncExternalStore with a differing server snapshot does that, in one uninterruptible task).
    expect(errors).toEqual([]);
    expect(reads).toEqual(["false"]);
    expect(container.querySelector("[data-testid=probe]")?.getAttribute("data-hydrated-value")).toBe("true");
    root.unmount();
  });
});
