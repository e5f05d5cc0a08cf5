import type { SpamKind } from '@tableside/domain/review-signals';
import { keptFor } from '../catalogue-cache.ts';
import { wordCategories } from '../lexicon.ts';
import { COOKING, MEAL, countMatches } from './spam.ts';
import { VISIT } from './spam-features.ts';
import { foldText, words } from './text.ts';

/**
 * Spam told by who is speaking rather than by what is sold (docs/product/review-understanding.md#signals):
 * the house answering a guest, someone who works for it or sells to it, another business
 * advertising, a classified ad, a shop's, a trade's or a review farm's words, a test post or
 * keyboard noise, a rant about public affairs, a sponsor or an intern's place asked for. Each
 * needs two pieces of evidence, and none applies to a text that speaks of a meal, food, a dish
 * of the menu or a visit.
 */

/** Thanks for the review itself: what an owner's reply opens with, never a guest's review. */
const THANKS_FOR_REVIEW = words`
  thanks?(?: you)?(?: so much| very much)? for (?:choosing|visiting|dining with) us|thanks?(?: you)?(?: so much| very much)? for the (?:\d|five) stars?
  thanks?(?: you)?(?: so much| very much)? for (?:your|the|this) (?:kind |lovely |wonderful |great |glowing |generous |detailed |positive )?(?:words|review|feedback|comments?|rating|note)|thank you for taking the time
  merci d'avoir choisi|merci pour les (?:\d|cinq) etoiles|merci(?: beaucoup| infiniment| mille fois)?(?: a vous| a toi)? (?:pour|de) (?:votre|ton|ce|cet) (?:gentil |beau |bel |tres beau |tres bel |chaleureux |sympathique |adorable )?(?:retour|avis|commentaire|message|mot|note|temoignage)|merci d'avoir pris le temps
`;
/** The house speaking as "we" to "you" the guest. */
const HOUSE_VOICE = words`
  our (?:whole |entire )?(?:team|staff|kitchen|chefs?) (?:is|are|was|were)|we (?:look forward to|hope to see you|hope you|can't wait to (?:see|welcome) you|are (?:so )?(?:glad|thrilled|delighted|happy) (?:you|that you))|welcom(?:e|ing) you (?:back|again)|you enjoyed|your (?:visit|evening|experience with us|stay)
  l'equipe (?:est|sont|etait) (?:ravie?|heureuse|contente|touchee)|(?:au plaisir|hate) de vous (?:revoir|accueillir|recevoir)|(?:espere|esperons|esperant) vous (?:revoir|accueillir|recevoir)|nous (?:sommes|serons) (?:ravis|heureux|contents|touches)|vous ayez (?:passe|apprecie|aime)|votre (?:visite|soiree|passage)
`;

/** Signed by the house at the end: "- Owner", « L'équipe », "The Birch team". */
const SIGNED =
  /(?:^|[-–—~]|[.!]\s)\s*(?:the )?(?:owner|owners|management|manager|l'equipe|la direction|le proprio|la gerance|[\p{L}&' ]{0,40} (?:team|family|famille))\s*[.!]*\s*$/u;

/** The writer works, worked for or sells to the restaurant. */
const INSIDER = words`
  (?:i am|i'm|we are|we're) (?:an? )?(?:\p{L}+ )?(?:servers?|cooks?|dishwashers?|bartenders?|hosts?|employees?|staff) here|(?:never|don't|do not|avoid) work(?:ing)? (?:here|there|for (?:them|this))
  je suis (?:serveu\p{L}*|cuisini\p{L}*|plongeu\p{L}*|employee?) ici|ne (?:travaillez|postulez) (?:jamais|pas) (?:ici|la)
  (?:worked|working|work) (?:here|there|in the kitchen here|(?:in|at|for) (?:this|the) (?:kitchen|restaurant|place|company) (?:for|since))|(?:former|ex-?|previous) (?:\p{L}+ )?(?:employee|staff|server|cook|dishwasher|manager|worker|bartender)|owes? (?:us|me|our company|my company)|(?:our|my) (?:company|business) (?:supplied|delivered|supplies|delivers)|we (?:supply|supplied|deliver|delivered) (?:your|you|them|this)
  (?:travaille|bosse) (?:ici|la-bas|pour eux|dans (?:ce|cette) (?:resto|restaurant|place|cuisine))|ancien(?:ne)? (?:serveu\p{L}*|employee?|cuisini\p{L}*|plongeu\p{L}*|gerante?|commis|barman|barmaid|salariee?)|ex-?(?:employee?|salariee?)|(?:nous|me) doi(?:t|vent)|nous (?:fournissons|livrons|avons fourni|avons livre) (?:votre|vos|ce|ces)
`;
/** What an employee or a supplier holds against the house: pay, hours, bills. */
const EMPLOYER_GRIEVANCE = words`
  tips|paid|pay|payments?|paycheques?|paychecks?|wages?|salary|overtime|schedule|shifts|do not apply|don't apply|don't work here|invoices?|unpaid|owes?
  pourboires|paiements?|paie|paient|payee?s?|paye|salaires?|heures sup\p{L}*|horaires?|ne postulez pas|postulez pas|factures?|impayee?s?|fournisseurs?|patron|patronne
`;

