import {
  isStatement,
  readContact,
  readFacts,
  readAddress,
  readAvoid,
  readMaxWords,
  readNoEmoji,
  readShort,
  readStatement,
} from './instruction-rules.ts';
import { askedLanguage } from '../replies/reply-language.ts';
import {
  APOLOGY_WORDS,
  readApology,
  readCallOffer,
  readFactAsked,
  readInviteBack,
  readNoApology,
  readNoSignOff,
  readTypedStatement,
  readWish,
  type FactAsked,
  type Gesture,
} from './instruction-asks.ts';
import { asksNoExclamation, intentsOf, toneIn, withoutArticle } from './instruction-intents.ts';
import { wordsOf } from './instruction-lexicon.ts';
import type { ReplyLanguage } from './language.ts';

/** Something written in one language, to be said in the reply's. */
export type Phrase = {
  text: string;
  language: ReplyLanguage;
  /** The words as typed, when `text` rephrases them ("our 10% offer"): what a note quotes. */
  typed?: string;
};

export type ParsedInstructions = {
  /** "mention our new patio" / "mentionnez notre terrasse". */
  mentions: Phrase[];
  signOff: string | null;
  /** Compensation the restaurant explicitly allows offering to unhappy guests. */
  offer: Phrase | null;
  short: boolean;
  noExclamation: boolean;
  /** Statements to make as given ("say street parking only"), in the instruction's language. */
  statements: Phrase[];
  /** Words the reply must not contain ("don't mention Christmas"). */
  avoid: string[];
  maxWords: number | null;
  noEmoji: boolean;
  /** "more formal", "vouvoyer" / "tutoyer", "less formal". */
  address: 'formal' | 'informal' | null;
  /** "warmer", "more upbeat", "plus neutre": the tone the reply is written in. */
  tone: 'friendly' | 'fun' | 'neutral' | null;
  /** "reply in English", "répondre en français". */
  language: ReplyLanguage | null;
  /**
   * "give her the party@ email", "ajoute notre numéro": a way to reach the restaurant, taken from
   * its facts when the reply is written (`hint` is what the person typed of it, e.g. "party@").
   */
  contact: { kind: 'email' | 'phone'; hint: string | null; text: string } | null;
  /** "apologize", "offer a call": said in the writer's own words, in the reply's language. */
  gestures: Gesture[];
  /** "give them our hours": facts the restaurant wrote down, given by topic. */
  facts: FactAsked[];
  /** Clauses no rule understood, as written. */
  unfollowed: string[];
};

const DIRECTIVES =
  "stay|limit|tell|ask|answer|explain|rester|restez|limiter|limitez|dire|indiquer|indiquez|préciser|précisez|expliquer|expliquez|tutoyer|tutoyez|vouvoyer|vouvoyez|sign|use|keep|be|don't|do|always|never|avoid|mention|thank|say|offer|add|include|invite|end|write|reply|respond|give|signer|signez|utiliser|utilisez|gardez|soyez|ne|toujours|jamais|éviter|évitez|mentionner|mentionnez|remercier|remerciez|dites|offrir|offrez|proposer|proposez|ajouter|ajoutez|inclure|incluez|terminer|terminez|écrire|écrivez|répondre|répondez|parler|parlez|signe|dis|dis-lui|dis-leur|mets|mentionne|ajoute|offre|propose|précise|explique|indique|parle|réponds|écris|fais|garde|évite|enlève|retire|supprime|tutoie|vouvoie|raccourcis|remercie|invite|let|sign|skip|leave|make";
const CLAUSE_JOIN = new RegExp(
  `\\s*,?\\s+(?:and|then|also|et|puis|pis|aussi)\\s+(?=(?:${DIRECTIVES})(?![\\p{L}']))`,
  'iu',
);

/** "Recommend the lot? No — say street parking": a question answered "no" is withdrawn. */
const WITHDRAWN = /^(?:no|non)\b[\s,.:;—–-]*/i;

/**
 * How busy staff type "no exclamation marks": "no !", "pas de !!", "sans !", "no excl." — said
 * in words before the text is cut at its "!".
 */
const BANG = [
  [/\b(no|zero|without|less|fewer)\s*!+/giu, '$1 exclamation marks'],
  [/(^|\s)(pas de|sans|aucun|zéro|moins de)\s*!+/giu, "$1$2 points d'exclamation"],
  [/\bexcl(?:am)?\.?(?=\s|$)/giu, 'exclamation'],
  // "tone down the !!!", "sans les !!!": marks named after a determiner are the marks themselves.
  [/(^|\s)(the|all|any|les|des|tes|tous les)\s*!+/giu, '$1$2 exclamation marks'],
] as const;

