import type { Catalogue, Named } from '../engine.ts';
import { isKnownWord } from '../../analysis/word-classes.ts';
import { fold } from './text.ts';

// People a question names by a pet name the staff list does not carry (catalogue.ts reads the
// names the list has). Questions are typed in lower case, where the review analysis reads a
// lower-case word as a word: here the question's own words are set aside instead.

// Short words a pet name must never be read from: the question's own words in either language.
const NOT_PET_NAMES = new Set(
  (
    'the and are all any can did does has had how who why was were not for our out get got ' +
    'his her hers him she they them than that this these with from over last next avg per one ' +
    'two six ten day days week year month best worst most less more much many few new old ' +
    'good bad ever even just only also still what when where which your you mine ' +
    'les des une est par pas qui que quoi quel mon mes nos notre vos ton tes son ses leur pis ' +
    'avec sans pour sur sous dans chez mais donc car elle ils eux nous vous moi toi lui ' +
    'jour mois semaine annee avis note notes etoile etoiles plat plats bien tres trop peu ' +
    'fait faire dit avoir etre ete combien depuis entre apres avant mieux pire bon bons bonne ' +
    'star stars rate rating ratings review reviews mention mentions since q1 q2 q3 q4 ytd will ' +
    // Doubled syllables that are words, not pet names.
    'haha hehe hihi hoho lala mama papa nana bebe dada caca pipi tata toutou'
  ).split(' '),
);

const ARTICLES = new Set(
  'the a an our my your this that le la les l un une du des de d mon ma mes notre nos votre vos ce cette'.split(
    ' ',
  ),
);

/**
 * People named by a pet name the staff list does not carry, in the question only: a first
 * name clipped to three letters or more ("Nad" for Nadia), with its closing "a" dropped ("Tess"
 * for Tessa) or its opening vowel ("Tienne" for Étienne), or a syllable doubled ("Lulu" for Luc,
 * "Vivi" for Geneviève), when it points at one person alone and is no word of the question's
 * own nor of the restaurant's menu or places. The review analysis keeps its stricter table.
 */
export function petNamed(folded: string, catalogue: Catalogue): Named[] {
  const found: Named[] = [];
  for (const matches of petCandidates(folded, catalogue))
    if (matches.length === 1 && !found.includes(matches[0]!)) found.push(matches[0]!);
  return found;
}

/** The people a pet name fits when it fits several ("Tienne" with two Étiennes): ask which. */
export function petAmbiguous(folded: string, catalogue: Catalogue): Named[] {
  return petCandidates(folded, catalogue).find((matches) => matches.length > 1) ?? [];
}

