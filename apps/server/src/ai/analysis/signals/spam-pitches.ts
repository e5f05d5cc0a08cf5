import type { SpamKind } from '@tableside/domain/review-signals';
import { COOKING, MEAL, OTHER_BUSINESS, SELF_PROMO, countMatches } from './spam.ts';
import { VISIT } from './spam-features.ts';
import { namesMenu } from './spam-voices.ts';
import { words } from './text.ts';

/**
 * Spam told by what it leaves behind or asks for (docs/product/review-understanding.md#signals):
 * a text generator's answer or disclaimer, a template's unfilled slot, a creator's audience
 * offered for a collaboration, a rival sending readers to its own site, a rant about the review
 * site, a profile advertised, another trade's offer to whoever reads. Each needs two pieces of
 * evidence or one no guest writes; those that a guest's words could carry never apply beside a
 * meal, a taste or a visit told.
 */

/** A text generator speaking of itself: no guest writes this. */
const MACHINE_DISCLAIMER = words`
  as an ai(?: language model| assistant| model)|as an ai,|as a language model|(?:i am|i'm) an ai (?:language model|assistant)
  en tant qu(?:e |')(?:ia|intelligence artificielle|modele de langage|assistant virtuel)|je suis une (?:ia|intelligence artificielle)
`;
/** A generator's answer pasted with its preamble: "Sure! Here's a 5-star review for your…". */
const MACHINE_ANSWER = words`
  here(?:'s| is) an? (?:\S+ ){0,3}review for your (?:restaurant|business|establishment|company)|(?:sure|certainly|of course|absolutely)[!,.]? here(?:'s| is) an? (?:\S+ ){0,3}review
  voici un (?:avis|commentaire|temoignage)(?: positif| elogieux| 5 etoiles| cinq etoiles)? pour votre (?:restaurant|etablissement|commerce|entreprise)|(?:bien sur|certainement|absolument) ?[!,.]? voici (?:un|une) (?:\S+ ){0,3}(?:avis|commentaire|temoignage)
`;
/**
 * A template's slot left unfilled: "[Restaurant Name]", "{business}", « [nom du restaurant] ». A
 * guest's "[name redacted]" is no slot: the slot names the business or tells what to insert.
 */
