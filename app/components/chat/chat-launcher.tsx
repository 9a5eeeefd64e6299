/**
 * The floating chat button (SPEC 2.14), on every page. It is all the chat costs on first load: the panel's
 * code is fetched when the browser is idle, or at the latest when the button is first used. It is a link to the
 * chat page (/chat), so it works before hydration and without JavaScript; once hydrated it opens the panel (ADR 030).
 */
import MessageCircle from "lucide-react/icons/message-circle";
import X from "lucide-react/icons/x";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { chatContent } from "~/content/chat";
import { CHAT_PATH } from "~/content/pages";
import { useHydrated, useLinkAsButton } from "~/lib/hydration";
import { useLauncherStepsAside } from "./launcher-aside";
import { useLauncherStepsAsideWhileReading } from "./launcher-reading";
import { cn } from "~/lib/utils";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

export function ChatLauncher() {
  const { pathname } = useLocation();
  // The chat page is the conversation itself: no launcher over it.
  if (pathname === CHAT_PATH) return null;
  return <Launcher path={pathname} />;
}

function Launcher({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  // Mounted once first opened, then kept (hidden when closed) so the conversation stays in memory.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  const panelId = useId();
  useLauncherStepsAside(buttonRef, path);
  useLauncherStepsAsideWhileReading(buttonRef, path);

  useEffect(() => {
    const preload = () => void loadPanel().catch(() => {});
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 3000);
    return () => window.clearTimeout(handle);
  }, []);

  // Focus goes back to the button whenever the panel closes.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const hydrated = useHydrated();
  const toggle = useLinkAsButton(() => {
    setMounted(true);
    setOpen((value) => !value);
  }, hydrated);

  return (
    // A landmark of its own: before hydration (and without JavaScript) the button is a link, which axe's region rule
    // would otherwise find outside every landmark.
    <aside aria-label={chatContent.regionLabel}>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <a
        ref={buttonRef}
        href={CHAT_PATH}
        data-slot="chat-launcher"
        aria-label={open ? chatContent.closeLabel : chatContent.openLabel}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={mounted ? panelId : undefined}
        {...toggle}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        className={cn(
          "group fixed right-4 bottom-4 z-50 grid size-14 place-items-center rounded-full bg-brand-gradient text-white shadow-glow transition-[scale,opacity,translate] duration-200 hover:scale-105 active:scale-95 motion-reduce:transition-none sm:right-6 sm:bottom-6",
          // Out of the way while a form field has the focus (ADR 048) or a control lies under it (ADR 051): rules of
          // app/styles/app.css.
          // On phones the open panel is a full-width sheet with its own close button, over this corner.
          open && "max-[479px]:hidden",
        )}
      >
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-full bg-[radial-gradient(circle_at_30%_25%,--alpha(var(--color-white)/35%),transparent_60%)]"
        />
        {open ? (
          <X aria-hidden="true" className="relative size-6" strokeWidth={2.25} />
        ) : (
          <MessageCircle aria-hidden="true" className="relative size-6" strokeWidth={2.25} />
        )}
        {open ? null : (
          <span
            aria-hidden="true"
            data-slot="chat-launcher-dot"
            className="absolute top-0.5 right-0.5 size-3.5 rounded-full in-data-hydrated:animate-pulse-dot bg-red-500 ring-2 ring-white motion-reduce:animate-none"
          />
        )}
      </a>
    </aside>
  );
}
