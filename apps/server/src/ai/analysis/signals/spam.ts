import type { SpamKind } from '@tableside/domain/review-signals';
import { wordCategories } from '../lexicon.ts';
import { reviewsOtherCuisine } from './spam-cuisines.ts';
import { reviewsAnotherPlace } from './spam-elsewhere.ts';
import { words } from './text.ts';

/**
 * Texts that are not a guest's review of this restaurant (docs/product/review-understanding.md#signals).
 * A real review must never be called spam, so each kind needs two pieces of evidence (an ad
 * that offers and a way to reach it; a job sought and a way to hire), or one unmistakable one
 * ("wrong place, meant to review…").
 */

/** An offer to the owner: more customers, reviews, rankings, followers. */
export const PITCH = words`
  seo|seo services?|best seo|search engine|rankings?|google reviews|real reviews|\d+ (?:real |genuine )?reviews|for your business|our website|#1 on google|first page of google|top of google|google maps ranking|more customers|more clients|more reviews|5-star reviews|five-star reviews|boost your|grow your business|our agency|digital marketing|marketing agency|followers|guaranteed|free audit|free trial|promo code|discount code
  plus de clients|plus d'avis|avis google|vrais avis|\d+ avis|pour votre (?:entreprise|commerce|restaurant|etablissement)|notre site|services? de referencement|avis 5 etoiles|avis cinq etoiles|notre agence|agence (?:de )?(?:marketing|web|seo|digitale)|referencement|premiere page de google|abonnes|garanti\p{L}*|audit gratuit|essai gratuit|code promo
`;
/** A way to reach the sender. */
export const CONTACT = words`
  https?|www|[\p{L}\p{N}-]+ ?(?:\.|dot) ?(?:com|net|org|io|ca|fr|biz|info)|whatsapp|telegram|dm us|dm me|message us|email us|contact us|call us|call now|click here|link in bio|text us
  ecrivez-nous|contactez-nous|appelez(?:-nous)?|appelez vite|cliquez ici|ecrivez-moi|ecris-moi|contactez-moi|en prive|en mp|en dm|pm me|inbox me|message me
`;
/** Offers that have nothing to do with a meal: psychics, money, loans, dating. */
export const OFF_TOPIC = words`
  psychic|psychic medium|clairvoyant|spell caster|love spells?|get your ex back|bitcoin|crypto\p{L}*|forex|trading signals|investment opportunity|earn \$?\d+|work from home|make money|loans?|casinos?|betting|dating site|weight loss pills|giveaway|free iphone|win an? (?:iphone|ipad|gift|prize)
  voyant|voyance|grand medium|medium voyant|marabout|retour (?:de l'etre aime|affectif)|desenvoutement|envoutement|resultats garantis|tous vos problemes|gagner de l'argent|travail a domicile|pret rapide|credit rapide|rencontres? coquines?|concours|gagnez un
`;

/** Money made or lent: an advertisement like any other, not small talk. */
const MONEY = words`
  bitcoin|crypto\p{L}*|forex|trading|investment|invest\p{L}*|earn \$?\d+|work from home|make money|loans?|casinos?|betting
  gagner de l'argent|travail a domicile|pret rapide|credit rapide|\p{L}*investissement|investir
`;

/** Small talk posted as a review: the weather, the game, the traffic, the government. */
export const CHATTER = words`
  government|gouvernement|prime minister|premier ministre|the premier|this province|cette province|mayor|le maire|elections?|parliament|parlement|should resign|doit demissionner
  weather|forecast|snow ?storm|blizzard|heat ?wave|freezing rain|hockey game|the game (?:tonight|last night)|who won|canadiens|habs|canucks|leafs|oilers|flames|senators|playoffs|stanley cup|traffic (?:on|was|is)
  meteo|tempete|canicule|verglas|match de hockey|partie de hockey|le match|les series|la circulation|le trafic
`;