/** Words that change nothing ("pls", "svp") and the "please"/"merci" that close a request. */
const FILLER = /(^|\s)(?:pls|plz|svp|stp|thx|ty)(?=\s|$|[,.;!])/giu;
const CLOSING_COURTESY = /[\s,]+(?:please|thanks|thank you|merci)[\s.!]*$/iu;

function withoutFiller(text: string): string {
  return text
    .replace(FILLER, '$1')
    .replace(CLOSING_COURTESY, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Separators staff put between instructions typed in one line: ",", "+", "&", " / ", " - ". */
const LIST_SEPARATOR = /(\s*(?:,|\+|&|\s\/\s|\s[-–—]\s)\s*)/u;
const LEADING_JOIN = /^(?:and|then|also|plus|et|puis|pis|aussi)\s+/iu;

/**
 * "shorter, no emojis, sign as Yara": one clause per instruction. A piece stands alone only
 * when a rule reads it alone, so "Sign as Julie, General Manager" keeps its role.
 */
function splitList(clause: string): string[] {
  const pieces = clause.split(LIST_SEPARATOR);
  const out: string[] = [];
  let current = pieces[0] ?? '';
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i] ?? '';
    const piece = (pieces[i + 1] ?? '').replace(LEADING_JOIN, '');
    if (piece.trim() && understoodAlone(piece) && understoodAlone(current)) {
      out.push(current);
      current = piece;
    } else current += separator + (pieces[i + 1] ?? '');
  }
  out.push(current);
  return out;
}

/** Shorthand typed without its apostrophe or spelled short: "dont mention", "sign w/ Lou". */
const SHORTHAND: [RegExp, string][] = [
  [/\b(don|doesn|didn|can|isn|aren|shouldn)t\b/giu, "$1't"],
  [/(^|\s)w\/\s*/giu, '$1with '],
];

function clausesIn(text: string): string[] {
  const spelled = [...BANG, ...SHORTHAND].reduce((t, [re, to]) => t.replace(re, to), text);
  return spelled
    .split(/[;!\n]+|\.(?=\s|$)/)
    .flatMap((part) => part.split(CLAUSE_JOIN))
    .map((c) => withoutFiller(c))
    .flatMap(splitList)
    .map((c) => c.trim())
    .filter(Boolean);
}

function clausesOf(text: string): string[] {
  const kept: string[] = [];
  for (const [i, question] of text.split('?').entries()) {
    const trimmed = question.trim();
    if (i > 0 && WITHDRAWN.test(trimmed)) {
      kept.pop();
      kept.push(...clausesIn(trimmed.replace(WITHDRAWN, '')));
    } else kept.push(...clausesIn(trimmed));
  }
  return kept;
}

const NEGATION: Record<ReplyLanguage, RegExp> = {
  en: /\b(don't|do not|never|no|not|avoid|without|nor)\b/i,
  fr: /(^|\s)(ne|n['’]|jamais|pas|sans|évite[rz]?|éviter)(\s|$)/i,
};

const TAIL =
  /\s+(?:when|whenever|if|where|lorsque|lorsqu['’]|quand|si|dans (?:la|les|chaque|nos|vos|toutes les) réponses?|in (?:the|every|each|all|our|your) (?:reply|replies|response|responses)|at the end|à la fin)(?![\p{L}']).*$/iu;

function cleanValue(value: string): string {
  return value
    .replace(TAIL, '')
    .replace(/^["'“”«»‘’\s]+|["'“”«»‘’\s.,:]+$/g, '')
    .trim();
}

type Rule = { language: ReplyLanguage; pattern: RegExp; prefix?: (verb: string) => string };

const MENTION_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:mention|mentioning|talk about|tell (?:them|guests|people|customers|reviewers) about|remind (?:them|guests|people|customers) (?:about|of)|highlight|promote|plug|add (?:a |one )?(?:line|sentence|word|note|bit) (?:about|on))\s+(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:mentionn(?:er|ez|e)|évoqu(?:er|ez)|rappel(?:er|ez)|soulign(?:er|ez)|signal(?:er|ez)|mett(?:re|ez) en avant|parl(?:er|ez) (?:de|du|des|d['’]))\s*(.+)$/iu,
  },
];

const SIGN_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:sign(?:ed)?(?:\s+(?:off|it|them|the replies|replies|each reply|every reply|all replies))?\s*(?:as|with|by|from|:)|signature\s*:)\s*(?:(?:the|my) name\s*:?\s*)?(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:sign(?:er|ez|e|é)(?![\p{L}])(?:\s+(?:la réponse|les réponses|chaque réponse|toutes les réponses))?\s*(?:avec|par|au nom de|du nom de|de la part de|comme|:)?|signature\s*:)\s*(?:le nom\s+|le prénom\s+)?(.+)$/iu,
  },
];

const OFFER_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:offer|give|propose|provide)\s+(?:(?:them|guests|the guest|customers|the customer|the reviewer|reviewers|unhappy guests|unhappy customers)\s+)?(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:offr(?:ir|ez)|propos(?:er|ez)|accord(?:er|ez)|donn(?:er|ez))\s+(?:(?:leur|au client|aux clients|à la cliente|aux clients mécontents)\s+)?(.+)$/iu,
  },
];

