/**
 * Second visitor tuning set, written 2026-11-28 without reading any held-out set or the engine, as another fresh
 * read set of what real prospects type into the widget: their own business in their own words (other industries
 * than the first set, a third of them in misleading words), follow-ups that lean on the messages before, two
 * questions at once, things the site does not say, requests that are not ours to answer, and the everyday
 * questions about price, time, results, booking, process, people, contact, articles and counts.
 * Every fact below is checked against SPEC.md and app/content (figures, pages, service pages, Lead OS, articles).
 */
import {
  ASK_US,
  CX,
  DECLINED_NOT,
  FIFTEEN_HOURS,
  LEADS,
  LEAD_OS,
  NOT_CONFIRMED,
  OPS,
  PROGRAM_LENGTH,
  REFUND,
  REVENUE,
  SYSTEM_WEEKS,
} from "./facts";
import type { EvalCase } from "./types";

export const visitorCases2: readonly EvalCase[] = [
  // --- Business: a visitor describes their own business and problem ---------------------------------------------
  {
    category: "business",
    q: "i run a car repair garage, 2 bays. half my day is on the phone telling ppl if their car is ready yet or what a service costs. any way to stop that?",
    must: [CX],
  },
  {
    category: "business",
    q: "I look after admissions at a private school. Parents fill in the open day enquiry form and then, honestly, half of them never hear back from us until it's too late.",
    must: [LEADS],
  },
  {
    category: "business",
    q: "hvac company, 9 techs. quote requests come in from our site and google but the office only calls back next day, by then theyve already hired someone else",
    must: [LEADS],
  },
  {
    // Misleading: "client service" is really first contact with new enquiries.
    category: "business",
    q: "Our law firm's client service team spends most of the day calling back people who filled in the free case evaluation form, and many never get a call at all. Can AI take over that first contact?",
    must: [LEADS],
  },
  {
    // Misleading: a marketing agency, but the problem is reporting.
    category: "business",
    q: "small marketing agency here. every month my 2 account managers lose about 3 days building performance decks for each client from GA, meta ads and hubspot",
    must: [OPS],
  },
  {
    category: "business",
    q: "We're a B2B wholesaler of catering supplies. Orders arrive by email as PDFs and someone retypes every line into our ERP. Mistakes everywhere.",
    must: [OPS],
  },
  {
    category: "business",
    q: "physio clinic, our big issue is no shows. like 15% of appointmnets, patients just forget they booked",
    must: [[CX, REVENUE]],
  },
  {
    // Misleading: "sales" is the person stuck answering tenants' questions.
    category: "business",
    q: "letting agency. tenants message us nonstop about repairs, rent dates, deposits etc and my sales girl ends up answering all of it instead of signing new landlords",
    must: [CX],
  },
  {
    category: "business",
    q: "travel agency w 5 agents. travellers keep emailng the same things: visa rules, luggage allowance, can i change my flight date. in summer we're drowning",
    must: [CX],
  },
  {
    category: "business",
    q: "software consultancy, 30 devs. chasing timesheets and turning them into client invoices at month end takes our office manger a full week. can u automate that?",
    must: [OPS],
  },
  {
    // Misleading: "supporters" and "support" mean donors to follow up, not a help desk.
    category: "business",
    q: "I run fundraising for a small nonprofit. When someone donates online nobody follows up, so our supporters give once and we never hear from them again. Could your support help with that?",
    must: [LEADS],
  },
  {
    category: "business",
    q: "we own 3 restaurants. google and tripadvisor reveiws pile up with no reply and we never ask happy guests to leave one",
    must: [CX],
  },
  {
    category: "business",
    q: "print shop. every quote request means someone works out paper, finishing and quantity pricing and types up a PDF quote by hand, 20+ a day. is that something you do?",
    must: [[OPS, REVENUE]],
  },
  {
    // Misleading: "leads" are candidates with questions, a support load.
    category: "business",
    q: "staffing agency. recuiters get flooded by candidates asking did i get the job, when do i get paid, where do i send my documents. we call them leads lol but its just questions all day",
    must: [CX],
  },

  // --- Follow-up: a short question that needs the messages before it -------------------------------------------
  {
    category: "follow-up",
    before: ["what does the customer experience system do?"],
    q: "how long for that one to be up and running?",
    must: [SYSTEM_WEEKS],
  },
  {
    category: "follow-up",
    before: ["tell me about lead os"],
    q: "and if it doesnt work for us?",
    must: [REFUND, FIFTEEN_HOURS],
  },
  {
    category: "follow-up",
    before: ["how much is the lead os?"],
    q: "does that include the setup or is that extra",
    must: [["workflows", "integration", ...PROGRAM_LENGTH]],
  },
  {
    category: "follow-up",
    before: ["I'd like to book a strategy session."],
    q: "Who would I be talking to?",
    must: [["automation expert", "Jordan Ellis"]],
  },
  {
    category: "follow-up",
    before: [
      "we have 4 hair salons",
      "reception answers the same questions all day and new client enquiries from instagram get lost",
    ],
    q: "wich one would you pick for us?",
    must: [[CX, LEAD_OS]],
  },
  {
    category: "follow-up",
    before: ["what's the revenue growth system?"],
    q: "can i see it first?",
    must: [["demo", "walkthrough", "/schedule"]],
  },
  {
    category: "follow-up",
    before: ["do you have a money back guarantee?"],
    q: "how many days do i get",
    must: [["60 days", "90 days", "90-day", "60-day"]],
  },
  {
    category: "follow-up",
    before: ["whats the cheapest way to pay for lead os"],
    q: "so how much up front then?",
    must: ["$999"],
  },
  {
    category: "follow-up",
    before: ["can i book a call?", "the shorter one pls"],
    q: "how long is it",
    must: [["30 minutes", "30-minute", "30 min"]],
  },
  {
    category: "follow-up",
    before: ["what's your email?"],
    q: "and how fast do you guys usually answer",
    must: ["24 hours"],
  },
  {
    category: "follow-up",
    before: ["Could you explain the steps of your process?"],
    q: "What exactly happens in the first one?",
    must: [["Readiness Audit", "audit"]],
  },
  {
    category: "follow-up",
    before: ["who founded aiva?"],
    q: "how much experience has he got",
    must: [["20+ years", "20 years"]],
  },

  // --- Two-part: two questions in one message, both answered ---------------------------------------------------
  {
    category: "two-part",
    q: "how much is lead os and how long does it take?",
    must: ["$3,997", PROGRAM_LENGTH],
  },
  {
    category: "two-part",
    q: "Do you offer any guarantee? Also, is there a payment plan?",
    must: [
      [...REFUND, ...FIFTEEN_HOURS, "90-day"],
      ["$1,499", "$999", "$1,999"],
    ],
  },
  {
    category: "two-part",
    q: "whats ur email plus do u have a phone number",
    must: ["hello@aiva.example", ["010-0199", "0100199"]],
  },
  {
    category: "two-part",
    q: "Is the strategy session free of charge? And how long does it last?",
    must: ["free", ["60 minutes", "60-minute", "60 min"]],
  },
  {
    category: "two-part",
    q: "btw who's the founder, and where r u based",
    must: ["Jordan Ellis", ["remote", "globally"]],
  },
  {
    category: "two-part",
    q: "how many clinets do u take on per month. any spots left?",
    must: [
      ["5 clients", "five clients"],
      ["3 spots", "three spots"],
    ],
  },
  {
    category: "two-part",
    q: "what results do ppl get from the operational intelligence system plus how long does it take to set up",
    must: ["50%", SYSTEM_WEEKS],
  },
  {
    category: "two-part",
    q: "Do I need coding skills for this? Which tools can you connect to?",
    must: [
      ["zero code", "no code", "no coding", "no technical", "don't need", "do not need", "no developer"],
      ["HubSpot", "Salesforce", "Airtable", "Calendly", "n8n", "Slack"],
    ],
  },
  {
    category: "two-part",
    q: "what's actually inside lead os, and have u written any articles about it",
    must: ["nurture", ["/resources/anatomy-of-a-lead-engine", "/resources/speed-to-lead"]],
  },
  {
    category: "two-part",
    q: "How do I book a discovery call and does it cost anything",
    must: ["/schedule", "free"],
  },

  // --- Off-topic: not ours to answer, declined -----------------------------------------------------------------
  {
    category: "off-topic",
    q: "how do i write a cover letter for a sales manager job",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "can you recommend a good excel course for accountants on coursera?",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "whats a catchy name for my dog grooming business",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "translate to spanish pls: your invoice is overdue, kindly pay by friday",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "should i buy nvidia shares before their earnings call?",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "who won the champions leauge final last year",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "how old is taylor swift",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "What is the capital of Australia?",
    must: [],
    not: DECLINED_NOT,
  },

  // --- Unstated: the site does not say; never confirmed ---------------------------------------------------------
  {
    category: "unstated",
    q: "do u sign NDAs before we share our client data with you?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "We're an agency. Can we white-label your systems and resell them to our own clients?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "after the 3 months are over, how much is the monthly support subscription?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "if i only buy the customer experience system on its own, do i get a money back guarantee too?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "Are your systems HIPAA compliant? We're a healthcare practice.",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "any discount for registerd charities?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },

  // --- Everyday questions, one of each ---------------------------------------------------------------------------
  {
    category: "pricing",
    q: "how much r we talking for the lead os thing",
    must: ["$3,997"],
  },
  {
    category: "duration",
    q: "How long until a single system is actualy live?",
    must: [SYSTEM_WEEKS],
  },
  {
    category: "results",
    q: "what kind of revenue bump do ppl see with the revenue growth one",
    must: ["40%", ["6 months", "six months"]],
  },
  {
    category: "booking",
    q: "id like to talk to a human before deciding, where do i book",
    must: ["/schedule"],
  },
  {
    category: "process",
    q: "what are the steps once we start working together?",
    must: [["Readiness Audit", "audit"], ["Architecture"], ["optimiz", "optimis"]],
  },
  {
    category: "person",
    q: "whos behind aiva?",
    must: ["Jordan Ellis"],
  },
  {
    category: "contact",
    q: "Good afternoon. Could you kindly tell me the best email address to reach your team?",
    must: ["hello@aiva.example"],
  },
  {
    category: "articles",
    q: "got any reading on how to route suport tickets?",
    must: ["/resources/smarter-ticket-routing"],
  },
  {
    category: "yes-no",
    q: "do i need a chatbot on my website for lead os to work",
    must: [["optional", "not required", "isn't required", "not needed", "don't need", "do not need"]],
  },
  {
    category: "count",
    q: "how many workflows does the lead os have",
    must: [["four", "4 workflows"]],
  },
];
