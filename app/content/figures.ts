/**
 * Every figure the site states, in one place (issue 33, ADR 036): pages, articles (`{figure:name}` tokens,
 * ./articles/compile.ts), social images, JSON-LD and the chat assistant read them from here, and the build
 * fails when a page states one of these kinds of figure with a value not defined here
 * (scripts/check-figures.ts). Plain data with no imports: Vite's config loader reads this file natively.
 * Where SPEC 9 marks a value as a placeholder, it is listed in ./placeholders/ as well (README, "Before going live").
 */
export const figures = {
  /** SPEC 1, 9: one system's typical implementation, audit to launch. */
  implementationWeeks: { min: 3, max: 5 },
  /** SPEC 3: the 4-step methodology's schedule; the longest build ends in week 6, optimisation is ongoing. */
  methodologyWeeks: {
    audit: { min: 1, max: 1 },
    architecture: { min: 2, max: 3 },
    build: { min: 4, max: 6 },
  },
  methodologySteps: 4,
  /** SPEC 1, 9: the flagship program, 3 months of 4 weeks each. */
  programMonths: 3,
  programWeeks: 12,
  programMonthWeeks: [
    { min: 1, max: 4 },
    { min: 5, max: 8 },
    { min: 9, max: 12 },
  ],
  /** SPEC 9: the flagship's guarantee and support. */
  guarantee: {
    /** Hours saved per week the program guarantees. */
    hoursPerWeek: 15,
    /** Days after launch within which those hours are measured; short of them, a full refund. */
    refundWindowDays: 60,
    /** Days the satisfaction guarantee gives the client to judge the program on its results. */
    satisfactionDays: 90,
    launchSupportDays: 30,
  },
  /** SPEC 9 marketing claims. */
  hoursSavedWeekly: 15,
  roiDays: 90,
  fasterProcessesPercent: 50,
  revenueIncrease: { percent: 40, months: 6 },
  platforms: 12,
  demoMinutes: 2,
  /** SPEC 9: "A claim of 247+ entrepreneurs is also shown" (flagship). */
  entrepreneurs: 247,
  founderYears: 20,
  /** SPEC 9: contact replies. */
  replyHours: 24,
  /** SPEC 9: the free consultations and the flagship's assessment, in minutes. */
  sessions: { discovery: 30, strategy: 60, assessment: 15 },
  /** SPEC 9: the flagship's intake. */
  availability: { monthlyCapacity: 5, spotsRemaining: 3 },
  /** SPEC 9: the flagship's four workflows, estimated hours saved per week. */
  workflowHours: { capture: 4, generation: 3, enrichment: 2, nurture: 6 },
  /** SPEC 9: the flagship's statistics. */
  flagshipStats: { replyRateUpliftPercent: 35, meetingsBooked: 47, leadsPerWeek: 180, firstResponseMinutes: 2 },
  /** SPEC 9: the flagship's price and payment plans, in US dollars. */
  pricing: {
    full: 3997,
    installments: { count: 3, amount: 1499 },
    split: { down: 1999, atCompletion: 1998 },
    monthly: { down: 999, perMonth: 1499, months: 2 },
  },
} as const;

type Widen<T> = T extends number
  ? number
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape of `figures` with any values (the build check takes another set in its tests). */
export type Figures = Widen<typeof figures>;
