import type * as React from "react";
import { cn } from "~/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("rounded-lg bg-white p-6 text-ink shadow-card ring-1 ring-line md:p-8", className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 data-slot="card-title" className={cn("text-lg font-semibold tracking-tight", className)} {...props} />;
}

export function CardText({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-text" className={cn("mt-2 text-ink-muted", className)} {...props} />;
}
