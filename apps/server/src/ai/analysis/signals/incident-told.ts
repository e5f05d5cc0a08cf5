import type { IncidentKind } from '@tableside/domain/review-signals';
import { KIN } from './incident-words.ts';
import { words, type SignalSentence } from './text.ts';

/**
 * Incidents told around their keyword (docs/product/review-understanding.md#signals): a pest
 * described rather than named, a night taken in turns in the bathroom, a remark about what a
 * guest wears, a reply in English to an order in French, a reaction told by its symptoms beside
 * the allergen. Each family pairs two parts (what, and what it did) so that a topic alone stays
 * clean: a mouse on a menu board, "taking turns", a hijab praised.
 */

/** A pest, named or described ("something small and grey"), moving through the room. */
const PEST = String.raw`(?:mouse|mice|rats?|rodents?|roach(?:es)?|cockroach(?:es)?|critters?|vermin|something (?:small|little|tiny|furry|grey|gray|brown|black)(?: (?:and|,) ?(?:small|little|tiny|furry|grey|gray|brown|black))?)`;
const BESTIOLE = String.raw`(?:souris(?! d'agneau)|rats?|rongeurs?|coquerelles?|cafards?|blattes?|bibittes?|bebittes?|bestioles?|vermine|quelque chose de (?:petit|gris|brun|noir|poilu))`;
const PESTS = words`
  ${PEST}(?: \p{L}+){0,4} (?:ran|run|running|runs|scurr\p{L}*|dart\p{L}*|scuttl\p{L}*|crawl\p{L}*|zipp\p{L}*|shot) (?:\p{L}+ ){0,2}(?:from|across|along|under|behind|into|out of|over|past|between|up|down|through)
  (?:saw|seen|see|spotted|noticed|watched) (?:a |an |two |three |several |some )?(?:\p{L}+ )?(?:mouse|mice|rats?|rodents?|roach(?:es)?|cockroach(?:es)?)(?! trap)
  ${BESTIOLE}(?: \p{L}+){0,6} (?:se promen\p{L}*|se balad\p{L}*|courai\p{L}*|couru|court|traversai\p{L}*|a traverse|rampai\p{L}*|grimp\p{L}*|sortai\p{L}*|est sortie?|filai\p{L}*|a file|deambul\p{L}*)
  (?:vu|vue|apercu|apercue|remarque) (?:un|une|des|deux|trois) (?:\p{L}+ )?(?:souris|rats?|rongeurs?|coquerelles?|cafards?|blattes?)
`;

/** A night spent in turns or by the hour in the bathroom: the words between vary. */
const NIGHT_ILL = words`
  (?:spent|spend|spending|passed) the (?:whole |entire )?night (?:\p{L}+ ){1,4}(?:in|on|by|at) (?:the )?(?:toilet|bathroom|washroom)
  (?:passe|passer|passee|passes|passons|passees) (?:toute )?la nuit (?:\p{L}+ ){1,4}(?:aux toilettes|aux w\.?c|dans la salle de bain|sur la toilette|a vomir)
  (?:deux|trois|quatre|\d+|quelques|plusieurs) jours sans (?:pouvoir )?(?:aller )?(?:travailler|au travail|a l'ecole|a la job|manger)|(?:couldn't|could not|wasn't able to|weren't able to) (?:go to|make it to) (?:work|school) for (?:a|two|three|four|\d+|several) days|(?:took|take|taking|had to take) (?:a|two|three|\d+|several) (?:sick )?days? off
`;

/**
 * A piece of bone bitten on, or that broke a tooth: what should have been taken out of the dish.
 * A whole bone is the cut's (a bone-in chop); a shard of one is not.
 */
const BONE = words`
  (?:bit|bite|biting|chomp\p{L}*|crunch\p{L}*|chew\p{L}*) (?:down )?(?:into|on) (?:a )?(?:piece|chunk|shard|bit|sliver|fragment)s? of bone|(?:cracked|broke|chipped|split) (?:a|my|his|her) (?:\p{L}+ )?(?:tooth|molar|crown|filling) on (?:a )?(?:piece|chunk|shard|bit|sliver|fragment)s? of bone
  (?:croque|mordu|mord|tombe|pogne|casse|fele|ebreche)\p{L}* (?:une dent |une molaire )?(?:dans|sur) (?:un|des) (?:morceaux?|bouts?|eclats?) d'os(?!\p{L})
`;

/** A wound named as someone's: "my daughter's burn", "his stitches" (not "the burn of the chili"). */
const WOUND = words`
  (?:my|his|her|their|our) (?:${KIN}'s )?(?:burns?|scalds?|gash|bruises?|stitches|fracture|sprain|concussion)
  (?:sa|ma|leur|notre) (?:brulure|entorse|fracture|commotion|coupure|ecchymose)|(?:ses|mes|leurs|nos) (?:brulures|points de suture|ecchymoses)
`;

