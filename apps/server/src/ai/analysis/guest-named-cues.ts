// The words around a capitalised name that make it someone working there (guest-named-staff.ts),
// read on folded text (lower case, no accents): a role beside it, thanks or a request before it,
// what they did for the guests after it, where they work.

/** Role words said right before or after a name: "our server Priya", "Maude, notre serveuse". */
const ROLE =
  '(?:server|waiter|waitress|bartender|barman|barmaid|barista|host|hostess|sommelier|sommeliere|manager|chef|cheffe|owner|serveur|serveuse|hote|hotesse|gerant|gerante|proprio|proprietaire|patron|patronne|maitre d)';

/** Not a letter before: "(merci Frédérique)" starts at the bracket. */
const START = '(?:^|[^a-z])';

/** Words just before a name (the folded text up to it). */
const BEFORE = [
  // "our server Priya", "the bartender, Sam,", « la serveuse Maude », "Chef Aisha".
  new RegExp(`${START}(?:(?:our|the|my|your|notre|votre|la|le|l')\\s*)?${ROLE}\\s*,?\\s*$`),
  // "thanks Priya", "thank you to Priya", "kudos to", « merci à », « un gros merci Maude ».
  new RegExp(
    `${START}(?:thanks|thank you|thx|ty|cheers|kudos|shout ?out|props|hats off|merci|bravo|chapeau|special mention|mention speciale)(?:\\s+(?:so much|again|a lot|beaucoup|encore))?\\s*,?\\s*(?:to|a)?\\s*$`,
  ),
  // "ask for Priya", « demandez Maude ».
  new RegExp(`${START}(?:ask for|demandez|demandez a|demande a)\\s*$`),
  // "served by Priya", "looked after by", « servis par Maude », « accueillis par ».
  new RegExp(
    `${START}(?:served|waited on|looked after|taken care of|greeted|welcomed|seated|helped|hosted|servie?s?|accueillie?s?|recue?s?|conseillee?s?|pris en charge|chouchoutee?s?)\\s+(?:by|par)\\s*$`,
  ),
  // "great service from Priya", « l'accueil chaleureux de Maude », « service impeccable de ».
  new RegExp(`${START}(?:service|welcome|hospitality|recommendations|advice)\\s+from\\s*$`),
  new RegExp(
    `${START}(?:accueil|service|sourire|conseils|gentillesse)\\s+(?:(?:tres|super|vraiment|si)\\s+)?(?:(?:chaleureux|impeccable|adorable|excellent|parfait|souriant|sympathique|sympa|attentionne|genial|irreprochable|professionnel|efficace|top)\\s+)?(?:de|d)\\s*'?\\s*$`,
  ),
];

/** A role said of the name: "our server", "the best bartender", « un serveur », « la meilleure ». */
const APPOSED = `(?:our|the|my|your|a|an|notre|votre|la|le|l'|un|une)\\s*(?:(?:best|only|lovely|amazing|wonderful|great|usual|new|meilleure?|super|nouvelle?|vrai|vraie)\\s+)?${ROLE}\\b`;
/** A comma or "was", "est" before the role: "Priya, our waitress", "Priya was our server". */
const MARKED = `\\s*(?:,\\s*(?:(?:who|qui)\\s+)?(?:(?:was|is|has been|etait|est|a ete)\\s+)?|(?:who\\s+|qui\\s+)?(?:was|is|has been|etait|est|a ete)\\s+)`;

/** What staff do for the guests, in English: "brought us towels", "took great care of us". */
const ACTS_EN =
  '(?:(?:really|truly|also|then|even|always|just|personally|still)\\s+)?(?:brought (?:us|me|out|over)|served (?:us|me)|waited on us|looked after (?:us|me)|took (?:(?:such|great|good|amazing|wonderful|excellent|fantastic|very good|really good|the best|extra) )*care of (?:us|me|our)|took (?:our|my) order|checked (?:on|in on) (?:us|me)|greeted (?:us|me)|welcomed (?:us|me)|seated (?:us|me)|poured (?:us|me|our)|recommended (?:us|me|the|a|an|some|our)|suggested (?:the|a|an|some)|walked (?:us|me) through|made (?:us|me)|made sure|kept (?:the |our |my )?\\w+ (?:coming|flowing|full|topped)|kept us (?:laughing|smiling)|found us (?:a|the)|got us (?:a|the|in)|sorted us|remembered (?:us|me|our|my)|went (?:above and beyond|out of (?:his|her|their) way)|apologi[sz]ed|comped|was (?:(?:so|very|super|really|incredibly|extremely) )?(?:attentive|accommodating))\\b';
