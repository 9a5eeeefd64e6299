/**
 * Home page copy (SPEC 2.4), in page order.
 * Figures come from SPEC 9 only. The trust statistics, client names, testimonial and success stories are
 * placeholders, kept in ./placeholders/home.ts until replaced.
 */
import { figures } from "./figures";
import { figureText } from "./figure-text";
import {
  BrainCircuit,
  ChartColumn,
  Clock,
  Database,
  Headphones,
  HeartHandshake,
  LayoutDashboard,
  Megaphone,
  Repeat,
  Rocket,
  Shield,
  Sparkles,
  TrendingUp,
  Workflow,
  Zap,
} from "lucide-react";
import { homeFaq } from "./home-faq";
import { clientLogos, homeTestimonial, successStories, trustStats } from "./placeholders/home";
import { site } from "./site";
import type {
  ChallengeSolution,
  ClientLogo,
  ClosingCta,
  CoreServiceCard,
  FaqItem,
  FeatureItem,
  Five,
  Four,
  Layer,
  Platform,
  ProcessStep,
  SectionHeading,
  Six,
  StatItem,
  Testimonial,
  Three,
  Twelve,
} from "./types";

// --- Hero ----------------------------------------------------------------------------------------------------

/** In its own module so the home page's first-load JavaScript carries only the hero's copy (DESIGN.md §5). */
export { homeHero } from "./home-hero";

// --- Problem cards -------------------------------------------------------------------------------------------

export const problems = [
  {
    icon: Clock,
    title: "Leads go cold while you're busy",
    description:
      "Enquiries wait in inboxes and forms for hours. By the time someone replies, the buyer has booked a call with a competitor.",
  },
  {
    icon: Repeat,
    title: "Your team does robot work",
    description:
      "Copying data between tools, chasing follow-ups and rebuilding the same reports eat the hours meant for selling and serving.",
  },
  {
    icon: Headphones,
    title: "Support can't keep up",
    description:
      "The same questions arrive day and night. Customers wait, tickets pile up and your best people spend the day on repeats.",
  },
  {
    icon: ChartColumn,
    title: "Decisions run on guesswork",
    description:
      "Data sits in a dozen disconnected apps, so nobody sees the full picture until it is too late to act on it.",
  },
] as const satisfies Four<FeatureItem>;

export const problemSection = {
  eyebrow: "The problem",
  title: "Growth shouldn't mean more busywork",
  intro:
    "Every new customer adds follow-ups, questions and admin. Without automation, growth simply buys you more work.",
  items: problems,
} as const satisfies SectionHeading & { items: readonly FeatureItem[] };

// --- Challenge-to-solution tabs -------------------------------------------------------------------------------

export const challenges = [
  {
    id: "scattered-data",
    challenge: {
      icon: Database,
      title: "Scattered data",
      description:
        "Customer, sales and finance data live in spreadsheets, CRMs and inboxes, so reports take days and still disagree.",
      alt: "Disconnected apps flowing into one synced data layer with a live dashboard on top",
    },
    solution: {
      title: "Operational Intelligence AI System",
      description:
        "We connect your tools into one clean, automatically synced data layer and put live dashboards and alerts on top of it.",
      benefits: [
        "One source of truth across every tool",
        "Reports that build and send themselves",
        "Anomalies flagged before they become problems",
      ],
      image: "/illustrations/scattered-data.svg",
    },
  },
  {
    id: "marketing-bottlenecks",
    challenge: {
      icon: Megaphone,
      title: "Marketing & sales bottlenecks",
      description:
        "Leads wait for follow-up, content stalls in review and the pipeline depends on who remembered to send what.",
      alt: "A new lead captured, scored and answered automatically, ending in a booked meeting",
    },
    solution: {
      title: "Revenue Growth AI System",
      description:
        "AI captures, scores and follows up with every lead the moment it arrives, and keeps content and campaigns moving without hand-offs.",
      benefits: [
        "An instant, personal reply to every new lead",
        "Follow-up sequences that never forget",
        "A pipeline you can actually forecast",
      ],
      image: "/illustrations/marketing-bottlenecks.svg",
    },
  },
  {
    id: "support-overwhelm",
    challenge: {
      icon: Headphones,
      title: "Support overwhelm",
      description:
        "Repetitive questions flood every channel, response times slip and customers feel every minute of the wait.",
      alt: "An AI agent answering routine questions and routing a complex ticket to the right person",
    },
    solution: {
      title: "Customer Experience AI System",
      description:
        "AI agents resolve routine questions 24/7 and route complex issues to the right person with the full conversation attached.",
      benefits: [
        "Answers around the clock on every channel",
        "Smart routing with full context",
        "A support team free for the work that needs them",
      ],
      image: "/illustrations/support-overwhelm.svg",
    },
  },
] as const satisfies Three<ChallengeSolution>;

