import { conceptOf, INGREDIENTS } from '../../analysis/catalogue-concepts.ts';
import { matchCatalogue, type Mention } from '../../analysis/catalogue-match.ts';
import { key } from '../../analysis/catalogue-text.ts';
import type { Catalogue, Named, NamedLocation } from '../engine.ts';
import { editDistance, fold, hasPhrase, namesLoosely } from './text.ts';

/**
 * Which locations, dishes and people of the restaurant's own catalogue a question names.
 * Dishes and people go through the review analysis's catalogue matcher, so a question names
 * them the way a review does: in the other language ("confit de canard" for "Duck confit"),
 * shortened to words one item has, by nickname or clipped first name ("Cathy", "Cath")
 * (docs/product/agent.md#dishes-and-people-named).
 */

/** What a question names of one kind: one entry, or several it cannot tell apart. */
export type Naming = {
  entry: Named | null;
  ambiguous: Named[];
  /** Where the words that could be several entries stand in the question. */
  span?: { start: number; end: number };
};

/**
 * The first entry the matcher finds in the question; words that could be several entries (two
 * steaks on the menu, two Catherines) are returned as `ambiguous` so the agent asks which one.
 */
/**
 * The matcher's mentions, less those that are only a comparison's word: "worse than google" is
 * no clipped "Jonathan", whatever a review's clipped names allow.
 */
function mentionsIn(question: string, entries: Named[], kind: 'menu' | 'staff'): Mention[] {
  return matchCatalogue(question, entries, kind).filter(
    (m) => !QUESTION_WORDS.has(fold(question.slice(m.start, m.end))),
  );
}
// « Cette année » is no Anne, "same for the bartender" no Sam, "fri + sat" no fries: the matcher
// forgives a typo and a clipped word, and a question's period words are typed on every question.
const QUESTION_WORDS = new Set(
  'than then that que qu annee annees same meme mon tue tues wed thu thur thurs fri sat sun'.split(
    ' ',
  ),
);

/**
 * "La poutine au homard" when the menu has only a Poutine râpée: a dish shortened to a word of
 * its name, then qualified by an ingredient none of its names has, is another dish (the words as
 * typed, to say it is not on the menu). Null when the question names the entry as it is.
 */
export function otherDishThan(question: string, entry: Named): string | null {
  const m = mentionsIn(question, [entry], 'menu').find((x) => x.name === entry.name);
  if (!m || m.exact) return null;
  const after = /^\s+(?:au|aux|a la|à la|à l'|a l'|with|de|du|d')\s*([\p{L}]+)/iu.exec(
    question.slice(m.end),
  );
  if (!after) return null;
  const concept = conceptOf(key(fold(after[1]!)));
  if (!INGREDIENTS.has(concept)) return null;
  const own = [entry.name, ...(entry.aliases ?? [])].flatMap((n) =>
    fold(n)
      .split(/[^a-z]+/)
      .filter(Boolean)
      .map((w) => conceptOf(key(w))),
  );
  return own.includes(concept) ? null : question.slice(m.start, m.end + after[0].length).trim();
}

export function catalogueNamed(question: string, entries: Named[], kind: 'menu' | 'staff'): Naming {
  const mentions: Mention[] = mentionsIn(question, entries, kind);
  const byName = (name: string) => entries.find((e) => e.name === name);
  for (const m of mentions) {
    if (m.name !== null) {
      const entry = byName(m.name);
      if (entry) return { entry, ambiguous: [] };
    }
  }
  const unclear = mentions.find((m) => m.name === null);
  const ambiguous = (unclear?.candidates ?? []).map(byName).filter((e): e is Named => !!e);
  if (ambiguous.length < 2) return { entry: null, ambiguous: [] };
  return { entry: null, ambiguous, span: { start: unclear!.start, end: unclear!.end } };
}

/**
 * Every entry of one kind the question names, each once, in the order named: "les huîtres pis le
 * homard roll" names two dishes (the matcher keeps the longest of overlapping spans).
 */
export function everyNamed(
  question: string,
  entries: Named[],
  kind: 'menu' | 'staff',
  /** Words that could be several entries stand for all of them ("falafel" for both falafels). */
  each = false,
): Named[] {
  const found: Named[] = [];
  for (const m of mentionsIn(question, entries, kind)) {
    const names = m.name !== null ? [m.name] : each ? (m.candidates ?? []) : [];
    for (const name of names) {
      const entry = entries.find((e) => e.name === name);
      if (entry && !found.includes(entry)) found.push(entry);
    }
  }
  return found;
}

/**
 * How many different words in the question name an entry of one kind, clear or not: "Marco made
 * their night… how many name Marco" says one name twice.
 */
