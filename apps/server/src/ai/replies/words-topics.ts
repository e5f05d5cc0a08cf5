/*
 * How a reply names a topic the guest may have judged (an aspect category of the analysis), in
 * English and French, matched on folded text (text.ts). One list for the checks that read what
 * a reply praises or apologises for: no contradiction and no invented complaint.
 */

export const TOPIC_WORDS: Record<string, readonly string[]> = {
  food: [
    'food',
    'dish',
    'dishes',
    'meal',
    'cuisine',
    'plat',
    'plats',
    'repas',
    'nourriture',
    'bouffe',
  ],
  service: ['service', 'server*', 'waiter*', 'waitress*', 'serveur*', 'serveuse*', 'personnel'],
  ambience: ['ambiance', 'ambience', 'atmosphere', 'decor', 'music', 'vibe', 'cadre', 'musique'],
  price: ['price*', 'pricing', 'value', 'bill', 'prix', 'tarif*', 'rapport qualite prix'],
  cleanliness: ['clean*', 'proprete'],
  wait: ['wait', 'waiting', 'delay*', 'attente', 'delai*', 'lenteur'],
  portion: ['portion*', 'quantit*'],
  drinks: ['drink*', 'wine*', 'cocktail*', 'beer*', 'vin', 'vins', 'boisson*', 'biere*'],
  location: ['location', 'neighbourhood', 'neighborhood', 'quartier', 'emplacement'],
};

/**
 * Words an apology names a topic by beyond TOPIC_WORDS: the noise is the room's, the parking the
 * location's, a charge the bill's. Not in TOPIC_WORDS, whose praise reading they would widen.
 */
export const APOLOGY_TOPIC_WORDS: Record<string, readonly string[]> = {
  ambience: ['noise', 'noisy', 'loud', 'bruit', 'bruyant*'],
  cleanliness: ['hygiene', 'dirty', 'salete', 'washroom*', 'restroom*', 'toilet*'],
  location: ['parking', 'stationnement'],
  billing: [
    'service charge',
    'frais de service',
    'extra charge*',
    'overcharg*',
    'surfactur*',
    'billing',
    'facturation',
  ],
};

/**
 * Phrases whose topic word names nothing apologised for: a pace "during busy service", a wait
 * « entre les services » (between courses), a service charge (the bill's), the wait for the bill, "can't wait to see
 * you", food poisoning (an incident), "your meal" or « votre repas » for the visit as a whole.
 */
export const NOT_A_TOPIC: Record<string, readonly string[]> = {
  service: [
    'busy service',
    'entre les services',
    'service team',
    'equipe de service',
    'service charge',
    'frais de service',
  ],
  wait: ['can t wait', 'cannot wait', 'wait to welcome', 'wait to see'],
  price: ['wait for the bill', 'waiting for the bill', 'wait for your bill'],
  food: [
    'food poisoning',
    'intoxication alimentaire',
    'your meal',
    'the meal',
    'votre repas',
    'le repas',
  ],
};

/**
 * What marks a clause as an apology for what it names. Narrower than APOLOGY (words-tone.ts):
 * "unfortunately, the patio is closed in winter" answers a question, "the food won't disappoint"
 * promises; neither apologises for anything.
 */
export const APOLOGY_CUES = [
  'sorry',
  'apologi*',
  'apologize',
  'apologies',
  'regret*',
  'let you down',
  'fell short',
  'desole*',
  'navre*',
  'excuse*',
  'pardon',
  'regrett*',
];