export const challengeSection = {
  eyebrow: "From challenge to solution",
  title: "Three bottlenecks. Three AI systems.",
  intro: "Pick the challenge that sounds most like your week and see the system we build to remove it.",
  items: challenges,
  tabListLabel: "Business challenges",
  solutionLabel: "The AI solution",
  emptyHint: "Tap a challenge above to see the AI system that removes it.",
  pauseLabel: "Pause autoplay",
  playLabel: "Play autoplay",
} as const satisfies SectionHeading & {
  items: Three<ChallengeSolution>;
  tabListLabel: string;
  solutionLabel: string;
  emptyHint: string;
  pauseLabel: string;
  playLabel: string;
};

// --- Technology platforms -------------------------------------------------------------------------------------

/**
 * The 12 platforms of the marquee (SPEC 3 order). `slug` is the simple-icons slug; OpenAI, ChatGPT, Salesforce
 * and Slack are not in simple-icons 16, so their slug is null and their logo is drawn separately.
 */
export const platforms = [
  { name: "Make", logoPath: "/logos/make.svg", category: "Automation", slug: "make" },
  { name: "Airtable", logoPath: "/logos/airtable.svg", category: "Database", slug: "airtable" },
  { name: "OpenAI", logoPath: "/logos/openai.svg", category: "AI", slug: null },
  { name: "ChatGPT", logoPath: "/logos/chatgpt.svg", category: "AI", slug: null },
  { name: "HubSpot", logoPath: "/logos/hubspot.svg", category: "CRM", slug: "hubspot" },
  { name: "Salesforce", logoPath: "/logos/salesforce.svg", category: "CRM", slug: null },
  { name: "Slack", logoPath: "/logos/slack.svg", category: "Communication", slug: null },
  { name: "Calendly", logoPath: "/logos/calendly.svg", category: "Scheduling", slug: "calendly" },
  { name: "Google", logoPath: "/logos/google.svg", category: "Search & AI", slug: "google" },
  { name: "Anthropic", logoPath: "/logos/anthropic.svg", category: "AI", slug: "anthropic" },
  { name: "Claude", logoPath: "/logos/claude.svg", category: "AI", slug: "claude" },
  { name: "n8n", logoPath: "/logos/n8n.svg", category: "Automation", slug: "n8n" },
] as const satisfies Twelve<Platform>;

export const platformSection = {
  eyebrow: "Technology platforms",
  title: "Built on the tools you already trust",
  intro: `${figureText.platforms} Platforms, connected for you. We build on proven automation, AI and CRM platforms, so your systems stay reliable, supported and yours.`,
  items: platforms,
  viewAllLabel: "View All Integrations",
  listLabel: "Platforms we build on",
  pauseLabel: "Pause logo animation",
  playLabel: "Play logo animation",
  dialog: {
    title: "All integrations",
    description: "The platforms we build on, grouped by what they do in your systems.",
    closeLabel: "Close",
  },
} as const satisfies SectionHeading & {
  items: Twelve<Platform>;
  viewAllLabel: string;
  listLabel: string;
  pauseLabel: string;
  playLabel: string;
  dialog: { title: string; description: string; closeLabel: string };
};

