import { useEffect } from "react";
import { Toaster } from "sonner";
import { markToasterMounted } from "~/lib/toast";

/** The toast region (SPEC 9: Alt+T, bottom-right, labelled "Notifications"); loaded lazily by <Toasts/>. */
export default function SonnerToaster() {
  useEffect(() => markToasterMounted(), []);
  return (
    <Toaster
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      closeButton
      // Stated, so that sonner does not read the document's computed style while it mounts: a forced style
      // recalculation of the whole page, about 40 ms of a 4×-throttled phone's main thread (ADR 056).
      dir="ltr"
      richColors
      // Toasts stack above the chat button, which owns the bottom-right corner.
      offset={{ bottom: 96, right: 24 }}
      mobileOffset={{ bottom: 88, right: 16, left: 16 }}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
