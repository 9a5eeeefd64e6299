/**
 * Building blocks of the walkthrough's frames: how an element enters (`enter`), and the panels, pills and
 * avatars the scenes are made of. Styled by demo.css (ADR 029), in the site's dark product look.
 */
import type { CSSProperties, ReactNode } from "react";

/**
 * How a frame is shown. `play`: its elements enter one after another (keyframes in demo.css); `pause`: the
 * same, frozen where they are; `still`: the finished frame, no animation at all (reduced motion, a step
 * chosen by hand, the poster, and /demo's still frames).
 */
export type SceneMode = "play" | "pause" | "still";

/** Keyframes of demo.css: transform and opacity only. */
export type Entrance = "rise" | "drop" | "pop" | "fade" | "grow-x" | "shift" | "leave";

/**
 * Attributes that make an element enter `at` seconds into its step (`leave`: go then). In a still frame they do
 * nothing: the element is where it ends. Elements that leave are left out of still frames.
 */
export function enter(kind: Entrance, at: number, style?: CSSProperties) {
  return {
    "data-demo-anim": kind,
    style: { ...style, "--demo-delay": `${at}s` } as CSSProperties,
  };
}

/** Joins class names (the demo's own, from demo.css). */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

export function Panel({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={classes("demo-panel", className)}>{children}</div>;
}

/** Small uppercase heading of a panel. */
export function PanelLabel({ children }: { children: ReactNode }) {
  return <p className="demo-label">{children}</p>;
}

export type Tone = "neutral" | "cyan" | "green" | "violet" | "amber";

export function Pill({
  tone = "neutral",
  className,
  children,
  ...props
}: {
  tone?: Tone;
  className?: string;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <span className={classes("demo-pill", className)} data-tone={tone} {...props}>
      {children}
    </span>
  );
}

export function Avatar({ initials, small = false }: { initials: string; small?: boolean }) {
  return (
    <span className="demo-avatar" data-size={small ? "sm" : undefined}>
      {initials}
    </span>
  );
}

/** A round icon badge, as in the hero illustration. */
export function IconDot({ tone = "cyan", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className="demo-icon-dot" data-tone={tone}>
      {children}
    </span>
  );
}
