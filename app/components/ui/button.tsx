import { cva, type VariantProps } from "class-variance-authority";
import Loader2 from "lucide-react/icons/loader-circle";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { pullMagnet, resetMagnet, spawnRipple } from "./button-effects";
import { Slot } from "./slot";

export const buttonVariants = cva(
  "relative isolate inline-flex shrink-0 items-center justify-center gap-2 overflow-hidden rounded-md font-semibold transition-[background-color,box-shadow,transform,color,filter] duration-200 disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-gradient text-white shadow-glow hover:brightness-110 active:scale-[0.98]",
        secondary: "bg-white text-ink shadow-card ring-1 ring-line hover:bg-subtle",
        outline: "text-ink ring-1 ring-ink/15 hover:bg-ink/5",
        "outline-dark": "text-on-dark ring-1 ring-white/25 hover:bg-white/10",
        ghost: "text-ink hover:bg-ink/5",
        "ghost-dark": "text-on-dark hover:bg-white/10",
        link: "text-brand-600 underline-offset-4 hover:underline",
      },
      size: {
        // Heights are minimums: one line of label fills them exactly; a wrapping label grows the button.
        sm: "min-h-9 px-3.5 text-sm",
        md: "min-h-11 px-5 text-[0.9375rem]",
        lg: "min-h-13 px-7 text-base",
        icon: "size-11",
      },
      wrap: {
        false: "whitespace-nowrap",
        true: "py-3 text-center whitespace-normal",
      },
    },
    defaultVariants: { variant: "primary", size: "md", wrap: false },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a Link) with the button's look. */
    asChild?: boolean;
    /** Shows a spinner and disables the button (SPEC 4: loading buttons are disabled). */
    loading?: boolean;
    /** Follows the mouse by a few pixels. */
    magnetic?: boolean;
    /** Ripple from the pointer on press (600 ms); on by default. */
    ripple?: boolean;
    /** A label that may take two lines on a phone (the button grows) instead of one. */
    wrap?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  wrap,
  asChild = false,
  loading = false,
  magnetic = false,
  ripple = true,
  disabled,
  type,
  children,
  onPointerDown,
  onPointerMove,
  onPointerLeave,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      data-loading={loading || undefined}
      // Read by StaticHtml, which gives buttons in server-rendered HTML the same effects.
      data-magnetic={magnetic || undefined}
      data-ripple={ripple ? undefined : "off"}
      type={asChild ? undefined : (type ?? "button")}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size, wrap }), magnetic && "will-change-transform", className)}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        if (ripple) spawnRipple(event.currentTarget, event);
        onPointerDown?.(event);
      }}
      onPointerMove={(event: React.PointerEvent<HTMLButtonElement>) => {
        if (magnetic) pullMagnet(event.currentTarget, event);
        onPointerMove?.(event);
      }}
      onPointerLeave={(event: React.PointerEvent<HTMLButtonElement>) => {
        if (magnetic) resetMagnet(event.currentTarget);
        onPointerLeave?.(event);
      }}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}
