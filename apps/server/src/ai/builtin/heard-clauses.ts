import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * Clauses a reply hears as complaints whatever the analysis read of the review as a whole: the
 * one gripe a happy guest singles out ("Only thing: it was LOUD", « Seul bémol, la musique »),
 * and the price a disappointed guest quotes ("$64 for a strip that tasted of nothing").
 */

/** Words that single out a gripe, or hedge one ("a bit loud", « un peu étouffante »). */
const GRIPE =
  /\b(?:only (?:thing|gripe|complaint|hiccup|downside|issue|problem|negative|knock|drawback|criticism|letdown)|one (?:gripe|complaint|downside|thing)|(?:minor|small|little|slight) (?:gripe|complaint|issue|niggle|quibble)|(?:knock|dock)\w* (?:off )?(?:a|one) star|minus (?:a|one) star|lost a star|(?:seul|petit|leger|un|le) (?:bemol|hic|reproche|point negatif)|sauf que|dommage que|a bit|a little|a tad|slightly|somewhat|kinda|un peu|un brin|legerement)\b/;
/** Words that single a gripe out as such, without the hedges ("a bit") that only soften one. */
const SINGLED_OUT =
  /\b(?:only (?:thing|gripe|complaint|hiccup|downside|issue|problem|negative|knock|drawback|criticism|letdown)|one (?:gripe|complaint|downside)|(?:minor|small|little|slight) (?:gripe|complaint|issue|niggle|quibble)|(?:knock|dock)\w* (?:off )?(?:a|one) star|minus (?:a|one) star|lost a star|(?:seul|petit|leger|un|le) (?:bemol|hic|reproche|point negatif))\b/;

/**
 * The sentences in which a guest singles out a gripe ("Only gripe: …", « Seul bémol, … »,
 * "Docking a star because …"): a complaint even in a five-star review.
 */
export const singledOutGripes = (text: string) =>
  sentences(text).filter((sentence) => SINGLED_OUT.test(fold(sentence)));

/** A turn in the sentence: what follows is the guest's reservation. */
const CONTRAST = /\b(?:but|mais|though|however|cependant|par contre|except|sauf)\b/i;

const sentences = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/).filter((s) => s.trim());

/**
 * The words that carry a singled-out gripe: a whole sentence that names one as such, or the part
 * of a sentence after its turn ("the burrata was nice but the room was freezing").
 */
export function gripeSpans(text: string): string[] {
  return sentences(text).flatMap((sentence) => {
    if (GRIPE.test(fold(sentence))) return [sentence];
    const turn = CONTRAST.exec(sentence);
    return turn ? [sentence.slice(turn.index)] : [];
  });
}

/** An amount of money in a folded clause ("$4.50" folds to "dollars 4 50", "28$" to "28 dollars"). */
const AMOUNT =
  /\bdollars (\d+)(?: (\d{2})\b)?|\b(\d+)(?: (\d{2}))? ?(?:odd )?(?:dollars?|euros?|piasses?|piastres?|bucks|balles)\b/;

/** Words for numbers from `from` up by `step`, in the order given. */
const counted = (words: string, from: number, step = 1): Record<string, number> =>
  Object.fromEntries(words.split(' ').map((w, i) => [w, from + i * step]));