export const spansNamed = (question: string, entries: Named[], kind: 'menu' | 'staff') =>
  new Set(mentionsIn(question, entries, kind).map((m) => fold(question.slice(m.start, m.end))))
    .size;

export function firstNamed<T extends Named>(
  folded: string,
  entries: T[],
  loose: boolean,
): T | null {
  // Longest names first, so "crab cakes" wins over "cake".
  const sorted = [...entries].sort((a, b) => b.name.length - a.name.length);
  for (const entry of sorted) {
    const names = [entry.name, ...(entry.aliases ?? [])];
    if (names.some((n) => hasPhrase(folded, n))) return entry;
  }
  if (!loose) return null;
  return sorted.find((e) => namesLoosely(folded, e.name)) ?? null;
}

// Words that name a kind of place rather than one place: never enough alone to pick a location.
const PLACE_WORDS = new Set(
  'the and des les del saint sainte st ste village street rue avenue ave place port vieux mont centre center downtown uptown north south east west nord sud est ouest haut bas old new'.split(
    ' ',
  ),
);

/** Place words that, as a location's only word of its own, name it ("the uptown spot"). */
const DISTRICT_WORDS = new Set(
  'downtown uptown midtown centre center village north south east west nord sud'.split(' '),
);

/**
 * The locations a question names: by the whole name, or by what sets a location apart, the
 * words of its name that the restaurant's name and the other locations' names do not share
 * ("at Ossington" for "Harbour & Vine Ossington"), accents and case ignored, a typo forgiven
 * in words of five letters or more.
 */
export function locationsNamed<T extends NamedLocation>(
  folded: string,
  locations: T[],
  restaurantName = '',
): T[] {
  // "The Old Port" names "Vieux-Port" too: read the question once more with its place words in
  // the other language.
  const other = translatePlaces(folded);
  const found = matchLocations(folded, locations, restaurantName);
  // "Ste-Foy", "St-Roch", "Saint Roch": saint and its shortenings read as one word, each way.
  const saints = SAINT.test(folded)
    ? matchLocations(
        saintsOf(folded),
        locations.map((l) => ({ ...l, name: saintsOf(fold(l.name)) })),
        restaurantName,
      ).map((l) => locations.find((o) => o.id === l.id)!)
    : [];
  const more = other === folded ? [] : matchLocations(other, locations, restaurantName);
  return locations.filter((l) => found.includes(l) || more.includes(l) || saints.includes(l));
}

const SAINT = /\b(?:saint|sainte|st|ste)\b(?= [a-z])/;
const saintsOf = (folded: string) => folded.replace(new RegExp(SAINT.source, 'g'), 'st');

// Place words operators say in the other language than the location's name, each way.
const PLACE_PAIRS: [string, string][] = [
  ['old port', 'vieux port'],
  ['old montreal', 'vieux montreal'],
  ['old quebec', 'vieux quebec'],
  ['old lyon', 'vieux lyon'],
  ['old town', 'vieille ville'],
];
const PLACE_OTHER = new Map(
  PLACE_PAIRS.flatMap(
    ([en, fr]) =>
      [
        [en, fr],
        [fr, en],
      ] as const,
  ),
);
const PLACE_WORD = new RegExp(`\\b(${[...PLACE_OTHER.keys()].join('|')})\\b`, 'g');
const translatePlaces = (folded: string) =>
  folded.replace(PLACE_WORD, (phrase) => PLACE_OTHER.get(phrase) ?? phrase);

/**
 * A nickname clipped from a place's name with an English diminutive ("Ossy" for Ossington): a
 * stem of three letters or more the name starts with. Only for names of seven letters or more,
 * and never an adverb ("lately"), so that everyday words ending in -y stay words.
 */
const diminutiveOf = (word: string, part: string) => {
  const m = /^([a-z]{3,})(?:y|ie)$/.exec(word);
  return !!m && part.length >= 7 && !word.endsWith('ly') && part.startsWith(m[1]!);
};

/**
 * A place's name clipped the way locals say it ("Kits" for Kitsilano, "Griff" for Griffintown):
 * four letters or more the name starts with, for names of seven letters or more, never an
 * everyday word that happens to start one ("west" in Westboro, "king" in Kingston, « plat » and
 * "plate" in Plateau).
 */
const CLIP_WORDS = new Set(
  'west east north south port mont mount king park lake live long high gate town ville river bank bell belle wood bois hill hall mill fort church queen grand grande petit petite vieux vieille rive pont plage beach cote star more most best last next this that with from over back down them then there were what when will your mile cent plat plats plate plates menu menus carte'.split(
    ' ',
  ),
);
const clippedOf = (word: string, part: string) =>
  word.length >= 4 &&
  part.length >= 7 &&
  word.length < part.length &&
  part.startsWith(word) &&
  !CLIP_WORDS.has(word);

