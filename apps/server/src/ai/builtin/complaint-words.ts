import type { ReplyAspect } from './reply-aspects.ts';

/*
 * The words by which a clause of a review carries a complaint about a topic, in English and
 * French (folded: lower case, no accents). A topic needs both a word that names it and a word that
 * finds fault in the same clause: "on attend longtemps pour payer" is the wait, "l'addition pique"
 * the price.
 */

export type TopicCue = { topic: RegExp; fault: RegExp };

export const TOPIC_CUES: Partial<Record<ReplyAspect, TopicCue>> = {
  wait: {
    topic:
      /\b(?:attend\w*|attente|patient\w*|wait\w*|delai|temps|took|prend|pris|services?|courses?|plats?|line|file|queue|kitchen|cuisine|food|bouffe|drinks?|boissons?|refills?|coffee|cafe|sat|seated|table|assis|asseoir|ignor\w*|commande|order|(?:a|to) (?:arriver|arrive|come|venir))\b/,
    fault:
      /\b(?:longtemps|long|longue|eternite|forever|ages|slow|slowly|lent|lente|lents|lentes|lentement|\d+ ?(?:min|minutes|mins|h|heures?|hours?|hrs?)|\d+h\d{2}|(?:an|une|one|two|deux|trois|three) (?:hour|heure)s?|(?:bit of a|a little|a short) wait|un peu d.attente|petite attente|(?:five|ten|fifteen|twenty|thirty|forty|fifty|cinq|dix|quinze|vingt|trente|quarante|cinquante)(?: |-)?(?:five |cinq )?(?:min|minutes|mins))\b/,
  },
  price: {
    topic:
      /\b(?:prix|price\w*|overpriced|pricey|cher|chere|expensive|addition|bill|check|facture|tarifs?|dollars?|euros?|piasses?|bucks|balles|value|payer|pay|paid|paye|deposit|depot|acompte)\b/,
    fault:
      /\b(?:cher|chere|chers|expensive|overpriced|pricey|steep|pique|salee|salty|abuse|exagere|too much|trop|vraiment|ripoff|rip off|arnaque|non refundable|pas remboursable|not refunded|jamais rembourse\w*|not worth|pas worth|vaut pas|ne vaut pas|you.?d expect|would expect|expected (?:more|better|a lot more)|m.attendais|attendai\w* (?:a )?(?:mieux|plus)|on attend (?:autre chose|mieux|plus)|a ce prix|a ces prix|at (?:these|those|that) prices?|for (?:the|that) price|pour le prix|for what (?:it is|you get)|pour c.?e? ?que c.est|half the price|moitie prix|de palace|de fou|de fous|love paying|loved paying|on croit rever|(?:a|ont) (?:encore |donc |aussi )?(?:monte|augmente)|went up|gone up|going up|have risen|raised (?:the |their )?prices?|hausse\w*|plaign\w*|complain\w*)\b/,
  },
  cleanliness: {
    topic:
      /\b(?:washroom|restroom|bathroom|toilets?|toilettes|floor|sol|plancher|tables?|banquettes?|booths?|seats?|chairs?|chaises?|cutlery|couverts|verres?|glass(?:es)?|assiettes?|plates?|cups?|tasses?|patio|terrasse|clean\w*|propre\w*|sale|dirty|hygiene)\b/,
    fault:
      /\b(?:crumbs|miettes|stained|tache\w*|dirty|filthy|sale|sales|soaked|wet|sticky|collante?s?|mouille\w*|trempe\w*|crasseu\w*|gross|degueu\w*|pas propre|not clean|unclean|glissant\w*|slippery)\b/,
  },
  ambience: {
    topic:
      /\b(?:ambiance|ambience|atmosphere|music|musique|noise|bruit|place|salle|room|decor|cadre|door|porte|temperature|loud|noisy|bruyante?s?|crammed|cramped|stuffy|etouffante?s?|entasse\w*)\b/,
    fault:
      /\b(?:loud|noisy|bruyante?s?|cold|froide?|freezing|gele\w*|dark|sombre|cramped|crammed|stuffy|etouffante?s?|entasse\w*|tight|serree?s?|collees?|too|trop fort|courant d.air)\b/,
  },
  location: {
    topic: /\b(?:parking|stationnement|stationner|garer|park)\b/,
    fault:
      /\b(?:gripe|bemol|hard|difficult|difficile|impossible|nowhere|circled|tourne\w*|no|aucun|aucune|pas de (?:stationnement|parking|place)|full|plein|complet|cauchemar|nightmare|payant\w*|charges?|fees?|frais|dollars|cher|expensive|pricey)\b/,
  },
  billing: {
    topic:
      /\b(?:service charge|frais de service|frais|gratuity|tip|pourboire|charged|charge|overcharg\w*|factur\w*|surfactur\w*|bill|addition)\b/,
    fault:
      /\b(?:overcharg\w*|surfactur\w*|never ordered|did ?n.?t order|not ordered|jamais commande\w*|pas commande\w*|charged twice|double charged|without|sans|added|ajoute\w*|not told|never told|pas (?:ete )?(?:annonce|prevenu)\w*|hidden|cache\w*|surprise|twice|deux fois|wrong|erreur|mistake|faux|fausse|automatic\w*|automatique\w*|mandatory|obligatoire)\b/,
  },
  food: {
    topic: /\b(?:food|meal|dish\w*|plats?|repas|bouffe|nourriture|cuisine)\b/,
    fault:
      /\b(?:cold|froide?s?|bland|fade|dry|seche?s?|overcooked|trop cuite?s?|burnt|brule\w*|soggy|molle?s?|greasy|gras|grasse|salty|salee?s?|raw|crue?s?|tasteless|sans gout|mediocre|poche|bad|mauvaise?s?|decevante?s?|disappointing|inedible|immangeable)\b/,
  },
  drinks: {
    topic: /\b(?:drinks?|cocktails?|wine|vins?|beer|biere|boissons?|cafe|coffee|latte)\b/,
    fault:
      /\b(?:warm|tiede|flat|watered|watery|dilue\w*|weak|bad|mauvaise?|imbuvable|undrinkable|vinegar|vinaigre|goutai\w* rien|mostly foam)\b/,
  },
  service: {
    topic:
      /\b(?:service|server|waiter|waitress|serveur|serveuse|staff|personnel|accueil|host|hostess|hotesse)\b/,
    fault:
      /\b(?:rude|impolie?s?|bete|ignor\w*|oubli\w*|forgot|attitude|yeux au ciel|eye ?roll\w*|unfriendly|desagreable|absente?s?|negligent\w*|inattentive|rushed|hurried|overwhelmed|swamped|debord\w*|bouscule\w*|presse\w*|flag (?:someone|somebody|them|a server) down|pas aimable|careless|got (?:\w+ ){0,5}wrong|mixed up (?:our|my|the) orders?|(?:se sont|s.est) trompe\w*|mauvaise?|bad|poor|terrible|horrible|poche)\b/,
  },
};