/** A link dropped under a blog-comment compliment or a sales line: "Great post! Visit …". */
export const LINK_DROP = words`
  great (?:post|article|blog)|nice (?:post|article|blog)|good post|informative (?:post|article)|very informative|my blog|our blog|visit (?:my|our) (?:blog|site|website|page|store|shop)|check out (?:my|our) (?:blog|site|website|store|shop)|essays?|essay writing|writing service|replica|buy cheap
  super article|article (?:tres )?interessant|mon blog|notre blog|visitez (?:mon|notre) (?:blog|site|boutique)
`;
/** Someone selling their own channel or account: an order to follow and where. */
export const SELF_PROMO = words`
  subscribe|follow (?:me|us)|follow my (?:channel|page|account|tiktok|insta\p{L}*|youtube)|check (?:out )?my (?:channel|page|profile|videos?|insta\p{L}*|tiktok)|like and subscribe|abonnez-vous|abonne-toi|suivez-moi|suivez-nous|ma chaine|mon compte
`;
export const PLATFORM = words`
  youtube|instagram|insta|tiktok|twitch|channel|chaine|@[\p{L}\p{N}_.]+|[\p{L}\p{N}-]+\.(?:com|net|io|ca|fr)
`;
/** A grievance with the city rather than the restaurant: fines, tickets, tolls. */
export const CIVIC = words`
  parking (?:tickets?|fines?)|(?:a|the) ticket|fines|towed by the city|the city|city hall|meter maids?|contraventions?|amendes?|la ville|ticket de stationnement|constat
`;
/** Said by someone who was never a guest: "never ate here", « jamais mis les pieds ». */
export const NEVER_A_GUEST = words`
  (?:i|we|i've|i have|we've|we have) never (?:ate|eaten|been|set foot) (?:here|there|in this place|at this place)(?! before)(?! until)|haven't (?:eaten|been) here(?! before)(?! yet)
  (?:j'ai|on a|nous avons) jamais (?:mange|mis les pieds) (?:ici|la)|jamais mis les pieds
`;
/** The guest blames the kitchen or the order itself: the restaurant's review after all. */
export const KITCHEN_FAULT = words`
  the kitchen|forgot|forgotten|missing|was great|were great|still hot|la cuisine|oublie\p{L}*|manquai\p{L}*|mal ferme|etai(?:t|ent) (?:bons?|bonnes?|excellente?s?|froide?s?)
`;

/** Someone looking for work, not a meal. */
export const JOB = words`
  (?:are|is) (?:you|the restaurant|anyone) hiring|you hiring|hiring\?|looking for (?:a |an |my first |a summer |a part[- ]time )?(?:job|work|employment|a position|shifts)|seeking (?:a )?(?:job|work|employment|position)|apply for (?:a|the) (?:job|position)|my (?:cv|resume|résumé)
  je (?:re)?cherche (?:un |du )?(?:emploi|travail|job|poste|stage)|(?:re)?cherche (?:un |du )?(?:emploi|travail|job|poste)|a la recherche d'un (?:emploi|travail|poste)|(?:engagez|embauchez|recrutez)-vous|vous (?:engagez|embauchez|recrutez)|postuler|mon cv|ma candidature
  (?:take|hire|accept|taking|hiring) (?:any )?(?:interns|apprentices|stagiaires)|(?:prenez|acceptez|engagez)-vous des stagiaires
  (?:any|have you got|do you have) (?:job )?(?:openings|positions|vacancies)|(?:are you|you) (?:looking for|in need of|need) (?:staff|servers|cooks|dishwashers|bussers|help|kitchen help)|drop (?:off )?(?:a|my) (?:resume|cv)|(?:would love|like) to work (?:at|in|for|your|here)
  postes? (?:disponibles?|ouverts?|a combler)|(?:vous|tu) cherchez (?:du monde|du personnel|des serveu\p{L}*|des cuisinie\p{L}*|des plongeu\p{L}*)|(?:besoin|de besoin) de (?:staff|personnel|monde) (?:en cuisine|en salle|pour l'ete)|deposer mon cv
`;
/** The job seeker speaks of themself: experience, availability, how to reach them. */
export const JOB_DETAIL = words`
  i'm an?|i am an?|i study|i'm studying|i am studying|j'etudie|etudiante? en|years? (?:of )?experience|i have (?:\d+|one|two|three|four|five|several) years|\d+ (?:yrs|years) (?:in|at|as|of)|i can work (?:weekends|nights|evenings|mornings|any)|i've worked|i worked (?:as|at|in)|j'ai travaille|my experience|available to start|can start|start (?:right away|immediately|asap|tomorrow)|email me|contact me|call me|reach me|hire me|\d{3}[- .]\d{3}[- .]\d{4}
  de l'experience (?:au|a|en|comme|chez|dans)|experience (?:as|at|in) an?|(?:mon|my) (?:cv|resume) (?:est pret|is ready)|mon cours de|(?:my|mon) (?:certificate|diploma|diplome|dep|attestation)
  je suis (?:un|une|serveuse|serveur|cuisinier|cuisiniere|plongeur|barista|barman|barmaid|etudiante?|commis)|depuis \d+ ans|me joindre|ans d'experience|mon experience|disponible|disponibilites|me contacter|contactez-moi|m'ecrire|appelez-moi|commencer (?:tout de suite|immediatement|demain)|(?:je )?(?:peux|pourrais) commencer
`;

