import { isNegator } from './lexicon.ts';
import type { Word } from './sentence.ts';

/**
 * Phrases that change what the words around a name mean (mention-polarity.ts): a concession, a
 * hyperbole, irony, a dish that was only waited for, a dish someone else ate without harm.
 * Each is a family of wordings in English and French, read on the sentence's folded words
 * joined by single spaces ("i'll give them that", "j' l' avoue").
 */

/** The sentence's folded words, one space apart. */
export const sentenceWords = (words: Word[], from = 0, to = words.length) =>
  words
    .slice(from, to)
    .map((w) => w.folded)
    .join(' ');

/** "…, I'll give them that", "to be fair", « faut l'avouer »: what the guest grants is praise. */
const CONCESSION = new RegExp(
  [
    String.raw`\b(?:i'll|i will|ill|gotta|have to|got to|must|i'd|will) (?:give|grant) (?:them|you|it|him|her|the place) that\b`,
    String.raw`\b(?:i'll|i will|i must|i have to|i gotta|gotta|have to) (?:say|admit) (?:that|it)\b`,
    String.raw`\bto be fair\b|\bcredit where\b|\badmittedly\b|\bi(?:'ll| will| must| have to) admit\b`,
    String.raw`\bj' (?:l' )?avoue\b|\bje (?:dois|vais) (?:l' )?(?:avouer|admettre|reconnaitre)\b`,
    String.raw`\b(?:il )?faut (?:l' |le |leur )?(?:avouer|admettre|reconnaitre|donner ca)\b`,
    String.raw`\bje (?:leur|vous|te) (?:donne|accorde|concede) (?:ca|au moins ca)\b|\bpour etre (?:juste|honnete)\b`,
  ].join('|'),
  'u',
);
export const concedes = (text: string) => CONCESSION.test(text);

/**
 * Praise dressed as a complaint, read as praise when the stars say so: "should be illegal",
 * "criminally good", "the wings are a problem", "ruined every other brunch for me", "rude how
 * good it is", « devrait être illégal », « je suis accro ».
 */
const HYPERBOLE = new RegExp(
  [
    String.raw`\bshould (?:\p{L}+ )?be (?:illegal|banned|outlawed|a crime|criminal)\b`,
    String.raw`\bcriminally (?:good|great|delicious|tasty|underrated|addictive|cheap)\b`,
    String.raw`\b(?:ruin|ruined|ruins|wreck|wrecked|spoil|spoiled|spoilt)(?: me)? (?:for )?(?:every|all|any) other\b`,
    String.raw`\bcan ?(?:'|no)?t stop (?:thinking|dreaming|eating|talking)\b|\bobsess\p{L}*|\baddict\p{L}*`,
    String.raw`\b(?:rude|unfair|illegal|criminal|obscene|offensive|ridiculous) how (?:good|great|tasty|delicious|amazing)\b`,
    String.raw`\bdevrai(?:t|ent) etre (?:illegal|illegale|illegaux|interdit|interdite|interdits)\b|\bc' est un crime\b`,
    String.raw`\b(?:suis|sommes|est|sont) (?:devenue?s? )?accros?\b|\baddictif\p{L}*|\bgache (?:tous )?les autres\b`,
    // "Furious I only found this place now": regret at finding it late.
    String.raw`\b(?:furious|mad|angry|upset|annoyed|sad|jealous|fache\p{L}*|frustre\p{L}*) (?:that )?(?:i|we|j'|on|de|d') ?(?:only |just |never |n' )?(?:found|discovered|knew|learned|decouv\p{L}*|connu\p{L}*|connaiss\p{L}*)`,
  ].join('|'),
  'u',
);
/** "The wings are a problem", "a health hazard": said of a dish at 4–5★, praise. */
const DISH_PROBLEM =
  /\b(?:is|are|was|were|'s|'re) (?:a |an )?(?:\p{L}+ )?(?:problem|menace|danger|hazard)\b/u;