/**
 * Words that find fault with whatever the clause names: enough to confirm a topic the analysis
 * already read negatively ("petit bémol sur le temps entre les plats"), never to add one.
 */
export const ANY_FAULT =
  /\b(?:bemol|gripe|complaint|downside|dommage|hic|reproche|probleme|problem|issue|bad|mauvaise?s?|terrible|awful|horrible|worst|pire|nulle?|decevante?s?|disappointing|disappointed|decue?s?|meh|bof|average|moyenne?|so so|could be better|pas top|not great|merci pour rien|thanks for nothing|bravo pour|attendais a mieux|expected (?:better|more)|lukewarm|tiede)\b/;

/**
 * Hurried out is the service, not a wait, however long the guest had been there; « mis dehors à
 * 13 h 50 » is being shown the door, not a wait outside.
 */
export const RUSHED =
  /\b(?:rushed|rush|hurried|presse\w*|bouscul\w*|(?:mis|mettre|mettait|jete\w*) dehors|(?:kicked|pushed|ushered|hustled) (?:us |me )?out)\b/;

/** A price quoted ("$26 burger", « 34$ avec les frais »): with a price read negatively, the complaint. */
export const MONEY = /\bdollars \d+|\b\d+(?:[.,]\d+)? ?(?:dollars?|euros?|piasses?|bucks|balles)\b/;

