/**
 * Businesses and problems visitors describe, each with the system that fits it: examples the consultative answer
 * learns from (app/chat/consult.server.ts), written by hand across many industries and never copied from an
 * evaluation set.
 */
export const businessExamples: readonly { system: "revenue" | "cx" | "ops"; q: string }[] = [
  // Revenue Growth: winning new business, from first enquiry to signed deal.
  {
    system: "revenue",
    q: "im a plumber with 4 vans, we price up maybe 20 jobs a week and honestly nobody ever rings those people back to see if they want to go ahead",
  },
  {
    system: "revenue",
    q: "med spa here. we run facebook ads for botox and the form fills sit in an inbox until the next day, by then half have booked somewhere else",
  },
  {
    system: "revenue",
    q: "roofing company. tons of calls from people who just want a ballpark and never buy, my estimators waste afternoons driving out to them. can ai sort out the serious ones first?",
  },
  {
    system: "revenue",
    q: "realtor, buyers dm me on instagram at 11pm and by morning theyve messaged three other agents",
  },
  {
    system: "revenue",
    q: "we're a 12 person saas, plenty of free trial signups but our two sales guys have no idea which accounts are worth a call",
  },
  {
    system: "revenue",
    q: "business coach. i want more discovery calls in my calendar without personally sending 40 linkedin messages a day",
  },
  {
    system: "revenue",
    q: "we're a small agency that does everyone elses marketing but our own instagram and newsletter havent been touched in six months lol",
  },
  {
    system: "revenue",
    q: "shopify skincare brand, loads of people bought once last year and never came back. any way to win them back?",
  },
  {
    system: "revenue",
    q: "gym owner with 2 sites. people do the free trial week and then we just... never talk to them again",
  },
  {
    system: "revenue",
    q: "dental practice, invisalign enquiries come in online but reception is flat out with patients in the chair so those people hear nothing till tomorrow",
  },
  {
    system: "revenue",
    q: "recruitment firm, my consultants are meant to win new client companies but nobody has time to research who to approach or what to say",
  },
  {
    system: "revenue",
    q: "industrial packaging maker, my reps burn hours writing up call notes and moving deals along in the system instead of phoning anybody",
  },
  {
    system: "revenue",
    q: "food wholesaler. trade shows, google ads, reps visiting, no clue which of them actually brings in new restaurant accounts. where should the money go?",
  },
  {
    system: "revenue",
    q: "family law firm, half the people who contact us need things we dont do, like criminal cases, and the good potential clients end up waiting behind them",
  },
  {
    system: "revenue",
    q: "insurance broker, we cold email small business owners but its the same generic message to everyone and nobody replies",
  },
  {
    system: "revenue",
    q: "car dealership. someone asks about a car on autotrader, we reply once, they go quiet and thats the end of it. need something to keep nudging them",
  },
  {
    system: "revenue",
    q: "wedding venue, couples come for a viewing and then go silent. we never know whether to chase or how often",
  },
  {
    system: "revenue",
    q: "managed IT company, some deals have been 'nearly signed' for three months and nobody noticed they went cold",
  },
  {
    system: "revenue",
    q: "consultancy owner. after every sales call i lose two hours writing a proposal from scratch, can that be sped up?",
  },
  {
    system: "revenue",
    q: "solar installer, the ads work but new customers ring while the whole team is up on a roof and we miss them",
  },
  {
    system: "revenue",
    q: "tutoring centre, parents ask about autumn classes in june and we forget to get back to them when enrolment opens",
  },
  {
    system: "revenue",
    q: "small travel agency, i want a monthly email with trip ideas going out to past clients to get repeat bookings but i never find the time to write it",
  },
  {
    system: "revenue",
    q: "commercial builder, we always hear about new developments after the tender's already gone to someone else. can we spot projects earlier?",
  },
  {
    system: "revenue",
    q: "physio clinic wanting to try google ads, but theres nobody to write the ads or the landing page or test which version brings in bookings",
  },
  {
    system: "revenue",
    q: "boutique hotel paying 18% to booking.com on everything. want offers going to past guests automatically so they book direct",
  },
  {
    system: "revenue",
    q: "nonprofit, donors give once at our gala and we dont speak to them again until next years ask",
  },
  {
    system: "revenue",
    q: "b2b software, a third of booked demos are no shows, and what happens after a demo depends on which rep remembers",
  },
  {
    system: "revenue",
    q: "corporate events company. im on sales calls all day and forget what i promised each prospect, my notes are a mess",
  },
  {
    system: "revenue",
    q: "estate agency with 3 branches, 5000 old valuation contacts sitting in a spreadsheet doing nothing. surely some of them want to sell by now?",
  },
  {
    system: "revenue",
    q: "home renovation firm, enquiries come from facebook, our website and houzz and land in different places. some just get lost",
  },

  // Customer Experience: answering and looking after existing customers.
  {
    system: "cx",
    q: "tapas bar, phone rings all through service with people asking about allergies or if theres room for six at 8, staff cant pick up mid-service",
  },
  {
    system: "cx",
    q: "online bike parts shop, our two staff spend their mornings pasting tracking links into replies for people chasing deliveries",
  },
  {
    system: "cx",
    q: "i manage 15 holiday cottages and guests text me at midnight asking for the wifi password or how the hot tub works",
  },
  {
    system: "cx",
    q: "saas with 800 customers, the same how-do-i questions (reset password, export data, add a user) eat our 2 person teams whole day",
  },
  {
    system: "cx",
    q: "property management co. tenants report repairs by phone, email, whatsapp and text, things get lost and a burst pipe waits behind a dripping tap",
  },
  {
    system: "cx",
    q: "vet practice, reception is swamped with calls about opening hours, vaccine prices and whether we see rabbits",
  },
  {
    system: "cx",
    q: "hotel in lisbon, guests write in french, german and dutch and our front desk really only manages english and portuguese",
  },
  {
    system: "cx",
    q: "we're an MSP with 40 business clients. requests get passed around between techs and the client has to explain the problem three times",
  },
  {
    system: "cx",
    q: "small broadband provider, when theres an outage the inbox floods all at once and nobody can keep up",
  },
  {
    system: "cx",
    q: "climbing wall, members message asking if routes got reset, when kids sessions run, if they can bring a friend. could a bot handle that?",
  },
  {
    system: "cx",
    q: "independent pharmacy, people ring all day to ask if their prescription is ready and the pharmacist keeps getting pulled off the counter",
  },
  {
    system: "cx",
    q: "we own 3 cafés and look at our google reviews maybe once a month, we found out the coffee machine was broken a week after customers did",
  },
  {
    system: "cx",
    q: "insurance brokerage, clients ask whats covered on their policy and each of my staff gives a slightly different answer. kinda scary tbh",
  },
  {
    system: "cx",
    q: "private school, parents email about term dates, uniform and lunch menus and the office answers the same thing fifty times every september",
  },
  {
    system: "cx",
    q: "fashion brand, after black friday exchange and refund emails wait 4 days for a reply and then the angry reviews start",
  },
  {
    system: "cx",
    q: "physio clinic, we'd like something answering patients out of hours, but anything about pain or an injury has to go to a real therapist",
  },
  {
    system: "cx",
    q: "tour operator. travellers message us from abroad at all hours when a transfer doesnt turn up, we need someone answering round the clock",
  },
  {
    system: "cx",
    q: "courier firm, businesses ring constantly asking where their parcel is and our dispatchers cant get on with dispatching",
  },
  {
    system: "cx",
    q: "car dealership service dept, customers phone to ask if their car is ready and the advisors spend all morning on hold music",
  },
  {
    system: "cx",
    q: "our help inbox gets around 300 emails a week and i couldnt tell you the top reasons people write in or how long they wait for us",
  },
  {
    system: "cx",
    q: "nail salon, clients dm to move appointments, ask prices or if we do gel extensions. im literally doing nails, i cant reply",
  },
  {
    system: "cx",
    q: "coffee subscription company, people cancel and we had no idea they were unhappy until theyre gone",
  },
  {
    system: "cx",
    q: "accounting practice, in tax season clients keep asking about deadlines and which paperwork to send us, the team is drowning",
  },
  {
    system: "cx",
    q: "b2b supplier, our biggest accounts wait in the same queue as someone with a one-off question. the important ones should jump ahead",
  },
  {
    system: "cx",
    q: "furniture shop, deliveries take 6-8 weeks and customers keep calling to chase. could they get updates before they have to ask?",
  },
  {
    system: "cx",
    q: "charity helpline, volunteers answer the same basic questions about how to apply. can ai cover those and pass the hard cases to a person?",
  },
  {
    system: "cx",
    q: "music festival, the month before the event our inbox explodes with ticket, parking and camping questions",
  },
  { system: "cx", q: "online course creator, students keep emailing about logins and where module 3 is" },
  {
    system: "cx",
    q: "electrician, after a job customers ring my mobile asking about the warranty or why the breaker keeps tripping while im on the next job",
  },
  {
    system: "cx",
    q: "recruitment firm, candidates keep messaging for an update on their application and our consultants cant reply to everyone",
  },

  // Operational Intelligence: the back office, numbers and paperwork.
  {
    system: "ops",
    q: "construction company, roughly 300 supplier bills a month turn up as pdf attachments and one poor person types each of them into xero",
  },
  {
    system: "ops",
    q: "car wash chain with 5 sites, each week my area manager copies washes, staff hours and chemical costs off the tills into a spreadsheet. eats half his tuesday",
  },
  {
    system: "ops",
    q: "shopify brand also selling on amazon, we keep running out of bestsellers because nobody noticed the stock getting low",
  },
  {
    system: "ops",
    q: "trucking company with 25 trucks, fuel spend jumped one month and we only found out at year end from the accountant",
  },
  {
    system: "ops",
    q: "small manufacturer. production numbers in one spreadsheet, orders in another, finance has a third and none of them agree",
  },
  {
    system: "ops",
    q: "SEO agency, at the start of each month account managers screenshot rankings and traffic for 30 clients into slide decks",
  },
  {
    system: "ops",
    q: "law firm, we draft the same kinds of leases and NDAs over and over, just changing names, dates and amounts",
  },
  {
    system: "ops",
    q: "property manager with 600 leases, nobody knows when they end or what the break clauses say without opening each pdf",
  },
  {
    system: "ops",
    q: "i run 6 gyms and would love to just ask which site lost the most members last quarter without waiting days for someone to dig it out",
  },
  {
    system: "ops",
    q: "wholesale distributor, we just found out we paid the same supplier bill twice. twice! how do we stop that",
  },
  {
    system: "ops",
    q: "my 20 field reps snap their fuel and hotel receipts on whatsapp and i tick them off against the company card statement manually every month",
  },
  {
    system: "ops",
    q: "landscaping firm, same client appears 3 times in our accounting system with different spellings and half the addresses missing. its a mess",
  },
  {
    system: "ops",
    q: "group of 5 dental clinics, i have no single view of how each one is doing, i log into every practice system separately",
  },
  {
    system: "ops",
    q: "IT services firm, we dont notice invoices are 60 days unpaid until cash gets tight",
  },
  {
    system: "ops",
    q: "freight forwarder, shipments get held at port and we find out days late because nobody is watching the carrier updates",
  },
  {
    system: "ops",
    q: "insurance brokerage, claim forms come in as scanned pdfs and my team retypes the lot into our system",
  },
  {
    system: "ops",
    q: "hotel group, month end takes our finance person a full week putting together occupancy, revenue and costs for the owners",
  },
  {
    system: "ops",
    q: "staffing agency, every new contractor needs a contract, a welcome pack and right to work forms assembled by hand",
  },
  {
    system: "ops",
    q: "bakery supplying cafés, we write up orders to our flour and dairy suppliers manually each week going on gut feel",
  },
  {
    system: "ops",
    q: "catering company, margins slip on some events and i cant tell which ones until months later",
  },
  {
    system: "ops",
    q: "nonprofit, every quarter we lose weeks pulling numbers from 4 spreadsheets for our funders updates",
  },
  {
    system: "ops",
    q: "saas founder. mrr lives in stripe, usage in our database, churn in a google sheet. board prep is a nightmare every time",
  },
  {
    system: "ops",
    q: "we import furniture from 8 factories and have no idea which ones are consistently late or ship short",
  },
  {
    system: "ops",
    q: "cleaning business with 40 staff and nothing written down, every site manager does it differently. we need proper procedures",
  },
  {
    system: "ops",
    q: "pharmacy, we bin expired stock every month because nobody tracks whats about to go out of date",
  },
  {
    system: "ops",
    q: "our building projects keep blowing the budget and i only find out when the job is nearly finished. can we catch it sooner?",
  },
  {
    system: "ops",
    q: "mortgage broker, applicants send payslips and bank statements as blurry scans or whatever, and an assistant copies the figures into each application",
  },
  {
    system: "ops",
    q: "plumbing business, jobs are in servicem8, invoices in quickbooks and timesheets on paper. i want it all talking to each other",
  },
  {
    system: "ops",
    q: "tutoring company with 30 tutors, i want hours taught, payroll and attendance in one place without exporting csvs every week",
  },
  {
    system: "ops",
    q: "home care agency, we need to know when a region is running short of carers before visits get missed",
  },
];
