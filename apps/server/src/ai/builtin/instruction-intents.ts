import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * A second reading of a regeneration instruction the sentence rules did not understand: the
 * clause becomes words tagged with concepts (a negation, "remove", "shorter", "sign", "!"…) and an
 * intent is a combination of concepts, with its slots (a name, a number, the thing to avoid) taken
 * from the words around them. Verbs are matched by stem, so "offre", "offrez", "offrir" and
 * "on leur offre" are one concept, and a word one typo away from a concept word counts ("shortr",
 * "exclamtion"). What no combination reads stays unread and is reported to the person who asked.
 */

type Concept =
  | 'neg'
  | 'remove'
  | 'less'
  | 'too'
  | 'short'
  | 'long'
  | 'wordy'
  | 'sentence'
  | 'sign'
  | 'excl'
  | 'talk'
  | 'part'
  | 'say'
  | 'offer'
  | 'warm'
  | 'lively'
  | 'plain';

/** Whole words (folded) and stems (ending in "*") of each concept, English and French. */
const LEXICON: Record<Concept, string[]> = {
  neg: [
    'no',
    'not',
    'dont',
    'never',
    'nothing',
    'without',
    'sans',
    'ne',
    'pas',
    'rien',
    'aucun*',
    'jamais',
    'ni',
    'zero',
  ],
  remove: [
    'remove*',
    'drop*',
    'skip*',
    'delete*',
    'lose',
    'omit*',
    'ditch*',
    'enlev*',
    'retir*',
    'supprim*',
    'oubli*',
    'lache*',
  ],
  less: ['less', 'fewer', 'moins', 'tone', 'calm*', 'reduce*', 'diminu*', 'reduis*'],
  too: ['too', 'trop', 'way', 'ben'],
  short: [
    'short',
    'shorter',
    'shorten*',
    'brief*',
    'concise',
    'succinct',
    'trim*',
    'tighten*',
    'condense*',
    'court',
    'courte',
    'bref',
    'breve',
    'raccourc*',
    'abreg*',
    'resum*',
    'condens*',
  ],
  long: ['long', 'longue', 'lengthy', 'longer'],
  wordy: ['wordy', 'verbose', 'words', 'text', 'mots', 'bla*'],
  sentence: ['sentence', 'sentences', 'line', 'lines', 'phrase', 'phrases', 'ligne', 'lignes'],
  sign: ['sign', 'signed', 'signs', 'signing', 'signature', 'sig', 'signe', 'signez', 'signer'],
  excl: ['exclamation*', 'excl', 'bang', 'bangs'],
  talk: [
    'mention*',
    'talk*',
    'bring',
    'say',
    'saying',
    'parl*',
    'evoqu*',
    'dire',
    'mot',
    'word',
    'reference*',
  ],
  part: ['part', 'bit', 'line', 'sentence', 'passage', 'partie', 'phrase', 'bout', 'about', 'sur'],
  say: [
    'say',
    'tell',
    'let',
    'explain*',
    'answer*',
    'dire',
    'dis',
    'dites',
    'precis*',
    'expliqu*',
    'repond*',
    'indiqu*',
    'rappel*',
    'ajout*',
    'add',
  ],
  offer: ['offer*', 'give', 'comp', 'propos*', 'offr*', 'donn*', 'accord*'],
  warm: [
    'warm*',
    'friendl*',
    'kind*',
    'nicer',
    'chaleur*',
    'sympa*',
    'amical*',
    'cordial*',
    'gentil*',
  ],
  lively: [
    'upbeat',
    'cheer*',
    'fun',
    'playful',
    'excit*',
    'enthousias*',
    'enjou*',
    'dynamique',
    'peppy',
  ],
  plain: [
    'neutral',
    'plain*',
    'sober',
    'sobre',
    'factual',
    'serious',
    'serieu*',
    'cheesy',
    'quetaine',
    'neutre',
  ],
};

type Word = { raw: string; folded: string; concepts: Set<Concept> };

/** Edit distance with swapped neighbours as one typo ("shortre"), at most `max`. */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    if (Math.min(...row) > max) return false;
    before = prev;
    prev = row;
  }
  return prev[b.length]! <= max;
}

