import ExternalLink from "lucide-react/icons/external-link";
import { Link } from "react-router";
import { CurrentYear } from "~/components/layout/current-year";
import { footerColumns } from "~/content/navigation";
import { site } from "~/content/site";
import { AnalyticsSettingsButton } from "./analytics-consent";
import { Logo } from "./logo";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-on-dark-muted">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_repeat(4,1fr)] md:py-20">
        <div className="max-w-sm">
          <Link to="/" aria-label={`${site.name} home`} className="inline-block rounded-md">
            <Logo />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{keepCompoundsIn(site.mission)}</p>
          <a
            href={site.social.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-on-dark hover:text-white"
          >
            {site.social.label}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={`Footer: ${column.title}`}>
            <h2 className="text-sm font-semibold text-on-dark">{keepCompoundsIn(column.title)}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="hover:text-white">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* Bottom padding keeps the last line clear of the chat button in the bottom-right corner. */}
        <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-2 pt-6 pb-24 text-sm md:pb-6">
          <p>
            © <CurrentYear /> {site.legalName}. All rights reserved.
          </p>
          {typeof __GA_MEASUREMENT_ID__ === "string" && __GA_MEASUREMENT_ID__ !== "" ? (
            <AnalyticsSettingsButton />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
