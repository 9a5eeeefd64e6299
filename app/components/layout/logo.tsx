import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/** The AIVA mark: a spark inside a rounded square, drawn in the brand gradient. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8", className)}>
      <defs>
        <linearGradient id="aiva-mark" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop className="[stop-color:var(--color-brand-500)]" />
          <stop offset="0.55" className="[stop-color:var(--color-violet-500)]" />
          <stop offset="1" className="[stop-color:var(--color-cyan-400)]" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#aiva-mark)" />
      <path d="M16 6.5l2.35 6.15L24.5 15l-6.15 2.35L16 23.5l-2.35-6.15L7.5 15l6.15-2.35z" className="fill-white" />
      <circle cx="23.5" cy="23.5" r="2" className="fill-white" opacity=".85" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className={cn("text-xl font-bold tracking-tight", tone === "dark" ? "text-on-dark" : "text-ink")}>
        {site.name}
      </span>
    </span>
  );
}
