import type { Catalogue } from '../engine.ts';
import { catalogueNamed, locationsNamed, petNamed } from './catalogue.ts';
import { namesHoliday } from './date-holidays.ts';
import { CATEGORY_WORDS, STAFF_WORDS } from './question-words.ts';
import { escapeRegex, fold } from './text.ts';

// What the agent refuses or declines before reading a question for figures, and the names in a
// question that are not this restaurant's things: its own name, other places.

export const INJECTION =
  /\b(ignore|disregard|forget|override|bypass) (all |any |your |the |previous |prior |above |these )*(rules|instructions|guidelines|prompt|restrictions)\b|\b(system prompt|jailbreak|developer mode|you are now|pretend (to be|you are)|act as)\b|\b(ignore|oublie|oubliez|ignorez|ignores) (toutes |tes |vos |les |tous |des )*(regles|instructions|consignes)\b|\b(other|another|every|all) restaurants?\b|\b(autres?|tous les) restaurants\b|\b(api key|password|mot de passe|sql|drop table|select \*)\b/;

/**
 * What the agent declines politely: other businesses, guests' private details, the weather,
 * and writing things (menus, posts, replies: the reply screens write replies)
 * (docs/product/agent.md#declines).
 */
export const OUT_OF_SCOPE =
  /\b(competitors?|competition|concurrents?|concurrence|across the street|next door|down the street|en face|d a cote|home address|phone number|email address|where (does|do|did) [a-z0-9 ]{0,60}\blive|adresse (personnelle|perso|du domicile|de (ce|cette|la|le) (client|cliente|personne)|du client|de la cliente)|(guest|customer|reviewer)s? (home )?address|address of (the|that|this) (guest|customer|reviewer)|numero de telephone|courriel|(their|his|her|son|sa|leur|ses|leurs) (e ?mails?|phone|cell|numbers?|address|adresse|numero|coordonnees|contact info)|(who is|who s|c est qui|qui est) (the|that|this|la|le|cette|ce) (customer|guest|reviewer|person|lady|guy|client|cliente|madame|monsieur|personne) (that|who|qui)|ou (habite|vit|demeure)|weather|forecast|meteo|quel temps (fait|fera|va faire)|(warm|cold|hot|sunny|nice) enough (on |this |next |tomorrow|saturday|sunday|monday|tuesday|wednesday|thursday|friday|to)|(fera|va faire) (assez )?(beau|chaud|froid)|previsions?|temperature|(going|gonna) to rain|va pleuvoir|stock market|bourse|translat\w*|tradui\w*|traduction|(goes|go|pairs?|pairing|match(es)?) (well )?with|accords? (mets|vins?)|how (do|to|can|should) (i|we|you) (make|cook|prepare|bake)|how (do|to|can|could|should) (i|we) (get|attract|earn|collect) more (google |yelp |tripadvisor )?reviews|(google|yelp|tripadvisor|search|seo) (ranking|rankings|position)|rank\w* (on|in|sur) (google|yelp|tripadvisor)|(what|how much) should (i|we) (charge|ask)|(raise|increase|lower|cut) (our |the |my )?(prices?|menu prices)|(augmenter|baisser|monter) (nos |les |mes )?prix|(a |au )?quel prix (vendre|mettre)|\bseo\b|referencement|comment (avoir|obtenir|attirer) plus d avis|comment (faire|preparer|cuisiner|reussir)|(send|give|email|text|offer) (her|him|them|the guest|the customer|a guest|a customer)? ?(a |an )?(\d+ ?% (off )?)?(discount|coupon|promo|voucher|gift card|off code|code)|(envoie|envoyer|donne|donner|offre|offrir)(-| )?(lui|leur)? (un |une )?(rabais|coupon|code promo|bon|carte cadeau|remise)|(staff|work|shift) schedules?|horaires? (des|de l|du) (serveurs?|serveuses?|employes?|equipe|staff|personnel)|(make|do|build|set up|fais|faire|prepare)(-| )?(moi |me )?(the |l |les |un |une |a )?(schedule|roster|rota|horaire|horaires|planning))\b/;
