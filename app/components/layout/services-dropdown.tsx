import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import { servicesMenu } from "~/content/navigation";
import { useHydrated, usePopoverOpen } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import { ServiceIcon } from "./service-icon";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/**
 * Desktop Services menu (SPEC 2.2): an 800 px panel that toggles on click, Enter or Space; closes on
 * Escape, a click outside, leaving it with Tab, or choosing a link; focus returns to its button.
 * Arrow keys, Home and End move through its links. An HTML popover (ADR 030): it opens, closes on Escape and on
 * a click outside, and its links navigate without JavaScript; the rest comes with hydration.
 */
export function ServicesDropdown() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const active = pathname === "/services" || pathname.startsWith("/services/");
  const hydrated = useHydrated();
  const open = usePopoverOpen(panelRef);

  const setOpen = (next: boolean) => {
    const panel = panelRef.current;
    if (!panel || panel.matches(":popover-open") === next) return;
    if (next) panel.showPopover({ source: buttonRef.current ?? undefined });
    else panel.hidePopover();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPanelKeyDown = (event: React.KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case "Escape":
        event.preventDefault();
        close(true);
        break;
      case "ArrowDown":
        event.preventDefault();
        focusLink(current + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusLink(current - 1);
        break;
      case "Home":
        event.preventDefault();
        focusLink(0);
        break;
      case "End":
        event.preventDefault();
        focusLink(all.length - 1);
        break;
    }
  };

  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (panelRef.current?.contains(next) || buttonRef.current?.contains(next))) return;
    if (next) setOpen(false);
  };

  const [custom, signature] = servicesMenu.desktopGroups;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the menu when focus leaves button and panel
    <div onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={panelId}
        // The browser exposes a popover button's state; once hydrated the attribute says it too.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        aria-current={active ? "page" : undefined}
        onKeyDown={onButtonKeyDown}
        className={cn(
          "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-white",
          active ? "bg-white/10 text-white" : "text-on-dark-muted",
          "[&:has(+:popover-open)]:bg-white/10 [&:has(+:popover-open)]:text-white",
        )}
      >
        {servicesMenu.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform in-[:has(+:popover-open)]:rotate-180" />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow-key and Escape handling for the menu's links */}
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        onKeyDown={onPanelKeyDown}
        data-slot="services-menu"
        className="fixed inset-auto top-22 left-1/2 m-0 w-[800px] max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-visible rounded-xl border-0 bg-white p-3 text-ink shadow-lift ring-1 ring-line motion-safe:animate-[fade-up_0.18s_ease-out]"
      >
        <div className="grid grid-cols-[1.5fr_1fr] gap-3">
          {custom ? (
            <div className="p-3">
              <h2 className="px-3 pb-2 text-xs font-semibold tracking-[0.12em] text-ink-muted uppercase">
                {custom.title}
              </h2>
              <ul>
                {custom.items.map((item) => (
                  <li key={item.path}>
                    <Link
                      to={item.path}
                      onClick={() => close(false)}
                      aria-current={pathname === item.path ? "page" : undefined}
                      className="flex gap-3 rounded-lg p-3 transition-colors hover:bg-subtle focus-visible:bg-subtle aria-[current=page]:bg-brand-50"
                    >
                      <ServiceIcon icon={item.icon} />
                      <span>
                        <span className="block font-semibold">{keepCompoundsIn(item.name)}</span>
                        <span className="mt-0.5 block text-sm text-ink-muted">{keepCompoundsIn(item.description)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {signature ? (
            <div className="rounded-lg bg-navy-900 p-6 text-on-dark">
              <h2 className="text-xs font-semibold tracking-[0.12em] text-cyan-300 uppercase">
                {keepCompoundsIn(signature.title)}
              </h2>
              <ul className="mt-4">
                {signature.items.map((item) => (
                  <li key={item.path}>
                    <Link
                      to={item.path}
                      onClick={() => close(false)}
                      aria-current={pathname === item.path ? "page" : undefined}
                      className="group block rounded-lg p-1"
                    >
                      <ServiceIcon icon={item.icon} tone="dark" />
                      <span className="mt-4 block text-lg font-semibold text-white">{keepCompoundsIn(item.name)}</span>
                      <span className="mt-1 block text-sm text-on-dark-muted">{keepCompoundsIn(item.description)}</span>
                      <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-cyan-300">
                        {servicesMenu.signatureCta}
                        <ArrowRight
                          aria-hidden="true"
                          className="size-4 transition-transform group-hover:translate-x-0.5"
                        />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