/** A deal offered to whoever reads: what another business advertises with. */
const DEAL = words`
  \d+ ?% off|-\d+ ?%|\d+ ?% de (?:rabais|reduction|remise)|free (?:side|drink|dessert|appetizer|meal|coffee|delivery|pint)|first (?:drink|order|meal|round) (?:is )?free|show (?:this|the|your) (?:review|post|ad|message)|sur presentation (?:de|du)|en presentant (?:cet|ce|votre)|(?:use|with) (?:the )?code|avec le code|code promo|promo code
`;
/** The place advertised is the writer's, not this one. */
const OUR_PLACE = words`
  chez nous|venez plutot|plutot chez|(?:blocks?|minutes?|doors?|steps?) (?:from|away from) here|(?:come|drop by|swing by) (?:and )?(?:try|visit|see) (?:us|our)|our (?:new )?(?:restaurant|place|location|shop|bakery|cafe|food truck|bar|pub)|notre (?:nouveau |nouvelle )?(?:restaurant|resto|adresse|boutique|cafe|bar|brasserie|taverne)|venez (?:gouter|essayer|decouvrir) (?:notre|nos)
`;

/** A bare web address (a guest's photo album or the restaurant's page is removed first). */
const DOMAIN =
  /(?<![\p{L}\p{N}@])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|io|ca|fr|biz|info|shop|store|xyz|online|site|co)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[\p{L}\p{N}-]+ (?:dot|point) (?:com|net|org|ca|fr|biz)(?![\p{L}\p{N}])/u;
/** Photo albums and social pages guests link to: not a sale. */
const GUEST_LINK =
  /https?:\/\/\S*(?:goo\.gl|flic\.kr|flickr\.com|imgur\.com|instagram\.com|facebook\.com|photos\.google|icloud\.com|tiktok\.com|youtu)\S*/gu;
/** Selling words: to buy, to order, a business addressed. */
const SALE = words`
  buy|order now|for sale|selling|get (?:yours|more)|struggling with|business owners?|restaurant owners?
  achetez|acheter|commandez (?:des|vos)|en vente|a vendre|je vends|proprietaires? de (?:restaurants?|restos?|commerces?)
`;
/** The owner addressed as a customer: "for your restaurant", « votre commerce ». */
const TO_OWNER = words`
  (?:for|to) your (?:restaurant|business|place|kitchen|listing|menu)|for (?:restaurants|cafes|bars)|business owners?|restaurant owners?|restaurateurs?
  pour votre (?:restaurant|resto|commerce|entreprise|etablissement|cuisine|fiche)|pour (?:les )?(?:restaurants|restos)|proprietaires? de (?:restaurants?|restos?)
`;

/** What a shop sells: goods bought, shipped, guaranteed. */
const SHOP = words`
  products?|goods|purchase[ds]?|shipping|shipped|the store|this store|warranty|membership|subscription
  produits?|achats?|achete|expedition|expedie|magasin|garantie|abonnement
`;
/** Another business's premises and trades: a room, a repair, a clinic, a flat. */
const TRADE = words`
  furniture|mattress|appointment|insurance|billed|billing|brakes|machines|dentist|dental|hygienist|plumber|leak|pharmacy|prescription|pharmacist|dealership|test drive|landlord|apartment|rent
  meubles?|matelas|rendez-vous|assurance|facture|freins|garage|hotel|chambre|salle de sport|dentiste|hygieniste|plombier|fuite|pharmacie|ordonnance|pharmacien\p{L}*|concessionnaire|appartement|logement|loyer
`;
/** The firm itself, which farms praise in general words; alone it is also a work party's. */
const FIRM = words`
  service provider|provider|company|seller|vendor|business
  fournisseur|compagnie|entreprise|vendeur|enseigne
`;

/** Posted to see whether posting works. */
const TEST_POST = words`
  test(?:ing)?|just testing|please ignore|ignore this|(?:est-ce que )?(?:ca|sa) (?:marche|fonctionne)|ceci est un (?:test|essai)|essai
`;

/** Public affairs: who governs, taxes, votes (not "party", which is a guest's birthday too). */
const POLITICS = words`
  governments?|council|councillors?|mayor|city hall|taxes|taxpayers?|vote(?: them)? out|voters?|voting|elections?|politic\p{L}*|prime minister|premier|ministers?|parliament|senate|liberals?|conservatives?|bike lanes|immigration|bureaucra\p{L}*
  gouvernements?|conseil municipal|conseillers?|maire|mairie|hotel de ville|taxes|impots|contribuables|votez|voter|electeurs|elections?|politi\p{L}*|premier ministre|ministres?|parlement|senat|liberaux|conservateurs|pistes cyclables|immigration|bureaucrat\p{L}*
`;