/** "The burger was sick", "fries were killer": slang praise of a dish at 4–5★, never a person's
 * "I was sick" (french-lexicon.ts, MOOD_WORDS). */
const DISH_SLANG =
  /(?<!\b(?:i|we|he|she|they|you|me|us|him|her|them|everyone|everybody|both|all|son|daughter|kid|kids|wife|husband|partner|friend|mom|dad) )\b(?:was|were|is|are|'s|'re) (?:so |pretty |absolutely |straight up |legit )?(?:sick|killer|insane|unreal|wicked|nuts|bonkers)\b(?! (?:of|and tired|after|from|all|for|the next|that night))/u;
/** A hyperbole; `ofDish` when a dish is named in the sentence (only then is "a problem" one). */
export const hyperbole = (text: string, ofDish = false) =>
  HYPERBOLE.test(text) || (ofDish && (DISH_PROBLEM.test(text) || DISH_SLANG.test(text)));

/**
 * Irony at a low rating beyond the classic markers: thanks for what went wrong, "so glad we
 * paid…", "what a treat", a word in scare quotes ("the 'fresh' fish"), praise that "makes it
 * worse".
 */
const LOW_STAR_IRONY = new RegExp(
  [
    String.raw`\bthanks? (?:\p{L}+ ){0,4}for\b|\bthank you (?:\p{L}+ ){0,4}for\b|\bmerci (?:\p{L}+'? ){0,5}pour\b`,
    String.raw`\bso (?:glad|happy|thrilled) (?:we|i|that)\b|\bwhat a (?:treat|delight|pleasure|joy)\b`,
    String.raw`\bmakes? (?:it|this|that) (?:\p{L}+ )?(?:even |all the )?worse\b|\b(?:c' est|c' etait) (?:encore )?pire\b`,
  ].join('|'),
  'u',
);
/** A word or two between quotes, not an apostrophe inside a word. */
const SCARE_QUOTES = /(?:^|[\s(])['"‘“«]\s?\p{L}[^'"’”»\n]{0,24}\p{L}\s?['"’”»](?=$|[\s.,!?;:)])/u;
export const lowStarIrony = (text: string, raw: string) =>
  LOW_STAR_IRONY.test(text) || SCARE_QUOTES.test(raw);

/** Time spent waiting: "45 minutes for a burger", « 1h15 pour deux burgers ». */
const WAITED =
  /^(?:\d+h?\d*|\d+h\d+|min|mins|minutes?|hours?|hrs?|h|heures?|forever|ages|eternity|waited|waiting|wait|attendre|attendu|attente|eternite)$/;
const LIST_WORDS = new Set(
  'a an the our my two three four five six deux trois quatre cinq six un une des de la le les nos notre mes mon ma'.split(
    ' ',
  ),
);
/** Whether the name is only what the guest waited for: "waited an hour for our burgers". */
export function waitedFor(words: Word[], start: number): boolean {
  let k = start - 1;
  while (k >= 0 && (LIST_WORDS.has(words[k]!.folded) || /^\d+$/.test(words[k]!.folded))) k--;
  if (k < 0 || !['for', 'pour'].includes(words[k]!.folded)) return false;
  for (let j = k - 1; j >= Math.max(0, k - 4); j--) {
    if (words[j]!.punct) return false;
    if (WAITED.test(words[j]!.folded)) return true;
  }
  return false;
}

/**
 * A dish someone ate without harm, told beside the one that made someone ill: "my wife had the
 * burger and was fine", « moi j'avais pris le burger pis j'ai rien eu ».
 */