/**
 * Figures the agent has no data for: sales, covers, bills, costs, staffing. The reviews hold none
 * of them, so the agent says so instead of answering with review counts
 * (docs/product/agent.md#declines).
 */
export const NO_DATA =
  /\b(revenue|revenues|sales|turnover|profits?|margins?|food costs?|labou?r costs?|payroll|covers|footfall|(average|avg|mean) (bill|check|cheque|ticket|spend)|(bill|check|spend) per (table|guest|person|head|cover)|how many (customers|guests|people|clients|diners|tables) (did )?(we|you)( have)? (serve|served|seat|seated|had|get|got)|chiffre d affaires|ventes|benefices?|marges?|couts? (matiere|de revient|de la main)|masse salariale|couverts|frequentation|ticket moyen|(addition|facture|panier) moyen(ne)?|(addition|facture) par (table|client|personne|tete)|combien de (clients|personnes|convives|tables) (on a|avons nous|a t on|ont ete|on) ?(servis?|eu|accueilli|recu)|clients servis|how many (employees|staff members|people (work|are working)|reservations|bookings|tables)|how many (staff|people|servers|cooks|employees) (do|should) (we|i) (need|have|hire|schedule)|(should|do) (we|i) (hire|fire|let go)|(engager|embaucher|recruter) (plus de |du |des )?(monde|personnel|employes|serveurs?|serveuses?|cuisiniers?)|(employees|staff) (do|did) we have|reservations (tonight|today|this weekend)|combien d (employes|employees)|combien de (reservations|tables|salaries)|reservations (ce soir|aujourd hui|cette fin de semaine|ce week end))\b/;

/**
 * Writing something (a menu, a post, a reply: the reply screens write replies), asked anywhere in
 * the question: a verb of making followed by a thing one writes, in either language.
 */
const WRITING =
  /\b(write|draft|compose|create|generate|make|design|post|publish|come up with|put together|ecris|ecrivez|ecrire|redige|redigez|rediger|cree|creez|creer|genere|generez|fais|faites|invente|inventez|publie|publiez|publier|prepare|preparez|preparer|prepares)\b(?: \w+){0,3}? (menus?|posts?|captions?|ads?|adverts?|emails?|newsletters?|slogans?|tweets?|stor(?:y|ies)|replies|reply|responses?|letters?|memos?|publications?|annonces?|pubs?|courriels?|lettres?|reponses?|infolettres?|cartes?|textes?|messages?|descriptions?|recettes?|recipes?|poems?|poemes?|speech|discours|bios?|flyers?|affiches?|promos?|promotions?|campaigns?|campagnes?|taglines?|jokes?|blagues?|scripts?|videos?|reels?|hashtags?|something|quelque chose)\b/;

/** "How fast do we post replies?" asks about replies written, not for one to be written. */
const ASKS_FIGURES =
  /\b(how (fast|quickly|long|many|often|much)|rate|taux|delai|combien|temps|did we|have we|avons nous)\b/;
/** "Réponds à tous les avis négatifs", "reply to this review for me": writing the replies. */
const ANSWERING =
  /^(?:(?:can|could|would) you |peux tu |pourrais tu |pouvez vous |please |svp )?(?:reply to|respond to|answer|reponds|repondez|repondre) (?:a |aux |to )?(?:(?:tous|toutes|all|les|the|mes|my|nos|our|ce|cet|cette|ces|this|that|those|these|every|chaque) )*(?:\w+ ){0,2}?(?:avis|reviews?|commentaires?|comments?)\b/;
/**
 * "Suggest a new dish", "donne-moi des idées de promo", "got any promo ideas for slow tuesdays":
 * ideas to invent, not reviews to read.
 */