/** A remark or a laugh aimed at what a guest wears or is: the hijab, an accent, a wheelchair. */
const WORN = String.raw`(?:head|hair|scarf|headscarf|head ?covering|hijab|veil|niqab|turban|kippah|yarmulke|skin|accent|wheelchair|cane|religion)`;
const PORTE = String.raw`(?:tete|cheveux|voile|foulard|hijab|niqab|turban|kippa|peau|accent|fauteuil|canne|religion)`;
const MOCK = String.raw`(?:laugh\p{L}*|snicker\p{L}*|giggl\p{L}*|smirk\p{L}*|mock\p{L}*|jok\p{L}*|made fun|making fun)`;
const RIRE = String.raw`(?:ri|rit|riai\p{L}*|rire|rigol\p{L}*|moqu\p{L}*|blagu\p{L}*|ricanai\p{L}*|ricane)`;
const REMARK = words`
  ${MOCK}[^.!?]{0,60}(?:point\p{L}*|gestur\p{L}*|nodd\p{L}*) (?:at|to|toward|towards) (?:my|her|his|our|their) ${WORN}|(?:point\p{L}*|gestur\p{L}*) (?:at|to|toward|towards) (?:my|her|his|our|their) ${WORN}[^.!?]{0,60}${MOCK}
  (?:${MOCK}|comment\p{L}*|remark\p{L}*|jokes?) (?:at|about|of|on) (?:my|her|his|our|their) (?:\p{L}+ )?(?!head\b|hair\b)${WORN}|(?:hot|warm) under (?:all )?(?:that|this|there)
  ${RIRE}[^.!?]{0,60}(?:point\p{L}*|montr\p{L}*) (?:du doigt )?(?:ma|mon|mes|sa|son|ses|notre|leur) ${PORTE}|(?:${RIRE} de|blagues? sur|commentaires? sur|remarques? sur) (?:ma|mon|sa|son|notre|leur) (?!tete\b|cheveux\b)${PORTE}|chaud (?:en dessous|sous (?:tout )?(?:ca|ce truc))
`;

/** An answer in English to a guest who spoke French: where French is owed, a refusal. */
const ANSWERED_IN_ENGLISH = words`
  (?:repondu|repond\p{L}*|parle|parlait|parlaient|continue\p{L}*|insiste\p{L}*|adresse\p{L}*|servi\p{L}*)(?: \p{L}+){0,3} en anglais[^.!?]{0,60}(?:quand|alors que|meme si|malgre que|pourtant|tandis que|meme apres que?|apres que?) (?:\p{L}+ ){0,4}(?:en )?francais
  (?:answered|replied|responded|kept (?:answering|replying|speaking|talking)|spoke|insisted on (?:answering|replying|speaking))(?: \p{L}+){0,3} in english[^.!?]{0,60}(?:when|while|although|even though|after|even after) (?:\p{L}+ ){0,4}(?:in )?french
`;

/** A food a guest can react to, without the word "allergy": the sesame of a tahini sauce. */
const ALLERGEN_FOOD =
  /(?<!\p{L})(?:sesame|tahini|tahina|peanuts?|arachides?|cashews?|pistachios?|pistaches?|pine nuts|pignons?|walnuts?|noix|shellfish|fruits de mer|crustaces?|shrimps?|crevettes?|soy|soja)(?!\p{L})/u;
/** Lips that tingle from chili are the dish working, not a reaction. */
const HEAT = /spic|chil|pepper|jalapeno|habanero|sriracha|harissa|piment|epice|piquant|fort/;
/** The body reacting: itching, tingling, swelling, struggling to breathe. */
const REACTING = words`
  (?:throat|mouth|lips?|tongue|face|eyes?|skin)s? (?:\p{L}+ ){0,2}(?:itch\p{L}*|tingl\p{L}*|swell\p{L}*|swollen|puff\p{L}*|burn\p{L}* up)|(?:itch\p{L}*|tingl\p{L}*|swollen|puffy) (?:throat|mouth|lips?|tongue|face|eyes?)|(?:trouble|struggl\p{L}*|hard time|couldn't|could not|difficulty) (?:\p{L}+ )?breath\p{L}*|wheez\p{L}*|rash|blotch\p{L}*|welts
  (?:gorge|bouche|levres?|langue|visage|yeux|peau) (?:\p{L}+ ){0,4}(?:pique\p{L}*|picot\p{L}*|demang\p{L}*|enfl\p{L}*|gonfl\p{L}*|chauff\p{L}*)|demangeaisons?|picotements?|(?:misere|mal|difficulte|de la peine) a respirer|respirai\p{L}* (?:mal|plus)|plaques rouges|boutons partout
`;

/**
 * The kinds these wordings tell, each with its sentence. `complains` keeps a remark or a reply in
 * English, and a reaction told by symptoms, to reviews that complain; `frenchOwed` keeps the reply to places French is owed.
 */
export function findToldIncidents(
  sentences: readonly SignalSentence[],
  folded: string,
  complains: boolean,
  frenchOwed: boolean,
): Map<IncidentKind, string> {
  const found = new Map<IncidentKind, string>();
  const allergen = ALLERGEN_FOOD.test(folded);
  const tell = (kind: IncidentKind, sentence: SignalSentence) => {
    if (!found.has(kind)) found.set(kind, sentence.text);
  };
  for (const sentence of sentences) {
    const text = sentence.folded;
    if (PESTS.test(text)) tell('hygiene', sentence);
    if (NIGHT_ILL.test(text)) tell('illness', sentence);
    if (BONE.test(text)) tell('foreign-object', sentence);
    if (WOUND.test(text)) tell('injury', sentence);
    if (complains && allergen && REACTING.test(text) && !HEAT.test(text)) tell('allergy', sentence);
    if (complains && REMARK.test(text)) tell('discrimination', sentence);
    if (complains && frenchOwed && ANSWERED_IN_ENGLISH.test(text)) tell('discrimination', sentence);
  }
  return found;
}