const COMPENSATION: Record<ReplyLanguage, RegExp> = {
  // "%" is no word character: it stands outside the word boundaries.
  en: /\b(free|complimentary|discount|voucher|gift card|refund|credit|on us|on the house|dessert|drink|coffee|glass|bottle|appetizer|meal|round)\b|\d+ ?%/i,
  fr: /(gratuit|offert|rembours|réduction|rabais|bon d['’]achat|bon cadeau|carte-cadeau|crédit|%|dessert|boisson|café|verre|apéro|consommation|repas|entrée|digestif)/i,
};

const RECIPIENT =
  /\s+(?:to (?:unhappy |dissatisfied )?(?:guests|customers|them|reviewers|people)|(?:aux?|à la) (?:clients?|clientes?))(?![\p{L}]).*$/iu;

const SECOND_PERSON: Record<ReplyLanguage, [RegExp, string][]> = {
  en: [
    [/\btheir\b/gi, 'your'],
    [/\bthem\b/gi, 'you'],
    [/\bthey\b/gi, 'you'],
  ],
  fr: [
    [/(^|\s)leurs(?=\s)/gi, '$1vos'],
    [/(^|\s)leur(?=\s)/gi, '$1votre'],
  ],
};

function match(
  clause: string,
  rules: Rule[],
): { value: string; rule: Rule; before: string } | null {
  for (const rule of rules) {
    const found = rule.pattern.exec(clause);
    if (!found) continue;
    const before = found[1] ?? '';
    if (NEGATION[rule.language].test(before)) continue;
    const value = cleanValue(found[2] ?? '');
    if (value) return { value, rule, before };
  }
  return null;
}

/**
 * "reply in Portuguese, sign as Marie": what came before a rule's words when it was typed as an
 * instruction of its own (a separator ends it) is read on its own, or reported; never swallowed.
 */
function readLeftover(parsed: ParsedInstructions, before: string): void {
  const found =
    /^(.*\S)(?:\s*(?:,|\+|&|\s\/|\s[-–—])\s*(?:and|then|also|plus|et|puis|pis|aussi)?|\s+(?:and|then|et|puis|pis))\s*$/iu.exec(
      before,
    );
  const rest = found?.[1]?.trim();
  if (rest && !readClause(parsed, rest)) parsed.unfollowed.push(rest);
}

function frenchArticle(clause: string, value: string): string {
  if (/parl(?:er|ez) du\s/i.test(clause)) return `le ${value}`;
  if (/parl(?:er|ez) des\s/i.test(clause)) return `les ${value}`;
  return value;
}

const OFFER_COMPENSATION = (clause: string) => match(clause, OFFER_RULES);

/** A thing named as an offer: "our 10% offer", "la promo de 15 %", "a free coffee". */
const OFFERED: Record<ReplyLanguage, RegExp> = {
  en: /\d+ ?%|\b(?:free|complimentary|discount|voucher|on the house|on us)\b/i,
  fr: /\d+ ?%|(?:^|\s)(?:gratuit\p{L}*|offert\p{L}*|rabais|réduction|remise|bon d['’]achat)(?=\s|$)/iu,
};
/** "our 10% offer" → "10% off your next visit"; "notre offre de 15 %" → "15 % de rabais". */
function offeredThing(value: string): string {
  const percent = /(\d+ ?%)/.exec(value)?.[1];
  const bare = value.replace(/^(?:our|the|a|notre|la|le|une?)\s+/iu, '');
  if (
    !percent ||
    !/^(?:\d+ ?%\s*)?(?:offer|deal|promo\p{L}*|offre|rabais|réduction)?(?:\s+(?:de|of)\s+\d+ ?%)?$/iu.test(
      bare,
    )
  )
    return bare;
  return /offre|rabais|réduction|promo\p{L}*\s+de/iu.test(bare)
    ? `${percent} de rabais sur votre prochaine visite`
    : `${percent} off your next visit`;
}

/** A tone asked for that the phrase banks follow anyway ("be warm", "stay professional"). */
const TONE_ONLY =
  /^(?:be|stay|keep it|sound|soyez|rester|restez|être|ton)\s+(?:more\s+|plus\s+)?(?:warm|warmer|friendly|kind|polite|positive|professional|chaleureux|chaleureuse|aimable|poli|polie|positif|positive|professionnel|professionnelle)$/iu;

function emptyParsed(): ParsedInstructions {
  return {
    mentions: [],
    signOff: null,
    offer: null,
    short: false,
    noExclamation: false,
    statements: [],
    avoid: [],
    maxWords: null,
    noEmoji: false,
    address: null,
    tone: null,
    language: null,
    contact: null,
    gestures: [],
    facts: [],
    unfollowed: [],
  };
}

/** "sign Yara, GM", "signature Oskar (proprio)": a name straight after the word, capital first. */
const BARE_SIGN =
  /^(?:please\s+)?(?:sign(?:ed)?(?:\s+off)?|sig|signature|sign(?:e|é|ez|er))\s+(\p{Lu}[\p{L}'’.-]*(?:[\s,]+[\p{L}'’.()/&–—-]+){0,5})$/iu;
const startsUpper = (text: string) => /^\p{Lu}/u.test(text);
/** "signed alex", "signe marie-eve": a first name typed in lower case, alone after the word. */
const LOWER_SIGN =
  /^(?:please\s+)?(?:sign(?:ed)?|signature\s*:?|sign(?:e|é|ez))\s+(?!(?:it|off|here|this|that|them|the|as|with|by|from|ça|ca|la|le|les|avec|par|comme|pour|en)$)(\p{Ll}[\p{L}'’]+(?:-\p{L}[\p{L}'’]*)?)$/u;
const capitalised = (name: string) =>
  name.replace(/(^|-)(\p{Ll})/gu, (_m, dash: string, c: string) => dash + c.toLocaleUpperCase());

/** "— Oskar" or "-Ilse, gérante": the sign-off typed as it should appear. */
const DASHED_SIGNATURE = /^[-–—]+\s*(\p{Lu}[\p{L}'’.-]*(?:[\s,]+[\p{L}'’.()/-]+){0,5})$/u;

/** "Ilse – gérante", "Yara (GM)" → "Ilse, gérante": a name, then a comma, then the role. */
function signOffOf(value: string): string {
  return value
    .replace(/^(\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*)?)\s+[-–—]\s+(\S.*)$/u, '$1, $2')
    .slice(0, 80);
}

