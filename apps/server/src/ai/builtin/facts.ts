import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import type { QuestionTopic } from '@tableside/domain/review-signals';
import { detectLanguage, type ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * The restaurant's facts as a reply may state them (docs/product/reviews-and-replies.md#restaurant-facts):
 * only in the reply's language, in the owner's own words, never completed or guessed.
 */

/** A sentence as written, with its final full stop. */
const asSentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};

/** Days' short forms in both languages: "Mon", "Sat", "ven", "dim" say nothing of the language. */
const DAYS = /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim)\b/giu;

/** Words of opening hours and short answers that the review lexicons do not hold. */
const CUES: Record<ReplyLanguage, RegExp> = {
  en: /\b(closed|open|opens|daily|only|weekends?|mondays|tuesdays|sundays|noon|midnight|am|pm)\b/giu,
  fr: /\b(ferm[ée]e?s?|ouvert|ouverte|ouvre|midi|soir|lundi|mardi|dimanche|samedi|tous les jours|sur place)\b/giu,
};

/** The language of a fact, read without its days' short forms; null when nothing tells. */
function languageOfFact(text: string): ReplyLanguage | null {
  const clean = text.replace(DAYS, ' ');
  const known = detectLanguage(clean);
  if (known) return known;
  const en = (clean.match(CUES.en) ?? []).length;
  const fr = (clean.match(CUES.fr) ?? []).length;
  return en === fr ? null : en > fr ? 'en' : 'fr';
}

/** "Maple Hall Riverside" less "Maple Hall": the words that tell this location from the others. */
export function placeOf(restaurantName: string, locationName: string): string {
  const own = new Set(fold(restaurantName).split(/\s+/));
  return locationName
    .split(/\s+/)
    .filter((w) => !own.has(fold(w)) && /\p{L}/u.test(w))
    .join(' ')
    .trim();
}

/** "Riverside & Uptown: Mon–Fri …" → the label before the colon, when it is short. */
const LABEL = /^([^:;.]{1,40}?)\s?:\s+/u;

type Clause = { label: string | null; text: string };

/** A half's clauses, each with the label it has or, after ";", the one its sentence opened with. */
function clausesOf(half: string): Clause[][] {
  return half.split(/(?<=[.!?])\s+(?=\p{Lu})/u).map((sentence) => {
    let inherited: string | null = null;
    return sentence.split(/\s*;\s*/).map((raw) => {
      const found = LABEL.exec(raw);
      const label = found ? found[1]!.trim() : inherited;
      if (found) inherited = label;
      return { label, text: found ? raw.slice(found[0].length) : raw };
    });
  });
}

