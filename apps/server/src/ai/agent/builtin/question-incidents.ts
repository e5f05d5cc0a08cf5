import type { IncidentKind } from '@tableside/domain/review-signals';

// Words of each incident kind the analysis flags; hygiene and cleanliness alone stay a topic.
const INCIDENT_KIND_WORDS: [IncidentKind, RegExp][] = [
  [
    'illness',
    /\b(food poisoning|poisoning|sick|illness|vomit\w*|intox\w*|empoisonn\w*|malades?|gastro)\b/,
  ],
  ['allergy', /\b(allerg\w*|anaphyla\w*)\b/],
  ['injury', /\b(injur\w*|burns?|bless\w*|brulures?)\b/],
  [
    'foreign-object',
    /\b(foreign objects?|corps etrangers?|objets? etrangers?|hairs? in|cheveux? dans)\b/,
  ],
  [
    'hygiene',
    /\b(hygiene|cockroach\w*|roach\w*|cafards?|coquerelles?|rats?|mice|souris|insalubr\w*)\b/,
  ],
  ['discrimination', /\b(discriminat\w*|racis\w*)\b/],
  ['legal-threat', /\b(legal threats?|lawsuits?|sue|suing|poursuites?|menaces? de poursuite)\b/],
  [
    'health-authority',
    /\b(health (inspectors?|inspections?|department|authorit\w*)|public health|mapaq|inspecteurs?|sante publique)\b/,
  ],
];
const INCIDENT_WORD = /\b(incidents?|safety issues?|food safety)\b/;
const COUNTING =
  /\b(how many|number of|count|any|anyone|anybody|someone|somebody|combien|nombre|cmb|y a t il eu|il y a eu|y a tu eu|ya tu eu|on a tu eu|quelqu un|des (?:gens|clients)|des cas (?:d|de)|cases? of)\b/;

/**
 * "How many incidents this year?", "combien d'intox ou d'allergies": a count of the reviews
 * the analysis flagged, narrowed to the kinds named unless they are examples ("intox, allergies
 * etc"). A kind word alone asks for a count only with a counting word, and hygiene alone is
 * the cleanliness topic.
 */
export function incidentsAsked(q: string): { kinds: IncidentKind[] | null } | null {
  const kinds = INCIDENT_KIND_WORDS.filter(([, re]) => re.test(q)).map(([k]) => k);
  const asked = INCIDENT_WORD.test(q) || (COUNTING.test(q) && kinds.some((k) => k !== 'hygiene'));
  if (!asked) return null;
  const examples = /\b(etc|and so on|for example|e g|par exemple|genre|like)\b/.test(q);
  return { kinds: kinds.length && !examples ? kinds : null };
}
