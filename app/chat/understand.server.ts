/**
 * Reading a visitor's message: what kind of answer it asks for (slots), what it is about (topics), whether it
 * refers back to the conversation, and whether it is something the assistant must decline (prompt
 * injection, a service the business does not offer).
 */
import { outOfScopeServices } from "~/content/assistant";
import { commonWords } from "./common-words.server";
import type { Knowledge, Slot } from "./knowledge.server";
import { normalize, STOP_WORDS, term, words } from "./text.server";

export type Understanding = {
  /** The message normalised and spell-corrected. */
  text: string;
  /** What the message asks for, the main one first. */
  slots: Slot[];
  /** Topics the message names, the most specific first. */
  topics: string[];
  /** Refers back ("it", "that", "how much?", "what about X?"): the conversation decides what is meant. */
  followUp: boolean;
  /** "What about X?", "and for X?": the previous question again, about X. */
  sameQuestion: boolean;
  /** Asks for something to read ("got a blog post on…?", "any articles about…"): one of the site's articles. */
  asksReading: boolean;
  /** Asks whether something is part of what was just discussed ("is training part of it?", "does that include…"). */
  partOfIt: boolean;
  /** Index terms of the content words, for retrieval. */
  query: string[];
  /** The query without the words that only say what kind of answer is wanted ("cost", "how long"). */
  subject: string[];
  /** How much each query term says (everyday English words say less), by term. */
  weights: ReadonlyMap<string, number>;
  /** Query terms of everyday English words (the 2,000 most common): they say little about which article answers. */
  everyday: ReadonlySet<string>;
  /** Share of the message's words, as typed, that the assistant knows as English. */
  knownShare: number;
  smallTalk: "greeting" | "thanks" | "bye" | "ack" | "self" | null;
  /** Small talk and nothing else, even with a question mark ("hey, how's it going?"). */
  onlySmallTalk: boolean;
  /** Prompt injection, or a question about the assistant's own set-up. */
  injection: boolean;
  /** A service the business does not offer ("Building websites"). */
  outOfScope: string | null;
  /** It stays outside our services whatever of ours it names ("a poem about leads"). */
  outOfScopeEvenOnOurSubjects: boolean;
  /** The visitor says who they are in their own business ("clinic owner here", "I'm the founder of…"). */
  introducesSelf: boolean;
};

/** A business's own customers booking with it: its appointments, not a call with us. */
const THEY_BOOK =
  /\b(customers|clients|patients|people|students|parents|guests|members|callers|tenants|families|diners|they)\b[^.?!]{0,40}\b(book|books|booking|schedule|reschedule|reserve)\b/;

