import type { QuestionTopic } from '@tableside/domain/review-signals';
import { words } from './text.ts';

/**
 * The words that name each question topic, in English, France and Québec French (folded).
 * Order matters: the first topic that matches wins, the specific before the general, so
 * "reservations for the terrace" is a reservation question, "dogs on the patio" a dog one and
 * "is the terrace open in winter" a patio one.
 */
const TOPIC_WORDS: [QuestionTopic, RegExp][] = [
  [
    'dogs',
    words`
      dogs?|doggos?|pups?|puppy|puppies|pets?|pet-friendly|dog-friendly
      chiens?|chienne|chiots?|toutous?|pitous?|(?<!produits )(?<!produits d'origine )animaux|animal(?! products?)|animal de compagnie
    `,
  ],
  [
    'accessibility',
    words`
      wheelchairs?|wheel chairs?|accessible|accessibility|ramps?|elevators?|lifts?|step-free|stairs|steps|strollers?|walkers?|mobility
      fauteuils? roulants?|chaises? roulantes?|accessibles?|accessibilite|rampes?|ascenseurs?|marches|escaliers?|poussettes?|pmr|mobilite reduite|handicap\w*
    `,
  ],
  [
    'gluten-free',
    words`
      gluten|gluten-free|celiacs?|coeliacs?|cœliaques?|coeliaques?|celiaques?|sans gluten
    `,
  ],
  [
    'vegan',
    words`
      vegans?|veganism|plant-based|plant based|vegetarians?|veggie|animal products?|no meat
      veganes?|vegetaliens?|vegetaliennes?|vegetariens?|vegetariennes?|vege|vegé|produits animaux|produits d'origine animale
    `,
  ],
  [
    'nuts',
    words`
      nuts?|nut-free|peanuts?|tree nuts?|almonds?|cashews?|walnuts?|hazelnuts?|pecans?|pistachios?
      noix|arachides?|cacahuetes?|cacahouetes?|amandes?|noisettes?|pistaches?|pacanes?
    `,
  ],
  [
    'gift-cards',
    words`
      gift ?cards?|gift-cards?|gift certificates?|gift vouchers?|vouchers?|e-gift
      cartes?-cadeaux?|cartes? cadeaux?|bons? cadeaux?|bons?-cadeaux?|cheques? cadeaux?|certificats? cadeaux?
    `,
  ],
  [
    'groups',
    words`
      (?<!small |smaller )groups?|large part(?:y|ies)|big part(?:y|ies)|part(?:y|ies) of \d+|private (?:room|dining|events?|part(?:y|ies))|buy-?outs?|\d+ (?:people|persons|guests)|events?
      (?:holiday|office|christmas|birthday|work|retirement|engagement|team) (?:part(?:y|ies)|dinners?|lunch(?:es)?)|rehearsal dinners?|(?:part(?:y|ies)|tables?) (?:for|of) (?:\d+|ten|twelve|fifteen|twenty|thirty|a dozen)|for (?:\d+|ten|twelve|fifteen|twenty|thirty) or so
      (?<!petits )groupes?|salle privee|salle privative|privatiser|privatisation|\d+ (?:personnes|convives|invites)|evenements?
      (?:party|partys|souper|diner|dejeuner|fete)s? (?:de bureau|de noel|des fetes|d'entreprise|de groupe|prive(?:e|es|s)?|de fete)|fetes? privees?|tablees? de \d+|gang de \d+
      soirees? privees?|evenements? prives?|fetes? d'enfants|birthday part(?:y|ies)|kids'? (?:birthday )?part(?:y|ies)|(?:back|party|function|banquet|side) rooms?
      (?:room|space|tables?|salle|place|places) (?:for|pour) (?:[89]|1\d|[2-9]\d)(?![\p{N}])(?! ?(?:min|minutes|\$|dollars|bucks|euros|%))
    `,
  ],
  [
    'reservations',
    words`
      reservations?|reserve|reserving|book(?:ing|ings)?|walk-ins?|first come
      reservations?|reserver|reservez|reservation|reservable|sans reservation
    `,
  ],
  [
    'parking',
    words`
      parking|park|car ?park|parking lot|garage|valet|(?:a|any|the) lot nearby|lot nearby
      stationnements?|stationner|se stationner|garer|se garer|parkings?|places? de parc
    `,
  ],
  [
    'patio',
    words`
      patios?|terraces?|terrasses?|outdoor seating|outside seating|rooftop|sit outside|eat outside|dehors|exterieur
    `,
  ],
  [
    'hours',
    words`
      hours|open|opens|opening|close|closes|closing|closed|what time|how late|until when|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|holidays?|brunch on
      heures?|horaires?|ouverts?|ouverte|ouvrez|ouvrez-vous|ouvrez-tu|ouvre|ouvrent|fermez|fermes?|fermeture|quelle heure|jusqu'a quand|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|jours? ferie|servez
    `,
  ],
];

/** The topic a question is about, or null when its words name none. */
export function questionTopicOf(folded: string): QuestionTopic | null {
  for (const [topic, words] of TOPIC_WORDS) if (words.test(folded)) return topic;
  return null;
}
