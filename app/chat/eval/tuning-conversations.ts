/**
 * Conversation tuning cases, written 2026-11-27 night without reading any held-out set or the engine, as a fresh
 * tuning set of follow-ups and two-part questions: visitors typing on a phone, with pronouns that point back.
 */
import { CX, FIFTEEN_HOURS, LEAD_OS, OPS, PROGRAM_LENGTH, REVENUE } from "./facts";
import type { EvalCase } from "./types";

/** The spots still open for the coming month: any one of these. */
const SPOTS_LEFT = ["3 spots", "three spots", "3 places", "3 openings"] as const;
const NOT_YES = ["Yes"] as const;

export const conversationCases: readonly EvalCase[] = [
  // --- Follow-ups: the last message needs the earlier ones to be understood -----------------------------------
  {
    category: "follow-up",
    before: ["lead os price?"],
    q: "oof, bit steep upfront. instalments possible?",
    must: [["$1,499", "3 payments", "$999", "$1,999"]],
  },
  {
    category: "follow-up",
    before: ["what payment plans does the flagship have", "tell me more about the monthly option"],
    q: "so day one i'm paying what, with that one?",
    must: ["$999"],
  },
  {
    category: "follow-up",
    before: ["split payment option, how does it work?"],
    q: "when's the second half due?",
    must: [["at completion", "engine is live", "$1,998"]],
  },
  {
    category: "follow-up",
    before: [
      "we're a freight forwarder, drowning in customs paperwork and spreadsheets",
      "operational intelligence sounds right for us",
    ],
    q: "how long till it's actually running?",
    must: ["3-5 weeks"],
  },
  {
    category: "follow-up",
    before: ["typical build time for a single system?"],
    q: "what about the bigger one with everything in it?",
    must: [PROGRAM_LENGTH],
  },
  {
    category: "follow-up",
    before: ["what's the very first step when we start working with you?"],
    q: "and that bit lasts how many weeks?",
    must: [["Week 1", "one week", "1 week", "first week"]],
  },
  {
    category: "follow-up",
    before: ["lead os guarantee, explain?"],
    q: "how many days do i get to hit those hours?",
    must: ["60 days"],
  },
  {
    category: "follow-up",
    before: ["your guarantees, quick summary?", "the 90 day satisfaction thing means what exactly"],
    q: "if i end up asking for my money back do i lose the stuff you built?",
    must: [["keep all deliverables", "keep all the deliverables", "keep everything"]],
    notOpening: NOT_YES,
  },
  {
    category: "follow-up",
    before: ["i'm looking at lead os for my team"],
    q: "is training for my staff part of it?",
    must: [["playbooks", "walkthrough", "written guides"]],
  },
  {
    category: "follow-up",
    before: ["revenue growth system goes live, then what?"],
    q: "do we pay separately for that part?",
    must: ["subscription"],
  },
  {
    category: "follow-up",
    before: ["thinking about lead os for my agency", "$3,997 right?"],
    q: "and do you stick around after launch or is that it",
    must: [["30 days", "weekly check-ins"]],
  },
  {
    category: "follow-up",
    before: ["before signing anything id want a chat with an actual human"],
    q: "how long are the calls?",
    must: [
      ["30-minute", "30 minutes"],
      ["60-minute", "60 minutes"],
    ],
  },
  {
    category: "follow-up",
    before: ["which of your calls do most people go for?"],
    q: "how long is that one",
    must: [["60-minute", "60 minutes"]],
  },
  {
    category: "follow-up",
    before: ["what's this lead engine assessment button?"],
    q: "minutes wise, roughly?",
    must: [["15-min", "15 minutes"]],
  },
  {
    category: "follow-up",
    before: ["who actually runs aiva?"],
    q: "how long has he been in the business?",
    must: [["20+", "20 years"]],
  },
  {
    category: "follow-up",
    before: ["our sales team lives in salesforce, we don't use hubspot"],
    q: "is that a problem for you?",
    must: ["Salesforce"],
    notOpening: NOT_YES,
  },
  {
    category: "follow-up",
    before: [
      "we need more leads, quicker replies and someone chasing them up",
      "do i need all of your systems for that?",
    ],
    q: "is there a bundle with the whole lot?",
    must: [LEAD_OS],
  },
  {
    category: "follow-up",
    before: ["nobody on our team can code, we're all sales people"],
    q: "dealbreaker?",
    must: [["zero code", "no code", "we handle", "done-for-you", "done for you"]],
    notOpening: NOT_YES,
  },
  {
    category: "follow-up",
    before: ["what are the 3 systems", "ok and which is the sales one?"],
    q: "and the one that answers customers on whatsapp?",
    must: [CX],
  },
  {
    category: "follow-up",
    before: ["is lead os a different thing from your 3 systems?"],
    q: "so it's basically all of them in one?",
    must: [["all three", "combines"]],
  },
  {
    category: "follow-up",
    before: ["lead os monthly intake, whats the cap", "why so few?"],
    q: "ok and if we want to start next month?",
    must: [SPOTS_LEFT],
  },
  {
    category: "follow-up",
    before: ["will the revenue growth thing really lift our sales?"],
    q: "by how much roughly",
    must: ["40%"],
  },
  {
    category: "follow-up",
    before: ["do you have a phone number?", "i'm in europe, calling the us costs a fortune"],
    q: "email address instead then?",
    must: ["hello@aiva.example"],
  },
  {
    category: "follow-up",
    before: ["got a video or something that shows how it works?"],
    q: "runtime? im on my lunch break",
    must: [["2 min", "two minutes"]],
  },

  // --- Two questions in one message: both answered ---------------------------------------------------------------
  {
    category: "two-part",
    q: "whats the founders name and how many years has he been doing b2b",
    must: ["Jordan Ellis", ["20+", "20 years"]],
  },
  {
    category: "two-part",
    q: "are you guys fully remote? also whats the phone number",
    must: [["remote", "remotely"], "010-0199"],
  },
  {
    category: "two-part",
    q: "Strategy session costs me nothing? And I leave with something concrete from it?",
    must: ["free", "roadmap"],
  },
  {
    category: "two-part",
    q: "any openings left for lead os? also whats the price if i pay it all at once",
    must: [SPOTS_LEFT, "$3,997"],
  },
  {
    category: "two-part",
    q: "discovery call length? plus who picks up, some sales guy?",
    must: [["30-minute", "30 minutes"], "automation expert"],
  },
  {
    category: "two-part",
    q: "can your support bots answer on whatsapp and can they reply in other languages",
    must: ["WhatsApp", ["multilingual", "multiple languages"]],
  },
  {
    category: "two-part",
    q: "what's the money back promise on lead os and how long do you support us once it's live",
    must: [["15 hours", "15-hour"], "30 days"],
  },
  {
    category: "two-part",
    q: "weekly time saved with lead os, ballpark? and how fast is a fresh lead answered",
    must: [FIFTEEN_HOURS, ["2 min", "two minutes"]],
  },
  {
    category: "two-part",
    q: "lowest deposit to get going with lead os? also any plan with 3 equal payments",
    must: ["$999", ["3 payments", "3-Pay", "$1,499"]],
  },
  {
    category: "two-part",
    q: "n8n supported? also coding skills needed on my end",
    must: ["n8n", ["zero code", "no code", "don't need", "do not need"]],
  },
  {
    category: "two-part",
    q: "got a link to the demo? is it long, i only have 5 mins",
    must: ["/demo", ["2 min", "two minutes"]],
  },
  {
    category: "two-part",
    q: "your process has how many steps? first one is called what",
    must: [["4-step", "4 steps", "four steps"], "AI Readiness Audit"],
  },
  {
    category: "two-part",
    q: "what kind of revenue bump do clients get from the revenue system and over what time frame?",
    must: ["40%", "6 months"],
  },
  {
    category: "two-part",
    q: "social posts and newsletters written by AI, which system? and weeks to get it up",
    must: [REVENUE, "3-5 weeks"],
  },
  {
    category: "two-part",
    q: "back office automation is which system, and what speed-up do clients typically see",
    must: [OPS, "50%"],
  },
  {
    category: "two-part",
    q: "booking the 60 min session, where do i do that, and when do you confirm a slot?",
    must: ["/schedule", "24 hours"],
  },
];
