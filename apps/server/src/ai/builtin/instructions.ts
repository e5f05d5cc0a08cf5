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
  lowerSignOff,
  offerNamed,
  personMentioned,
  readAsked,
  readFactAsked,
  readKeep,
  readTypedStatement,
  type FactAsked,
  type Gesture,
} from './instruction-asks.ts';
import {
  asksNoExclamation,
  asksStyle,
  intentsOf,
  toneIn,
  withoutArticle,
} from './instruction-intents.ts';
import { plainClause, spelledOut } from './instruction-wording.ts';
import { clausesOf } from './instruction-clauses.ts';
import {
  COMPENSATION,
  MENTION_RULES,
  NEGATION,
  OFFER_RULES,
  RECIPIENT,
  SECOND_PERSON,
  SIGN_RULES,
  match,
} from './instruction-patterns.ts';
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
  /** At most this many sentences that apologise ("don't apologize": 0, "one sorry max": 1). */
  apologies: 0 | 1 | null;
  maxWords: number | null;
  /** The clause that asked for a length ("max 30 words", "shorter"), as typed: what a note quotes. */
  lengthAsked: string | null;
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
  /** "thank Jenny by name", « remercie Jenny et Cath »: people to thank, as typed. */
  thanks: string[];
  /** "keep hannah in", « garde la brûlure »: what a shorter reply must still say, as typed. */
  keep: string[];
  /** Clauses no rule understood, as written. */
  unfollowed: string[];
};

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
  if (/parl\p{L}* du\s/iu.test(clause)) return `le ${value}`;
  if (/parl\p{L}* des\s/iu.test(clause)) return `les ${value}`;
  return value;
}

const OFFER_COMPENSATION = (clause: string) => match(clause, OFFER_RULES);