/**
 * In French, « nous a » and what they did: « nous a servis », « nous a super bien conseillés »,
 * « nous a fait goûter ». Not what a companion does with the guests (joined, invited, drove).
 */
const ACTS_FR =
  "(?:nous|m\\s*'?)\\s*a\\s+(?:(?:tres|super|vraiment|si|tellement|bien|ben|tout|trop|toujours|gentiment|meme)\\s+)*(?!(?:rejoint|invite|emmene|amene|conduit|quitte|dit|raconte|appele|ecrit|envoye|suivi|attendu|parle|demande|vu|connu|eu|pu|du|laisse|convaincu|rencontre|presente)s?e?s?\\b)[a-z]+(?:e|es|ee|ees|i|is|ie|ies|u|us|ue|ues|t|ts|te|tes)\\b";
/** « s'est occupée de nous », « a pris soin de nous », « était aux petits soins ». */
const CARE_FR =
  "(?:s\\s*'?\\s*est|a)\\s+(?:(?:tres|super|vraiment|si|tellement|bien|ben|toujours)\\s+)*(?:occupee? de (?:nous|moi|tout)|pris soin de nous|ete aux petits soins)|(?:etait|a ete|est|sont)\\s+(?:toujours\\s+)?aux petits soins";
/** An act of bringing the guests to the place is a companion's: "Sarah brought us here". */
const TO_THE_PLACE =
  /^[^.,;!?]{0,40}?\b(?:here|this place|this restaurant|this spot|ce resto|ce restaurant|cet endroit|cette adresse|ici)\b/;

/** Words just after a name (the folded text from it). */
const AFTER_ACT = new RegExp(
  `^(?:(?:${MARKED}|\\s+)${APPOSED}\\s*,?)?\\s*(?:,\\s*)?(?:${ACTS_EN}|${ACTS_FR}|${CARE_FR})`,
);
const AFTER = [
  // "Priya, our waitress", "Priya was our server", « Maude était la meilleure serveuse ».
  new RegExp(`^${MARKED}${APPOSED}`),
  // Where staff work: "Priya at the bar", "Tess at the door", « Sophie à l'accueil ».
  /^\s+(?:at|behind|au|a|en|derriere)\s+(?:the\s+|l\s*'\s*|la\s+|le\s+)?(?:bar|door|front|host stand|front desk|accueil|service|salle|cuisine|kitchen|comptoir|counter|grill)\b/,
  // "Tony and his team", « Lily pis son équipe ».
  /^\s+(?:and|et|pis)\s+(?:his|her|their|son|sa|ses)\s+(?:team|crew|staff|equipe|brigade|gang)\b/,
];

/** A role right after the name, no comma: "Priya our server was…", "Owen the manager". */
const BARE_APPOSED = new RegExp(`^\\s+${APPOSED}`);

/** Whether the words before a name (folded) make it someone working there. */
export const cuedBefore = (before: string) => BEFORE.some((re) => re.test(before));

/** Whether the words after a name (folded) make it someone working there. */
export function cuedAfter(after: string): boolean {
  if (AFTER.some((re) => re.test(after))) return true;
  const act = AFTER_ACT.exec(after);
  return !!act && !TO_THE_PLACE.test(after.slice(act[0].length));
}

/** "Priya our server", "Owen the manager": a role right after the name, no comma or verb. */
export const barelyApposed = (after: string) => BARE_APPOSED.test(after);

/** Right after a role word: "our server Rose", where even a word of the dictionary is a name. */
export const afterRole = (before: string) => new RegExp(`${START}${ROLE}\\s*,?\\s*$`).test(before);