// --- Vision ---------------------------------------------------------------------------------------------------

export const visionSection = {
  eyebrow: "Our vision",
  title: "AI that works like part of your team",
  intro:
    "We believe every growing business deserves the kind of automation that used to need an in-house engineering team. You describe the outcome; we build the system, run it and keep improving it.",
  items: [
    {
      icon: Zap,
      title: "24/7 Automation",
      description: "Your systems respond, route and report around the clock, including nights, weekends and holidays.",
    },
    {
      icon: Sparkles,
      title: "Zero Code Required",
      description: "We design, build and maintain everything. Your team just uses the results.",
    },
    {
      icon: HeartHandshake,
      title: "Humans stay in charge",
      description: "AI handles the routine and hands anything sensitive or complex to the right person, with context.",
    },
  ],
} as const satisfies SectionHeading & { items: Three<FeatureItem> };

// --- Core systems ---------------------------------------------------------------------------------------------

export const coreSystems = [
  {
    icon: TrendingUp,
    iconAlt: "Rising revenue chart",
    serviceName: "Revenue Growth AI System",
    tagline: "Turn more leads into revenue, automatically.",
    automationItems: [
      { text: "Lead capture and instant first response" },
      { text: "AI lead scoring and routing" },
      { text: "Personalized nurture sequences" },
      { text: "Content and campaign automation" },
      { text: "Pipeline and revenue reporting" },
    ],
    linkText: "Explore Revenue Growth",
    linkPath: "/services/revenue-growth-ai-system",
    resultMetrics: [
      {
        icon: TrendingUp,
        value: figureText.revenueIncrease,
        label: `average revenue increase within ${figures.revenueIncrease.months} months`,
      },
    ],
  },
  {
    icon: Headphones,
    iconAlt: "Support headset",
    serviceName: "Customer Experience AI System",
    tagline: "Answer every customer in seconds, day or night.",
    automationItems: [
      { text: "AI agents for chat, e-mail and messaging" },
      { text: "Automatic ticket triage and routing" },
      { text: "Self-updating knowledge base" },
      { text: "Feedback collection and analysis" },
      { text: "Personalized follow-ups" },
    ],
    linkText: "Explore Customer Experience",
    linkPath: "/services/customer-experience-ai-system",
    resultMetrics: [{ icon: Clock, value: "24/7", label: "automated customer support" }],
  },
  {
    icon: ChartColumn,
    iconAlt: "Operations dashboard chart",
    serviceName: "Operational Intelligence AI System",
    tagline: "See the whole business clearly and let AI run the routine.",
    automationItems: [
      { text: "Data integration across your tools" },
      { text: "Live dashboards and scheduled reports" },
      { text: "Anomaly detection and alerts" },
      { text: "Document capture and generation" },
      { text: "Back-office workflow automation" },
    ],
    linkText: "Explore Operational Intelligence",
    linkPath: "/services/operational-intelligence-ai-system",
    resultMetrics: [{ icon: TrendingUp, value: figureText.fasterProcesses, label: "faster processes" }],
  },
  {
    icon: Rocket,
    iconAlt: "Rocket launching",
    serviceName: site.flagship.name,
    tagline: "All three systems, combined into one AI-powered lead engine.",
    description: `A ${figureText.programMonthsAdjective} done-for-you program that takes you from scattered leads to a complete lead engine, from capture to booked meetings.`,
    automationItems: [
      { text: "Lead capture, generation, enrichment and nurture" },
      { text: `Built, launched and tuned with you in ${figureText.programMonths}` },
      { text: `${figureText.launchSupport} of launch support with weekly check-ins` },
    ],
    linkText: `Explore ${site.flagship.name}`,
    linkPath: site.flagship.path,
    resultMetrics: [
      {
        icon: Clock,
        value: `${figures.guarantee.hoursPerWeek}`,
        label: `hours saved weekly within ${figureText.refundWindow}, or a full refund`,
      },
      { icon: Shield, value: figureText.satisfactionDays, label: "satisfaction guarantee" },
    ],
  },
] as const satisfies Four<CoreServiceCard>;

