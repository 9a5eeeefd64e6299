import { ChevronDown, XIcon } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useId, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { headerCopy } from "~/content/chrome";
import { mainNav, servicesMenu } from "~/content/navigation";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { ServiceIcon } from "./service-icon";

/**
 * Mobile menu (SPEC 2.2): full screen, slides in from the right, focus trapped, Escape closes, page
 * scroll locked; an expandable Services submenu; choosing a link closes it. Loaded on first use.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus returns to it when the menu closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const submenuId = useId();
  const close = () => onOpenChange(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex h-14 items-center rounded-lg px-4 text-lg font-semibold text-on-dark transition-colors hover:bg-white/5",
      isActive && "bg-white/10 text-white",
    );

  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        {/* Radix locks page scroll through the overlay. */}
        <D.Overlay className="fixed inset-0 z-50 bg-navy-950" />
        <D.Content
          data-slot="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-navy-950 text-on-dark data-[state=open]:animate-[slide-in-right_0.28s_cubic-bezier(0.22,1,0.36,1)]"
        >
          <D.Title className="sr-only">{headerCopy.mobileMenuTitle}</D.Title>
          <div className="container-page flex h-16 shrink-0 items-center justify-between">
            <Link to="/" onClick={close} aria-label={headerCopy.homeLabel} className="rounded-md">
              <Logo />
            </Link>
            <D.Close asChild>
              <Button variant="ghost-dark" size="icon" aria-label={headerCopy.closeMenu}>
                <XIcon aria-hidden="true" className="size-6!" />
              </Button>
            </D.Close>
          </div>
          <nav aria-label={headerCopy.mainNavLabel} className="container-page flex-1 pt-4 pb-10">
            <ul className="space-y-1">
              {mainNav.map((item) =>
                item.services ? (
                  <li key={item.name}>
                    <button
                      type="button"
                      aria-expanded={servicesOpen}
                      aria-controls={submenuId}
                      onClick={() => setServicesOpen((o) => !o)}
                      className="flex h-14 w-full items-center justify-between rounded-lg px-4 text-lg font-semibold text-on-dark transition-colors hover:bg-white/5"
                    >
                      {servicesMenu.label}
                      <ChevronDown
                        aria-hidden="true"
                        className={cn("size-5 transition-transform", servicesOpen && "rotate-180")}
                      />
                    </button>
                    <div id={submenuId} hidden={!servicesOpen} className="max-h-[800px] overflow-y-auto px-2 pb-2">
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
                                  onClick={close}
                                  className={({ isActive }) =>
                                    cn(
                                      "flex items-center gap-3 rounded-lg p-3 hover:bg-white/5",
                                      isActive && "bg-white/10",
                                    )
                                  }
                                >
                                  <ServiceIcon
                                    icon={service.icon}
                                    className="bg-white/10 text-cyan-300 ring-white/15"
                                  />
                                  <span>
                                    <span className="block font-semibold text-white">{service.name}</span>
                                    <span className="block text-sm text-on-dark-muted">{service.description}</span>
                                  </span>
                                </NavLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </li>
                ) : (
                  <li key={item.name}>
                    <NavLink to={item.path} end={item.path === "/"} onClick={close} className={linkClass}>
                      {item.name}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
            <Button asChild size="lg" className="mt-8 w-full">
              <Link to={headerCopy.cta.to} onClick={close}>
                {headerCopy.cta.label}
              </Link>
            </Button>
          </nav>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
