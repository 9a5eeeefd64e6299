import { Clock } from "lucide-react";
import { SectionIntro } from "~/components/ui/heading";
import { keepCompoundsIn } from "~/components/ui/keep-compounds";
import { Section } from "~/components/ui/section";
import { demoPage, demoPlayer, demoSteps, fillLabel } from "~/content/demo";
import { stepAnchor } from "./controls";
import { DemoStage } from "./demo-stage";

/**
 * /demo's six steps as still frames, each with its caption, what it saves and, in words, everything the frame
 * shows. It is where the player's controls lead without JavaScript, and what a reader or crawler reads.
 */
export function DemoStoryboard() {
  const { stepsSection } = demoPage;
  const titleId = `${stepsSection.id}-title`;
  return (
    <Section tone="subtle" id={stepsSection.id} aria-labelledby={titleId}>
      <SectionIntro id={titleId} eyebrow={stepsSection.eyebrow} title={stepsSection.title} lead={stepsSection.intro} />
      <ol className="demo-steps">
        {demoSteps.map((step, index) => (
          <li key={step.id} id={stepAnchor(index)}>
            <DemoStage step={index} mode="still" />
            <div>
              <p className="demo-step-eyebrow">
                {fillLabel(demoPlayer.stepOf, { n: index + 1, total: demoSteps.length })}
              </p>
              <h3 className="demo-step-title">{keepCompoundsIn(step.title)}</h3>
              <p className="demo-step-caption">{keepCompoundsIn(step.caption)}</p>
              <p className="demo-step-saves">
                <Clock aria-hidden="true" />
                <span>
                  <span className="sr-only">{demoPlayer.savesLabel}: </span>
                  {keepCompoundsIn(step.saves)}
                </span>
              </p>
              <details className="demo-step-details">
                <summary>{demoPage.frameDetails}</summary>
                <p>{keepCompoundsIn(step.description)}</p>
              </details>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
