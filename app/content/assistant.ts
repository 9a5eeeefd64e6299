/**
 * The chat assistant's own words (server-side): declines, fallbacks, small talk, the services the business
 * does not offer, and the core answers in Spanish, German and French. The facts it quotes come from the
 * rest of app/content; the widget's copy is in chat.ts.
 */
/** The assistant's own sentences (the facts it quotes come from the rest of app/content). */
export const assistantCopy = {
  /** Words of the link to /schedule and /contact inside answers. */
  bookLink: "book a free consultation",
  messageLink: "send us a message",
  /** What we do, in one sentence: the end of every decline and fallback. */
  whatWeDo: "We build done-for-you AI automation for sales and marketing, customer support and back-office operations.",
  /** Something the business does not do (a website, a logo, accounting...). `{thing}` is filled in. */
  outOfScope: "{thing} isn't something we do.",
  /** Anything else outside the assistant's subject (weather, jokes, trivia, code). */
  offTopic: "That's not something I can help with here: I'm the AIVA Assistant and only know about our services.",
  /** Prompt injection and questions about the assistant's set-up: declined, nothing revealed. */
  injection: "I can't share or change how I'm set up, but I'm happy to help with questions about our services.",
  /** Unclear, or about the business but not answered by the site's content. */
  unsure:
    "I'm not sure I can answer that one from what I know. I can tell you about our AI systems and flagship program, prices, timelines, guarantees and consultations.",
  /**
   * A business or problem described that no answer matches and no system clearly solves: the three
   * systems in one line each, and the free call. `{revenue}`, `{cx}`, `{ops}` are links to their pages.
   */
  consultOpen:
    "Here is how we usually help: {systemsByNeed}. Tell me a little more about your business, or talk it through in a free call: {book}.",
  /** Something to read asked for on what was just discussed: `{articles}` links the articles on it. */
  articlesOn: "We have written about this in {articles}.",
  /** After an article's answer to whether we do something: the system that does it; `{system}` links its page. */
  builtIn: "We build it as part of {system}.",
  /** Which system fits which need, in one line; `{revenue}`, `{cx}`, `{ops}` are links to their pages. */
  systemsByNeed:
    "the {revenue} when leads go unanswered or unfollowed, the {cx} when customer questions pile up, and the {ops} when reports and back-office work eat hours",
  /** Two systems fit what the visitor describes about equally. */
  consultTwo:
    "From what you describe, two of our systems could fit: the {first} ({firstWhy}) and the {second} ({secondWhy}). A free call is the quickest way to see which comes first for you: {book}.",
  /**
   * A question about us that the site does not answer (a free trial, references, the team's size, a
   * certification): said to be unknown, never guessed, with the ways to ask.
   */
  unknownFact:
    "I don't know: the site doesn't say, so I won't guess. Our team can answer it: {message} (we reply within 24 hours), e-mail {email}, or ask in a free call: {book}.",
  /** The same for a question the assistant recognises (./unstatedFacts): `{about}` names what is not stated. */
  unknownNamedFact:
    "I don't know {about}: the site doesn't say, so I won't guess. Our team can answer it: {message} (we reply within 24 hours), e-mail {email}, or ask in a free call: {book}.",
  /** The same long answer again in one conversation: its gist, and the full text is above. `{short}` is filled in. */
  saidAbove: "As in my answer above, in short: {short}",
  /**
   * After the answer on booking a call: the next open times. `{session}`, `{zone}`, `{times}` and the link
   * `{schedule}` are filled in.
   */
  openTimes: "The next open times for a {session} ({zone}): {times}. Pick one on {schedule}.",
  /** Words of the link to /schedule after the open times. */
  scheduleLink: "the booking page",
  /** After a decline or fallback: the way to a person. `{book}` and `{message}` are links. */
  nextStep: "For anything else, {message} (we reply within 24 hours) or {book}.",
  greeting:
    "Hi there! I'm the AIVA Assistant. I can tell you about our AI systems, AIVA Lead OS, pricing and timelines, or help you {book}. What would you like to know?",
  thanks: "You're welcome! If you'd like to talk it through with a person, {book}. Anything else I can help with?",
  /** "Are you a bot?", "what's your name?" */
  self: "I'm the AIVA Assistant, an automated assistant that answers from this website's content. AIVA builds done-for-you AI automation for sales, support and back-office work. To talk to a person, {message} or {book}.",
  /** "Yes", "sure": an answer to nothing in particular. */
  ack: "Great! Ask me about our AI systems, AIVA Lead OS, prices, timelines or guarantees, or {book} to talk it through with a person.",
  bye: "Thanks for stopping by! Whenever you're ready, {book} or {message}.",
  /** An e-mail address in a message is recorded as the visitor's contact. */
  leadNoted: "Thank you! I've noted {email}, and an automation expert will get back to you within 24 hours.",
  leadMeanwhile: "In the meantime you can {book}.",
  /** For a message in a language the assistant does not answer in. */
  otherLanguage:
    "I can only answer in English, Spanish, German, French, Portuguese and Italian, so here is my answer in English. Our team replies by e-mail in English.",
  /** Who the systems are for, when the visitor names an industry the site does not. */
  audienceUnknown:
    "Our systems are built for {audiences}. Tell us about your business and we'll say honestly whether we're a fit: {message} or {book}.",
  /** A tool the site does not list. */
  platformUnknown:
    "We build on 12+ platforms ({platforms}) and connect them to your existing CRM, inboxes and spreadsheets. Whether a tool that isn't on that list fits your setup is a quick question for our team: {message} or {book}.",
} as const satisfies Record<string, string>;

