/**
 * Fresh visitor searches (2026-11-27), written without reading visitor-searches.ts or the search engine: the page
 * each one means, to measure how the search generalises. Reported by visitor-searches.test.ts apart.
 */
export const freshSearches: readonly [string, string | readonly string[]][] = [
  // AIVA Lead OS: price, payment plans, guarantees, intake, FAQ, assessment.
  ["how much is it", "/services/aiva-lead-os"],
  ["fees", "/services/aiva-lead-os"],
  ["pay in instalments", "/services/aiva-lead-os"],
  ["money back guarantee", "/services/aiva-lead-os"],
  ["refnd if no results", "/services/aiva-lead-os"],
  ["how many clients do you take", "/services/aiva-lead-os"],
  ["is a chatbot required", ["/services/aiva-lead-os", "/resources/anatomy-of-a-lead-engine"]],
  ["free lead assessment", "/services/aiva-lead-os"],
  ["cold email", ["/services/aiva-lead-os", "/resources/anatomy-of-a-lead-engine"]],

  // Revenue Growth AI System.
  ["no show reminders", "/services/revenue-growth-ai-system"],
  ["social media posts", "/services/revenue-growth-ai-system"],
  ["newsletter automation", "/services/revenue-growth-ai-system"],
  ["marketing attribution", "/services/revenue-growth-ai-system"],
  ["sales forcast", "/services/revenue-growth-ai-system"],
  ["ab test ads", "/services/revenue-growth-ai-system"],

  // Customer Experience AI System.
  ["whatsap bot", "/services/customer-experience-ai-system"],
  ["live chat", "/services/customer-experience-ai-system"],
  ["faq bot", ["/services/customer-experience-ai-system", "/resources/support-agent-design-guide"]],
  ["helpdesk", "/services/customer-experience-ai-system"],
  ["customer satisfaction survey", "/services/customer-experience-ai-system"],
  ["chatbot other languages", "/services/customer-experience-ai-system"],
  ["order status questions", "/services/customer-experience-ai-system"],

  // Operational Intelligence AI System.
  ["chase unpaid invoices", "/services/operational-intelligence-ai-system"],
  ["weekly kpi email", ["/services/operational-intelligence-ai-system", "/resources/automated-weekly-business-review"]],
  ["invoice scanning", "/services/operational-intelligence-ai-system"],
  ["low stock alert", "/services/operational-intelligence-ai-system"],
  ["spreadsheat automation", "/services/operational-intelligence-ai-system"],
  ["chat with my data", "/services/operational-intelligence-ai-system"],

  // Home: what AIVA does, FAQ, platforms, client stories.
  ["what does aiva do", ["/", "/about"]],
  ["how long does setup take", ["/", "/services/aiva-lead-os"]],
  ["do i need a developer", "/"],
  ["hubspot", "/"],
  ["case studies", ["/", "/services/aiva-lead-os"]],

  // About.
  ["who owns aiva", "/about"],
  ["jordan elis", "/about"],
  ["company values", "/about"],

  // Contact.
  ["email address", "/contact"],
  ["phone number", "/contact"],
  ["talk to sales", ["/contact", "/schedule"]],
  ["where are you based", "/contact"],
  ["when will you get back to me", "/contact"],

  // Schedule.
  ["book a call", "/schedule"],
  ["free consultation", "/schedule"],
  ["strategy sesion", "/schedule"],

  // Demo.
  ["demo vidoe", "/demo"],
  ["see it in action", "/demo"],

  // Blog & Resources and its articles.
  ["blog", "/resources"],
  ["make vs n8n", "/resources/choosing-an-automation-backbone"],
  ["self hosted automation", "/resources/choosing-an-automation-backbone"],
  ["how quickly should we answer new leads", "/resources/speed-to-lead"],
  ["what is a lead engine", ["/resources/anatomy-of-a-lead-engine", "/services/aiva-lead-os"]],
  ["ticket triage", ["/resources/smarter-ticket-routing", "/services/customer-experience-ai-system"]],
  ["chatbot handoff to human", ["/resources/support-agent-design-guide", "/services/customer-experience-ai-system"]],
  ["why do customers hate chatbots", "/resources/support-agent-design-guide"],
  ["monday morning numbers", "/resources/automated-weekly-business-review"],

  // Legal.
  ["cookies", "/privacy-policy"],
  ["gdpr", "/privacy-policy"],
  ["delete my data", "/privacy-policy"],
  ["terms of use", "/terms-of-service"],
  ["liabilty", "/terms-of-service"],
];
