/** Schedule page copy (SPEC 2.10) and the e-mail request it pre-fills. */
import { figures } from "./figures";
import { figureText } from "./figure-text";
import { CalendarCheck, ChartColumn, Compass, Phone, Search } from "lucide-react";
import { site } from "./site";
import type { FeatureItem, ScheduleSession, SectionHeading, Three, ToastMessage, Two } from "./types";

export const scheduleIntro = {
  eyebrow: "Free consultation",
  title: "Schedule Your Free Consultation",
  intro:
    "Choose the session that fits where you are. Either way you talk to an automation expert, not a salesperson, and leave with a clear next step.",
} as const satisfies { eyebrow: string; title: string; intro: string };

export const sessions = [
  {
    type: `${figures.sessions.discovery}-Minute Discovery Call`,
    duration: `${figures.sessions.discovery} minutes`,
    icon: Phone,
    description: "A focused first conversation to see where AI automation would help your business most.",
    bullets: [
      "Your goals and biggest time drains",
      "Quick wins you could automate first",
      "Whether one of our systems is a fit",
    ],
    button: "Request Discovery Call",
  },
  {
    type: `${figures.sessions.strategy}-Minute Strategy Session`,
    duration: `${figures.sessions.strategy} minutes`,
    icon: CalendarCheck,
    badge: "Most Popular",
    description: "A deep dive into your workflows and tools, ending in a prioritized automation plan.",
    bullets: [
      "Walkthrough of your current workflows",
      "Automation opportunities ranked by impact",
      "Recommended systems, timeline and investment",
    ],
    button: "Request Strategy Session",
  },
] as const satisfies Two<ScheduleSession>;

export type SessionType = (typeof sessions)[number]["type"];

/** Heading of the two session cards, and the marker of the chosen one. */
export const sessionsSection = {
  title: "Choose Your Session",
  intro: "Pick a session below, then request it by e-mail or phone. Both are free.",
  selectedBadge: "Selected",
} as const satisfies SectionHeading & { selectedBadge: string };

export const readyToSchedule = {
  title: "Ready to Schedule?",
  intro: `Send us a request by e-mail or call us directly. We reply within ${figureText.replyHours} to confirm a time.`,
  selectedLabel: "Selected session",
  emailLabel: "Email Us",
  phoneLabel: "Call Us",
} as const satisfies { title: string; intro: string; selectedLabel: string; emailLabel: string; phoneLabel: string };

export const whatToExpect = {
  title: "What to Expect",
  items: [
    {
      icon: Search,
      title: "Discovery",
      description: "We learn how your business runs today, where time is lost and what success looks like for you.",
    },
    {
      icon: ChartColumn,
      title: "Analysis",
      description: "We identify the workflows where AI saves the most hours and money, and what they connect to.",
    },
    {
      icon: Compass,
      title: "Roadmap",
      description: "You receive a custom automation roadmap with priorities and next steps, yours to keep.",
    },
  ],
  note: "All sessions are free and include a custom automation roadmap.",
} as const satisfies SectionHeading & { items: Three<FeatureItem>; note: string };

/** Subject of the e-mail request (SPEC 2.10): '{type} Request'. */
export function scheduleEmailSubject(type: SessionType): string {
  return `${type} Request`;
}

/** Body of the e-mail request, with blanks for the visitor to fill in. */
export function scheduleEmailBody(type: SessionType): string {
  return [
    `Hello ${site.name} team,`,
    "",
    `I'd like to request a ${type}.`,
    "",
    "Name:",
    "Company:",
    "Phone (optional):",
    "Preferred days and times (with time zone):",
    "What I'd like to automate:",
    "",
    "Thank you!",
  ].join("\n");
}

/** The mailto: link for a session request, with subject and body encoded. */
export function scheduleMailtoHref(type: SessionType): string {
  const subject = encodeURIComponent(scheduleEmailSubject(type));
  const body = encodeURIComponent(scheduleEmailBody(type));
  return `mailto:${site.email}?subject=${subject}&body=${body}`;
}

export const scheduleToasts = {
  email: {
    title: "Email client opened",
    description: "Your default email client should now be open with a pre-filled message.",
  },
  phone: {
    title: `Calling ${site.name}`,
    description: "Initiating call to our consultation team.",
  },
} as const satisfies Record<"email" | "phone", ToastMessage>;