/**
 * What prospects ask about the company that the site does not state: answered as unknown, with the ways to
 * ask, never guessed or answered with a neighbouring fact. `name` is what it is (searched as the title), `about`
 * completes "I don't know …"; `words` are how visitors ask about it (searched, never shown); `asks` the kinds of
 * question it answers.
 */
export const unstatedFacts = [
  {
    id: "trial",
    name: "Trial or pilot",
    about: "whether we offer a trial or pilot",
    words: "trial pilot try test before commit",
    asks: ["yesno", "definition", "price"],
  },
  {
    id: "team",
    name: "Team size and headcount",
    about: "how big our team is",
    words: "team size people employees staff headcount big large",
    asks: ["yesno", "definition", "count"],
  },
  {
    id: "history",
    name: "Founding year",
    about: "when the company was founded",
    words: "founded year established history how old",
    asks: ["definition", "duration"],
  },
  {
    id: "references",
    name: "Client references",
    about: "which clients could act as references",
    words: "references reference past existing before signing",
    asks: ["yesno", "contact", "definition"],
  },
  {
    id: "certifications",
    name: "Certifications",
    about: "which certifications we hold",
    words: "certified certification certificate soc iso compliant accredited",
    asks: ["yesno", "definition", "list"],
  },
  {
    id: "hosting",
    name: "Data location, hosting and regulations",
    about: "where your data would be hosted, or which data-protection rules (such as GDPR) we are certified for",
    words:
      "gdpr hipaa ccpa compliant compliance residency hosted hosting servers server region eu europe european cloud",
    asks: ["yesno", "definition", "list", "contact"],
  },
  {
    id: "funding",
    name: "Funding and investors",
    about: "how the company is funded",
    words: "funding funded investors venture backed raised capital",
    asks: ["yesno", "definition"],
  },
  {
    id: "partners",
    name: "Partner and referral schemes",
    about: "whether we run a partner or referral scheme",
    words: "partner partners referral reseller affiliate commission white label",
    asks: ["yesno", "definition"],
  },
  {
    id: "terms",
    name: "Contract terms, minimum term and cancelling",
    about: "what our contract terms are, such as a minimum term or how to cancel",
    words: "contract contracts minimum term cancel cancelling cancellation notice period tied",
    asks: ["yesno", "definition", "duration"],
  },
  {
    id: "ownership",
    name: "Ownership of the finished systems",
    about: "who owns the systems and automations we build once the work is done",
    words: "ownership owns intellectual property ip rights",
    asks: ["yesno", "definition"],
  },
  {
    id: "nda",
    name: "Non-disclosure agreements",
    about: "whether we sign a non-disclosure agreement",
    words: "nda ndas non-disclosure nondisclosure agreement",
    asks: ["yesno", "definition"],
  },
] as const satisfies readonly { id: string; name: string; about: string; words: string; asks: readonly string[] }[];