const TEMPLATE_SLOT =
  /[[{<]{1,2}\s*(?:(?:restaurant|business|company|establishment)(?:[ _]name)?|(?:(?:your|insert) (?:restaurant|business|company)|name of|nom d[eu']|nom de l')[\p{L}\s_'-]{0,30})\s*[\]}>]{1,2}/u;

/** A creator's audience, or a creator saying so. */
const AUDIENCE = words`
  \d+(?:[.,]\d+)? ?k (?:followers|subscribers|abonne\p{L}*)|\d+(?:[.,]\d+)? ?k (?:on|sur) (?:youtube|instagram|insta|tiktok|ig)|\d[\d,. ]* (?:followers|subscribers|abonne\p{L}*)
  (?:food |travel )?influencers?|content creators?|(?:createur|creatrice|createurs|creatrices) de contenu|influenceu(?:r|se)s?
  (?:i|we) (?:make|film|shoot|create) (?:food )?(?:videos|content|reels)|je fais des (?:videos|reels|contenus?)|on fait des (?:videos|reels)
`;
/** A collaboration asked of the owner. */
const COLLAB_ASK = words`
  collab|collabs|collaborat\p{L}*|collaborer|partnership|partenariat|feature your (?:restaurant|place|business|menu)|in exchange for|en echange d\p{L}*|media kit|kit media|complimentary (?:meal|dinner|lunch|brunch)|repas offert
`;
/** A way to answer the sender. */
const REACH = words`
  dm|dms|dm me|dm us|en dm|en mp|en prive|pm me|inbox me|message me|email me|send (?:me|us) (?:your|an?)|contact me|reach out|text me|@[\p{L}\p{N}_.]+|[\p{L}\p{N}._-]+@[\p{L}\p{N}-]+(?:\.[\p{L}]+)+
  ecrivez-moi|ecris-moi|contactez-moi|contacte-moi|envoyez-moi|envoyez-nous|ecrivez-nous|textez-moi|texte-moi
`;

/** The writer's own place or site, to which readers are sent. */
const OUR_OWN = words`
  (?:book|order|reserve|buy)(?: directly| online)? (?:on|through|at|via) our (?:web ?)?site|(?:visit|check out) our (?:web ?)?site
  (?:reservez|commandez|rendez-vous)(?: directement)? sur notre site|visitez notre site|c'est nous autres|chez nous autres
`;
/** Readers sent elsewhere: "go there instead", « le vrai … c'est ». */
const GO_INSTEAD = words`
  instead|the real deal|the real one|the best (?:\p{L}+ )?in town is|plutot|le vrai|la vraie|les vraie?s
`;

/** The review site itself blamed: deleted reviews, censorship. */
const SITE_RANT = words`
  (?:google|yelp|tripadvisor|facebook|this (?:site|app|platform)) (?:keeps? |always |just )?(?:delet|remov|censor|hid|block|flagg)\p{L}*|(?:deleted|removed|deleting|removing|hides|hid) (?:all )?(?:my|our) (?:reviews?|comments?|posts?)|(?:supprime\p{L}*|efface\p{L}*|censure\p{L}*) (?:tous )?(?:mes|mon|nos) (?:avis|commentaires?)
`;

/** A profile advertised: "check my profile", "link in bio". */
const PROFILE_LINK = words`
  link in (?:my )?bio|lien dans (?:ma )?bio|check (?:out )?my (?:profile|pics|photos)|voir mon profil|regarde(?:z)? mon profil
`;

/** The house or the place beside the site: the guest's own word about this restaurant. */
const ABOUT_HERE = words`
  owners?|manager|management|staff|they|them|rude|this place|this restaurant|here|go try|proprio|proprietaire|patron|gerante?|personnel|ils|eux|ici|cet endroit|ce resto|ce restaurant
`;

/** A dating bot's lure. */
const LURE = words`
  bored|lonely|single|sexy|naughty|hot (?:pics|girls|singles)|date me|celibataires?|coquine?s?|seule? ce soir|💋|😘|🔞
`;

/** A meal told as it happened: "was", "we had", « c'était ». */
const TOLD = words`
  was|were|had|came|ate|tried|loved|comped|etait|etaient|on a|j'ai (?:mange|adore|goute|pris)|nous avons
`;

/** Another trade's offer to whoever reads: the price, the consultation, the reader addressed. */
const READER_OFFER = words`
  if anyone needs|anyone (?:looking for|who needs|in need of)|for anyone (?:looking|who needs)|lowest prices?|best prices? in|affordable|free (?:consult\p{L}*|quotes?|estimates?|assessments?)|this month only|limited time
  si quelqu'un (?:a besoin|cherche)|si vous avez besoin d|prix (?:les )?plus bas|meilleurs prix|abordables?|consultation gratuite|devis gratuit|estimation gratuite|ce mois-ci seulement|offre limitee
`;

/** Trades that advertise to whoever reads, beside those another business's review names. */
const TRADE = words`
  roof\p{L}*|renovations?|landscaping|movers|moving company|painters?|contractors?|electricians?|hvac|furnaces?|mortgages?|realtors?|real estate|lawyers?|accountants?|tax returns?
  toitures?|couvreurs?|renovations?|paysagist\p{L}*|demenageurs?|peintres?|entrepreneurs?|electriciens?|thermopompes?|hypotheques?|courtiers?|immobili\p{L}*|avocats?|comptables?|declarations? d'impots?
`;

/** A way to take the offer: a web address, a phone number, a call to act. */
const OFFER_REACH =
  /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+\.\p{L}{2,}|(?:https?:|www\.)|[\p{L}\p{N}-]+\.(?:com|net|org|io|ca|fr|biz|info|shop|co)(?![\p{L}\p{N}])|\d{3}[- .]\d{3}[- .]\d{4}|(?<!\p{L})(?:call|text|visit|contact|book now|appelez|visitez|contactez|textez)(?!\p{L})/u;

/** What kind of spam a text is by what it leaves behind or asks for, or null. */
export function findSpamByPitch(folded: string, menu: readonly string[] = []): SpamKind | null {
  if (MACHINE_DISCLAIMER.test(folded)) return 'off-topic';
  if (MACHINE_ANSWER.test(folded) || TEMPLATE_SLOT.test(folded)) return 'seo';
  // An audience offered for a collaboration and a way to answer: a creator asking for a meal, as
  // a sponsor is sought (spam-voices.ts), even when it speaks of food; a food blogger who paid
  // for the meal asks for nothing.
  const told = namesMenu(folded, menu) || VISIT.test(folded) || TOLD.test(folded);
  if (AUDIENCE.test(folded) && COLLAB_ASK.test(folded) && REACH.test(folded) && !told)
    return 'job-seeker';
  // A rival: its own site or « nous autres », and readers sent there instead.
  if (OUR_OWN.test(folded) && GO_INSTEAD.test(folded)) return 'seo';
  const guest = told || MEAL.test(folded) || COOKING.test(folded);
  if (guest) return null;
  if (SITE_RANT.test(folded) && !ABOUT_HERE.test(folded)) return 'off-topic';
  // "Check my profile… link in bio": a profile advertised with a lure or an order to follow.
  if (PROFILE_LINK.test(folded) && (LURE.test(folded) || SELF_PROMO.test(folded))) return 'seo';
  // Two offers to whoever reads ("if anyone needs", "lowest prices") and another trade's word.
  const trade = OTHER_BUSINESS.test(folded) || TRADE.test(folded);
  if (countMatches(READER_OFFER, folded) >= 2 && trade && OFFER_REACH.test(folded)) return 'seo';
  return null;
}
