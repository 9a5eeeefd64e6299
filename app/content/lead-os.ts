/**
 * AIVA Lead OS, the flagship program page (SPEC 2.6 and 9).
 * The testimonials are placeholders, kept in ./placeholders/lead-os.ts until replaced.
 */
import { figures } from "./figures";
import { figureText } from "./figure-text";
import {
  BadgeCheck,
  Database,
  Eye,
  GraduationCap,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  PenTool,
  Plug,
  Repeat,
  ShieldCheck,
  Target,
  Timer,
  Workflow,
} from "lucide-react";
import { leadOsTestimonials } from "./placeholders/lead-os";
import { site } from "./site";
import type {
  FaqItem,
  FeatureItem,
  FlagshipTestimonial,
  Four,
  InternalPath,
  JourneyMonth,
  LeadWorkflow,
  PricingPlan,
  SectionHeading,
  StatItem,
  Three,
} from "./types";

const program = site.flagship.name;

// --- Hero and assessment form ---------------------------------------------------------------------------------

export const leadOsHero = {
  eyebrow: "Signature AI System",
  title: program,
  tagline: "Your complete AI-powered lead engine, from capture to booked meetings.",
  subtitle: `A ${figureText.programMonthsAdjective} done-for-you program that combines all three ${site.name} systems. We capture, generate, enrich and nurture your leads automatically, so your calendar fills while you work.`,
  highlights: [
    `${figureText.hoursSavedWeekly} Hours Saved Weekly`,
    `${figureText.satisfactionDays} satisfaction guarantee`,
    `Trusted by ${figureText.entrepreneurs} entrepreneurs`,
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  tagline: string;
  subtitle: string;
  highlights: readonly string[];
};

/** The assessment form's copy lives in its own module so the contact page can use it without this file. */
export { assessmentForm } from "./assessment-form";

// --- Pain points ----------------------------------------------------------------------------------------------

export const leadOsPainPoints = {
  eyebrow: "The problem",
  title: "Your leads deserve better than a busy inbox",
  intro: "Most businesses already have enough interest. They lose it between the first touch and the first meeting.",
  items: [
    {
      icon: Inbox,
      title: "Leads slip through the cracks",
      description: "Enquiries arrive by form, e-mail and social DMs, and some are never answered at all.",
    },
    {
      icon: Timer,
      title: "Replies come too late",
      description: "By the time you respond, the prospect has already spoken to someone faster.",
    },
    {
      icon: Repeat,
      title: "Prospecting eats your week",
      description: "Researching, list-building and writing outreach by hand leaves little time for selling.",
    },
    {
      icon: Eye,
      title: "No idea what's working",
      description: "Without tracking, you can't tell which channel or message actually books meetings.",
    },
  ],
} as const satisfies SectionHeading & { items: Four<FeatureItem> };

// --- Four workflows -------------------------------------------------------------------------------------------

export const leadWorkflows = [
  {
    id: "capture",
    icon: Inbox,
    title: "Lead Capture",
    description:
      "Every enquiry from your website forms and e-mail lands in one place and gets an instant, personal reply.",
    hoursSaved: figures.workflowHours.capture,
    savingsLabel: `~${figures.workflowHours.capture} hours saved per week`,
    items: ["Forms and inbox captured automatically", "Instant first response", "Optional chat and social inboxes"],
  },
  {
    id: "generation",
    icon: Target,
    title: "Lead Generation",
    description: "AI builds targeted prospect lists and sends personalized outreach that sounds like you.",
    hoursSaved: figures.workflowHours.generation,
    savingsLabel: `~${figures.workflowHours.generation} hours saved per week`,
    items: ["Ideal-customer prospect lists", "Personalized outbound e-mails", "Reply detection and hand-off"],
  },
  {
    id: "enrichment",
    icon: Database,
    title: "Lead Enrichment",
    description: "Each lead is researched, completed and scored, so you know who to call first and what to say.",
    hoursSaved: figures.workflowHours.enrichment,
    savingsLabel: `~${figures.workflowHours.enrichment} hours saved per week`,
    items: ["Company and role details added", "AI fit and intent scoring", "Clean records in your CRM"],
  },
  {
    id: "nurture",
    icon: Mail,
    title: "Lead Nurture",
    description: "Tailored follow-ups keep every lead warm until they are ready, then invite them to book a meeting.",
    hoursSaved: figures.workflowHours.nurture,
    savingsLabel: `~${figures.workflowHours.nurture} hours saved per week`,
    items: ["Behavior-based follow-up sequences", "Meeting booking links", "Re-engagement of cold leads"],
  },
] as const satisfies Four<LeadWorkflow>;

export const workflowSection = {
  eyebrow: "How it works",
  title: "Four workflows, one lead engine",
  intro:
    "Each workflow removes a block of manual work. Together they run your pipeline from first touch to booked meeting.",
  items: leadWorkflows,
  totalLabel: `Estimated time back: about ${figureText.guaranteeHours} every week`,
  chart: {
    title: "Estimated hours saved per week, by workflow",
    workflowColumn: "Workflow",
    hoursColumn: "Hours saved per week",
    /** Suffix of the figures drawn on the chart, e.g. "~4 h". */
    unit: "h",
  },
} as const satisfies SectionHeading & {
  items: Four<LeadWorkflow>;
  totalLabel: string;
  chart: { title: string; workflowColumn: string; hoursColumn: string; unit: string };
};

// --- 3-month journey ------------------------------------------------------------------------------------------

export const journey = [
  {
    month: "Month 1",
    weeks: figureText.programMonthWeeks[0],
    title: "Discovery & Build",
    description: "We audit your lead flow, design your engine and build the four workflows on your tools.",
    milestones: [
      "Lead flow audit and goals",
      "Engine blueprint you approve",
      "Capture and enrichment built and connected",
      "Nurture sequences written in your voice",
    ],
  },
  {
    month: "Month 2",
    weeks: figureText.programMonthWeeks[1],
    title: "Launch & Learn",
    description: "Your engine goes live. We watch every step, fix friction fast and start outbound generation.",
    milestones: [
      "Go-live with close monitoring",
      "Outbound lead generation switched on",
      "Weekly check-ins and tuning",
      "Team walkthrough and playbooks",
    ],
  },
  {
    month: "Month 3",
    weeks: figureText.programMonthWeeks[2],
    title: "Optimize & Scale",
    description: "We tune messages and scoring on real results, then hand over a system that keeps improving.",
    milestones: [
      "Message and scoring optimization",
      "Results dashboard review",
      "Scale-up plan for the next quarter",
      "Full handover of every deliverable",
    ],
  },
] as const satisfies Three<JourneyMonth>;

export const journeySection = {
  eyebrow: `Your ${figureText.programMonthsAdjective} journey`,
  title: `From scattered leads to a running engine in ${figureText.programWeeks}`,
  intro: "A clear plan with a visible outcome every month. You stay in control; we do the building.",
  items: journey,
  /** Label of the 12-week track, e.g. "Week 1". */
  weekLabel: "Week",
} as const satisfies SectionHeading & { items: Three<JourneyMonth>; weekLabel: string };

// --- Results and testimonials ---------------------------------------------------------------------------------

export const leadOsStats = [
  { value: `${figures.flagshipStats.replyRateUpliftPercent}%`, label: "Reply rate uplift" },
  { value: `${figures.flagshipStats.meetingsBooked}`, label: "Meetings booked" },
  { value: `${figures.flagshipStats.leadsPerWeek}`, label: "Leads captured per week" },
  { value: `${figures.flagshipStats.firstResponseMinutes} min`, label: "To first response" },
] as const satisfies Four<StatItem>;

export { leadOsTestimonials };

export const resultsSection = {
  eyebrow: "Results",
  title: "What a running lead engine looks like",
  intro: "The numbers a running lead engine is built to move.",
  stats: leadOsStats,
  socialProof: `Trusted by ${figureText.entrepreneurs} entrepreneurs`,
  testimonials: leadOsTestimonials,
  carousel: {
    label: "Client testimonials",
    previousLabel: "Previous testimonial",
    nextLabel: "Next testimonial",
    goToLabel: "Go to testimonial",
    /** Accessible name of each slide; {index} and {count} are filled in. */
    slideLabel: "Testimonial {index} of {count}",
  },
} as const satisfies SectionHeading & {
  stats: Four<StatItem>;
  socialProof: string;
  testimonials: Three<FlagshipTestimonial>;
  carousel: { label: string; previousLabel: string; nextLabel: string; goToLabel: string; slideLabel: string };
};

// --- Inclusions -----------------------------------------------------------------------------------------------

export const inclusions = {
  eyebrow: "What's included",
  title: "Everything you need for a complete lead engine",
  items: [
    {
      icon: Workflow,
      title: "All four workflows",
      description: "Capture, generation, enrichment and nurture, designed, built and connected for you.",
    },
    {
      icon: Plug,
      title: "Integration with your tools",
      description: "Your e-mail service, CRM and lead sources such as CSV lists or Apollo, connected end to end.",
    },
    {
      icon: PenTool,
      title: "Messaging in your voice",
      description: "Replies, outreach and follow-up sequences written and tuned to sound like your business.",
    },
    {
      icon: LayoutDashboard,
      title: "Results dashboard",
      description: "Leads captured, replies, meetings booked and hours saved, visible at a glance.",
    },
    {
      icon: GraduationCap,
      title: "Training and playbooks",
      description: "Walkthroughs and written guides so your team knows exactly how the engine works.",
    },
    {
      icon: LifeBuoy,
      title: `${figureText.launchSupport} of launch support`,
      description: "Weekly check-ins after launch to fix friction and improve results.",
    },
  ],
} as const satisfies SectionHeading & { items: readonly FeatureItem[] };

// --- Pricing and guarantees -----------------------------------------------------------------------------------

export const pricingPlans = [
  { plan: "Pay in Full", price: figureText.prices.full, note: "One payment, and the whole program is covered." },
  {
    plan: `${figures.pricing.installments.count}-Pay Plan`,
    price: figureText.prices.installments,
    note: "Spread the investment across the program.",
  },
  {
    plan: "Split Payment",
    price: figureText.prices.split,
    note: "Pay the second half when your engine is live.",
  },
  {
    plan: "Monthly Plan",
    price: figureText.prices.monthly,
    note: "The lowest amount up front.",
  },
] as const satisfies Four<PricingPlan>;

export const guarantees = [
  {
    icon: ShieldCheck,
    title: `${figures.guarantee.hoursPerWeek}-hour guarantee`,
    description: `Save ${figureText.guaranteeHours} a week within ${figureText.refundWindow}, or get your money back: a full refund, and you keep all deliverables.`,
  },
  {
    icon: BadgeCheck,
    title: `${figureText.satisfactionDays} satisfaction guarantee`,
    description: `One guarantee, two checkpoints: the hours are measured at ${figureText.refundWindow}, and you have ${figures.guarantee.satisfactionDays} days to judge the program on all its results.`,
  },
  {
    icon: LifeBuoy,
    title: `${figureText.launchSupport} of launch support`,
    description: `Weekly check-ins for ${figureText.launchSupport} after launch, so your engine settles in smoothly.`,
  },
] as const satisfies Three<FeatureItem>;

export const pricingSection = {
  eyebrow: "Pricing",
  title: "One program, four ways to pay",
  intro: `Every option includes the full ${figureText.programMonthsAdjective} program, all four workflows and every guarantee.`,
  plans: pricingPlans,
  guaranteesTitle: "Our guarantees",
  guarantees,
  cta: { label: "Book Your Strategy Session", to: "/schedule" },
} as const satisfies SectionHeading & {
  plans: Four<PricingPlan>;
  guaranteesTitle: string;
  guarantees: Three<FeatureItem>;
  cta: { label: string; to: InternalPath };
};

// --- FAQ ------------------------------------------------------------------------------------------------------

export const leadOsFaq = [
  {
    id: "chatbot-needed",
    question: "Do I need a chatbot?",
    answer:
      "No. A simple website form plus e-mail capture is all the engine needs to work. A chat assistant is optional: we can add one if your visitors prefer to chat, but it is never required.",
  },
  {
    id: "channels-captured",
    question: "Which channels do you capture leads from?",
    answer:
      "By default we capture every lead from your website forms and your e-mail inbox. If your prospects also reach you on social media, we can optionally connect your social inboxes too.",
  },
  {
    id: "time-to-live",
    question: "How fast can it go live?",
    answer:
      "Typically within days. Capture and instant replies come first, and many clients see their first outbound replies within the first week.",
  },
  {
    id: "integrations",
    question: "Which tools does it integrate with?",
    answer:
      "We connect your e-mail service, your lead lists (CSV files or Apollo) and your CRM, so every lead and conversation is recorded where your team already works.",
  },
] as const satisfies Four<FaqItem>;

export const faqSection = {
  eyebrow: "FAQ",
  title: "Questions about the program",
  items: leadOsFaq,
  stillQuestions: { prompt: "Still have questions?", linkLabel: "Schedule a call", to: "/schedule" },
} as const satisfies SectionHeading & {
  items: Four<FaqItem>;
  stillQuestions: { prompt: string; linkLabel: string; to: InternalPath };
};

// --- Limited availability -------------------------------------------------------------------------------------

/** The block's copy; its month and spots come from availabilityAt(now) (./availability.ts). */
export const availability = {
  badge: "LIMITED AVAILABILITY",
  title: `Limited to ${figures.availability.monthlyCapacity} Clients Per Month (To ensure white-glove service quality)`,
  buttonLabel: `Get a ${figures.sessions.assessment}-min Lead Engine Assessment`,
  guarantee: `Our guarantee: if you don't save ${figureText.guaranteeHours} per week within ${figureText.refundWindow}, you get a full refund and keep all deliverables.`,
} as const satisfies {
  badge: string;
  title: string;
  buttonLabel: string;
  guarantee: string;
};
