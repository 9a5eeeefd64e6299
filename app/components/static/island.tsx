import { type ReactNode, Suspense } from "react";

/**
 * A part of the page that React hydrates on its own (ADR 041): a Suspense boundary around server-rendered
 * markup is hydrated after the page around it, in an interruptible pass of its own, so hydration is split into
 * short tasks instead of one long one (selective hydration). A tap inside it before then makes React hydrate it
 * first. It adds no element and nothing to the markup a visitor sees.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
