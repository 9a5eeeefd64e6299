import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { revealOnScroll } from "~/components/ui/reveal";

/**
 * Shows server-rendered HTML of sections without client-side behaviour (static-sections.server.tsx). React does
 * not hydrate its contents (the same string is rendered on the server and in the browser), so it costs no
 * JavaScript beyond this component. Inside it, same-origin links navigate client-side like <Link>, and
 * <Reveal> elements fade in on scroll as they do elsewhere.
 */
export function StaticHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const root = ref.current;
    if (!root || !html) return;
    const cleanups = [...root.querySelectorAll<HTMLElement>('[data-slot="reveal"]')].map((el) =>
      revealOnScroll(el, Number(el.dataset.revealDelay ?? 0)),
    );
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
  }, [html]);

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>("a[href^='/']");
    if (!link || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    navigate(link.getAttribute("href") ?? "/");
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the real links inside, which are focusable and keyboard-operable themselves
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click event
    <div
      ref={ref}
      className="contents"
      onClick={onClick}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components rendered on the server, not user input
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