/** The slot patterns, tried in order; the first that matches is the main slot. */
const SLOT_PATTERNS: [Slot, RegExp][] = [
  ["most", /\bthe (most|biggest|largest|highest|greatest)\b|\bmost (time|hours)\b/],
  [
    "booking",
    // A call asked for with a verb of booking it, or of joining or having one ("hop on a quick call"). More
    // meetings booked ("help me book more meetings") are the visitor's own sales, not a call with us.
    /\b(book|schedule|reserve|arrange|set up)\b(?! (more|extra|additional|new) )(?!.{0,20}\b(more|extra|additional) (calls|meetings|appointments|demos)\b).{0,30}\b(call|consultation|meeting|demo|session|appointment)s?\b|^(book|schedule)\b|\b(how|where) (do|can|could|would|should) (i|we) (book|schedule)\b(?! (more|extra|additional|new)\b)|\b(jump|hop|grab|have)\s+(on\s+|in\s+)?(a|an)\s+(quick\s+|short\s+|video\s+|first\s+)?(call|meeting|consultation)\b(?!\s+back)/,
  ],
  [
    "count",
    /\bhow many\b(?! (days|weeks|months|minutes)\b)|\bnumber of (clients|hours|spots|steps|workflows|platforms|meetings|leads|years)\b|\bhow much (faster|more|better|higher|can|will|time)\b|\bby how much\b|\bhow much(?= ([a-z]+ ){0,5}(increase|grow|improve|raise|lift|boost|cut|reduce|save|lower|drop|go up|go down|rise)s?\b)|\b(percent|percentage|rate|uplift|improvement)\b|\bspots?\b|\b(room|space|places?|openings?|slots?|capacity) (left|available|remaining|free|open)\b/,
  ],
  [
    "duration",
    /\bhow (long|fast|quick(ly)?|soon)\b|\bhow many (days|weeks|months|minutes)\b|\b(run ?time|running time|length)\b|\b(is|are) (it|that|this|they) (long|short)\b|\bhow much time\b|\bwhen (will|can|do|does|would|is|are)\b|\bwhen should (i|we|you)\b|\buntil\b|\btime ?(line|frame|scale)\b|\bturnaround\b|\bdeadline\b|\bduration\b|\b(lasts?|last for)\b|\bgo live\b|\byears? of experience\b|\b(build|set ?up|implementation|delivery|rollout|onboarding) times?\b/,
  ],
  [
    "price",
    // "By how much", or how much a thing grows or cuts ("how much will sales go up?"), is a size, not a price.
    /(?<!\bby )\bhow much(?! (faster|more|better|higher|can|will|time|hours?|quicker|sooner|bigger|of))(?! ([a-z]+ ){0,5}(increase|grow|improve|raise|lift|boost|cut|reduce|save|lower|drop|go up|go down|rise)s?\b)(?! (?!money|cash|budget|dollars?)[a-z]+ (do|does|did|is|are|will|would|can|could|should|have|has)\b)\b|\bprice|\bpricing\b|\bcosts?\b|\bcosting\b|\bfees?\b|(?<!in )\bcharge|\bpay(ing|ment|ments)?\b|\binstal{1,2}ments?\b|\bexpensive\b|\bcheap|\bafford|\binvest(ment)?\b|\bbudget\b|\bquote\b|\bdiscount(s|ed)?\b|\$|\bmonthly (plan|option|payments?)\b|\bup ?front\b|\bfree\b(?! up\b)/,
  ],
  [
    "audience",
    /\bwho (is|are) (it|this|they|that|these|the \w+( \w+)?) for\b|\bwho do you (serve|help|work with)\b|\bwhat (kind of |kinds of |types? of )?(businesses|companies|industries|clients)\b|\bwork with\b|\b(best |ideal )?for (a |my |our )?([\w-]+ ){0,2}(business|businesses|agency|agencies|firms?|stores?|brands?|teams?|company|companies)\b|^(is|are) (it|this|that|they|aiva|these) (for|suitable for|right for|a fit for|good for)\b|\b(suitable|a good fit|a fit) for\b|\b(help|serve) (a|an|my|our)\b|^(i m|i am|im|we re|we are) an? \w+/,
  ],
  ["person", /\bwho\b|\bfounder\b|\bowner\b|\bceo\b|\bbehind (the|this) company\b/],
  [
    "contact",
    /\bemail\b|\b(in|mail) ?box\b|\bwrite (to )?you\b|\bphone|\bcall (you|me|back)\b|\bnumber\b|\breach (you|out|someone)\b|\bcontact\b|\bget in touch\b|\b(talk|speak) (to|with)\b(?! (our|my|their|the|your) ([\w-]+ )?(software|systems?|crm|tools?|apps?|platforms?|database|stack|erp)\b)|(?<!back[- ])\boffice\b|\baddress\b|\blocated\b|\blocation\b|\bbased\b|\blinkedin\b/,
  ],
  [
    "list",
    /\bwhat( is|'s| s) in\b|^(which|what) (are the|kinds?|types?|sorts?|tools|platforms|software|apps|integrations|crms?|channels|features|industries)\b|\binclude[sd]?\b|\blist\b|\bsteps\b|\bprocess\b|\bstep (one|1)\b.{0,12}\bstep (two|2)\b|\bstep[- ]by[- ]step\b/,
  ],
  // At the start, or after a statement the question is about ("we have no developer, is that a problem?").
  [
    "yesno",
    // Or a statement checked back ("so it's all of them in one?", its opening words taken off).
    /^(do|does|did|is|are|can|could|will|would|should|have|has|am|may|must)\b|, (is|are|will|would|does|do|can|could) (that|this|it|we|i)\b.*\?$|^(it|that|this|they) (s|is|are|re|means?|includes?|covers?)\b[^?]*\?$/,
  ],
  [
    "definition",
    /^(what|tell me|explain|describe|how does)\b|\bwhat (is|are|does|happens)\b|\btell me about\b|\bwalk (me|us) through\b/,
  ],
];

/** The flagship called by what it is ("the flagship program", "your 3-month program"): its name, for what is asked of it. */
const FLAGSHIP_BY_KIND =
  /\b(?:the|your|this|that) (?:flagship|(?:3|three)[- ]month)(?: (?:program(?:me)?|system|offer(?:ing)?|package))?\b/g;

/** The flagship described as one thing covering all the needs ("a single plan that covers every need at once"). */
const BUNDLE_DESCRIBED =
  /\b(one|a single|a combined) (package|bundle|offer|deal|solution|program(me)?|plan)\b.{0,60}\b(all|everything|together|combined|three|every)\b/;

/** Topic names, most specific first. Names and aliases of the site's things, nothing else. */
const TOPIC_PATTERNS: [string, RegExp][] = [
  ["workflow:capture", /\blead capture\b|\bcapture workflow\b/],
  ["workflow:generation", /\blead gen(eration)?\b|\bgeneration workflow\b/],
  ["workflow:enrichment", /\b(lead )?enrich(ment|ing)?\b/],
  ["workflow:nurture", /\b(lead )?nurtur(e|ing)\b/],
  [
    "month:1",
    /(?<!\b(last|this|next|every|per|each|a|that|past) )\bmonth (1|one)\b|\bfirst month\b|\bweeks? 1 ?(-|to|through) ?4\b|\bweek [1-4]\b/,
  ],
  [
    "month:2",
    /(?<!\b(last|this|next|every|per|each|a|that|past) )\bmonth (2|two)\b|\bsecond month\b|\bweeks? 5 ?(-|to|through) ?8\b|\bweek [5-8]\b/,
  ],
  // "Last month" on its own is a time ("last month two clients left"); the program's is "the last month of it".
  [
    "month:3",
    /(?<!\b(last|this|next|every|per|each|a|that|past) )\bmonth (3|three)\b|\bthird month\b|\bfinal month\b|\blast month (of|in)\b|\bthe last month\b(?= *\??$)|\bweeks? 9 ?(-|to|through) ?12\b|\bweek (9|1[0-2])\b/,
  ],
  // A step by its name, or by its place in the methodology ("the very first step", "the final phase").
  ["step:0", /\baudit\b|\breadiness\b|\b(first|1st|opening|initial) (step|stage|phase)\b/],
  ["step:1", /\bsolution architecture\b|\barchitecture (phases?|steps?|stages?)\b|\b(second|2nd) (step|stage|phase)\b/],
  [
    "step:2",
    /\b(development|build|building|integration) (phases?|steps?|stages?)\b|\bsystem development\b|\b(third|3rd) (step|stage|phase)\b/,
  ],
  [
    "step:3",
    /\bcontinuous learning\b|\boptimi[sz]ation (phases?|steps?|stages?)\b|\b(fourth|4th|last|final) (step|stage|phase)\b/,
  ],
  ["session:discovery", /\bdiscovery call\b|\b30[- ]?min(ute)?s?\b/],
  ["session:strategy", /\bstrategy (session|call)\b|\b60[- ]?min(ute)?s?\b/],
  ["assessment", /\bassessment\b|\b15[- ]?min(ute)?s?\b/],
  // "The calls", no session named: the consultation, whose answer names both.
  ["booking", /\b(the|your|these|those) (calls|consultations|consultation calls)\b/],
  // Room for one more client: the program's monthly limit ("are you full?", "a waiting list").
  // What happens when it does not deliver is what the guarantee answers.
  [
    "guarantee",
    /\b(what happens|what if|and if)\b.{0,25}\b(does not|doesn t|do not|don t|did not|didn t|will not|won t|fails? to|not|never) ([a-z]+ly )?(work|save|deliver|pay off|perform|help|get (us )?results|(get|see|hit|reach|achieve) ((those|the|these|that|them|our|my|your|all) )?(hours|time|results|savings|numbers|target|figures?)( back)?)\b|\b(what happens if|what if|and if|but if) (?:(?:it|that|this|lead os|the system|they|you) )?(does not|doesn t|doesnt|did not|didn t|will not|won t|do not|don t|can not|cannot)\W*$/,
  ],
  [
    "availability",
    /\bwait(ing)? ?list\b|\bspots? (left|remaining|available|open|free)\b|\b(are|is) (you|aiva|it|lead ?os)( \w+)? (full|fully booked|booked up|sold out)\b|\b(or|are) you full\b|\btak(e|ing) (me|us) on\b|\btaking (on )?new clients\b|\bany (spots|openings|room)\b|\bhow many (new )?clients (do|can|will|would) you (take|accept|onboard|take on)\b|\b(start|begin|kick off|get started)(ing)? (\w+ ){0,3}(next|this|in|from) (month|week|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|the new year)\b|\bwhen (can|could) (we|i) (start|begin|get started)\b|\b(start date|earliest start)\b/,
  ],
  // The flagship by name, or as the bundle of all three systems ("the bigger one", "everything in one").
  [
    "lead-os",
    new RegExp(
      `\\blead ?os\\b|\\blead engine\\b|\\blead program(me)?\\b|\\bflagship\\b|\\bsignature (program|system)\\b|\\bbusiness liberation\\b|\\b(the|your|this|that|3[- ]month|three[- ]month) program(me)?\\b|\\b(the )?(bigger|biggest|full|complete|all[- ]in[- ]one) (one|package|bundle|option)\\b|\\ba bundle\\b|\\b(all three|all of them|everything) in one\\b|${BUNDLE_DESCRIBED.source}|\\bthe whole (lot|package)\\b`,
    ),
  ],
  [
    "revenue",
    /\brevenue\b|\bsales (and|&) marketing\b|\bsales (automation|system|one)\b|\bmarketing (automation|system|one)\b/,
  ],
  [
    "cx",
    /\bcustomer (experience|support|service|care|os)\b|\bsupport (automation|system|team|inbox|one|tickets?)\b|\bhelp ?desk\b|\btickets?\b|\bcx\b|(?<!launch |ongoing |can you |do you |does it |it )\bsupport\b(?! (after|cost|costs|salesforce|hubspot)| (do|will|would|can) (i|we) (get|have|receive)\b)/,
  ],
  ["ops", /\boperational\b|\boperations\b|\bback[- ]?office\b|\bops\b/],
  [
    "after-launch",
    /\bafter (the )?(launch|go[- ]?live|going live|handover)\b|\bpost[- ]launch\b|\b(?<!\b(until|till|before|when will)\b[^.?!]{0,60})(is|goes|went|are) live\b|\bongoing support\b|\bmaintenance\b|\b(once|after) (it|the system|the systems|everything|this|that|we|you) (is|s|are|re|has been|have been|gets|goes|went) (launched|live|built|up and running|running|finished)\b|\b(on (our|my) own|left (alone|to (it|ourselves|myself)))( \w+)? (after|afterwards|once)\b|\bmaintain(s|ed|ing)? (it|the system|the systems|them|everything)\b|\bafter (you|we) hand (it|this|the system|them|everything) over\b|\b(after|once) (you|you ve|we|we ve) (launch|launched|build|built|finish|finished|deliver|delivered|set up|roll out|rolled out|install|installed|go live with|went live with) (it|this|that|the system|them|everything|our \w+)\b|\b(do|will|would) you (just )?(disappear|vanish|walk away|leave us|ghost us)\b|\bsupport (do|will|would|can) (i|we) (get|have|receive)\b|\bafter (the|those|these) (3|three|12|twelve) (months|weeks)\b|\bwhat (happens|comes next|next) after (3|three|12|twelve) (months|weeks)\b|\b(once|when|after) (the )?(program(me)?|engagement|project) (ends|is over|finishes|is finished|is done|wraps up)\b/,
  ],
  [
    "process",
    /\b(the|your|our) (process|methodology)\b(?! (documents?|docs|maps?|manuals?|notes|files|diagrams?|descriptions?|write-?ups?)\b)|\bmethodology\b|\b(4|four)[- ]step\b|\b(steps|stages|phases) (of|in|for) (working|a project|the project|an engagement|getting started)\b|\b(after|once|when|if|say) (i|we) (sign|signed|go ahead|went ahead|commit|committed|hire you|sign up)\b(?!.{0,30}\b(money back|refund|guarantee|cancel\w*|pay\w*|invoice\w*)\b)|\b(a|an|the|your|our|typical) engagements?\b|\bworking with (you|aiva)\b(?= (looks?|is|goes|works)\b)|\bwhat (it s|it is) like (to work|working) with (you|aiva)\b/,
  ],
  // "Who started aiva?" asks who founded it, not where to start.
  [
    "founder",
    /\bfounder\b|\bowner\b|\bceo\b|\bwho( ?s| is) (in charge|the boss|the head|running things)\b|\bwho (started|created|set up|launched|began|built|runs|owns|is behind)\b(?= (aiva|it|this|the (company|business|firm|agency)|you|your (company|business|firm|agency))\b)/,
  ],
  // Seeing it work before buying ("can I see it first?") is what the demo is for.
  [
    "demo",
    /\bdemo\b|\b(see|watch) (it|one|this|that|them) (first|in action|working|at work|before)\b|\bshow (me|us) (it|one|how it works)\b/,
  ],
  // Whether the visitor's own tools stay ("do we have to move off our CRM?"): the tools we work with.
  [
    "platforms",
    /\b(move|moving|switch|switching|migrate|migrating|replace|replacing|change|changing|ditch|drop|leave|give up|get rid of|abandon)( away)?( off| from)? (our|my|the|their) (current |existing |own )?(crm|tools?|software|stack|systems?|apps?|platforms?|hubspot|salesforce|pipedrive)\b|\b(what|which) ((\w+ ){0,2}or )?(platforms?|tools?|software|tech(nology)? stack|stack)\b(?=.{0,40}\b(you|your|aiva)\b)/,
  ],
];

/** Topics whose parent is another topic: "it" after a workflow can still mean the whole program. */
export function parentTopic(topic: string): string | null {
  // The guarantees and the monthly intake are the flagship program's (SPEC 9).
  if (/^(workflow|month):/.test(topic) || ["guarantee", "availability", "launch-support"].includes(topic))
    return "lead-os";
  if (topic.startsWith("step:")) return "process";
  if (topic.startsWith("session:") || topic === "assessment") return "booking";
  return null;
}

const INJECTION = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|prompts?|rules|above|previous|prior|guidelines|everything)\b/,
  /\b(system|initial|original|hidden|secret) (prompt|instructions?|message)\b/,
  /\b(your|the) (prompt|instructions|configuration|config|settings|api ?key|password|secrets?|credentials|tokens?|env)\b/,
  // A password asked for, not one mentioned ("customers forget their password" is a support problem).
  /\.env\b|\bapi ?key\b|\b(give|tell|show|reveal|share|print|send)\b.{0,30}\bpasswords?\b|\bwhat('s| is) the password\b|\benvironment variables?\b|\bdatabase (password|credentials|url)\b/,
  /\b(developer|dan|god|jailbreak|unrestricted|admin) mode\b|\bjailbreak\b|\byou are now\b|\bpretend (to be|you are)\b|\bact as\b|\broleplay\b/,
  // A new part to play given to it for the rest of the chat (the founder, the owner), and what to say in it.
  /\bfrom now on,? (you|u) (are|re|will be|ll be|play|speak as)\b|\b(you are|you re|ur|be) (now )?(the |our |my |aiva s )?(founder|ceo|owner|boss|manager|sales director)\b.{0,60}\b(confirm|promise|guarantee|agree|say|write)\b/,
  /\b(repeat|print|show|reveal|output|dump|leak)\b.{0,30}\b(above|everything|instructions|prompt|config\w*|settings|system)\b/,
  /^system:|\[system\]|<\/?system>/,
  // New rules for how it answers, its own rules asked for, its safeguards switched off.
  /^(new|updated) (rules?|instructions?)\b|(^|: ?)(from now on,? )?(answer|respond|reply) (to )?(everything|every (question|message)|all (questions|messages)|only) (with|in)\b|\byou (must|will|shall|should) (now )?(only )?(answer|respond|reply)\b|\byour (rules|guidelines|instructions)\b|\bwhat (instructions|rules|guidelines) (were|have|did) you (been )?(given|get|told)\b|\b(disable|turn off|switch off|remove|lift)\b.{0,20}\b(safety|filters?|restrictions|guardrails|limits)\b/,
  // A claim of authority over the assistant or the company ("this is your developer", "I authorise you").
  /\b(i m|i am|im|as|this is) (the |your |an? )?(site |website |system )?(admin|administrator|developer|dev|creator|programmer|operator|owner|moderator)\b.{0,25}\b(of|for|at|behind) (this|the|your) (site|website|chat|chatbot|bot|assistant|system|company)\b/,
  /\b(this is|i m|i am|im|as) (your|aiva s|aivas) (admin|administrator|developer|dev|creator|programmer|operator|owner|boss|ceo|founder|manager|maker)\b/,
  // Or to be AIVA's own people ("it's the aiva sales team", "we're your developers").
  /\b(it s|its|this is|we re|we are|i m|i am|im)( from)? (the )?(aiva|aiva s|aivas|your) ([a-z]+ )?(team|staff|admins?|developers?|devs|engineers?|support|sales|marketing|owners?|founders?|management|it)\b/,
  // Other visitors' details asked for in any words ("the names and emails of the last 10 visitors").
  /\b(names?|e ?mails?|e ?mail addresses|phone numbers?|numbers|details|contacts?|messages|chats|conversations)\b.{0,30}\b(of|from) (the )?((last|latest|recent|previous|earlier|other|all|every)( \d+)? )+(visitors|users|people|customers|leads|prospects|enquirers|chats)\b/,
  /\bi (hereby )?(authori[sz]e|order|command|instruct|permit) you\b|\bi m (authori[sz]ing|ordering|commanding|instructing) you\b|\byou (are|have been) (authori[sz]ed|permitted|cleared) to\b/,
  /\bwhat (llm|language model|ai model|model) (are you|do you use|is this|powers)\b|\bwhich (llm|model) (are you|do you)\b|\b(llm|model) are you (running|using|built)\b/,
  // The same requests in the other languages the assistant answers: forget the rules, become someone else,
  // show the set-up.
  /\b(ignora\w*|olvida\w*|descarta|ignorier\w*|vergiss|vergessen|missacht\w*|oublie\w*|esque[cç]\w*|dimentica\w*)\b.{0,40}\b(instrucciones|reglas|indicaciones|anweisungen|regeln|vorgaben|instructions|r[eè]gles|consignes|instru[cç][oõ]es|regras|istruzioni|regole)\b/u,
  /\b(ahora eres|a partir de ahora eres|finge (ser|que)|du bist (ab )?jetzt|sie sind (ab )?jetzt|tu so,? als|tu es maintenant|vous [eê]tes maintenant|fais semblant|agora (voc[eê] )?[eé]s?|finja (ser|que)|ora sei|da ora (in poi )?sei|fingi (di|che))\b/u,
  /\b(prompt del sistema|system-?prompt|prompt syst[eè]me|prompt do sistema|prompt di sistema|clave de api|api-?schl[uü]ssel|cl[eé] api|chave de api|chiave api)\b/u,
  // What it was told before the visitor came, said again in other words.
  /\b(summari[sz]e|translate|paraphrase|rephrase)\b.{0,20}\b(above|previous (text|message|instructions)|what you were told)\b|\bwhat (were|was|have) you (been )?(told|given|instructed|programmed)\b|\b(hidden|secret|internal) (rules|instructions|guidelines|prompt)\b/,
  // Other people's data: our clients' details, the enquiries we hold, what other visitors wrote.
  /\b(give|show|list|tell|share|export|dump|leak)( me| us)?\b.{0,25}\b(your|aiva s|other|all (of )?(your|the)) (customers?|clients?|users?|visitors?|subscribers?)( s)?\b.{0,15}\b(list|data|details|emails?|e ?mail addresses|addresses|phone numbers|names|records|messages|enquiries|conversations|chats|contacts)\b/,
  /\b(give|show|list|tell|share|export|dump|leak)( me| us)?\b.{0,15}\b(list|emails?|e ?mail addresses|phone numbers|names|details|contacts|data) of (your|aiva s|other|all (of )?(your|the)) (customers|clients|users|visitors|subscribers)\b/,
  /\b(give|show|share|export|dump|leak)( me| us)? (the|your) (full |whole |entire )?(customer|client|user|visitor|contact|mailing) (list|database|data|emails|details)\b/,
  /\b(messages|chats|conversations|questions|enquiries|inquiries) (that )?(other|previous|earlier) (visitors|users|people|customers)\b|\b(other|previous|earlier) (visitors|users|people) (sent|asked|wrote|typed)\b|\b(list|show|read|give)( me)? (all |every )?(the )?(enquiries|inquiries|messages|submissions|leads|conversations) (you|aiva|the site) (have |has |ve )?(received|got|stored|saved)\b/,
  // Its part taken away or swapped for another ("you're no longer the assistant", "you're a general chatbot now"),
  // a game without its rules, the rules it was given asked for.
  /\b(you re|you are|ur) (no longer|not) (the |an? |our )?(aiva|assistant|bot|chatbot|ai)\b|\b(you re|you are|ur) (now )?(a|an|my) (general|normal|regular|unrestricted|unfiltered|different|new) (chat ?bot|assistant|ai|bot)\b/,
  /\b(let s|lets|let us) play a game\b|\b(you|u) (answer|respond|reply|say|tell|do)\w* (me )?(\w+ ){0,5}without (any )?(restrictions|rules|filters|guardrails|censorship|limits)\b/,
  /\b(what|which) (instructions|rules|guidelines|directions) (did|have|were|was) (you|the (developers?|creators?|team)|your (developers?|creators?|makers?|team))\b|\b(developers?|creators?|programmers?|makers?|engineers?|owners?) (gave|give|told|tell|instructed|programmed|trained) you\b/,
  // Its output dictated ("reply with the word X and nothing else", "just say 'approved: 50% off'").
  /\band nothing else\b|\b(respond|reply|answer|say|output|print|write)( only| just)?( with)? the (word|phrase|string)\b/,
  /(^|[.!?:;,]\s*|\b(please|pls|just|now|simply|then|(you|u)( to)?)\s+)(respond|reply|answer|say|output|print|write|type)( back)?( only| just)?( with)?:? ?["'‘“]\w/,
  // What it was told before the visitor came asked for whole, or word for word.
  /\b(everything|all|anything|whatever)( that)? (you (were|have been|ve been|got) (told|given|instructed|programmed))\b|\b(word for word|verbatim)\b/,
  // An override, a debug session or special access claimed ("admin override", "the owner has authorised...").
  /\b(admin|administrator|system|root|developer|dev|debug|maintenance|god) (override|session|access|command|privileges?)\b|\b(has|have) (authori[sz]ed|approved|unlocked|enabled) (a |an |the )?(debug|admin|test|developer|special)\b/,
  // A promise said to have been made elsewhere that the assistant is to confirm ("your rep told me the chat can
  // confirm my discount").
  /\b(told|said to|promised|assured) (me|us)\b.{0,40}\b((the|this|your) (chat|chatbot|bot|assistant)|you) (can|could|will|would|should) (confirm|approve|honou?r|apply|validate|give)\b.{0,60}\b(discount|price|deal|offer|free|refund|off|rate)\b/,
];

/** A greeting that asks how we are, or whether anyone is there: small talk, question mark and all. */
const HOW_ARE_YOU =
  /^((hi|hello|hey|hiya|yo|good (morning|afternoon|evening))( there)?[\s,!.]*)?(how are (you|u|things)( doing)?( today)?|how r u|how s it going|how is it going|how s your day( going)?|how do you do|what s up|whats up|sup|(is )?(anyone|anybody|someone|somebody) (there|here|around))[\s?!.]*$/;

const SMALL_TALK: [NonNullable<Understanding["smallTalk"]>, RegExp][] = [
  [
    "self",
    /^(are|r) (you|u) (a |an )?(human|real|bot|robot|ai|person|machine|chat ?bot|computer)\b|^what('s| s| is) your name\b|^who (are|r) (you|u)\b|^is this (a )?(bot|robot|human|real person)\b/,
  ],
  // Closing the conversation ("no that's it", "all good"): thanked for, like a thank-you.
  [
    "thanks",
    /^(?:(?:no|nah|nope|naw),? )?(no thanks|no thank you|nope|that's all|that s all|that is all|nothing else|that s it|all good|i m good|i am good|we re good|we are good|i m all set|i am all set)\b/,
  ],
  // Only acknowledgements, one or several ("lol ok", "sounds good", "makes sense").
  [
    "ack",
    /^((yes|yeah|yep|yup|sure|maybe|of course|please|go on|tell me more|sounds (good|great|fine)|makes sense|fair enough|understood|i see|lol|haha+|lmao|ok|okay|kk?|alright|right|cool|nice|great|perfect|awesome|got it|noted)[\s,.!]*)+$/,
  ],
  ["greeting", HOW_ARE_YOU],
  ["greeting", /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening|day)|greetings|yo|hallo|morning|evening)\b/],
  // Gratitude or praise anywhere in a short message ("ok thanks, bye", "very useful, thank you", "you rock").
  [
    "thanks",
    /\b(thanks|thank you|thx|cheers|(much |greatly )?appreciated|appreciate (it|that|this|the help)|you re (awesome|great|the best|a star|amazing|brilliant|so helpful|very helpful)|you rock|(big|great|super) help|(that|this) (helps|helped))\b/,
  ],
  ["bye", /^(bye|goodbye|see you|see ya|cya|have a (good|nice|great) (day|one|weekend|evening))\b|\b(bye|goodbye)\W*$/],
  // Unless a question follows ("ok how do I start").
  [
    "thanks",
    /^(great|awesome|perfect|cool|nice|ok|okay|got it|very (helpful|useful))\b(?!.*\b(how|what|when|where|which|who|why|can|could|do|does|is|are|should|will|would)\b)/,
  ],
];

const STRONG: readonly Slot[] = ["price", "duration", "count", "contact", "booking", "most"];

/** Words that only say what kind of answer is wanted. */
const SLOT_TERMS = new Set(
  "price cost costs pricing fee fees pay paying payment charge free how long fast quick quickly soon time take takes took many much number when will total go live"
    .split(" ")
    .map(term),
);

/**
 * The visitor saying who they are ("I'm the founder of a 12-person agency", "as the owner of a bakery"): their
 * role, not a question about ours. The role word is left out of what is understood.
 */
const SELF_INTRODUCTION =
  /\b(i m|i am|im|as|being|we re|we are)( a| an| the| one of the)? (co ?founder|founder|owner|ceo|cto|coo|cfo|director|head|manager|partner|president)s?\b(?! (of|at|behind) (this|the|your) (site|website|company|assistant)\b)/g;

/**
 * A visitor opening with their own role in their own business ("dental practice owner here.", "agency
 * founder, quick question"): the role word is theirs, not a question about our founder.
 */
const OWN_ROLE_OPENING =
  /^(?!(?:who|what|which|whos|is|are|tell|about|the|your|aiva|and)\b)((?:(?!your\b|aiva\b|the\b)[a-z0-9&'-]+ ){1,3})(?:co ?founder|founder|owner|ceo|managing director|director)s?\b(?=\s*(?:[.,:;!]|- |here\b|and\b|$))/;

/**
 * Where a visitor names their own trade: the few words they open with, up to the first pause ("wedding
 * photographer, solo."), when those ask nothing ("translate to spanish pls:" does), or what they say they are
 * ("I'm a photographer", "we are web designers"), or the trade they say they run, up to the first pause ("we own a
 * sign shop - banners, decals,").
 */
const OWN_TRADE =
  /^(?![^,.:;!]*\b(?:you|me|pls|please|can|could|would|will|help|need|want|for|to)\b)(?:[a-z&'-]+ ){0,3}[a-z&'-]+(?=\s*(?:[,.:;!]|-\s|\s+here\b))|\b(?:i m|i am|im|we re|we are|as) (?!moving (?:house|home)\b)(?:a |an )?[a-z -]{0,30}|\b(?:i|we) (?:run|own|manage|operate|started|founded)(?: a| an| my| our)? (?:(?!\b(?:and|but|need|want|looking)\b)[a-z&' -]){0,40}/;

/** A visitor saying which business they run ("I own a bakery", "we're a 12-person agency"). */
const BUSINESS_INTRODUCTION =
  /\b(i|we) (run|own|manage|operate|started|founded)( a| an| my| our| two| three| several| \d+)\b|\b(we re|we are)( a| an) (?!(?:bit|little|lot|very|not)\b)/;

/** The verbs and nouns of a request to book ("arrange a meeting"), when the message asks to book. */
const BOOKING_WORDS = /^(book|booking|schedule|reserve|arrange|set|call|consultation|meeting|session|appointment)s?$/;
/** With a language named, the verb says only that it is used ("does it speak Spanish?" asks about languages). */
const LANGUAGE_USE_WORDS = /^(speak|talk|reply|respond|answer|understand|write|chat|work|handle)(s|ing)?$/;
/** Words that only hedge or stress what is asked: roughly, as a rule, fully. */
const HEDGES = new Set(
  "ballpark rough approximate approx usual usually normally generally fully totally completely entirely really actually basically literally truly pretty quite".split(
    " ",
  ),
);
/** Our price asked about, in a message that also describes the visitor's business. */
const OUR_PRICE_ASKED =
  // (Not the price of a thing of the visitor's trade their customers ask: "how much is a vaccination".)
  /\bhow much\b(?! (is|are|for|does|do) (a|an|the|my|their) (?!(system|systems|program|programme|call|session|consultation|package|plan|setup|set up|build|project|retainer|subscription|audit|it)\b)[a-z]+)|\b(your|aiva s|aiva) (prices?|pricing|fees?|costs?|rates?)\b|\bwhat( is| s| are)? (the|your) (costs?|prices?|fees?|pricing)\b|\b(if|can|could|do) (we|i) pay\b|\b(does|would|will|do) (it|this|that|you|lead os|the program|the system|one system) (cost|charge)\b|\bwhat (does|would|will) (it|this|that|lead os|the program|the system|one system) cost\b|\b(pricing|budget|afford|price)\b.{0,20}\?/;
/** Words that say the visitor is weighing a thing up ("looking at lead os", "considering the support one"). */
const INTEREST =
  /\b(looking (at|into)|look (at|into)|interested in|considering|consider|thinking (about|of)|curious about|checking out|check out|exploring|researching|keen on|eyeing)\b/;
/** After "how long", the verb only says that it lasts (the program "runs" for its length, not until it goes live). */
const LASTING_WORDS = /^(run|runs|last|lasts|take|takes|go|goes)$/;
/** After "how fast", being up and running only says how soon ("how fast could it be running?"). */
const READY_WORDS = /^(run|running|live|ready|working|operational|launched|up)$/;
/** "Do you speak Italian?" asks about us (the site does not say), not about what we build. */
const ASKS_OUR_PEOPLE = /\b(do|does|can|could) (you|your (team|staff|people|experts?))\b/;

/** A role in the visitor's own business: "our CEO", "my co-founder". The role word is left out. */
const THEIR_ROLE = /\b(our|my|their)( \w+)? (co ?founder|founder|owner|ceo)s?\b/g;
/** In a description of the visitor's business, "the CEO" is theirs too. */
const THEIR_ROLE_IN_DESCRIPTION =
  /\b(our|my|their|the)( \w+)? (co ?founder|founder|owner|ceo)s?\b(?! of (aiva|this company|your company))/g;
/** Words from which a message describing "our" business is a description. */
const DESCRIPTION_LENGTH = 12;

/**
 * Words a visitor opens with before the question itself ("so, which system fits?", "ok how long does it take",
 * "hi, the price?"): they say nothing about what kind of answer is wanted, so the question is read
 * without them.
 */
const OPENING_WORDS =
  /^(?:(?:and|but|also|plus|so|ok|okay|alright|um+|uh+|hm+|yeah|yes|cool|great|hi|hello|hey)\b[\s,.!:;-]*)+(?=[a-z])/;

/** Words that refer back to what was discussed. */
/** Something to read asked for: the words that say so say what kind of answer is wanted, not what about. */
const READING =
  /\b(blog|blogs|blog ?posts?|articles?|write-?ups?)\b|\b(a|any|your|the) guides?\b|\b(some|any)thing (to|(i|we) (can|could|might) )read\b|\breading (material|list)s?\b|\b(where|can|could|may|might) (can |could )?(i|we) read (more|up|some|any|about)\w*\b|\bread (more|up|something|anything) (on|about)\b/;
/** Whether a (normalised) message asks for something to read. */
export const asksForReading = (text: string) => READING.test(text);
const READING_WORDS =
  /^(blog|blogs|blogpost|blogposts|post|posts|article|articles|write-?ups?|writeups?|guide|guides|read|reading|material|materials|somewher|somewhere|written|wrote|write|publish|published)$/;
/** A thing asked as part of the one just discussed. */
const PART_OF_IT =
  /\b(part of|included in|include[sd]?|comes? with|covered (by|in)|in) (it|that|this|the (program|package|deal|price|system))\b|\b(does|do|will|would) (it|that|this|they) (include|cover|come with)\b/;
const REFERS_BACK = /\b(it|its|that|this|they|them|those|these|the same|one|he|him|his|she|her)\b/;

export function understand(message: string, knowledge: Knowledge): Understanding {
  const normalized = normalize(message);
  const introducesSelf =
    new RegExp(SELF_INTRODUCTION.source).test(normalized) ||
    OWN_ROLE_OPENING.test(normalized) ||
    BUSINESS_INTRODUCTION.test(normalized);
  const introduced = normalized
    .replace(SELF_INTRODUCTION, "$1$2")
    .replace(OWN_ROLE_OPENING, "$1")
    .replace(FLAGSHIP_BY_KIND, "lead os");
  // Someone of the visitor's own business ("our CEO", or "the CEO" in a description of "our" business) is theirs,
  // not our founder.
  const describing = introduced.split(/\s+/).length >= DESCRIPTION_LENGTH && /\b(we|our|my)\b/.test(introduced);
  const raw = introduced.replace(describing ? THEIR_ROLE_IN_DESCRIPTION : THEIR_ROLE, "$1");
  const rawWords = words(raw);
  const fixedWords = rawWords.map((w) => knowledge.speller.correct(w));
  let text = raw;
  rawWords.forEach((w, i) => {
    const fixed = fixedWords[i];
    if (fixed && fixed !== w) text = text.replace(new RegExp(`\\b${w.replace(/[$+.]/g, "\\$&")}\\b`), fixed);
  });
  // (A compound corrected into its words is those words.)
  const corrected = fixedWords.flatMap((w) => w.split(" "));
  // The brand says nothing about what is asked ("what does AIVA do?" is "what do you do?").
  // An adverb the site never uses ("roughly", "honestly") says how, not what: like a function word.
  // So does a word that only hedges ("ballpark", "usual": "what's the usual build time?" asks the build time).
  const adverb = (w: string) =>
    HEDGES.has(w) || (/^[a-z]{4,}ly$/.test(w) && !/ply$/.test(w) && !knowledge.knows(term(w)));
  const interest =
    !normalized.includes("?") && TOPIC_PATTERNS.some(([, pattern]) => pattern.test(text)) ? INTEREST.exec(text) : null;
  // Who weighs it up ("for my team") is said, not asked.
  const forWhom = interest ? (/\bfor (?:my|our) (?:[\w-]+ ){0,2}[\w-]+/.exec(text)?.[0] ?? "") : "";
  const weighing = new Set(interest ? words(`${interest[0]} ${forWhom}`) : []);
  const asksReading = asksForReading(normalized);
  const content = corrected.filter(
    (w) =>
      !STOP_WORDS.has(w) && w !== "aiva" && !adverb(w) && !weighing.has(w) && !(asksReading && READING_WORDS.test(w)),
  );
  const known = rawWords.filter((w) => knowledge.speller.has(w) || /^\$?\d/.test(w));
  const question = text.replace(OPENING_WORDS, "");
  // The e-mail, calls or office of the visitor's own business, told rather than asked about ("intake forms arrive
  // by email", "the office misses calls"), are not a request for our contact details.
  const toldNotAsked =
    !/\?/.test(normalized) &&
    !/^(how|what|where|which|who|can|could|do|does|is|are|may)\b/.test(question) &&
    !/\b(you|your|yours|aiva)\b/.test(text);
  // In a business described, a quote, a free pass or a payment is the visitor's own business ("people who asked
  // for a quote"): our price only when asked of us.
  const theirPrices =
    (describing || introduced.split(/\s+/).length >= 2 * DESCRIPTION_LENGTH) && !OUR_PRICE_ASKED.test(text);
  // So are the appointments its own customers book ("patients call to book, move or cancel appointments"): a call
  // with us only when asked of us.
  const theirBookings = describing && THEY_BOOK.test(text) && !/\b(you|your|yours|aiva)\b/.test(text);
  const slots = SLOT_PATTERNS.filter(
    ([slot, pattern]) =>
      pattern.test(question) &&
      !(slot === "contact" && toldNotAsked) &&
      !(slot === "booking" && theirBookings) &&
      !(slot === "price" && theirPrices) &&
      // So are the delivery times or turnaround a business told of has ("questions about delivery times").
      !(slot === "duration" && theirPrices && toldNotAsked),
  ).map(([slot]) => slot);
  // The needs a bundle is described by are its parts, not systems asked about on their own.
  const bundle = BUNDLE_DESCRIBED.exec(text)?.[0] ?? "";
  const partOfBundle = (topic: string, pattern: RegExp) =>
    bundle !== "" && ["revenue", "cx", "ops"].includes(topic) && pattern.test(bundle);
  const bundleTerms = new Set(words(bundle).map(term));
  const topicsNamed = TOPIC_PATTERNS.filter(
    ([topic, pattern]) => pattern.test(text) && !partOfBundle(topic, pattern),
  ).map(([topic]) => topic);
  // Asked step by step, or from day one, with nothing named: how working with us goes.
  const topics =
    topicsNamed.length === 0 && /\bstep[- ]by[- ]step\b|\bfrom day (one|1)\b/.test(text) ? ["process"] : topicsNamed;
  // Saying that one weighs up a thing named, without a question, asks what it is: its overview. "For my agency"
  // told with it says who is weighing it up, not asks whom it is for.
  if (interest) slots.splice(0, slots.length, "definition");
  const topicTerms = new Set(
    TOPIC_PATTERNS.flatMap(([, pattern]) => [...(pattern.exec(text)?.[0] ?? "").split(/\s+/)])
      .filter((w) => w && !STOP_WORDS.has(w))
      .map(term),
  );
  // The words that ask for a price or a length ("instalments", "budget", "turnaround") say what kind of answer
  // is wanted, not what about, just as the fixed slot words do.
  const slotWords = new Set(
    SLOT_PATTERNS.filter(([slot]) => slot === "price" || slot === "duration")
      .flatMap(([, pattern]) => [...text.matchAll(new RegExp(pattern.source, "g"))].flatMap((m) => m[0].split(/\s+/)))
      .concat(
        SLOT_PATTERNS.find(([slot]) => slot === "booking")?.[1].test(text)
          ? words(text).filter((w) => BOOKING_WORDS.test(w))
          : [],
      )
      .concat(/\bhow long\b/.test(text) ? words(text).filter((w) => LASTING_WORDS.test(w)) : [])
      .concat(/\bhow (fast|soon|quick|quickly)\b/.test(text) ? words(text).filter((w) => READY_WORDS.test(w)) : [])
      .concat(
        words(text).some((w) => term(w) === "languag") && !ASKS_OUR_PEOPLE.test(text)
          ? words(text).filter((w) => LANGUAGE_USE_WORDS.test(w))
          : [],
      )
      .filter((w) => w && !STOP_WORDS.has(w))
      .map(term),
  );
  const smallTalkMatch = SMALL_TALK.find(([, pattern]) => pattern.test(text));
  // Read as typed too: the speller knows English, and would "correct" the words of another language.
  const injection = INJECTION.some((pattern) => pattern.test(text) || pattern.test(raw));
  // A service we do not offer that is the visitor's own trade ("wedding photographer, solo.") asks nothing of it.
  const ownTrade = OWN_TRADE.exec(text)?.[0] ?? "";
  // Read as typed too: a brand the speller does not know ("iphone") is not the word it is nearest ("phone").
  const outOfScopeService = outOfScopeServices.find(
    (s) => (s.pattern.test(text) || s.pattern.test(raw)) && !s.pattern.test(ownTrade),
  );
  const outOfScope = outOfScopeService?.thing ?? null;
  const short = corrected.length <= 6;
  const sameQuestion =
    /^(and |but |so |also )?(what|how) about\b|^(and|also) (for|with|the)\b|^and\b(?! (what|how|when|who|which|where|why|do|does|is|are|can|could|will|would|should)\b).{0,40}\?$|^(same|ditto) for\b/.test(
      text,
    );
  const followUp =
    sameQuestion ||
    (REFERS_BACK.test(text) && topics.length === 0) ||
    (short && topics.length === 0 && slots.some((s) => s !== "definition"));
  // Whether a thing is part of it asks, first of all, what it includes.
  const partOfIt = topics.length === 0 && PART_OF_IT.test(text);
  if (partOfIt) slots.splice(0, slots.length, "list", ...slots.filter((s) => s !== "list"));
  return {
    text,
    onlySmallTalk: HOW_ARE_YOU.test(text),
    slots,
    topics,
    followUp,
    sameQuestion,
    partOfIt,
    asksReading,
    // The needs that describe a bundle say what it is, not what is asked of it.
    query: content.map(term).filter((t) => !bundleTerms.has(t)),
    // Nor the words that name the topic ("lead engine"): the topic is matched as a topic.
    subject: content.map(term).filter((t) => !SLOT_TERMS.has(t) && !slotWords.has(t) && !topicTerms.has(t)),
    // Everyday words the site also uses say less than the site's own terms; a word the site never uses
    // keeps its full weight, so a question about something else stays about something else.
    weights: new Map(
      content.map((w) => {
        const t = term(w);
        const everyday = (commonWords("en").get(w) ?? Number.POSITIVE_INFINITY) < 1000;
        return [t, everyday && knowledge.knows(t) ? 0.5 : 1];
      }),
    ),
    everyday: new Set(content.filter((w) => (commonWords("en").get(w) ?? Number.POSITIVE_INFINITY) < 2000).map(term)),
    knownShare: rawWords.length ? known.length / rawWords.length : 1,
    // Small talk only when the message asks nothing else ("hi, how much?" is a price question).
    smallTalk:
      smallTalkMatch &&
      (corrected.length <= 6 ||
        smallTalkMatch[0] === "self" ||
        // Thanks and goodbyes run longer ("thanks a lot, have a nice day").
        (corrected.length <= 8 && (smallTalkMatch[0] === "thanks" || smallTalkMatch[0] === "bye"))) &&
      !slots.some((s) => STRONG.includes(s))
        ? smallTalkMatch[0]
        : null,
    injection,
    outOfScope,
    outOfScopeEvenOnOurSubjects: outOfScopeService !== undefined && "evenOnOurSubjects" in outOfScopeService,
    introducesSelf,
  };
}
