/** About page copy (SPEC 2.7). */
import { figures } from "./figures";
import { figureText } from "./figure-text";
import {
  Compass,
  Eye,
  Globe,
  Handshake,
  HeartHandshake,
  Layers,
  Lightbulb,
  Plug,
  Target,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { site } from "./site";
import type { ClosingCta, FeatureItem, Illustration, SectionHeading, Six } from "./types";

export const aboutHero = {
  eyebrow: "Our story",
  title: `About ${site.name}`,
  subtitle:
    "We build AI systems that give business owners their time back: done for you, built on tools you already trust, and measured by the hours and revenue they return.",
} as const satisfies { eyebrow: string; title: string; subtitle: string };

export const ourWhy = {
  title: "Our Why",
  illustration: {
    src: "/illustrations/about/our-why.svg",
    alt: "Scattered manual tasks flow into one AI system and come out as organized, automated work with hours saved each week.",
    width: 640,
    height: 520,
  },
  paragraphs: [
    "Too many capable teams spend their best hours on work a machine could do: copying data between apps, chasing follow-ups, answering the same questions again and again.",
    "AI can now do most of that work reliably. Yet for most small and mid-size businesses it stays out of reach, hidden behind technical jargon, tool sprawl and projects that never leave the pilot stage.",
    `${site.name} exists to close that gap. We turn AI from an experiment into a working system that your team uses every day.`,
  ],
} as const satisfies { title: string; illustration: Illustration; paragraphs: readonly string[] };

export const mission = {
  icon: Target,
  title: "Mission",
  text: "To give every growing business done-for-you AI systems that save time, win more customers and serve them better, with zero code and clear, measurable results.",
} as const satisfies { icon: LucideIcon; title: string; text: string };

export const vision = {
  icon: Eye,
  title: "Vision",
  text: "A world where no business is held back by busywork: where people focus on relationships, creativity and decisions, and AI quietly runs the routine around the clock.",
} as const satisfies { icon: LucideIcon; title: string; text: string };

export const ourDifference = {
  title: "Our Difference",
  intro: "Plenty of companies sell AI tools. We deliver working systems and stand behind the results.",
  items: [
    {
      icon: Handshake,
      title: "Done for you, end to end",
      description: "We audit, design, build, launch and maintain. Zero code is required from your team.",
    },
    {
      icon: Plug,
      title: "Built on what you already use",
      description: `We connect ${figureText.platforms} proven platforms to your existing CRM, inbox and apps instead of replacing them.`,
    },
    {
      icon: Target,
      title: "Measured by outcomes",
      description: `Every project starts with success metrics, and our flagship program guarantees ${figures.guarantee.hoursPerWeek}-hour weekly savings.`,
    },
    {
      icon: Compass,
      title: "A proven 4-step methodology",
      description: `Audit, architecture, build and continuous optimization, with typical implementation of a system in ${figureText.implementation}.`,
    },
  ],
} as const satisfies SectionHeading & { items: readonly FeatureItem[] };

export const corePillars = [
  {
    icon: HeartHandshake,
    title: "Human-Centric AI",
    description: "AI takes the routine work so people can do the work that needs judgment, empathy and relationships.",
  },
  {
    icon: Eye,
    title: "Transparency & Trust",
    description: "You always know what your systems do, what data they use and when a person takes over.",
  },
  {
    icon: Layers,
    title: "Scalable Excellence",
    description: "Systems built to stay just as reliable when your volume multiplies, without a rebuild.",
  },
  {
    icon: Lightbulb,
    title: "Continuous Innovation",
    description: "We adopt new models and platforms as they mature, so your systems keep getting better.",
  },
  {
    icon: Workflow,
    title: "Systemized Growth",
    description:
      "Growth comes from repeatable systems, not heroic effort, so results don't depend on who is in the office.",
  },
  {
    icon: Globe,
    title: "Accessible Intelligence",
    description: "Enterprise-grade AI, delivered in plain language and at a scale that fits growing businesses.",
  },
] as const satisfies Six<FeatureItem>;

export const pillarsSection = {
  title: "Our Core Pillars",
  intro: "Six principles shape every system we design, build and support.",
  items: corePillars,
} as const satisfies SectionHeading & { items: Six<FeatureItem> };

export const founder = {
  title: "Meet Our Founder",
  name: site.founder.name,
  role: site.founder.role,
  experience: site.founder.experience,
  /** Our own illustrated placeholder, not a photo: replace it with a real portrait (same 4:5 size) before going live. */
  portrait: {
    src: "/illustrations/about/founder-portrait.svg",
    alt: `Illustrated portrait of ${site.founder.name}, founder of ${site.name}`,
    width: 480,
    height: 600,
  },
  paragraphs: [
    `${site.founder.name} founded ${site.name} after ${site.founder.experience}, helping companies across markets sell, serve and operate more efficiently.`,
    "Across those years one pattern kept repeating: the businesses that grew fastest were not the ones with the biggest teams, but the ones with the best systems. AI now makes those systems available to every business, not just the largest.",
    `Today ${site.founder.name} leads solution design at ${site.name}, from the first AI Readiness Audit to the system that keeps improving after launch.`,
  ],
  quote: "Your team should spend its time on customers and decisions, not on copy-paste. That is what we build for.",
} as const satisfies {
  title: string;
  name: string;
  role: string;
  experience: string;
  portrait: Illustration;
  paragraphs: readonly string[];
  quote: string;
};

export const aboutClosingCta = {
  title: "Let's build your first AI system",
  description: "Start with a free strategy session and leave with a custom automation roadmap.",
  cta: { label: "Start Your Automation Journey", to: "/schedule" },
} as const satisfies ClosingCta;
