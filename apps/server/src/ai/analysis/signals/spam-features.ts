import { wordCategories } from '../lexicon.ts';
import type { Features } from '../learn/linear.ts';
import * as cues from './spam.ts';
import { PERSONAL } from './spam-addressed.ts';
import * as elsewhere from './spam-elsewhere.ts';
import { FOREIGN_TRADE } from './spam-trades.ts';

/**
 * What the learned spam reader (signals.ts) sees of a text: how much of it is about a meal or a
 * visit at all, who speaks to whom (a business offering to "your restaurant", someone asking for
 * work, a guest telling what they ate), how to reach the sender, and the cue families the rules
 * use, counted rather than required in pairs. The decisive piece is general: a text that names
 * no dish, no service and no visit, yet sells, asks or rants, is not a guest's review. Beside
 * them, the text's own words (their first five letters, so "recrute" and "recruter", "invest"
 * and "investissement" meet): trained on many voices of each kind (training/data/spam-examples.md),
 * they carry what no cue list names, an oil change, a hygienist, a bonus of free spins.
 */

const TOKEN = /[\p{L}\p{N}']+/gu;
/** Letters kept of a word: enough to tell its meaning, few enough to join its inflections. */
const STEM = 5;
const OFFER =
  /(?<!\p{L})(?:we (?:offer|provide|help|sell|ship|deliver|build|supply|specialize)|our (?:team|company|agency|platform|services?|products?|prices?|catalogue|catalog)|wholesale|price list|per month|a month|free (?:audit|trial|demo|quote)|book a demo|nous (?:proposons|offrons|aidons|vendons|livrons)|notre (?:equipe|entreprise|agence|plateforme|catalogue|service commercial)|on (?:vend|vous met|offre)|en gros|tarifs? (?:pro\p{L}*|imbattables?)|par mois|devis gratuit|prix (?:imbattables?|de gros))(?!\p{L})/u;
const TO_OWNER =
  /(?<!\p{L})(?:your (?:restaurant|business|listing|page|place|menu|kitchen|staff|customers|online|reputation)|hello owner|dear owner|restaurant owners?|owners?:|votre (?:restaurant|commerce|fiche|entreprise|etablissement|page|reputation)|proprietaires? de restos?|restaurateurs?)(?!\p{L})/u;
const REACH =
  /(?:https?:|www\.|[\p{L}\p{N}._-]+@[\p{L}\p{N}-]+\.\p{L}{2,}|\b\d{3}[- .]\d{3}[- .]\d{4}\b|\b0\d(?: \d\d){4}\b|(?<!\p{L})(?:dm|whatsapp|telegram|text me|textez|link in (?:my )?bio|lien dans (?:ma )?bio|dot com|point com|par mail|email me|ecrivez|call|appelez)(?!\p{L}))/u;
const PUBLIC_AFFAIRS =
  /(?<!\p{L})(?:government|gouvernement|council|mayor|maire|mairie|taxes?|impots?|vote|voters?|election\p{L}*|politic\p{L}*|politicien\p{L}*|premier|prime minister|ministers?|ministre|province|provincial|federal|federale?|parliament|parlement|senat\p{L}*|resign|demission\p{L}*|liberals?|liberaux|conservat\p{L}*|party|parti|immigra\p{L}*|vaccin\p{L}*|jesus|god|dieu|church|eglise|repent|bible|gas prices|prix de l'essence|essence|go \p{L}+ go|habs|canadiens|playoffs|series eliminatoires)(?!\p{L})/u;
export const VISIT =
  /(?<!\p{L})(?:we (?:went|came|ate|had|ordered|tried|booked|sat|waited|loved)|i (?:went|came|ate|had|ordered|tried|booked|left)|last (?:night|time|visit|dinner|lunch|week)|(?:derniere fois|dernier passage|derniere visite|hier soir|au passage)|(?:we|i) (?:will|'ll) be back|on (?:a|avait) (?:tellement |vraiment )?aime|j'ai oublie|(?:my|our) (?:meal|dinner|lunch|order|server|waiter|waitress|table)|on (?:est (?:alles|venus|passes)|a (?:mange|commande|pris|attendu|reserve))|(?:j'ai|nous avons) (?:mange|commande|pris|attendu|reserve)|(?:mon|notre) (?:repas|souper|diner|plat|serveur|serveuse))(?!\p{L})/u;
const ELSEWHERE =
  /(?<!\p{L})(?:across the street|next door|down the street|another (?:restaurant|place|location)|the other (?:place|restaurant)|wrong (?:page|place|listing|restaurant|business)|supposed to (?:go|be) on|d'a cote|d'en face|en face|un autre (?:resto|restaurant)|mauvaise (?:page|fiche)|trompee? de)(?!\p{L})/u;
/** What a guest asks the restaurant for: a table, a group, a lost item. */
const BOOKING =
  /(?<!\p{L})(?:reservations?|bookings?|book (?:a table|for)|table for|party of|groups? of|private room|left my|lost my|reserv\p{L}*|groupes? de|\d+ personnes|salle privee|anniversaire|birthday|oublie mon|oublie ma|perdu mon|perdu ma)(?!\p{L})/u;
const META =
  /(?<!\p{L})(?:test(?:ing)?|ignore|assignment|just testing|premier avis|je teste|asking for|quelqu'un sait|does anyone know|anyone know|concours|giveaway|partagez)(?!\p{L})/u;

/** The features of one whole text (folded, as the rules read it), its stars and its listing's places. */
export function spamFeatures(
  folded: string,
  rating: number | null,
  places: elsewhere.Places = { others: [] },
): Features {
  const tokens = folded.match(TOKEN) ?? [];
  const restaurantWords = tokens.filter(
    (t) => wordCategories(t).length > 0 || cues.MEAL.test(t) || cues.COOKING.test(t),
  ).length;
  const features: Features = new Map([[`stars=${rating ?? 'none'}`, 1]]);
  const add = (name: string, value: number | boolean) => {
    const v = Number(value);
    if (v) features.set(name, v);
  };
  add('length', Math.log1p(tokens.length) / 3);
  add('restaurant.share', Math.min(1, (4 * restaurantWords) / Math.max(1, tokens.length)));
  add('restaurant.none', restaurantWords === 0);
  add('offer', OFFER.test(folded));
  add('toOwner', TO_OWNER.test(folded));
  add('reach', REACH.test(folded));
  add('publicAffairs', PUBLIC_AFFAIRS.test(folded));
  add('visit', VISIT.test(folded));
  add('elsewhere', ELSEWHERE.test(folded));
  add('meta', META.test(folded));
  add('booking', BOOKING.test(folded));
  add('asks', /\?/.test(folded));
  // Another place as the review's subject, this listing disowned (spam-elsewhere.ts).
  add('elsewhere.subject', elsewhere.SUBJECT.test(folded));
  add('elsewhere.notHere', elsewhere.NOT_HERE.test(folded));
  add('elsewhere.wrongListing', elsewhere.WRONG_LISTING.test(folded));
  add('elsewhere.nearby', elsewhere.NEARBY.test(folded));
  add('elsewhere.otherLocation', elsewhere.otherLocationReviewed(folded, places) !== null);
  add('personal', PERSONAL.test(folded));
  // A foreign trade's words against the meal's: many and alone, the review is of that trade.
  const trade = FOREIGN_TRADE.test(folded) ? cues.countMatches(FOREIGN_TRADE, folded) : 0;
  add('trade', Math.log1p(trade));
  add('trade.beyondMeal', trade > restaurantWords / 2);
  const families = {
    pitch: cues.PITCH,
    contact: cues.CONTACT,
    offTopic: cues.OFF_TOPIC,
    job: cues.JOB,
    jobDetail: cues.JOB_DETAIL,
    wrongPlace: cues.WRONG_PLACE,
    wrongPlaceSorry: cues.WRONG_PLACE_SORRY,
    sorry: cues.SORRY,
    otherBusiness: cues.OTHER_BUSINESS,
    meal: cues.MEAL,
    deliveryApp: cues.DELIVERY_APP,
    unnamedApp: cues.UNNAMED_APP,
    deliveryTrouble: cues.DELIVERY_TROUBLE,
    cooking: cues.COOKING,
    linkDrop: cues.LINK_DROP,
    selfPromo: cues.SELF_PROMO,
    civic: cues.CIVIC,
    neverAGuest: cues.NEVER_A_GUEST,
    kitchenFault: cues.KITCHEN_FAULT,
  };
  for (const [name, re] of Object.entries(families))
    if (re.test(folded)) add(`cue.${name}`, Math.log1p(cues.countMatches(re, folded)));
  for (const token of tokens) {
    const word = token.replace(/^'+|'+$/g, '');
    if (/^\p{N}/u.test(word)) features.set('w:#', 1);
    else if (word.length >= 3) features.set(`w:${word.slice(0, STEM)}`, 1);
  }
  return features;
}
