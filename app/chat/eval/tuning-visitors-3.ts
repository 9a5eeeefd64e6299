/**
 * Third visitor tuning set, written 2026-12-02 by a helper who had read neither a held-out set nor the engine nor
 * its examples, as another fresh read set of what real prospects type into the widget on a phone: their own
 * business in their own words (other industries than the first two sets, a third of them in misleading words),
 * problems without a business named, "can you / could AI" questions about what we build (two of them about things
 * the site does not offer), follow-ups that lean on the messages before, two questions at once, requests that are
 * not ours to answer, and things the site does not say.
 * Every fact below is checked against SPEC.md and app/content (figures, pages, service pages, Lead OS, articles).
 */
import {
  PLAN_FIGURES,
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

export const visitorCases3: readonly EvalCase[] = [
  // --- Business: a visitor describes their own business and problem ---------------------------------------------
  {
    category: "business",
    q: "vet clinic here, the phones never stop. opening hrs, how much is a vaccination, is my cat ready to be picked up... my receptionists cant do anything else",
    must: [CX],
  },
  {
    category: "business",
    q: "roofing contractor. we pay for facebook ads, people fill the form for a free estimate and then honestly nobody calls them back for like 3 days. and if they dont answer we just forget about them",
    must: [LEADS],
  },
  {
    category: "business",
    q: "small bookkeeping practice, clients send us their receipts as photos on whatsapp and email and my 2 staff type every single one into spreadsheets. end of quarter is hell",
    must: [OPS],
  },
  {
    category: "business",
    q: "I sell clothes online (shopify) and my inbox is 80% where is my order, how do i return this, does this run small. I'm one person",
    must: [CX],
  },
  {
    category: "business",
    q: "own a boxing gym. ppl sign up for the free trial class on insta, come once and we never follow up so they dont join",
    must: [LEADS],
  },
  {
    category: "business",
    q: "wedding photographer, solo. couples send enquiries while im shooting on saturday, i reply monday and half of them already booked someone else who answered faster. i lose so many weddings this way its painful",
    must: [LEADS],
  },
  {
    category: "business",
    q: "We run a trucking company with 40 trucks. Every Friday our dispatcher pulls numbers out of the TMS, fuel cards and a spreadsheet to put together the on-time delivery report for the owners. Takes her most of the day.",
    must: [OPS],
  },
  {
    category: "business",
    q: "b&b with 8 rooms. guests message asking check in time, is there parking, is breakfast included, can i bring my dog. same stuff over and over",
    must: [CX],
  },
  {
    category: "business",
    q: "cleaning company, everything comes through one whatsapp number, new ppl asking for a price AND existing clients wanting to reschedule, it's chaos and stuff gets missed",
    must: [[CX, REVENUE, LEAD_OS]],
  },
  {
    // Misleading: says "customer experience" but the problem is slow replies to new enquiries (lead response).
    category: "business",
    q: "i manage a used car dealership and our customer experience is bad tbh. someone asks about a car on our website and the salesman gets back to them 2 days later, by then they bought elsewhere",
    must: [LEADS],
  },
  {
    // Misleading: "reporting back" sounds like reports, but it is clients asking about their claims (support).
    category: "business",
    q: "insurance broker. my team spends all day reporting back to clients on the status of their claim, they call and email constantly asking any news?",
    must: [CX],
  },
  {
    // Misleading: "IT support" sounds like a help desk, but the problem is prospects waiting for a quote.
    category: "business",
    q: "we're an IT support company (managed services). our problem isnt tickets, we have that covered. it's that businesses who fill in the get a quote form wait days to hear from us",
    must: [LEADS],
  },
  {
    // Misleading: "site leads" are foremen, not sales leads; the problem is paper logs retyped in the office.
    category: "business",
    q: "construction firm. my site leads send daily logs and timesheets on paper and the office retypes all of it into spreadsheets for payroll and the client progress reports",
    must: [OPS],
  },
  {
    // Misleading: "sales guys" but the problem is post-sale data entry across permit forms, schedule and invoicing.
    category: "business",
    q: "solar installer. after every signed deal our sales guys spend hours typing the same customer details into the permit forms, the install schedule and the invoicing software. can ai kill that?",
    must: [OPS],
  },

  // --- Indirect: a problem without a business named ---------------------------------------------------------------
  {
    category: "indirect",
    q: "i keep forgetting to chase people who asked for a quote and they just go quiet",
    must: [LEADS],
  },
  {
    category: "indirect",
    q: "we answer the exact same 10 questions by email every day, its driving me nuts",
    must: [CX],
  },
  {
    category: "indirect",
    q: "every monday morning i copy paste numbers from 4 different tools into a spreadsheet for my boss. theres got to be a better way",
    must: [OPS],
  },
  {
    category: "indirect",
    q: "enquiries that come in friday evening just sit there till monday",
    must: [LEADS],
  },
  {
    category: "indirect",
    q: "finance and sales never have the same numbers and nobody trusts the spreadsheet anymore",
    must: [OPS],
  },
  {
    category: "indirect",
    q: "we only find out about unpaid invoices and stock running out at month end when its too late",
    must: [OPS],
  },
  {
    category: "indirect",
    q: "customers keep complaining about the same issue but the feedback just goes into a void, nobody reads the surveys",
    must: [CX],
  },
  {
    category: "indirect",
    q: "got a list of like 600 old leads from last year that nobody ever contacted again. feels like wasted money",
    must: [LEADS],
  },

  // --- Services: "can you / could AI ..." about what we build -----------------------------------------------------
  {
    category: "services",
    q: "can u make an ai that answers our customers on whatsapp",
    must: [CX],
  },
  {
    category: "services",
    q: "do you do something that reads pdf invoices and puts them in our accounting software?",
    must: [OPS],
  },
  {
    category: "services",
    q: "could ai write our weekly newsletter and the social posts? marketing is always behind",
    must: [REVENUE],
  },
  {
    category: "services",
    q: "do you build help centres that update themselves from old support tickets",
    must: [CX],
  },
  {
    category: "services",
    q: "can the ai tell me which leads are worth calling first",
    must: [LEADS],
  },
  {
    category: "services",
    q: "could AI warn me when expenses spike or revenue drops instead of me finding out weeks later",
    must: [OPS],
  },
  {
    // Not offered: no page or system mentions building mobile apps.
    category: "unstated",
    q: "can you build us an iphone app so customers can order from us",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    // Not offered: logo and brand design are not among the services.
    category: "unstated",
    q: "do u guys also design logos / do branding? ours is really outdated",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },

  // --- Follow-up: a short question that needs the messages before it -------------------------------------------
  {
    category: "follow-up",
    before: ["tell me about lead os pls"],
    q: "how much?",
    must: ["$3,997"],
  },
  {
    category: "follow-up",
    before: ["whats the price of aiva lead os"],
    q: "can i split that",
    must: [PLAN_FIGURES],
  },
  {
    category: "follow-up",
    before: ["so lead os runs for 3 months right?"],
    q: "and after that? do u just leave us",
    must: [["subscription", "handover", "hand over", "launch support", "30 days"]],
  },
  {
    category: "follow-up",
    before: [
      "we're a plumbing company, 6 vans",
      "jobs come in by phone and the web form but our quotes go out days late and nobody chases them",
    ],
    q: "which one for me then",
    must: [LEADS],
  },
  {
    category: "follow-up",
    before: ["i think the operational intelligence system is what we need"],
    q: "how long for that one",
    must: [SYSTEM_WEEKS],
  },
  {
    category: "follow-up",
    before: ["what's the monthly plan for lead os?"],
    q: "for how many months do i pay that",
    must: [["2 months", "two months"]],
  },
  {
    category: "follow-up",
    before: ["i want to book a call"],
    q: "the longer one, how long is it",
    must: [["60 minutes", "60-minute", "60 min"]],
  },
  {
    category: "follow-up",
    before: ["we get swamped with support tickets"],
    q: "got something i can read about it first?",
    must: [["/resources/smarter-ticket-routing", "/resources/support-agent-design-guide"]],
  },
  {
    category: "follow-up",
    before: ["whats the guarantee on lead os"],
    q: "how long do i have to hit the 15 hrs",
    must: [["60 days", "60-day"]],
  },
  {
    category: "follow-up",
    before: ["how do i contact you guys"],
    q: "is there a number i can call instead",
    must: [["010-0199", "0100199"]],
  },

  // --- Two-part: two questions in one message, both answered ---------------------------------------------------
  {
    category: "two-part",
    q: "is the consultation free? and do i need to know any coding",
    must: ["free", ["zero code", "no code", "no coding", "no technical", "don't need", "do not need", "no developer"]],
  },
  {
    category: "two-part",
    q: "how long does it take to set up one system and can u connect it to salesforce",
    must: [SYSTEM_WEEKS, "Salesforce"],
  },
  {
    category: "two-part",
    q: "whats the full price for lead os and how many months does it run",
    must: ["$3,997", PROGRAM_LENGTH],
  },
  {
    category: "two-part",
    q: "who started aiva and whats the email to reach them",
    must: ["Jordan Ellis", "hello@aiva.example"],
  },
  {
    category: "two-part",
    q: "how many hrs a week does lead os actually save and what happens if it doesnt",
    must: [FIFTEEN_HOURS, REFUND],
  },
  {
    category: "two-part",
    q: "what's the first step when we work with you and how long does that step take",
    must: [
      ["Readiness Audit", "audit"],
      ["Week 1", "1 week", "one week", "first week"],
    ],
  },
  {
    category: "two-part",
    q: "do you handle support tickets? and could you also automate our weekly reports",
    must: [CX, OPS],
  },
  {
    category: "two-part",
    q: "how quick do u reply to emails, and where do i book a call",
    must: ["24 hours", "/schedule"],
  },

  // --- Off-topic: not ours to answer, declined -----------------------------------------------------------------
  {
    category: "off-topic",
    q: "my dad got diagnosed with type 2 diabetes last week and he refuses to change anything about what he eats, im honestly so stressed about it. what foods should he cut out first?",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "my landlord is keeping my whole deposit for 'cleaning' even tho i left the flat spotless and have photos. can i take him to small claims court and how do i start",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "planning 10 days in japan in april with my wife, is the jr pass still worth it or should we just buy train tickets as we go",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "can u help my son with his homework: a train leaves at 3pm going 80 km/h, another leaves at 4pm going 100 km/h, when does the second catch up",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "how do i make a sourdough starter from scratch",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "since the divorce my 15 year old barely talks to me, she just stays in her room. how do i get her to open up without pushing her away",
    must: [],
    not: DECLINED_NOT,
  },

  // --- Unstated: the site does not say; never confirmed ---------------------------------------------------------
  {
    category: "unstated",
    q: "how many ppl work at aiva?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "are you SOC 2 certified? our IT department will ask",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "do u do a startup discount, we're pre revenue",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "before i sign anything could i talk to one of your past clients about how it went?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "is there a free trial of the support bot so i can test it for a couple weeks before paying",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "how much does just the customer experience system cost on its own, without the lead os",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
];
