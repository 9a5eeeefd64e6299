import { NavLink, Link } from "react-router";
import { mainNav } from "~/content/navigation";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-white/10 bg-navy-900/95 backdrop-blur md:h-20">
      <div className="container-page flex h-full items-center justify-between gap-6">
        <Link to="/" aria-label={`${site.name} home`} className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.name}>
                <NavLink
                  to={item.path}
                  end={item.path === "/"}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium text-on-dark-muted transition-colors hover:text-white",
                      isActive && "bg-white/10 text-white",
                    )
                  }
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
