// @vitest-environment node
/**
 * The consultative answer and the six languages (ADR 044): a business described in words the site never
 * uses finds its system and the free call; core answers in Portuguese and Italian carry the figures; a
 * short message in another language that asks nothing of us is declined in that language; a question about
 * us that the site does not answer is said to be unknown.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy, localizedAnswers } from "~/content/assistant";
import { businessExamples } from "~/content/assistant-businesses";
import { figures } from "~/content/figures";
import { formatUsd } from "~/content/format-figures";
import { processSteps } from "~/content/home";
import { site } from "~/content/site";
import { systemsByExamples, systemsByMeaning, systemsByWords, topicalTerms } from "./consult.server";
import { siteKnowledge } from "./knowledge.server";
import { understand } from "./understand.server";
import { detectLanguage, intentByExamples } from "./language.server";
import { localResponder } from "./local-responder.server";

const answer = (message: string) => localResponder.answer(message);
/** The answer to `next` after the visitor asked `earlier` (one message or several) and got the assistant's answers. */
const answerAfter = (earlier: string | readonly string[], next: string) =>
  localResponder.answerWithHistory(
    next,
    [earlier].flat().flatMap((content) => [
      { sender: "user" as const, content },
      { sender: "bot" as const, content: answer(content) },
    ]),
  ).message;

