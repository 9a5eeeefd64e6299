/**
 * Visitor tuning cases, written 2026-11-28 without reading any held-out set or the engine, as a fresh read set of
 * what real prospects type into the widget: their own business in their own words, follow-ups that lean on the
 * messages before, two questions at once, things the site does not say, and requests that are not ours to answer.
 * Every fact below is checked against SPEC.md and app/content (figures, pages, service pages, Lead OS, articles).
 */
import { ASK_US, CX, DECLINED_NOT, FIFTEEN_HOURS, LEADS, NOT_CONFIRMED, OPS, PROGRAM_LENGTH } from "./facts";
import type { EvalCase } from "./types";

export const visitorCases: readonly EvalCase[] = [
  // --- Business: a visitor describes their own business and problem ---------------------------------------------
  {
    category: "business",
    q: "we're a vet clinic with 3 vets. phones ring all day with the same stuff: are you open sunday, how much is a rabies shot, can i bring my cat in today. reception is fried",
    must: [CX],
  },
  {
    category: "business",
    q: "Recruitment agency, 12 consultants. Every Friday they spend hours pulling placement numbers and billing info for our clients out of 4 different tools into spreadsheets. Could you help with that?",
    must: [OPS],
  },
  {
    category: "business",
    q: "b2b saas here, ~40 trial signups a week and honestly nobody follows up with them properly. most trials just expire",
    must: [LEADS],
  },
  {
    category: "business",
    q: "small accounting practice. clients send us photos of invoices and reciepts and we retype every single one into our software, tax season is a nightmare",
    must: [OPS],
  },
  {
    category: "business",
    q: "we sell handmade candles online. our 'sales' inbox is like 70% where is my order and how do i return this. can ai deal with that",
    must: [CX],
  },
  {
    category: "business",
    q: "I own two gyms. Our customer service girl spends her whole day calling back people who filled in the free pass form on the website, usually 2 days late, and by then they've joined somewhere else.",
    must: [LEADS],
  },
  {
    category: "business",
    q: "freight company, 25 trucks. we only find out about late deliveries and fuel cost spikes at month end when somebody finally finishes the spredsheet",
    must: [OPS],
  },
  {
    category: "business",
    q: "We run a dental lab. Around 60 practices send us work orders as PDFs and emails and someone types each one into our system by hand. Mistakes happen weekly.",
    must: [OPS],
  },
  {
    category: "business",
    q: "language school in lisbon. students msg us on whatsapp, insta and email at all hours asking about levels, timetables and prices, mostly the same questons over and over",
    must: [CX],
  },
  {
    category: "business",
    q: "property developer, selling off-plan apartments. portal enquries come in at night and on weekends and my sales team only gets to them monday morning",
    must: [LEADS],
  },
  {
    category: "business",
    q: "insurance broker. my support team spends half its day chasing people who asked for a quote and never signed. is that something you automate?",
    must: [LEADS],
  },
  {
    category: "business",
    q: "wedding venue owner. every month i put together a report for the owners with bookings, deposits paid and catering costs from 3 spreadsheets and our booking tool. takes me 2 full days",
    must: [OPS],
  },
  {
    category: "business",
    q: "Roofing company. Missed calls and quote requests from the website sit for days. I need something that answers them straight away and gets inspections in the calender.",
    must: [LEADS],
  },
  {
    category: "business",
    q: "im a solo bussiness coach. i want way more discovery calls booked but i hate prospecting and writing outreach emails",
    must: [LEADS],
  },
  {
    category: "business",
    q: "we make accounting software. support desk gets ~300 tickets a week, loads are password resets and 'how do i export to excel', and the real bugs get buried under them",
    must: [CX],
  },
  {
    category: "business",
    q: "boutique hotel, 30 rooms. front desk is buried in emails asking about parking, late checkout, breakfast times, can we bring the dog... plus all the booking.com messages",
    must: [CX],
  },

  // --- Follow-ups: the last message needs the earlier ones to be understood --------------------------------------
  {
    category: "follow-up",
    before: ["how much is the lead os program"],
    q: "is that per month?",
    must: [["$3,997", "3-month", "3 months", "whole program", "full program", "in total"]],
    notOpening: ["Yes"],
  },
  {
    category: "follow-up",
    before: ["what does the customer experience system do?", "and the revenue one?"],
    q: "and the third one?",
    must: [OPS],
  },
  {
    category: "follow-up",
    before: ["we're a physio clinic, front desk is flooded with the same patient questions by phone and email"],
    q: "ok how fast could that be running",
    must: ["3-5 weeks"],
  },
  {
    category: "follow-up",
    before: ["who founded aiva?"],
    q: "whats their background",
    must: [["20+", "20 years"]],
  },
  {
    category: "follow-up",
    before: ["tell me about the satisfaction guarantee"],
    q: "how many days is that",
    must: [["90 days", "90-day"]],
  },
  {
    category: "follow-up",
    before: ["can i book a call with someone?"],
    q: "which one if i want a proper plan with timeline and costs",
    must: [["60-minute", "60 minutes", "Strategy Session"]],
  },
  {
    category: "follow-up",
    before: ["split payment on lead os, what do i pay first?"],
    q: "and then what?",
    must: ["$1,998"],
  },
  {
    category: "follow-up",
    before: ["does lead os come with any support after go live"],
    q: "weekly or just when something breaks?",
    must: ["weekly", ["30 days", "30-day"]],
  },
  {
    category: "follow-up",
    before: ["whats the 15 min assessment thing on the lead os page"],
    q: "do i pay for it?",
    must: ["free"],
  },
  {
    category: "follow-up",
    before: ["do you have any articles about customer support bots?"],
    q: "anything on routing tickets too?",
    must: ["/resources/smarter-ticket-routing"],
  },

  // --- Two questions in one message: both answered ----------------------------------------------------------------
  {
    category: "two-part",
    q: "how much is lead os and how long does the whole thing take",
    must: ["$3,997", PROGRAM_LENGTH],
  },
  {
    category: "two-part",
    q: "whats ur email and how fast do u usually answer",
    must: ["hello@aiva.example", "24 hours"],
  },
  {
    category: "two-part",
    q: "Discovery call, how long is it and do I have to pay for it?",
    must: [["30-minute", "30 minutes"], "free"],
  },
  {
    category: "two-part",
    q: "which of your systems handles invoices and contracts? and do you work with salesforce",
    must: [OPS, "Salesforce"],
  },
  {
    category: "two-part",
    q: "how many hrs a week does the lead capture part save, and wich workflow saves the most",
    must: [["4 hours", "~4"], "nurture"],
  },
  {
    category: "two-part",
    q: "can i pay lead os monthly? and what happens if it doesnt actually save us time",
    must: [
      ["$999", "monthly plan"],
      ["refund", "money back"],
    ],
  },
  {
    category: "two-part",
    q: "founder's name? and do i need any tech skills to use what you build",
    must: ["Jordan Ellis", ["zero code", "no code", "no coding", "don't need", "do not need"]],
  },
  {
    category: "two-part",
    q: "what's the first step of your process, and how long until a single system is live?",
    must: ["AI Readiness Audit", "3-5 weeks"],
  },
  {
    category: "two-part",
    q: "got any blog posts about chatbots? also which of your systems is the chatbot one",
    must: ["/resources/support-agent-design-guide", CX],
  },
  {
    category: "two-part",
    q: "how quickly do clients see roi and roughly how many hours a week do they save",
    must: [["90 days", "90-day"], FIFTEEN_HOURS],
  },

  // --- Off-topic: declined, including business-sounding requests that are not about our services -----------------
  {
    category: "off-topic",
    q: "can u help me write my college essay on digital marketing strategies? 1500 words due friday",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "got a letter from the IRS about my side hustle income. do i have to pay quarterly estimated tax on it?",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "my work laptop keeps blue screening since the last windows update, how do i fix it",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "write me a short poem about leads and conversion rates for our team slack channel",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "my cofounder and i keep fighting about who should handle sales. how do we fix our relationship before it kills the company",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "who won the champions league final last year",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "best banana bread recipe pls",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "what's the weather in chicago tomorrow",
    must: [],
    not: DECLINED_NOT,
  },

  // --- Unstated: the site does not say, so the visitor is pointed to the team --------------------------------------
  {
    category: "unstated",
    q: "do u have a free trial? would like to test it before paying anything",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "how many people actually work at aiva",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "we're a registered nonprofit, any discount for charities?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "our crm is pipedrive, does that work with your stuff",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "what does the customer experience system cost on its own, without the whole lead os program?",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },
  {
    category: "unstated",
    q: "are you SOC 2 certified? our IT guy is definately going to ask",
    must: [ASK_US],
    notOpening: NOT_CONFIRMED,
  },

  // --- Other categories, typed the way people type ----------------------------------------------------------------
  {
    category: "pricing",
    q: "ok so whats the damage for the lead os thing",
    must: ["$3,997"],
  },
  {
    category: "pricing",
    q: "can i pay in installmets or is it all upfront",
    must: [["3 payments", "$1,499", "$999", "$1,999"]],
  },
  {
    category: "duration",
    q: "how long till im actually up and running if i only go with one of ur systems, not the big program",
    must: ["3-5 weeks"],
  },
  {
    category: "results",
    q: "do u guys have any case studies or numbers",
    must: [["40%", "50%", "15+", "15 hours", "90 days", "35%"]],
  },
  {
    category: "booking",
    q: "i wanna talk to an actual human before deciding anything, where do i book that",
    must: ["/schedule"],
  },
  {
    category: "process",
    q: "ok so say we go ahead, what actually happens after we sign, like step by step? asking because we got burned last year by an agency that took the deposit, did one kickoff call and then basically disappeared for two months",
    must: [["AI Readiness Audit", "audit"]],
  },
  {
    category: "person",
    q: "who is behind this company? is it legit or just some guy",
    must: ["Jordan Ellis"],
  },
  {
    category: "contact",
    q: "email adress pls",
    must: ["hello@aiva.example"],
  },
  {
    category: "articles",
    q: "you got a blog post comparing make and n8n somewhere?",
    must: ["/resources/choosing-an-automation-backbone"],
  },
  {
    category: "yes-no",
    q: "whats the catch with the guarantee, do i really get my money back if it doesnt save us teh time",
    must: [FIFTEEN_HOURS, "60 days"],
  },
];
