/**
 * Toast helpers (SPEC 8): success 3000 ms, error 5000 ms (destructive), warning 4000 ms, info 3000 ms.
 * Sonner is loaded on first use or when the browser is idle, so it costs the first paint nothing.
 */
export const TOAST_DURATIONS = { success: 3000, error: 5000, warning: 4000, info: 3000 } as const;

type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;
let toasterMounted: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  for (const l of listeners) l();
  return sonner;
}

/** The lazy <Toasts/> host subscribes here to mount when a toast is first requested. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markToasterMounted() {
  toasterMounted?.();
}

async function show(kind: keyof typeof TOAST_DURATIONS, title: string, description?: string) {
  const { toast } = await loadSonner();
  await mounted;
  return toast[kind](title, { description, duration: TOAST_DURATIONS[kind] });
}

export const notify = {
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
  warning: (title: string, description?: string) => show("warning", title, description),
  info: (title: string, description?: string) => show("info", title, description),
};
