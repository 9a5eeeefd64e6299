/**
 * The figures of ./figures.ts as the words pages use, written by ./format-figures.ts (ADR 036). Content files
 * build their copy from these, so a figure changed in ./figures.ts changes everywhere.
 */
import { figures } from "./figures";
import { formatAtLeast, formatLabelledRange, formatPercent, formatRange, formatUsd } from "./format-figures";

const weekLabel = { one: "Week", many: "Weeks" } as const;

export const figureText = {
  /** "3–5 weeks" that never breaks; `implementationPlain` for meta descriptions, JSON-LD and social images. */
  implementation: formatRange(figures.implementationWeeks, "weeks"),
  implementationPlain: formatRange(figures.implementationWeeks, "weeks", { plain: true }),
  methodologyTimeline: {
    audit: formatLabelledRange(weekLabel, figures.methodologyWeeks.audit),
    architecture: formatLabelledRange(weekLabel, figures.methodologyWeeks.architecture),
    build: formatLabelledRange(weekLabel, figures.methodologyWeeks.build),
  },
  /** The longest week of the methodology's build, "6". */
  methodologyLastWeek: figures.methodologyWeeks.build.max,
  programMonths: `${figures.programMonths} months`,
  /** "3-month" as an adjective: "a 3-month program". */
  programMonthsAdjective: `${figures.programMonths}-month`,
  programWeeks: `${figures.programWeeks} weeks`,
  programMonthWeeks: [
    formatLabelledRange(weekLabel, figures.programMonthWeeks[0]),
    formatLabelledRange(weekLabel, figures.programMonthWeeks[1]),
    formatLabelledRange(weekLabel, figures.programMonthWeeks[2]),
  ] as const,
  guaranteeHours: `${figures.guarantee.hoursPerWeek} hours`,
  refundWindow: `${figures.guarantee.refundWindowDays} days`,
  satisfactionDays: `${figures.guarantee.satisfactionDays}-day`,
  launchSupport: `${figures.guarantee.launchSupportDays} days`,
  hoursSavedWeekly: formatAtLeast(figures.hoursSavedWeekly),
  roiDays: `${figures.roiDays} days`,
  fasterProcesses: formatPercent(figures.fasterProcessesPercent),
  revenueIncrease: formatPercent(figures.revenueIncrease.percent),
  platforms: formatAtLeast(figures.platforms),
  entrepreneurs: formatAtLeast(figures.entrepreneurs),
  founderYears: formatAtLeast(figures.founderYears),
  replyHours: `${figures.replyHours} hours`,
  prices: {
    full: formatUsd(figures.pricing.full),
    installments: `${figures.pricing.installments.count} payments of ${formatUsd(figures.pricing.installments.amount)}`,
    split: `${formatUsd(figures.pricing.split.down)} down + ${formatUsd(figures.pricing.split.atCompletion)} at completion`,
    monthly: `${formatUsd(figures.pricing.monthly.down)} down + ${formatUsd(figures.pricing.monthly.perMonth)} per month for ${figures.pricing.monthly.months} months`,
  },
} as const;
