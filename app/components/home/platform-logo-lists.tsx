import { platformSection } from "~/content/home";
import { cn } from "~/lib/utils";
import { PlatformLogo } from "./platform-logo";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

function LogoList({ duplicate = false }: { duplicate?: boolean }) {
  return (
    <ul
      aria-label={duplicate ? undefined : platformSection.listLabel}
      aria-hidden={duplicate || undefined}
      data-track={duplicate ? "duplicate" : "main"}
      className={cn(
        "flex shrink-0 gap-4 pr-4 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-5 noscript:w-full noscript:shrink noscript:flex-wrap noscript:justify-center noscript:px-5",
        duplicate && "motion-reduce:hidden noscript:hidden",
      )}
    >
      {platformSection.items.map((platform) => (
        <li
          key={platform.name}
          className={cn(
            "flex w-48 shrink-0 flex-col items-center gap-1 rounded-lg bg-white px-4 py-3 shadow-card ring-1 ring-line",
            // Standing still and wrapped on a phone: two cards a row.
            "max-sm:motion-reduce:w-[calc(50%-0.5rem)] max-sm:motion-reduce:px-2 max-sm:noscript:w-[calc(50%-0.5rem)] max-sm:noscript:px-2",
          )}
        >
          <PlatformLogo
            platform={platform}
            decorative={duplicate}
            className="max-sm:motion-reduce:h-auto max-sm:motion-reduce:w-full max-sm:motion-reduce:max-w-40 max-sm:noscript:h-auto max-sm:noscript:w-full max-sm:noscript:max-w-40"
          />
          <span className="text-xs font-medium text-ink-muted">{keepCompoundsIn(platform.category)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The marquee's two copies of the platform list (the second hidden from assistive technology), rendered to HTML on
 * the server: the marquee shows them without hydrating 24 logos, and falls a failed logo back on the DOM
 * (./logo-fallback.ts). The logos are lazy in the HTML, so none is fetched while the first screen loads.
 */
export function PlatformLogoLists() {
  return (
    <>
      <LogoList />
      <LogoList duplicate />
    </>
  );
}
