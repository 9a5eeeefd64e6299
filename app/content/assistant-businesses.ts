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
];
