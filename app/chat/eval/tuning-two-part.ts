/**
 * Two-part and off-topic tuning cases, written 2026-11-28 without reading any held-out set or the engine, as a
 * fresh read set: two different questions in one message, joined every way people join them (and, also, plus, btw,
 * a semicolon, a slash, brackets, a numbered list, two sentences), each part needing its own fact; and requests that
 * use business or tech words but are not ours to answer, next to plain off-topic chat, all of which must be declined.
 * Every fact below is checked against SPEC.md and app/content (figures, figure-text, site, home, Lead OS, the service
 * pages, schedule, about, contact, the articles).
 */
import { CX, DECLINED_NOT, FIFTEEN_HOURS, LEADS, OPS, PROGRAM_LENGTH } from "./facts";
import type { EvalCase } from "./types";

/** One system's typical implementation, as the assistant writes it. */
const IMPLEMENTATION = ["3-5 weeks"] as const;
const EMAIL = "hello@aiva.example";
/** The phone number of app/content/placeholders/company.ts, with or without its formatting. */
const PHONE = ["+1 (555) 010-0199", "010-0199"] as const;

export const twoPartCases: readonly EvalCase[] = [
  // --- Two-part: 24 messages, two different questions each, one fact per part ---
  // "and": price + program length
  {
    category: "two-part",
    q: "how much does lead os cost and how long does the whole program run",
    must: [["$3,997"], PROGRAM_LENGTH],
  },
  // "also": guarantee + booking
  {
    category: "two-part",
    q: "whats the guarentee if it doesnt work for us? also how do i book a call with someone",
    must: [["15 hours", "15-hour", "refund", "90-day"], ["/schedule"]],
  },
  // "plus": founder + contact
  {
    category: "two-part",
    q: "who's the founder of aiva plus what email should i use to reach the team",
    must: [["Jordan Ellis"], [EMAIL]],
  },
  // "btw": which system for X + how long
  {
    category: "two-part",
    q: "we're drowning in support tickets, which of your systems covers that? btw how long does setup usually take",
    must: [[CX], IMPLEMENTATION],
  },
  // "oh and": workflows + hours saved
  {
    category: "two-part",
    q: "what are the 4 workflows in lead os oh and which one saves the most hours a week",
    must: [
      ["capture", "enrichment"],
      ["6 hours", "~6", "about 6", "6 h"],
    ],
  },
  // ";": spots + price
  {
    category: "two-part",
    q: "do you still have spots open for new clients; whats the full price",
    must: [["3 spots", "three spots", "3 remaining", "3 left"], ["$3,997"]],
  },
  // " / ": demo + sessions
  {
    category: "two-part",
    q: "can i see a demo somewhere / what kinds of calls can i book with you",
    must: [["/demo"], ["30-minute", "30 minute", "30 min", "60-minute", "60 minute", "60 min"]],
  },
  // "&": platforms + no-code
  {
    category: "two-part",
    q: "which tools do u plug into & will my team need to write any code",
    must: [
      ["HubSpot", "Salesforce", "Slack", "12+"],
      ["zero code", "no code", "no-code", "no coding"],
    ],
  },
  // two sentences: reply time + email
  {
    category: "two-part",
    q: "How quickly does someone get back to me after I send the contact form. And what's your email address",
    must: [["24 hours"], [EMAIL]],
  },
  // a question, then "also…" without a question mark: results + ROI
  {
    category: "two-part",
    q: "what results do your clients actually get? also how soon would we see roi",
    must: [
      ["40%", "50%", "15+"],
      ["90 days", "90-day"],
    ],
  },
  // second question in brackets: assessment + strategy session length
  {
    category: "two-part",
    q: "how long is the lead engine assessment call (and how long is the strategy session?)",
    must: [
      ["15-minute", "15 minute", "15 min"],
      ["60-minute", "60 minute", "60 min"],
    ],
  },
  // a list: payment plan + refund
  {
    category: "two-part",
    q: "1) can i pay for lead os in installments 2) what happens if it doesnt save us the hours you promise",
    must: [["$1,499", "$1,999", "$999"], ["refund"]],
  },
  // lowercase shorthand: phone + are the calls free
  {
    category: "two-part",
    q: "ur phone # pls n r the consult calls free",
    must: [PHONE, ["free"]],
  },
  // long and polite: which system for X + how long
  {
    category: "two-part",
    q: "Good afternoon, I hope you're well. I run a small accounting firm and our month-end reports are built by hand every time. Which of your systems would suit us, and roughly how long until it's running? Many thanks.",
    must: [[OPS], IMPLEMENTATION],
  },
  // "and": launch support + satisfaction guarantee
  {
    category: "two-part",
    q: "how long do you support us after launch and is there any kind of satisfaction guarantee",
    must: [["30 days"], ["90-day", "90 day", "90 days"]],
  },
  // "also": founder experience + location
  {
    category: "two-part",
    q: "how many years has your founder been in this space? also where is your office",
    must: [["20+", "20 years"], ["remote"]],
  },
  // "plus": monthly plan + monthly capacity
  {
    category: "two-part",
    q: "is there a monthly payment plan plus how many clients do you take on per month",
    must: [["$999"], ["5 clients", "five clients", "5 new clients", "5 per month", "5 a month"]],
  },
  // "btw": article + phone
  {
    category: "two-part",
    q: "do you have an article about replying to leads faster? btw whats your phone number",
    must: [["/resources/speed-to-lead", "/resources/anatomy-of-a-lead-engine"], PHONE],
  },
  // "oh and": which system for X + revenue result
  {
    category: "two-part",
    q: "wich system helps with following up on leads oh and what kind of revenue bump do people see",
    must: [LEADS, ["40%"]],
  },
  // ";": platforms count + split payment
  {
    category: "two-part",
    q: "how many platforms can you conect; can i pay half now and half at the end",
    must: [["12+", "12 platforms"], ["$1,999"]],
  },
  // " / ": reply time + where to book
  {
    category: "two-part",
    q: "how long do u take to answer emails / where do i book the free stategy session",
    must: [["24 hours"], ["/schedule"]],
  },
  // "&": faster processes + hours saved
  {
    category: "two-part",
    q: "how much faster do processes get & how many hours a week does a team usually save",
    must: [["50%"], FIFTEEN_HOURS],
  },
  // two sentences: which system for X + demo
  {
    category: "two-part",
    q: "Customers keep asking us the same questions all day. Which system deals with that? Can I watch a demo first?",
    must: [[CX], ["/demo"]],
  },
  // "and": payment option + who to email
  {
    category: "two-part",
    q: "can i split lead os into 3 payments and who do i email if i have more questions",
    must: [["$1,499"], [EMAIL, "/contact"]],
  },

  // --- Off-topic, tricky: business or tech words, but not our service or not about us ---
  {
    category: "off-topic",
    q: "pipedrive or hubspot for a 5 person sales team? which would you pick",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "can you explain what an api is like im five",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "is chatgpt down right now? it wont load for me",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "how do i turn on an out of office auto reply in outlook",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "what does ROI stand for? need it for my mba finance class",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "how many employees does salesforce have these days",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "can you summarise this for me: The central bank held interest rates steady on Wednesday, pointing to cooling inflation and a softer jobs market, and signalled cuts could come later in the year.",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "give me 10 startup ideas in fintech",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "whats teh capital gains tax rate in the us right now",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "how do i negotiate a lower salary with a new hire without putting them off",
    must: [],
    not: DECLINED_NOT,
  },

  // --- Off-topic, plain: sports, weather, maths, a movie, a joke (the celebrity case is in tuning-visitors-2.ts) ---
  {
    category: "off-topic",
    q: "who won the champions league final last season",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "whats the wether going to be like in chicago tomorrow",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "what is 17 times 23",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "is dune part two worth watching or nah",
    must: [],
    not: DECLINED_NOT,
  },
  {
    category: "off-topic",
    q: "tell me a good joke pls",
    must: [],
    not: DECLINED_NOT,
  },
];
