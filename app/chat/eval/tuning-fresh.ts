/**
 * Fresh tuning cases (2026-11-27): business descriptions and conversations with follow-ups, written without
 * reading any held-out set. Reported apart by `npm run chat:eval`.
 */
import type { EvalCase } from "./types";

const REVENUE = "/services/revenue-growth-ai-system";
const CX = "/services/customer-experience-ai-system";
const OPS = "/services/operational-intelligence-ai-system";
const LEAD_OS = "/services/aiva-lead-os";
/** Sales and lead problems: the Revenue Growth AI System or AIVA Lead OS are both right. */
const SALES = [REVENUE, LEAD_OS] as const;
/** A system's price is quoted to scope: the answer sends the visitor to a consultation or a message. */
const QUOTED = ["/contact", "/schedule"] as const;
const NOT_YES = ["Yes", "Of course"] as const;

export const freshCases: readonly EvalCase[] = [
  // --- Business descriptions: sales and leads (Revenue Growth AI System or AIVA Lead OS) ---------------------
  {
    category: "business",
    q: "I own a plumbing company with 6 vans. calls and quote requests from the website come in while we're on jobs and by the time I ring back they've booked someone else",
    must: [SALES],
  },
  {
    category: "business",
    q: "small family law practice. people fill in the form on our site at 10pm and we don't get back to them till the next afternoon, by then they've called another lawyer. can you fix that?",
    must: [SALES],
  },
  {
    category: "business",
    q: "realtor here. buyer enquiries come from zillow and my own site but I'm terrible at following up after the first showing and deals just go cold",
    must: [SALES],
  },
  {
    category: "business",
    q: "we run two gyms. loads of people ask about memberships on insta and the website, come in for a free trial class and then nobody ever chases them",
    must: [SALES],
  },
  {
    category: "business",
    q: "recruitment agency, we need more clients not candidates. my consultants spend hours digging up hiring managers and writing emails nobody answers",
    must: [SALES],
  },
  {
    category: "business",
    q: "used car dealership. we get tons of online enquiries on our listings but the salespeople are slow to reply and forget to follow up. how would AI help with that?",
    must: [SALES],
  },
  {
    category: "business",
    q: "independent insurance broker. I buy leads but can't tell which ones are worth a call, and my quotes go unanswered because I never send a second email",
    must: [SALES],
  },
  {
    category: "business",
    q: "kitchen and bathroom remodeling company. we send out quotes and then... nothing, we never follow up. also no clue if google ads or referrals bring in the real jobs",
    must: [SALES],
  },
  {
    category: "business",
    q: "marketing agency, 8 people. great at marketing for our clients, terrible at our own. no time for posts or a newsletter and nobody is out there finding new business",
    must: [SALES],
  },
  {
    category: "business",
    q: "we make custom packaging for food brands. sales is me and one other guy, we want more wholesale accounts but finding prospects by hand takes forever",
    must: [SALES],
  },
  {
    category: "business",
    q: "solar installer. people ask for a quote online, we call them back days later, and our pipeline is literally a whiteboard in the office. any ideas?",
    must: [SALES],
  },
  {
    category: "business",
    q: "online skincare store. tons of people buy once and never come back, and honestly we send zero emails after the first order. what would you do?",
    must: [SALES],
  },

  // --- Business descriptions: customer support (Customer Experience AI System) -------------------------------
  {
    category: "business",
    q: "boutique hotel, 30 rooms. the front desk spends all day answering the same emails about parking, check-in times, breakfast and pets, and at night nobody answers at all",
    must: [CX],
  },
  {
    category: "business",
    q: "dental clinic. our receptionists are stuck on the phone and whatsapp all day with people asking opening hours, cleaning prices, rescheduling... patients say they can't get through",
    must: [CX],
  },
  {
    category: "business",
    q: "we sell furniture online and about 70% of our emails are 'where is my order'. the support team is 3 people and they're drowning, especially after black friday",
    must: [CX],
  },
  {
    category: "business",
    q: "B2B software. customers reach us by email, chat and sometimes DM the founders on linkedin. tickets get lost and urgent bugs wait behind password resets. how would you sort that?",
    must: [CX],
  },
  {
    category: "business",
    q: "private language school. parents and students keep messaging about timetables, fees and exam dates, same questions over and over, and the office can't keep up",
    must: [CX],
  },
  {
    category: "business",
    q: "we have 3 restaurants. guests message us on instagram and google about bookings, allergies and opening hours and nobody replies on weekends, which is exactly when we're busiest",
    must: [CX],
  },
  {
    category: "business",
    q: "property management company, around 400 tenants. maintenance requests come in by phone, email and text and we lose track of who reported what and what's actually urgent",
    must: [CX],
  },
  {
    category: "business",
    q: "hair salon with 4 locations. clients DM us at all hours about prices and what's free this week, and we never ask anyone for a review after their appointment",
    must: [CX],
  },
  {
    category: "business",
    q: "tour operator. in peak season we get hundreds of emails a day from guests who already booked: pickup times, what to bring, changes. we hire temps every summer just to answer them",
    must: [CX],
  },
  {
    category: "business",
    q: "nonprofit food bank. volunteers and families who need help all write to the same inbox, the questions repeat constantly and our 2 staff spend half the week replying",
    must: [CX],
  },
  {
    category: "business",
    q: "online course business. students email about login problems, refunds and certificates. the answers are all in our help docs but nobody reads them and our one support person is burning out",
    must: [CX],
  },
  {
    category: "business",
    q: "physio clinic. patients call and email with the same questions about insurance cover, what to bring and parking, and a lot of them would rather ask in spanish or polish. is that something you handle?",
    must: [CX],
  },

  // --- Business descriptions: back office (Operational Intelligence AI System) --------------------------------
  {
    category: "business",
    q: "trucking company, 40 trucks. drivers send delivery notes as photos and the office types them in by hand. and we only find out a delivery is late when the customer yells at us",
    must: [OPS],
  },
  {
    category: "business",
    q: "we manufacture metal parts. every monday my ops manager spends the whole morning pulling numbers out of 3 systems into excel for the weekly meeting. there has to be a better way",
    must: [OPS],
  },
  {
    category: "business",
    q: "general contractor. subcontractor invoices arrive as pdfs, someone keys them into quickbooks by hand, and more than once we've paid the same invoice twice",
    must: [OPS],
  },
  {
    category: "business",
    q: "restaurant group, 5 sites. I want to see sales, food cost and labour per site every week instead of waiting for the accountant at the end of the month",
    must: [OPS],
  },
  {
    category: "business",
    q: "bookkeeping firm. clients send us receipts by email, whatsapp, literally shoeboxes... we lose days every month just getting it all into the accounting software",
    must: [OPS],
  },
  {
    category: "business",
    q: "digital agency. our account managers lose about 2 days a month copy-pasting from google ads, meta and analytics to build the client reports",
    must: [OPS],
  },
  {
    category: "business",
    q: "we sell on shopify and amazon and keep running out of our best sellers because nobody notices stock is low until it's gone",
    must: [OPS],
  },
  {
    category: "business",
    q: "law firm. paralegals spend hours drafting the same engagement letters and standard contracts from templates, and digging key dates out of 60 page agreements",
    must: [OPS],
  },
  {
    category: "business",
    q: "I own about 60 rental units. rent, repairs and utility bills all live in different spreadsheets and I honestly couldn't tell you which buildings make money",
    must: [OPS],
  },
  {
    category: "business",
    q: "wholesale distributor. purchase orders get typed up by hand, suppliers are often late and we only notice when a customer's order is stuck. can AI help here?",
    must: [OPS],
  },
  {
    category: "business",
    q: "we run 3 medical clinics and the owners want a monthly report on appointments, no-shows and revenue per clinic. right now the practice manager builds it by hand and it takes her 2 days",
    must: [OPS],
  },
  {
    category: "business",
    q: "charity here. every quarter grant reports eat the whole team because the numbers for donations, programs and volunteer hours sit in 4 different tools",
    must: [OPS],
  },

  // --- Follow-ups: the message only makes sense with the conversation before it -------------------------------
  {
    category: "follow-up",
    before: ["what's lead os?"],
    q: "how much?",
    must: ["$3,997"],
  },
  {
    category: "follow-up",
    before: ["tell me about the customer support system"],
    q: "how much does it cost",
    must: [QUOTED],
    notOpening: NOT_YES,
  },
  {
    category: "follow-up",
    before: ["what's the operational intelligence thing"],
    q: "ok and the price?",
    must: [QUOTED],
    notOpening: NOT_YES,
  },
  {
    category: "follow-up",
    before: ["what does the revenue growth ai system do exactly"],
    q: "pricing?",
    must: [QUOTED],
    notOpening: NOT_YES,
  },
  {
    category: "follow-up",
    before: ["is the revenue growth system the one that sends the follow-up emails?"],
    q: "how long does that take to set up?",
    must: ["3-5 weeks"],
  },
  {
    category: "follow-up",
    before: ["how long does the revenue growth system take to build?"],
    q: "and for support?",
    must: ["Customer Experience", "3-5 weeks"],
  },
  {
    category: "follow-up",
    before: ["which of your systems is for sales and marketing?"],
    q: "and for support?",
    must: [CX],
  },
  {
    category: "follow-up",
    before: ["what does the customer experience system do", "and the revenue one?"],
    q: "what about the other one?",
    must: [OPS],
  },
  {
    category: "follow-up",
    before: ["how much is lead os"],
    q: "is support after launch included in that?",
    must: ["30 days"],
  },
  {
    category: "follow-up",
    before: ["what's the monthly payment option for lead os"],
    q: "and if I just pay it all upfront?",
    must: ["$3,997"],
  },
  {
    category: "follow-up",
    before: ["i'm interested in lead os", "what payment plans are there?"],
    q: "which one has the smallest first payment?",
    must: ["$999"],
  },
  {
    category: "follow-up",
    before: ["can I talk to someone about automating our customer support?"],
    q: "ok how do I book that?",
    must: ["/schedule"],
  },
  {
    category: "follow-up",
    before: ["how does the lead os engine actually work?"],
    q: "can I see it?",
    must: ["/demo"],
  },
  {
    category: "follow-up",
    before: ["what's the strategy session"],
    q: "how long is it?",
    must: ["60"],
  },
  {
    category: "follow-up",
    before: ["how does the 15 hour guarantee work"],
    q: "and if I don't hit that?",
    must: [["full refund", "money back"]],
  },
  {
    category: "follow-up",
    before: ["how many clients do you take on for lead os each month"],
    q: "any spots left?",
    must: ["3 spots"],
  },
  {
    category: "follow-up",
    before: ["do you do anything for invoices and receipts?"],
    q: "which one is that under?",
    must: [OPS],
  },
  {
    category: "follow-up",
    before: ["we run a dental practice and the phones never stop ringing with the same questions"],
    q: "how long to get that running?",
    must: ["3-5 weeks"],
  },
  {
    category: "follow-up",
    before: ["can you build us a chat assistant for our website?"],
    q: "does it speak spanish too?",
    must: ["multilingual"],
  },
  {
    category: "follow-up",
    before: ["who will I be speaking to on the call?"],
    q: "so not a sales rep?",
    must: ["automation expert"],
  },
  {
    category: "follow-up",
    before: ["do we need developers on our side for any of this?"],
    q: "so who does the work then?",
    must: [["we handle", "done for you", "done-for-you"]],
  },
  {
    category: "follow-up",
    before: ["how long is the lead os program?"],
    q: "and when do I see the first results?",
    must: [["within days", "first week"]],
  },
  {
    category: "follow-up",
    before: ["what happens once the system is launched?"],
    q: "is that included or extra?",
    must: ["subscription"],
  },
  {
    category: "follow-up",
    before: ["what kind of results do clients get with the revenue growth system?"],
    q: "and the ops one?",
    must: ["50%"],
  },

  // --- Two questions in one message ---------------------------------------------------------------------------
  {
    category: "two-part",
    q: "what does lead os cost, and how many months does the program last?",
    must: ["$3,997", ["3 months", "3-month", "12 weeks"]],
  },
  {
    category: "two-part",
    q: "Is there any guarantee with Lead OS? And how do I get a call booked?",
    must: [["15-hour", "15 hours"], "/schedule"],
  },
  {
    category: "two-part",
    q: "how long would the support system take to build and roughly what would it cost us?",
    must: ["3-5 weeks", QUOTED],
  },
  {
    category: "two-part",
    q: "whats your email and how quickly do you usually reply",
    must: ["hello@aiva.example", "24 hours"],
  },
  {
    category: "two-part",
    q: "we use hubspot, does that work with you? and do we need someone technical in house?",
    must: ["HubSpot", ["zero code", "don't need", "do not need", "no technical"]],
  },
  {
    category: "two-part",
    q: "what's the deadline for the money-back guarantee, and is there a cap on clients each month?",
    must: ["60 days", "5 clients"],
  },
  {
    category: "two-part",
    q: "could you automate our monthly client reporting, and separately write our social media posts for us?",
    must: [OPS, REVENUE],
  },
  {
    category: "two-part",
    q: "got a video I can watch? and could someone walk me through it live with our own setup?",
    must: ["/demo", "/schedule"],
  },
  {
    category: "two-part",
    q: "who started aiva, and is there an office I could visit?",
    must: ["Jordan Ellis", ["remote", "remotely"]],
  },
  {
    category: "two-part",
    q: "how many hours a week would lead os save me and when does it pay for itself?",
    must: [["15 hours", "15+"], "90 days"],
  },
];
