import ChevronDown from "lucide-react/icons/chevron-down";
import XIcon from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { headerCopy } from "~/content/chrome";
import { mainNav, servicesMenu } from "~/content/navigation";
import { usePopoverOpen } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { ServiceIcon } from "./service-icon";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The menu's element id: the header's menu button opens it natively (`popovertarget`). */
export const MOBILE_MENU_ID = "mobile-menu";

const FOCUSABLE = "a[href], button, summary";

/**
 * Mobile menu (SPEC 2.2): full screen, slides in from the right; an expandable Services submenu. An HTML popover
 * with a <details> submenu (ADR 030), so it opens, closes (Escape, the close button) and navigates without
 * JavaScript; page scroll is locked by CSS (app.css). Once hydrated it also moves focus into the menu, keeps Tab
 * inside it and closes when a link is chosen; the browser returns focus to the menu button when it closes.
 */
export function MobileMenu() {
  const panel = useRef<HTMLDivElement>(null);
  const open = usePopoverOpen(panel);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const focusables = () =>
      Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.checkVisibility());
    focusables()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const all = focusables();
      const first = all[0];
      const last = all.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a[href]")) element.hidePopover();
    };
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("click", onClick);
    };
  }, [open]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex h-14 items-center rounded-lg px-4 text-lg font-semibold transition-colors hover:bg-white/5",
      isActive ? "bg-white/10 text-white" : "text-on-dark",
    );

  return (
    <div
      ref={panel}
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-label={headerCopy.mobileMenuTitle}
      data-slot="mobile-menu"
      className="fixed inset-0 m-0 size-full max-h-none max-w-none flex-col overflow-y-auto border-0 bg-navy-950 p-0 text-on-dark open:flex motion-safe:open:animate-[slide-in-right_0.28s_cubic-bezier(0.22,1,0.36,1)] md:hidden"
    >
      <div className="container-page flex h-16 shrink-0 items-center justify-between">
        <Link to="/" aria-label={headerCopy.homeLabel} className="rounded-md">
          <Logo />
        </Link>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label={headerCopy.closeMenu}
          className={buttonVariants({ variant: "ghost-dark", size: "icon" })}
        >
          <XIcon aria-hidden="true" className="size-6!" />
        </button>
      </div>
      <nav aria-label={headerCopy.mainNavLabel} className="container-page flex-1 pt-4 pb-10">
        <ul className="space-y-1">
          {mainNav.map((item) =>
            item.services ? (
              <li key={item.name}>
                <details className="group">
                  <summary className="flex h-14 w-full cursor-pointer list-none items-center justify-between rounded-lg px-4 text-lg font-semibold text-on-dark transition-colors hover:bg-white/5 [&::-webkit-details-marker]:hidden">
                    {servicesMenu.label}
                    <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <div data-slot="mobile-services" className="max-h-[800px] overflow-y-auto px-2 pb-2">
                    {servicesMenu.mobileGroups.map((group) => (
                      <div key={group.title} className="mt-3">
                        <h2 className="px-3 pb-2 text-xs font-semibold tracking-[0.12em] text-cyan-300 uppercase">
                          {group.title}
                        </h2>
                        <ul>
                          {group.items.map((service) => (
                            <li key={service.path}>
                              <NavLink
                                to={service.path}
                                className={({ isActive }) =>
                                  cn(
                                    "flex items-center gap-3 rounded-lg p-3 hover:bg-white/5",
                                    isActive && "bg-white/10",
                                  )
                                }
                              >
                                <ServiceIcon icon={service.icon} tone="dark" />
                                <span>
                                  <span className="block font-semibold text-white">
                                    {keepCompoundsIn(service.name)}
                                  </span>
                                  <span className="block text-sm text-on-dark-muted">
                                    {keepCompoundsIn(service.description)}
                                  </span>
                                </span>
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </details>
              </li>
            ) : (
              <li key={item.name}>
                <NavLink to={item.path} end={item.path === "/"} className={linkClass}>
                  {item.name}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <Link to={headerCopy.cta.to} className={cn(buttonVariants({ size: "lg" }), "mt-8 w-full")}>
          {headerCopy.cta.label}
        </Link>
      </nav>
    </div>
  );
}