/** Services visitors ask for that the business does not offer, each with a pattern of how they ask. */
export const outOfScopeServices = [
  {
    thing: "Building websites",
    pattern:
      /\b(build|design|make|create|develop|redesign|code|host)\w*\b.{0,60}\b(websites?|web ?sites?|web ?pages?|wordpress|wix|squarespace|online store)\b|\b(websites?|web design|wordpress) (design|development|developer|builder)\b|\bweb design/,
  },
  {
    thing: "Logo and graphic design",
    // Asked for; not the flyers a business pays for as one of its own channels.
    pattern:
      /\b(design|make|create|redo|refresh|draw|print|need|want|looking for|do you do|you do|help (me |us )?with)\b.{0,30}\b(logos?|branding|brand identity|graphic design|business cards?|flyers?|posters?|brochures?)\b|\b(logo|flyer|poster|brochure|graphic) design|^(a |new )?(logos?|branding)\W*$/,
  },
  {
    thing: "Accounting, bookkeeping and tax work",
    pattern:
      /\b(do|does|offer|provide|need|want|looking for|help (me |us )?with|hire|handle|take care of|outsource)\b.{0,30}\b(accounting|accountants?|bookkeeping|bookkeepers?|tax(es)?( returns?| filing)?|payroll|audit)\b|\bfile (my|our) tax|\b(can|could|should) i (claim|deduct|write off)\b.{0,50}\b(tax|taxes|deduction|expenses?)\b|\bis (it|this|that|my [a-z ]{1,20}) (tax )?deductible\b/,
  },
  {
    thing: "Discussing jobs or partnerships in this chat",
    pattern:
      /\b(are you hiring|job openings?|jobs? at aiva|careers?|vacanc\w+|internships?|work for (you|aiva)|join (your|the) team|partner(ship)? with (you|aiva)|affiliate|resell(er|ing)?)\b/,
  },
  { thing: "Building mobile apps", pattern: /\b(mobile|iphone|android|ios) apps?\b|\bbuild (me )?an? app\b/ },
  { thing: "SEO", pattern: /\bseo\b|\bsearch engine optimi[sz]ation\b|\brank (higher )?on google\b/ },
  // Asked for; not the lawyers a business describes as its own trade or its rivals.
  {
    thing: "Legal advice",
    pattern:
      /\blegal advice\b|\b(need|want|looking for|recommend|find|know) (me )?(a |an |any |good )*(lawyer|attorney)\b/,
  },
  {
    thing: "IT support and hardware",
    pattern:
      /\b(laptops?|computers?|printers?|hardware|servers?) (repair|fix|setup|sell|sale)|\b(sell|buy)\b.{0,60}\b(laptops?|computers?|phones?|hardware)\b|\bfix my (computer|laptop|printer|wifi)\b|\b(my|our) (work |home |office )?(laptop|computer|pc|mac|printer|wifi|router)\b.{0,40}\b(keeps|won t|wont|doesn t|isn t|broken|crash\w*|freez\w*|slow|not working)\b|\bblue ?screen\w*\b|\bwindows updates?\b/,
  },
  // Work for the visitor alone, whatever it is about ("a poem about leads", "an essay on marketing"); a business
  // that mentions its students' homework is asking about its own work, not for ours on theirs.
  {
    thing: "Help with schoolwork, essays or poems",
    pattern:
      /\bmy (\w+ ){0,2}(homework|coursework|dissertation)\b|\b(my|his|her) (\w+ ){0,2}(school|class|uni|university|college) (project|assignment|report|presentation)\b|\b(son|daughter|kid|child) (has|s got|needs?) (a|an|his|her) (\w+ ){0,2}(project|assignment|homework)\b|\b(help (me |us )?(with )?|do|finish|write|writing)\s*(my |the |this )?(\w+ )?(homework|coursework|dissertation)\b|\bfor my (\w+ ){0,2}(class|course|exam|lecture|degree|mba|seminar|module)\b|\b(write|writing|draft|compose|do|finish|proofread|help (me |us )?(with |write |writing )?)\b.{0,30}\b(essays?|assignments?|thesis|poems?|poetry|haiku|limericks?|lyrics|short story|bedtime story|rap verse)\b/,
    evenOnOurSubjects: true,
  },
  // A letter, a speech or a message to someone of the visitor's private life, however business-like it should sound.
  {
    thing: "Writing private letters, speeches or messages",
    pattern:
      /\b(write|writing|draft|drafting|compose|word|help (me |us )?(write|word|with))\b.{0,50}\b(letter|speech|toast|vows|eulogy|complaint|card|message|email|note|text)\b.{0,40}\b(to|for|at) (my|our) (\w+ )?(landlord|landlady|neighbou?rs?|mum|mom|mother|dad|father|parents|son|daughter|kids?|children|wife|husband|partner|fianc\w*|girlfriend|boyfriend|boss|teacher|ex|friends?|sister|brother|council|insurer|insurance company|bank|school|doctor|gp|grand\w+|aunt|uncle|airline|family)\b|\b(resignation letter|letter of resignation|best man s speech|best man speech|wedding speech|maid of honou?r speech)\b/,
    evenOnOurSubjects: true,
  },
  // Planning the visitor's own wedding, move, party or household, however it would be automated.
  {
    thing: "Planning weddings, moves, parties or household budgets",
    pattern:
      /\b(my|our) (own )?(wedding|household|honeymoon|hen do|stag do|baby shower|birthday party|house move|family holiday|family budget|home budget|personal budget|personal finances|\d+(st|nd|rd|th) birthday)\b|\b(we re|we are|i m|i am) moving (house|home)\b|\bseating plan for (my|our)\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Summarising or rewriting text for you",
    pattern:
      /\b(summari[sz]e|summaries|summary of|rewrite|reword|paraphrase|proofread|tl ?dr)\b.{0,20}\b(this|these|the following|it|for me)\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Answering for another company's products",
    pattern:
      /\bis (chatgpt|openai|gmail|outlook|slack|hubspot|salesforce|zoom|teams|google|instagram|facebook|whatsapp|\w+) down\b|\b(won t|wont|will not|doesn t) (load|open|start) for me\b|\bhow many (employees|staff|people|customers|users) (does|do|has|have) (salesforce|hubspot|openai|google|microsoft|slack|zapier|apple|amazon|meta)\b|\b(in|on) (outlook|gmail|excel|word|powerpoint|google sheets|google docs)\b.{0,10}$|\b(pipedrive|hubspot|salesforce|zoho|monday) (or|vs|versus) (pipedrive|hubspot|salesforce|zoho|monday)\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Hiring and salary advice",
    pattern:
      /\b(negotiat\w*|ask(ing)? for) (a |an )?(lower |higher )?(salary|raise|pay rise|promotion|wage)\b|\bsalary\b.{0,30}\b(negotiat\w*|offer)\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Writing cover letters or CVs",
    pattern: /\b(cover letters?|cv|resume|résumé|job applications?)\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Translating text",
    pattern: /\b(translate|translation of)\b.{0,30}\b(to|into|in)\b|^translate\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Recommending courses or books",
    pattern:
      /\b(courses?|classes|certifications?|bootcamps?|tutorials?)\b.{0,40}\b(udemy|coursera|linkedin learning|skillshare|youtube|edx)\b|\b(recommend|suggest|know)\b.{0,20}\b(an? |any )?(good )?(\w+ )?(course|class|bootcamp|book|podcast)\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Personal tax advice",
    pattern:
      /\b(irs|hmrc)\b.{0,40}\bmy\b|\bmy (side hustle|personal tax|tax return|income tax)\b|\bdo i (have|need) to pay\b.{0,40}\btax|\b(capital gains|income|inheritance|property) tax (rate|rates|bracket)\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Personal or relationship advice",
    pattern:
      /\b(fight(ing)?|argu(e|ing)|fall(ing)? out) (with|about|over) (each other|my|me|him|her|them|who)\b|\b(fix|save) (our|my) (relationship|marriage)\b|\b(marriage|divorce)\b/,
    evenOnOurSubjects: true,
  },
  {
    thing: "Writing or fixing code for you",
    pattern:
      /(?<!\b(need|needs|have|has|got) to )\b(write|fix|debug|review)\b.{0,60}\b(code|script|function|bug|python|javascript|java|sql|regex|css|html)\b|\b(python|javascript|typescript|sql|regex) (script|code|function|query)\b/,
  },
  {
    thing: "Recruiting and hiring staff",
    pattern: /\b(recruit|recruiting|headhunt|find me (an? )?(employee|candidate|staff))\b/,
  },
  {
    thing: "Video and photo production",
    pattern: /\b(video production|film|shoot) (a |my )?(video|commercial|photos?)\b|\bphotograph(er|y)\b/,
  },
] as const satisfies readonly { thing: string; pattern: RegExp; evenOnOurSubjects?: boolean }[];