export const coreSystemsSection = {
  eyebrow: "Core systems",
  title: "AI systems built around how your business makes money",
  intro: "Start with the system that removes your biggest bottleneck, or combine all three in one program.",
  items: coreSystems,
  flagshipBadge: "Signature program",
} as const satisfies SectionHeading & { items: Four<CoreServiceCard>; flagshipBadge: string };

// --- Why three ------------------------------------------------------------------------------------------------

export const whyThree = {
  eyebrow: "Why three systems",
  title: "Win customers, keep them, run the business",
  intro:
    "Every company runs on the same three engines. Automating one helps; connecting all three compounds, because each system feeds the others clean data.",
  items: [
    {
      icon: TrendingUp,
      title: "Revenue Growth",
      description: "Brings in and converts the leads, so the pipeline never depends on someone's memory.",
    },
    {
      icon: Headphones,
      title: "Customer Experience",
      description: "Keeps every customer answered and happy, so revenue you win stays won.",
    },
    {
      icon: ChartColumn,
      title: "Operational Intelligence",
      description: "Runs the back office and shows what is working, so you invest where it pays.",
    },
  ],
  stats: [
    { value: figureText.hoursSavedWeekly, label: "Hours Saved Weekly" },
    { value: figureText.fasterProcesses, label: "Faster Processes" },
    { value: figureText.roiDays, label: "to ROI" },
    { value: figureText.implementation, label: "typical implementation" },
  ],
} as const satisfies SectionHeading & { items: Three<FeatureItem>; stats: readonly StatItem[] };

// --- Process --------------------------------------------------------------------------------------------------

export const processSteps = [
  {
    id: 0,
    title: "AI Readiness Audit",
    label: "01",
    description:
      "We map how work really flows through your business and find where automation saves the most hours and money.",
    timeline: figureText.methodologyTimeline.audit,
    details: [
      "Interviews with the people who do the work",
      "Review of your tools, data and workflows",
      "Automation opportunities ranked by impact",
      "A clear scope and success metrics",
    ],
    image: "/illustrations/process-1.svg",
  },
  {
    id: 1,
    title: "Solution Architecture",
    label: "02",
    description:
      "We design your system end to end: which tools connect, what the AI decides, and where people stay in the loop.",
    timeline: figureText.methodologyTimeline.architecture,
    details: [
      "Workflow and data-flow blueprints",
      "Platform and integration choices",
      "Human hand-off and approval points",
      "A build plan you sign off before we start",
    ],
    image: "/illustrations/process-2.svg",
  },
  {
    id: 2,
    title: "System Development & Integration",
    label: "03",
    description:
      "We build, connect and test the system on your real tools and data, then launch it alongside your team.",
    timeline: figureText.methodologyTimeline.build,
    details: [
      "Automations and AI agents built and connected",
      "Testing with real scenarios before go-live",
      "Team walkthrough and written playbooks",
      "A controlled launch with close monitoring",
    ],
    image: "/illustrations/process-3.svg",
  },
  {
    id: 3,
    title: "Continuous Learning & Optimization",
    label: "04",
    description:
      "After launch we measure results, tune prompts and workflows, and extend the system as your business grows.",
    timeline: "Ongoing",
    details: [
      "Performance reviews against your success metrics",
      "Prompt, rule and workflow tuning",
      "New automations as needs change",
      "Ongoing support under a module subscription",
    ],
    image: "/illustrations/process-4.svg",
  },
] as const satisfies Four<ProcessStep>;

