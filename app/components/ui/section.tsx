import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

const sectionVariants = cva("relative", {
  variants: {
    tone: {
      light: "bg-canvas text-ink",
      subtle: "bg-subtle text-ink",
      dark: "bg-navy-900 text-on-dark",
    },
  },
  defaultVariants: { tone: "light" },
});

export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="container" className={cn("container-page", className)} {...props} />;
}

export function Section({
  className,
  tone,
  padding = "py-16 md:py-24",
  children,
  ...props
}: React.ComponentProps<"section"> &
  VariantProps<typeof sectionVariants> & {
    /** The vertical padding, in place of the default. */
    padding?: string;
  }) {
  return (
    <section
      data-slot="section"
      data-tone={tone ?? "light"}
      className={cn(sectionVariants({ tone }), padding, className)}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}
