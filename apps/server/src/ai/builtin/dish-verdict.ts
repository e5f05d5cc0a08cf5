import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { mentionWords, negatesPraise } from '../replies/negated-praise.ts';
import { fold } from './text.ts';

type Polarity = ReviewUnderstanding['menuItems'][number]['polarity'];
type MenuItem = ReviewUnderstanding['menuItems'][number];

/**
 * A dish's verdict as the reply takes it. Praise the guest negated ("not that great") is a
 * complaint. A complaint that only the catalogue match holds while every food term of its own
 * sentence reads as praise ("the chowder is thick and has many pieces of fish") is doubted: named
 * without an apology, since apologising for what the guest praised says the opposite.
 */
export function dishVerdict(item: MenuItem, aspects: ReviewUnderstanding['aspects']): Polarity {
  if (item.polarity === 'positive')
    return negatesPraise(item.snippet, mentionWords(item.item)) ? 'negative' : 'positive';
  if (item.polarity !== 'negative') return item.polarity;
  const sentence = ` ${fold(item.snippet)} `;
  const terms = aspects.filter(
    (a) =>
      (a.category === 'food' || a.category === 'drinks') &&
      fold(a.term) &&
      sentence.includes(` ${fold(a.term)} `),
  );
  const praised = terms.some((a) => a.polarity === 'positive');
  const faulted = terms.some((a) => a.polarity === 'negative' || a.polarity === 'conflict');
  return praised && !faulted ? 'conflict' : 'negative';
}