/** Reads one clause into `parsed`; false when no rule understood it. */
function readClause(parsed: ParsedInstructions, clause: string): boolean {
  const typed = DASHED_SIGNATURE.exec(clause.trim()) ?? BARE_SIGN.exec(clause.trim());
  const lower = LOWER_SIGN.exec(clause.trim());
  const sign =
    typed && startsUpper(typed[1]!)
      ? { value: typed[1]! }
      : lower
        ? { value: capitalised(lower[1]!) }
        : match(clause, SIGN_RULES);
  if (sign) {
    if ('before' in sign) readLeftover(parsed, sign.before);
    parsed.signOff = signOffOf(sign.value);
    return true;
  }
  const avoid = readAvoid(clause);
  if (avoid) {
    parsed.avoid.push(withoutArticle(avoid).slice(0, 80));
    return true;
  }
  if (readNoApology(clause)) {
    parsed.avoid.push(...APOLOGY_WORDS);
    return true;
  }
  if (readNoSignOff(clause)) {
    parsed.signOff = '';
    return true;
  }
  const wish = readWish(clause);
  if (wish) {
    parsed.statements.push(wish);
    return true;
  }
  const gesture: Gesture | null = readApology(clause)
    ? 'apology'
    : readCallOffer(clause)
      ? 'call'
      : readInviteBack(clause)
        ? 'invite'
        : null;
  if (gesture) {
    if (!parsed.gestures.includes(gesture)) parsed.gestures.push(gesture);
    return true;
  }
  let understood = false;
  const language = askedLanguage(clause);
  if (language) {
    parsed.language = language;
    understood = true;
  }
  const address = readAddress(clause);
  if (address) {
    parsed.address = address;
    understood = true;
  }
  const maxWords = readMaxWords(clause);
  if (maxWords) {
    parsed.maxWords = maxWords;
    understood = true;
  }
  if (readNoEmoji(clause)) {
    parsed.noEmoji = true;
    understood = true;
  }
  if (/exclamation/i.test(clause)) {
    parsed.noExclamation =
      NEGATION.en.test(clause) || NEGATION.fr.test(clause) || asksNoExclamation(wordsOf(clause));
    understood = true;
  }
  if (readShort(clause)) {
    // "not too short" is a negation of it; "no emojis and shorter" is not.
    const lead = (clause.split(/short|brief|concise/i)[0] ?? '').split(/\s+/).slice(-3).join(' ');
    parsed.short = !NEGATION.en.test(lead);
    understood = true;
  }
  // "shorter and warmer": a tone asked beside the rest of the clause.
  const tone = understood ? toneIn(wordsOf(clause)) : null;
  if (tone) parsed.tone = tone;
  if (understood || TONE_ONLY.test(clause)) return true;
  const contact = readContact(clause);
  if (contact) {
    parsed.contact = contact;
    return true;
  }
  const fact = readFactAsked(clause);
  if (fact) {
    parsed.facts.push(fact);
    return true;
  }
  const statement = readFacts(clause) ?? readStatement(clause);
  // "mention our patio", "add a photo": a thing named, not a sentence to say.
  const named = /^\s*(?:please\s+)?(?:mention|add)\b(?!\s+that\b)/i.test(clause);
  if (statement && (!named || isStatement(statement.text))) {
    parsed.statements.push({ ...statement, text: statement.text.slice(0, 240) });
    return true;
  }
  const mention = match(clause, MENTION_RULES);
  // "mention our 10% offer": a gesture to make, not a promotion.
  if (mention && OFFERED[mention.rule.language].test(mention.value)) {
    readLeftover(parsed, mention.before);
    parsed.offer = {
      text: offeredThing(mention.value),
      language: mention.rule.language,
      typed: mention.value,
    };
    return true;
  }
  if (mention) {
    readLeftover(parsed, mention.before);
    const value =
      mention.rule.language === 'fr' ? frenchArticle(clause, mention.value) : mention.value;
    if (!parsed.mentions.some((m) => m.text.toLowerCase() === value.toLowerCase()))
      parsed.mentions.push({ text: value.slice(0, 120), language: mention.rule.language });
    return true;
  }
  const offer = OFFER_COMPENSATION(clause);
  if (offer && COMPENSATION[offer.rule.language].test(offer.value)) {
    readLeftover(parsed, offer.before);
    const value = SECOND_PERSON[offer.rule.language].reduce(
      (v, [re, to]) => v.replace(re, to),
      offer.value.replace(RECIPIENT, ''),
    );
    parsed.offer = { text: value.slice(0, 120), language: offer.rule.language };
    return true;
  }
  if (readIntents(parsed, clause)) return true;
  const asTyped = readTypedStatement(clause);
  if (asTyped) {
    parsed.statements.push({ ...asTyped, text: asTyped.text.slice(0, 240) });
    return true;
  }
  // A refusal ("never offer refunds") is followed by doing nothing.
  return NEGATION.en.test(clause.split(/\s+/)[0] ?? '') || /^ne\s|^jamais\s/i.test(clause);
}

