import { CATEGORY_WORDS } from '../analysis/restaurant-lexicon.ts';
import type { ReplyLanguage } from './language.ts';

/*
 * Food and drinks the guest faults in their own few words, on the menu or not: "Cold eggs.
 * Lukewarm coffee.", "the toast was burnt", « frites molles », « les œufs étaient froids ». A
 * reply names them back as the guest said them ("the cold eggs", « les frites molles ») instead
 * of "the food", or of nothing when no menu item matched. Read word by word on the guest's own
 * text, so the accents and the ligatures of the phrase are theirs.
 */

export type FaultedThing = { aspect: 'food' | 'drinks'; phrase: string | null };

const foldWord = (w: string) =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .toLowerCase();

const set = (words: string) => new Set(words.trim().split(/\s+/));

/** Words of the lexicon that name no thing a fault can sit on ("the taste", "the menu"). */
const NOT_THINGS = set(`
  menu course courses taste tastes flavor flavors flavour flavours recipe ingredient ingredients
  cooking cuisine special specials portion portions list bar bartender bartenders water eau
  brunch breakfast lunch dinner plate plates assiette assiettes
`);
const things = (aspect: 'food' | 'drinks') =>
  new Set((CATEGORY_WORDS[aspect] ?? []).filter((w) => !NOT_THINGS.has(w)));
const FOOD = things('food');
const DRINKS = things('drinks');
/** Drinks served hot, which "cold" faults; a cold beer is what the guest wanted. */
const HOT_DRINKS = set('coffee espresso cappuccino latte tea cafe chocolat tisane');

/** Fault words, folded, by language: food, then drinks. */
const FAULTS: Record<ReplyLanguage, { food: Set<string>; drinks: Set<string> }> = {
  en: {
    food: set(`
      cold lukewarm bland dry overcooked undercooked burnt burned soggy greasy oily salty
      stale tasteless flavourless flavorless rubbery chewy mushy inedible
    `),
    drinks: set('lukewarm warm flat watery weak'),
  },
  fr: {
    food: set(`
      froid froide froids froides tiede tiedes fade fades sec seche secs seches brule brulee
      brules brulees mou molle mous molles gras grasse grasses insipide insipides rassis rassie
      rassies caoutchouteux caoutchouteuse immangeable immangeables pateux pateuse carbonise
      carbonisee carbonises carbonisees detrempe detrempee detrempes detrempees
    `),
    drinks: set('tiede tiedes evente eventee dilue diluee'),
  },
};

/** "Trop cuit", "too salty": a fault only with the "too" before it. */
const TOO = set('trop too');
const TOO_FAULTS = set('cuit cuite cuits cuites sale salee sales salees sucre sucree salty sweet');
/** Words between a thing and its fault: "the eggs were stone cold", « était vraiment froide ». */
const LINKS = set(`
  was were is are came arrived etait etaient est sont arrive arrivee arrives arrivees
  out a bit little slightly kind of kinda very so really totally completely stone ice
  un peu trop vraiment tout toute toutes tous completement super franchement
`);
const ARTICLES: Record<string, string> = { le: 'le', la: 'la', les: 'les', "l'": 'l’' };

type Word = { said: string; folded: string };

function wordsOf(chunk: string): Word[] {
  return (chunk.match(/[\p{L}'’]+/gu) ?? []).flatMap((w) => {
    // « l'omelette »: the article apart from its noun.
    const elided = /^([lLdD])['’](\p{L}+)$/u.exec(w);
    const parts = elided ? [`${elided[1]!.toLowerCase()}'`, elided[2]!] : [w];
    return parts.map((said) => ({ said, folded: foldWord(said).replace('’', "'") }));
  });
}

/** What the faulted word names, if a thing of the food or the drinks: "cold beer" is no fault. */
function aspectOfThing(
  folded: string,
  fault: string,
  language: ReplyLanguage,
): FaultedThing['aspect'] | null {
  const faults = FAULTS[language];
  const too = fault.includes(' ');
  if (FOOD.has(folded) && (too || faults.food.has(fault))) return 'food';
  const cold = fault === 'cold' || fault.startsWith('froid');
  if (DRINKS.has(folded) && (too || faults.drinks.has(fault) || (cold && HOT_DRINKS.has(folded))))
    return 'drinks';
  return null;
}

/** The fault at a word: one word, or "too"/« trop » and the word after it. */
function faultAt(words: Word[], i: number, language: ReplyLanguage): string | null {
  const w = words[i]?.folded;
  if (!w) return null;
  if (TOO.has(w) && TOO_FAULTS.has(words[i + 1]?.folded ?? ''))
    return `${w} ${words[i + 1]!.folded}`;
  const faults = FAULTS[language];
  return faults.food.has(w) || faults.drinks.has(w) ? w : null;
}

const saidOf = (words: Word[], from: number, count: number) =>
  words
    .slice(from, from + count)
    .map((w) => w.said.toLocaleLowerCase())
    .join(' ');

/** The thing and its fault as the reply names them, article first, or null if none fits. */
function phraseOf(
  words: Word[],
  thing: number,
  fault: number,
  faultLength: number,
  language: ReplyLanguage,
): string | null {
  const noun = words[thing]!.said.toLocaleLowerCase();
  const faultWords = saidOf(words, fault, faultLength);
  // "The toast was too salty" is "the salty toast"; « trop cuit » keeps its « trop ».
  if (language === 'en') return `the ${faultWords.replace(/^too /, '')} ${noun}`;
  const before = words[thing - 1]?.folded ?? '';
  const article = ARTICLES[before] ?? (/[sx]$/.test(words[thing]!.folded) ? 'les' : null);
  if (!article) return null;
  return article.endsWith('’')
    ? `${article}${noun} ${faultWords}`
    : `${article} ${noun} ${faultWords}`;
}

/** What the text faults among its food and drinks, each with the guest's words when they fit. */
export function faultedThings(text: string, language: ReplyLanguage): FaultedThing[] {
  const found: FaultedThing[] = [];
  const add = (aspect: 'food' | 'drinks', phrase: string | null) => {
    if (!found.some((f) => f.aspect === aspect && f.phrase === phrase))
      found.push({ aspect, phrase });
  };
  for (const chunk of text.split(/[.!?;:,…\n()]+|\b(?:but|mais|and|et|pis)\b/iu)) {
    const words = wordsOf(chunk);
    for (let i = 0; i < words.length; i++) {
      const fault = faultAt(words, i, language);
      if (!fault) continue;
      const length = fault.includes(' ') ? 2 : 1;
      // "Cold eggs", "lukewarm coffee": the fault before its thing (English).
      const next = words[i + length];
      const before = next && language === 'en' ? aspectOfThing(next.folded, fault, language) : null;
      if (before) {
        add(before, phraseOf(words, i + length, i, length, language));
        continue;
      }
      // « Frites molles », "the eggs were stone cold": the thing, then a few linking words.
      let j = i - 1;
      while (j >= 0 && LINKS.has(words[j]!.folded) && i - j <= 4) j--;
      const thing = words[j];
      const aspect = thing ? aspectOfThing(thing.folded, fault, language) : null;
      if (aspect) add(aspect, phraseOf(words, j, i, length, language));
    }
  }
  return found;
}
