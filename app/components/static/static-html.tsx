import type * as React from "react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { pullMagnet, resetMagnet, spawnRipple } from "~/components/ui/button-effects";
import { revealOnScroll } from "~/components/ui/reveal";
import { prefersReducedMotion } from "~/lib/motion";

/** The first field a visitor would fill in (not the honeypot, not hidden inputs). */
const FIRST_FIELD =
  "input:not([type=hidden]):not([tabindex='-1']), select:not([tabindex='-1']), textarea:not([tabindex='-1'])";

/**
 * Shows server-rendered HTML of sections without client-side behaviour (ADR 007; rendered by `toHtml` in a route
 * loader): React does not hydrate its contents, so it costs no JavaScript beyond this component. Inside it, by
 * delegation, the markup behaves as the components it came from do when hydrated:
 * - same-origin links navigate client-side like <Link>;
 * - an in-page link to a form ("#assessment") scrolls to it and focuses its first field (without JavaScript the
 *   browser still jumps to the form);
 * - <Reveal> elements fade in on scroll;
 * - <Button>s ripple on press and the magnetic ones follow the mouse (`data-ripple`, `data-magnetic`).
 */
export function StaticHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: new markup has new elements to reveal
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const cleanups = [...root.querySelectorAll<HTMLElement>('[data-slot="reveal"]')].map((el) =>
      revealOnScroll(el, Number(el.dataset.revealDelay ?? 0)),
    );
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
  }, [html]);

  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>("a[href^='/'], a[href^='#']");
    if (!link || link.target || link.hasAttribute("download")) return;
    const href = link.getAttribute("href") ?? "/";
    if (href.startsWith("#")) {
      if (goToForm(href.slice(1))) event.preventDefault();
      return;
    }
    event.preventDefault();
    navigate(href);
  };

  return (
    // biome-ignore lint/a11y: delegates clicks on the real links inside, which are focusable and keyboard-operable themselves (Enter on a link fires this same click event)
    <div
      ref={ref}
      className="contents"
      onClick={onClick}
      onPointerDown={(event) => {
        const button = buttonAt(event.target);
        if (button && button.dataset.ripple !== "off") spawnRipple(button, event);
      }}
      onPointerMove={(event) => {
        const button = buttonAt(event.target, "[data-magnetic]");
        if (button) pullMagnet(button, event);
      }}
      onPointerOut={(event) => {
        const button = buttonAt(event.target, "[data-magnetic]");
        if (button && !(event.relatedTarget instanceof Node && button.contains(event.relatedTarget))) {
          resetMagnet(button);
        }
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components, rendered in the loader
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

function buttonAt(target: EventTarget, extra = ""): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[data-slot="button"]${extra}`) : null;
}

/**
 * Scrolls to the form `id` (or the element holding one) and focuses its first field without a second jump.
 * False when there is no such form: the link then does what links do.
 */
function goToForm(id: string): boolean {
  const form = id ? document.getElementById(id) : null;
  const field = form?.querySelector<HTMLElement>(FIRST_FIELD);
  if (!form || !field) return false;
  form.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  field.focus({ preventScroll: true });
  return true;
}
