import { PARKING_TIME, PAYING } from './complaint-words.ts';
import { BOOKED_WAIT_WORDS } from './complaint-kinds.ts';
import type { ReplyLanguage } from './language.ts';

/*
 * The wait as a complaint: the words that name one, the bill told by its amount (a price, not a
 * wait), and the guest's words for what they waited for, which the reply says back.
 */

export const WAIT_NAMED = /\b(?:attente|attend\w*|wait|waiting|waited|delai|temps|lenteur)\b/;

/** Minutes spent finding a spot to park, in a clause that names no wait of its own. */
export const parkingTime = (clause: string) =>
  PARKING_TIME.test(clause) && !WAIT_NAMED.test(clause);

/**
 * A bill told by its amount ("the bill was over $90", « une addition de 110 $ »): what it cost,
 * not what was waited for, even beside "we waited an hour" in the same clause.
 */
export const BILL_PRICED =
  /\b(?:bill|check|addition|facture)\b[^.!?]{0,25}?(?:\d+ ?(?:\$|dollars?|€|euros?)|(?:\$|€) ?\d+|was over|came to|(?:de|of) (?:plus de |over )?\d)/;
/** The bill as what the guest waited for. */
const WAITED_TO_PAY = new RegExp(`^(?!.*${BILL_PRICED.source})(?=.*${PAYING.source})`);

/** A table the guest had booked and waited for anyway ("no reservations?" is no booking). */
const BOOKED_TABLE = new RegExp(
  '\\b(?:(?:despite|past|malgre) (?:a |an |our |the |la |notre |une )?(?:reservation|booking)' +
    '|(?:wait|waited|waiting|attente|attendu)\\b[^.!?]{0,20}\\b(?:even |meme )?(?:with|avec) (?:a |an |our |une |notre )?(?:reservation|booking)' +
    '|(?=.*\\b(?:table|seated|assis|asseoir|installe\\w*)\\b).*\\b(?:(?:with|had|made) ' +
    '(?:a |an |our |the )?(?:reservation|booking|rezzie)|(?:we|i)(?: had|.d)? (?:booked|reserved)' +
    '|had reserved|(?:a|on a|avions|avait|avais) reserve|reserve pour|avec (?:une |notre )?reservation))\\b',
);

const WAIT_WORDS: [RegExp, Record<ReplyLanguage, string>][] = [
  // "Service lent": the slowness is the service's, so the reply says both.
  [
    /\b(?:services? (?:(?:was|is|got|gets|a|un|une|very|super|so|really|bit|little|tres|peu|pas mal|assez|trop|mal|plutot|ben|vraiment|d.une) ){0,3}(?:lent|lente|slow|slowish|lenteur)|services? (?:\w+ )?ralenti\w*|slow (?:\w+ )?service|lenteur du service)\b/,
    { en: 'the slow service', fr: 'la lenteur du service' },
  ],
  // Waiting for a table already booked is the booking's failure as much as the wait.
  [BOOKED_TABLE, BOOKED_WAIT_WORDS],
  [WAITED_TO_PAY, { en: 'the wait for the bill', fr: 'l’attente pour payer' }],
  [
    /\b(?:table|seated|asseoir|assis)\b/,
    { en: 'the wait for a table', fr: 'l’attente pour avoir une table' },
  ],
  [
    /\b(?:entre les (?:services|plats)|between (?:courses|dishes))\b/,
    { en: 'the wait between courses', fr: 'l’attente entre les services' },
  ],
  [/\b(?:dehors|outside|line|file)\b/, { en: 'the wait outside', fr: 'l’attente dehors' }],
];

/** The guest's words for what they waited for, when the clause says more than "the wait". */
export const waitWords = (clause: string, language: ReplyLanguage): string | null =>
  WAIT_WORDS.find(([re]) => re.test(clause))?.[1][language] ?? null;