/** The guest says the review is meant for somewhere else. */
export const WRONG_PLACE = words`
  posted (?:this )?(?:on|to|under) the wrong|(?:this|my) review (?:is|was) (?:for|meant for) (?:another|a different|the other)|(?:this|my) review (?:is|was) (?:for|about|meant for) the (?:\p{L}+ ){1,3}(?:next door|across the street|down the street|beside you|on the corner|upstairs|downstairs)
  (?:cet|mon) avis (?:etait|est) (?:destine|pour) (?:a )?(?:un autre|une autre|l'autre)|(?:cet|mon) avis (?:etait|est) (?:destine au|destine a la|pour le|pour la) (?:\p{L}+ ){1,3}(?:d'a cote|en face|au coin|juste a cote|d'en face)
`;
/** Said with an apology, "wrong place" and "meant to review" are about the listing, not the visit. */
export const WRONG_PLACE_SORRY = words`
  wrong (?:place|restaurant|page|listing|business)|meant to (?:review|post|write)|meant the (?:one|other)|mauvaise (?:fiche|page|place)|mauvais (?:endroit|restaurant|resto|etablissement)
  je voulais (?:ecrire|publier|poster) (?:pour|sur|a propos)|je voulais dire (?:celui|celle|l'autre)|trompee? d(?:e |')(?:restaurant|resto|fiche|page|commerce|etablissement|endroit|place)
`;
export const SORRY = words`
  sorry|oops|my bad|apologies|desolee?s?|oups|pardon|excusez
`;
/** Another kind of business reviewed here: a haircut, a dentist, a car repair. */
export const OTHER_BUSINESS = words`
  haircut|hairdresser|barber|my stylist|dentist|dental|my teeth|teeth cleaning|oil change|mechanic|car wash|my (?:car|truck)|vacuumed|detailing|plumber|my nails|manicure|pedicure|massage therapist|hotel room|check-?in desk|vet clinic|photographer|photos came out|photo shoot|the gym|trainers?|spin class\p{L}*|workouts?|the vet|clinic
  (?:this|the|our|at this) hotel|our stay|stay at|front desk|housekeeping|check-?out|(?:a|the) suite|the pool|(?:the|our|my) bed
  coupe de cheveux|coiffeur|coiffeuse|barbier|coupe (?:parfaite|impeccable|reussie)|dentiste|vidange|garagiste|garage|ma voiture|mon auto|mecanicien|lave-auto|lavage auto|pneus?|plombier|manucure|pedicure|ongles|massotherapeute|photographe|seance photo|salle de sport|coachs?|veterinaire|clinique
  chambre d'hotel|(?:cet|bel|l'|un) hotel|sejour|la chambre|la piscine|la reception|le lit
`;
export const MEAL = words`
  food|meal|dish|dinner|lunch|brunch|breakfast|menu|waiter|waitress|server|ate|eat|tasted?|delicious|drinks?|table|chef|dessert|appetizers?
  bouffe|repas|plats?|souper|diner|dejeuner|menu|serveur|serveuse|mange|manger|gout|delicieux|boissons?|table|chef|dessert|entree
`;