function matchLocations<T extends NamedLocation>(
  folded: string,
  locations: T[],
  restaurantName: string,
): T[] {
  const wordsOf = (name: string) => fold(name).split(' ').filter(Boolean);
  const shared = new Set(wordsOf(restaurantName));
  const words = folded.split(' ');
  const places = locations.map((l) => placesOf(l.address));
  return locations.filter((location, i) => {
    if (namesLoosely(folded, location.name)) return true;
    // By its street or town ("the Queen East spot", "sur Wellington", "à Gatineau"), when no
    // other location's address has it.
    const elsewhere = places.filter((_, j) => j !== i).flat();
    if (places[i]!.some((p) => !elsewhere.includes(p) && namesPlace(folded, p))) return true;
    const others = new Set(
      locations.filter((l) => l.id !== location.id).flatMap((l) => wordsOf(l.name)),
    );
    const own = wordsOf(location.name).filter(
      (w) => !shared.has(w) && !others.has(w) && /[a-z]/.test(w),
    );
    if (own.length === 0) return false;
    // Its distinctive part as a whole ("croix rousse", "liberty village")…
    if (own.length > 1 && namesLoosely(folded, own.join(' '))) return true;
    // "Uptown" for "Tavola Uptown": a kind-of-place word that alone sets this location apart,
    // typed as is.
    const district = own.length === 1 && DISTRICT_WORDS.has(own[0]!) ? own[0]! : null;
    if (
      district &&
      words.some((w) => w === district || (w.length >= 5 && editDistance(w, district) <= 1))
    )
      return true;
    // … or one distinctive word that names this place and no kind of place.
    return own.some(
      (part) =>
        part.length >= 4 &&
        !PLACE_WORDS.has(part) &&
        words.some(
          (w) =>
            w === part ||
            (part.length >= 5 && editDistance(w, part) <= 1) ||
            diminutiveOf(w, part) ||
            clippedOf(w, part),
        ),
    );
  });
}

// Words of an address that say what kind of street it is, not which one.
const STREET_WORDS = new Set(
  'rue avenue ave av boulevard boul blvd street st road rd drive dr lane way chemin montee promenade place pl quai cours allee impasse route e w n s east west est ouest de du des la le l d the'.split(
    ' ',
  ),
);
const STREET_AFTER = /^(?:st|street|ave|avenue|rd|road|blvd|boulevard|e|w|east|west)$/;

/**
 * The street and town names of an address ("1012 Queen St E, Toronto" → "queen", "toronto";
 * "12 montée de la Grande-Côte, 69001 Lyon" → "grande cote", "lyon"; "Gatineau (Aylmer)" →
 * "gatineau", "aylmer"): each part's words without numbers and street-kind words.
 */
function placesOf(address: string | null | undefined): string[] {
  if (!address) return [];
  // "88 rue Laval, Gatineau (Hull)": the district in brackets is a place of its own.
  return address
    .split(/[,()]/)
    .map((part) =>
      fold(part)
        .split(' ')
        .filter((w) => w && !/\d/.test(w) && !STREET_WORDS.has(w))
        .join(' '),
    )
    .filter((p) => p.length >= 3 && !PLACE_WORDS.has(p));
}

/** A street or town name in the question; a short one ("Bank") only with "St", "Ave" after it. */
function namesPlace(folded: string, place: string): boolean {
  if (place.length >= 5 || place.includes(' ')) return hasPhrase(folded, place);
  const words = folded.split(' ');
  return words.some((w, i) => w === place && STREET_AFTER.test(words[i + 1] ?? ''));
}

export function staffNamed(folded: string, staff: Catalogue['staff']): Named | null {
  const full = firstNamed(folded, staff, false);
  if (full) return full;
  // A person is also named by first name alone…
  const byFirst = staff.find((s) => {
    const first = s.name.trim().split(/\s+/)[0] ?? '';
    return first.length >= 3 && hasPhrase(folded, first);
  });
  if (byFirst) return byFirst;
  // … or by a last name only one of them has ("how is Gagnon doing").
  const byLast = lastNamed(folded, staff);
  return byLast.length === 1 ? byLast[0]! : null;
}

/** The people whose last name the question says; two of them are asked back ("Costa"). */
export function lastNamed(folded: string, staff: Catalogue['staff']): Named[] {
  return staff.filter((s) => {
    const last = s.name.trim().split(/\s+/).slice(1).join(' ');
    return last.length >= 4 && hasPhrase(folded, last);
  });
}

export { petAmbiguous, petNamed } from './pet-names.ts';
