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
  /\bdollars (\d+)(?: (\d{2})\b)?|\b(\d+)(?: (\d{2}))? ?(?:dollars?|euros?|piasses?|bucks)\b/;
/** An amount that is no price of the meal: the bill's lines or errors, a card, the parking. */
const NOT_THE_PRICE =
  /\b(?:tip|tips|pourboire|gratuity|service (?:fee|charge)|frais|fee|fees|charged?|refund\w*|rembours\w*|deposit|depot|acompte|gift ?cards?|cartes? cadeaux?|parking|stationnement|uber|taxi|off|rabais|discount|tickets?|billets?|wrong|mistake|error|erreur|faux|fausse|overcharg\w*|surfactur\w*)\b/;
/** Words that find the price fair or praise what was paid for. */
const PAID_GLADLY =
  /\b(?:worth|vaut|vaut la peine|reasonable|raisonnable|fair|cheap|bon marche|deal|bargain|aubaine|steal|great|amazing|excellent|delicious|lovely|perfect|good|bon|bonne|delicieux|delicieuse|parfait|super|genial)\b/;

/**
 * The price a disappointed guest quotes, as the reply names it ("the price of $64", « le prix
 * de 38 $ »), or null when the clause quotes no amount or quotes one gladly or for something else.
 */
export function quotedPrice(clause: string, text: string, language: ReplyLanguage): string | null {
  const m = AMOUNT.exec(clause);
  if (!m || NOT_THE_PRICE.test(clause) || PAID_GLADLY.test(clause)) return null;
  // "Only $12" is a small price said gladly; "a blister the size of a $2 coin" is no price.
  if (
    /\b(?:only|just|seulement|juste|a peine|comme|like|size of|as big as) (?:une? |a )?(?:dollars )?\d/.test(
      clause,
    )
  )
    return null;
  const whole = m[1] ?? m[3]!;
  const cents = m[2] ?? m[4];
  const amount = cents ? `${whole}${language === 'en' ? '.' : ','}${cents}` : whole;
  const euros = /€|\beuros?\b/i.test(text);
  if (language === 'en') return euros ? `the price of €${amount}` : `the price of $${amount}`;
  return `le prix de ${amount} ${euros ? '€' : '$'}`;
}
