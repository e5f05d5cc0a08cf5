import type { DraftCheck } from '@tableside/domain/draft-checks';
import { checkResult } from './check-result.ts';
import type { CheckInput } from './context.ts';
import { INVITATIONS, ON_SALE, PROMOTIONS, WELCOME_BACK } from './words-promotion.ts';
import { findTerm, fold, sentencesOf } from './text.ts';

const GIFT_WORDS = /gift|cadeau/;

/**
 * No promotion on a review of 2 stars or fewer or on an incident
 * (docs/product/reviews-and-replies.md#verified-drafts): nothing to try or buy; after an
 * incident not even "we hope to welcome you again".
 */
export function checkPromotion(input: CheckInput): DraftCheck {
  const { request, analysis, text } = input;
  const incident = analysis.signals.incidents.length > 0;
  if (request.review.rating > 2 && !incident) return checkResult('no-promotion', []);
  // Answering "do you sell gift cards?" names them without selling them.
  const askedGiftCards = analysis.signals.questions.some((q) => q.topic === 'gift-cards');
  const onSale = [...ON_SALE, ...request.menu];
  // What the guest wrote about ("the happy hour was a rip-off") is repeated, not sold.
  const review = fold(request.review.text);
  const promotions = PROMOTIONS.filter(
    (t) => !(askedGiftCards && GIFT_WORDS.test(t)) && !findTerm(review, [t]),
  );
  for (const sentence of sentencesOf(text).map(fold)) {
    const promotion = findTerm(sentence, promotions);
    const invitation = findTerm(sentence, INVITATIONS);
    const thing = invitation
      ? findTerm(
          sentence,
          onSale.filter((t) => !(askedGiftCards && GIFT_WORDS.test(t))),
        )
      : null;
    const welcome = incident ? findTerm(sentence, WELCOME_BACK) : null;
    const found = promotion ?? (thing ? `${invitation} … ${thing}` : welcome);
    if (found)
      return checkResult('no-promotion', [
        { code: welcome === found ? 'welcome-after-incident' : 'promotes', subject: found },
      ]);
  }
  return checkResult('no-promotion', []);
}
