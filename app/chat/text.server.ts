/**
 * Text handling shared by the assistant's index and its reading of questions: normalising, chat shorthand,
 * stop words, Porter stems with a small thesaurus of the site's synonyms, and spelling correction against
 * the words the site's content actually uses.
 */
import { stemmer } from "stemmer";

/** Chat shorthand and common slips, as whole words. */
const SHORTHAND: Record<string, string> = {
  u: "you",
  ur: "your",
  r: "are",
  ya: "you",
  pls: "please",
  plz: "please",
  thx: "thanks",
  ty: "thanks",
  wat: "what",
  wot: "what",
  whats: "what is",
  hw: "how",
  hows: "how is",
  wheres: "where is",
  whos: "who is",
  whens: "when is",
  thats: "that is",
  isnt: "is not",
  arent: "are not",
  didnt: "did not",
  wouldnt: "would not",
  couldnt: "could not",
  shouldnt: "should not",
  dont: "do not",
  doesnt: "does not",
  cant: "can not",
  wont: "will not",
  im: "i am",
  ive: "i have",
  info: "information",
  asap: "soon",
  b2b: "b2b",
  cx: "customer experience",
  ops: "operations",
  mins: "minutes",
  min: "minutes",
  hrs: "hours",
  hr: "hour",
  yrs: "years",
  yr: "year",
  approx: "about",
  "4k": "$4,000",
  // The small words most often mistyped: the speller knows the site's words, not these.
  teh: "the",
  hte: "the",
  adn: "and",
  taht: "that",
  waht: "what",
  wiht: "with",
  yuo: "you",
  thier: "their",
  becuase: "because",
  wich: "which",
  // Chat shorthand: "n" for "and".
  n: "and",
  whcih: "which",
  wihch: "which",
};

/** Chat shorthand written out ("ur phone # pls n r the calls free"), the rest of the text as it was. */
export const withoutShorthand = (text: string): string =>
  text.replace(/[A-Za-z0-9$]+/g, (w) => SHORTHAND[w.toLowerCase()] ?? w);

