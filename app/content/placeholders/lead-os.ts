/** Placeholders of the flagship page /services/aiva-lead-os (SPEC 2.6). The list of every placeholder is ./index.ts. */
import type { FlagshipTestimonial, Three } from "../types";

/** Fictional, built on the SPEC 9 flagship figures: the testimonial carousel of /services/aiva-lead-os. */
export const leadOsTestimonials = [
  {
    quote:
      "Within weeks of launch our calendar was fuller than it had ever been. The follow-ups sound like me, and I don't write any of them.",
    name: "Rachel Ortega",
    title: "Founder",
    company: "Ortega Leadership Coaching",
    result: "47 meetings booked",
  },
  {
    quote:
      "Personalized outreach replaced our generic templates, and prospects actually answer now. The team spends its time on calls instead of copy-paste.",
    name: "Daniel Okafor",
    title: "Head of Sales",
    company: "Brightloop Software",
    result: "35% reply rate uplift",
  },
  {
    quote:
      "Every enquiry from the website and inbox is captured and answered in minutes, even on weekends. Nothing falls through the cracks anymore.",
    name: "Sophie Lindqvist",
    title: "Managing Director",
    company: "Cedarpoint Realty Group",
    result: "180 leads captured per week",
  },
] as const satisfies Three<FlagshipTestimonial>;