const IDEAS =
  /\b(suggest|propose|brainstorm|give me|come up with|donne moi|donnez moi|trouve moi|trouvez moi|suggere|suggerez|propose moi|proposez moi)\b(?: \w+){0,4}? (ideas?|idees?|new (dishes|dish|menu items?|cocktails?|names?|specials?)|nouveaux? (plats?|menus?|noms?|cocktails?)|nouvelles? (recettes?|idees?)|promos?|promotions?|slogans?|names?|noms?)\b|\b(?:promo|promotion|marketing|menu|dish|special|event|cocktail|name) ideas?\b|\b(?:ideas?|idees?) (?:for|to|pour|de promo|de promotion|de plats?|de menu|d evenements?)\b/;
/**
 * Legal advice ("what are my legal options", "me conseiller juridiquement") and a place ranked
 * against us in lower case ("is le cochon dingue getting better reviews than us"): not the
 * restaurant's reviews. A count ("how many reviews threaten to sue") is a figure, not advice.
 */
const LEGAL_ADVICE =
  /\b((can|could|should) (i|we) (sue|take (him|her|them|the guest|the customer) to court)|(puis je|peut on|pouvons nous|est ce que je peux) (le |la |les )?poursuivre|legal (advice|options?|counsel|rights?|steps?)|lawyers?|attorneys?|conseils? juridiques?|conseiller juridiquement|avis juridique|juridiquement|avocats?|recours|(my|our|mes|nos) (rights|droits)|defamat\w*|diffamat\w*|libel\w*|slander\w*)\b/;
const THAN_US =
  /\b(better|worse|higher|lower|more|fewer|less) (\w+ ){0,3}?than (us|we do|ours)\b|\b(mieux|pire|plus|moins)( \w+){0,3}? que (nous|nous autres|nos avis)\b/;
/**
 * A review to invent ("write me a 5 star google review", « rédige un faux avis »): reviews are
 * the guests' words; the agent writes none, whatever their stars.
 */
const FAKE_REVIEW =
  /\b(fake|bogus|phony|made up|faux|fausses?|bidons?)\b(?: \w+){0,3}? (reviews?|avis|ratings?|testimonials?|temoignages?)\b|^(?:(?:can|could|would) (?:you|u) |peux tu |pourrais tu |pouvez vous |please |pls |svp |stp )?(?:write|draft|post|leave|ecris|ecrivez|ecrire|redige|redigez|rediger|laisse|laissez|poste|postez|publie|publiez)\b(?: \w+){0,5}? (reviews?|avis|testimonials?|temoignages?)\b/;
/**
 * A person's contact details ("whats kiki's email", « le cell de Bridget »): a guest's or a staff
 * member's private details are nobody's to hand out here.
 */
const CONTACT =
  /\b[a-z]+ s (e ?mail|cell|phone|home address)\b|\b(?:what s|whats|what is|give me|send me|get me|donne moi|envoie moi|c quoi|c est quoi|c koi)(?: \w+){0,3}? (e ?mail|courriel|cell|cellulaire|phone|numero de (?:tel|telephone|cell)|home address|adresse perso\w*)\b|\b(e ?mail|courriel|cell|cellulaire|numero de (?:tel|telephone|cell)) (de|d|du|of) [a-z]+\b/;
/**
 * A figure to come ("will we hit 4.5 by christmas", « est-ce qu'on va atteindre 4,5 »): the
 * reviews say what guests said, not what they will say.
 */
const FORECAST =
  /\b(?:will|gonna|going to|predict\w*|va t on|allons nous|on va|va t elle|va t il|vont ils)\b(?: [a-z0-9]+){0,3}? (?:hit|reach|get (?:back )?(?:to|above|over|below|under)|break|cross|drop (?:below|under|to)|fall (?:below|under|to)|make it to|atteindre|depasser|passer|arriver a|tomber|remonter a)\b|\bwhat will (?:our|the|my) (?:[a-z]+ ){0,2}?be\b/;
