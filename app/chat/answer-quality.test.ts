// @vitest-environment node
/**
 * Answer quality of the local assistant: real visitor questions and the facts each answer must contain
 * (and must not), checked against the site's own content. A failing row means a visitor gets a wrong,
 * vague or misleading answer.
 */
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { localResponder, UNKNOWN_ANSWER } from "./local-responder.server";

type Row = {
  question: string;
  /** Every fact must appear (case-insensitive). */
  facts: string[];
  /** None of these may appear. */
  not?: string[];
};

const leadOs = site.flagship.path;

const table: Row[] = [
  // Pricing
  { question: "How much does it cost?", facts: ["$3,997", "3 payments of $1,499", "/schedule", leadOs] },
  { question: "What's the price of the Lead OS?", facts: ["$3,997", "$1,999 down + $1,998", leadOs] },
  { question: "Do you offer payment plans?", facts: ["3 payments of $1,499", "$999 down"] },
  { question: "Can I pay monthly for the lead engine?", facts: ["$999 down + $1,499 per month for 2 months"] },
  {
    question: "How much does the customer experience system cost and how long does it take?",
    facts: ["depends on your scope", "Customer Experience AI System", "/schedule", "3-5 weeks"],
  },
  // What each system does
  {
    question: "What does the Revenue Growth AI System do?",
    facts: ["/services/revenue-growth-ai-system", "lead", "Lead Management"],
  },
  {
    question: "Tell me about your customer support automation",
    facts: ["/services/customer-experience-ai-system", "24/7", "AI Agents & Chatbots"],
  },
  {
    question: "What is Operational Intelligence?",
    facts: ["/services/operational-intelligence-ai-system", "reports", "Document Automation"],
  },
  { question: "Can you automate invoice processing?", facts: ["/services/operational-intelligence-ai-system"] },
  {
    question: "What is AIVA Lead OS?",
    facts: ["3-month", "capture", "nurture", "$3,997", leadOs],
  },
  {
    question: "What services do you offer?",
    facts: [
      "/services/revenue-growth-ai-system",
      "/services/customer-experience-ai-system",
      "/services/operational-intelligence-ai-system",
      leadOs,
    ],
  },
  { question: "What do you do?", facts: ["three", "AI systems"] },
  // Implementation time and process
  { question: "How long does implementation take?", facts: ["3-5 weeks", "AI Readiness Audit"] },
  { question: "How fast can we go live?", facts: ["3-5 weeks", "within days"] },
  {
    question: "What are the steps of your process?",
    facts: ["AI Readiness Audit", "Solution Architecture", "System Development & Integration", "Continuous Learning"],
  },
  { question: "What happens after launch?", facts: ["module subscription"] },
  // Guarantees and results
  { question: "What's your guarantee?", facts: ["15 hours", "money back", "90-day", "30 days of launch support"] },
  { question: "Can I get a refund if it doesn't work?", facts: ["full refund", "60 days", "keep all deliverables"] },
  { question: "How many hours will I save?", facts: ["15+", "hours"] },
  { question: "What results can I expect?", facts: ["ROI", "40%"] },
  { question: "How many spots are left?", facts: ["5 Clients Per Month", "3 spots remaining"] },
  // Booking and contact
  { question: "How do I book a consultation?", facts: ["/schedule", "30-minute", "60-minute", "free"] },
  { question: "Can I schedule a demo?", facts: ["/schedule", "free"] },
  { question: "I want to talk to a human", facts: [site.email, site.phone, "/contact", "24 hours"] },
  { question: "What's your email address?", facts: [site.email] },
  { question: "What's your phone number?", facts: [site.phone] },
  { question: "Where are you based?", facts: ["remotely"] },
  // Specific questions answered from the FAQ and the content
  { question: "Do I need technical skills?", facts: ["Zero code"] },
  { question: "Does it work with HubSpot?", facts: ["HubSpot", "12+ platforms"] },
  { question: "Do you integrate with Salesforce?", facts: ["Salesforce"] },
  { question: "Do I need a chatbot?", facts: ["No", "optional"] },
  { question: "Which channels do you capture leads from?", facts: ["website forms", "e-mail"] },
  { question: "Who is the founder?", facts: [site.founder.name, "20+ years"] },
  { question: "Do you work with real estate agents?", facts: ["real estate", "/services/"] },
  { question: "Can you help my e-commerce store?", facts: ["e-commerce", "/services/"] },
  // Small talk
  { question: "hello", facts: [site.assistantTitle, "consultation"] },
  { question: "thanks!", facts: ["welcome", "/schedule"] },
  // Off-topic and nonsense: an honest answer and the way to a human, no invented facts
  { question: "What's the weather in Paris?", facts: ["not sure", "/contact", "/schedule"], not: ["$"] },
  { question: "asdf qwerty zxcv", facts: ["not sure", "/contact"], not: ["$"] },
  { question: "Write me a poem about cats", facts: ["not sure", "/contact"], not: ["$"] },
  { question: "Who won the world cup in 2018?", facts: ["not sure", "/schedule"], not: ["$"] },
];

describe("local assistant answer quality", () => {
  it("covers at least 30 real visitor questions", () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
  });

  it.each(table)("$question", ({ question, facts, not = [] }) => {
    const answer = localResponder.answer(question);
    for (const fact of facts)
      expect(answer.toLowerCase(), `answer to "${question}":\n${answer}`).toContain(fact.toLowerCase());
    for (const wrong of not) expect(answer, `answer to "${question}":\n${answer}`).not.toContain(wrong);
    // Short: a chat reply, not a page.
    expect(answer.length).toBeLessThanOrEqual(700);
  });

  it("answers an unclear message honestly and points to a person", () => {
    expect(localResponder.answer("???")).toBe(UNKNOWN_ANSWER);
    expect(UNKNOWN_ANSWER).toContain("/contact");
    expect(UNKNOWN_ANSWER).toContain("/schedule");
  });

  it("confirms an e-mail address as a lead, and still answers a question asked with it", () => {
    const plain = localResponder.answer("You can reach me at Jane.Doe@Example.COM");
    expect(plain).toContain("jane.doe@example.com");
    expect(plain).toContain("24 hours");
    const withQuestion = localResponder.answer("jane@acme.io - how long does implementation take?");
    expect(withQuestion).toContain("jane@acme.io");
    expect(withQuestion).toContain("3-5 weeks");
  });

  it("only links pages that exist", async () => {
    const { isSitePath } = await import("./links");
    for (const { question } of table) {
      const answer = localResponder.answer(question);
      for (const path of answer.match(/(?<![\w:/.@-])\/[a-z0-9/#-]*[a-z0-9]/g) ?? []) {
        expect(isSitePath(path), `${path} in the answer to "${question}"`).toBe(true);
      }
    }
  });
});
