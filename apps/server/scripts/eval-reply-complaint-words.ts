/**
 * The reply scorer's words for complaints (scripts/eval-reply-complaints.ts): what marks a
 * sentence as answering a complaint and which topic it names, written apart from the engine's.
 */

/** A sentence that apologises, regrets or says what is being put right answers a complaint. */
export const COMPLAINT_CUES = [
  'sorry',
  'apologise',
  'apologize',
  'apologies',
  'apology',
  'regret',
  'let you down',
  'fell short',
  'missed the mark',
  'not acceptable',
  'unacceptable',
  'non-negotiable',
  'frustration',
  'reviewing',
  'looking at',
  'looking into',
  'going over',
  'worth its price',
  'pardon',
  'desole',
  'desolee',
  'desoles',
  'desolees',
  'navre',
  'navree',
  'navres',
  'excuses',
  'regrettons',
  'pas acceptable',
  'inacceptable',
  'non negociable',
  'revoyons',
  'revenons sur',
  'reprend vos remarques',
  'vaille son prix',
  'cherchons comment',
  'travaillons sur',
];

/**
 * Topics a complaint can be about, by the words that name them. Words that are only where a
 * comment goes ("kitchen", « chef », "team") or that name no topic ("the bill", « l'addition »,
 * which is a wait or a price by what the sentence says) are left out.
 */
export const TOPIC_WORDS: Record<string, string[]> = {
  food: ['food', 'dish', 'dishes', 'meal', 'cuisine', 'plat', 'plats', 'repas', 'nourriture'],
  drinks: [
    'drink',
    'drinks',
    'wine',
    'cocktail',
    'beer',
    'vin',
    'vins',
    'boisson',
    'boissons',
    'biere',
  ],
  service: ['service', 'server', 'waiter', 'waitress', 'serveur', 'serveuse', 'accueil'],
  wait: [
    'wait',
    'waiting',
    'waited',
    'delay',
    'slow',
    'attente',
    'attendre',
    'attendu',
    'delai',
    'lenteur',
  ],
  price: [
    'price',
    'prices',
    'pricing',
    'cost',
    'expensive',
    'pricey',
    'overpriced',
    'value',
    'prix',
    'tarif',
    'tarifs',
    'cher',
    'chere',
  ],
  ambience: [
    'ambience',
    'ambiance',
    'atmosphere',
    'decor',
    'music',
    'musique',
    'noise',
    'noisy',
    'loud',
    'bruit',
    'bruyant',
    'bruyante',
  ],
  cleanliness: [
    'clean',
    'cleanliness',
    'cleaning',
    'dirty',
    'hygiene',
    'washroom',
    'restroom',
    'bathroom',
    'toilet',
    'propre',
    'proprete',
    'sale',
    'salete',
    'nettoyage',
    'toilettes',
    'salle de bain',
  ],
  portion: ['portion', 'portions', 'serving', 'quantite', 'copieux', 'copieuse'],
  location: [
    'location',
    'neighbourhood',
    'neighborhood',
    'quartier',
    'emplacement',
    'parking',
    'stationnement',
  ],
  reservation: ['reservation', 'booking', 'reserver'],
  accessibility: ['accessible', 'accessibility', 'wheelchair', 'accessibilite', 'fauteuil'],
};

/** Phrases whose topic word belongs to another topic: a service charge is a price. */
export const NOT_TOPIC: Record<string, string[]> = {
  service: ['service charge', 'frais de service', 'service team', 'equipe de service'],
  food: ['food poisoning'],
};

/** A complaint about one topic that answers for another the guest raised (portions are food). */
export const COVERED_BY: Record<string, string[]> = {
  portion: ['food'],
};
