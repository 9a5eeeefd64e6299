import { lazy, Suspense, useEffect, useState } from "react";
import { onToastRequested } from "~/lib/toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Mounts the toast region when the browser is idle or a toast is requested, whichever comes first. */
export function Toasts() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const activate = () => setActive(true);
    const off = onToastRequested(activate);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(activate, { timeout: 4000 })
      : window.setTimeout(activate, 2000);
    return () => {
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
