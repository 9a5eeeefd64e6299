/** Operational Intelligence AI System page (SPEC 2.5): back-office automation. */
import { figures } from "../figures";
import { figureText } from "../figure-text";
import {
  Activity,
  Banknote,
  BellRing,
  CalendarClock,
  ClipboardCheck,
  Cpu,
  Database,
  FileCheck,
  FileText,
  Landmark,
  LayoutDashboard,
  Megaphone,
  MessageSquareText,
  Plug,
  Radar,
  ScanText,
  ShieldCheck,
  ShoppingCart,
  Store,
  Truck,
} from "lucide-react";
import { site } from "../site";
import type { OperationalCategoryId, ServicePageContent } from "../types";

export const operationalIntelligencePage = {
  slug: "operational-intelligence-ai-system",
  name: "Operational Intelligence AI System",
  path: "/services/operational-intelligence-ai-system",
  hero: {
    eyebrow: "Back-office automation",
    title: "Operational Intelligence AI System",
    tagline: "See your whole business clearly, and let AI run the routine.",
    subtitle:
      "We connect your data, build reports that update themselves, flag problems the day they appear and process your documents, so decisions rest on facts instead of spreadsheets.",
    primaryCta: { label: "Schedule Your Consultation", to: "/contact" },
    highlights: [
      { value: figureText.fasterProcesses, label: "Faster Processes" },
      { value: figureText.hoursSavedWeekly, label: "Hours Saved Weekly" },
      { value: figureText.roiDays, label: "to ROI" },
    ],
  },
  painPoints: {
    eyebrow: "Sound familiar?",
    title: "Where the back office slows you down",
    intro: "The work that keeps the business running is often the work nobody sees, until it breaks.",
    items: [
      {
        icon: Database,
        title: "Data stuck in silos",
        description: "Sales, finance and operations each keep their own numbers, and none of them match.",
      },
      {
        icon: FileText,
        title: "Reports built by hand",
        description: "Someone loses a day every week exporting, pasting and formatting the same report.",
      },
      {
        icon: BellRing,
        title: "Problems found too late",
        description: "Missed invoices, stock gaps and cost spikes surface at month-end, when they are expensive.",
      },
      {
        icon: ClipboardCheck,
        title: "Paperwork that never ends",
        description: "Invoices, contracts and forms are read and re-typed by people who have better things to do.",
      },
    ],
  },
  solutions: {
    eyebrow: "The system",
    title: "What the Operational Intelligence AI System does for you",
    intro: "One connected view of the business, and AI that takes the routine work off your team.",
    items: [
      {
        icon: Plug,
        title: "One connected data layer",
        description: "Your CRM, accounting, inventory and project tools synced into one clean, trusted source.",
      },
      {
        icon: LayoutDashboard,
        title: "Dashboards that update themselves",
        description: "Live KPIs and scheduled reports delivered to the people who need them, in the tools they use.",
      },
      {
        icon: Radar,
        title: "Early-warning anomaly detection",
        description:
          "AI watches your numbers around the clock and alerts you to unusual changes while you can still act.",
      },
      {
        icon: ScanText,
        title: "Intelligent document processing",
        description:
          "Invoices, receipts and contracts are read, checked and filed automatically; routine documents draft themselves.",
      },
    ],
  },
  categories: {
    eyebrow: "Capabilities",
    title: "Everything the system can automate",
    intro: "Choose a category to see what we build for your operations, finance and logistics teams.",
    selectLabel: "Choose a capability category",
    items: [
      {
        id: "data-integration",
        title: "Data Integration",
        description: "Connect every tool into one synced, reliable source of truth.",
        icon: Database,
        subcategories: [
          {
            title: "Connectors & Sync",
            icon: Plug,
            features: [
              "CRM and accounting sync",
              "Spreadsheet automation",
              "Inventory system links",
              "Webhook and API connectors",
              "Scheduled data imports",
              "Two-way record updates",
            ],
          },
          {
            title: "Data Quality",
            icon: ShieldCheck,
            features: [
              "Duplicate record cleanup",
              "Field validation rules",
              "Standardized formats",
              "Missing data alerts",
              "Change history logs",
              "Access permission controls",
            ],
          },
        ],
      },
      {
        id: "reporting-dashboards",
        title: "Reporting & Dashboards",
        description: "Live numbers and reports that build and deliver themselves.",
        icon: LayoutDashboard,
        subcategories: [
          {
            title: "Live Dashboards",
            icon: LayoutDashboard,
            features: [
              "Executive KPI overview",
              "Cash flow tracking",
              "Operations throughput views",
              "Team performance boards",
              "Goal and target tracking",
              "Mobile-friendly views",
            ],
          },
          {
            title: "Scheduled Reports",
            icon: CalendarClock,
            features: [
              "Weekly business reviews",
              "Month-end summaries",
              "Client-ready report packs",
              "AI-written commentary",
              "E-mail and Slack delivery",
              "Role-based report versions",
            ],
          },
          {
            title: "Ask Your Data",
            icon: MessageSquareText,
            features: [
              "Plain-English questions",
              "Instant chart answers",
              "Drill-down follow-ups",
              "Saved recurring questions",
              "Source links for answers",
              "Slack data assistant",
            ],
          },
        ],
      },
      {
        id: "anomaly-detection",
        title: "Anomaly Detection",
        description: "Catch unusual changes early, before they turn into costly problems.",
        icon: Radar,
        subcategories: [
          {
            title: "Financial Monitoring",
            icon: Banknote,
            features: [
              "Revenue dip alerts",
              "Unusual expense detection",
              "Overdue invoice tracking",
              "Duplicate payment checks",
              "Margin change alerts",
              "Budget overrun warnings",
            ],
          },
          {
            title: "Operations Monitoring",
            icon: Activity,
            features: [
              "Stock level warnings",
              "Order delay detection",
              "Supplier performance tracking",
              "Workload spike alerts",
              "Process bottleneck reports",
              "Root-cause summaries",
            ],
          },
        ],
      },
      {
        id: "document-automation",
        title: "Document Automation",
        description: "Read, check, file and create documents without manual typing.",
        icon: FileText,
        subcategories: [
          {
            title: "Document Capture",
            icon: ScanText,
            features: [
              "Invoice data extraction",
              "Receipt processing",
              "Contract key-term extraction",
              "Form and PDF parsing",
              "Automatic filing",
              "Exception review queue",
            ],
          },
          {
            title: "Document Generation",
            icon: FileCheck,
            features: [
              "Quotes and proposals",
              "Contract drafts from templates",
              "Onboarding packs",
              "Purchase orders",
              "Standard operating procedures",
              "E-signature routing",
            ],
          },
        ],
      },
    ],
  },
  audiences: {
    eyebrow: "Who it's for",
    title: "Built for teams that run the business",
    intro: "If your week includes exports, copy-paste or month-end surprises, this system gives that time back.",
    items: [
      {
        icon: Banknote,
        title: "Finance teams",
        benefit: "Faster closes, fewer errors and invoices processed without re-typing.",
      },
      {
        icon: Truck,
        title: "Logistics teams",
        benefit: "Early warnings on delays and stock, with documents handled automatically.",
      },
      {
        icon: Store,
        title: "Small & mid-size businesses",
        benefit: "One clear view of the business without hiring an analyst.",
      },
      {
        icon: ShoppingCart,
        title: "E-commerce brands",
        benefit: "Orders, inventory and margins tracked live across every sales channel.",
      },
      {
        icon: Cpu,
        title: "SaaS companies",
        benefit: "Revenue, usage and churn metrics combined in reports that write themselves.",
      },
      {
        icon: Megaphone,
        title: "Marketing agencies",
        benefit: "Client reports assembled and delivered automatically, every week.",
      },
      {
        icon: Landmark,
        title: "Enterprises",
        benefit: "Governed, auditable automation that connects departments and legacy tools.",
      },
    ],
  },
  packagedSolution: {
    eyebrow: "Want the complete lead engine?",
    title: site.flagship.name,
    description: `Our ${figureText.programMonthsAdjective} program combines operational, revenue and customer experience automation into one AI-powered lead engine, from capture to booked meetings.`,
    highlights: [
      `${figures.guarantee.hoursPerWeek}-hour weekly savings or your money back`,
      `Built, launched and tuned with you in ${figureText.programMonths}`,
      `${figureText.launchSupport} of launch support with weekly check-ins`,
    ],
    cta: { label: "Learn More", to: site.flagship.path },
  },
  closing: {
    title: "Ready to run the back office on autopilot?",
    description:
      "Bring your messiest report or most repetitive process. In a free consultation we show how the system would automate it.",
    cta: { label: "Schedule a Free Consultation", to: "/contact" },
    contactLink: { label: "Or contact us directly", to: "/contact" },
  },
} as const satisfies ServicePageContent<OperationalCategoryId>;
