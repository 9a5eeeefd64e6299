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
    "I can only answer in English, Spanish, German and French, so here is my answer in English. Our team replies by e-mail in English.",
  /** Who the systems are for, when the visitor names an industry the site does not. */
  audienceUnknown:
    "Our systems are built for {audiences}. Tell us about your business and we'll say honestly whether we're a fit: {message} or {book}.",
  /** A tool the site does not list. */
  platformUnknown:
    "We build on 12+ platforms ({platforms}) and connect them to your existing CRM, inboxes and spreadsheets. Whether a tool that isn't on that list fits your setup is a quick question for our team: {message} or {book}.",
} as const satisfies Record<string, string>;

/** Services visitors ask for that the business does not offer, each with a pattern of how they ask. */
export const outOfScopeServices = [
  {
    thing: "Building websites",
    pattern:
      /\b(build|design|make|create|develop|redesign|code|host)\w*\b.{0,60}\b(websites?|web ?sites?|web ?pages?|wordpress|wix|squarespace|online store)\b|\b(websites?|web design|wordpress) (design|development|developer|builder)\b|\bweb design/,
  },
  {
    thing: "Logo and graphic design",
    pattern: /\blogos?\b|\bbranding\b|\bgraphic design|\bbusiness cards?\b|\bflyers?\b/,
  },
  {
    thing: "Accounting, bookkeeping and tax work",
    pattern:
      /\b(do|does|offer|provide|need|want|looking for|help (me |us )?with|hire|handle|take care of|outsource)\b.{0,30}\b(accounting|accountants?|bookkeeping|bookkeepers?|tax(es)?( returns?| filing)?|payroll|audit)\b|\bfile (my|our) tax/,
  },
  {
    thing: "Discussing jobs or partnerships in this chat",
    pattern:
      /\b(are you hiring|job openings?|jobs? at aiva|careers?|vacanc\w+|internships?|work for (you|aiva)|join (your|the) team|partner(ship)? with (you|aiva)|affiliate|resell(er|ing)?)\b/,
  },
  { thing: "Building mobile apps", pattern: /\b(mobile|iphone|android|ios) apps?\b|\bbuild (me )?an? app\b/ },
  { thing: "SEO", pattern: /\bseo\b|\bsearch engine optimi[sz]ation\b|\brank (higher )?on google\b/ },
  { thing: "Legal advice", pattern: /\blegal advice\b|\b(lawyer|attorney)\b/ },
  {
    thing: "IT support and hardware",
    pattern:
      /\b(laptops?|computers?|printers?|hardware|servers?) (repair|fix|setup|sell|sale)|\b(sell|buy)\b.{0,60}\b(laptops?|computers?|phones?|hardware)\b|\bfix my (computer|laptop|printer|wifi)\b/,
  },
  {
    thing: "Writing or fixing code for you",
    pattern:
      /\b(write|fix|debug|review)\b.{0,60}\b(code|script|function|bug|python|javascript|java|sql|regex|css|html)\b|\b(python|javascript|typescript|sql|regex) (script|code|function|query)\b/,
  },
  {
    thing: "Recruiting and hiring staff",
    pattern: /\b(recruit|recruiting|headhunt|find me (an? )?(employee|candidate|staff))\b/,
  },
  {
    thing: "Video and photo production",
    pattern: /\b(video production|film|shoot) (a |my )?(video|commercial|photos?)\b|\bphotograph(er|y)\b/,
  },
] as const satisfies readonly { thing: string; pattern: RegExp }[];

/** The languages the assistant answers the core questions in, besides English. */
export type AnswerLanguage = "es" | "de" | "fr";

/**
 * Core answers in Spanish, German and French (price, booking, contact, what we do, greetings). Figures and
 * links are filled in from the content: {weeks} (the typical implementation), {full}, {three}, {splitDown}, {splitRest}, {monthlyDown},
 * {monthlyRate}, {months}, {email}, {phone}, {revenue}, {cx}, {ops}, {leadOs}; link words are written
 * [words](/path).
 */