/** The languages the assistant answers the core questions in, besides English. */
export type AnswerLanguage = "es" | "de" | "fr" | "pt" | "it";

/**
 * Core answers in Spanish, German, French, Portuguese and Italian (price and payment plans, guarantees,
 * duration, booking, contact, what we do, greetings). Figures and links are filled in from the content:
 * {weeks} (the typical implementation), {full}, {three}, {splitDown}, {splitRest}, {monthlyDown},
 * {monthlyRate}, {months}, {hours}, {refundDays}, {satisfactionDays}, {email}, {phone}, {revenue}, {cx},
 * {ops}, {leadOs}; link words are written [words](/path). `other` answers a business described or a
 * question outside the core ones: what we do follows it, and the free call. `decline` opens the answer to a
 * short message that asks none of the core questions (the weather, a poem).
 */
export const localizedAnswers = {
  es: {
    founder:
      "AIVA fue fundada por {founder}, {founderRole}, que aporta más de {founderYears} años de experiencia B2B internacional. Hoy dirige el diseño de soluciones en AIVA.",
    platforms:
      "Trabajamos con más de {platformCount} plataformas ({platforms}) y las conectamos a su CRM, sus bandejas de entrada y sus hojas de cálculo actuales, sin sustituirlos. Si una herramienta que no está en la lista encaja con su caso, es una pregunta rápida para nuestro equipo: [envíenos un mensaje](/contact) o [reserve una consulta gratuita](/schedule).",
    note: "Nuestro equipo responde por correo electrónico en inglés o en español: {email}.",
    systemPrice:
      "El precio del {system} depende de su alcance: las herramientas, los flujos de trabajo y el volumen. En una [consulta gratuita](/schedule) recibe una hoja de ruta y un presupuesto. Como referencia, {leadOs} cuesta {full} en un solo pago.",
    price:
      "{leadOs}, nuestro programa de {programMonths} meses, cuesta {full} en un solo pago, o {threeCount} pagos de {three}, o {splitDown} al inicio + {splitRest} al finalizar, o {monthlyDown} al inicio + {monthlyRate} al mes durante {months} meses. Los sistemas de IA individuales se cotizan según su alcance en una [consulta gratuita](/schedule).",
    duration:
      "La implementación típica tarda {weeks} semanas. {leadOs} es un programa de {programMonths} meses, y sus primeras partes suelen funcionar en pocos días. Para planificar la suya, [reserve una consulta gratuita](/schedule).",
    guarantee:
      "{leadOs} tiene dos garantías: si no ahorra {hours} horas por semana en {refundDays} días, le devolvemos todo el dinero y se queda con todo lo entregado; y tiene {satisfactionDays} días para juzgar el programa por sus resultados.",
    booking:
      "Puede [reservar una consulta gratuita](/schedule): una llamada de descubrimiento de {discoveryMinutes} minutos o una sesión de estrategia de {strategyMinutes} minutos. Ambas son gratuitas e incluyen una hoja de ruta de automatización personalizada.",
    contact:
      "Puede escribirnos a {email}, llamarnos al {phone} o [enviarnos un mensaje](/contact). Respondemos a cada mensaje en {replyHours} horas.",
    services:
      "AIVA crea sistemas de automatización con IA llave en mano: {revenue} para ventas y marketing, {cx} para atención al cliente y {ops} para las operaciones internas. {leadOs} combina los tres en un programa de {programMonths} meses.",
    greeting:
      "¡Hola! Soy el AIVA Assistant. En español puedo informarle sobre precios, cómo reservar una consulta, cómo contactarnos y lo que hacemos.",
    thanks: "¡De nada! Si quiere hablar con una persona, puede [reservar una consulta gratuita](/schedule).",
    decline: "Con eso no puedo ayudarle aquí: soy el AIVA Assistant y solo conozco nuestros servicios.",
    other:
      "Cuéntenos su caso en una [consulta gratuita](/schedule) o [envíenos un mensaje](/contact) y le diremos qué sistema encaja.",
  },
  de: {
    founder:
      "AIVA wurde von {founder} gegründet, {founderRole}, mit über {founderYears} Jahren internationaler B2B-Erfahrung. Heute leitet {founder} das Lösungsdesign bei AIVA.",
    platforms:
      "Wir arbeiten mit über {platformCount} Plattformen ({platforms}) und verbinden sie mit Ihrem bestehenden CRM, Ihren Postfächern und Tabellen, statt sie zu ersetzen. Ob ein Tool, das nicht auf der Liste steht, zu Ihnen passt, klärt unser Team schnell: [schreiben Sie uns](/contact) oder [buchen Sie eine kostenlose Beratung](/schedule).",
    note: "Unser Team antwortet per E-Mail auf Englisch oder Deutsch: {email}.",
    systemPrice:
      "Der Preis des {system} richtet sich nach Ihrem Umfang: Tools, Workflows und Volumen. In einer [kostenlosen Beratung](/schedule) erhalten Sie eine Roadmap und ein Angebot. Zum Vergleich: {leadOs} kostet {full} bei Einmalzahlung.",
    price:
      "{leadOs}, unser {programMonths}-monatiges Programm, kostet {full} bei Einmalzahlung, oder {threeCount} Zahlungen à {three}, oder {splitDown} Anzahlung + {splitRest} bei Abschluss, oder {monthlyDown} Anzahlung + {monthlyRate} pro Monat für {months} Monate. Die einzelnen KI-Systeme werden nach Umfang in einer [kostenlosen Beratung](/schedule) angeboten.",
    duration:
      "Die Umsetzung dauert typischerweise {weeks} Wochen. {leadOs} ist ein {programMonths}-monatiges Programm, dessen erste Teile meist schon nach wenigen Tagen laufen. Planen Sie Ihre in einer [kostenlosen Beratung](/schedule).",
    guarantee:
      "{leadOs} hat zwei Garantien: Sparen Sie innerhalb von {refundDays} Tagen nicht {hours} Stunden pro Woche, erhalten Sie Ihr Geld vollständig zurück und behalten alle Ergebnisse; außerdem haben Sie {satisfactionDays} Tage, um das Programm an seinen Ergebnissen zu messen.",
    booking:
      "Sie können [eine kostenlose Beratung buchen](/schedule): ein {discoveryMinutes}-minütiges Kennenlerngespräch oder eine {strategyMinutes}-minütige Strategiesitzung. Beide sind kostenlos und enthalten eine individuelle Automatisierungs-Roadmap.",
    contact:
      "Sie erreichen uns per E-Mail an {email}, telefonisch unter {phone} oder über [unser Kontaktformular](/contact). Wir antworten auf jede Nachricht innerhalb von {replyHours} Stunden.",
    services:
      "AIVA baut schlüsselfertige KI-Automatisierung: das {revenue} für Vertrieb und Marketing, das {cx} für den Kundenservice und das {ops} für das Backoffice. {leadOs} verbindet alle drei in einem {programMonths}-monatigen Programm.",
    greeting:
      "Hallo! Ich bin der AIVA Assistant. Auf Deutsch kann ich Ihnen Preise, Terminbuchung, Kontakt und unser Angebot erklären.",
    thanks:
      "Gern geschehen! Wenn Sie mit einem Menschen sprechen möchten, [buchen Sie eine kostenlose Beratung](/schedule).",
    decline: "Dabei kann ich hier nicht helfen: Ich bin der AIVA Assistant und kenne nur unser Angebot.",
    other:
      "Erzählen Sie uns in einer [kostenlosen Beratung](/schedule) von Ihrem Fall oder [schreiben Sie uns](/contact); wir sagen Ihnen, welches System passt.",
  },
  fr: {
    founder:
      "AIVA a été fondée par {founder}, {founderRole}, qui apporte plus de {founderYears} ans d'expérience B2B internationale. {founder} dirige aujourd'hui la conception des solutions chez AIVA.",
    platforms:
      "Nous travaillons avec plus de {platformCount} plateformes ({platforms}) et les connectons à votre CRM, à vos boîtes de réception et à vos tableurs existants, sans les remplacer. Si un outil absent de cette liste convient à votre cas, c'est une question rapide pour notre équipe : [écrivez-nous](/contact) ou [réservez une consultation gratuite](/schedule).",
    note: "Notre équipe répond par e-mail en anglais ou en français : {email}.",
    systemPrice:
      "Le prix du {system} dépend de votre périmètre : outils, workflows et volume. Une [consultation gratuite](/schedule) vous apporte une feuille de route et un devis. À titre de référence, {leadOs} coûte {full} en un seul paiement.",
    price:
      "{leadOs}, notre programme de {programMonths} mois, coûte {full} en un seul paiement, ou {threeCount} paiements de {three}, ou {splitDown} d'acompte + {splitRest} à la fin, ou {monthlyDown} d'acompte + {monthlyRate} par mois pendant {months} mois. Les systèmes d'IA individuels sont chiffrés selon votre projet lors d'une [consultation gratuite](/schedule).",
    duration:
      "L'implémentation prend généralement {weeks} semaines. {leadOs} est un programme de {programMonths} mois, dont les premiers éléments fonctionnent souvent en quelques jours. Planifiez la vôtre lors d'une [consultation gratuite](/schedule).",
    guarantee:
      "{leadOs} offre deux garanties : si vous ne gagnez pas {hours} heures par semaine en {refundDays} jours, nous vous remboursons intégralement et vous gardez tous les livrables ; et vous avez {satisfactionDays} jours pour juger le programme sur ses résultats.",
    booking:
      "Vous pouvez [réserver une consultation gratuite](/schedule) : un appel découverte de {discoveryMinutes} minutes ou une session stratégique de {strategyMinutes} minutes. Les deux sont gratuits et incluent une feuille de route d'automatisation personnalisée.",
    contact:
      "Vous pouvez nous écrire à {email}, nous appeler au {phone} ou [nous envoyer un message](/contact). Nous répondons à chaque message sous {replyHours} heures.",
    services:
      "AIVA conçoit des systèmes d'automatisation par IA clés en main : le {revenue} pour les ventes et le marketing, le {cx} pour le service client et le {ops} pour les opérations internes. {leadOs} réunit les trois dans un programme de {programMonths} mois.",
    greeting:
      "Bonjour ! Je suis l'AIVA Assistant. En français, je peux vous renseigner sur nos prix, la réservation d'une consultation, nos coordonnées et ce que nous faisons.",
    thanks: "Avec plaisir ! Pour parler à quelqu'un, [réservez une consultation gratuite](/schedule).",
    decline: "Je ne peux pas vous aider sur ce point ici : je suis l'AIVA Assistant et je ne connais que nos services.",
    other:
      "Parlez-nous de votre situation lors d'une [consultation gratuite](/schedule) ou [écrivez-nous](/contact) : nous vous dirons quel système convient.",
  },
  pt: {
    founder:
      "A AIVA foi fundada por {founder}, {founderRole}, que traz mais de {founderYears} anos de experiência B2B internacional. Hoje {founder} lidera o desenho de soluções na AIVA.",
    platforms:
      "Trabalhamos com mais de {platformCount} plataformas ({platforms}) e as conectamos ao seu CRM, às suas caixas de entrada e planilhas atuais, sem substituí-los. Se uma ferramenta fora da lista serve para o seu caso, é uma pergunta rápida para a nossa equipe: [envie-nos uma mensagem](/contact) ou [agende uma consultoria gratuita](/schedule).",
    note: "A nossa equipe responde por e-mail em inglês: {email}.",
    systemPrice:
      "O preço do {system} depende do seu âmbito: ferramentas, fluxos de trabalho e volume. Numa [consultoria gratuita](/schedule) recebe um roteiro e um orçamento. Como referência, o {leadOs} custa {full} à vista.",
    price:
      "{leadOs}, o nosso programa de {programMonths} meses, custa {full} à vista, ou {threeCount} pagamentos de {three}, ou {splitDown} de entrada + {splitRest} na conclusão, ou {monthlyDown} de entrada + {monthlyRate} por mês durante {months} meses. Os sistemas de IA individuais são orçados conforme o escopo numa [consultoria gratuita](/schedule).",
    guarantee:
      "{leadOs} tem duas garantias: se não economizar {hours} horas por semana em {refundDays} dias, devolvemos todo o valor e você fica com todas as entregas; e você tem {satisfactionDays} dias para avaliar o programa pelos resultados.",
    duration:
      "A implementação leva normalmente {weeks} semanas. {leadOs} é um programa de {programMonths} meses, e as primeiras partes costumam funcionar em poucos dias. Para planejar a sua, [agende uma consultoria gratuita](/schedule).",
    booking:
      "Você pode [agendar uma consultoria gratuita](/schedule): uma chamada de descoberta de {discoveryMinutes} minutos ou uma sessão de estratégia de {strategyMinutes} minutos. Ambas são gratuitas e incluem um roteiro de automação personalizado.",
    contact:
      "Escreva para {email}, ligue para {phone} ou [envie-nos uma mensagem](/contact). Respondemos a cada mensagem em {replyHours} horas.",
    services:
      "A AIVA cria sistemas de automação com IA prontos para uso: o {revenue} para vendas e marketing, o {cx} para o atendimento ao cliente e o {ops} para o back-office. {leadOs} combina os três num programa de {programMonths} meses.",
    greeting:
      "Olá! Sou o AIVA Assistant. Em português posso falar sobre preços, garantias, prazos, como agendar uma consultoria e o que fazemos.",
    thanks: "De nada! Se quiser falar com uma pessoa, [agende uma consultoria gratuita](/schedule).",
    decline: "Com isso não posso ajudar aqui: sou o AIVA Assistant e só conheço os nossos serviços.",
    other:
      "Conte-nos o seu caso numa [consultoria gratuita](/schedule) ou [envie-nos uma mensagem](/contact) e diremos qual sistema se encaixa.",
  },
  it: {
    founder:
      "AIVA è stata fondata da {founder}, {founderRole}, con oltre {founderYears} anni di esperienza B2B internazionale. Oggi {founder} guida la progettazione delle soluzioni in AIVA.",
    platforms:
      "Lavoriamo con oltre {platformCount} piattaforme ({platforms}) e le colleghiamo al vostro CRM, alle caselle di posta e ai fogli di calcolo che già usate, senza sostituirli. Se uno strumento che non è in elenco fa al caso vostro, è una domanda veloce per il nostro team: [scriveteci](/contact) o [prenotate una consulenza gratuita](/schedule).",
    note: "Il nostro team risponde via e-mail in inglese: {email}.",
    systemPrice:
      "Il prezzo del {system} dipende dal vostro perimetro: strumenti, flussi di lavoro e volumi. In una [consulenza gratuita](/schedule) ricevete una roadmap e un preventivo. Come riferimento, {leadOs} costa {full} in un'unica soluzione.",
    price:
      "{leadOs}, il nostro programma di {programMonths} mesi, costa {full} in un'unica soluzione, oppure {threeCount} rate da {three}, oppure {splitDown} di anticipo + {splitRest} alla conclusione, oppure {monthlyDown} di anticipo + {monthlyRate} al mese per {months} mesi. I singoli sistemi di IA sono quotati in base al progetto in una [consulenza gratuita](/schedule).",
    guarantee:
      "{leadOs} ha due garanzie: se non risparmi {hours} ore a settimana entro {refundDays} giorni, ti rimborsiamo per intero e tieni tutto ciò che è stato consegnato; e hai {satisfactionDays} giorni per giudicare il programma dai risultati.",
    duration:
      "L'implementazione richiede di solito {weeks} settimane. {leadOs} è un programma di {programMonths} mesi, e le prime parti funzionano spesso in pochi giorni. Per pianificare la tua, [prenota una consulenza gratuita](/schedule).",
    booking:
      "Puoi [fissare una consulenza gratuita](/schedule): una chiamata conoscitiva di {discoveryMinutes} minuti o una sessione strategica di {strategyMinutes} minuti. Entrambe sono gratuite e includono una roadmap di automazione personalizzata.",
    contact:
      "Scrivici a {email}, chiamaci al {phone} o [inviaci un messaggio](/contact). Rispondiamo a ogni messaggio entro {replyHours} ore.",
    services:
      "AIVA realizza sistemi di automazione con IA chiavi in mano: il {revenue} per vendite e marketing, il {cx} per l'assistenza clienti e l'{ops} per il back-office. {leadOs} li unisce tutti e tre in un programma di {programMonths} mesi.",
    greeting:
      "Ciao! Sono l'AIVA Assistant. In italiano posso parlarti di prezzi, garanzie, tempi, come prenotare una consulenza e cosa facciamo.",
    thanks: "Prego! Se vuoi parlare con una persona, [prenota una consulenza gratuita](/schedule).",
    decline: "Con questo non posso aiutarti qui: sono l'AIVA Assistant e conosco solo i nostri servizi.",
    other:
      "Raccontaci il tuo caso in una [consulenza gratuita](/schedule) o [inviaci un messaggio](/contact) e ti diremo quale sistema fa per te.",
  },
} as const satisfies Record<AnswerLanguage, Record<string, string>>;
