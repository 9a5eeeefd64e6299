/** Placeholders of the home page (SPEC 2.4, 9). The list of every placeholder is ./index.ts. */
import { figures } from "../figures";
import { figureText } from "../figure-text";
import type { ClientLogo, Four, HomeTestimonial, Six, StatItem, Testimonial } from "../types";

/**
 * SPEC 9's placeholders (99+ clients, 99+ hours, 99% satisfaction, 99 day ROI) replaced by figures the site
 * states elsewhere, from ../figures.ts (ADR 036); still claims the owner confirms before going live.
 */
export const trustStats = [
  { value: figureText.entrepreneurs, label: "Entrepreneurs served" },
  { value: figureText.hoursSavedWeekly, label: "Hours saved weekly" },
  { value: figureText.roiDays, label: "to ROI" },
  { value: figureText.platforms, label: "Platforms connected" },
] as const satisfies Four<StatItem>;

/** Fictional company names, shown as text tiles (no real brands). */
export const clientLogos = [
  { name: "Larkspur Logistics", industry: "Logistics" },
  { name: "Cedarpoint Realty Group", industry: "Real estate" },
  { name: "Tidewell Commerce", industry: "E-commerce" },
  { name: "Quillmark Consulting", industry: "Consulting" },
  { name: "Ironvale Finance", industry: "Finance" },
  { name: "Brightloop Software", industry: "SaaS" },
] as const satisfies Six<ClientLogo>;

/** Fictional: the home page's testimonial card. */
export const homeTestimonial = {
  quote: `Lead follow-up used to happen whenever someone found the time. Now every enquiry gets a personal reply in minutes, and the team has ${figureText.hoursSavedWeekly} hours a week back for real conversations.`,
  clientName: "Dana Whitfield",
  company: "Cedarpoint Realty Group",
  delay: 200,
} as const satisfies HomeTestimonial;

/** Fictional: the home page's client success carousel. */
export const successStories = [
  {
    quote: `We stopped losing leads over the weekend. The system answers, qualifies and books calls while we're offline, and the investment paid for itself within ${figureText.roiDays}.`,
    clientName: "Marcus Lee",
    role: "Founder",
    company: "Quillmark Consulting",
    result: `ROI in ${figures.roiDays} Days`,
  },
  {
    quote:
      "Routine questions are answered instantly, complex tickets reach the right person with the whole history attached, and our support team finally works on the hard problems.",
    clientName: "Priya Raman",
    role: "Head of Customer Success",
    company: "Brightloop Software",
    result: "24/7 support coverage",
  },
  {
    quote:
      "Our weekly numbers used to take a day of spreadsheet work. Now the report is in everyone's inbox on Monday morning and anomalies are flagged the day they happen.",
    clientName: "Tomás Herrera",
    role: "Operations Director",
    company: "Larkspur Logistics",
    result: `${figureText.fasterProcesses} faster processes`,
  },
  {
    quote:
      "From the audit to go-live took about a month, and we never had to write a line of code. The team adopted it because it fits the tools they already use.",
    clientName: "Elena Novak",
    role: "COO",
    company: "Tidewell Commerce",
    result: "Zero code required",
  },
] as const satisfies Four<Testimonial>;