export const localizedAnswers = {
  es: {
    note: "Nuestro equipo responde por correo electrónico en inglés o en español: {email}.",
    price:
      "{leadOs}, nuestro programa de 3 meses, cuesta {full} en un solo pago, o 3 pagos de {three}, o {splitDown} al inicio + {splitRest} al finalizar, o {monthlyDown} al inicio + {monthlyRate} al mes durante {months} meses. Los sistemas de IA individuales se cotizan según su alcance en una [consulta gratuita](/schedule).",
    duration:
      "La implementación típica tarda {weeks} semanas. {leadOs} es un programa de 3 meses, y sus primeras partes suelen funcionar en pocos días. Para planificar la suya, [reserve una consulta gratuita](/schedule).",
    booking:
      "Puede [reservar una consulta gratuita](/schedule): una llamada de descubrimiento de 30 minutos o una sesión de estrategia de 60 minutos. Ambas son gratuitas e incluyen una hoja de ruta de automatización personalizada.",
    contact:
      "Puede escribirnos a {email}, llamarnos al {phone} o [enviarnos un mensaje](/contact). Respondemos a cada mensaje en 24 horas.",
    services:
      "AIVA crea sistemas de automatización con IA llave en mano: {revenue} para ventas y marketing, {cx} para atención al cliente y {ops} para las operaciones internas. {leadOs} combina los tres en un programa de 3 meses.",
    greeting:
      "¡Hola! Soy el AIVA Assistant. En español puedo informarle sobre precios, cómo reservar una consulta, cómo contactarnos y lo que hacemos.",
    thanks: "¡De nada! Si quiere hablar con una persona, puede [reservar una consulta gratuita](/schedule).",
    other:
      "En español puedo informarle sobre precios, cómo reservar una consulta, cómo contactarnos y lo que hacemos. Para cualquier otra pregunta, [envíenos un mensaje](/contact).",
  },
  de: {
    note: "Unser Team antwortet per E-Mail auf Englisch oder Deutsch: {email}.",
    price:
      "{leadOs}, unser 3-monatiges Programm, kostet {full} bei Einmalzahlung, oder 3 Zahlungen à {three}, oder {splitDown} Anzahlung + {splitRest} bei Abschluss, oder {monthlyDown} Anzahlung + {monthlyRate} pro Monat für {months} Monate. Die einzelnen KI-Systeme werden nach Umfang in einer [kostenlosen Beratung](/schedule) angeboten.",
    duration:
      "Die Umsetzung dauert typischerweise {weeks} Wochen. {leadOs} ist ein 3-monatiges Programm, dessen erste Teile meist schon nach wenigen Tagen laufen. Planen Sie Ihre in einer [kostenlosen Beratung](/schedule).",
    booking:
      "Sie können [eine kostenlose Beratung buchen](/schedule): ein 30-minütiges Kennenlerngespräch oder eine 60-minütige Strategiesitzung. Beide sind kostenlos und enthalten eine individuelle Automatisierungs-Roadmap.",
    contact:
      "Sie erreichen uns per E-Mail an {email}, telefonisch unter {phone} oder über [unser Kontaktformular](/contact). Wir antworten auf jede Nachricht innerhalb von 24 Stunden.",
    services:
      "AIVA baut schlüsselfertige KI-Automatisierung: das {revenue} für Vertrieb und Marketing, das {cx} für den Kundenservice und das {ops} für das Backoffice. {leadOs} verbindet alle drei in einem 3-monatigen Programm.",
    greeting:
      "Hallo! Ich bin der AIVA Assistant. Auf Deutsch kann ich Ihnen Preise, Terminbuchung, Kontakt und unser Angebot erklären.",
    thanks:
      "Gern geschehen! Wenn Sie mit einem Menschen sprechen möchten, [buchen Sie eine kostenlose Beratung](/schedule).",
    other:
      "Auf Deutsch kann ich Ihnen Preise, Terminbuchung, Kontakt und unser Angebot erklären. Für alle anderen Fragen [schreiben Sie uns](/contact).",
  },
  fr: {
    note: "Notre équipe répond par e-mail en anglais ou en français : {email}.",
    price:
      "{leadOs}, notre programme de 3 mois, coûte {full} en un seul paiement, ou 3 paiements de {three}, ou {splitDown} d'acompte + {splitRest} à la fin, ou {monthlyDown} d'acompte + {monthlyRate} par mois pendant {months} mois. Les systèmes d'IA individuels sont chiffrés selon votre projet lors d'une [consultation gratuite](/schedule).",
    duration:
      "La mise en place prend généralement {weeks} semaines. {leadOs} est un programme de 3 mois, dont les premiers éléments fonctionnent souvent en quelques jours. Planifiez la vôtre lors d'une [consultation gratuite](/schedule).",
    booking:
      "Vous pouvez [réserver une consultation gratuite](/schedule) : un appel découverte de 30 minutes ou une session stratégique de 60 minutes. Les deux sont gratuits et incluent une feuille de route d'automatisation personnalisée.",
    contact:
      "Vous pouvez nous écrire à {email}, nous appeler au {phone} ou [nous envoyer un message](/contact). Nous répondons à chaque message sous 24 heures.",
    services:
      "AIVA conçoit des systèmes d'automatisation par IA clés en main : le {revenue} pour les ventes et le marketing, le {cx} pour le service client et le {ops} pour les opérations internes. {leadOs} réunit les trois dans un programme de 3 mois.",
    greeting:
      "Bonjour ! Je suis l'AIVA Assistant. En français, je peux vous renseigner sur nos prix, la réservation d'une consultation, nos coordonnées et ce que nous faisons.",
    thanks: "Avec plaisir ! Pour parler à quelqu'un, [réservez une consultation gratuite](/schedule).",
    other:
      "En français, je peux vous renseigner sur nos prix, la réservation d'une consultation, nos coordonnées et ce que nous faisons. Pour toute autre question, [écrivez-nous](/contact).",
  },
} as const satisfies Record<AnswerLanguage, Record<string, string>>;
