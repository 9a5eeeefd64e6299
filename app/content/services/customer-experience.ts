/** Customer Experience AI System page (SPEC 2.5): support automation. */
import { figures } from "../figures";
import { figureText } from "../figure-text";
import {
  BookOpen,
  Bot,
  BotMessageSquare,
  ChartColumn,
  ChartPie,
  Clock,
  Cpu,
  GraduationCap,
  House,
  Inbox,
  Landmark,
  Mail,
  MessageSquare,
  Repeat,
  Route,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Store,
  ThumbsUp,
} from "lucide-react";
import { site } from "../site";
import type { CustomerExperienceCategoryId, ServicePageContent } from "../types";

export const customerExperiencePage = {
  slug: "customer-experience-ai-system",
  name: "Customer Experience AI System",
  path: "/services/customer-experience-ai-system",
  hero: {
    eyebrow: "Support automation",
    title: "Customer Experience AI System",
    tagline: "Answer every customer in seconds, day or night.",
    subtitle:
      "AI agents resolve routine questions 24/7, route complex issues to the right person with the full conversation attached, and turn every interaction into insight.",
    primaryCta: { label: "Customer OS Consultation", to: "/contact" },
    highlights: [
      { value: "24/7", label: "Automation" },
      { value: figureText.fasterProcesses, label: "Faster Processes" },
      { value: figureText.implementation, label: "typical implementation" },
    ],
  },
  painPoints: {
    eyebrow: "Sound familiar?",
    title: "Why support feels like a treadmill",
    intro: "As you grow, questions grow faster than your team. Hiring alone can't close the gap.",
    items: [
      {
        icon: Repeat,
        title: "The same questions, every day",
        description: "Order status, pricing, password resets: routine tickets bury the ones that need a person.",
      },
      {
        icon: Clock,
        title: "Customers wait too long",
        description: "Replies slow down at night, at weekends and at peak times, exactly when customers need them.",
      },
      {
        icon: Route,
        title: "Context lost in hand-offs",
        description: "Tickets bounce between people and customers have to explain their problem again.",
      },
      {
        icon: MessageSquare,
        title: "Feedback that goes nowhere",
        description: "Reviews, surveys and complaints pile up unread, so the same issues keep coming back.",
      },
    ],
  },
  solutions: {
    eyebrow: "The system",
    title: "What the Customer Experience AI System does for you",
    intro: "Fast answers for customers, fewer repeats for your team, and a clear view of what to fix.",
    items: [
      {
        icon: Bot,
        title: "AI agents that actually resolve",
        description:
          "Trained on your policies, products and past tickets, they answer accurately on chat, e-mail and messaging.",
      },
      {
        icon: Route,
        title: "Smart routing and escalation",
        description:
          "Every ticket is tagged, prioritized and routed to the right person, with a summary so nobody starts from zero.",
      },
      {
        icon: BookOpen,
        title: "A knowledge base that keeps itself current",
        description: "New answers from resolved tickets become help articles your customers and agents can use.",
      },
      {
        icon: Sparkles,
        title: "Personal, proactive service",
        description: "Customers are recognized across channels and get follow-ups before they have to ask.",
      },
    ],
  },
  categories: {
    eyebrow: "Capabilities",
    title: "Everything the system can automate",
    intro: "Choose a category to see what we build for your support team.",
    selectLabel: "Choose a capability category",
    items: [
      {
        id: "ai-agents-chatbots",
        title: "AI Agents & Chatbots",
        description: "Agents that understand questions, answer from your knowledge and take simple actions.",
        icon: Bot,
        subcategories: [
          {
            title: "Website & Chat Agents",
            icon: BotMessageSquare,
            features: [
              "Website chat widget",
              "Answers from your knowledge",
              "Order and account lookups",
              "Lead capture in chat",
              "Multilingual conversations",
              "Seamless human hand-off",
            ],
          },
          {
            title: "E-mail & Messaging",
            icon: Mail,
            features: [
              "AI e-mail replies",
              "WhatsApp and SMS agents",
              "Social inbox replies",
              "Draft-for-approval mode",
              "On-brand tone control",
              "Conversation history sync",
            ],
          },
          {
            title: "Agent Training & Safety",
            icon: ShieldCheck,
            features: [
              "Training on past tickets",
              "Policy and tone guardrails",
              "Confidence-based escalation",
              "Answer quality reviews",
              "Sensitive topic handling",
              "Regular knowledge refresh",
            ],
          },
        ],
      },
      {
        id: "ticket-management-routing",
        title: "Ticket Management & Routing",
        description: "Every request triaged, prioritized and in the right hands, with context attached.",
        icon: Inbox,
        subcategories: [
          {
            title: "Intake & Triage",
            icon: Inbox,
            features: [
              "Unified multi-channel inbox",
              "Automatic ticket creation",
              "Intent and topic tagging",
              "Urgency detection",
              "Sentiment flags",
              "Duplicate ticket merging",
            ],
          },
          {
            title: "Routing & Escalation",
            icon: Route,
            features: [
              "Skill-based assignment",
              "VIP customer priority",
              "SLA breach alerts",
              "AI ticket summaries",
              "Suggested reply drafts",
              "Escalation to specialists",
            ],
          },
        ],
      },
      {
        id: "knowledge-feedback-systems",
        title: "Knowledge & Feedback Systems",
        description: "Capture what your team knows and what customers tell you, and put both to work.",
        icon: BookOpen,
        subcategories: [
          {
            title: "Knowledge Base",
            icon: BookOpen,
            features: [
              "Articles from resolved tickets",
              "Gap detection",
              "Internal agent playbooks",
              "Searchable help center",
              "Outdated content alerts",
              "Consistent answer library",
            ],
          },
          {
            title: "Feedback Collection",
            icon: ThumbsUp,
            features: [
              "Post-ticket surveys",
              "Review request flows",
              "Feedback theme analysis",
              "Complaint trend alerts",
              "Feature request tracking",
              "Closing-the-loop follow-ups",
            ],
          },
        ],
      },
      {
        id: "analytics-personalization",
        title: "Analytics & Personalization",
        description: "See how support performs and tailor every interaction to the customer in front of you.",
        icon: ChartPie,
        subcategories: [
          {
            title: "Support Analytics",
            icon: ChartColumn,
            features: [
              "Response time dashboards",
              "Resolution rate tracking",
              "Automation coverage reports",
              "Customer satisfaction trends",
              "Top contact reasons",
              "Weekly insight summaries",
            ],
          },
          {
            title: "Personalization",
            icon: Sparkles,
            features: [
              "Customer profile unification",
              "Purchase-aware answers",
              "Proactive status updates",
              "Tailored product recommendations",
              "Churn risk alerts",
              "Personalized follow-ups",
            ],
          },
        ],
      },
    ],
  },
  audiences: {
    eyebrow: "Who it's for",
    title: "Built for teams that serve customers",
    intro: "If customers reach you with questions every day, this system answers faster and frees your team.",
    items: [
      {
        icon: Store,
        title: "Small & mid-size businesses",
        benefit: "Enterprise-grade support coverage without an enterprise-sized team.",
      },
      {
        icon: ShoppingCart,
        title: "E-commerce brands",
        benefit: "Order, shipping and return questions answered instantly, even during peak season.",
      },
      {
        icon: Cpu,
        title: "SaaS companies",
        benefit: "Fewer how-to tickets and faster escalation of real product issues.",
      },
      {
        icon: GraduationCap,
        title: "Coaches & consultants",
        benefit: "Client questions handled between sessions, so your calendar stays for coaching.",
      },
      {
        icon: House,
        title: "Real estate professionals",
        benefit: "Listing and viewing questions answered the moment they arrive.",
      },
      {
        icon: Landmark,
        title: "Enterprises",
        benefit: "Consistent, governed answers across regions, channels and teams.",
      },
    ],
  },
  packagedSolution: {
    eyebrow: "Want the complete lead engine?",
    title: site.flagship.name,
    description: `Our ${figureText.programMonthsAdjective} program combines customer experience, revenue and operational automation into one AI-powered lead engine, from capture to booked meetings.`,
    highlights: [
      `${figures.guarantee.hoursPerWeek}-hour weekly savings or your money back`,
      `Built, launched and tuned with you in ${figureText.programMonths}`,
      `${figureText.launchSupport} of launch support with weekly check-ins`,
    ],
    cta: { label: "Learn More", to: site.flagship.path },
  },
  closing: {
    title: "Ready for support that never sleeps?",
    description:
      "Show us your most common questions. In a free consultation we outline which ones AI can resolve and how hand-offs to your team would work.",
    cta: { label: "Schedule a Free Consultation", to: "/contact" },
    contactLink: { label: "Or contact us directly", to: "/contact" },
  },
} as const satisfies ServicePageContent<CustomerExperienceCategoryId>;