/** A review of the delivery, not of the restaurant's cooking. */
export const DELIVERY_APP = words`
  uber ?eats|ubereats|(?:sur|via|par|on|through|with) (?:uber|skip)|(?:livreu\p{L}*|chauffeur|driver|courier) (?:de |d'|from )?(?:uber|skip)|(?:uber|skip) (?:driver|courier)|door ?dash|doordash|skip ?the ?dishes|skipthedishes|grubhub|deliveroo|just ?eat|foodora|postmates|seamless|lyveat
`;
/** An ordering app not named: "ordered through the app", "app support", "uninstalling". */
export const UNNAMED_APP = words`
  (?:through|via|on|using|with|in) (?:the|an|a|their|that) (?:delivery )?app|delivery app|app support|uninstall\p{L}*|the app (?:said|showed|says|estimated|claimed)
  (?:sur|via|par|avec|dans) (?:l'|une |leur )?(?:appli|application)(?: de livraison)?|desinstall\p{L}*|support de l'(?:appli|application)|l'(?:appli|application) (?:dit|disait|indique|indiquait|affiche|affichait)
`;
export const DELIVERY_TROUBLE = words`
  driver|courier|delivery guy|late|never (?:arrived|came|showed)|wrong (?:door|address|building|house)|couldn't find|could not find|left (?:it|the (?:bag|food|order)) (?:at|outside|in)|support|refund\p{L}*|tracking|app
  livreur|livreuse|chauffeur|retard|jamais (?:arrive|recu|livre)|mauvaise (?:porte|adresse)|trouve pas|trouvait pas|rembours\p{L}*|renverse\p{L}*|application|appli
`;
/** A judgment of the cooking itself makes it the restaurant's review after all. */
export const COOKING = words`
  delicious|tasty|bland|salty|overcooked|undercooked|raw|flavou?r\p{L}*|seasoned|tasted|taste|burnt|greasy|dry|fresh|stale|best|amazing|excellent|love|loved
  delicieux|delicieuse|savoureux|fade|sale|trop cuit|pas assez cuit|cru|crue|gout|assaisonne|brule|gras|sec|seche|frais|fraiche|meilleur|excellent|adore|bon|bonne
`;

