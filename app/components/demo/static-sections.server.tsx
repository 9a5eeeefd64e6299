/**
 * Server only (the /demo loader, so at pre-render time): the page's parts as HTML (ADR 007). The player's first
 * frame with its controls as links (ADR 029), the six still frames and the closing call to action reach the
 * browser as markup; the player's code loads only when a visitor uses it.
 */
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ClosingCta } from "~/components/sections/closing-cta";
import { toHtml } from "~/components/static/to-html.server";
import { Button } from "~/components/ui/button";
import { demoDialog, demoPage } from "~/content/demo";
import { site } from "~/content/site";
import { DemoPlayer } from "./demo-player";
import { DemoStoryboard } from "./demo-storyboard";
import { KeepCompounds, keepCompoundsIn } from "~/components/ui/keep-compounds";

/** The two ways on, beside the player: the flagship's assessment form, or a live demo. */
export function DemoActions() {
  return (
    <>
      <p className="demo-note">{keepCompoundsIn(demoPage.note)}</p>
      <div className="demo-actions">
        <Button asChild>
          <Link to={demoDialog.assessment.to}>
            {demoDialog.assessment.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline-dark">
          <Link to={demoDialog.schedule.to}>{demoDialog.schedule.label}</Link>
        </Button>
      </div>
    </>
  );
}

/** `text` with `phrase` kept on one line (a product name split across lines reads as two words). */
function NoBreak({ text, phrase }: { text: string; phrase: string }) {
  const at = text.indexOf(phrase);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{phrase}</span>
      {text.slice(at + phrase.length)}
    </>
  );
}

function DemoIntro({ heading }: { heading: string }) {
  return (
    <div className="mx-auto max-w-4xl text-center">
      <p className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-cyan-300">
        {keepCompoundsIn(demoPage.eyebrow)}
      </p>
      <h1 id="demo-title" className="hero-title text-white">
        <NoBreak text={heading} phrase={site.flagship.name} />
      </h1>
      <p className="mt-6 text-lg text-pretty text-on-dark-muted md:text-xl">
        <KeepCompounds text={demoPage.lead} />
      </p>
    </div>
  );
}

export type DemoPageData = {
  intro: string;
  poster: string;
  actions: string;
  rest: string;
};

export function renderDemoPage(heading: string): DemoPageData {
  const actions = <DemoActions />;
  return {
    intro: toHtml(<DemoIntro heading={heading} />),
    poster: toHtml(
      <DemoPlayer poster tone="dark">
        {actions}
      </DemoPlayer>,
    ),
    actions: toHtml(actions),
    rest: toHtml(
      <>
        <DemoStoryboard />
        <ClosingCta id="demo-cta-title" content={demoPage.closing} tone="subtle" />
      </>,
    ),
  };
}