/** Lower case, straight quotes, "e-mail" as "email", chat shorthand expanded, spaces collapsed. */
export function normalize(text: string): string {
  return (
    text
      .normalize("NFKC")
      // "IT" in capitals is information technology ("no IT person"), not "it": read lower-cased as "tech".
      .replace(
        /\bI\.?T\b\.?(?=\s+(person|people|guys?|team|department|dept|staff|support|skills?|knowledge|background|experts?|resources?|manager|admin|folks|side)\b)|(?<=\b(no|our|an?|any|without|have|in|from)\s)IT\b/g,
        "tech",
      )
      .toLowerCase()
      .replace(/[’‘`´]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\be-mails?\b/g, (m) => m.replace("-", ""))
      .replace(/\b(\w+)'(s|re|ve|ll|d|t|m)\b/g, (_, w: string, s: string) => (s === "t" ? `${w}t` : `${w} ${s}`))
      .replace(/[a-z0-9$]+/g, (w) => SHORTHAND[w] ?? w)
      .replace(/\bfollow[- ]?ups?\b/g, "followup")
      // Paying "all at once", "in one go" or "as a lump sum" is paying in full.
      .replace(
        /\b(all at once|in one go|in (one|a single) (payment|instalment|installment)|(as )?(a|one) lump[- ]sum)\b/g,
        "in full",
      )
      // Who "picks up" a call speaks on it; a "sales guy" (rep, person) is a salesperson.
      .replace(/\bwho (will |would |ll )?picks? up\b/g, "who $1speaks")
      .replace(/\b(a|some|the|any) sales ?(guy|gal|rep|person)\b/g, "$1 salesperson")
      // The conditions, terms, fine print or catch "of" a thing ask about the thing itself.
      .replace(/\b(?:the |any )?(?:conditions|terms|(?:fine|small) print|catch)\s+(?:of|on|for|with|to)\s+/g, "")
      // "In-house" is a team's own ("no developers in house": none on the team).
      .replace(/\bin[- ]?house\b/g, "team")
      // A preamble says how the visitor asks, not what ("be honest,", "tbh", "out of curiosity").
      .replace(
        /\b(?:(?:to )?be (?:honest|frank|straight)(?: with me)?|tbh|real talk|out of curiosity|just curious)\b[,:;.!-]*\s*/g,
        "",
      )
      // A question tag asks yes or no whatever its word ("or nah", "or nope").
      .replace(/\bor (nah|nope|naw)\b/g, "or not")
      // "Budget-wise", "time-wise": the word itself.
      .replace(/\b([a-z]{3,})-wise\b/g, "$1")
      .replace(/\bgets? back to (me|us|you|people)\b/g, "reply to $1")
      // Software that "talks to" other software is connected to it ("does it talk to xero?").
      .replace(
        /\b(it|they|this|that|system|systems|software|tool|tools|crm|app|apps) (also |then |even )?(talk|speak)s? (to|with)\b/g,
        "$1 $2integrates with",
      )
      // What a visitor "walks away with" from something is what they get out of it.
      .replace(/\b(walk|walks|come|comes|go|goes) away with\b/g, "get out of")
      // "At the end of it", "at the end of the day" say when, not what.
      .replace(/\bat the end of (it|that|this|the day)\b/g, "it")
      // "Or something similar", "under the hood": hedges around what is asked, not more of it.
      .replace(
        /\s*\b(or (something|anything) (similar|like (it|that))|or similar|or the like|or (an? )?equivalent|under the hood|behind the scenes)\b/g,
        "",
      )
      // How long an answer should be ("in a line each", "in two sentences") says how to answer, not what about.
      .replace(
        /\bin (?:(?:a|one) (?:line|sentence|paragraph|nutshell)|(?:a few|two|three|few) (?:lines|sentences|words))(?: each| or (?:two|so))?\b[,:]?/g,
        " ",
      )
      // The people or companies who had or saw something with us are our clients ("what did other firms get out of it").
      .replace(
        /\b(?:other )?(?:people|folks|businesses|companies|firms|others)(?= (?:(?:who|that) )?(?:have |had |do |did )?(?:get|got|gotten|had|see|saw|seen|achieved?|worked with you|work with you|used you|use you)\b)/g,
        "clients",
      )
      // What clients get, see or gain (out of it) asks for their results, whatever the noun before it. (What the
      // visitor gets out of it depends on what "it" is: a call, a program.)
      .replace(
        /\bwhat (?:(?:sort|kind|type)s? of [a-z]+ )?(?:do|does|did|have|will|would|can|could) (?:your )?(?:clients|customers|businesses|companies|firms|owners|people)(?: [a-z]+ly)? (?:get|got|gotten|had|gain(?:ed)?|see|seen|saw|achieve(?:d)?)(?: out of (?:it|this|that|you|working with you))?\b/g,
        "client results",
      )
      // "Not a single developer" is none: "we do not have a single developer" reads "we have no developer".
      .replace(/\b(?:do|does|did) not (have|employ) (?:a single|even one|a solitary)\b/g, "$1 no")
      // A visitor writes to us: "your customers" are our clients ("what results do your customers get"), not the
      // visitor's ("your customer support" is a system's name).
      .replace(/\byour customers\b/g, "your clients")
      // What a thing would "set us back", what one is "looking at" for it, a "ballpark figure": its price.
      .replace(/\bset (me|us|you|them|my business|our business|our company) back\b/g, "cost")
      .replace(
        /\bwhat (am i|are we|would i be|would we be|will i be|will we be) looking at\b(?=\s*(\?|$|,|for\b|cost|price|budget|money|financially|roughly|here\b))/g,
        "what is the price",
      )
      .replace(/\bballpark (figure|number|price|cost|estimate)\b/g, "rough price")
      // "What's the damage?" asks the price.
      .replace(/\bwhat( s| is|s) the damage\b/g, "what is the price")
      // Thousands separators: "$3,997" is one number.
      .replace(/(\d),(\d{3})\b/g, "$1$2")
      // Real words typed for "does" in a question ("what dose the program cost").
      .replace(/\b(dose|dos|deos|dies)\b(?= (it|the|this|that|your|you|a|an|i|we|they|aiva)\b)/g, "does")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The words of a normalised text: letters, digits and the signs that carry facts ($, %, +). */
export function words(text: string): string[] {
  return text.match(/\$?[a-z0-9][a-z0-9%+]*(?:[-/.][a-z0-9]+)*%?\+?/g) ?? [];
}

export const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does did doing for from had has have having how i if in into is " +
    "it its itself me my myself of on or our ours so than that the their them then there these they this those to " +
    "us was we were what when where which who whom why will with would you your yours yourself tell about please " +
    "hi hello hey there want wanted wanting need needs like know get gets got any some just also really am may might " +
    "should shall let lets s re ve ll d m t say said give show explain anything something thing things much many " +
    "long one ones guys kind sort type types exactly actually currently now okay ok well very too more " +
    "nobody anybody anyone someone somebody everyone everybody everything nothing every each other others " +
    "again always never still though over come comes came whole entire overall altogether way ways " +
    "sorry excuse pardon oh um uh hmm erm once not he him his she her hers all"
  ).split(" "),
);

/**
 * Stems with the same meaning on this site, mapped to one. Only true synonyms of the business's vocabulary;
 * everything else is left to stemming, fuzzy matching and the passages' own words.
 */
const THESAURUS: Record<string, string> = {
  cost: "price",
  fee: "price",
  charg: "price",
  expens: "price",
  cheap: "price",
  cheaper: "price",
  cheapest: "price",
  afford: "price",
  pricey: "price",
  quot: "price",
  budget: "price",
  respond: "repli",
  respons: "repli",
  repli: "repli",
  owner: "founder",
  ceo: "founder",
  found: "founder",
  coder: "code",
  developer: "code",
  technic: "code",
  tech: "code",
  mail: "email",
  telephon: "phone",
  reserv: "book",
  appoint: "book",
  warranti: "guarante",
  guarant: "guarante",
  guaranti: "guarante",
  tool: "platform",
  softwar: "platform",
  app: "platform",
  stack: "platform",
  compat: "integr",
  connect: "integr",
  plug: "integr",
  hook: "integr",
  sync: "integr",
  helpdesk: "support",
  prioriti: "priorit",
  quick: "fast",
  quickli: "fast",
  soon: "fast",
  speed: "fast",
  rapid: "fast",
  staff: "team",
  employe: "team",
  automat: "autom",
  busi: "busi",
  compani: "busi",
  firm: "busi",
  payback: "roi",
  refund: "refund",
  chatbot: "chatbot",
  multilingu: "languag",
  happi: "satisfact",
  satisfi: "satisfact",
  unhappi: "satisfact",
  bot: "chatbot",
  cap: "limit",
  // Paying "upfront" is paying in full.
  upfront: "full",
  // A bump, a boost or a lift is an increase.
  bump: "increas",
  boost: "increas",
  lift: "increas",
  // A speed-up is a process run faster.
  "speed-up": "faster",
  speedup: "faster",
  // Time saved "weekly" is saved per week.
  weekli: "week",
  // The smallest payment is the lowest amount up front.
  smallest: "lowest",
};

/** Words whose stem would mislead ("programming" is not our program). */
const WORD_THESAURUS: Record<string, string> = {
  programming: "code",
  programmer: "code",
  programmers: "code",
  coding: "code",
  website: "websit",
  websites: "websit",
  site: "websit",
  founded: "founder",
  consultant: "consultant",
  consultants: "consultant",
  // Instalments are payments (an installation is not).
  instalment: "payment",
  instalments: "payment",
  installment: "payment",
  installments: "payment",
  // A language named is a question about languages ("can it reply in German?": multilingual conversations).
  ...Object.fromEntries(
    "english german spanish french italian portuguese dutch polish swedish danish norwegian finnish turkish arabic hebrew hindi chinese mandarin japanese korean russian ukrainian greek czech romanian hungarian"
      .split(" ")
      .map((language) => [language, "languag"]),
  ),
};

/** The words the thesaurus reads as others: known words, so a typo of one is corrected to it ("installmets"). */
export const THESAURUS_WORDS: readonly string[] = Object.keys(WORD_THESAURUS);

const stems = new Map<string, string>();
/** Words whose terms are kept: the site's own and the visitors' usual ones; a flood of new words starts over. */
const STEM_CACHE = 20_000;

/**
 * A British "-ise" spelling as its "-ize" one ("prioritised": "prioritized"), which Porter stems like the rest of
 * its family ("priorit"); it stems "prioritis" otherwise. Short words ("raise", "noise") are left alone.
 */
const americanSpelling = (word: string) =>
  word.length >= 7 ? word.replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, "iz$1") : word;

/** The index term of a word: its Porter stem, mapped through the thesaurus. Cached: words repeat a lot. */
export function term(word: string): string {
  let cached = stems.get(word);
  if (cached === undefined) {
    if (stems.size >= STEM_CACHE) stems.clear();
    const bare = word.replace(/^\$/, "").replace(/[%+]$/, "");
    const stem = WORD_THESAURUS[bare] ?? (/^\d/.test(bare) ? bare : stemmer(americanSpelling(bare)));
    // A word made an adjective or a person by "-y"/"-ie" ("techy", "techie") means what its root does.
    cached = THESAURUS[stem] ?? (stem.endsWith("i") ? THESAURUS[stem.slice(0, -1)] : undefined) ?? stem;
    stems.set(word, cached);
  }
  return cached;
}

/** The neighbouring terms of a sequence, as "a b": a phrase of a message ("first reply") found in a text. */
export function termPairs(sequence: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (let i = 1; i < sequence.length; i++) pairs.add(`${sequence[i - 1]} ${sequence[i]}`);
  return pairs;
}

/** A word's own words: a compound of letters is its parts ("money-back": "money", "back"), anything else itself. */
export const partsOf = (word: string): string[] => (/^[a-z]+(-[a-z]+)+$/.test(word) ? word.split("-") : [word]);

/** The index terms of a text (stop words dropped), in order. */
export function terms(text: string): string[] {
  return words(normalize(text))
    .filter((w) => !STOP_WORDS.has(w))
    .map(term);
}

/** Each word that is a little word of 4 letters or more (a stop word) with two neighbouring letters swapped, and that word ("aws" stays AWS). */
const STOP_WORD_SWAPS: ReadonlyMap<string, string> = new Map(
  [...STOP_WORDS].flatMap((w) =>
    [...w.slice(1)].flatMap((_, i) => {
      const typo = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
      return typo !== w && !STOP_WORDS.has(typo) && w.length >= 4 ? [[typo, w] as const] : [];
    }),
  ),
);

/** Optimal string alignment distance: edits, with a swap of two neighbouring letters counted as one. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prev2[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * Corrects misspelt words to the closest known word: one edit for words of 4-6 letters, two from 7.
 * Known words are the site's own words, question words and a few everyday ones; anything else (a city, a
 * brand) is left as typed, so an off-topic question stays off-topic.
 */
/** Up to this many letters a word is corrected only to words that start with its letter. */
const SHORT_WORD = 5;

export class Speller {
  private readonly known: Map<string, number>;
  private readonly byLength = new Map<number, string[]>();
  /** The stems of the known words: another form of a known word ("replying" of "reply") is not a typo. */
  private readonly stems = new Set<string>();
  /** The site's hyphenated words by their letters alone ("ecommerce": "e-commerce"). */
  private readonly hyphenated = new Map<string, string>();

  /** `vocabulary`: the words to correct to; `everyday`: real words never corrected (common English). */
  constructor(
    vocabulary: Iterable<string>,
    private readonly everyday: ReadonlyMap<string, number> = new Map(),
  ) {
    this.known = new Map();
    for (const word of vocabulary) this.known.set(word, (this.known.get(word) ?? 0) + 1);
    for (const word of this.known.keys()) {
      this.stems.add(term(word));
      if (word.includes("-")) this.hyphenated.set(word.replaceAll("-", ""), word);
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  has(word: string): boolean {
    return (
      this.known.has(word) ||
      STOP_WORDS.has(word) ||
      this.everyday.has(word) ||
      // The plural of an everyday word ("carts") is a word, not a typo of a site word ("chart").
      (word.length > 4 && word.endsWith("s") && this.everyday.has(word.slice(0, -1)))
    );
  }

  correct(word: string): string {
    if (/\d/.test(word) || this.known.has(word) || this.stems.has(term(word))) return word;
    // A compound the site never writes with a hyphen ("money-back") is its words, each read as typed.
    const parts = partsOf(word);
    if (parts.length > 1 && !this.has(word)) return parts.map((part) => this.correct(part)).join(" ");
    // Two neighbouring letters of a little word swapped ("dose" for "does", "waht" for "what"): the little word,
    // even where the typo is an English word of its own, as the site never uses it.
    const swapped = STOP_WORD_SWAPS.get(word) ?? this.hyphenated.get(word);
    if (swapped) return swapped;
    if (this.has(word)) return word;
    // A short word missing its last letter ("tak" for "take"): the one site word it starts.
    if (word.length === 3) {
      const longer = (this.byLength.get(4) ?? []).filter((w) => w.startsWith(word));
      return longer.length === 1 ? (longer[0] as string) : word;
    }
    if (word.length < 4) return word;
    const max = word.length >= 7 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (candidate.length < 3) continue;
        // A short word is rarely mistyped in its first letter: one that differs there is another word (a brand,
        // "xero", is not "zero").
        if (word.length <= SHORT_WORD && candidate[0] !== word[0]) continue;
        const distance = editDistance(word, candidate, max);
        const count = this.known.get(candidate) ?? 0;
        if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
          best = candidate;
          bestDistance = distance;
          bestCount = count;
        }
      }
    }
    return bestDistance <= max ? best : word;
  }
}