/** For each word of the question that could be a pet name, the people it fits. */
function petCandidates(folded: string, catalogue: Catalogue): Named[][] {
  const own = new Set(
    [...catalogue.menu, ...catalogue.locations].flatMap((e) =>
      [e.name, ...(e.aliases ?? [])].flatMap((n) => fold(n).split(' ')),
    ),
  );
  const firsts = catalogue.staff.map((s) => {
    const parts = fold(s.name.trim().split(/\s+/)[0] ?? '').split(' ');
    return { s, first: parts[0] ?? '', parts };
  });
  const found: Named[][] = [];
  const words = folded.split(/[^a-z]+/);
  for (const [i, word] of words.entries()) {
    const listed = PET_NAMES.get(word);
    if ((word.length < 3 && !listed) || word.length > 6 || NOT_PET_NAMES.has(word) || own.has(word))
      continue;
    // "The ale", "la tarte", "la tienne": a word after an article or a possessive is a thing.
    if (ARTICLES.has(words[i - 1] ?? '')) continue;
    const short = word.length <= 5;
    const doubled = word.length === 4 && word.slice(0, 2) === word.slice(2);
    const unknown = !isKnownWord(word);
    const letter = LETTER_NAMES.get(word);
    const matches = firsts.filter(
      ({ first, parts }) =>
        first !== word &&
        (listed?.some((name) =>
          name.endsWith('-')
            ? first.startsWith(name.slice(0, -1)) && first.length > word.length + 1
            : first === name,
        ) ||
          (word.length >= 3 &&
            (saidInitials(word, parts) ||
              // "Bee" for Bridget, "Kay" for Katherine: the first letter as it is said.
              (letter !== undefined && first.startsWith(letter)) ||
              // "Gus" for Angus, "mélie" for Amélie: the end of a first name, when it is no word.
              (unknown &&
                first.length >= word.length + (word.length > 3 ? 1 : 2) &&
                first.endsWith(word)) ||
              (short && first.length >= word.length + 2 && first.startsWith(word)) ||
              // "Vivi" for Geneviève: a later open syllable doubled (a vowel after it, as in
              // "-viève"; "Kevin" has none).
              (doubled && new RegExp(`[aeiouy]${word.slice(0, 2)}(?:[aeiouy]|$)`).test(first)) ||
              // "Tess" for Tessa: a name's closing "a" dropped, from four letters on.
              (short && word.length >= 4 && first === `${word}a`) ||
              // "Tienne" for Étienne: its opening vowel dropped, from five letters on.
              (word.length >= 5 && /^[aeiouy]/.test(first) && first.slice(1) === word) ||
              (doubled && first.startsWith(word.slice(0, 2)))))),
    );
    if (matches.length) found.push(matches.map((m) => m.s));
  }
  return found;
}

/**
 * Pet names that are not a piece of the first name ("Jack" for John, Jacques or the Armenian
 * Hagop, "Bill" for William, "Lily" for Lilian or the Vietnamese Linh), and two-letter clips that
 * are no word ("Em" for Emily); a name ending in "-" stands for every first name it starts.
 */
const PET_NAMES = new Map<string, string[]>([
  [
    'jack',
    [
      'john',
      'jonathan',
      'jacob',
      'jakob',
      'jacques',
      'jacqueline',
      'hagop',
      'hakob',
      'yacoub',
      'yakov',
      'giacomo',
    ],
  ],
  ['bill', ['william', 'guillaume', 'wilhelm']],
  ['billy', ['william', 'guillaume', 'wilhelm']],
  ['bob', ['robert', 'roberto', 'roberta']],
  ['bobby', ['robert', 'roberto']],
  ['ted', ['edward', 'edouard', 'theodore']],
  ['teddy', ['edward', 'edouard', 'theodore']],
  ['lily', ['lilian', 'liliane', 'lillian', 'linh']],
  ['liz', ['elizabeth', 'elisabeth']],
  ['beth', ['elizabeth', 'elisabeth', 'bethany']],
  ['mike', ['michael', 'michel', 'mikael']],
  ['jim', ['james', 'jameson']],
  ['jimmy', ['james']],
  ['tony', ['anthony', 'antoine', 'antonio', 'antony']],
  ['rick', ['richard', 'ricardo', 'frederick']],
  ['charlie', ['charles', 'charlotte', 'charlene']],
  ['em', ['em-']],
  ['ed', ['ed-']],
  ['al', ['al-']],
  ['jo', ['jo-']],
]);

/** Letters as they are said, for a pet name made of a first name's initial ("Bee", "Kay"). */
const LETTER_NAMES = new Map([
  ['bee', 'b'],
  ['dee', 'd'],
  ['jay', 'j'],
  ['kay', 'k'],
  ['vee', 'v'],
]);

/**
 * "Jeff" for Jean-François, « Jef »: the initials of a compound first name said as one word, the
 * first initial, vowels, then the second.
 */
const saidInitials = (word: string, parts: string[]) =>
  parts.length === 2 &&
  word.length <= 5 &&
  new RegExp(`^${parts[0]![0]}[aeiouy]+${parts[1]![0]}+$`).test(word);