/** « un apéritif offert »: the reply already offers it ("nous aimerions vous offrir…"). */
const withoutOffered = (text: string) =>
  text
    // "pour se faire pardonner", "to make up for it": why staff offer it, not what is offered.
    .replace(
      /\s+(?:pour (?:se|nous) faire pardonner|pour (?:s['’]|nous )excuser|pour compenser|to make (?:up for it|amends)|as an apology)(?=[\s.,;!]*$)/iu,
      '',
    )
    .replace(/\s+(?:offerte?s?|gratuite?s?|gratuitement|gratis)(?=[\s.,;!]*$)/iu, '')
    .trim();

/** A tone asked for that the phrase banks follow anyway ("be warm", "stay professional"). */
const TONE_ONLY =
  /^(?:be|stay|keep it|sound|soyez|rester|restez|être|ton)\s+(?:more\s+|plus\s+)?(?:warm|warmer|friendly|kind|polite|positive|professional|chaleureux|chaleureuse|aimable|poli|polie|positif|positive|professionnel|professionnelle)$/iu;

/** « réponds-lui comme du monde », "answer properly": the way every reply is written already. */
const MANNER_ONLY =
  /^(?:r[ée]ponds|r[ée]pondez|r[ée]pondre|answer|reply|respond|write it|[ée]cris|[ée]crivez)(?:-(?:lui|leur))?\s+(?:(?:him|her|them)\s+)?(?:comme du monde|comme il faut|correctement|proprement|poliment|properly|politely|like a (?:normal |real )?(?:person|human))$/iu;

function emptyParsed(): ParsedInstructions {
  return {
    mentions: [],
    signOff: null,
    offer: null,
    short: false,
    noExclamation: false,
    statements: [],
    avoid: [],
    apologies: null,
    maxWords: null,
    lengthAsked: null,
    noEmoji: false,
    address: null,
    tone: null,
    language: null,
    contact: null,
    gestures: [],
    facts: [],
    thanks: [],
    keep: [],
    unfollowed: [],
  };
}

const POINTS_TO_FACTS =
  /^(?:c['’]est|it['’]?s|its|that['’]?s|ça|ca|tout est)\s+(?:(?:all|déjà|deja|tout)\s+)?(?:dans|in|on|sur)\s+(?:nos|notre|our|the|les|la|le)\s+(?:infos?|informations?|facts|faits|fiche|site(?: web)?|website|settings|param[èe]tres|profil|profile)\b[\s.!]*$/iu;

/** "sign Yara, GM", "signature Oskar (proprio)": a name straight after the word, capital first. */
const BARE_SIGN =
  /^(?:please\s+)?(?:sign(?:ed)?(?:\s+off)?|sig|signature|sign(?:e|é|ez|er))\s+(\p{Lu}[\p{L}'’.-]*(?:[\s,]+[\p{L}'’.()/&–—-]+){0,5})$/iu;
const startsUpper = (text: string) => /^\p{Lu}/u.test(text);
/** "— Oskar" or "-Ilse, gérante": the sign-off typed as it should appear. */
const DASHED_SIGNATURE = /^[-–—]+\s*(\p{Lu}[\p{L}'’.-]*(?:[\s,]+[\p{L}'’.()/-]+){0,5})$/u;

/** "Ilse – gérante", "Yara (GM)" → "Ilse, gérante": a name, then a comma, then the role. */
function signOffOf(value: string): string {
  return value
    .replace(/^(\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*)?)\s+[-–—]\s+(\S.*)$/u, '$1, $2')
    .slice(0, 80);
}

/** Reads one clause into `parsed`; false when no rule understood it. */
function readClause(parsed: ParsedInstructions, asTypedClause: string): boolean {
  const clause = plainClause(asTypedClause);
  // "add a photo", « fais-en un poème »: not plain reply text, whatever else the clause names.
  // Typed beside another instruction ("a limerick + mention X"), the rules split it off below.
  if (asksStyle(clause) && !/[,+&]|\s[-–—/]\s/u.test(clause)) return false;
  const typed = DASHED_SIGNATURE.exec(clause.trim()) ?? BARE_SIGN.exec(clause.trim());
  const lower = lowerSignOff(clause);
  const sign =
    typed && startsUpper(typed[1]!)
      ? { value: typed[1]! }
      : lower
        ? { value: lower }
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
  // « C'est dans nos infos », "it's on our website": where the fact is, nothing more to do.
  if (POINTS_TO_FACTS.test(clause.trim())) return true;
  const kept = readKeep(clause);
  if (kept) {
    parsed.keep.push(kept.slice(0, 80));
    return true;
  }
  const asked = readAsked(clause);
  if (asked) {
    if (asked.apologies !== undefined)
      parsed.apologies = Math.min(parsed.apologies ?? 1, asked.apologies) as 0 | 1;
    if (asked.thanks) parsed.thanks.push(...asked.thanks);
    if (asked.signOff !== undefined) parsed.signOff = asked.signOff;
    if (asked.statement) parsed.statements.push(asked.statement);
    if (asked.gesture && !parsed.gestures.includes(asked.gesture))
      parsed.gestures.push(asked.gesture);
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
    parsed.lengthAsked = clause;
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
    if (parsed.short) parsed.lengthAsked ??= clause;
    understood = true;
  }
  // "shorter and warmer": a tone asked beside the rest of the clause.
  const tone = understood ? toneIn(wordsOf(clause)) : null;
  if (tone) parsed.tone = tone;
  if (understood || TONE_ONLY.test(clause) || MANNER_ONLY.test(clause)) return true;
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
  const offered = mention && offerNamed(mention.value, mention.rule.language);
  if (mention && offered) {
    readLeftover(parsed, mention.before);
    parsed.offer = offered;
    return true;
  }
  const person = mention ? personMentioned(mention.value) : null;
  if (mention && person) {
    readLeftover(parsed, mention.before);
    parsed.thanks.push(person);
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
    parsed.offer = {
      text: withoutOffered(value).slice(0, 120),
      language: offer.rule.language,
      typed: clause,
    };
    return true;
  }
  if (readIntents(parsed, clause)) return true;
  const asTyped = readTypedStatement(clause);
  if (asTyped) {
    parsed.statements.push({ ...asTyped, text: asTyped.text.slice(0, 240) });
    return true;
  }
  // A refusal ("never offer refunds") is followed by doing nothing.
  return NEGATION.en.test(clause.split(/\s+/)[0] ?? '') || /^ne\s|^n['’]|^jamais\s/i.test(clause);
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
  if (offer)
    parsed.offer = {
      ...offer,
      text: withoutOffered(offer.text.replace(RECIPIENT, '')).slice(0, 120),
      typed: clause,
    };
  Object.assign(parsed, flags);
  if (flags.short) parsed.lengthAsked ??= clause;
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
    for (const clause of clausesOf(spelledOut(text), understoodAlone)) {
      if (!readClause(parsed, clause)) parsed.unfollowed.push(clause);
    }
  }
  // « …a été rencontrée pis que… »: Québec's spoken "and" is written "et" in a reply.
  for (const s of parsed.statements)
    if (s.language === 'fr') s.text = s.text.replace(/(?<!\p{L})pis(?!\p{L})/gu, 'et');
  return parsed;
}