/** A recipe asked for; "how many mention it? we're changing the recipe" asks a figure. */
const RECIPE = /\b(recipes?|recettes?)\b/;
export const otherMatter = (q: string) =>
  FORECAST.test(q) ||
  (RECIPE.test(q) && !ASKS_FIGURES.test(q)) ||
  (LEGAL_ADVICE.test(q) && !/\b(how many|combien|nombre|count)\b/.test(q)) ||
  THAN_US.test(q) ||
  (FAKE_REVIEW.test(q) && !ASKS_FIGURES.test(q)) ||
  CONTACT.test(q);

export const writes = (q: string) =>
  (WRITING.test(q) || ANSWERING.test(q) || IDEAS.test(q)) && !ASKS_FIGURES.test(q);

/** Places guests also go that are not this restaurant's: "at Terroni", "chez Paul Bocuse". */
const ELSEWHERE =
  /\b(?:at|chez|du|de la|(?:compare|compared|comparer|compare[sz]?) (?:us |ourselves |nous )?(?:with|to|a|avec)|vs\.?|versus|than|(?:mieux|pire|plus|moins)(?: [\p{L}]+){0,2} que)\s+((?:[A-Z][\p{L}'’-]+\s*){1,3})/gu;
/** "Damas on Van Horne keeps stealing our regulars": a business opening a sentence, by its street. */
const ON_STREET =
  /(?:^|[.!?]\s+)((?:[A-Z][\p{L}'’-]+\s*){1,3}?)\s+(?:on|sur)\s+(?:[A-Z][\p{L}'’-]+\s*){1,3}\b(?:St|Street|Ave|Avenue|Rd|Road|Blvd)?/gu;
const NOT_PLACES =
  /^(google|yelp|tripadvisor|opentable|facebook|instagram|christmas|noel|easter|paques|thanksgiving|halloween|new|nous|moi|vous|lui|eux|soi|january|february|march|april|may|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|last|this|q[1-4]|t[1-4]|h[12]|s[12]|english|french|anglais|francais|anglophones?|francophones?|quebecois\w*|canadian\w*|canadien\w*)\b/;

/** The question with the restaurant's name taken out, accents and case aside. */
export function withoutName(question: string, restaurantName: string): string {
  const words = fold(restaurantName).split(' ').filter(Boolean);
  if (!words.length) return question;
  const plain = question.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const re = new RegExp(words.map(escapeRegex).join('[^\\p{L}\\p{N}]+'), 'giu');
  return re.test(plain) ? plain.replace(re, ' ') : question;
}

/**
 * A place typed in lower case before a platform ("the avg at ten foot henry on google", « la note
 * de chez nous sur yelp » is ours): a name that is none of the restaurant's places, people or
 * dishes, and no word of our own scope.
 */
const ON_PLATFORM =
  /\b(?:at|for|of|chez|du|de|pour)\s+((?:[\p{L}'’-]+\s+){1,4}?)(?:on|sur)\s+(?:google|yelp|tripadvisor)\b/gu;
const OUR_SCOPE =
  /\b(our|ours|us|we|all|every|each|any|my|notre|nos|nous|tous|toutes|chaque|mon|ma|mes|this|that|last|ce|cette|ces|reviews?|avis|locations?|spots?|sites?|restaurants?|restos?|succursales?|emplacements?|branch\w*)\b/;
/** « Notre taux de réponse sur Google », "the share of 5 stars on Yelp": a figure, no place. */
const FIGURE_WORDS =
  /\b(reponses?|replies|reply|responses?|ratings?|notes?|moyennes?|taux|scores?|stars?|etoiles?|rate|average|avg|share|part)\b/;
/** "The worst day of the week on Yelp", « la note du mois sur Google »: a period, no place. */
const PERIOD_WORDS =
  /\b(days?|weeks?|weekends?|months?|years?|quarters?|jours?|semaines?|fins? de semaine|mois|ans?|annees?|trimestres?|\d+)\b/;

/**
 * Another place typed in lower case by what it is ("the brunch at art-is-in bakery") or with a
 * possessive before a figure ("boustan's avg rating"): checked against our own names below.
 */
const TYPED_PLACE =
  /\b(?:at|chez|from)\s+((?:[a-z]+\s+){0,3}?(?:bakery|cafe|bistro|brasserie|pizzeria|diner|boulangerie|patisserie|trattoria|taqueria|steakhouse|deli|tavern|taverne|pub))\b/g;
const POSSESSIVE_FIGURE =
  /\b([a-z]{3,}) s (?:(?:avg|average|overall|google|yelp) )?(?:rating|ratings|reviews|score|stars|note|moyenne)\b/g;
const NOT_OWNERS =
  /^(?:today|yesterday|tonight|everyone|everybody|people|guests?|customers?|clients?|team|staff|restaurant|resto|place|spot|location|branch|site|menu|kitchen|year|month|week|quarter|weekend|summer|winter|spring|fall|autumn|season|holiday\w*)$/;

/** Whether the question asks about another place ("at Terroni", "chez Paul Bocuse"). */
export function namesElsewhere(
  question: string,
  catalogue: Catalogue,
  restaurantName: string,
): boolean {
  const typed = [...fold(question).matchAll(ON_PLATFORM)]
    .map((m) => m[1]!.trim())
    .filter(
      (p) =>
        !OUR_SCOPE.test(p) &&
        !PERIOD_WORDS.test(p) &&
        !FIGURE_WORDS.test(p) &&
        !STAFF_WORDS.test(p) &&
        !CATEGORY_WORDS.some(([, re]) => re.test(p)),
    );
  // "Depuis la fête du Travail", "since Canada Day": a holiday, not a place.
  // "Reviews on Google", "Ratings on Yelp": figures on a platform, not a place on a street.
  const byStreet = [...question.matchAll(ON_STREET)]
    .filter((m) => !/\b(google|yelp|tripadvisor|facebook|instagram|opentable)\b/.test(fold(m[0])))
    .filter((m) => {
      const p = fold(m[1]!);
      return (
        !OUR_SCOPE.test(p) &&
        !PERIOD_WORDS.test(p) &&
        !FIGURE_WORDS.test(p) &&
        !STAFF_WORDS.test(p) &&
        !CATEGORY_WORDS.some(([, re]) => re.test(p))
      );
    });
  const capitalised = [...question.matchAll(ELSEWHERE), ...byStreet]
    .filter((m) => !namesHoliday(fold(question.slice(0, m.index + m[0].length)).slice(-40)))
    .map((m) => m[1]!);
  const folded = fold(question);
  const described = [...folded.matchAll(TYPED_PLACE)].map((m) => m[1]!.trim());
  const owners = [...folded.matchAll(POSSESSIVE_FIGURE)]
    .map((m) => m[1]!)
    .filter((p) => !NOT_OWNERS.test(p) && !OUR_SCOPE.test(p) && !PERIOD_WORDS.test(p))
    .filter((p) => !STAFF_WORDS.test(p) && !CATEGORY_WORDS.some(([, re]) => re.test(p)));
  for (const name of [...capitalised, ...typed, ...described, ...owners]) {
    const place = fold(name);
    if (!place || NOT_PLACES.test(place)) continue;
    const ours = fold(restaurantName).split(' ');
    if (place.split(' ').some((w) => ours.includes(w))) continue;
    if (locationsNamed(place, catalogue.locations, restaurantName).length) continue;
    // One of ours, or one of several of ours ("than Marc", with two Marcs).
    const staff = catalogueNamed(name, catalogue.staff, 'staff');
    if (staff.entry || staff.ambiguous.length) continue;
    const menu = catalogueNamed(name, catalogue.menu, 'menu');
    if (menu.entry || menu.ambiguous.length) continue;
    // "Margo's rating": a pet name of one of ours.
    if (petNamed(place, catalogue).length) continue;
    return true;
  }
  return false;
}
