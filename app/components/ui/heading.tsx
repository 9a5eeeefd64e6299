import type * as React from "react";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";
import { cn } from "~/lib/utils";

/**
 * Re-exported here so a page that sets a heading takes its compounds from the same chunk: imported from its own
 * module by more pages than the heading, it became a chunk of its own, one more script to load (ADR 036).
 */
export { keepCompoundsIn };

type HeadingLevel = 1 | 2 | 3 | 4;

const sizes: Record<HeadingLevel, string> = {
  1: "text-display font-bold",
  2: "text-3xl font-bold tracking-tight md:text-section",
  3: "text-xl font-semibold tracking-tight",
  4: "text-base font-semibold",
};

export function Heading({
  level = 2,
  className,
  children,
  ...props
}: React.ComponentProps<"h2"> & { level?: HeadingLevel }) {
  const Tag = `h${level}` as const;
  return (
    <Tag data-slot="heading" className={cn("text-balance", sizes[level], className)} {...props}>
      {keepCompoundsIn(children)}
    </Tag>
  );
}

/** Eyebrow, heading and lead paragraph above a section's content. */
export function SectionIntro({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  spacing = "mb-10 md:mb-14",
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  id?: string;
  align?: "center" | "left";
  /** The space below, in place of the default. */
  spacing?: string;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", spacing, align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-brand-600 [[data-tone=dark]_&]:text-cyan-300">
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id}>{title}</Heading>
      {lead ? (
        <p className="mt-4 text-lg text-pretty text-ink-muted [[data-tone=dark]_&]:text-on-dark-muted">
          {keepCompoundsIn(lead)}
        </p>
      ) : null}
    </div>
  );
}