/** Asked of the owner for a team, a cause, a raffle or a creator's post: a sponsor sought. */
const SPONSOR = words`
  sponsors?|sponsorship|commanditaires?|commandite\p{L}*|donations?|tombola|raffle|silent auction|fundraiser|levee de fonds|collab|collaboration|partnership|partenariat|in exchange for|en echange d\p{L}*|complimentary|comme lot|un lot
`;
const ASK_BACK = words`
  contact me|call me|dm me|send (?:me|us) an? (?:dm|message|email|note)|message me|email me|text me|reach out|get back to (?:me|us)|let me know|appelez-moi|contactez-moi|ecrivez-moi|(?:me|nous) recontacter|merci de (?:me|nous) (?:repondre|contacter|rappeler)|accepteriez-vous|would you (?:be (?:interested|open|willing)|like to|consider)|seriez-vous (?:interesses?|partants?|prets?)
`;

const TOKEN = /[\p{L}\p{N}']+/gu;
const VOWEL = /[aeiouy]/;

/** Keys side by side on a QWERTY or AZERTY row, or a consonant held down ("asdf", « jjjjj »; "mmmm" is a guest's). */
const KEYBOARD =
  /^(?:asdf|sdfg|dfgh|fghj|ghjk|hjkl|qwer|wert|zxcv|uiop|azer|wxcv)\p{L}*$|^([b-df-gj-lnp-tv-z])\1{3,}$/u;

/** A run of letters no language spells: no vowel, or five consonants in a row, with three letters or more. */
function unpronounceable(token: string): boolean {
  if (KEYBOARD.test(token)) return true;
  if (!/^\p{L}+$/u.test(token) || new Set(token).size < 3) return false;
  return !VOWEL.test(token) || /[^aeiouy]{5}/.test(token);
}

/** The menu's names as one expression, compiled once per menu (each line "name / alias / …"). */
const menuNames = new Map<string, RegExp | null>();
export function namesMenu(folded: string, menu: readonly string[]): boolean {
  if (!menu.length) return false;
  const names = keptFor(menuNames, JSON.stringify(menu), () => {
    const all = menu
      .flatMap((line) => line.split(' / '))
      .map((name) => foldText(name).trim())
      .filter((name) => name.length > 2)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return all.length ? new RegExp(`(?<!\\p{L})(?:${all.join('|')})(?!\\p{L})`, 'u') : null;
  });
  return names?.test(folded) ?? false;
}

/** What kind of spam a text is by its speaker, or null. */
export function findSpamByVoice(
  folded: string,
  rating: number | null,
  menu: readonly string[] = [],
): SpamKind | null {
  const tokens = folded.match(TOKEN) ?? [];
  // A visit told or a dish of the menu named is a guest's; meal and taste words weigh less, as
  // an employee speaks of the kitchen and a farm's template of "excellent" service.
  const visited = VISIT.test(folded) || namesMenu(folded, menu);
  // Words of a meal, of food and drink the lexicon knows ("soup", « pain »), of taste.
  const meal =
    countMatches(MEAL, folded) +
    tokens.filter((t) => wordCategories(t).some((c) => c === 'food' || c === 'drinks')).length;
  const taste = countMatches(COOKING, folded);

  if (THANKS_FOR_REVIEW.test(folded) && (HOUSE_VOICE.test(folded) || SIGNED.test(folded)))
    return 'off-topic';
  if (DEAL.test(folded) && OUR_PLACE.test(folded)) return 'seo';
  if (visited) return null;
  if (INSIDER.test(folded) && EMPLOYER_GRIEVANCE.test(folded) && !taste) return 'off-topic';
  if (SPONSOR.test(folded) && ASK_BACK.test(folded) && !meal) return 'job-seeker';
  // Something for sale and a way to answer: a classified ad.
  if (SALE.test(folded) && ASK_BACK.test(folded) && !meal && !taste) return 'seo';
  // What a shop or a trade sells, twice or from a firm, and not a word of a meal: praise of
  // goods or a firm is a review farm's template, the rest another business's review.
  const shop = countMatches(SHOP, folded);
  const firm = FIRM.test(folded);
  const goods = shop + countMatches(TRADE, folded);
  const commerce = goods + Number(firm);
  if (goods && commerce >= 2 && commerce > taste && !meal)
    return rating != null && rating >= 4 && (shop || firm) ? 'seo' : 'wrong-restaurant';
  // A web address and a sale or a deal, to an owner or with not a word of a meal.
  const unlinked = folded.replace(GUEST_LINK, ' ');
  const selling = SALE.test(folded) || DEAL.test(folded);
  if (DOMAIN.test(unlinked) && (TO_OWNER.test(folded) || (selling && !meal && !taste)))
    return 'seo';
  if (meal + taste) return null;
  if (tokens.length <= 8 && TEST_POST.test(folded)) return 'off-topic';
  const noise = tokens.filter(unpronounceable).length;
  if (
    (noise >= 2 && 2 * noise >= tokens.length) ||
    (tokens.length === 1 && noise && (tokens[0]!.length >= 5 || KEYBOARD.test(tokens[0]!)))
  )
    return 'off-topic';
  if (countMatches(POLITICS, folded) >= 2) return 'off-topic';
  return null;
}
