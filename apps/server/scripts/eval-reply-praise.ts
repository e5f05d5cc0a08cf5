/**
 * The reply scorer's "praise calibrated" check (scripts/eval-replies.ts), from the reader's side:
 * a draft does not claim strong enjoyment of what the guest found only fine, and a lukewarm
 * three-star review does not get an exclamation-led rave opening. Keyword matches, with their own
 * word lists; approximate like the other checks.
 */
import type { Review } from '../eval/corpus.ts';
import { fold, names, namesAny, sentencesOf, stripArticle } from './eval-reply-text.ts';
import { ASPECT_WORDS } from './eval-reply-words.ts';

/** A draft's claim that the guest loved something, in either language (folded, no accents). */
export const STRONG_ENJOYMENT = [
  'loved',
  // "will love reading this"; a bare "love" is also "we'd love the chance to talk", a wish.
  'will love',
  'won you over',
  'made your visit',
  'made your meal',
  'made your night',
  'made your day',
  'hit the spot',
  'thrilled',
  'delighted',
  'so glad',
  'so happy',
  'a real treat',
  'blown away',
  'wowed',
  'fell in love',
  'favourite',
  'favorite',
  'adore',
  'avez adore',
  'coup de coeur',
  'conquis',
  'conquise',
  'regale',
  'regales',
  'regalee',
  'ravi',
  'ravie',
  'ravis',
  'ravies',
  'quel plaisir',
  'emballe',
  'emballes',
];

/** What a rave opening says, beside its exclamation mark. */
export const RAVE_OPENING = [
  ...STRONG_ENJOYMENT,
  'enjoyed',
  'great time',
  'wonderful',
  'lovely review',
  'fantastic',
  'amazing',
  'made our day',
  'made our week',
  'big smile',
  'generous',
  'happy dance',
  'so good to hear',
  'bel avis',
  'beau partage',
  'genial',
  'merveilleux',
  'illumine',
  'bon moment',
];

/** The guest's own words that say something was only fine. */
export const GUEST_MILD = [
  'fine',
  'ok',
  'okay',
  'decent',
  'alright',
  'all right',
  'not bad',
  'average',
  'passable',
  'acceptable',
  'nothing special',
  'nothing to write home about',
  'pleasant enough',
  'correct',
  'correcte',
  'corrects',
  'correctes',
  'pas mal',
  'moyen',
  'moyenne',
  'sans plus',
  'honnete',
  'convenable',
  'ordinaire',
];

/** The guest's own words that say it was more than fine: then "loved" is fair. */
export const GUEST_STRONG = [
  'amazing',
  'incredible',
  'unreal',
  'perfect',
  'excellent',
  'outstanding',
  'delicious',
  'best',
  'love',
  'loved',
  'fantastic',
  'superb',
  'great',
  'wonderful',
  'divine',
  'exceptionnel',
  'exceptionnelle',
  'parfait',
  'parfaite',
  'delicieux',
  'delicieuse',
  'excellent',
  'excellente',
  'malade',
  'ecoeurant',
  'incroyable',
  'sublime',
  'succulent',
  'adore',
  'genial',
  'meilleur',
  'meilleure',
];

type Terms = { what: string; terms: string[] };

/** The sentence of the review that holds the span, as the guest wrote it. */
const sentenceWith = (review: Review, span: string) =>
  sentencesOf(review.text).find((s) => names(s, stripArticle(span))) ?? '';

/** "ok so the wings are a PROBLEM": a leading "ok" is how the guest starts talking, no verdict. */
const withoutLeadingOk = (sentence: string) =>
  fold(sentence).replace(/^ (?:ok|okay)(?: so)? /, ' ');

/** Only fine: labelled neutral or mixed, or positive in a sentence with a mild word and no strong one. */
function lukewarm(review: Review, span: string, polarity: string): boolean {
  if (polarity === 'neutral' || polarity === 'mixed') return true;
  if (polarity !== 'positive') return false;
  const said = withoutLeadingOk(sentenceWith(review, span));
  return namesAny(said, GUEST_MILD) && !namesAny(said, GUEST_STRONG);
}

/** What the guest found only fine, by the words a draft would name it with. */
function lukewarmTerms(review: Review, termsFor: (id: string) => string[]): Terms[] {
  const out: Terms[] = [];
  for (const d of review.dishes)
    if (lukewarm(review, d.span, d.polarity))
      out.push({
        what: d.item ?? d.span,
        terms: [stripArticle(d.span), ...(d.item ? termsFor(d.item) : [])],
      });
  for (const [aspect, polarity] of Object.entries(review.aspects))
    if ((polarity === 'neutral' || polarity === 'mixed') && ASPECT_WORDS[aspect])
      // "The kitchen will be thrilled to hear about the cornbread" speaks of the dish, not the food.
      out.push({ what: aspect, terms: ASPECT_WORDS[aspect].filter((w) => w !== 'kitchen') });
  return out;
}

/** A three-star review labelled neutral or mixed: thanked, not celebrated. */
const lukewarmReview = (review: Review) =>
  review.stars === 3 && (review.sentiment === 'neutral' || review.sentiment === 'mixed');

export type PraiseOutcome = { applies: boolean; ok: boolean; why?: string };

/** The check; `text` is the draft without the guest's name, `termsFor` names a menu or staff id. */
export function praiseCalibrated(
  review: Review,
  text: string,
  termsFor: (id: string) => string[],
): PraiseOutcome {
  const terms = lukewarmTerms(review, termsFor);
  const raveable = lukewarmReview(review);
  if (!terms.length && !raveable) return { applies: false, ok: true };
  const found: string[] = [];
  const sentences = sentencesOf(text);
  for (const sentence of sentences) {
    const claim = STRONG_ENJOYMENT.find((w) => names(sentence, w));
    if (!claim) continue;
    for (const t of terms)
      if (namesAny(sentence, t.terms)) found.push(`"${claim}" for lukewarm ${t.what}`);
  }
  const opening = sentences[0] ?? '';
  if (raveable && opening.includes('!')) {
    const rave = RAVE_OPENING.find((w) => names(opening, w));
    if (rave) found.push(`rave opening "${fold(rave).trim()}!" on a lukewarm 3★`);
  }
  return { applies: true, ok: !found.length, why: [...new Set(found)].join('; ') };
}