const ATE_BEFORE = /(?:^| )(?:had|ate|ordered|got|eaten|pris|mange|commande)(?: \p{L}+'?)?$/u;
const FINE_AFTER = new RegExp(
  String.raw`^(?:and|pis|et|but|mais) (?:(?:i|he|she|they|we|j'|il|elle|ils|on|nous) )?` +
    String.raw`(?:was |were |felt |am |is |are |'s |ai |a |avons |ont |etais |etait )?` +
    String.raw`(?:totally |perfectly |completely |just |absolutely |totalement |correct )?` +
    String.raw`(?:fine|ok|okay|alright|all right|unharmed|rien eu|pas ete malade|pas malade|rien senti|aucun probleme|no problems?)\b`,
  'u',
);
export function ateUnharmed(words: Word[], start: number, end: number): boolean {
  return (
    ATE_BEFORE.test(sentenceWords(words, Math.max(0, start - 3), start)) &&
    FINE_AFTER.test(sentenceWords(words, end, end + 12))
  );
}

/**
 * Calm when asked for more: "didn't even blink when we showed up with 9", "never missed a beat",
 * « n'a pas sourcillé ». Said of a person, it praises how they took it.
 */
const COMPOSED =
  /\b(?:(?:didn'?t|did not|never|not) (?:even )?(?:blink|flinch|bat an? (?:eye|eyelid)|miss a beat|skip a beat)|without (?:even )?(?:blinking|flinching|batting an? (?:eye|eyelid)|missing a beat)|sans (?:meme )?(?:sourciller|broncher)|(?:n' ?)?(?:a|ont) (?:meme )?pas (?:sourcille|bronche))\b/u;
export const composed = (text: string) => COMPOSED.test(text);

/**
 * What was named made up for what went wrong: "Stephanie's smile made up for the slow kitchen",
 * « le dessert a compensé l'attente ». Said right after the name, it praises it whatever failed,
 * unless denied ("hardly made up for", « n'a pas rattrapé »).
 */
const MADE_UP_FOR =
  /^((?:\S+ ){0,3})(?:made|makes|make|making) up for|^((?:\S+ ){0,3})(?:compensated|compensates|compense|compensait|rattrape|rattrapait)\b/u;
const DENIED = /\b(?:not|hardly|barely|never|didn'?t|doesn'?t|couldn'?t|n'?|ne|pas|jamais)\s*$/u;
export function madeUpFor(words: Word[], end: number): boolean {
  const m = MADE_UP_FOR.exec(sentenceWords(words, end, end + 10));
  if (!m) return false;
  const before = (m[1] ?? m[2] ?? '').trim();
  return !before.split(' ').some((w) => DENIED.test(w));
}

/**
 * A dish outdone elsewhere: "we've had better fish and chips at a servo", "I've eaten better
 * burgers", « j'ai déjà mangé de meilleures frites ». The guest ranks it below, whatever follows.
 */
const HAD = /^(?:had|have|'ve|ve|eaten|ate|tasted|get|got|made|make|mange|goute|eu)$/;
const BETTER = /^(?:better|meilleure?s?)$/;
export function outdone(words: Word[], start: number): boolean {
  const before = words.slice(Math.max(0, start - 6), start).filter((w) => !w.punct);
  const at = before.findLastIndex((w) => BETTER.test(w.folded));
  if (at < 0 || before.length - at > 3) return false;
  return before.slice(Math.max(0, at - 3), at).some((w) => HAD.test(w.folded));
}

const BE = /^(?:was|is|were|are|etait|est|etaient|sont)$/;
/** "Fries were fries", "the salad was a salad": a name said to be itself is no opinion. */
export function tautology(words: Word[], start: number, end: number): boolean {
  const head = words[end - 1]!.stem;
  const after = words.slice(end, end + 4).filter((w) => !w.punct);
  const be = after[0] && BE.test(after[0].folded);
  if (be) {
    const next = LIST_WORDS.has(after[1]?.folded ?? '') ? after.slice(2) : after.slice(1);
    if (next.some((w, i) => i < 2 && w.stem === head)) return true;
    // "The fish and chips were what they were": said to be itself without its name.
    const rest = after.slice(1).map((w) => w.folded);
    if (rest[0] === 'what' && /^(?:it|they)$/.test(rest[1] ?? '') && BE.test(rest[2] ?? ''))
      return true;
  }
  // …and the same read from the second name: "the salad was a salad".
  const before = words.slice(Math.max(0, start - 4), start).filter((w) => !w.punct);
  while (before.length && LIST_WORDS.has(before.at(-1)!.folded)) before.pop();
  return before.length >= 2 && BE.test(before.at(-1)!.folded) && before.at(-2)!.stem === head;
}

/**
 * A steak that came cooked otherwise than asked: "ordered medium rare, came out well done",
 * « commandé saignant, est arrivé bien cuit » — in either order, unless it came as asked.
 */
const DONENESS = String.raw`(?:medium(?: rare| well)?|rare|well done|bleu|saignant\p{L}*|a point|mi-cuit\p{L}*)`;
const ASKED = String.raw`(?:ordered|asked for|requested|asked it|commande\p{L}*|demande\p{L}*)`;
const CAME = String.raw`(?:came|arrived|showed up|was served|served|arrive\p{L}*|servi\p{L}*)`;
const MISDONE = new RegExp(
  // Bounded gaps: no backtracking across a long run-on sentence.
  String.raw`\b${ASKED}(?: \S+){0,3} ${DONENESS}\b.{0,120}\b${CAME}\b|\b${CAME}\b.{0,120}\b${ASKED}(?: \S+){0,3} ${DONENESS}\b`,
  'u',
);
const AS_ASKED =
  /\b(?:perfect(?:ly)?|exactly|just right|as (?:asked|ordered|requested)|parfait\p{L}*|comme demande)\b/u;
/**
 * Meat told ruined by a figure rather than a doneness: "the picanha was shoe leather", "rubbery",
 * « une semelle de botte », « caoutchouteuse », « carbonisée », "raw in the middle", « crue au
 * centre ». No opinion word carries it, so the category model misses it; unless negated.
 */
const RUINED =
  /(?<!\b(?:not|never|no|pas|jamais|aucunement)(?: \S+)?) (?:shoe ?leather|like leather|leathery|rubbery|like rubber|semelles?(?: de botte)?|caoutchout\p{L}*|carbonis\p{L}*|raw in the (?:middle|center|centre)|crue?s? (?:au|en) (?:centre|milieu))\b/u;
export const misdone = (text: string) =>
  (MISDONE.test(text) && !AS_ASKED.test(text)) || RUINED.test(` ${text}`);

/** "…but that's not their fault", « c'est pas de leur faute »: a complaint the guest excuses. */
const EXCUSED = new RegExp(
  [
    String.raw`\b(?:not|isn't|wasn't|n't|no) (?:really |at all )?(?:their|the restaurant's|the staff's|your|his|her) fault\b`,
    String.raw`\bnot on them\b|\bcan ?(?:'|no)?t blame (?:them|the restaurant|the staff)\b|\bnothing (?:they|the restaurant|the staff) (?:can|could) do\b`,
    String.raw`\bpas (?:de |d' )?(?:leur|votre|sa|ta) faute\b|\bpas la faute (?:du|de la|de l'|des)\b|\b(?:ils|y) (?:n' )?(?:y )?(?:peuvent|sont pour) rien\b`,
    // An updated review telling how the owner made good: "reached out after my first review".
    String.raw`\b(?:reached out|contacted (?:me|us)|got in touch|called (?:me|us) back|invited (?:me|us) back|made it right)\b|\b(?:m' a|nous a|m' ont|nous ont) (?:ecrit|contacte\p{L}*|rappele\p{L}*|reinvite\p{L}*)\b`,
  ].join('|'),
  'u',
);
/** A criticism hedged as one's own taste: "a bit too rich for me", « un peu lourd à mon goût ». */
const SOFTENED = /\b(?:a (?:little|bit|tad)|slightly|un (?:peu|brin|tantinet)|legerement)\b/u;
/** "A bit pricey for me" is a complaint about the bill, not a matter of taste. */
const PRICE =
  /\b(?:cher|chere|chers|cheres|dispendieu\p{L}*|prix|price\p{L}*|pricey|expensive|overpriced|cost\p{L}*|bill|facture|addition)\b|\$/u;
const OWN_TASTE =
  /\b(?:for me|for my taste|to my taste|for my liking|personal(?:ly)?|pour moi|a mon gout|personnellement|question de gout|matter of taste|la tradition)\b/u;

/**
 * What others said or wrote of the place, told by the guest: "the reviews call it the best in
 * town", "everyone on here says…", "a friend swore by it", "we'd read a review calling it…",
 * « tout le monde nous avait dit que… », « on avait lu les avis ». Someone else's verdict is no
 * verdict of the guest's, whichever way it leans: what the guest found comes in their own words.
 * A family of wordings (who said it, a verb of saying), not of opinions.
 */
const OTHERS = String.raw`(?:reviews?|reviewers?|everyone|everybody|people|locals|(?:friend|colleague|coworker|cousin|sister|brother|neighbou?r)s?|tout le monde|les (?:avis|commentaires|critiques|gens)|(?:des|mes|nos) amis?|une? amie?)`;
const SAYING = String.raw`(?:says?|said|saying|call(?:s|ed|ing)?|rave[sd]?|raving|swear|swore|claim(?:s|ed|ing)?|promised|disent|disaient|vantent|vantaient|parlent|parlaient|(?:m' ?|nous )(?:avai(?:en)?t|ont) (?:dit|parle|vante|recommande))`;
const REPORTED = new RegExp(
  [
    String.raw`\b${OTHERS}\b(?: on here| online| here)?(?: [\p{L}']+){0,6}? ${SAYING}\b`,
    String.raw`\b(?:read|seen|saw) (?:a |the |some |all the |many |other |online |rave )?(?:reviews?|comments?)\b`,
    String.raw`\b(?:on|j' ?ai|nous avions|on avait|j' ?avais) (?:lu|entendu)\b`,
  ].join('|'),
  'u',
);

/**
 * A whole sentence that asks the owner to read the review: "Hoping management reads this.",
 * « J'espère que le propriétaire va lire ceci. » Its "hope" praises nothing and its "management"
 * is no one judged: the sentence is an appeal, neither praise nor criticism.
 */
const APPEAL = new RegExp(
  String.raw`^(?:(?:i|we|just|really|sincerely|j'|on|nous) )*(?:hope|hoping|hopefully|espere|esperons|en esperant)\b(?: (?:that|que|qu'))?(?: (?:the|someone|somebody|quelqu' ?un|le|la|les|l'|de|from|in|at))* ?(?:management|manager|managers|owner|owners|boss|direction|gerant|gerante|gerance|proprietaire|proprietaires|proprio|patron|someone|somebody|un)\b(?: [\p{L}']+){0,3}? (?:reads?|sees?|will read|will see|lira|liront|verra|verront|lise|voie|va lire|vont lire|va voir|prenne connaissance)\b(?: (?:this|it|my review|this review|ceci|ca|cela|mon avis|cet avis|mon commentaire))?[ .!?…]*$`,
  'u',
);

/**
 * How a sentence's own opinion words should count toward the review's verdict: `appeal` for a
 * sentence asking the owner to read the review (no opinion at all), `reported` for
 * someone else's opinion told by the guest (it counts neither way), `complaint` for
 * a dish cooked otherwise than asked ("bien cuit" is then no praise), `praise` for a
 * hyperbole at 4–5★ (its complaint words mean praise), `excused` for a criticism the guest
 * excuses or hedges as taste at 4–5★ (it is no complaint about the visit).
 */
export function sentenceFrame(
  text: string,
  stars: number | null,
  ofDish: boolean,
): 'praise' | 'complaint' | 'excused' | 'reported' | 'appeal' | null {
  if (APPEAL.test(text)) return 'appeal';
  if (misdone(text)) return 'complaint';
  if (REPORTED.test(text)) return 'reported';
  if (stars === null || stars < 4) return null;
  if (hyperbole(text, ofDish)) return 'praise';
  if (EXCUSED.test(text)) return 'excused';
  if (SOFTENED.test(text) && OWN_TASTE.test(text) && !PRICE.test(text)) return 'excused';
  return null;
}

/** Words and phrases that say "no better, no worse": « correct, sans plus », "nothing special". */
const LUKEWARM_WORDS = new Set(
  'ok okay correct correcte corrects correctes passable passables acceptable moyen moyenne moyens moyennes so-so average'.split(
    ' ',
  ),
);
/** English hedges: "it's fine", "decent food". In Québec French « fine » is kind, not so-so. */
const ENGLISH_LUKEWARM = new Set(['fine', 'decent', 'alright']);
const LUKEWARM_PHRASE =
  /\b(?:sans plus|nothing special|nothing (?:to write home about|extraordinary|fancy|more)|rien de (?:special|fou|plus)|rien d' ?(?:extraordinaire|exceptionnel)|dans la moyenne|about what you'd expect|ni plus ni moins|(?:was|were|is|are) what (?:it|they) (?:was|were|is|are)|it is what it is|pas plus pas moins)\b/u;
/**
 * "Service was normal", « le service était normal »: as usual, neither praised nor faulted;
 * not "not normal" (« c'est pas normal d'attendre une heure »), "longer than normal" nor "it's
 * normal on a Sunday".
 */
const NORMAL = new Set('normal normale normaux normales standard'.split(' '));
/** "that's normal on a Sunday", « c'est normal un dimanche »: an excuse, not a verdict. */
const EXCUSING = new Set(["c'", 'it', 'that', 'this', 'ca', 'cela', "it's", "that's"]);
/** "Service was normal": said of the thing itself, not negated nor excused. */
const asUsual = (words: Word[], i: number) =>
  BE.test(words[i - 1]?.folded ?? '') &&
  !EXCUSING.has(words[i - 2]?.folded ?? '') &&
  !negatedNear(words, i);
/** Above this, a word is a verdict of its own ("excellent", "awful"), not a lukewarm remark. */
const STRONG = 0.75;

/**
 * Whether a sentence only says "it was okay": a lukewarm word or phrase and no opinion word of
 * `strong` weight or more. Its readings are neither praise nor criticism for the review's verdict.
 */
export function lukewarmOnly(
  words: Word[],
  text = sentenceWords(words),
  language: 'en' | 'fr' = 'en',
  strong = STRONG,
): boolean {
  const lukewarm = (w: Word, i: number) =>
    LUKEWARM_WORDS.has(w.folded) ||
    (language === 'en' && ENGLISH_LUKEWARM.has(w.folded)) ||
    (NORMAL.has(w.folded) && asUsual(words, i));
  if (!words.some(lukewarm) && !LUKEWARM_PHRASE.test(text)) return false;
  return !words.some((w, i) => !lukewarm(w, i) && Math.abs(w.polarity) >= strong);
}

/** How far back a negation still reaches: "wasn't rude at all", not "never picked … perfect". */
const NEGATION_REACH = 4;
const NEGATION_STOPS = new Set(['and', 'et', 'pis', 'so', 'donc', 'then', 'puis', 'it', "c'"]);

/** Whether a negator stands a few words before word `i`, with no "and" between. */
export function negatedNear(words: Word[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - NEGATION_REACH); k--) {
    const f = words[k]!.folded;
    if (NEGATION_STOPS.has(f) || words[k]!.punct) return false;
    if (isNegator(f)) return true;
  }
  return false;
}

/**
 * The stars given credited to a person: "Two stars is for Margaux", « l'étoile est pour Rosie ».
 * Whatever the rating, what the guest gives is for them; "zero stars for the manager" is not.
 */
const STARS_FOR =
  /(?:^|\s)(\S+\s+)?(?:stars?|etoiles?)\s+(?:(?:is|are|go|goes|sont|est|va|vont)\s+)?(?:all\s+)?(?:for|to|because of|thanks to|pour|a|grace a)\s*$/u;
export function starsFor(words: Word[], start: number): boolean {
  const m = STARS_FOR.exec(sentenceWords(words, Math.max(0, start - 7), start));
  return !!m && !/^(?:zero|no|0|aucune?|pas|zéro)\s+$/u.test(m[1] ?? '');
}
