import type * as React from "react";
import { cn } from "~/lib/utils";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The dark band at the top of an inner page: eyebrow, the page's h1, a lead line and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  bottomSpace = "pb-16 md:pb-24",
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  /** The padding below the content, in place of the default. */
  bottomSpace?: string;
  className?: string;
}) {
  return (
    <section
      data-tone="dark"
      className={cn("relative isolate overflow-clip bg-navy-900 pt-14 text-on-dark md:pt-20", bottomSpace, className)}
    >
      {/* The glow fades in from the top edge: a hard edge would show under the breadcrumb bar. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(transparent,black_7rem)] bg-[radial-gradient(60rem_30rem_at_80%_-10%,--alpha(var(--color-brand-500)/35%),transparent_60%),radial-gradient(40rem_24rem_at_0%_110%,--alpha(var(--color-cyan-400)/18%),transparent_60%)]"
      />
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-cyan-300">{eyebrow}</p>
          ) : null}
          <h1 className="hero-title text-white">{title}</h1>
          {lead ? (
            <p className="mt-6 text-lg text-pretty text-on-dark-muted md:text-xl">{keepCompoundsIn(lead)}</p>
          ) : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
