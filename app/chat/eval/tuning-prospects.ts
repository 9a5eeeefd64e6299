/**
 * Tuning cases in the categories the first tuning set lacked (issue 31): things the site does not state, two
 * questions in one, follow-ups, businesses described, thanks. Written for tuning, in this session's own words;
 * the held-out set (./held-out.ts) is not looked at for phrasing.
 */
import type { EvalCase } from "./types";

const revenue = "/services/revenue-growth-ai-system";
const cx = "/services/customer-experience-ai-system";
const ops = "/services/operational-intelligence-ai-system";
const leadOs = "/services/aiva-lead-os";
/** Any of the ways to ask a person, for what the site does not say. */
const askUs = ["/contact", "hello@aiva.example", "/schedule"];
const unknown = { must: [askUs], notOpening: ["Yes", "Of course", "Sure"] };

export const prospectCases: readonly EvalCase[] = [
  // Things the site does not state: unknown, with the way to ask
  { category: "unstated", q: "can we try it for free before we commit?", ...unknown },
  // The site says where we are: remote, no office to visit.
  { category: "contact", q: "where is your office?", must: ["remotely"] },
  { category: "unstated", q: "how many people are on the AIVA team?", ...unknown },
  { category: "unstated", q: "when did AIVA start?", ...unknown },
  { category: "unstated", q: "could I talk to a past client of yours before signing?", ...unknown },
  { category: "unstated", q: "are you SOC 2 certified?", ...unknown },
  { category: "unstated", q: "do you have a partner or referral program?", ...unknown },
  { category: "unstated", q: "is AIVA venture backed?", ...unknown },

  // Two questions in one message: both answered
  { category: "two-part", q: "What does Lead OS cost and how long is it?", must: ["$3,997", ["3-month", "12 weeks"]] },
  {
    category: "two-part",
    q: "how do I reach you, and how fast do you reply?",
    must: ["hello@aiva.example", "24 hours"],
  },
  {
    category: "two-part",
    q: "how long does setup take and will we have to change our CRM?",
    must: ["3-5 weeks", ["existing CRM", "rather than replacing"]],
  },
  { category: "two-part", q: "is there a guarantee? can I split the payment?", must: ["15", "$1,499"] },
  {
    category: "two-part",
    q: "who founded the company, and what does a discovery call cost?",
    must: ["Jordan Ellis", ["free", "no cost"]],
  },

  // Follow-ups resolved against the conversation
  { category: "follow-up", before: ["can I book a strategy session?"], q: "how long is it?", must: ["60"] },
  {
    category: "follow-up",
    before: ["What is the Revenue Growth AI System?"],
    q: "what results can I expect from it?",
    must: ["40%"],
  },
  {
    category: "follow-up",
    before: ["Tell me about the Customer Experience system"],
    q: "and the back-office one?",
    must: [ops],
  },
  {
    category: "follow-up",
    before: ["how much is Lead OS?"],
    q: "how many weeks is that?",
    must: [["12 weeks", "3-month"]],
  },
  {
    category: "follow-up",
    before: ["do you work with accounting firms?"],
    q: "ok, so where should we start?",
    must: [[revenue, cx, ops, leadOs, "/schedule"]],
  },

  {
    category: "follow-up",
    before: ["can I book a call with you?"],
    q: "how long does it take?",
    must: ["30", "60"],
    not: ["3-5 weeks"],
  },
  { category: "booking", q: "I want to arrange a meeting with your team", must: ["](/schedule)", "30-minute"] },

  { category: "process", q: "what does the process look like from start to finish?", must: ["AI Readiness Audit"] },
  {
    category: "booking",
    q: "how do the discovery call and the strategy session differ?",
    must: ["30-minute", "60-minute"],
  },

  { category: "pricing", q: "roughly what budget do I need?", must: ["$3,997"] },
  { category: "yes-no", q: "I don't know anything about tech, will that be an issue?", must: [["zero code", "No."]] },
  { category: "duration", q: "approximately how long is the program?", must: [["3-month", "12 weeks"]] },

  { category: "services", q: "what happens when the system is live?", must: ["module subscription"] },
  {
    category: "follow-up",
    before: ["Tell me about Lead OS", "how much?"],
    q: "and how long does it go for?",
    must: [["3-month", "12 weeks"]],
  },

  { category: "booking", q: "what is the difference between your two free calls?", must: ["30-minute", "60-minute"] },
  { category: "contact", q: "which email can I send documents to?", must: ["hello@aiva.example"] },
  { category: "services", q: "what do you actually offer?", must: ["/services/revenue-growth-ai-system"] },
  { category: "yes-no", q: "we have zero tech skills in house, is that a problem?", must: [["zero code", "No."]] },

  // A business described: the system that fits, never the decline
  {
    category: "business",
    q: "We manage rental properties and tenants email us about repairs all day long",
    must: [cx],
  },
  {
    category: "business",
    q: "our bookkeeper re-types every supplier invoice into the accounting software by hand",
    must: [ops],
  },
  {
    category: "business",
    q: "we sell software to other businesses and demo requests wait days before sales calls them back",
    must: [[revenue, leadOs]],
  },
  {
    category: "business",
    q: "I run two gyms and members keep messaging to pause or cancel their memberships",
    must: [cx],
  },

  // Thanks
  { category: "small-talk", q: "thanks a lot, very useful", must: ["welcome"] },
  { category: "small-talk", q: "great, much appreciated!", must: ["welcome"] },
];
