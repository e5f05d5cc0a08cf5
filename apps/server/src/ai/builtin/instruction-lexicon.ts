import { fold } from './text.ts';

/*
 * The words of a regeneration instruction tagged with concepts (instruction-intents.ts): each
 * concept is a few whole words and stems in English and French, and a word one typo away from a
 * long enough concept word still counts.
 */

export type Concept =
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
  | 'fluff'
  | 'offer'
  | 'warm'
  | 'lively'
  | 'plain'
  | 'stiff';

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
    'forget*',
    'rid',
    'elimin*',
    'exclu*',
    'exclude*',
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
    // "cut it in half", "make it snappier", « écourte », « la moitié moins long ».
    'half',
    'halve*',
    'moitie',
    'snapp*',
    'punch*',
    'crisp*',
    'ecourt*',
  ],
  long: ['long', 'longue', 'lengthy', 'longer'],
  wordy: ['wordy', 'verbose', 'words', 'text', 'texte', 'mots', 'blabla'],
  fluff: ['bla*', 'fluff', 'waffle*', 'filler', 'remplissage', 'flafla', 'blah*'],
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
    'nomm*',
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
    'empath*',
    'sincer*',
    'caring',
    'compassion*',
    // "sound more human", "more heartfelt", « plus humain », « plus personnel ».
    'human*',
    'humain*',
    'heartfelt',
    'personal',
    'personnel*',
    'genuine',
    'authenti*',
  ],
  lively: [
    'upbeat',
    'cheerful',
    'fun',
    'playful',
    'excit*',
    'enthousias*',
    'enjou*',
    'dynamique',
    'peppy',
    'leger*',
    'lighter',
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
    'teteux',
    'teteuse',
    'lecheux',
    'mielleu*',
    'sirupeu*',
    'gush*',
    'sappy',
    'sucky',
    'neutre',
    'salesy',
    'pushy',
    'vendeur',
  ],
  // A stiff reply is asked to be warmer: "less stiff", "moins guindé", "sounds robotic".
  stiff: ['stiff*', 'robot*', 'guinde*', 'coince*', 'rigide*', 'corpo*', 'froid*', 'cold'],
};

export type Word = { raw: string; folded: string; concepts: Set<Concept> };

/** Whether a folded word is one of the lexicon's as spelled (a stem's word included), no typo. */
export const inLexicon = (folded: string): boolean =>
  Object.values(LEXICON).some((entries) =>
    entries.some((e) => (e.endsWith('*') ? folded.startsWith(e.slice(0, -1)) : folded === e)),
  );

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
    // "dexclamation", "lexclamation": the elided article typed without its apostrophe.
    const glued = /^(?:d|l|qu)(?=[aeiouh])/.exec(folded);
    const concepts = conceptsOf(folded);
    if (!concepts.size && glued && inLexicon(folded.slice(glued[0].length)))
      return {
        raw,
        folded: folded.slice(glued[0].length),
        concepts: conceptsOf(folded.slice(glued[0].length)),
      };
    return { raw, folded, concepts };
  });
}

export const has = (words: Word[], c: Concept) => words.some((w) => w.concepts.has(c));
