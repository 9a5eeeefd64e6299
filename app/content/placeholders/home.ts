/** Placeholders of the home page (SPEC 2.4, 9). The list of every placeholder is ./index.ts. */
import type { ClientLogo, Four, HomeTestimonial, Six, StatItem, Testimonial } from "../types";

/** SPEC 9 placeholder figures, shown as given. */
export const trustStats = [
  { value: "99+", label: "Clients served" },
  { value: "99+", label: "Hours saved weekly" },
  { value: "99%", label: "Client satisfaction" },
  { value: "99", label: "Day ROI" },
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
  quote:
    "Lead follow-up used to happen whenever someone found the time. Now every enquiry gets a personal reply in minutes, and the team has 15+ hours a week back for real conversations.",
  clientName: "Dana Whitfield",
  company: "Cedarpoint Realty Group",
  delay: 200,
} as const satisfies HomeTestimonial;

/** Fictional: the home page's client success carousel. */
export const successStories = [
  {
    quote:
      "We stopped losing leads over the weekend. The system answers, qualifies and books calls while we're offline, and the investment paid for itself within 90 days.",
    clientName: "Marcus Lee",
    role: "Founder",
    company: "Quillmark Consulting",
    result: "ROI in 90 Days",
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
    result: "50% faster processes",
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