const UNITS = {
  ...counted('one two three four five six seven eight nine', 1),
  ...counted('un deux trois quatre cinq six sept huit neuf', 1),
};
const TENS = {
  ...counted('ten twenty thirty forty fifty sixty seventy eighty ninety', 10, 10),
  ...counted('dix vingt trente quarante cinquante soixante', 10, 10),
};
const TEENS = {
  ...counted('eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 11),
  ...counted('onze douze treize quatorze quinze seize', 11),
};
/** An amount spelled out before a word of money: « vingt-deux piasses », "forty-odd bucks". */
const SPELLED = new RegExp(
  `\\b(?:(${Object.keys(TENS).join('|')})(?: (?:et )?(${Object.keys(UNITS).join('|')}))?|(${Object.keys(TEENS).join('|')}))(?= (?:odd )?(?:dollars?|euros?|piasses?|piastres?|bucks|balles)\\b)`,
  'g',
);

/** A folded clause with its spelled-out amounts of money written in digits. */
export const amountsInDigits = (clause: string) =>
  clause.replace(SPELLED, (_, tens?: string, unit?: string, teen?: string) =>
    String(teen ? TEENS[teen]! : TENS[tens!]! + (unit ? UNITS[unit]! : 0)),
  );
/** An amount that is no price of the meal: the bill's lines or errors, a card, the parking. */
const NOT_THE_PRICE =
  /\b(?:tip|tips|pourboire|gratuity|service (?:fee|charge)|frais|fee|fees|charged?|refund\w*|rembours\w*|deposit|depot|acompte|gift ?cards?|cartes? cadeaux?|parking|stationnement|uber|taxi|off|rabais|discount|tickets?|billets?|wrong|mistake|error|erreur|faux|fausse|overcharg\w*|surfactur\w*)\b/;
/** Words that find the price fair or praise what was paid for. */
const PAID_GLADLY =
  /\b(?:worth|vaut|vaut la peine|reasonable|raisonnable|fair|cheap|bon marche|deal|bargain|aubaine|steal|great|amazing|excellent|delicious|lovely|perfect|good|bon|bonne|delicieux|delicieuse|parfait|super|genial)\b/;

/** Whether a clause quoting an amount finds it fair ("22 piasses pour tout ça, une aubaine"). */
export function paidGladly(clause: string): boolean {
  // "Oh great, another $24 burger": a sarcastic opening is no praise of what was paid for.
  const glad = clause.replace(
    /^ *(?:oh |wow |well )?(?:great|wonderful|lovely|super|genial)\b/,
    ' ',
  );
  return PAID_GLADLY.test(glad);
}

/**
 * The price a disappointed guest quotes, as the reply names it ("the price of $64", « le prix
 * de 38 $ »), or null when the clause quotes no amount or quotes one gladly or for something else.
 */
export function quotedPrice(said: string, text: string, language: ReplyLanguage): string | null {
  const clause = amountsInDigits(said);
  const m = AMOUNT.exec(clause);
  if (!m || NOT_THE_PRICE.test(clause) || paidGladly(clause)) return null;
  // "Only $12" is a small price said gladly; "a blister the size of a $2 coin" is no price.
  if (
    /\b(?:only|just|seulement|juste|a peine|comme|like|size of|as big as) (?:une? |a )?(?:dollars )?\d/.test(
      clause,
    )
  )
    return null;
  const whole = m[1] ?? m[3]!;
  // A clause is cut at every full stop, "$4.50" among them: the cents are read in the text.
  const cents = m[2] ?? m[4] ?? new RegExp(`(?<!\\d)${whole}[.,](\\d{2})(?!\\d)`).exec(text)?.[1];
  const amount = cents ? `${whole}${language === 'en' ? '.' : ','}${cents}` : whole;
  // « Balles » is how France says euros; Québec says « piasses ».
  const euros = /€|\beuros?\b|\bballes\b/i.test(text);
  if (language === 'en') return euros ? `the price of €${amount}` : `the price of $${amount}`;
  return `le prix de ${amount} ${euros ? '€' : '$'}`;
}

/** What a guest found wrong with a thing served, in English: "cold eggs", "lukewarm coffee". */
const FAULTED_EN =
  /\b(cold|lukewarm|tepid|soggy|stale|bland|dry|burnt|overcooked|undercooked|raw|greasy|tasteless|rubbery|chewy|mushy|watery|flat)\s+([a-z]+)\b/gi;
/** The same said after the thing: "the beer was flat", "fries were soggy"; warm only for a drink served cold. */
const FAULTED_AFTER_EN =
  /\b(?:the |my |our |his |her )?(coffee|latte|tea|beer|beers|wine|cocktails?|soda|soup|fries|burger|eggs|toast|pasta|pizza|rice|steak|fish|chicken|bread|sauce|salad|dessert|noodles|broth|pancakes|waffles)\s+(?:was|were|came out|arrived|tasted)\s+(?:(?!not\b|never\b|hardly\b)\w+\s+)?(cold|lukewarm|tepid|soggy|stale|bland|dry|burnt|overcooked|undercooked|raw|greasy|tasteless|rubbery|chewy|mushy|watery|flat|warm)\b/gi;
const SERVED_COLD = /^(?:beers?|wine|soda|cocktails?)$/i;

/** In French, with the guest's article, which gives the gender: « des œufs froids ». */
const FAULTED_FR =
  /(?<![\p{L}'’])(les|des|mes|nos|le|du|mon|un|la|une|ma|l['’])\s*(\p{L}+)\s+(froide?s?|tièdes?|secs|sec|sèches?|brûlée?s?|fades?|crue?s?|mous|molles?|caoutchouteu(?:x|se|ses)|rassise?s?|trop cuite?s?|pas cuite?s?)(?![\p{L}])/giu;
/** Words after a fault that are no thing served: "cold welcome", "dry rub", "flat white". */
const NOT_SERVED =
  /^(?:and|or|but|with|in|on|at|the|a|an|to|as|when|by|from|out|inside|outside|there|here|it|too|enough|after|for|of|so|very|really|welcome|reception|greeting|shoulder|room|service|staff|server|weather|day|night|air|white|brew|rub|aged|cuts|bar|humou?r|start|spell|salle|accueil|service|serveur|serveuse|temps|air|de|d|en|pis|et|ou|mais|trop|tres|très|ben|bien|vraiment|pas|plus|peu|tout|toute|assez|un|une|le|la|les)$/i;
/** Drinks, which a fault names under the drinks rather than the food. */
const DRINK =
  /^(?:coffee|latte|tea|beer|wine|cocktail|drink|espresso|cappuccino|soda|juice|cafe|café|thé|the|bière|biere|vin|boisson|jus|chocolat)s?$/i;
const ARTICLE: Record<string, string> = {
  les: 'les ',
  des: 'les ',
  mes: 'les ',
  nos: 'les ',
  le: 'le ',
  du: 'le ',
  mon: 'le ',
  un: 'le ',
  la: 'la ',
  une: 'la ',
  ma: 'la ',
};

/**
 * Things served that the guest faulted in their own words ("the cold eggs", « les œufs froids »),
 * each with the sentence that says it: what a reply names when no dish of the menu does. The
 * guest's article gives the French one its gender; a fault taken back ("not cold") is none.
 */
export function faultedThings(
  text: string,
  language: ReplyLanguage,
): { aspect: 'food' | 'drinks'; words: string; sentence: string }[] {
  const out: { aspect: 'food' | 'drinks'; words: string; sentence: string }[] = [];
  for (const sentence of sentences(text)) {
    const found =
      language === 'en'
        ? [
            ...[...sentence.matchAll(FAULTED_EN)]
              .filter((m) => !(m[1]!.toLowerCase() === 'cold' && SERVED_COLD.test(m[2]!)))
              .map((m) => ({
                at: m.index,
                noun: m[2]!,
                words: `the ${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`,
              })),
            ...[...sentence.matchAll(FAULTED_AFTER_EN)]
              // A beer served cold is as it should be; served warm, it is not.
              .filter((m) =>
                SERVED_COLD.test(m[1]!)
                  ? m[2]!.toLowerCase() !== 'cold'
                  : m[2]!.toLowerCase() !== 'warm',
              )
              .map((m) => ({
                at: m.index,
                noun: m[1]!,
                words: `the ${m[2]!.toLowerCase()} ${m[1]!.toLowerCase()}`,
              })),
          ]
        : [...sentence.matchAll(FAULTED_FR)].map((m) => {
            const given = ARTICLE[m[1]!.toLowerCase()] ?? 'l’';
            // « La omelette » is « l'omelette »: the article elides before a vowel or a mute h.
            const article = given !== 'les ' && /^[aeiouyhàâéèêîôœ]/i.test(m[2]!) ? 'l’' : given;
            return {
              at: m.index,
              noun: m[2]!,
              words: `${article}${m[2]!.toLowerCase()} ${m[3]!.toLowerCase()}`,
            };
          });
    for (const { at, noun, words } of found) {
      if (NOT_SERVED.test(noun) || NEGATED_BEFORE.test(fold(sentence.slice(0, at)))) continue;
      out.push({ aspect: DRINK.test(noun) ? 'drinks' : 'food', words, sentence });
    }
  }
  return out;
}

const NEGATED_BEFORE = /\b(?:not|never|no|pas|jamais|isn.t|wasn.t|weren.t)\s+(?:\w+\s+)?$/;
