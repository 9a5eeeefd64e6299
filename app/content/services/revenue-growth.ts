/** Revenue Growth AI System page (SPEC 2.5): sales and marketing automation. */
import { figures } from "../figures";
import { figureText } from "../figure-text";
import {
  CalendarCheck,
  ChartColumn,
  Cpu,
  Eye,
  FileText,
  GitBranch,
  GraduationCap,
  Handshake,
  House,
  Inbox,
  LayoutDashboard,
  Mail,
  Megaphone,
  PenTool,
  Repeat,
  Search,
  ShoppingCart,
  Sparkles,
  Store,
  Target,
  Timer,
  UserPlus,
  UserRound,
  Workflow,
  Zap,
} from "lucide-react";
import { site } from "../site";
import type { RevenueCategoryId, ServicePageContent } from "../types";

export const revenueGrowthPage = {
  slug: "revenue-growth-ai-system",
  name: "Revenue Growth AI System",
  path: "/services/revenue-growth-ai-system",
  hero: {
    eyebrow: "Sales & marketing automation",
    title: "Revenue Growth AI System",
    tagline: "Turn every lead into a conversation, and every conversation into revenue.",
    subtitle:
      "AI that captures, qualifies and follows up with every lead in seconds, keeps your content and campaigns moving, and shows you exactly where revenue comes from.",
    primaryCta: { label: "Schedule Your Revenue OS Consultation", to: "/contact" },
    highlights: [
      {
        value: figureText.revenueIncrease,
        label: `average revenue increase within ${figures.revenueIncrease.months} months`,
      },
      { value: figureText.hoursSavedWeekly, label: "Hours Saved Weekly" },
      { value: figureText.implementation, label: "typical implementation" },
    ],
  },
  painPoints: {
    eyebrow: "Sound familiar?",
    title: "Where revenue leaks today",
    intro: "Most growing teams don't lack leads. They lose them between the form fill and the first real conversation.",
    items: [
      {
        icon: Timer,
        title: "Slow lead response",
        description: "New enquiries wait hours for a reply while buyers move on to whoever answered first.",
      },
      {
        icon: Repeat,
        title: "Manual follow-up",
        description: "Reps spend their day on reminders, copy-pasted e-mails and CRM updates instead of selling.",
      },
      {
        icon: PenTool,
        title: "Content bottlenecks",
        description: "Campaigns stall while posts, e-mails and landing pages wait to be written and approved.",
      },
      {
        icon: Eye,
        title: "No clear attribution",
        description: "You can't see which channels produce revenue, so budget goes where it has always gone.",
      },
    ],
  },
  solutions: {
    eyebrow: "The system",
    title: "What the Revenue Growth AI System does for you",
    intro: "One connected system from first touch to closed deal, built on the CRM and tools you already use.",
    items: [
      {
        icon: Zap,
        title: "Instant capture and qualification",
        description:
          "Every form, e-mail and chat lead is captured, enriched and scored in seconds. Hot leads reach a rep immediately.",
      },
      {
        icon: Mail,
        title: "Personal follow-up that never forgets",
        description:
          "AI writes and sends tailored follow-ups, books meetings and pauses the moment a prospect replies.",
      },
      {
        icon: Sparkles,
        title: "An always-on content engine",
        description:
          "On-brand posts, newsletters and ad variations drafted for your approval, then scheduled across channels.",
      },
      {
        icon: ChartColumn,
        title: "Revenue you can see",
        description: "Live dashboards and weekly reports show pipeline, conversion and revenue by channel.",
      },
    ],
  },
  categories: {
    eyebrow: "Capabilities",
    title: "Everything the system can automate",
    intro: "Choose a category to see what we build. Each system is tailored to your funnel, tools and team.",
    selectLabel: "Choose a capability category",
    items: [
      {
        id: "lead-management",
        title: "Lead Management",
        description: "Capture, enrich, score and route every lead automatically, from any channel.",
        icon: UserPlus,
        subcategories: [
          {
            title: "Lead Capture",
            icon: Inbox,
            features: [
              "Website form capture",
              "E-mail inbox parsing",
              "Chat lead capture",
              "Social inbox capture",
              "Duplicate lead merging",
              "Instant CRM entry",
            ],
          },
          {
            title: "Enrichment & Scoring",
            icon: Target,
            features: [
              "Company data enrichment",
              "Contact role lookup",
              "AI fit scoring",
              "Intent signal tracking",
              "Hot lead alerts",
              "Automatic rep assignment",
            ],
          },
          {
            title: "Nurture & Follow-up",
            icon: Mail,
            features: [
              "Instant first response",
              "Personalized e-mail sequences",
              "Behavior-based triggers",
              "Re-engagement campaigns",
              "Meeting booking links",
              "Pause on reply",
            ],
          },
        ],
      },
      {
        id: "marketing-content",
        title: "Marketing & Content",
        description: "Produce on-brand content and run campaigns without the production bottleneck.",
        icon: Megaphone,
        subcategories: [
          {
            title: "Content Creation",
            icon: PenTool,
            features: [
              "Blog post drafts",
              "Social media posts",
              "E-mail newsletters",
              "Ad copy variations",
              "Landing page copy",
              "Brand voice tuning",
            ],
          },
          {
            title: "Campaign Automation",
            icon: Workflow,
            features: [
              "Multi-channel scheduling",
              "Audience segmentation",
              "Trigger-based campaigns",
              "A/B test rotation",
              "Automatic UTM tagging",
              "Campaign performance alerts",
            ],
          },
        ],
      },
      {
        id: "sales-enablement",
        title: "Sales Enablement",
        description: "Give reps more selling time with a pipeline that updates and nudges itself.",
        icon: Handshake,
        subcategories: [
          {
            title: "Pipeline Automation",
            icon: GitBranch,
            features: [
              "Automatic deal creation",
              "Stage-based tasks",
              "Stalled deal alerts",
              "CRM hygiene checks",
              "Follow-up reminders",
              "Win/loss logging",
            ],
          },
          {
            title: "Meetings & Proposals",
            icon: CalendarCheck,
            features: [
              "Calendar booking links",
              "Meeting reminder sequences",
              "AI call summaries",
              "Proposal draft generation",
              "E-signature follow-ups",
              "Next-step recap e-mails",
            ],
          },
          {
            title: "Sales Intelligence",
            icon: Search,
            features: [
              "Prospect research briefs",
              "Account activity tracking",
              "Buying signal detection",
              "Competitor mention alerts",
              "Talk-track suggestions",
              "Objection handling notes",
            ],
          },
        ],
      },
      {
        id: "analytics-reporting",
        title: "Analytics & Reporting",
        description: "Know what drives revenue, with reports that build and deliver themselves.",
        icon: ChartColumn,
        subcategories: [
          {
            title: "Revenue Dashboards",
            icon: LayoutDashboard,
            features: [
              "Live pipeline view",
              "Revenue by channel",
              "Conversion rate tracking",
              "Rep performance views",
              "Forecast snapshots",
              "Goal progress tracking",
            ],
          },
          {
            title: "Automated Reporting",
            icon: FileText,
            features: [
              "Weekly summary e-mails",
              "Monthly board reports",
              "Campaign ROI reports",
              "Multi-touch attribution",
              "Anomaly alerts",
              "Reports delivered to Slack",
            ],
          },
        ],
      },
    ],
  },
  audiences: {
    eyebrow: "Who it's for",
    title: "Built for teams that sell",
    intro: "If revenue depends on following up fast and consistently, this system pays for itself.",
    items: [
      {
        icon: UserRound,
        title: "Solo entrepreneurs",
        benefit: "Every lead answered and followed up, even while you're delivering client work.",
      },
      {
        icon: Store,
        title: "Small & mid-size businesses",
        benefit: "A sales and marketing engine that scales without adding headcount.",
      },
      {
        icon: GraduationCap,
        title: "Coaches & consultants",
        benefit: "More discovery calls booked automatically from the audience you already have.",
      },
      {
        icon: Megaphone,
        title: "Marketing agencies",
        benefit: "Faster content production and lead handling for every client account.",
      },
      {
        icon: House,
        title: "Real estate professionals",
        benefit: "Instant replies to buyer and seller enquiries, day and night.",
      },
      {
        icon: ShoppingCart,
        title: "E-commerce brands",
        benefit: "Personalized campaigns and win-back flows that lift repeat purchases.",
      },
      {
        icon: Cpu,
        title: "SaaS companies",
        benefit: "Trial and demo leads scored, routed and nurtured to conversion.",
      },
    ],
  },
  packagedSolution: {
    eyebrow: "Want the complete lead engine?",
    title: site.flagship.name,
    description: `Our ${figureText.programMonthsAdjective} program combines revenue, customer experience and operational automation into one AI-powered lead engine, from capture to booked meetings.`,
    highlights: [
      `${figures.guarantee.hoursPerWeek}-hour weekly savings or your money back`,
      `Built, launched and tuned with you in ${figureText.programMonths}`,
      `${figureText.launchSupport} of launch support with weekly check-ins`,
    ],
    cta: { label: "Learn More", to: site.flagship.path },
  },
  closing: {
    title: "Ready to grow revenue without growing headcount?",
    description:
      "Tell us how leads reach you today. In a free consultation we map where they leak and what the system would automate first.",
    cta: { label: "Schedule a Free Consultation", to: "/contact" },
    contactLink: { label: "Or contact us directly", to: "/contact" },
  },
} as const satisfies ServicePageContent<RevenueCategoryId>;
