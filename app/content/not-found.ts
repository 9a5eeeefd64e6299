/** Page Not Found copy (SPEC 2.12). */
import { figureText } from "./figure-text";
import { CalendarCheck, House, Mail, Workflow } from "lucide-react";
import { site } from "./site";
import type { Four, LinkCard } from "./types";

export const notFoundIntro = {
  title: "Page Not Found",
  intro: "The page you're looking for doesn't exist or has moved. These links will get you back on track.",
} as const satisfies { title: string; intro: string };

export const notFoundCards = [
  { icon: House, title: "Home", description: "Start over from our home page.", to: "/" },
  {
    icon: Workflow,
    title: "Services",
    description: "Explore our AI systems for revenue, customer experience and operations.",
    to: "/services/revenue-growth-ai-system",
  },
  {
    icon: CalendarCheck,
    title: "Schedule",
    description: "Book a free consultation with an automation expert.",
    to: "/schedule",
  },
  {
    icon: Mail,
    title: "Contact",
    description: `Send us a message. We reply within ${figureText.replyHours}.`,
    to: "/contact",
  },
] as const satisfies Four<LinkCard>;

export const notFoundPromo = {
  eyebrow: "Signature AI System",
  title: site.flagship.name,
  description: `While you're here: our ${figureText.programMonthsAdjective} program builds a complete AI-powered lead engine, from capture to booked meetings, designed to save you ${figureText.hoursSavedWeekly} hours a week.`,
  learnMore: { label: `Discover ${site.flagship.name}`, to: site.flagship.path },
  cta: { label: "Book a Free Assessment", to: "/schedule" },
} as const satisfies {
  eyebrow: string;
  title: string;
  description: string;
  learnMore: { label: string; to: `/${string}` };
  cta: { label: string; to: `/${string}` };
};

export const notFoundContact = {
  intro: "Can't find what you need? Talk to us directly.",
  email: { label: `Email ${site.email}`, href: `mailto:${site.email}` },
  phone: { label: `Call ${site.phone}`, href: site.phoneHref },
} as const satisfies {
  intro: string;
  email: { label: string; href: string };
  phone: { label: string; href: string };
};