/** The clause read as concepts and slots (instruction-intents.ts) when no sentence rule read it. */
function readIntents(parsed: ParsedInstructions, clause: string): boolean {
  const found = intentsOf(clause);
  if (!found) return false;
  const { signOff, avoid, statement, offer, ...flags } = found;
  if (offer && !COMPENSATION[offer.language].test(offer.text)) return false;
  if (signOff) parsed.signOff = signOffOf(signOff);
  if (avoid) parsed.avoid.push(avoid.slice(0, 80));
  if (statement) parsed.statements.push({ ...statement, text: statement.text.slice(0, 240) });
  if (offer) parsed.offer = { ...offer, text: offer.text.replace(RECIPIENT, '').slice(0, 120) };
  Object.assign(parsed, flags);
  return true;
}

/** Whether a rule reads the clause on its own (not only the "never …" that asks for nothing). */
function understoodAlone(clause: string): boolean {
  const scratch = emptyParsed();
  return readClause(scratch, clause) && JSON.stringify(scratch) !== JSON.stringify(emptyParsed());
}

/**
 * What a template engine can follow of the standing and one-off instructions; `unfollowed`
 * lists the clauses it could not read, so the person who asked is told rather than ignored.
 */
export function parseInstructions(texts: (string | null | undefined)[]): ParsedInstructions {
  const parsed = emptyParsed();
  for (const text of texts) {
    if (!text?.trim()) continue;
    for (const clause of clausesOf(text)) {
      if (!readClause(parsed, clause)) parsed.unfollowed.push(clause);
    }
  }
  return parsed;
}
