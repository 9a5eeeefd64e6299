import Menu from "lucide-react/icons/menu";
import Search from "lucide-react/icons/search";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { headerCopy, searchCopy } from "~/content/chrome";
import { mainNav } from "~/content/navigation";
import { SEARCH_PATH } from "~/content/pages";
import { useHydrated, useLinkAsButton } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";
import { ServicesDropdown } from "./services-dropdown";

// The search dialog loads on first use (or intent), so it costs the first paint nothing.
const loadSearch = () => import("./search-dialog");
const SearchDialog = lazy(loadSearch);

/**
 * The header (SPEC 2.2). Its controls work from the first paint (ADR 030): the search button is a link to the
 * search page that opens the Ctrl/Cmd+K dialog once hydrated, and the menu button opens the menu natively.
 */
export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchMounted, setSearchMounted] = useState(false);

  const openSearch = () => {
    setSearchMounted(true);
    setSearchOpen(true);
  };
  const hydrated = useHydrated();
  const searchLink = useLinkAsButton(openSearch, hydrated);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setSearchMounted(true);
        setSearchOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-white/10 bg-navy-900/95 backdrop-blur-md md:h-20">
      <div className="container-page relative flex h-full items-center justify-between gap-4">
        <Link to="/" aria-label={headerCopy.homeLabel} className="shrink-0 rounded-md">
          <Logo />
        </Link>

        <nav aria-label={headerCopy.mainNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {mainNav.map((item) => (
              <li key={item.name}>
                {item.services ? (
                  <ServicesDropdown />
                ) : (
                  <NavLink
                    to={item.path}
                    end={item.path === "/"}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-white",
                        isActive ? "bg-white/10 text-white" : "text-on-dark-muted",
                      )
                    }
                  >
                    {item.name}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1.5">
          <Link
            to={SEARCH_PATH}
            {...searchLink}
            aria-haspopup={hydrated ? "dialog" : undefined}
            onPointerEnter={loadSearch}
            onFocus={loadSearch}
            aria-label={searchCopy.buttonLabel}
            aria-keyshortcuts="Control+K Meta+K"
            className="inline-flex size-11 items-center justify-center gap-2 rounded-md text-on-dark-muted transition-colors hover:bg-white/10 hover:text-white lg:w-auto lg:px-3 lg:ring-1 lg:ring-white/15"
          >
            <Search aria-hidden="true" className="size-5 lg:size-4" />
            {/* The shortcut needs JavaScript: without it the hint is not shown. */}
            <span aria-hidden="true" className="hidden text-xs lg:inline noscript:lg:hidden">
              {searchCopy.shortcutHint}
            </span>
          </Link>
          <span className="hidden lg:contents">
            <Button asChild size="sm">
              <Link to={headerCopy.cta.to}>{headerCopy.cta.label}</Link>
            </Button>
          </span>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-label={headerCopy.openMenu}
            aria-haspopup="dialog"
            className="inline-flex size-11 items-center justify-center rounded-md text-on-dark transition-colors hover:bg-white/10 md:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>

      <MobileMenu />
      <Suspense fallback={null}>
        {searchMounted ? <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} /> : null}
      </Suspense>
    </header>
  );
}