describe("the consultative answer", () => {
  it("names both systems for a business with two needs, each in its own clause", () => {
    const twoNeeds = answer(
      "we run a language school. students email and call us all day with the same questions about lesson times, and on top of that we have no clue which of our ads bring in new students",
    );
    expect(twoNeeds).toContain("](/services/customer-experience-ai-system)");
    expect(twoNeeds).toContain("](/services/revenue-growth-ai-system)");
    // One need told in two clauses stays one system.
    const oneNeed = answer(
      "we run a language school. students email and call us all day with the same questions about lesson times. my two admins answer every one by hand",
    );
    expect(oneNeed).toContain("](/services/customer-experience-ai-system)");
    expect(oneNeed).not.toContain("](/services/revenue-growth-ai-system)");
  });

  it("consults a business that mentions its students' homework, and declines help with one's own", () => {
    const school = localResponder.answerWithHistory(
      "we run an after-school tutoring centre and parents call all day about homework clubs and pickup times",
    );
    expect(school.kind).toBe("answer");
    expect(school.message).toContain("](/services/customer-experience-ai-system)");
    expect(localResponder.answerWithHistory("can you do my chemistry homework for tomorrow").kind).toBe("decline");
  });

  it("reads which system a description is closest to by meaning", () => {
    expect(
      systemsByMeaning("our warehouse staff retype delivery notes into spreadsheets and reconcile stock by hand")[0]
        ?.topic,
    ).toBe("ops");
    expect(systemsByMeaning("shoppers keep emailing about parcels that have not arrived and refunds")[0]?.topic).toBe(
      "cx",
    );
    expect(systemsByMeaning("hi")).toEqual([]);
  });

  it("reads which system a description is closest to word by word, where a sentence's mean blurs it", () => {
    const top = (message: string) => [...systemsByWords(message)].sort((a, b) => b[1] - a[1])[0]?.[0];
    // By the mean of its sentence this one lands on back-office work; its telling words are sales words.
    expect(top("we sell software to other businesses and demo requests wait days before sales calls them back")).toBe(
      "revenue",
    );
    expect(top("our bookkeeper re-types every supplier invoice into the accounting software by hand")).toBe("ops");
    expect(top("our customers keep asking where their order is")).toBe("cx");
    expect(systemsByWords("?").get("cx")).toBe(0);
  });

  it("answers a described business with a system and the free call, never the decline", () => {
    const reply = answer(
      "We are a family-run bakery supplier and every Monday someone copies the weekend's wholesale orders from emails into a spreadsheet",
    );
    expect(reply).not.toContain(assistantCopy.offTopic);
    expect(reply).toMatch(/\/services\/[a-z-]+-ai-system/);
    expect(reply).toContain("/schedule");
  });

  it("places a business in everyday words where both learned readings agree on one system", () => {
    // "Leads" is the only word of ours here, too common in the site's answers to place it by words.
    const reply = answer("we're a solar installer, we buy leads but half of them never get called");
    expect(reply.startsWith("That is exactly what the Revenue Growth AI System is for")).toBe(true);
    // Where they do not agree, still how we usually help, never a guess.
    expect(answer("hi, we're a small team, what do you think?")).not.toContain("That is exactly what");
  });

  it("answers a problem told with the system both learned readings clearly give, where its words point elsewhere", () => {
    // "Answer" and "hours" are words of the revenue system's pain points; what is told is customer support.
    expect(answer("customers wait hours for a simple answer")).toMatch(
      /^That is exactly what the Customer Experience AI System is for/,
    );
    expect(answer("we miss calls when we're busy with customers")).toMatch(
      /^That is exactly what the Customer Experience AI System is for/,
    );
  });

  it("answers a problem told (not asked) with the system that solves it, and the article to read on", () => {
    const reply = answer("our support team is at breaking point");
    expect(reply.startsWith("That is exactly what the Customer Experience AI System is for")).toBe(true);
    expect(reply).toContain("](/resources/");
  });

  it("reads the visitor's own e-mail, calls or office in a description as their business, not a request for ours", () => {
    const reply = answer("I coach executives and I lose track of leads from linkedin");
    expect(reply).toContain("/services/revenue-growth-ai-system");
    expect(reply).not.toContain("linkedin.com");
    expect(answer("what is your email?")).toContain("hello@aiva.example");
  });

  it("never declines a visitor who only says which business they run", () => {
    for (const message of ["I run a florist shop", "we are a small bakery", "I run two gyms"]) {
      const reply = answer(message);
      expect(reply, message).not.toContain(assistantCopy.whatWeDo);
      expect(reply, message).toContain("/schedule");
    }
  });

  it("consults a visitor who tells of their own situation in our subject's words, however short", () => {
    const reply = answer("we spend ages on reports");
    expect(reply).toContain("(/services/operational-intelligence-ai-system)");
    expect(reply).toContain("(/schedule)");
    expect(reply).not.toContain(assistantCopy.unsure);
  });

  it("reads a visitor's own situation as told, not as a question for our facts ('our phones ring off the hook')", () => {
    const reply = answer("our phones ring off the hook");
    expect(reply).not.toContain("010-0199");
    expect(reply).toContain("(/schedule)");
    // Asked for, our number is given.
    expect(answer("i need your phone number")).toContain("010-0199");
  });

  it("still declines what is not about a business", () => {
    expect(answer("what's the best pizza in new york")).toContain(assistantCopy.whatWeDo);
  });

  it("declines work for the visitor alone even when it names our subjects, and keeps a business that names it", () => {
    const declined = (message: string) => expect(answer(message)).toMatch(/isn't something we do/);
    declined("please write a poem about our sales team");
    declined("help me with my thesis on customer support automation");
    declined("my office printer keeps jamming, any idea how to sort it?");
    declined("do i need to pay tax on the money from my etsy shop? got a letter from the irs about my income");
    declined("my business partner and I are arguing with each other about pricing, how do we fix our relationship?");
    declined("could you polish my resume for a marketing role?");
    declined("please translate this into french: thanks for your order");
    declined("do you know a good book on sales automation?");
    declined("could you summarise the following for me: sales rose 4% in the third quarter");
    declined("is slack down? it won't load for me");
    declined("how do I add a signature in outlook");
    declined("what does CRM stand for? it's for my marketing course");
    declined("what's the income tax rate in canada");
    declined("tips for negotiating a higher salary with my boss?");
    // Asking whether the visitor's team would have to write code is the no-code question, not a request for code.
    expect(answer("does my team need to write any code?")).toMatch(/Zero code/);
    // A free trial class offered by a gym is the gym's business, not a class of the visitor's.
    expect(
      answer("we run a dance studio, people book a free trial class online and nobody follows up with them after"),
    ).toMatch(/\/services\/(revenue-growth-ai-system|aiva-lead-os)/);
    // A business's own lawyers, essays or tax returns are its work, described: a system answers.
    expect(answer("we run an essay tutoring service and students email us the same questions all day")).toContain(
      "/services/customer-experience-ai-system",
    );
    expect(answer("accounting firm, clients email us tax returns and IRS letters and we retype everything")).toContain(
      "/services/operational-intelligence-ai-system",
    );
    expect(answer("can you write our social media posts?")).toContain("/services/revenue-growth-ai-system");
  });

  it("declines a personal question whose everyday words the site's copy happens to use", () => {
    // "last", "year", "take", "since": words of the site's copy, but no business is described.
    for (const message of [
      "who won the world cup last year",
      "my knee has hurt since this morning, what should I take",
    ]) {
      const reply = answer(message);
      expect(reply, message).toContain(assistantCopy.whatWeDo);
      expect(reply, message).not.toMatch(/\/services\//);
    }
  });

  it("tells the words of the site's subject from everyday words it also uses", () => {
    const topical = (message: string) => [...topicalTerms(siteKnowledge(), message).keys()];
    expect(topical("our support inbox is full of invoices and crm exports")).toEqual(
      expect.arrayContaining(["support", "invoic", "crm"]),
    );
    expect(topical("keep it back, take the last one")).toEqual([]);
  });

  it("answers who we work with with every audience the pages name, and one audience when it is named", () => {
    for (const message of [
      "who do you work with?",
      "what industries do you work with?",
      "what kind of businesses do you help?",
    ]) {
      const reply = answer(message);
      expect(reply, message).toContain("Our systems are built for solo entrepreneurs");
      expect(reply, message).toContain("logistics teams");
      expect(reply, message).toContain("/services/operational-intelligence-ai-system");
    }
    expect(answer("do you work with saas companies?")).toMatch(/^Yes, we work with SaaS companies\./);
  });

  it("reads 'does it work with X?' as a tool and 'do you work with X?' as a business", () => {
    for (const message of ["does it work with zendesk?", "will your system work with monday.com?"]) {
      const reply = answer(message);
      expect(reply, message).toContain(`${figures.platforms}+ platforms`);
      expect(reply, message).toContain("/contact");
    }
    expect(answer("do you work with dentists?")).toContain("Our systems are built for");
  });

  it("never answers 'do you build X?' with the 'No' of 'do I need X?'", () => {
    const reply = answer("do you build chatbots?");
    expect(reply.startsWith("No")).toBe(false);
    expect(reply).toContain("Customer Experience AI System");
    expect(answer("do I need a chatbot?").startsWith("No.")).toBe(true);
    // Nor the "No" of a question that shares no word with it.
    expect(answer("is lead os only for b2b?")).not.toMatch(/^(Yes|No)\b/);
  });

  it("says where data is hosted and which data-protection rules apply is unknown, never guessed", () => {
    const reply = answer("which region are your servers in, and are you gdpr compliant?");
    expect(reply).toMatch(/^I don't know where your data would be hosted/);
    expect(reply).toContain("/contact");
  });

  it("reads a language named as a question about languages (the chat agents' multilingual conversations)", () => {
    const reply = answer("can you work in german?");
    expect(reply).toContain("multilingual conversations");
    expect(reply).not.toContain(assistantCopy.whatWeDo);
    // The verb only says the language is used: "speak", "reply" or "talk" with a language is the same question.
    expect(answer("will the bot reply to customers in dutch?")).toContain("multilingual conversations");
    expect(answer("does it speak spanish?")).toContain("multilingual conversations");
    // Whether we ourselves speak it, the site does not say.
    expect(answer("do you speak italian?")).not.toContain("multilingual conversations");
  });

  it("answers who builds it with the done-for-you answer, without the 'No' of 'do I need a developer?'", () => {
    for (const question of ["who actually builds the automations?", "who handles the integrations?"]) {
      const reply = answer(question);
      expect(reply).toMatch(/^Zero code is required on your side\. We handle the design, build/);
    }
    expect(answer("do I need a developer?")).toMatch(/^No\. Zero code/);
  });

  it("reads 'IT' in capitals as information technology, and a question after a statement as a yes/no question", () => {
    expect(answer("there's no IT department here, could we still use it?")).toMatch(/^No\. Zero code is required/);
    // Lower case, "it" is the pronoun.
    expect(answer("is it secure?")).not.toContain("Zero code");
  });

  it("reads paying 'in one go' or 'as a lump sum' as paying in full", () => {
    for (const question of [
      "what's the cost if we pay the whole thing all at once?",
      "how much if we pay it all at once?",
    ])
      expect(answer(question)).toContain(`${formatUsd(figures.pricing.full)} paid in full`);
  });

  it("answers a question on one payment plan, after the plans, with that plan and what it is for", () => {
    const plans = "what payment plans do you have for lead os?";
    const { monthly, split } = figures.pricing;
    expect(answerAfter(plans, "which one asks the least up front?")).toContain(`${formatUsd(monthly.down)} down`);
    const second = answerAfter(plans, "on the split plan, when is the second half paid?");
    expect(second).toContain(`${formatUsd(split.atCompletion)} at completion`);
    expect(second).toContain("when your engine is live");
  });

  it("shortens only the longer answer of a two-part question when both do not fit in one reply", () => {
    const reply = answer("do you offer payment plans? and what happens after go-live?");
    expect(reply.length).toBeLessThanOrEqual(700);
    expect(reply).toContain(`${formatUsd(figures.pricing.monthly.down)} down`);
    // The shorter answer, on what follows the launch, is given whole.
    expect(reply).toContain("module subscription");
  });

  it("reads who 'picks up' as who speaks on the call, and a sales rep as a salesperson", () => {
    for (const question of ["who'll pick up when we have the consultation?", "am I going to get a sales rep?"])
      expect(answer(question)).toContain("automation expert, not a salesperson");
    // Sales people of the visitor's own team are not our salesperson.
    expect(answer("our sales people can't keep up with replies")).not.toContain("not a salesperson");
  });

  it("answers the weekly time saved with the total of the workflows, and the most saving only when asked", () => {
    const total = Object.values(figures.workflowHours).reduce((sum, hours) => sum + hours, 0);
    expect(answer("roughly what weekly time saving does lead os give?")).toContain(
      `about ${total} hours back every week`,
    );
    expect(answer("of the lead os workflows, which one saves the most time?")).toMatch(/saves the most/);
  });

  it("answers what happens after launch, of a system named with the subscription and of the program with its launch support", () => {
    expect(answer("once the customer experience system is live, what happens?")).toMatch(/^Your system keeps learning/);
    const program = answer("after lead os launches, are we left to it?");
    expect(program).toContain(`${figures.guarantee.launchSupportDays} days of launch support`);
    expect(program).toContain("subscription");
    const first = "how much is the lead os program?";
    const reply = answerAfter(first, "what support is there after the launch?");
    expect(reply).toContain(`${figures.guarantee.launchSupportDays} days of launch support`);
    // A business that describes its own maintenance requests is not asking about our support after launch.
    expect(
      answer("we manage 300 flats and tenants send maintenance requests by phone, e-mail and text all day"),
    ).not.toMatch(/^Your system keeps learning/);
  });

  it("reads 'by how much' and how much a thing grows or cuts as a size (the results), not a price", () => {
    expect(answer("how much will the back office system cut our admin?")).toContain(
      `${figures.fasterProcessesPercent}% faster processes`,
    );
    const first = "can the revenue growth system boost our pipeline?";
    const reply = answerAfter(first, "by how much?");
    expect(reply).toContain(`${figures.revenueIncrease.percent}% average revenue increase`);
    expect(answer("how much does the revenue growth system cost?")).toContain("depends on your scope");
  });

  it("reads a statement checked back ('so that's the lot?') as a yes/no question, and a plain statement as none", () => {
    const kb = siteKnowledge();
    expect(understand("so that's the lot then?", kb).slots).toContain("yesno");
    expect(understand("ok so it includes the dashboards?", kb).slots).toContain("yesno");
    expect(understand("that's the lot then.", kb).slots).not.toContain("yesno");
    // The flagship checked back as all three in one gets its overview, not a detail.
    const first = "is lead os separate from the three systems?";
    const reply = answerAfter(first, "so it's the three rolled into one?");
    expect(reply).toContain("combines all three");
  });

  it("reads the price of a thing of the visitor's trade, asked by their customers, as theirs; ours as ours", () => {
    const kb = siteKnowledge();
    const told =
      "vet practice, phones ring all day with how much is a spay, are you open saturday, is my dog ready... my two receptionists do nothing else";
    expect(understand(told, kb).slots).not.toContain("price");
    expect(understand("we run a bike shop with my brother, how much is a system with you?", kb).slots).toContain(
      "price",
    );
  });

  it("reads when a visitor could start (a month named, 'when could we begin?') as the spots open", () => {
    for (const question of ["we'd like to begin the program in january", "when could we begin?"])
      expect(answer(question)).toContain(`${figures.availability.spotsRemaining} spots remaining`);
  });

  it("answers a request for something to read with the article about it, not a system or the blog in general", () => {
    expect(answer("do you have a write-up on choosing an automation platform?")).toContain(
      "](/resources/choosing-an-automation-backbone)",
    );
    const routing = answer("got an article about routing tickets?");
    expect(routing).toContain("](/resources/smarter-ticket-routing)");
    expect(routing).not.toMatch(/^Ticket Management & Routing, part of/);
    expect(answer("any blog posts about weekly business reviews?")).toContain(
      "](/resources/automated-weekly-business-review)",
    );
  });

  it("reads the conditions, terms, fine print or catch of a thing as a question about it, and common typos of small words", () => {
    for (const question of [
      "what are the conditions of the refund guarantee?",
      "any small print on the guarantee?",
      "so whats the catch with teh guarantee",
    ])
      expect(answer(question)).toContain(`${figures.guarantee.hoursPerWeek}-hour guarantee`);
    // Catching problems is not a catch.
    expect(answer("how does anomaly detection catch problems?")).toContain("Anomaly Detection");
  });

  it("corrects a typo of a word the thesaurus knows, and reads 'all' as saying nothing of what is asked", () => {
    const plans = formatUsd(figures.pricing.installments.amount);
    expect(answer("can we pay in instalmnets?")).toContain(plans);
    expect(answer("is it all upfront or can we do installments")).toContain(plans);
  });

  it("reads a quote or a free offer in a business described as the visitor's, and our price only when asked of us", () => {
    const kb = siteKnowledge();
    const slots = (message: string) => understand(message, kb).slots;
    expect(
      slots("plumbing firm here. our office team spends hours chasing customers who got a free quote"),
    ).not.toContain("price");
    expect(
      slots("we run a cleaning company and customers ask for quotes by email, what would lead os cost us?"),
    ).toContain("price");
    expect(slots("we are a small agency with five people, how much would the program be for us?")).toContain("price");
  });

  it("reads what happens if it does not deliver (work, pay off, save time) as a question of the guarantee", () => {
    for (const question of ["what happens if lead os fails to deliver?", "what if it doesn't really pay off for us?"])
      expect(answer(question)).toContain(`${figures.guarantee.hoursPerWeek}-hour guarantee`);
  });

  it("says a discount the site does not state is unknown, and gives no price for a business's own quotes", () => {
    expect(answer("is there a discount for startups?")).toContain(assistantCopy.unknownFact.split(":")[0] as string);
    const reply = answer(
      "we run a signage workshop and every request for a quote means someone prices materials by hand and types a PDF, dozens a day. can you help with that?",
    );
    expect(reply).toContain("/services/operational-intelligence-ai-system");
    expect(reply).not.toContain(formatUsd(figures.pricing.full));
  });

  it("reads seeing it work first as the demo, and 'wich' as 'which'", () => {
    const first = "tell me about the back office system";
    for (const next of ["could you show us how it works?", "can we see one working before we decide?"]) {
      const reply = answerAfter(first, next);
      expect(reply).toContain("/demo");
    }
    expect(understand("wich one is cheaper?", siteKnowledge()).text).toMatch(/^which one/);
  });

  it("answers 'which one would you pick for us?' after a business described with the system for that business", () => {
    const first = "our dental clinic's phones ring all day with the same questions about opening hours";
    const reply = answerAfter(first, "which one would you pick for us?");
    expect(reply).toContain("Customer Experience AI System");
    expect(reply).not.toMatch(/^Start with the system/);
  });

  it("splits two questions joined by 'btw', a semicolon, a slash, '&', brackets or a numbered list", () => {
    for (const message of [
      "how much is lead os; how long does one system take to build?",
      "how much is lead os btw how long does one system take to build?",
      "1) how much is lead os 2) how long does one system take to build?",
      "what's the price of lead os / how long does one system take to build?",
      // Set apart without a question mark, or the second in brackets.
      "price of lead os / how long does one system take to build",
      "what does lead os cost & how long does one system take to build",
      "what does lead os cost (and how long does one system take to build?)",
      "how much is lead os n how long does one system take to build?",
    ]) {
      const reply = answer(message);
      expect(reply, message).toContain(formatUsd(figures.pricing.full));
      expect(reply, message).toContain(`${figures.implementationWeeks.min}-${figures.implementationWeeks.max} weeks`);
    }
  });

  it("reads 'in-house' as the visitor's own team", () => {
    expect(answer("there are no engineers in-house")).toMatch(/^Zero code is required on your side/);
  });

  it("reads words that only hedge (usual, ballpark) and '-wise' as nothing more than what they qualify", () => {
    expect(answer("what is the usual implementation time?")).toContain(
      `${figures.implementationWeeks.min}-${figures.implementationWeeks.max} weeks`,
    );
    // Nor do words that only stress it.
    expect(answer("is the team completely remote?")).toContain("We operate remotely");
    expect(answer("and timeline-wise?")).toContain(
      `${figures.implementationWeeks.min}-${figures.implementationWeeks.max} weeks`,
    );
  });

  it("reads selling and buying from us as what we do, and the smallest payment as the lowest amount up front", () => {
    expect(answer("what do you guys sell exactly?")).toContain("three done-for-you AI systems");
    expect(answer("what is the smallest payment to begin with lead os?")).toContain("$999");
  });

  it("reads what happens once it's up and running, or being on our own after the launch, as the after-launch answer", () => {
    expect(answer("what do you do for us once it's up and running?")).toContain("module subscription");
    expect(answer("are we on our own after the launch?")).toContain("module subscription");
  });

  it("reads a bump, boost or lift as an increase, and a speed-up as faster", () => {
    expect(answer("how big a boost in revenue does the revenue growth system give?")).toContain(
      `${figures.revenueIncrease.percent}%`,
    );
    expect(answer("what speed-up do your clients get on their processes?")).toContain(
      `${figures.fasterProcessesPercent}%`,
    );
  });

  it("reads a run time, a length and 'is it long?' as a question of how long", () => {
    // The length asked, not a system's overview that mentions it ("goes live in 3-5 weeks").
    const weeks = `takes ${figures.implementationWeeks.min}-${figures.implementationWeeks.max} weeks`;
    expect(answer("what's the typical project length?")).toContain(weeks);
    expect(answer("the cx system, is it long to build?")).toContain(weeks);
    expect(answer("runtime of the cx system build?")).toContain(weeks);
    // Said once: "a walkthrough" is not repeated in the demo's answer.
    expect(answer("is there a demo?").match(/walkthrough/g)).toHaveLength(1);
  });

  it("gives both sessions' lengths for 'the calls' when no session is named, and one for the session named", () => {
    const both = answer("how long do your consultations last?");
    expect(both).toContain(`${figures.sessions.discovery}-minute`);
    expect(both).toContain(`${figures.sessions.strategy}-minute`);
    expect(answer("how long is the strategy session?")).not.toContain(`${figures.sessions.discovery}-minute`);
  });

  it("says a way of paying the site does not name is unknown, never declines it", () => {
    const reply = answer("can I pay with paypal?");
    expect(reply).toContain(assistantCopy.unknownFact.split(":")[0] as string);
    expect(reply).toContain("/contact");
    expect(answer("how much is a pizza in rome?")).toContain(assistantCopy.whatWeDo);
  });

  it("says a fact about us the site does not state is unknown, with the ways to ask", () => {
    const reply = answer("Is your company listed on a stock exchange?");
    expect(reply.startsWith("Yes")).toBe(false);
    expect(reply).toContain("/contact");
    expect(reply).toContain("/schedule");
  });
});

describe("answers in six languages", () => {
  it("gives the price and the guarantee in Portuguese and Italian, from the figures", () => {
    expect(answer("Quanto custa o programa?")).toContain("$3,997");
    expect(answer("Qual é a garantia?")).toContain(`${figures.guarantee.hoursPerWeek} horas`);
    expect(answer("Quanto costa il programma?")).toContain("$3,997");
    expect(answer("Che garanzia offrite?")).toContain(`${figures.guarantee.hoursPerWeek} ore`);
  });

  it("gives the implementation time as plain figures in every language", () => {
    const weeks = `${figures.implementationWeeks.min}-${figures.implementationWeeks.max}`;
    for (const [message, unit] of [
      ["¿Cuánto tiempo tarda el proyecto?", "semanas"],
      ["Wie lange dauert das Projekt?", "Wochen"],
      ["Combien de temps dure le projet ?", "semaines"],
      ["Quanto tempo demora o projeto?", "semanas"],
      ["Quanto dura il progetto?", "settimane"],
    ] as const) {
      expect(answer(message), message).toContain(`${weeks} ${unit}`);
    }
  });

  it("fills every figure and name of its answers in every language (no {placeholder} left)", () => {
    const messages = [
      [
        "¿Cuánto cuesta?",
        "¿Cuánto tiempo tarda?",
        "¿Hay garantía?",
        "Quiero reservar una llamada",
        "¿Cómo los contacto?",
      ],
      [
        "Was kostet es?",
        "Wie lange dauert es?",
        "Gibt es eine Garantie?",
        "Ich möchte einen Termin buchen",
        "Wie erreiche ich Sie?",
      ],
      [
        "Combien ça coûte ?",
        "Combien de temps ça prend ?",
        "Y a-t-il une garantie ?",
        "Je veux réserver un appel",
        "Comment vous contacter ?",
      ],
      ["Quanto custa?", "Quanto tempo demora?", "Tem garantia?", "Quero agendar uma chamada", "Como falo com vocês?"],
      [
        "Quanto costa?",
        "Quanto tempo ci vuole?",
        "C'è una garanzia?",
        "Vorrei prenotare una chiamata",
        "Come vi contatto?",
      ],
    ].flat();
    for (const message of messages) {
      const reply = answer(message);
      expect(reply, message).not.toMatch(/\{\w+\}/);
      expect(reply, message).not.toContain(assistantCopy.offTopic);
    }
    expect(answer("¿Cuánto cuesta?")).toContain(`programa de ${figures.programMonths} meses`);
    expect(answer("Quiero reservar una llamada")).toContain(`${figures.sessions.discovery} minutos`);
  });

  it("says who founded AIVA and which platforms we build on, in every language", () => {
    for (const message of [
      "¿Quién fundó AIVA?",
      "Wer hat AIVA gegründet?",
      "Qui a fondé AIVA ?",
      "Quem fundou a AIVA?",
      "Chi è il fondatore di AIVA?",
    ]) {
      const reply = answer(message);
      expect(reply, message).toContain("Jordan Ellis");
      expect(reply, message).toContain(`${figures.founderYears}`);
    }
    for (const message of [
      "¿Se integran con HubSpot?",
      "Lässt sich das mit HubSpot verbinden?",
      "Vous travaillez avec HubSpot ?",
      "Vocês integram com o HubSpot?",
      "È possibile collegarlo a HubSpot?",
    ]) {
      const reply = answer(message);
      expect(reply, message).toContain("HubSpot");
      expect(reply, message).toContain(`${figures.platforms}`);
      expect(reply, message).toContain("(/contact)");
    }
    // Not a tool: a kind of business keeps the answer on what we do and the free call.
    expect(answer("¿Trabajan ustedes con clínicas?")).not.toContain("HubSpot");
  });

  it("answers both of two questions in one message, within a chat reply's length", () => {
    for (const message of [
      "¿Cuánto cuesta? ¿Y cuánto tarda?",
      "Quanto custa? E quanto tempo demora?",
      "Was kostet es? Und wie lange dauert es?",
    ]) {
      const reply = answer(message);
      expect(reply, message).toContain("$3,997");
      expect(reply, message).toContain(`${figures.implementationWeeks.min}-${figures.implementationWeeks.max}`);
      expect(reply.length, message).toBeLessThanOrEqual(700);
    }
  });

  it("answers both of two English questions, each read on its own where the whole message's answer left one out", () => {
    const reply = answer("how many hours does lead os save per week, and when does it pay for itself?");
    expect(reply).toContain("15 hours");
    expect(reply).toContain("90 days");
    const twice = answer("what does the guarantee cover, and how do I book a call?");
    expect(twice).toContain("full refund");
    expect(twice).toContain("/schedule");
    expect(twice.length).toBeLessThanOrEqual(700);
  });

  it("declines a question of a few more words in another language that uses none of our words, not a business", () => {
    expect(answer("¿Me recomiendas una buena serie para ver esta noche en casa?")).toMatch(
      new RegExp(`^${localizedAnswers.es.decline.replace(/[?.]/g, "\\$&")}`),
    );
    expect(answer("Chi ha vinto la partita della Juventus ieri sera allo stadio?")).toMatch(
      new RegExp(`^${localizedAnswers.it.decline.replace(/[?.]/g, "\\$&")}`),
    );
    // A business of the visitor's own ("nous", "nos") is described, never declined, whatever its words.
    const business = answer("Nous sommes une agence immobilière et nos prospects attendent des jours une réponse");
    expect(business).not.toContain(localizedAnswers.fr.decline);
    expect(business).toContain("/schedule");
  });

  it("names a core question no pattern of its language catches from the examples written in that language", () => {
    expect(intentByExamples("¿de qué presupuesto estamos hablando más o menos?", "es")).toBe("price");
    expect(answer("¿de qué presupuesto estamos hablando más o menos?")).toContain("$3,997");
    expect(answer("Mit welchem Budget muss ich ungefähr planen?")).toContain("$3,997");
    // German typed without umlauts.
    expect(answer("Wer hat die Firma gegruendet?")).toContain(figures.founderYears.toString());
    // Three words, two of them in English's lists too: the Italian core word that is no English word decides.
    expect(detectLanguage("Chi ha fondato AIVA?")).toBe("it");
    expect(answer("Chi ha fondato AIVA?")).toContain("fondata");
    expect(detectLanguage("email?")).toBe("en");
  });

  it("reads an English contraction as English, and another language's elision as that language", () => {
    // "what's" is no word of English's list, "roi" is one of French's: the message is English.
    expect(detectLanguage("what's the ROI")).toBe("en");
    expect(answer("what's the ROI")).toContain("ROI within 90 days");
    expect(detectLanguage("don't you have a cheaper plan")).toBe("en");
    // "I'm" is "I", the one English word of one letter ("I'm drowning in emails" was read as German).
    expect(detectLanguage("I'm drowning in emails")).toBe("en");
    expect(detectLanguage("I've got too many leads")).toBe("en");
    expect(detectLanguage("c'est combien pour le programme ?")).toBe("fr");
    expect(detectLanguage("quanto costa dell'automazione?")).toBe("it");
  });

  it("declines a short message that asks nothing of us, in the visitor's language", () => {
    expect(answer("¿Quién ganó el partido de ayer?")).toContain(localizedAnswers.es.decline);
    expect(answer("Erzähl mir einen Witz")).toContain(localizedAnswers.de.decline);
    // Asked to write something is not asked how to write to us.
    expect(answer("¿Puedes escribir un poema sobre el mar?")).toContain(localizedAnswers.es.decline);
    expect(answer("Puoi scrivere una poesia per mia madre?")).toContain(localizedAnswers.it.decline);
    expect(answer("¿Cómo puedo escribirles?")).toContain("hello@aiva.example");
  });

  it("answers the price of the system the conversation is on, in the visitor's language", () => {
    const first = "Was leistet das Operational Intelligence AI System?";
    const reply = answerAfter(first, "Und wie viel kostet das?");
    expect(reply).toMatch(/^Der Preis des \[Operational Intelligence AI System\]/);
    expect(reply).toContain("$3,997");
    // Without a system discussed, the program's price and plans.
    expect(answer("Wie viel kostet das?")).toContain("$1,499");
  });

  it("answers a short question put to the company, in its language, with the free call", () => {
    const reply = answer("¿Trabajan ustedes con clínicas?");
    expect(reply).not.toContain(localizedAnswers.es.decline);
    expect(reply).toContain("/schedule");
  });
});

describe("everyday words for the site's facts", () => {
  it("reads 'who started or set up the company' as a question about its founder, not about where to start", () => {
    for (const message of ["who started aiva?", "who set up the company?"]) {
      expect(answer(message), message).toContain(site.founder.name);
    }
  });

  it("reads a cap on clients, a waiting list or being full as the monthly limit", () => {
    for (const message of [
      "do you cap how many clients you take?",
      "are you fully booked?",
      "is there a waiting list?",
      "could you take us on next month?",
      "how many clients can you take on at once?",
    ]) {
      expect(answer(message), message).toContain(`${figures.availability.monthlyCapacity} clients per month`);
    }
  });

  it("reads a payoff or gains as the results clients see", () => {
    for (const message of ["what's the typical payoff for clients?", "what kind of gains should we expect?"]) {
      expect(answer(message), message).toContain(`${figures.roiDays} days`);
    }
  });

  it("reads whether the visitor must give up their own tools as a question about the tools we work with", () => {
    for (const message of ["do we have to move off our current CRM?", "will we need to replace our software?"]) {
      expect(answer(message), message).toContain("existing CRM");
    }
  });

  it("reads when the first parts work as how fast the program goes live, and who maintains it as after launch", () => {
    expect(answer("when will the first parts actually be working?")).toContain("within days");
    expect(answer("who maintains the system after you hand it over?")).toContain("subscription");
  });

  it("reads what happens once the system is launched as the after-launch answer", () => {
    for (const message of ["what happens once the system is launched?", "what do you do once everything is built?"]) {
      expect(answer(message), message).toContain("module subscription");
    }
  });

  it("reads a 'build time' as a length of time", () => {
    // The length asked, not a system's overview that mentions it ("goes live in 3-5 weeks").
    const weeks = `takes ${figures.implementationWeeks.min}-${figures.implementationWeeks.max} weeks`;
    expect(answer("what's the build time for one system?")).toContain(weeks);
  });

  it("counts a system's own domain the description names ('our support people') beside its other words", () => {
    const reply = answer(
      "we sell bikes online, sales are growing fast and our support people are swamped with where's my parcel emails",
    );
    expect(reply).toContain("/services/customer-experience-ai-system");
  });

  it("reads who is in charge as a question about the founder, not about humans staying in charge", () => {
    expect(answer("who's in charge at AIVA?")).toContain(site.founder.name);
  });
});

describe("a conversation", () => {
  it("answers the part of the program named, and keeps the detail asked when it refers back", () => {
    const first = "is there a guarantee with lead os?";
    expect(answer(first)).toContain(`${figures.guarantee.hoursPerWeek}-hour guarantee`);
    // The second time the same answer is due, the short form keeps the bracketed detail that was asked.
    const again = answerAfter(first, "and if the hours are not saved, do I get a refund?");
    expect(again).toContain(assistantCopy.saidAbove.split("{")[0] as string);
    expect(again).toContain("full refund");
  });

  it("keeps a follow-up on the answer just given when its nearest example is that answer, with its gist", () => {
    const first = "who will I be speaking to on the call?";
    expect(answer(first)).toContain("automation expert");
    // The answer is one sentence: said again, it is its own short form.
    const again = answerAfter(first, "so not a sales rep?");
    expect(again).toContain("automation expert, not a salesperson");
    expect(again).not.toContain("Sales Enablement");
  });

  it("reads a hyphenated compound the site writes as two words ('money-back') as those words", () => {
    for (const question of ["what's your money-back policy?", "any money-back commitment on lead os?"])
      expect(answer(question)).toContain(`${figures.guarantee.hoursPerWeek}-hour guarantee`);
  });

  it("reads paying upfront as paying in full, in the short form of the price said above", () => {
    const reply = answerAfter("what are the monthly payment options for lead os?", "what if we pay upfront instead?");
    expect(reply).toContain("$3,997 paid in full");
  });

  it("reads a condition on the answer before as about that answer, not as the same question of a new thing", () => {
    const reply = answerAfter("how does the 15 hour guarantee work", "and if I don't hit that?");
    expect(reply).toContain(`${figures.guarantee.hoursPerWeek}-hour guarantee`);
    expect(reply).not.toContain("/services/revenue-growth-ai-system");
  });

  it("reads 'how long does it run?' as the length of what the conversation is about, not how soon it goes live", () => {
    const reply = answerAfter("what's included in lead os?", "how long would it run?");
    expect(reply).toContain(`${figures.programMonths}-month program`);
  });

  it("reads 'how many weeks' (days, months, minutes) as a length of time, not a count", () => {
    expect(answer("how many weeks does the customer experience system need?")).toContain(
      `${figures.implementationWeeks.min}-${figures.implementationWeeks.max} weeks`,
    );
    const reply = answerAfter("what's the lead os guarantee?", "how many days have we got to save those hours?");
    expect(reply).toContain(`${figures.guarantee.refundWindowDays} days`);
  });

  it("reads the bundle of all three ('the bigger one', 'an all-in-one package') as the flagship", () => {
    expect(answer("do you sell an all-in-one package?")).toContain("combines all three AI systems");
    const reply = answerAfter("how long does one system take to build?", "and the complete package?");
    expect(reply).toContain(`${figures.programMonths}-month program`);
  });

  it("keeps what happens otherwise in the short form when the condition asked is that it does not happen", () => {
    const reply = answerAfter("tell me about the lead os guarantee", "and if we miss the target?");
    expect(reply).toContain(assistantCopy.saidAbove.split("{")[0] as string);
    expect(reply).toContain("full refund");
  });

  it("reads a step's place in the methodology ('the first stage') and keeps its length in the short form", () => {
    const [opening, , , closing] = processSteps;
    expect(answer("what do you do in the first stage?")).toContain(opening?.title as string);
    expect(answer("tell me about the final phase of your process")).toContain(closing?.title as string);
    // Its length is an aside of the answer: said again in short, the aside that states it stays.
    const reply = answerAfter("what do you do in the first stage?", "how long does that one take?");
    expect(reply).toContain(assistantCopy.saidAbove.split("{")[0] as string);
    expect(reply).toContain(opening?.timeline.replace(/\s/g, " ") as string);
  });

  it("reads instalments as payments, and takes what is asked from the question, not the remark before it", () => {
    expect(answer("could we split the cost into installments?")).toContain(
      formatUsd(figures.pricing.installments.amount),
    );
    const reply = answerAfter(
      "how much is lead os?",
      "the full program price at once is steep for us. installments an option?",
    );
    expect(reply).toContain(assistantCopy.saidAbove.split("{")[0] as string);
    expect(reply).toContain(formatUsd(figures.pricing.installments.amount));
  });

  it("answers 'would it be an issue?' after a statement as that statement was answered", () => {
    const first = "we use zoho crm";
    expect(answer(first)).toContain("HubSpot, Salesforce");
    for (const next of ["would it be an issue?", "does that rule us out?", "blocker?"]) {
      const reply = answerAfter(first, next);
      expect(reply).toContain(assistantCopy.saidAbove.split("{")[0] as string);
      expect(reply).toContain("HubSpot, Salesforce");
    }
  });

  it("answers weighing up a thing named ('curious about…', 'exploring…') with its overview", () => {
    expect(answer("curious about the customer experience system for our clinic")).toMatch(
      /^The Customer Experience AI System is/,
    );
    expect(answer("exploring the back-office system for our finance team")).toMatch(
      /^The Operational Intelligence AI System is/,
    );
  });

  it("answers 'is X part of that?' with what the thing just discussed includes, not another thing's X", () => {
    const reply = answerAfter("tell me about lead os", "is a dashboard part of that?");
    expect(reply).toMatch(/^AIVA Lead OS includes/);
  });

  it("reads 'the first one' or 'the last step' after the list of our steps as that step", () => {
    const [opening, , , closing] = processSteps;
    // The step itself, not the list again.
    expect(answerAfter("walk me through your methodology", "what's involved in the first one?")).toMatch(
      new RegExp(`^${opening?.title}`),
    );
    expect(answerAfter("walk me through your methodology", "and the last step?")).toContain(closing?.title as string);
    expect(answer("walk me through your methodology")).toMatch(/^We follow a \d-step methodology/);
  });

  it("names the system the thing just answered belongs to when asked which one it is", () => {
    const reply = answerAfter("do you handle support ticket routing?", "what system is that part of?");
    expect(reply).toContain("/services/customer-experience-ai-system");
  });

  it("reads 'the other one' after two of the three systems as the third", () => {
    const earlier = ["tell me about your back-office system", "and the support one?"];
    for (const next of ["and the other one?", "what about the remaining system?"]) {
      const reply = answerAfter(earlier, next);
      expect(reply).toContain("/services/revenue-growth-ai-system");
      expect(reply).not.toContain("/services/operational-intelligence-ai-system");
    }
  });

  it("reads being running or live after 'how fast' as how soon, of the system the conversation is on", () => {
    const reply = answerAfter(
      "our online store gets hundreds of 'where is my parcel' emails a day",
      "how soon would it be working?",
    );
    expect(reply).toContain(`${figures.implementationWeeks.min}-${figures.implementationWeeks.max} weeks`);
    expect(reply).toContain("Customer Experience AI System");
  });

  it("reads 'how much' before a thing that is not money as no price, and 'he' as the person just named", () => {
    const reply = answerAfter("who founded aiva?", "how much experience does he have?");
    expect(reply).toContain(`${figures.founderYears}+ years`);
    expect(reply).not.toContain("$");
    expect(answer("how much money would the program take?")).toContain("$3,997");
  });

  it("asks the previous question again about a tool the site does not list, and keeps the way to ask", () => {
    const reply = answerAfter("does it connect to zoho?", "and to odoo?");
    expect(reply).toContain("12+ platforms");
    // The short form of the answer said above still ends on the way to ask our team.
    expect(reply).toContain("(/contact)");
    expect(reply).toContain("(/schedule)");
  });

  it("answers both things asked for in one request ('X and also Y', 'X as well as Y')", () => {
    for (const message of [
      "can you automate invoices and also the chat on our website?",
      "can you take over invoice capture as well as the chat on our website?",
    ]) {
      const reply = answer(message);
      expect(reply, message).toContain("/services/operational-intelligence-ai-system");
      expect(reply, message).toContain("/services/customer-experience-ai-system");
    }
  });

  it("answers the program's monthly intake when the program is named", () => {
    const reply = answer("do you accept many new customers each month for lead os");
    expect(reply).toContain(`${figures.availability.monthlyCapacity} clients per month`);
  });

  it("reads 'until it is live' as the time to launch, 'once it is live' as after it", () => {
    const until = answerAfter("tell me about the ops system", "how long until it is live?");
    expect(until).toContain("Operational Intelligence AI System");
    expect(until).toContain(`${figures.implementationWeeks.min}-${figures.implementationWeeks.max} weeks`);
    expect(answer("what happens once it is live?")).not.toContain("weeks to implement");
  });

  it("answers 'the shorter one' after one of our calls with the other call", () => {
    const reply = answerAfter("what does the 60 minute session cover", "and the shorter one?");
    expect(reply).toContain(`${figures.sessions.discovery}-minute Discovery Call`);
  });

  it("reads an elliptical question after an answer as about that answer, and a new subject as new", () => {
    const conditions = answerAfter("do you offer refunds?", "under what conditions?");
    expect(conditions).toContain(assistantCopy.saidAbove.split("{")[0] as string);
    expect(conditions).toContain(`${figures.guarantee.hoursPerWeek}-hour guarantee`);
    expect(answerAfter("how much does lead os cost", "whats the weather in paris?")).toContain(assistantCopy.whatWeDo);
    // "ok" before a question is not a thank-you.
    expect(answerAfter("what is lead os", "ok how do I start")).not.toContain("You're welcome");
  });

  it("gives the page of the system the conversation is on when a page or link is asked for", () => {
    const reply = answerAfter(
      "we run an online shop and customers write to us all day about their orders",
      "got a link where I can read more?",
    );
    expect(reply).toMatch(/\]\(\/services\/[a-z-]+\)/);
    expect(reply).not.toContain("](/resources/");
  });

  it("answers 'tell me about A and B' about both, but 'sales and marketing' as one thing", () => {
    const both = answer("tell me about lead os and the revenue system");
    expect(both).toContain("AIVA Lead OS is our");
    expect(both).toContain("The Revenue Growth AI System is our");
    expect(answer("tell me about sales and marketing automation")).toMatch(/^The Revenue Growth AI System is our/);
  });

  it("asks the same question of the other system named in a follow-up", () => {
    const price = answerAfter("how much is the customer experience system?", "what about the operations one?");
    expect(price).toContain("Operational Intelligence AI System");
    expect(price).toContain(answer("how much is the operational intelligence system?"));
    // "Back office" names the system, not an office to visit.
    const fit = answerAfter(
      "Which of your systems would get my sales reps more meetings?",
      "and the one for back office work?",
    );
    expect(fit).toContain("/services/operational-intelligence-ai-system");
    expect(fit).not.toContain("no office to visit");
  });

  it("places a business on what it says hurts, after it turns from what it is ('but the problem is…')", () => {
    const cases = [
      [
        "we're a lead generation agency, but our biggest headache is our own clients emailing the same questions about their reports every day",
        "customer-experience-ai-system",
      ],
      [
        "we're a software reseller, mostly licences. the issue is our back office: every invoice is typed by hand from the supplier's pdf and month end takes a week",
        "operational-intelligence-ai-system",
      ],
      [
        "we run a chain of hair salons. but the real problem is our marketing: we post on instagram when someone remembers and have no idea which posts bring anyone in",
        "revenue-growth-ai-system",
      ],
    ] as const;
    for (const [message, system] of cases) {
      const reply = localResponder.answerWithHistory(message);
      expect(
        reply.units.map((unit) => unit.id),
        message,
      ).toEqual([expect.stringMatching(/:problems$/)]);
      expect(reply.message, message).toContain(`](/services/${system})`);
    }
    // No business introduced before the turn: not a need to place.
    const booked = localResponder.answerWithHistory("thanks, but I already booked the strategy session last week");
    expect(booked.units.map((unit) => unit.id)).not.toContain("revenue:problems");
  });

  it("does not say a long answer twice: the second time, the part asked about, in short", () => {
    const first = "What guarantees come with the flagship program?";
    const firstAnswer = localResponder.answerWithHistory(first).message;
    expect(firstAnswer.length).toBeGreaterThan(200);
    const history = [
      { sender: "user" as const, content: first },
      { sender: "bot" as const, content: firstAnswer },
    ];
    const again = localResponder.answerWithHistory("Sorry, what were the guarantees again?", history).message;
    expect(again).not.toBe(firstAnswer);
    expect(again.length).toBeLessThan(firstAnswer.length);
    expect(again).toContain(`${figures.guarantee.hoursPerWeek}-hour`);
  });
});

describe("the businesses described for each system", () => {
  const top = (message: string) => [...systemsByExamples(message)].sort((a, b) => b[1] - a[1])[0]?.[0];

  it("are many for each system, in everyday words", () => {
    for (const system of ["revenue", "cx", "ops"]) {
      expect(businessExamples.filter((e) => e.system === system).length, system).toBeGreaterThanOrEqual(25);
    }
  });

  it("vote for the system whose businesses read most like a message, in meaning rather than shared words", () => {
    expect(top("our office manager spends friday afternoons typing supplier bills into the accounts package")).toBe(
      "ops",
    );
    expect(top("guests keep messaging the front desk at night asking about checkout times and parking")).toBe("cx");
    const shares = systemsByExamples("guests keep messaging the front desk at night asking about checkout times");
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 5);
  });
});