function matches(word: string, entry: string): boolean {
  if (entry.endsWith('*')) {
    const stem = entry.slice(0, -1);
    return (
      word.startsWith(stem) || (stem.length >= 6 && within(word.slice(0, stem.length), stem, 1))
    );
  }
  if (word === entry) return true;
  // One typo away, for words long enough that a typo cannot make another common word.
  return entry.length >= 5 && word.length >= 4 && within(word, entry, 1);
}

const conceptsOf = (folded: string): Set<Concept> =>
  new Set(
    (Object.keys(LEXICON) as Concept[]).filter((c) => LEXICON[c].some((e) => matches(folded, e))),
  );

/** The clause's words, each with its concepts; "!" counts as the word for exclamation marks. */
export function wordsOf(clause: string): Word[] {
  return (clause.match(/!+|[\p{L}\p{N}%@.]+(?:['’][\p{L}]+)?/gu) ?? []).map((raw) => {
    // "d'exclamation", "l'addition": the elided article is not part of the word.
    const word = raw.replace(/^(?:[dljmnst]|qu)['’](?=\p{L})/iu, '');
    const folded = raw.startsWith('!') ? 'exclamation' : fold(word).replace(/['’.]/g, '');
    return { raw, folded, concepts: conceptsOf(folded) };
  });
}

const has = (words: Word[], c: Concept) => words.some((w) => w.concepts.has(c));

/**
 * "Do not offer…", "never tell them…", "n'offre rien": a negation before the first word of the
 * concept, or French's "pas"/"rien" just after it.
 */
function refused(words: Word[], c: Concept): boolean {
  const at = words.findIndex((w) => w.concepts.has(c));
  if (at < 0) return false;
  const near = words.slice(0, at).concat(words.slice(at + 1, at + 3));
  return near.some((w) => w.concepts.has('neg'));
}

/** "no exclamation", "enlève les !!!", "tone down the !!!": fewer exclamation marks asked for. */
export function asksNoExclamation(words: Word[]): boolean {
  return has(words, 'excl') && (has(words, 'neg') || has(words, 'remove') || has(words, 'less'));
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
};

/**
 * "way too long, cut it down", "less wordy", "c'est ben trop long", "2 sentences max", "juste
 * une ou deux phrases": a shorter reply. Asking for a longer one is not this.
 */
export function asksShorter(words: Word[]): boolean {
  if (has(words, 'short')) return true;
  const cut = words.some((w, i) => /^(cut|trim)/.test(w.folded) && i < words.length);
  if (cut) return true;
  if (has(words, 'long') && (has(words, 'too') || has(words, 'less'))) return true;
  if (has(words, 'wordy') && has(words, 'less')) return true;
  if (words.some((w) => w.folded === 'wordy' || w.folded === 'verbose')) return true;
  const counted = words.findIndex(
    (w, i) =>
      w.concepts.has('sentence') &&
      words
        .slice(Math.max(0, i - 3), i)
        .some((p) => (Number(p.folded) || NUMBER_WORDS[p.folded] || 9) <= 3),
  );
  return counted >= 0;
}

/** A capitalised word that names a person rather than starting the sentence with a verb. */
const isName = (w: Word) => /^\p{Lu}\p{Ll}/u.test(w.raw) && w.concepts.size === 0;

/**
 * "mets Sophie en signature", "c'est Julie qui signe", "from Marc", "sign w/ Julie": the sign-off
 * is the capitalised name in a clause about signing, with the role typed after a comma.
 */
export function signOffIn(clause: string, words: Word[]): string | null {
  const signing = has(words, 'sign') || /^(?:from|de la part de)\s/iu.test(clause.trim());
  if (!signing) return null;
  const name = words.find(isName);
  if (!name) return null;
  const start = clause.indexOf(name.raw);
  const rest = clause.slice(start);
  const withRole =
    /^(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)(?:\s*,\s*([\p{L}'’ -]{2,40}?))?(?:\s+(?:en signature|qui sign\p{L}*))?\s*$/u.exec(
      rest.trim(),
    );
  if (withRole) return withRole[2] ? `${withRole[1]}, ${withRole[2].trim()}` : withRole[1]!;
  return name.raw;
}

const ARTICLES =
  /^(?:(?:the|a|an|any|our|your|their|le|la|les|un|une|des|du|de la|de|notre|nos|votre|vos)\s+|(?:l|de l|d)['’]\s*)/iu;

/** "the crème brûlée" → "crème brûlée": what a sentence must not name, without its article. */
export function withoutArticle(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 3 && ARTICLES.test(out); i++) out = out.replace(ARTICLES, '').trim();
  return out;
}

/**
 * "leave out the part about the price", "skip the bit about the noise", "pas besoin de parler de
 * la crème brûlée", "pas un mot sur l'addition": what the reply must not name, after the last
 * word that points at it.
 */
export function avoidIn(clause: string, words: Word[]): string | null {
  const away =
    has(words, 'remove') ||
    /\b(?:leave|keep)\s+out\b|\bno need\b|pas besoin/iu.test(clause) ||
    (has(words, 'neg') && has(words, 'talk'));
  if (!away) return null;
  const pointer =
    /(?:\b(?:about|on|of|mention(?:ing)?|mentionner|parler|évoquer|sur|de|du|des|d['’]|out)\s+)(?!.*\b(?:about|on|of|sur|de|du|des|parler|mentionner)\s)(.+)$/iu.exec(
      clause,
    );
  const value = pointer?.[1] ? withoutArticle(pointer[1]).replace(/[.!,;:]+$/, '') : null;
  if (!value || value.split(/\s+/).length > 5) return null;
  return value;
}

/**
 * "faut leur dire que le stationnement est gratuit", "let them know we now take reservations
 * online": what follows "that"/"que" after a verb of saying, said as written.
 */
export function statementIn(
  clause: string,
  words: Word[],
): { text: string; language: ReplyLanguage } | null {
  if (!has(words, 'say') || refused(words, 'say')) return null;
  const fr =
    /(?:^|\s)(?:dire|dis|dites|précis\p{L}*|expliqu\p{L}*|répond\p{L}*|indiqu\p{L}*|rappel\p{L}*|ajout\p{L}*)(?:-(?:lui|leur))?\s+(?:(?:lui|leur|au client|à la cliente|aux clients)\s+)?(?:que\s+|qu['’]\s*)(.+)$/iu.exec(
      clause,
    );
  if (fr?.[1]) return { text: fr[1].trim(), language: 'fr' };
  const en =
    /\b(?:let (?:them|him|her|the guest|guests) know|tell (?:them|him|her|the guest|guests)|say|explain|answer)\s+(?:that\s+)?(.+)$/iu.exec(
      clause,
    );
  if (en?.[1]) return { text: en[1].trim(), language: 'en' };
  return null;
}

/** "on leur offre l'apéro", "offre-leur un dessert", "give them a free coffee": the gesture. */
export function offerIn(
  clause: string,
  words: Word[],
): { text: string; language: ReplyLanguage } | null {
  if (!has(words, 'offer') || refused(words, 'offer')) return null;
  const found =
    /(?:^|\s)(offr\p{L}*|propos\p{L}*|donn\p{L}*|accord\p{L}*|offer\p{L}*|give|comp)(?:-(?:leur|lui))?\s+(?:(?:leur|lui|them|him|her|the guest|guests)\s+)?(.+)$/iu.exec(
      clause,
    );
  if (!found?.[2]) return null;
  const language: ReplyLanguage = /^(?:offer|give|comp)/i.test(found[1]!) ? 'en' : 'fr';
  return { text: found[2].trim(), language };
}

/**
 * "warmer pls", "plus chaleureux", "more upbeat", "less cheesy", "un ton plus neutre": the tone
 * asked for. Less of a lively tone is the plain one.
 */
export function toneIn(words: Word[]): 'friendly' | 'fun' | 'neutral' | null {
  const less = has(words, 'less') || has(words, 'neg');
  if (has(words, 'plain'))
    return words.some((w) => w.folded === 'cheesy' || w.folded === 'quetaine') && !less
      ? null
      : 'neutral';
  if (has(words, 'lively')) return less ? 'neutral' : 'fun';
  if (has(words, 'warm')) return less ? null : 'friendly';
  return null;
}

/** Languages the built-in writer does not write: asking for one is reported, never ignored. */
export const OTHER_LANGUAGE =
  /\b(?:spanish|espagnol|italian|italien|german|allemand|portuguese|portugais|chinese|chinois|japanese|japonais|arabic|arabe|dutch|néerlandais|russian|russe|korean|coréen)\b/iu;
