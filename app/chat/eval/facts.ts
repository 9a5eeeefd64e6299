/**
 * The facts the read sets' cases check for, written once: the service pages' paths and the ways an answer may
 * state a figure ("any one of these").
 */
export const REVENUE = "/services/revenue-growth-ai-system";
export const CX = "/services/customer-experience-ai-system";
export const OPS = "/services/operational-intelligence-ai-system";
export const LEAD_OS = "/services/aiva-lead-os";
/** Lead follow-up and outreach: the Revenue Growth AI System or the flagship. */
export const LEADS = [REVENUE, LEAD_OS] as const;
/** The flagship's program length. */
export const PROGRAM_LENGTH = ["12 weeks", "3 months", "3-month"] as const;
/** The 15 hours a week the flagship saves (and guarantees). */
export const FIFTEEN_HOURS = ["15 hours", "15-hour", "15+"] as const;
/** The ways on to ask us what the site does not say. */
export const ASK_US = ["/contact", "/schedule", "hello@aiva.example"] as const;
/** Openings that would confirm what the site does not state. */
export const NOT_CONFIRMED = ["Yes", "Of course", "Sure", "Absolutely"] as const;
/** What a declined message's answer may not contain: a system's page or the flagship's price. */
export const DECLINED_NOT = ["/services/", "$3,997"] as const;
/** One system's typical implementation: any one of these. */
export const SYSTEM_WEEKS = ["3-5 weeks", "3–5 weeks", "3 to 5 weeks"] as const;
/** The flagship's money-back promise: any one of these. */
export const REFUND = ["refund", "money back"] as const;
/** The flagship's payment plans other than paying in full: any one of their figures. */
export const PLAN_FIGURES = ["$1,499", "$1,999", "$999"] as const;
/** The payment plans' figures, also as written with a dot for thousands. */
export const PLANS_ANY = [...PLAN_FIGURES, "1.499", "1.999", "999"] as const;
/** The flagship's intake per month. */
export const FIVE_A_MONTH = ["5 clients", "five clients", "5 new", "five new", "5 per month", "5 a month"] as const;
