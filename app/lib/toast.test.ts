import { beforeEach, describe, expect, it, vi } from "vitest";

// Sonner is the outside API: record what the helpers ask of it.
const toast = vi.hoisted(() => ({
  success: vi.fn((..._args: unknown[]) => "id-success"),
  error: vi.fn((..._args: unknown[]) => "id-error"),
  warning: vi.fn((..._args: unknown[]) => "id-warning"),
  info: vi.fn((..._args: unknown[]) => "id-info"),
}));
vi.mock("sonner", () => ({ toast }));

type ToastModule = typeof import("./toast");

/** A fresh copy of the module (its lazy Sonner and "toaster mounted" state are per module instance). */
async function load(): Promise<ToastModule> {
  vi.resetModules();
  return import("./toast");
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  for (const fn of Object.values(toast)) fn.mockClear();
});

describe("toast helpers (SPEC 8)", () => {
  // SPEC 8's durations, as Sonner receives them (not read back from the module's own table).
  it.each([
    ["success", 3000],
    ["error", 5000],
    ["warning", 4000],
    ["info", 3000],
  ] as const)("notify.%s shows a Sonner %s toast for %i ms with the title and description", async (kind, ms) => {
    const { notify, markToasterMounted } = await load();
    markToasterMounted();
    const id = await notify[kind]("Title", "Description");
    expect(toast[kind]).toHaveBeenCalledTimes(1);
    expect(toast[kind]).toHaveBeenCalledWith("Title", { description: "Description", duration: ms });
    expect(id).toBe(`id-${kind}`);
    for (const other of ["success", "error", "warning", "info"] as const) {
      if (other !== kind) expect(toast[other]).not.toHaveBeenCalled();
    }
  });

  it("passes no description when none is given", async () => {
    const { notify, markToasterMounted } = await load();
    markToasterMounted();
    await notify.error("Error");
    expect(toast.error).toHaveBeenCalledWith("Error", { description: undefined, duration: 5000 });
  });

  it("asks the lazy toast host to mount, and shows the toast only once it has mounted", async () => {
    const { notify, onToastRequested, markToasterMounted } = await load();
    const requested = vi.fn();
    const off = onToastRequested(requested);
    const shown = notify.success("Saved");
    expect(requested).toHaveBeenCalledTimes(1);
    await flush();
    await flush();
    // Sonner is loaded, but a toast sent before its <Toaster> exists would be lost: it waits.
    expect(toast.success).not.toHaveBeenCalled();
    markToasterMounted();
    await shown;
    expect(toast.success).toHaveBeenCalledWith("Saved", { description: undefined, duration: 3000 });
    off();
    await notify.info("Later");
    expect(requested).toHaveBeenCalledTimes(1);
  });

  it("loads Sonner once, however many toasts are shown", async () => {
    const { loadSonner } = await load();
    const [a, b] = await Promise.all([loadSonner(), loadSonner()]);
    expect(a).toBe(b);
    expect(a.toast).toBe(toast);
  });
});
