/** Home page FAQ (SPEC 2.4: 5 items, anchor #faq), re-exported by home.ts; apart so the route's meta stays small. */
import { figures } from "./figures";
import { figureText } from "./figure-text";
import { site } from "./site";
import type { FaqItem, Five } from "./types";

export const homeFaq = [
  {
    id: "what-does-aiva-do",
    question: `What exactly does ${site.name} do?`,
    answer: `${site.name} designs, builds and runs done-for-you AI automation systems for sales and marketing, customer support and back-office operations. We connect the tools you already use, add AI where it saves the most time, and keep the system tuned after launch.`,
  },
  {
    id: "implementation-time",
    question: "How long does implementation take?",
    answer: `Typical implementation takes ${figureText.implementation}: that is one system, from the audit to launch. The methodology's schedule runs to week ${figureText.methodologyLastWeek} when many tools and workflows are involved, and the ${figureText.programMonthsAdjective} ${site.flagship.name} program, which combines all three systems, takes ${figureText.programMonths}. Every project follows the same ${figures.methodologySteps}-step methodology: AI Readiness Audit, Solution Architecture, System Development & Integration, then Continuous Learning & Optimization, which goes on after launch.`,
  },
  {
    id: "technical-skills",
    question: "Do we need technical skills or a developer?",
    answer:
      "No. Zero code is required on your side. We handle the design, build, integrations and maintenance, and we train your team to use the results with short walkthroughs and written playbooks.",
  },
  {
    id: "existing-tools",
    question: "Will it work with the tools we already use?",
    answer: `Almost certainly. We build on ${figureText.platforms} platforms, including HubSpot, Salesforce, Slack, Airtable, Calendly, Make, n8n and leading AI models, and connect them to your existing CRM, inboxes and spreadsheets rather than replacing them.`,
  },
  {
    id: "after-launch",
    question: "What happens after launch?",
    answer:
      "Your system keeps learning. Ongoing support runs under a module subscription: we monitor performance, tune prompts and workflows, and add automations as your business grows.",
  },
] as const satisfies Five<FaqItem>;
