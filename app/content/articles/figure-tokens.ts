/**
 * Figures in articles (ADR 036): an article writes `{figure:implementation}` and the build puts in the value from
 * ../figures.ts, in the body and the front matter alike, so an article cannot state a figure the site has changed.
 * An unknown token stops the build, naming it. Extensions spelled out: Vite's config loader reads this file.
 */
import { figures } from "../figures.ts";
import { formatRange } from "../format-figures.ts";

export const articleFigureTokens: Readonly<Record<string, string>> = {
  implementation: formatRange(figures.implementationWeeks, "weeks"),
  programMonths: `${figures.programMonths} months`,
  programWeeks: `${figures.programWeeks} weeks`,
  guaranteeHours: `${figures.guarantee.hoursPerWeek}`,
  refundWindowDays: `${figures.guarantee.refundWindowDays}`,
  launchSupportDays: `${figures.guarantee.launchSupportDays}`,
  hoursSavedWeekly: `${figures.hoursSavedWeekly}+`,
  discoveryMinutes: `${figures.sessions.discovery}`,
  firstResponseMinutes: `${figures.flagshipStats.firstResponseMinutes}`,
  captureHours: `${figures.workflowHours.capture}`,
  generationHours: `${figures.workflowHours.generation}`,
  enrichmentHours: `${figures.workflowHours.enrichment}`,
  nurtureHours: `${figures.workflowHours.nurture}`,
};

const TOKEN = /\{figure:([A-Za-z]+)\}/g;

/** The text with every `{figure:name}` token replaced; throws on an unknown name. */
export function resolveFigureTokens(text: string, file = "article"): string {
  return text.replace(TOKEN, (_, name: string) => {
    const value = articleFigureTokens[name];
    if (value === undefined) {
      throw new Error(
        `${file}: unknown figure {figure:${name}} (known: ${Object.keys(articleFigureTokens).join(", ")})`,
      );
    }
    return value;
  });
}
