import { contactHeroArt } from "~/content/contact";
import { cn } from "~/lib/utils";

/**
 * Decorative illustration beside the contact hero (wide screens only): a message arriving, routed by
 * an AI node, answered. Our own SVG, served as a file so it costs no JavaScript; lazy, so a screen
 * that hides it never downloads it.
 */
export function ContactHeroArt({ className }: { className?: string }) {
  return (
    <img
      src={contactHeroArt.src}
      alt=""
      width={440}
      height={300}
      loading="lazy"
      decoding="async"
      className={cn("pointer-events-none h-auto select-none", className)}
    />
  );
}
