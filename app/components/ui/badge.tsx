import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

const badgeVariants = cva(
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide",
  {
    variants: {
      variant: {
        brand: "bg-brand-50 text-brand-700 ring-1 ring-brand-100",
        dark: "bg-white/10 text-cyan-300 ring-1 ring-white/15",
        solid: "bg-brand-gradient text-white",
        warning: "bg-amber-100 text-amber-900 ring-1 ring-amber-200",
      },
    },
    defaultVariants: { variant: "brand" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
