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

  // More Revenue Growth: new enquiries, quotes, campaigns and winning back past buyers.
  {
    system: "revenue",
    q: "hvac company, we send out 35ish quotes a month for new ac units and heat pumps. if the homeowner doesnt call us back thats it, no follow up at all",
  },
  {
    system: "revenue",
    q: "personal injury firm. people fill in our claim form on saturday or sunday, nobody sees it till monday, and half have signed with another solicitor by then",
  },
  {
    system: "revenue",
    q: "hearing clinic, we drop leaflets offering free hearing tests. people ring, book, get tested, and the ones who dont buy aids that day we never contact again",
  },
  {
    system: "revenue",
    q: "cosmetic surgery clinic, people take 6 to 12 months to decide on a procedure and we basically email them once after the consult. how do we stay in touch without being pushy?",
  },
  {
    system: "revenue",
    q: "language school in malta, students enquire from brazil, korea, saudi at all hours in their own language and we answer next day in english. we lose a lot of them",
  },
  {
    system: "revenue",
    q: "flight school. we sell loads of trial lesson vouchers as gifts but almost none of those people go on to sign up for the full licence",
  },
  {
    system: "revenue",
    q: "boat dealer, people ask about a used boat on our site, we send the spec sheet and thats it. its a big purchase, they need a few conversations before they commit",
  },
  {
    system: "revenue",
    q: "we franchise a kids coding brand. wannabe franchisees fill in the interest form, its a 4 month decision for them and we drop the ball after the first call",
  },
  {
    system: "revenue",
    q: "commercial cleaning co, want more office contracts in manchester. right now i just google businesses and cold call them myself in the evenings",
  },
  {
    system: "revenue",
    q: "wedding photographer, i send my price guide when couples ask and then... nothing. never chase. i reckon i lose 2 out of 3 that way",
  },
  {
    system: "revenue",
    q: "hr software startup, we spend on linkedin ads, webinars and a podcast sponsorship and genuinely cannot tell which one produces paying customers. about 40k a quarter going out and when the board asks what works i basically guess",
  },
  {
    system: "revenue",
    q: "craft brewery, we want our beer in more pubs and bottle shops but nobody here has time to find the right venues and pitch them",
  },
  {
    system: "revenue",
    q: "driving instructor, people text asking price and when i have space. i reply after my lessons finish at 6 and by then theyve booked with someone else",
  },
  {
    system: "revenue",
    q: "our support team keeps getting pre-sales questions from people comparing us to competitors. they answer them but those prospects never get passed to sales",
  },
  {
    system: "revenue",
    q: "hair transplant clinic, people book the free consultation online but about 40% no show. we send nothing between booking and the day. can you warm them up?",
  },
  {
    system: "revenue",
    q: "financial adviser, i run retirement seminars at the local golf club. 50 people attend, i get maybe 2 clients. nobody follows up with the other 48",
  },
  {
    system: "revenue",
    q: "trade association with 1100 members, about 200 let their membership lapse every year and we just let them go",
  },
  {
    system: "revenue",
    q: "we sell handmade rugs online, ~200 abandoned carts a week and we send nothing to any of them. pretty sure thats money on the table",
  },
  {
    system: "revenue",
    q: "ceramic coating and detailing business. paying for google ads and posting on insta, phone rings but i have no idea which one brought which customer",
  },
  {
    system: "revenue",
    q: "self storage, 3 sites. people request a quote for a unit online, compare 4 places and go with whoever calls first. usually not us",
  },
  {
    system: "revenue",
    q: "we organise a yearly logistics conference and need sponsors. 300 target companies, my team writes every outreach email by hand, takes weeks",
  },
  {
    system: "revenue",
    q: "small architecture practice, we want more residential extension projects but our blog and case studies never get written. is content something you do?",
  },
  {
    system: "revenue",
    q: "pest control, 2000 past customers from one-off wasp and mouse jobs. we never offer them the annual contract which is where the actual money is",
  },
  {
    system: "revenue",
    q: "plant hire firm, contractors ask for a price on a digger, we send it, and nobody checks in a week later to see if the job went ahead",
  },
  {
    system: "revenue",
    q: "animal welfare charity, 3000 people signed our petition last yr. id like to turn even a few percent into monthly donors but we have no process",
  },
  {
    system: "revenue",
    q: "b2b saas, we lost about 150 accounts two years ago over missing features. we've since built them all. want a win-back campaign, can you run that?",
  },
  {
    system: "revenue",
    q: "kitchen showroom, people book a design appointment through the website and we take up to 2 days to confirm it. a few cancel before we even call",
  },
  {
    system: "revenue",
    q: "freelance web dev, 5 proposals out, zero follow up system. hate chasing people tbh",
  },
  {
    system: "revenue",
    q: "furniture manufacturer selling to hotel groups. our reps have 900 contacts in the crm and no clue who is actually planning a refurb this year",
  },
  {
    system: "revenue",
    q: "personal trainer, trying to get online coaching clients from tiktok but writing scripts and captions every day takes me longer than the training",
  },
  {
    system: "revenue",
    q: "lettings agency. landlords fill in the 'get a valuation' form on a friday evening and nobody rings them till monday lunchtime, by which point another agent has already been round",
  },
  {
    system: "revenue",
    q: "van leasing broker, quote requests stack up over the weekend and we only work mon to fri. on monday we're ringing people who signed elsewhere on saturday",
  },
  {
    system: "revenue",
    q: "telecom reseller, new business enquiries land in the same support@ mailbox as fault tickets and sit behind them for days. we're losing contracts because of it",
  },
  {
    system: "revenue",
    q: "marketing manager at a heat pump installer. sales says my leads are rubbish, i say they dont call them back. i need something showing which campaigns actually end in a signed install",
  },
  {
    system: "revenue",
    q: "dog groomer, 600 clients on the books and loads havent been in since last spring. want a friendly nudge going out to get them rebooked",
  },
  {
    system: "revenue",
    q: "sales manager at a conference hotel, corporate RFPs and wedding group requests arrive by email and it takes me 3 days to turn round a proposal. we lose the big ones",
  },
  {
    system: "revenue",
    q: "environmental testing lab. we want a chatbot on our site but not for support, its for contractors asking soil testing prices, so we know whos a real job before quoting",
  },
  {
    system: "revenue",
    q: "we sell industrial software and our crm is a graveyard. deals with no next step, leads stuck in 'new' for months, reps never move stages. the sales director cant forecast a thing",
  },
  {
    system: "revenue",
    q: "yacht charter company in croatia, americans and germans send enquiries at 2am our time wanting a price for a week, we reply after breakfast and they've booked elsewhere",
  },
  {
    system: "revenue",
    q: "kitchen fitter, 300 glowing google reviews and hundreds of photos of finished kitchens, but our instagram and website use none of it. posting just never happens",
  },
  {
    system: "revenue",
    q: "animal feed supplier, we've got a spreadsheet of about 2000 livestock farms in the region we'd love to sell to but no one researches them or makes contact",
  },
  {
    system: "revenue",
    q: "we install ev chargers for homeowners. plenty of them would want solar or a battery next, but once the charger is on the wall that's the last they hear from us",
  },
  {
    system: "revenue",
    q: "freight forwarder, importers ask for a rate on a 40ft container and it takes us 2 days to quote. whoever prices first usually wins the shipment",
  },
  {
    system: "revenue",
    q: "our vet practice only opened this spring and registrations are slow. maybe local facebook posts, plus chasing everyone that enquired on the puppy plan yet never signed up",
  },
  {
    system: "revenue",
    q: "Independent school admissions office: families download the prospectus and attend open day, then hear nothing from us until the application deadline. We need a proper nurture sequence.",
  },
  {
    system: "revenue",
    q: "wedding planner here, couples enquire 18 months out, i do one consult call and if they dont book on the spot i kinda lose track of them",
  },
  {
    system: "revenue",
    q: "series A startup, our buyers are freight and warehousing firms. each rep burns the whole morning on linkedin and websites researching accounts, outreach only starts after lunch",
  },
  {
    system: "revenue",
    q: "fertility clinic, people come to our open evening and its such a huge decision that they need gentle contact over months. we send one email and stop",
  },
  {
    system: "revenue",
    q: "print shop in leeds, mostly walk-in trade. want corporate accounts for brochures and event banners but have no list and no idea who to approach",
  },
  {
    system: "revenue",
    q: "hospice charity wanting local firms to sponsor our fun run. last year we emailed 20 businesses. this year i want a proper target list and outreach that doesnt read like a begging letter",
  },
  {
    system: "revenue",
    q: "cybersecurity consultancy, 3 of us. we know who needs pen testing (anyone going for iso 27001) but never get round to prospecting, too busy delivering",
  },
  {
    system: "revenue",
    q: "block management company looking to take on more residential developments. we'd like to find blocks unhappy with their current managing agent and approach the residents committee",
  },
  {
    system: "revenue",
    q: "farm shop and butchery, we sell meat boxes online. 1500 emails collected at the till over the years and not one newsletter sent",
  },
  {
    system: "revenue",
    q: "online marketplace for handmade furniture. buyers are there, we need more makers listing. recruiting sellers one instagram DM at a time isnt scaling",
  },
  {
    system: "revenue",
    q: "commercial insurance broker. when a prospect says their renewal is in march we scribble it on a post-it and usually miss it. need outreach timed to renewal dates",
  },
  {
    system: "revenue",
    q: "garden design studio, people enquire in january for spring builds and we only answer in the evenings because we're on site all day. some never hear back",
  },
  {
    system: "revenue",
    q: "microbrewery taproom. private hire for birthdays or office parties could be big, yet requests land on insta, email and phone and roughly half go unanswered",
  },
  {
    system: "revenue",
    q: "orthodontist, our treatment coordinator sees around 15 new patient consults a week. the ones who say 'we'll think about it' get zero follow up",
  },
  {
    system: "revenue",
    q: "coworking space, people book a tour online, look round, say they'll mull it over and we never chase. desks stay empty",
  },
  {
    system: "revenue",
    q: "Good afternoon. We are a B2B translation agency hoping to attract more law firm clients. Could your system draft and schedule LinkedIn posts and a monthly newsletter for us?",
  },
  {
    system: "revenue",
    q: "i built software for dental labs, still founder-led sales. i want demos with lab owners getting booked for me without me doing all the cold outreach",
  },
  {
    system: "revenue",
    q: "golf club, people asking about membership use the website form and our secretary only works tues and thurs. some people wait a week for an answer",
  },
  {
    system: "revenue",
    q: "window and door company, the leads we buy from a comparison site go to 3 other firms as well. first to call wins and we're never first",
  },
  {
    system: "revenue",
    q: "pr agency chasing new retainers. id love a weekly heads up on which brands just raised money or hired a new CMO so we can pitch at the right moment",
  },
  {
    system: "revenue",
    q: "e-bike shop, ppl come in for a test ride, leave an email and never hear from us again. thats like 30 a month",
  },

  // More Customer Experience: looking after existing customers, their questions, complaints and feedback.
  {
    system: "cx",
    q: "airport parking firm, customers ring from the terminal asking where to meet the driver or what happens now their flight is delayed. 2 people on phones, hundreds of cars a day",
  },
  {
    system: "cx",
    q: "private clinic, patients call to ask if they need to fast before bloods, what to bring to their scan, where to park. same 10 questions all day",
  },
  {
    system: "cx",
    q: "conveyancing team at a law firm, clients buying a house email daily asking whats happening with their case. fee earners lose hours just giving updates",
  },
  {
    system: "cx",
    q: "payroll bureau, staff at our client companies email us about their payslips and tax codes and it's swamping 3 people who should be running payroll",
  },
  {
    system: "cx",
    q: "supplements brand, customers ask which product to take or if it mixes with their medication. the simple ones are easy but the medical ones need a human, carefully",
  },
  {
    system: "cx",
    q: "meal kit company, every week hundreds of subscribers email to skip a box, change delivery day or swap a recipe. its all stuff they could just be helped with instantly",
  },
  {
    system: "cx",
    q: "we run a home cleaning app, both the cleaners and the customers message support. about 150 chats a day and sundays are carnage",
  },
  {
    system: "cx",
    q: "indie game studio, after every patch our discord fills up with players asking the same bug and refund questions. 2 community managers cant keep up",
  },
  {
    system: "cx",
    q: "credit union with 9000 members, phones jam with 'my card got declined' and 'whats my balance' calls on the 1st of every month",
  },
  {
    system: "cx",
    q: "small town council office, residents email about bin days, parking permits and booking the village hall. 2 part time staff answer everything",
  },
  {
    system: "cx",
    q: "museum, visitors message asking about wheelchair access, pushchairs, whether tickets are timed. the front desk answers the phone between school groups",
  },
  {
    system: "cx",
    q: "restaurant group, complaints arrive via email, tripadvisor, instagram dms and the website form. some get answered twice, some never. need one place for all of it",
  },
  {
    system: "cx",
    q: "own 4 garages doing mot and servicing. one star reviews sit unanswered on google for weeks because nobody owns replying to them",
  },
  {
    system: "cx",
    q: "payroll software co, new clients take 6 weeks to go live because they keep emailing setup questions and our onboarding calls are booked 3 weeks out",
  },
  {
    system: "cx",
    q: "hot tub retailer. after install, buyers ring about water chemistry and error codes on the panel. most of it is in the manual but they call us anyway",
  },
  {
    system: "cx",
    q: "electronics webshop shipping across the EU, customer emails in polish, italian, swedish... right now we paste them into google translate one by one",
  },
  {
    system: "cx",
    q: "engineering firm, all customer emails go to one info@ inbox and sit there until someone forwards them to the right department. days sometimes",
  },
  {
    system: "cx",
    q: "funeral director. families we're already looking after call at all hours with questions about the arrangements. we want them to always get an answer, but gently",
  },
  {
    system: "cx",
    q: "vintage clothing webshop, the inbox is mostly people chasing parcels, wanting a different delivery address or checking a return got to us. my sister and i reply at night after packing",
  },
  {
    system: "cx",
    q: "api company, developers open support tickets asking integration questions our docs already answer. engineers get pulled in to reply",
  },
  {
    system: "cx",
    q: "our existing customers call their old sales rep for every little problem instead of going through support, so the sales team spends half the week doing support",
  },
  {
    system: "cx",
    q: "marathon organiser, 8000 runners emailing about bib collection, transferring entries and bag drop in the 3 weeks before race day",
  },
  {
    system: "cx",
    q: "lash studio, clients message at night asking about aftercare or if some redness is normal. i want quick answers but anything worrying should come to me",
  },
  {
    system: "cx",
    q: "ski school in the alps, parents ask where to meet the instructor or what happens if the lifts close, in english, french, german and dutch",
  },
  {
    system: "cx",
    q: "removals company, customers booked in for move day keep phoning to ask what time the crew arrives and whether they need to empty the wardrobes",
  },
  {
    system: "cx",
    q: "food bank, people message asking our opening times, whether they need a referral, what to bring. volunteers answer when they can which isnt often",
  },
  {
    system: "cx",
    q: "garden centre, people send photos of dying plants asking what's wrong and ask if we have stuff in stock. the staff who know plants are on the shop floor",
  },
  {
    system: "cx",
    q: "alarm monitoring company, customers ring because their panel is beeping. about 80% could fix it themselves with step by step help",
  },
  {
    system: "cx",
    q: "childrens nursery with 3 settings, parents give feedback at pickup or in passing and nobody writes it down. id like to know what theyre actually unhappy about",
  },
  {
    system: "cx",
    q: "we make shop signage for retail chains and store managers email constantly asking when their order ships. can they just get an answer without waiting for us?",
  },
  {
    system: "cx",
    q: "online tyre retailer, our sales inbox is full of people asking where their order is or what time the mobile fitter turns up. the actual sales team hardly gets to sell",
  },
  {
    system: "cx",
    q: "solar company. 80% of calls to our enquiries line are homeowners we already installed for, asking about inverter error lights, export payments or the monitoring app",
  },
  {
    system: "cx",
    q: "fintech app, ticket volume doubles every month. i dont need another dashboard, i need 'why is my transfer pending' answered without a human touching it",
  },
  {
    system: "cx",
    q: "parcel locker network, users message when a locker wont open or their code never arrived. agents look it up and resend it. could a bot do that lookup itself?",
  },
  {
    system: "cx",
    q: "bathroom installer. once the job is finished nobody checks the customer is happy and the first we hear of a leak or a problem is a 1 star review",
  },
  {
    system: "cx",
    q: "estate agent, our lettings phone rings all weekend but its current tenants asking about rent dates, deposit returns and who fixes the boiler, not new applicants",
  },
  {
    system: "cx",
    q: "car leasing company, drivers on our contracts email about damage charges, excess mileage and end of lease collection. same answers every time and a 5 day queue",
  },
  {
    system: "cx",
    q: "nine gyms in our group. complaints sit in google reviews, emails and a suggestion box, and nobody pulls them together so the same gripes never get fixed",
  },
  {
    system: "cx",
    q: "school management software, every september hundreds of teachers ask how to reset their login and set up classes. our 4 person helpdesk melts",
  },
  {
    system: "cx",
    q: "small energy supplier, customers phone because they dont understand their bill. why did it go up, whats a standing charge, why an estimated reading",
  },
  {
    system: "cx",
    q: "auto parts distributor, garages phone all day asking if a part is in stock and when the van will drop it off. counter staff just read screens out loud",
  },
  {
    system: "cx",
    q: "dog daycare, owners msg to change their days, ask if theres space tomorrow or whether rex ate his lunch. i answer from my phone while walking 6 dogs",
  },
  {
    system: "cx",
    q: "marketplace for secondhand designer bags. buyers and sellers both email about authentication status, payouts and disputes. there are 2 of us and 400 emails a week",
  },
  {
    system: "cx",
    q: "online print company, customers upload artwork then email to ask if the file is ok and when proofs will arrive. designers keep getting pulled off jobs to answer",
  },
  {
    system: "cx",
    q: "student accommodation provider, in september residents flood us with questions about laundry cards, wifi, broken heaters and guest rules. same stuff every year",
  },
  {
    system: "cx",
    q: "orthodontic practice, patients with braces message at the weekend about a poking wire or a lost aligner. most just need the standard advice, a few really need us",
  },
  {
    system: "cx",
    q: "hostel in berlin, guests whatsapp reception about late check in, luggage storage and the airport bus. the night guy is also doing laundry",
  },
  {
    system: "cx",
    q: "franchisor, 40 takeaway outlets. franchisees keep emailing head office to ask how the ordering system works, which promo is live, where uniforms come from. a self-serve answer would save us",
  },
  {
    system: "cx",
    q: "cancer support charity, families message in the evenings with practical questions about benefits and hospital travel. answered kindly please, and anything emotional goes to our nurses",
  },
  {
    system: "cx",
    q: "diagnostic lab, gp surgeries and patients ring asking if results are back yet. scientists stop testing to answer the phone",
  },
  {
    system: "cx",
    q: "pick your own farm, every sunny weekend the phone doesnt stop. are the strawberries ready, can we bring the dog, is there parking",
  },
  {
    system: "cx",
    q: "coach company, passengers ring about lost property and whether the 7.15 is still running when it snows. the office has one person",
  },
  {
    system: "cx",
    q: "pet insurer, policyholders call every day to ask how their claim is going. the answer is sitting in our system and agents just read it out",
  },
  {
    system: "cx",
    q: "wedding planner, once couples book they message me nonstop about timelines, supplier contacts and arrival times. want them answered fast without losing the personal touch",
  },
  {
    system: "cx",
    q: "analytics saas with enterprise clients in japan and brazil who expect help in japanese or portuguese during their working day. we are 3 people in one timezone",
  },
  {
    system: "cx",
    q: "mobile network startup, tickets arrive unlabelled so billing problems land with tech support and signal problems land with billing. customers get bounced around",
  },
  {
    system: "cx",
    q: "home security camera brand, our help centre is 2 years out of date, agents answer from memory and customers get contradicting instructions",
  },
  {
    system: "cx",
    q: "We operate an online banking platform for small businesses. A large share of calls concern locked accounts and password resets. Could an AI agent handle these securely?",
  },
  {
    system: "cx",
    q: "airport car rental desk, customers email to move pick-up times, add a second driver or ask about the deposit hold. staff at the counter cant get to the inbox",
  },
  {
    system: "cx",
    q: "tattoo studio, ppl msg asking abt aftercare, deposit refunds and when the next walk in day is. im tattooing 8hrs a day i cant reply lol",
  },
  {
    system: "cx",
    q: "swim school, parents message about missed lessons, make-up sessions and which level their kid should be in. 1200 swimmers, one office person",
  },
  {
    system: "cx",
    q: "holiday park with 200 caravans, owners and holidaymakers phone reception about gas bottles, site fees, pool times. summer is unbearable",
  },
  {
    system: "cx",
    q: "language learning app, 70% of our tickets are about subscription charges, refunds and cancelling through the app store. the same answers, over and over",
  },
  {
    system: "cx",
    q: "optician chain, patients call to check if their glasses are ready for collection or to move an eye test. branches miss loads of calls when theyre testing",
  },
  {
    system: "cx",
    q: "university library, students email asking how to renew books, get journal access off campus or book a study room. exam season is brutal for the desk",
  },

  // More Operational Intelligence: reports, data, documents and the numbers behind the business.
  {
    system: "ops",
    q: "3 restaurants, every week my head chef sits with the supplier invoices and a calculator working out food cost %. we only learn we overspent a week late",
  },
  {
    system: "ops",
    q: "wine merchant, my business partner wants a weekly sales summary: shop sales from shopify plus trade orders that come by email. i put it together by hand, best part of a morning",
  },
  {
    system: "ops",
    q: "our CFO rebuilds the revenue forecast in excel every month by copying numbers out of hubspot and stripe. one typo and the board pack is wrong",
  },
  {
    system: "ops",
    q: "youth charity, 6 programmes and each coordinator records attendance differently. every grant report means a week of chasing and reformatting numbers",
  },
  {
    system: "ops",
    q: "care home group, staff training certificates run out and nobody spots it until the inspector asks for them. it's all in a spreadsheet no one updates",
  },
  {
    system: "ops",
    q: "electrical contractor, engineers fill in paper job sheets and test results, then the office types the lot into certificates and invoices. 2 days a week",
  },
  {
    system: "ops",
    q: "accountancy practice, clients send bank statements as pdfs and photos and our juniors key every line into the software. surely that can be read automatically",
  },
  {
    system: "ops",
    q: "i sell on etsy, ebay and my own site. stock counts drift apart and i oversell something at least twice a week",
  },
  {
    system: "ops",
    q: "metal fabrication shop, machine breakdowns get written on a clipboard by the machine. nobody adds them up so we dont know which machine costs us most",
  },
  {
    system: "ops",
    q: "3pl warehouse, each month we work out storage and pick fees for 25 clients in a giant spreadsheet and there are always mistakes on the invoices",
  },
  {
    system: "ops",
    q: "bar group, i want staff cost as a share of takings for each shift. right now thats me with the till z-reads, the rota and a calculator",
  },
  {
    system: "ops",
    q: "letting agency, 400 properties, gas safety and electrical cert expiry dates live in a spreadsheet. we missed one last year, never again",
  },
  {
    system: "ops",
    q: "marketing agency of 35, purchase requests get approved over slack, email, sometimes verbally. nobody knows what was signed off or by who",
  },
  {
    system: "ops",
    q: "small investment firm, quarterly statements from 12 fund managers come in as pdf files and an analyst types them into our model. eats most of her week",
  },
  {
    system: "ops",
    q: "academy trust with 4 schools, attendance and behaviour data sit in different systems and the termly board report is stitched together by hand",
  },
  {
    system: "ops",
    q: "groundworks subcontractor, site timesheets come back on paper on friday and someone re-enters them for payroll. errors every single week",
  },
  {
    system: "ops",
    q: "4 chiropractic clinics. i want to see each clinician's utilisation, whos full and whos half empty, without my manager compiling it from the booking system every week",
  },
  {
    system: "ops",
    q: "used car dealer, 60 cars on the lot. cant easily see which ones have sat for 90 days or what each has cost us in prep and repairs",
  },
  {
    system: "ops",
    q: "event production company. after every festival we reconcile 200+ supplier invoices against the purchase orders by hand, chase the missing ones, and only then can we tell the client what the show actually cost. drags on for a month",
  },
  {
    system: "ops",
    q: "support lead at a saas, every friday i export ticket volumes and response times from zendesk into excel to make a chart for leadership. help",
  },
  {
    system: "ops",
    q: "cheese maker, temperature logs and batch numbers are on clipboards for food safety. audits are a scramble to find the right sheet",
  },
  {
    system: "ops",
    q: "housing charity, caseworkers enter the same client details into 3 different systems because none of them connect",
  },
  {
    system: "ops",
    q: "we franchise 12 boxing gyms, each franchisee sends monthly numbers in their own format. i spend days making them comparable",
  },
  {
    system: "ops",
    q: "salon group with 5 branches, product stock vanishes and we reorder colour and shampoo by guesswork. no idea whats used where",
  },
  {
    system: "ops",
    q: "law firm, lawyers fill in time sheets late on friday and the work in progress report takes the partners' assistant 2 full days each month",
  },
  {
    system: "ops",
    q: "we maintain street lighting for 3 councils. each wants a monthly performance report and we pull it manually out of our job system every time",
  },
  {
    system: "ops",
    q: "food manufacturer, supplier allergen specs and certificates expire and we only find gaps during customer audits. is document tracking something you do?",
  },
  {
    system: "ops",
    q: "scaffolding firm, gear spread over 40 sites and no real idea what is where. we keep buying tubes and boards we probably already own",
  },
  {
    system: "ops",
    q: "print company, we price jobs on estimated paper and press time but never check the actual figures afterwards, so no idea which jobs lose us money",
  },
  {
    system: "ops",
    q: "commissions for our 15 reps get worked out by hand in excel. disputes every payday",
  },
  {
    system: "ops",
    q: "cleaning chemicals distributor, our sales team gets orders as pdf attachments or pictures of handwritten sheets and spends whole afternoons keying them into the ERP instead of selling",
  },
  {
    system: "ops",
    q: "paid social agency, every month account managers burn 2 days pulling meta, tiktok and GA4 numbers into a performance deck for each client",
  },
  {
    system: "ops",
    q: "customer care manager, the owner wants a weekly report on complaint themes and refund costs and i build it by hand from our helpdesk and shopify every monday morning",
  },
  {
    system: "ops",
    q: "builders merchant, when a customer accepts a quote by email someone retypes the whole thing as an order in sage. typos mean the wrong timber turns up on site",
  },
  {
    system: "ops",
    q: "online fashion store, returns come back with a paper slip and we match each one to its order by hand, then restock and refund across 3 different systems",
  },
  {
    system: "ops",
    q: "opticians group, what i need is how many eye tests turn into glasses sales at each branch. right now branch managers email me their numbers whenever they remember",
  },
  {
    system: "ops",
    q: "marketing team at a university, each month i lose 3 days compiling applications per course from 4 systems for the deans",
  },
  {
    system: "ops",
    q: "property manager, 900 tenants. tenants are fine, the problem is year end service charge reconciliation: contractor invoices, receipts and bank lines all matched by hand",
  },
  {
    system: "ops",
    q: "hotel, guest reviews are fine. its the housekeeping rota, done on paper every morning from the checkout list, and we're always over or under staffed",
  },
  {
    system: "ops",
    q: "bakery supplying supermarkets, complaints about foreign bodies have to be logged with corrective actions for our BRC audit. right now its emails and a word document",
  },
  {
    system: "ops",
    q: "IT hardware reseller, hubspot and xero hold different versions of every customer, duplicated companies, old addresses. finance doesnt trust either",
  },
  {
    system: "ops",
    q: "furniture importer. we dont know where our own stuff is: container ETAs, customs status and warehouse bookings are buried in 5 different inboxes",
  },
  {
    system: "ops",
    q: "nursing agency, every new nurse means chasing DBS checks, references, training certificates and visa docs, tracked in a spreadsheet. compliance audit next month, panic",
  },
  {
    system: "ops",
    q: "group of 7 vet practices, every head nurse orders drugs and consumables separately so we pay different prices for the same item and nobody sees total spend",
  },
  {
    system: "ops",
    q: "primary school business manager, supply teacher invoices and absence cover get checked against the budget by hand every month",
  },
  {
    system: "ops",
    q: "solar installer, after every install theres the DNO notification, MCS certificate and handover pack, all typed up manually from the surveyors notes",
  },
  {
    system: "ops",
    q: "brewery, monthly duty return means adding up every brew and every keg that left the building from 3 spreadsheets. one mistake and HMRC is on us",
  },
  {
    system: "ops",
    q: "architecture practice of 25 people. no idea which projects make money because timesheets sit in one tool and fee stages in another",
  },
  {
    system: "ops",
    q: "insurance MGA, each month 14 brokers send bordereaux in their own excel layouts and we map columns by hand before we can see anything",
  },
  {
    system: "ops",
    q: "wedding planner with 30 weddings on, supplier deposits and balance due dates live in my head and a notebook. terrified of missing one",
  },
  {
    system: "ops",
    q: "saas finance lead, deferred revenue is worked out in a spreadsheet from stripe exports every month end and the auditors always find something",
  },
  {
    system: "ops",
    q: "private GP clinic, at month end we reconcile card payments and insurer payouts against the booking system invoices. it never balances first go",
  },
  {
    system: "ops",
    q: "bubble tea franchise, 18 stores. i want daily sales and waste per store on one screen instead of managers whatsapping photos of the till report",
  },
  {
    system: "ops",
    q: "contract testing lab, results come off the instruments as csv files and analysts copy them into word templates to make every client report",
  },
  {
    system: "ops",
    q: "chain of 22 charity shops, weekly takings and volunteer hours arrive at head office on paper forms and get typed up by one lovely but overworked lady",
  },
  {
    system: "ops",
    q: "MSP with 60 clients, microsoft licence counts in partner center never match what we invoice. pretty sure we're paying for seats we never bill",
  },
  {
    system: "ops",
    q: "dairy farm, milk yields, feed costs and vet bills are across 3 apps and a paper diary. i just want cost per litre each month",
  },
  {
    system: "ops",
    q: "marketplace for tradespeople, every week we reconcile seller payouts and our commission against stripe by hand and there's always a mismatch",
  },
  {
    system: "ops",
    q: "warehouse with 120 agency temps, the shift rota is built in excel every thursday from a guess at next weeks orders and its always wrong",
  },
  {
    system: "ops",
    q: "civil engineering consultancy, expense claims are paper forms needing 3 signatures and they get lost on someones desk for weeks",
  },
  {
    system: "ops",
    q: "restaurant group hiring about 20 people a month. contracts, uniform orders, payroll setup and food hygiene certificates are all sorted by hand",
  },
  {
    system: "ops",
    q: "ice cream maker, our summer production plan is a guess. want a forecast built from weather and last years sales so we stop binning or running out",
  },
  {
    system: "ops",
    q: "Regional housebuilder. Each month finance stitches together a board report from site progress, reservations and cost-to-complete figures by hand; it eats most of a week.",
  },
  {
    system: "ops",
    q: "accountnt here, clients send receipts via whatsapp, email, dropbox, and every qtr we hunt down whats missing for vat returns. nightmare",
  },
  {
    system: "ops",
    q: "DTC candle brand, i want true profit per product after ad spend, shipping and packaging. my analyst rebuilds it in google sheets each week from shopify, meta and the 3pl invoices",
  },
  // Everyday accounts of the three needs, in the words visitors use for them ("new customers" waiting on a reply
  // are leads; customers asking the same thing again are support; details typed twice are the back office).
  {
    system: "revenue",
    q: "driving school, learners message to ask about lesson packages and we reply days later when the instructors are off the road",
  },
  {
    system: "revenue",
    q: "pest control company. people ring for a price, we say we'll send it over and then it slips and nobody checks back with them",
  },
  {
    system: "revenue",
    q: "consulting firm, we pitch to new accounts, send the deck and then the conversation just fizzles out because nobody owns the next step",
  },
  {
    system: "revenue",
    q: "interior design studio, enquiries from new customers land in my personal inbox and i answer them whenever i get a free evening",
  },
  {
    system: "revenue",
    q: "window cleaning round, people message asking if we cover their street and half the time we forget to answer",
  },
  {
    system: "revenue",
    q: "architecture practice. we price up extensions, the homeowner goes silent and we never ring again, no idea how much work we lose that way",
  },
  {
    system: "revenue",
    q: "printing company, buyers request prices online but the estimates go out late because the sales desk is stuck on the phone",
  },
  {
    system: "revenue",
    q: "software consultancy, our pipeline is a spreadsheet nobody updates, opportunities stall and nobody notices until the month ends",
  },
  {
    system: "revenue",
    q: "the contact form on our website emails a shared inbox and everyone assumes somebody else already replied",
  },
  {
    system: "revenue",
    q: "kitchen fitter. showroom visitors leave their number, we mean to ring them back, and mostly we don't",
  },
  {
    system: "cx",
    q: "furniture shop, buyers keep emailing to ask when their sofa will arrive and my staff spend the morning looking up orders",
  },
  {
    system: "cx",
    q: "we run a software product and the same five how-do-i questions come in every day by chat and email",
  },
  {
    system: "cx",
    q: "ski school, parents call constantly about lesson times, what to bring and whether lessons go ahead in bad weather",
  },
  {
    system: "cx",
    q: "energy supplier, after every outage hundreds of customers message us asking when the power comes back",
  },
  {
    system: "cx",
    q: "tour operator, travellers who booked with us keep asking about pickup times and luggage limits on whatsapp all night",
  },
  {
    system: "cx",
    q: "subscription box brand, half our emails are people wanting to pause, skip a month or change their address",
  },
  {
    system: "cx",
    q: "phone repair chain, people keep ringing to ask if their repair is done yet",
  },
  {
    system: "cx",
    q: "insurance broker, existing policyholders phone about claim status and missing documents all day and the queue is huge",
  },
  {
    system: "cx",
    q: "complaints arrive by email, facebook and phone and nobody knows who is handling which one",
  },
  {
    system: "ops",
    q: "after every sale someone retypes the buyer's details into our accounts, the delivery planner and the warranty system",
  },
  {
    system: "ops",
    q: "pharmacy group, we reorder by gut feeling and keep running short on the fast movers while the slow ones pile up",
  },
  {
    system: "ops",
    q: "i want an alert when the cash in the bank drops below what we need for payroll, instead of checking every morning",
  },
  {
    system: "ops",
    q: "construction firm, site managers fill in paper timesheets and the office types them into payroll every friday",
  },
  {
    system: "ops",
    q: "manufacturer: purchase orders, delivery notes and invoices are matched by hand before any supplier gets paid",
  },
  {
    system: "ops",
    q: "every month i pull numbers from five tools into a spreadsheet just to see if we made money",
  },
  {
    system: "ops",
    q: "our project managers spend monday mornings copying hours from the time tracker into client invoices",
  },
  {
    system: "ops",
    q: "we need to know which jobs lose money but the costs sit in three different systems",
  },
];
