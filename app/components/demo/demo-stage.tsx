import { CalendarDays, Inbox, LayoutDashboard, Sparkles, SquareKanban } from "lucide-react";
import { memo } from "react";
import { type DemoStepId, demoFrames, demoPlayer, demoSteps } from "~/content/demo";
import { scenes } from "./demo-scenes";
import { classes, type SceneMode } from "./scene-kit";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The app's sections in the sidebar, and the steps each is open for. */
const sections: readonly { icon: typeof Inbox; steps: readonly DemoStepId[] }[] = [
  { icon: Inbox, steps: ["enquiry", "qualify", "reply"] },
  { icon: SquareKanban, steps: ["enrich"] },
  { icon: CalendarDays, steps: ["book"] },
  { icon: LayoutDashboard, steps: ["dashboard"] },
];

/**
 * One frame of the walkthrough in the Lead OS window: title bar (with the 'Illustrative example' badge), the
 * app's sidebar on wide frames, and the step's scene. Square on a phone, 16:10 and then 16:9 as it widens.
 * `label` (the step's text equivalent) makes it an image for assistive technology; without one it is hidden
 * from it, for pages that show the text beside it.
 */
export const DemoStage = memo(function DemoStage({
  step,
  mode,
  label,
  flush = false,
  className,
}: {
  step: number;
  mode: SceneMode;
  label?: string;
  /** Square corners and no outline: the frame sits inside a player's own card. */
  flush?: boolean;
  className?: string;
}) {
  const current = demoSteps[step] ?? demoSteps[0];
  const Scene = scenes[current.id];
  return (
    <div className={classes("demo-stage-box", className)}>
      <div
        className="demo-stage"
        data-demo-mode={mode}
        data-step={current.id}
        data-flush={flush || undefined}
        {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      >
        <div className="demo-titlebar">
          <span className="demo-dots">
            <span />
            <span />
            <span />
          </span>
          <span className="demo-app">
            <span className="demo-app-logo">
              <Sparkles />
            </span>
            {demoPlayer.appName}
          </span>
          <span className="demo-badge">{keepCompoundsIn(demoPlayer.sampleBadge)}</span>
          <span className="demo-live">{keepCompoundsIn(demoFrames.live)}</span>
        </div>
        <div className="demo-body">
          <div className="demo-sidebar">
            {sections.map(({ icon: Icon, steps }) => (
              <span key={steps[0]} data-active={steps.includes(current.id) || undefined}>
                <Icon />
              </span>
            ))}
          </div>
          <div key={current.id} className="demo-scene">
            <Scene still={mode === "still"} />
          </div>
        </div>
      </div>
    </div>
  );
});
