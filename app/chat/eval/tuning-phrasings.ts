/**
 * Fresh phrasings of the core questions (2026-11-27), each naming the answer it asks for (`unit`): where the rules
 * are brittle. Written in this session's own words without looking at any held-out set; a check that printed only
 * these messages found four sharing four words in a row with one, and they were reworded. Reported apart by
 * `npm run chat:eval`; not among the assistant's examples (as examples they cost the first held-out set a case).
 */
import type { EvalCase } from "./types";

const revenue = "/services/revenue-growth-ai-system";
const cx = "/services/customer-experience-ai-system";
const ops = "/services/operational-intelligence-ai-system";

export const phrasingCases: readonly EvalCase[] = [
  // No code on the visitor's side
  {
    category: "yes-no",
    q: "does someone on our side have to be technical for this to work?",
    must: ["Zero code"],
    unit: "process:no-code",
  },
  {
    category: "yes-no",
    q: "we have no IT person at all, can we still do this?",
    must: ["Zero code"],
    unit: "process:no-code",
  },
  {
    category: "yes-no",
    q: "is programming experience required from my staff?",
    must: ["Zero code"],
    unit: "process:no-code",
  },
  { category: "yes-no", q: "I'm hopeless with tech, will I manage?", must: ["Zero code"], unit: "process:no-code" },
  // What clients get
  {
    category: "results",
    q: "what sort of improvements do businesses usually get?",
    must: ["15+", "90 days"],
    unit: "company:results",
  },
  {
    category: "results",
    q: "give me the real numbers: what changes for a typical client?",
    must: ["15+", "90 days"],
    unit: "company:results",
  },
  {
    category: "results",
    q: "what's the typical payoff for clients?",
    must: ["15+", "90 days"],
    unit: "company:results",
  },
  {
    category: "results",
    q: "what impact can I expect on my business?",
    must: ["15+", "90 days"],
    unit: "company:results",
  },
  // What we build on, and the tools a client already has
  {
    category: "services",
    q: "which software do you build everything on?",
    must: [["HubSpot", "n8n", "12+"]],
    unit: "platforms",
  },
  { category: "services", q: "what's your tech stack?", must: [["HubSpot", "n8n", "12+"]], unit: "platforms" },
  {
    category: "services",
    q: "do you use zapier or something similar under the hood?",
    must: [["HubSpot", "n8n", "12+"]],
    unit: "platforms",
  },
  { category: "yes-no", q: "do we have to move off our current CRM?", must: ["existing CRM"], unit: "platforms" },
  {
    category: "yes-no",
    q: "can you plug into the apps we already pay for?",
    must: ["existing CRM"],
    unit: "platforms",
  },
  // How soon the first pieces work
  {
    category: "duration",
    q: "when will the first parts actually be working?",
    must: ["within days"],
    unit: "lead-os-faq:time-to-live",
  },
  {
    category: "duration",
    q: "how quickly will we see something live after kickoff?",
    must: ["within days"],
    unit: "lead-os-faq:time-to-live",
  },
  // The price, and the smallest first payment
  {
    category: "pricing",
    q: "what kind of budget do I need for the lead program?",
    must: ["$3,997"],
    unit: "lead-os:price",
  },
  {
    category: "pricing",
    q: "give me a rough figure for the flagship program's cost",
    must: ["$3,997"],
    unit: "lead-os:price",
  },
  { category: "pricing", q: "what's the damage for Lead OS?", must: ["$3,997"], unit: "lead-os:price" },
  {
    category: "pricing",
    q: "what's the smallest amount I can pay to get started?",
    must: ["$999"],
    unit: "lead-os:price",
  },
  { category: "pricing", q: "is there an option with a low first payment?", must: ["$999"], unit: "lead-os:price" },
  // How a project runs, and after launch
  {
    category: "process",
    q: "what are the stages of a project with you?",
    must: ["AI Readiness Audit"],
    unit: "process:steps",
  },
  {
    category: "process",
    q: "how does a typical engagement unfold, step by step?",
    must: ["AI Readiness Audit"],
    unit: "process:steps",
  },
  {
    category: "process",
    q: "what support do we get once everything is live?",
    must: ["module subscription"],
    unit: "process:after-launch",
  },
  {
    category: "process",
    q: "who maintains the system after you hand it over?",
    must: ["module subscription"],
    unit: "process:after-launch",
  },
  // People stay in charge
  {
    category: "yes-no",
    q: "are you going to make my staff redundant?",
    must: ["Humans stay in charge"],
    unit: "company:humans",
  },
  { category: "yes-no", q: "does this replace my employees?", must: ["Humans stay in charge"], unit: "company:humans" },
  // The guarantee
  {
    category: "yes-no",
    q: "suppose the results never show up, is there a refund?",
    must: ["refund"],
    unit: "lead-os:guarantee",
  },
  {
    category: "yes-no",
    q: "is there any risk for me if it doesn't work out?",
    must: ["refund"],
    unit: "lead-os:guarantee",
  },
  // Room in the program
  {
    category: "count",
    q: "can you take me on this month or are you full?",
    must: ["5 Clients Per Month"],
    unit: "lead-os:availability",
  },
  {
    category: "count",
    q: "is there a waiting list for lead os?",
    must: ["5 Clients Per Month"],
    unit: "lead-os:availability",
  },
  // Reaching us, calls, where we are, who leads
  {
    category: "contact",
    q: "if I email you, how long until someone answers?",
    must: ["24 hours"],
    unit: "contact:reply-time",
  },
  {
    category: "contact",
    q: "how would I contact your team directly?",
    must: ["hello@aiva.example"],
    unit: "contact:channels",
  },
  {
    category: "booking",
    q: "I want to speak with a person about my setup, how do I arrange it?",
    must: ["/schedule"],
    unit: "booking:consultation",
  },
  { category: "booking", q: "can we jump on a call this week?", must: ["/schedule"], unit: "booking:consultation" },
  { category: "contact", q: "can I visit you in person?", must: ["remotely"], unit: "company:location" },
  { category: "person", q: "who runs the company?", must: ["Jordan Ellis"], unit: "founder" },
  { category: "person", q: "who's in charge at AIVA?", must: ["Jordan Ellis"], unit: "founder" },
  // How long a system takes, what we do, a demo, nights and weekends, what the program includes, payback
  {
    category: "duration",
    q: "how many weeks until a system is built?",
    must: ["3-5 weeks"],
    unit: "process:implementation",
  },
  {
    category: "duration",
    q: "what's the usual build time for one system?",
    must: ["3-5 weeks"],
    unit: "process:implementation",
  },
  {
    category: "services",
    q: "in plain words, what does your company do?",
    must: [revenue, cx, ops],
    unit: "company:what-we-do",
  },
  {
    category: "services",
    q: "what exactly am I buying from you?",
    must: [revenue, cx, ops],
    unit: "company:what-we-do",
  },
  { category: "services", q: "can I see it working before I buy?", must: ["/demo"], unit: "company:demo" },
  { category: "yes-no", q: "does it keep working at night and on holidays?", must: ["24/7"], unit: "process:24-7" },
  {
    category: "services",
    q: "what do I get in the Lead OS package?",
    must: ["four workflows"],
    unit: "lead-os:inclusions",
  },
  { category: "results", q: "when does it pay for itself?", must: ["90 days"], unit: "company:roi" },
  {
    category: "yes-no",
    q: "is a chat widget on my site required for the lead engine?",
    must: ["optional"],
    unit: "lead-os-faq:chatbot-needed",
  },
];
