/**
 * Which language a visitor writes in, and what they ask for when it is Spanish, German or French.
 * The most common words of English, Spanish, German, French, Portuguese and Italian tell most messages
 * apart, even short ones; tinyld (its light model, 24 languages) decides the rest.
 */
import { detectAll } from "tinyld/light";
import { type AnswerLanguage, localizedAnswers } from "~/content/assistant";
import { platforms } from "~/content/home";
import { type CoreIntent, localizedIntentExamples } from "~/content/assistant-intents-i18n";
import { commonShare, commonWords, type WordListLanguage } from "./common-words.server";
import { nearestClassifier } from "./nearest.server";

/** A platform we build on, named in any language ("HubSpot", "n8n"). */
const PLATFORM_NAMES = platforms.map((p) => p.name.toLowerCase().replace(/[^a-z0-9]/g, "")).join("|");
const tools = (words: string) => new RegExp(`\\b(${PLATFORM_NAMES}|${words})\\b`);

export type Language = "en" | AnswerLanguage | "other";

export type { CoreIntent };

const CORE: Record<AnswerLanguage, Record<CoreIntent, RegExp>> = {
  es: {
    founder: /\b(fundador\w*|fund[oó]|fundaron|qui[eé]n (cre[oó]|dirige|est[aá] detr[aá]s|lleva))(?![a-zà-ÿ])/,
    platforms: tools("integra\\w*|conecta\\w*|plataformas?|herramientas?|compatibles?"),
    price: /\b(precios?|cuesta|cuestan|costos?|coste|tarifas?|pagar|pagos?|cuotas|inversi[oó]n|mensual)\b/,
    guarantee: /\b(garant[ií]as?|reembols\w*|devoluci[oó]n|devuelven|devolver)\b/,
    duration: /\b(cu[aá]nto tiempo|cu[aá]ndo|tarda\w*|plazos?|duraci[oó]n|dura)\b/,
    booking: /\b(reservar|reserva|agendar|cita|consulta|llamada|reuni[oó]n|demostraci[oó]n)\b/,
    contact:
      /\b(contacto|contactar\w*|correo|email|tel[eé]fono|llamar\w*|hablar|persona|humano|escribir(les|le|os|nos)|escribir a|les escribo|os escribo|comunic\w+)\b/,
    services: /\b(qu[eé] hacen|hacen ustedes|servicios?|ofrecen|a qu[eé] se dedican|qu[eé] es aiva|automatiza\w*)\b/,
    greeting: /^(hola|buenos d[ií]as|buenas( tardes| noches)?)\b/,
    thanks: /\b(gracias|muchas gracias|adi[oó]s)\b/,
  },
  de: {
    founder: /\b(gr[uü]nder\w*|gegr[uü]ndet|wer (steckt|leitet|f[uü]hrt))(?![a-zà-ÿ])/,
    platforms: tools("integr\\w*|verbind\\w*|anbind\\w*|plattform\\w*|tools?|werkzeug\\w*|kompatibel"),
    price: /\b(kosten?|kostet|preis\w*|bezahl\w*|zahlung\w*|raten\w*|monatlich\w*|investition)\b/,
    guarantee: /\b(garantie\w*|geld[- ]zur[uü]ck\w*|r[uü]ckerstattung\w*|erstatt\w*)\b/,
    duration: /\b(wie lange|wie schnell|dauer\w*|wann|zeitrahmen|bis wann)\b/,
    booking:
      /\b(termin\w*|buchen|vereinbaren|ausmachen|beratung\w*|gespr[aä]ch\w*|anruf|telefonat\w*|videocall\w*|demo)\b/,
    contact: /\b(kontakt\w*|erreichen|e-?mail|telefon\w*|anrufen|sprechen|mensch|person)\b/,
    services: /\b(was mach\w*|was bietet|was tut|angebot\w*|leistung\w*|dienstleistung\w*|automatisier\w*|helfen)\b/,
    greeting: /^(hallo|guten (tag|morgen|abend)|servus|moin|gr[uü](ß|ss) gott)\b/,
    thanks: /\b(danke\w*|tsch[uü]ss|auf wiedersehen)\b/,
  },
  fr: {
    founder: /\b(fondateur\w*|fondatrice|fond[eé]e?|qui (dirige|est derri[eè]re|a cr[eé][eé]))(?![a-zà-ÿ])/,
    platforms: tools("int[eé]gr\\w*|connect\\w*|plateformes?|outils?|logiciels?|compatibles?"),
    price:
      /\b(prix|co[uû]te\w*|co[uû]t|tarifs?|payer|r[eé]gler|paiements?|[eé]chelonn[eé]s?|plusieurs fois|mensualit[eé]s?)\b/,
    guarantee: /\b(garanties?|garanti|rembours\w*)\b/,
    duration: /\b(combien de temps|quand|d[eé]lais?|dur[eé]e|dure)\b/,
    booking:
      /\b(r[eé]server|r[eé]servation|rendez-vous|consultation|appel|appeler|visio\w*|r[eé]union|planifier|d[eé]mo)\b/,
    contact: /\b(contact\w*|joindre|e-?mail|courriel|t[eé]l[eé]phone|appeler|parler|quelqu'un|humain)\b/,
    services: /\b(que faites|que fait|faites-vous|services?|proposez|offrez|qu'est-ce que|automatis\w*|aider)\b/,
    greeting: /^(bonjour|salut|bonsoir|coucou)\b/,
    thanks: /\b(merci|au revoir)\b/,
  },
  pt: {
    founder: /\b(fundador\w*|fundou|fundada|quem (criou|dirige|est[aá] por tr[aá]s))(?![a-zà-ÿ])/,
    platforms: tools("integr\\w*|conect\\w*|plataformas?|ferramentas?|compat[ií]ve(l|is)"),
    price:
      /\b(pre[cç]os?|custa|custam|custos?|valor(es)?|pagar|pagamentos?|parcel\w*|presta[cç][oõ]es|investimento|mensal)\b/,
    guarantee: /\b(garantias?|reembols\w*|devolu[cç][aã]o|dinheiro de volta)\b/,
    duration: /\b(quanto tempo|quando|demora\w*|prazos?|dura[cç][aã]o|leva)\b/,
    booking: /\b(agendar|marcar|reservar|consultoria|consulta|chamada|reuni[aã]o|demonstra[cç][aã]o)\b/,
    contact:
      /\b(contato|contacto|contatar|e-?mail|telefone|ligar|falar|pessoa|humano|escrever(-?lhes|-?vos)|escrever (para|a)|vos escrevo)\b/,
    services: /\b(o que fazem|o que voc[eê]s fazem|servi[cç]os?|oferecem|o que [eé] a aiva|automatiza\w*|ajudar)\b/,
    greeting: /^(ol[aá]|oi|bom dia|boa (tarde|noite))\b/,
    thanks: /\b(obrigad[oa]|valeu|tchau)\b/,
  },
  it: {
    founder: /\b(fondator\w*|fondat[oa]|chi (ha creato|dirige|c'[eè] dietro))(?![a-zà-ÿ])/,
    platforms: tools("integr\\w*|colleg\\w*|connett\\w*|piattaform\\w*|strumenti|compatibil\\w*"),
    price: /\b(prezz[oi]|costa|costano|costi?|tariff\w*|pagare|pagament\w*|rate(ale|izzare)?|investimento|mensil\w*)\b/,
    guarantee: /\b(garanzi[ae]|rimbors\w*|soddisfatti o rimborsati)\b/,
    duration: /\b(quanto tempo|quando|tempi|durata|dura|ci vuole|ci vogliono)\b/,
    booking:
      /\b(prenotare|prenota\w*|fissare|appuntamento|consulenza|chiamata|videochiamat\w*|sentirci|riunione|demo)\b/,
    contact:
      /\b(contatt\w*|e-?mail|telefono|chiamar\w*|parlare|persona|umano|scriver(vi|le|ci)|scrivere a|vi scrivo)\b/,
    services: /\b(cosa fate|che cosa fate|servizi|offrite|cos'[eè] aiva|automatizz\w*|aiutare)\b/,
    greeting: /^(ciao|salve|buongiorno|buonasera)\b/,
    thanks: /\b(grazie|arrivederci)\b/,
  },
};
/** Replying, in each language: the time a reply needs is the contact answer's 24 hours. */
const REPLY: Record<AnswerLanguage, RegExp> = {
  es: /\b(respond\w*|contest\w*)\b/,
  de: /\b(antwort\w*|melden|meldet)\b/,
  fr: /\b(r[ée]pond\w*)\b/,
  pt: /\b(respond\w*)\b/,
  it: /\b(rispond\w*)\b/,
};

/**
 * Asking which system suits the visitor, per language. Closing a business described, it is what is asked, whatever
 * questions the business's own clientele is said to put to it first.
 */
/** Words past which a message describes a business rather than asking one thing. */
const DESCRIBED_WORDS = 14;
const WHICH_FITS: Record<AnswerLanguage, RegExp> = {
  es: /\b(qu[eé]|cu[aá]l(es)?)\s+(de\s+(sus|los|vuestros)\s+)?(sistemas?|soluci[oó]n(es)?|servicios?)\b|\b(me|nos) (conviene|sirve|encaja)\b|\b(pueden|podr[ií]an) (ayudar\w*|resolver\w*|solucionar\w*)|\blo (resuelven|solucionan)\b/,
  de: /\bwelche[snmr]?\s+(ihrer\s+|von ihren\s+)?(system\w*|lösung\w*|angebot\w*|leistung\w*)|\bwas passt\b|\bpasst (am besten|zu uns|zu mir)\b|\bk[öo]nn(en|t(en)?) sie (uns |mir |das |da )*(helfen|l[öo]sen)\b/,
  fr: /\bquel(le)?s?\s+(de vos\s+)?(syst[eè]me|solution|offre|service)s?\b|\blequel\b|\blaquelle\b|\b(me|nous) convient\b|\bconvient le mieux\b|\b(pouvez|pourriez)[- ]vous (nous |m')?(aider|r[ée]gler|r[ée]soudre)\b|\bvous pouvez (nous |m')?(aider|r[ée]gler|r[ée]soudre)\b/,
  pt: /\bqual\s+(dos\s+(vossos|seus)\s+|dos\s+)?(sistemas?|solu[cç]|servi[cç])|\b(me|nos) (serve|conv[eé]m)\b|\bmais adequad[oa]\b|\b(resolvem|podem (ajudar|resolver))\b/,
  it: /\bquale\s+(dei\s+vostri\s+|dei\s+)?(sistem|soluzion|serviz)|\bfa per (me|noi)\b|\bfa al (mio|nostro) caso\b|\bpi[uù] adatt[oa]\b|\b(potete|potreste) (aiutar\w*|risolver\w*)|\brisolvete\b/,
};

/** "How much", which asks a price only when nothing else in the message says what is asked. */
const HOW_MUCH: Record<AnswerLanguage, RegExp> = {
  es: /\bcu[aá]nto\b(?! tiempo)/,
  de: /\bwie ?viel\b/,
  fr: /\bcombien\b(?! de temps)/,
  pt: /\bquanto\b(?! tempo)/,
  it: /\bquanto\b(?! tempo)/,
};

const CORE_LANGUAGES = Object.keys(CORE) as AnswerLanguage[];
const WORD_LIST_LANGUAGES: readonly WordListLanguage[] = ["es", "de", "fr", "pt", "it"];
/** Names that read the same in every language. */
const BRAND = /^(aiva|lead|os|ai|crm|saas)$/;
/** The names of our systems, English whatever the language around them. */
const PRODUCT_NAMES = /\b(revenue growth|customer experience|operational intelligence)( ai)?( system)?\b/g;
/** Letters of scripts other than Latin (CJK, Cyrillic, Greek, Arabic, Hebrew, Indic, Thai...). */
const NON_LATIN =
  /[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u0dff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
/** Letters and marks English never uses. */
const FOREIGN_MARKS = /[¿¡ñáéíóúàèìòùâêîôûäöüßçœ]/;

function coreHits(text: string, language: AnswerLanguage): CoreIntent[] {
  // German typed without umlauts ("gegruendet", "Gebuehr") read with them too.
  const umlauts = language === "de" ? text.replace(/ue/g, "ü").replace(/oe/g, "ö").replace(/ae/g, "ä") : text;
  return (Object.entries(CORE[language]) as [CoreIntent, RegExp][])
    .filter(([, pattern]) => pattern.test(text) || pattern.test(umlauts))
    .map(([intent]) => intent);
}

/**
 * An English contraction as the word it contracts ("what's" as "what", "don't" as "do"), so that it counts as
 * English: the word lists hold the words, not their contractions. Elisions of other languages ("c'est",
 * "l'azienda", "dell'ufficio") keep their form: their first part is short or their second is not an English ending.
 */
function contractionWord(token: string): string {
  if (token === "can't") return "can";
  if (token === "won't") return "will";
  // "I'm", "I've", "I'd", "I'll": the one English word of one letter.
  if (/^i'(m|ve|d|ll)$/.test(token)) return "i";
  return token.replace(/^([a-z]{2,})n't$/, "$1").replace(/^([a-z]{2,})'(?:s|re|ve|ll|d|m)$/, "$1");
}

/** English chat words that no list of written English has ("nah, that's all"), as the words they stand for. */
const CHAT_ENGLISH: Readonly<Record<string, string>> = {
  nah: "no",
  naw: "no",
  nope: "no",
  yeah: "yes",
  yep: "yes",
  yup: "yes",
};

/**
 * The language of a message: English unless the message is clearly in another language (a non-Latin
 * script, more of its words common in another language than in English, or words of one of our
 * languages' core questions), with tinyld as the judge when the word lists cannot tell.
 */
export function detectLanguage(message: string): Language {
  const text = message.toLowerCase();
  if (NON_LATIN.test(text)) return "other";
  // Our systems' names are English in every language and say nothing of the language around them.
  const tokens =
    text
      .replace(PRODUCT_NAMES, " ")
      .match(/[\p{L}']+/gu)
      ?.filter((w) => !BRAND.test(w))
      .map(contractionWord)
      .map((w) => CHAT_ENGLISH[w] ?? w) ?? [];
  if (tokens.length === 0) return "en";
  const english = commonShare(tokens, "en");
  const marked = FOREIGN_MARKS.test(text);
  const shares = WORD_LIST_LANGUAGES.map((language) => ({ language, share: commonShare(tokens, language) })).sort(
    (a, b) => b.share - a.share,
  );
  const [first, second] = shares;
  // A platform's name is the same in every language: it says nothing of the language.
  const withoutNames = text.replace(new RegExp(`\\b(${PLATFORM_NAMES})\\b`, "g"), " ");
  const hits = CORE_LANGUAGES.map((language) => ({
    language,
    count: coreHits(withoutNames, language).length,
  })).sort((a, b) => b.count - a.count);
  // Short German shares its words with English lists ("und", "was", "das"): a core word of a language whose
  // words are more of the message than English's decides.
  const outweighs = hits.some(
    (h) => h.count > 0 && commonShare(tokens, h.language) > english && commonShare(tokens, h.language) === 1,
  );
  if (english >= 0.75 && !marked && !outweighs) return "en";
  const guesses = detectAll(text);
  const guess = (language: string) => guesses.find((g) => g.lang === language)?.accuracy ?? 0;
  // One or two words ("hmm", "ok") are in many languages' lists: they switch only with a core word or marks.
  const coreWord = hits.some((h) => h.count > 0);
  if (!marked && !coreWord && (tokens.length === 1 || (tokens.length === 2 && (first?.share ?? 0) < 1))) return "en";
  if (first && first.share >= 0.5 && first.share > english) {
    // Several languages share the words ("contacto"): our language's core words or tinyld decide.
    const tied = shares.filter((s) => s.share === first.share).map((s) => s.language);
    const core = hits.find((h) => h.count > 0 && tied.includes(h.language));
    const chosen =
      tied.length === 1
        ? first.language
        : (core?.language ?? tied.sort((a, b) => guess(b) - guess(a))[0] ?? first.language);
    return (CORE_LANGUAGES as readonly string[]).includes(chosen) ? (chosen as AnswerLanguage) : "other";
  }
  const core = hits[0];
  if (core && core.count > 0 && (marked || english < 0.5) && (second === undefined || english <= (first?.share ?? 0))) {
    return core.language;
  }
  const top = guesses[0];
  // No English word at all, and tinyld sees another language: answered in English, saying so.
  if (top && top.lang !== "en" && tokens.length >= 2 && english === 0 && top.accuracy >= 0.1) {
    return (CORE_LANGUAGES as readonly string[]).includes(top.lang) && top.accuracy >= 0.5
      ? (top.lang as AnswerLanguage)
      : "other";
  }
  if (top && top.lang !== "en" && tokens.length >= 3 && english < 0.34 && top.accuracy >= 0.5) {
    return (CORE_LANGUAGES as readonly string[]).includes(top.lang) ? (top.lang as AnswerLanguage) : "other";
  }
  // Nothing else decided: a core word of one of our languages that is no English word ("fondato"), in a message
  // whose words are as much that language's as English's ("Chi ha fondato AIVA?"), is that language.
  const englishWords = commonWords("en");
  const foreignCore = CORE_LANGUAGES.filter(
    (language) =>
      commonShare(tokens, language) >= english &&
      Object.values(CORE[language]).some((pattern) =>
        pattern
          .exec(withoutNames)?.[0]
          .split(/\s+/)
          .every((word) => !englishWords.has(word)),
      ),
  ).sort((a, b) => commonShare(tokens, b) - commonShare(tokens, a))[0];
  if (foreignCore) return foreignCore;
  return "en";
}

/** The most common words of a language, which say nothing on their own ("de", "la", "und"). */
const LITTLE_WORD_RANK = 60;
/** Letters of a word kept as its stem: enough for "precio"/"precios", "kosten"/"kostet" to meet. */
const STEM_LETTERS = 5;

/** A message's features in its language: its words without accents, cut to a stem, and pairs of neighbouring words. */
export function localFeatures(text: string, language: AnswerLanguage): string[] {
  const common = commonWords(language);
  const words = text.toLowerCase().match(/[\p{L}\p{N}$]+/gu) ?? [];
  // Without accents; German's "ue" for "ü" (typed without umlauts) read as the same letter.
  const plain = words.map((w) => {
    const bare = w.normalize("NFD").replace(/\p{M}/gu, "");
    return language === "de" ? bare.replace(/([aou])e/g, "$1") : bare;
  });
  const features: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const little = (common.get(words[i] ?? "") ?? Number.POSITIVE_INFINITY) < LITTLE_WORD_RANK;
    if (!little) features.push((plain[i] ?? "").slice(0, STEM_LETTERS));
    if (i > 0) features.push(`${plain[i - 1]} ${plain[i]}`);
  }
  return features;
}

const vocabularies = new Map<AnswerLanguage, Set<string>>();
/** The most common words of a language ("win", "tonight", "good") say nothing of a message's subject. */
const EVERYDAY_RANK = 1500;

/**
 * Whether a message in another language uses a word of our subject in that language: a stem (not a little word)
 * of the answers written in it or of its examples of a question about us. A message that uses none ("who won the
 * match last night?") is about something else, however many words it has.
 */
export function usesOurWords(message: string, language: AnswerLanguage): boolean {
  let vocabulary = vocabularies.get(language);
  if (!vocabulary) {
    const answers: string[] = Object.values(localizedAnswers[language]).filter((v) => typeof v === "string");
    // Greetings and thanks are everyday talk, not our subject ("boa noite").
    const examples = localizedIntentExamples.filter(
      (e) => e.lang === language && !["decline", "greeting", "thanks"].includes(e.intent),
    );
    const common = commonWords(language);
    const everyday = new Set(
      [...common].filter(([, rank]) => rank < EVERYDAY_RANK).map(([word]) => localFeatures(word, language)[0]),
    );
    vocabulary = new Set(
      [...answers, ...examples.map((e) => e.q)].flatMap((text) =>
        localFeatures(text, language).filter((f) => !f.includes(" ") && !everyday.has(f)),
      ),
    );
    vocabularies.set(language, vocabulary);
  }
  const known = vocabulary;
  return localFeatures(message, language).some((f) => !f.includes(" ") && known.has(f));
}

const classifiers = new Map<AnswerLanguage, ReturnType<typeof nearestClassifier>>();

/** How like its nearest examples a message must be for them to name what it asks. */
const EXAMPLE_SIMILARITY = 0.2;
/** Of the nearest examples, how many must agree. */
const EXAMPLES_AGREEING = 2;

/**
 * What a message asks according to the examples written in its language (app/content/assistant-intents-i18n.ts),
 * when they agree: a core question, "decline" for another subject, or null when they do not tell.
 */
export function intentByExamples(message: string, language: AnswerLanguage): CoreIntent | "decline" | null {
  let classifier = classifiers.get(language);
  if (!classifier) {
    classifier = nearestClassifier(
      localizedIntentExamples
        .filter((example) => example.lang === language)
        .map((example) => ({ label: example.intent, features: localFeatures(example.q, language) })),
    );
    classifiers.set(language, classifier);
  }
  const match = classifier.nearest(localFeatures(message, language));
  if (!match || match.similarity < EXAMPLE_SIMILARITY || match.agreeing < EXAMPLES_AGREEING) return null;
  return match.label as CoreIntent | "decline";
}

/** What a Spanish, German or French message asks for, most specific first. */
export function coreIntent(message: string, language: AnswerLanguage): CoreIntent | null {
  const lower = message.toLowerCase();
  // A business described, closed by asking only which system fits or whether we can help: what we do, system by
  // system, whatever came before it. A short message asks its questions one by one ("How much? Can you help?").
  const sentences = lower.split(/(?<=[?!.:])\s+/).filter((s) => /[\p{L}]/u.test(s));
  const closing = sentences.at(-1) ?? "";
  const described = lower.split(/\s+/).length > DESCRIBED_WORDS;
  if (described && WHICH_FITS[language].test(closing) && coreHits(closing, language).every((i) => i === "services"))
    return "services";
  const hits = coreHits(lower, language);
  if (hits.length === 0 && !HOW_MUCH[language].test(message.toLowerCase())) {
    const learned = intentByExamples(message, language);
    return learned === "decline" ? null : learned;
  }
  // "How much?" alone asks a price; with "how long it lasts" beside it, the length.
  if (hits.length === 0 && HOW_MUCH[language].test(message.toLowerCase())) return "price";
  // "What does a consultation cost?": the booking answer, which says consultations are free.
  const order: CoreIntent[] = [
    "founder",
    "platforms",
    "guarantee",
    "booking",
    "duration",
    "price",
    "contact",
    "services",
    "thanks",
    "greeting",
  ];
  if (hits.includes("price") && !hits.includes("booking")) return "price";
  // How long we take to reply, asked with how to reach us ("en combien de temps répondez-vous ?"): the contact
  // answer, which says we reply within 24 hours.
  if (hits.includes("contact") && hits.includes("duration") && REPLY[language].test(message.toLowerCase()))
    return "contact";
  return order.find((intent) => hits.includes(intent)) ?? null;
}