/** How long something took, which in a review is a wait ("vingt minutes debout", "half an hour"). */
export const DURATION =
  /\b(?:\d+|five|ten|fifteen|twenty|thirty|forty|forty five|cinq|dix|quinze|vingt|trente|quarante|quarante cinq) ?(?:min|minutes|mins)\b|\b(?:half an hour|an hour|demi heure|une heure|\d+ ?(?:h|heures?|hours?|hrs?)|\d+h\d{2})\b/;

/**
 * A booking gone wrong is the service's: "had us down for 2", « une table de 4 » for 8, a party
 * split over two tables, a booking "not in the system", "just wasn't there", « rien à notre nom »;
 * the fault may follow the booking's clause.
 */
export const BOOKING = {
  topic: /\b(?:reserv\w*|booked|booking|rezzie|opentable)\b/,
  fault:
    /\b(?:wrong|different day|mistake|mix ?up|lost|no record|not (?:written|noted) down|had us down|(?:pas|jamais) (?:ete )?(?:notee?|enregistree?|inscrite?)|did ?n.?t have|had no|erreur|mauvais\w*|perdu\w*|aucune trace|pas de trace|avaient pas|pas notre reservation|table (?:de|pour|for) \d+|(?:given|gave) (?:it|our table|the table|our spot) (?:away|to)|(?:donne|donnee|attribue\w*|refile\w*) (?:notre table|a d.autres|a un autre|a une autre)|annule\w*|cancel\w*|(?:at|on|over|across|between|into|sur|a) (?:two|2|deux|separate|different) (?:separate )?tables|split (?:us|our (?:group|party)|the (?:group|party))|separe\w* (?:sur|en|a)|disparai\w*|disparu\w*|disappear\w*|vanish\w*|(?:not|n.t) in the system|pas dans le systeme|(?:was|were) ?n.?t there|(?:rien|personne|aucune reservation|pas de reservation) (?:a|au|sous) (?:notre|mon|son|leur) nom)\b/,
};

/**
 * Time spent finding a parking spot ("circled for 20 minutes", « tourné 15 minutes pour se
 * garer »): the parking's, not a wait for the restaurant, unless the clause names a wait too.
 */
export const PARKING_TIME =
  /\b(?:parking|stationn\w*|garer|park|circl\w*|tourne\w* (?:en rond|autour|pour))\b/;

/** Time said kindly, not a wait: "depuis longtemps", "a long time fan", "for years". */
export const NOT_A_WAIT =
  /\b(?:depuis (?:si )?longtemps|long time|longtime|for years|depuis des annees|long weekend|long week end|longue fin de semaine|(?:\d+|five|ten|fifteen|cinq|dix|quinze) ?(?:min|minutes) (?:late|de retard|en retard)|en retard)\b/g;

/** A word just before the fault that takes it back ("not slow at all", « pas cher »). */
export const NEGATED =
  /\b(?:not|never|no|pas(?! mal)|jamais|aucun|aucune|plutot pas|isn.t|wasn.t)\s+(?:\w+\s+)?$/;

/** Paying or the bill: a wait or a price by what the clause says. */
export const PAYING = /\b(?:payer|paye|paiement|addition|facture|pay|paying|bill|check|cheque)\b/;
/** A term that is the wait itself, whatever category the analysis gave it. */
export const WAIT_TERM = /^(?:l )?(?:attente|wait|waiting|delai|lenteur)$/;
/** A term that names the service's pace: with a slow word, a wait. */
export const SERVICE_TERM = /^(?:les? )?(?:services?|service en salle)$/;
/** People: a complaint that names one is about the service, never apologised for by name. */
export const PERSON_TERM =
  /^(?:the |le |la |les |l')?(?:server|servers|waiter|waitress|waitstaff|staff|host|hostess|manager|bartender|barman|barmaid|serveur|serveuse|serveurs|serveuses|personnel|gerant|gerante|hotesse|proprio|owner)s?$/;

/** Washroom and floor terms: a complaint about them is the cleanliness, not the room. */
export const CLEAN_TERM =
  /\b(?:washroom|restroom|bathroom|toilets?|toilettes|floor|sol|plancher)\b/;
