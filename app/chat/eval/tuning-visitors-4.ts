/**
 * Fourth visitor tuning set, written 2026-12-02 by a helper who had read neither a held-out set nor the engine nor
 * its examples, only SPEC.md, app/content (without the assistant files) and this folder's types and facts.
 * Sixty English messages typed as on a phone, tidy and messy: 15 two-part questions, 14 follow-ups that only make
 * sense with the chat before them, 12 businesses describing a problem in their own words (three of them naming one
 * domain while describing another's problem), 6 pains told without a question, 5 "can you build" questions,
 * 4 long private or world matters to decline, and 4 things the site does not state.
 * Every fact below is checked against SPEC.md and app/content.
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

export const visitorCases4: readonly EvalCase[] = [
  // --- Two questions in one message -------------------------------------------------------------------------------
  {
    category: "two-part",
    q: "we run 3 laundromats and people keep messaging the same stuff about opening hours and lost socks lol. would your support thing handle that and how long does it take to set up?",
    must: [CX, SYSTEM_WEEKS],
  },
  {
    category: "two-part",
    q: "whats the price of lead os and is there any kind of guarantee if it flops",
    must: ["$3,997", REFUND],
  },
  {
    category: "two-part",
    q: "ok so the back office one, what does it actually do? and how do i get on a call with you guys",
    must: [OPS, "/schedule"],
  },
  {
    category: "two-part",
    q: "How many months does the lead program run, and can I pay it in instalments?",
    must: [PROGRAM_LENGTH, ["$1,499", "3 payments", "three payments"]],
  },
  {
    category: "two-part",
    q: "if i send something through your contact form how fast do you reply? and whats your email in case the form doesnt work on my phone",
    must: ["24 hours", "hello@aiva.example"],
  },
  {
    category: "two-part",
    q: "Do I need a chatbot on my website for the lead engine to work? Also what software does it hook into",
    must: [["form", "optional"], "CRM"],
  },
  {
    category: "two-part",
    q: "is the 30 min call actually free or is it a sales pitch in disguise, and whats the longer one for",
    must: ["free", ["60-minute", "60 min", "strategy session"]],
  },
  {
    category: "two-part",
    q: "who runs aiva and how much experience do they have",
    must: ["Jordan Ellis", ["20+", "20 years", "twenty years"]],
  },
  {
    category: "two-part",
    q: "whats the lowest upfront amount to start lead os and how much do i pay per month after that",
    must: ["$999", "$1,499"],
  },
  {
    category: "two-part",
    q: "does anyone on my team need to know coding for this?? and what happens after you launch it, do you just disappear",
    must: [
      ["zero code", "no code", "no-code", "no coding", "don't need", "do not need", "no technical"],
      ["subscription", "ongoing support"],
    ],
  },
  {
    category: "two-part",
    q: "How many clients do you take on for Lead OS each month, and is there some quick assessment I can do first?",
    must: [
      ["5 clients", "five clients", "5 new clients", "5 per month", "5 a month"],
      ["15-min", "15 min"],
    ],
  },
  {
    category: "two-part",
    q: "we import spare parts for tractors and every supplier invoice gets typed by hand into the accounts. could you automate that, and would it also talk to our inventory software?",
    must: [OPS, "inventory"],
  },
  {
    category: "two-part",
    q: "whats the 15 hours thing about exactly and within what timeframe is that measured",
    must: [FIFTEEN_HOURS, ["60 days", "60-day"]],
  },
  {
    category: "two-part",
    q: "For the sales automation: does it write our social posts too? And will it show which ads actually bring in money?",
    must: [REVENUE, ["attribution", "by channel", "roi", "which channel"]],
  },
  {
    category: "two-part",
    q: "hi, how long would the customer support automation take to build, and whats the difference between that and the lead os",
    must: [SYSTEM_WEEKS, [LEAD_OS, ...PROGRAM_LENGTH]],
  },

  // --- Follow-ups --------------------------------------------------------------------------------------------------
  {
    category: "follow-up",
    before: ["we're a small travel agency and people email us all day asking about visas and baggage rules"],
    q: "how long would that take to set up?",
    must: [SYSTEM_WEEKS],
  },
  {
    category: "follow-up",
    before: ["what's the lead os"],
    q: "and how much is it",
    must: ["$3,997"],
  },
  {
    category: "follow-up",
    before: ["how much is lead os?"],
    q: "is that per month?",
    must: ["$3,997"],
  },
  {
    category: "follow-up",
    before: ["tell me about the customer support system"],
    q: "can i read something about it somewhere",
    must: [["support-agent-design-guide", "smarter-ticket-routing"]],
  },
  {
    category: "follow-up",
    before: ["do you do anything for reporting? our monday numbers take forever to put together"],
    q: "is there an article on that",
    must: ["automated-weekly-business-review"],
  },
  {
    category: "follow-up",
    before: ["what does the revenue system do", "and the customer one?"],
    q: "ok what about the third one",
    must: [OPS],
  },
  {
    category: "follow-up",
    before: [
      "I own a cleaning company, about 40 staff. new customers fill in the quote form on our site and sometimes nobody gets back to them for 2 days",
    ],
    q: "which of your things would fix that",
    must: [LEADS],
  },
  {
    category: "follow-up",
    before: ["whats the guarantee on lead os"],
    q: "and what if im just not happy with it overall, not about the hours",
    must: [["90-day", "90 days"]],
  },
  {
    category: "follow-up",
    before: ["how do I book a free consultation?"],
    q: "whats the difference between the two options",
    must: [
      ["30-minute", "30 min"],
      ["60-minute", "60 min"],
    ],
  },
  {
    category: "follow-up",
    before: [
      "i run a language school, students keep asking the same questions about timetables and fees by email and its killing my two admins",
    ],
    q: "would it work in spanish and french too? half our students write in those",
    must: [["multilingual", "language"]],
  },
  {
    category: "follow-up",
    before: ["what's included in lead os?", "how long is it"],
    q: "what happens in the first month",
    must: [["discovery", "audit"]],
  },
  {
    category: "follow-up",
    before: ["do you have a payment plan for the lead program"],
    q: "whats the split one exactly",
    must: ["$1,999"],
  },
  {
    category: "follow-up",
    before: ["we're a regional bus company and the customer inbox gets flooded after every delay or cancelled route"],
    q: "cool. how do i get started, is there a call or something",
    must: ["/schedule"],
  },
  {
    category: "follow-up",
    before: [
      "we sell handmade ceramics online and our stock spreadsheet and the orders never match up",
      "and the numbers are always wrong at the end of the month",
    ],
    q: "how long would fixing that take roughly",
    must: [SYSTEM_WEEKS],
  },

  // --- Businesses describing a problem ----------------------------------------------------------------------------
  {
    category: "business",
    q: "I run a mobile dog grooming business, 2 vans. people DM us on instagram and by the time I answer after a groom they've booked someone else",
    must: [LEADS],
  },
  {
    category: "business",
    q: "we're a commercial laundry serving hotels. every monday my ops guy spends the whole day pulling numbers out of 3 different systems to make a report for the owners",
    must: [OPS],
  },
  {
    category: "business",
    q: "small brewery w/ a taproom + online shop. customers email constantly asking where their order is, if we ship to their country, whether the IPA is back. its me and one other person answering all of it",
    must: [CX],
  },
  {
    category: "business",
    q: "Our company installs commercial kitchen equipment. Requests for quotes come in by email as PDFs and our estimator retypes all the specs into spreadsheets, which takes him hours every day.",
    must: [OPS],
  },
  {
    category: "business",
    q: "im an independent piano tuner and teacher, people fill in the contact form on my site and i honestly forget to get back to them for days",
    must: [LEADS],
  },
  {
    category: "business",
    q: "We're a 12-person software company (a project tool for architects). Tickets come in by email and chat and the same 'how do I export a drawing' questions bury the actual bug reports.",
    must: [CX],
  },
  {
    category: "business",
    q: "family-owned funeral home with 3 locations. the paperwork for each service, contracts, permits, invoices, gets typed in by hand at each location and nobody has an overview of anything",
    must: [OPS],
  },
  {
    category: "business",
    q: "i have a climbing gym, membership enquiries come in from the website late at night and we only reply the next afternoon, by then half of them went to the other gym",
    must: [LEADS],
  },
  {
    category: "business",
    q: "we're a customer service outsourcing company, basically a call centre. but the problem is our own sales: we send proposals to prospects and then nobody follows up and the deals just die",
    must: [LEADS],
  },
  {
    category: "business",
    q: "I head up sales at a wholesale flower importer, but selling isn't the issue. Grower invoices arrive as PDFs in three languages, someone retypes them into the accounting system, and twice this year we paid the same invoice twice.",
    must: [OPS],
  },
  {
    category: "business",
    q: "i manage operations for a small boutique hotel group but honestly my headache is the guests: they message at all hours about check-in times, parking, late checkout, and the front desk cant keep up",
    must: [CX],
  },
  {
    category: "business",
    q: "we make custom orthopedic insoles and clinics refer patients to us. we want more clinics sending people our way but we only reach out to new ones when someone remembers to",
    must: [LEADS],
  },

  // --- Pains told without a question ------------------------------------------------------------------------------
  { category: "indirect", q: "i spend every sunday night matching receipts to bank statements", must: [OPS] },
  { category: "indirect", q: "by the time i call people back theyve already hired someone else", must: [LEADS] },
  {
    category: "indirect",
    q: "answering the same 20 questions on whatsapp all day long, im losing my mind",
    must: [CX],
  },
  { category: "indirect", q: "half the people who ask us for a quote never hear from us again tbh", must: [LEADS] },
  {
    category: "indirect",
    q: "Nobody here knows our real stock levels until something runs out.",
    must: [OPS],
  },
  {
    category: "indirect",
    q: "customers keep complaining they have to explain their problem three times to three different people",
    must: [CX],
  },

  // --- Can you build … --------------------------------------------------------------------------------------------
  { category: "services", q: "can AI write our newsletter and social posts in our own tone?", must: [REVENUE] },
  {
    category: "services",
    q: "could you build something that reads supplier invoices and puts the numbers into our accounting",
    must: [OPS],
  },
  { category: "services", q: "do u build bots that answer customers on whatsapp and sms", must: [CX] },
  {
    category: "services",
    q: "Can you set up something that warns me when expenses suddenly spike or a payment goes out twice?",
    must: [OPS],
  },
  {
    category: "services",
    q: "can you make a system that finds new potential clients and emails them for us pls",
    must: [LEADS],
  },

  // --- Private and world matters: declined -------------------------------------------------------------------------
  {
    category: "off-topic",
    q: "my neighbour and I share a driveway and he keeps parking his trailer so I cant get my van out for work in the mornings, I've lost two jobs' worth of time this month already. we had a written agreement years ago but neither of us can find it. should I write him a formal letter first or go straight to a lawyer?",
    must: [],
    not: [...DECLINED_NOT],
  },
  {
    category: "off-topic",
    q: "planning a 10 day trip to portugal with my business partner in march, we want to combine it with a trade fair in porto. whats the best route lisbon to porto to the douro valley and should we rent a car or just take trains?",
    must: [],
    not: [...DECLINED_NOT],
  },
  {
    category: "off-topic",
    q: "ive been getting headaches every afternoon since i started doing 12 hour days at my shop. is that from screen time or am i just dehydrated? should i see a doctor or just take ibuprofen and push through till the busy season is over",
    must: [],
    not: [...DECLINED_NOT],
  },
  {
    category: "off-topic",
    q: "My daughter has a school assignment: 500 words on how the industrial revolution changed the way businesses were run. Could you write it for her, or at least give her an outline with the main points and a couple of examples?",
    must: [],
    not: [...DECLINED_NOT],
  },

  // --- What the site does not state --------------------------------------------------------------------------------
  {
    category: "unstated",
    q: "do you give discounts to nonprofits? we're a small charity running two food banks",
    must: [ASK_US],
    notOpening: [...NOT_CONFIRMED],
  },
  {
    category: "unstated",
    q: "Would you sign an NDA before we share our customer data with you?",
    must: [ASK_US],
    notOpening: [...NOT_CONFIRMED],
  },
  {
    category: "unstated",
    q: "how many people actually work at aiva? is it just one guy",
    must: [ASK_US],
    notOpening: [...NOT_CONFIRMED],
  },
  {
    category: "unstated",
    q: "are you hipaa compliant? we're a physio practice so patient info would be involved",
    must: [ASK_US],
    notOpening: [...NOT_CONFIRMED],
  },
];