export const processSection = {
  eyebrow: "How we work",
  title: `A proven ${figures.methodologySteps}-step methodology`,
  intro: `From first audit to a system that keeps improving. Typical implementation takes ${figureText.implementation} for one system; a larger build runs to week ${figureText.methodologyLastWeek}, and optimization goes on after launch.`,
  items: processSteps,
  previousLabel: "Previous",
  nextLabel: "Next",
  loadingLabel: "Loading...",
  comingSoonLabel: "Coming Soon",
  comingSoonText: "An illustration of this step is on its way.",
  stepLabel: "Step",
  progressLabel: "Methodology progress",
  completedLabel: "completed",
  stepsLabel: "Methodology steps",
} as const satisfies SectionHeading & {
  comingSoonText: string;
  stepLabel: string;
  progressLabel: string;
  completedLabel: string;
  stepsLabel: string;
  items: Four<ProcessStep>;
  previousLabel: string;
  nextLabel: string;
  loadingLabel: string;
  comingSoonLabel: string;
};

// --- Layers ---------------------------------------------------------------------------------------------------

export const layers = [
  {
    id: "data-layer",
    title: "Data Layer",
    description:
      "Your CRM, inboxes, forms, spreadsheets and apps, connected and kept in sync so every system works from the same facts.",
    icon: Database,
  },
  {
    id: "ml-models",
    title: "ML Models",
    description:
      "Leading language and prediction models that read, classify, score and write, chosen for each task and grounded in your data.",
    icon: BrainCircuit,
  },
  {
    id: "agents-orchestration",
    title: "Agents & Orchestration",
    description:
      "AI agents and workflows that take action across your tools, with rules for when to act alone and when to ask a person.",
    icon: Workflow,
  },
  {
    id: "insights-automation",
    title: "Insights & Automation",
    description:
      "The results you see: replies sent, tickets resolved, reports delivered, and dashboards that show what to improve next.",
    icon: LayoutDashboard,
  },
] as const satisfies Four<Layer>;

export const layerSection = {
  eyebrow: "Under the hood",
  title: "Four layers, one dependable system",
  intro: "Every system we build follows the same architecture, so it is reliable on day one and easy to extend later.",
  items: layers,
  layerLabel: "Layer",
} as const satisfies SectionHeading & { items: Four<Layer>; layerLabel: string };

// --- Testimonials and proof -----------------------------------------------------------------------------------

export { clientLogos, homeTestimonial, successStories, trustStats };

export const successSection = {
  eyebrow: "Client success",
  title: "What changes when the busywork runs itself",
  items: successStories,
  previousLabel: "Previous story",
  nextLabel: "Next story",
  goToLabel: "Show story",
} as const satisfies SectionHeading & {
  items: readonly Testimonial[];
  previousLabel: string;
  nextLabel: string;
  goToLabel: string;
};

export const trustSection = {
  eyebrow: "Trusted by growing teams",
  title: "Results our clients can measure",
  stats: trustStats,
  logos: clientLogos,
  logosLabel: "Some of the teams we work with",
} as const satisfies SectionHeading & { stats: Four<StatItem>; logos: Six<ClientLogo>; logosLabel: string };

// --- Closing CTA ----------------------------------------------------------------------------------------------

export const homeClosingCta = {
  title: "Ready to give your team its time back?",
  description:
    "Book a free strategy session. You leave with a custom automation roadmap, whether or not you work with us.",
  cta: { label: "Start Your Automation Journey", to: "/schedule" },
} as const satisfies ClosingCta;

// --- FAQ (#faq) -----------------------------------------------------------------------------------------------

/** In its own module: the route's meta (FAQPage JSON-LD) needs it on first load, the rest of this file does not. */
export { homeFaq };

export const faqSection = {
  id: "faq",
  eyebrow: "FAQ",
  title: "Frequently asked questions",
  items: homeFaq,
} as const satisfies SectionHeading & { id: string; items: Five<FaqItem> };
