import { useEffect, useRef, useState } from "react";
import type { Platform } from "~/content/types";
import { cn } from "~/lib/utils";
import { greyLogoPath } from "./logo-paths";

type Stage = "colour" | "grey" | "text";

/**
 * A platform logo (160×40 lockup) that falls back to its grey variant when it fails to load (SPEC 4), and to a
 * grey text tile if that fails too. Failures before hydration are caught by checking the image once mounted.
 */
export function PlatformLogo({
  platform,
  decorative = false,
  eager = false,
  className,
}: {
  platform: Pick<Platform, "name" | "logoPath">;
  /** In the marquee's duplicate track: no alt text (the track is hidden from assistive technology). */
  decorative?: boolean;
  /** Load now, not lazily: lazy loading never starts for images clipped by an overflow container, like the marquee's. */
  eager?: boolean;
  className?: string;
}) {
  const [stage, setStage] = useState<Stage>("colour");
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => setStage((current) => (current === "colour" ? "grey" : "text"));

  useEffect(() => {
    const img = ref.current;
    if (stage !== "text" && img?.complete && img.naturalWidth === 0 && img.currentSrc) {
      setStage((current) => (current === "colour" ? "grey" : "text"));
    }
  }, [stage]);

  if (stage === "text") {
    return (
      <span
        data-logo-state="text"
        {...(decorative ? {} : { role: "img", "aria-label": platform.name })}
        className={cn(
          "inline-flex h-10 w-40 items-center justify-center rounded-md bg-slate-100 text-sm font-semibold text-slate-500",
          className,
        )}
      >
        {platform.name}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={stage === "grey" ? greyLogoPath(platform.logoPath) : platform.logoPath}
      alt={decorative ? "" : platform.name}
      data-logo-state={stage}
      data-platform={platform.name}
      width={160}
      height={40}
      loading={eager ? "eager" : "lazy"}
      // Below the fold: after anything the page asks for at high priority (and not preloaded by React).
      fetchPriority={eager ? "low" : undefined}
      decoding="async"
      onError={fail}
      className={cn("h-10 w-40", className)}
    />
  );
}
