/**
 * Ordinary visitor searches and the page each one means (issue 32), written before the ranking was tuned.
 * visitor-searches.test.ts checks that the page is among the first three results; the browser test times
 * every keystroke of them.
 */
const LEAD_OS = "/services/aiva-lead-os";
const CX = "/services/customer-experience-ai-system";
const OPS = "/services/operational-intelligence-ai-system";
const REVENUE = "/services/revenue-growth-ai-system";

/** [query, the page it means, or several pages any of which is right]. */
export const visitorSearches: readonly [string, string | readonly string[]][] = [
  ["price", LEAD_OS],
  ["pricing", LEAD_OS],
  ["prcing", LEAD_OS],
  ["cost", LEAD_OS],
  ["how much does it cost", LEAD_OS],
  ["payment plan", LEAD_OS],
  ["monthly payments", LEAD_OS],
  ["demo", "/demo"],
  ["see a demo", "/demo"],
  ["guarantee", LEAD_OS],
  ["money back", LEAD_OS],
  ["refund", LEAD_OS],
  ["book a call", "/schedule"],
  ["free consultation", "/schedule"],
  ["schedule a meeting", "/schedule"],
  ["strategy session", "/schedule"],
  ["phone number", "/contact"],
  ["email address", "/contact"],
  ["contact", "/contact"],
  ["privacy", "/privacy-policy"],
  ["cookies", "/privacy-policy"],
  ["terms", "/terms-of-service"],
  ["terms and conditions", "/terms-of-service"],
  ["blog", "/resources"],
  ["articles", "/resources"],
  ["hubspot", "/"],
  ["integrations", "/"],
  ["invoices", OPS],
  ["dashboard", OPS],
  ["reports", OPS],
  ["real estate", [REVENUE, CX, OPS]],
  ["chatbot", CX],
  ["customer support", CX],
  ["helpdesk", CX],
  ["ticket routing", CX],
  ["lead generation", [LEAD_OS, REVENUE]],
  ["email marketing", REVENUE],
  ["sales automation", REVENUE],
  ["follow up leads", [LEAD_OS, REVENUE]],
  ["founder", "/about"],
  ["who are you", "/about"],
  ["mission", "/about"],
  ["how long does it take", ["/", LEAD_OS]],
  ["faq", ["/", LEAD_OS]],
  ["n8n vs make", "/resources/choosing-an-automation-backbone"],
  ["speed to lead", "/resources/speed-to-lead"],
];