/** What kind of spam a review is, or null for a guest's review of this restaurant. */
export function findSpam(
  folded: string,
  rating: number | null,
  menu: readonly string[] = [],
): SpamKind | null {
  if (WRONG_PLACE.test(folded) || (WRONG_PLACE_SORRY.test(folded) && SORRY.test(folded)))
    return 'wrong-restaurant';
  // "Wrong place, meant the one on Main": the listing was the mistake, said with no apology.
  if (WRONG_PLACE_SORRY.test(folded) && countMatches(WRONG_PLACE_SORRY, folded) >= 2)
    return 'wrong-restaurant';
  if (reviewsOtherCuisine(folded, menu) || reviewsAnotherPlace(folded)) return 'wrong-restaurant';
  if (OFF_TOPIC.test(folded) && (CONTACT.test(folded) || countMatches(OFF_TOPIC, folded) >= 2))
    return MONEY.test(folded) ? 'seo' : 'off-topic';
  // The weather or the game and not one word of a meal, a dish or the room: "after the Habs
  // game, great poutine" is a guest's.
  if (CHATTER.test(folded) && !MEAL.test(folded) && !COOKING.test(folded) && !speaksOfVisit(folded))
    return 'off-topic';
  // Two pitches and a way to reach the sender, or three: "guaranteed" alone is a guest's word.
  const pitches = PITCH.test(folded) ? countMatches(PITCH, folded) : 0;
  if (pitches >= 3 || (pitches >= 2 && CONTACT.test(folded))) return 'seo';
  // A link dropped under "great post" or a sales line; a guest's "check lequai.ca" has neither.
  if (LINK_DROP.test(folded) && LINKED.test(folded)) return 'seo';
  if (SELF_PROMO.test(folded) && PLATFORM.test(folded)) return 'seo';
  const aboutTheVisit = MEAL.test(folded) || COOKING.test(folded) || RESTAURANT.test(folded);
  if (CIVIC.test(folded) && countMatches(CIVIC, folded) >= 2 && !aboutTheVisit) return 'off-topic';
  // "never eaten there in person" beside a takeout is still a guest's.
  const rest = folded.replace(new RegExp(NEVER_A_GUEST.source, 'gu'), ' ');
  if (
    NEVER_A_GUEST.test(folded) &&
    !COOKING.test(rest) &&
    !RESTAURANT_WORDS.test(rest) &&
    !ORDERED.test(rest)
  )
    return 'off-topic';
  if (JOB.test(folded) && JOB_DETAIL.test(folded)) return 'job-seeker';
  // A named app and one delivery trouble; an unnamed one needs two (the driver, the support).
  const app =
    DELIVERY_APP.test(folded) ||
    (UNNAMED_APP.test(folded) && countMatches(DELIVERY_TROUBLE, folded) >= 3);
  if (
    app &&
    DELIVERY_TROUBLE.test(folded) &&
    (rating == null || rating <= 2) &&
    !COOKING.test(folded) &&
    !KITCHEN_FAULT.test(folded)
  )
    return 'delivery-app';
  // Another business: two of its words and no meal, or three outweighing a passing breakfast.
  const business = OTHER_BUSINESS.test(folded) ? countMatches(OTHER_BUSINESS, folded) : 0;
  if (
    (business >= 2 && !MEAL.test(folded) && !RESTAURANT.test(folded)) ||
    (business >= 3 && business > countMatches(MEAL, folded) + countMatches(COOKING, folded))
  )
    return 'wrong-restaurant';
  return null;
}

/** A URL or a bare domain. */
const LINKED =
  /(?:https?:|www\.|[\p{L}\p{N}-]+\.(?:com|net|org|io|ca|fr|biz|info|win|xyz|blogspot\.com)(?![\p{L}]))/u;
const RESTAURANT = /(?<!\p{L})(?:restaurant|resto|restaurants|restos|bistro|brasserie)(?!\p{L})/u;
/** An order taken away or delivered: a guest who never sat down. */
const ORDERED =
  /(?<!\p{L})(?:take ?out|takeaway|to go|ordered|delivery|delivered|in person|pick(?:ed)? ?up|a emporter|commande\p{L}*|livr\p{L}*|sur place)(?!\p{L})/u;
/** Words of the meal or the room: someone who says them was there. */
const RESTAURANT_WORDS =
  /(?<!\p{L})(?:food|meal|dish|dinner|lunch|menu|waiter|waitress|server|bouffe|repas|plat|souper|serveur|serveuse)(?!\p{L})/u;

/** A guest's visit or verdict: "came in after the game", "great", « on a mangé ». */
const GUEST =
  /(?<!\p{L})(?:great|good|nice|lovely|love\p{L}*|excellent|awesome|came|went|ate|ordered|tried|visit\p{L}*|bon|bonne|super|venue?s?|mange\p{L}*|commande\p{L}*)(?!\p{L})/u;

/** Any word the restaurant lexicon knows (food, service, room, price…). */
function speaksOfVisit(folded: string): boolean {
  if (GUEST.test(folded)) return true;
  return (folded.match(/[\p{L}']+/gu) ?? []).some((t) => wordCategories(t).length > 0);
}

export function countMatches(re: RegExp, text: string): number {
  return new Set(text.match(new RegExp(re.source, 'gu'))).size;
}