const names = (label: string, place: string) => {
  const l = ` ${fold(label).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return l.includes(
    ` ${fold(place)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `,
  );
};

/**
 * A fact told location by location ("Riverside: free lot; Uptown: street parking") said for this
 * location only, without its label; null when it speaks of the others only. Facts whose labels
 * never name this location are kept whole: their labels are not places ("Brunch: walk-ins only").
 */
function atPlace(half: string, place: string, byPlace: boolean): string | null {
  if (!byPlace) return half;
  const kept = clausesOf(half)
    .map((sentence) =>
      sentence
        .filter((c) => c.label === null || names(c.label, place))
        .map((c) => c.text.trim())
        .filter(Boolean)
        .join('; '),
    )
    .filter(Boolean)
    .map((t) => asSentence(t.replace(/[.\s]+$/, '')));
  return kept.length ? kept.join(' ') : null;
}

/**
 * The fact in the reply's language: the matching half of a bilingual answer ("FR / EN"), the
 * whole answer when it is written in that language (or in none that can be told), else null.
 * With the location's distinguishing words (`placeOf`), only what the fact says of it.
 */
export function factIn(
  text: string | undefined,
  language: ReplyLanguage,
  place = '',
): string | null {
  if (!text?.trim()) return null;
  const split = text
    .split(/\s+\/\s+|\n+/)
    .map((h) => h.trim())
    .filter(Boolean);
  const byPlace =
    place !== '' &&
    split.some((h) => clausesOf(h).some((s) => s.some((c) => c.label && names(c.label, place))));
  // Each half's language is read on the whole half: what is left for one location is too short.
  // Of two halves, one read as the other language, the second is this one's even when its words
  // alone tell nothing ("Plateau: paid street parking; Laval: free mall lot").
  const other = language === 'en' ? 'fr' : 'en';
  const half =
    split.find((h) => languageOfFact(h) === language) ??
    (split.length === 2 && split.some((h) => languageOfFact(h) === other)
      ? split.find((h) => languageOfFact(h) === null)
      : undefined);
  if (half) {
    const here = atPlace(half, place, byPlace);
    return here ? asSentence(here) : null;
  }
  if (split.length === 1 && languageOfFact(split[0]!) === null) {
    const here = atPlace(split[0]!, place, byPlace);
    return here ? asSentence(here) : null;
  }
  return null;
}

/**
 * Who handles incidents, without the owner's label before the colon ("Health, allergy or
 * safety concerns: safety@… or ask for the manager" → "safety@… or ask for the manager").
 */
export function incidentContact(
  facts: RestaurantFacts | undefined,
  language: ReplyLanguage,
  place = '',
): string | null {
  const fact = factIn(facts?.incidents, language, place);
  if (!fact) return null;
  const colon = fact.search(/\s?:\s/);
  const rest = colon > 0 && colon < 80 ? fact.slice(colon).replace(/^\s?:\s*/, '') : fact;
  return rest.replace(/[.\s]+$/, '') || null;
}

/** Words that tell which question a statement from the instructions answers. */
const TOPIC_WORDS: Record<Exclude<QuestionTopic, 'other'>, RegExp> = {
  patio: /\b(patio|patios|terrace|terrasse|terrasses)\b/,
  groups: /\b(group|groups|private room|party|groupe|groupes|salle privee|privatisation)\b/,
  'gluten-free': /\b(gluten|celiac|coeliac|celiaque|coeliaque)\b/,
  vegan: /\b(vegan|vegane|veganes|vegetalien|plant based)\b/,
  nuts: /\b(nut|nuts|peanut|peanuts|noix|arachide|arachides|fruits a coque)\b/,
  parking: /\b(parking|park|stationnement|stationner|garer|lot)\b/,
  hours: /\b(hours|open|opens|opening|closed|horaires|ouvert|ouverte|ouvre|ferme)\b/,
  'gift-cards': /\b(gift cards?|gift certificates?|cartes? cadeaux?|bons? cadeaux?)\b/,
  dogs: /\b(dog|dogs|pet|pets|chien|chiens|animaux)\b/,
  reservations: /\b(reservation|reservations|book|booked|booking|reserver|reserve|reservable)\b/,
  accessibility:
    /\b(accessible|accessibility|wheelchair|step|steps|ramp|marche|marches|plain pied|fauteuil|accessibilite)\b/,
};

/** The question topics a statement speaks of. */
export function topicsOf(statement: string): QuestionTopic[] {
  const folded = fold(statement).replace(/'/g, ' ');
  return (Object.keys(TOPIC_WORDS) as (keyof typeof TOPIC_WORDS)[]).filter((t) =>
    TOPIC_WORDS[t].test(folded),
  );
}

/**
 * An email address or phone number written in the restaurant's facts, the one starting as the
 * person typed it first ("party@"): a reply may give only what the owner wrote down.
 */
export function contactIn(
  facts: RestaurantFacts | undefined,
  kind: 'email' | 'phone',
  hint: string | null,
): string | null {
  const text = Object.values(facts ?? {})
    .filter((v): v is string => typeof v === 'string')
    .join(' \n ');
  const pattern = kind === 'email' ? /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g : /\+?\d[\d\s().-]{7,}\d/g;
  const found = [...new Set(text.match(pattern) ?? [])];
  const wanted = hint ? fold(hint) : '';
  return found.find((f) => wanted && fold(f).startsWith(wanted)) ?? found[0] ?? null;
}
