import type { IncidentKind } from '@tableside/domain/review-signals';
import type { Context } from './compose-context.ts';
import { hygieneSeen } from './hygiene-seen.ts';
import { illCompanion } from './ill-companion.ts';
import { fold } from './text.ts';

/*
 * What the guest found in their food, as they named it ("a hair", « un morceau de plastique »),
 * so the reply says "the hair you found in your food" rather than "the foreign object": a
 * manager names the thing. Only what is surely an object; anything else keeps the generic words.
 */

type Found = { pattern: RegExp; en: string; fr: string };

const FOUND: readonly Found[] = [
  { pattern: /\b(?:hairs?|cheveux?|poils?)\b/, en: 'the hair', fr: 'le cheveu' },
  {
    pattern: /\b(?:plastic|plastique)\b/,
    en: 'the piece of plastic',
    fr: 'le morceau de plastique',
  },
  { pattern: /\b(?:glass|verre|vitre)\b/, en: 'the piece of glass', fr: 'le morceau de verre' },
  {
    pattern: /\b(?:metal|wire|staples?|agrafes?|broche|fil de fer)\b/,
    en: 'the piece of metal',
    fr: 'le morceau de métal',
  },
  {
    pattern: /\b(?:band ?-?aids?|bandages?|pansements?|plasters?)\b/,
    en: 'the bandage',
    fr: 'le pansement',
  },
  { pattern: /\b(?:fingernails?|nails?|ongles?)\b/, en: 'the fingernail', fr: 'l’ongle' },
  {
    pattern: /\b(?:stones?|pebbles?|cailloux?|pierres?|roches?)\b/,
    en: 'the stone',
    fr: 'le caillou',
  },
  { pattern: /\b(?:fly|flies|mouches?)\b/, en: 'the fly', fr: 'la mouche' },
  {
    pattern:
      /\b(?:bugs?|insects?|cockroach\w*|roach(?:es)?|beetles?|insectes?|coquerelles?|cafards?|bibittes?|bebittes?)\b/,
    en: 'the insect',
    fr: 'l’insecte',
  },
];

/** Things that share a word with an object but are not one ("nail polish", « verre de vin »). */
const NOT_FOUND =
  /\b(?:nail (?:polish|salon)|time flies|flies by|fly by|(?:wine|water|beer) glass|glass of|verre (?:de|d')|un verre|hair ?(?:net|cut|dresser)|plastic (?:cutlery|fork|cup|container)s?)\b/;

/** The object named in the incident's words, in the reply's language; null when none is sure. */
export function foundObject(span: string, language: 'en' | 'fr'): string | null {
  const text = fold(span);
  if (NOT_FOUND.test(text)) return null;
  const found = FOUND.find((f) => f.pattern.test(text));
  return found ? found[language] : null;
}

/** The words that name a foreign object, from the first incident of that kind that names one. */
export function foundObjectOf(
  incidents: readonly { kind: IncidentKind; span: string }[],
  language: 'en' | 'fr',
): string | null {
  for (const i of incidents)
    if (i.kind === 'foreign-object') {
      const found = foundObject(i.span, language);
      if (found) return found;
    }
  return null;
}

/**
 * An injury told by what it was ("burned her arm", « s'est coupé »): named as the guest told it.
 * A fall stays "your injury": what hurt is not said by the fall.
 */
const INJURIES: [RegExp, Record<'en' | 'fr', string>][] = [
  [
    /(?<!\p{L})(?:burn\p{L}*|scald\p{L}*|brûl\p{L}*|brul\p{L}*|ébouillant\p{L}*|cloque\p{L}*|blister\p{L}*)/iu,
    { en: 'the burn', fr: 'la brûlure' },
  ],
  [
    /(?<!\p{L})(?:cut (?:my|his|her|their|our)|sliced|coupée?s?|coupure\p{L}*|entaille\p{L}*)(?!\p{L})/iu,
    { en: 'the cut', fr: 'la coupure' },
  ],
];

function injuryOf(span: string, language: 'en' | 'fr'): string | null {
  return INJURIES.find(([re]) => re.test(span))?.[1][language] ?? null;
}

/**
 * The reply's words for each incident: the object found named when the guest named it, the
 * companion who fell ill when it was not the guest, and a burn or a cut as told.
 */
export function incidentNames({ reading, request, lines }: Context): string[] {
  const incidents = request.analysis?.signals.incidents ?? [];
  const found = foundObjectOf(incidents, reading.language);
  // « la mouche trouvée »: the French participle agrees with a feminine object.
  const agreement = found?.startsWith('la ') ? 'e' : '';
  const illness = incidents.find((i) => i.kind === 'illness');
  const who = illness ? illCompanion(illness.span, reading.language) : null;
  const hygiene = incidents.find((i) => i.kind === 'hygiene');
  const raw = hygiene ? hygieneSeen(hygiene.span)?.words[reading.language] : null;
  const injury = incidents.find((i) => i.kind === 'injury');
  const hurt = injury ? injuryOf(injury.span, reading.language) : null;
  return reading.incidents.map((k) =>
    k === 'injury' && hurt
      ? hurt
      : k === 'foreign-object' && found
        ? lines.incidentFound.replace('{object}', found).replace('{e}', agreement)
        : k === 'illness' && who
          ? lines.incidentIllOf.replace('{who}', who)
          : k === 'hygiene' && raw
            ? raw
            : lines.incident[k],
  );
}
