import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { mentionWords, negatesPraise } from '../replies/negated-praise.ts';
import { fold } from './text.ts';

type Polarity = ReviewUnderstanding['menuItems'][number]['polarity'];
type MenuItem = ReviewUnderstanding['menuItems'][number];

/**
 * A dish's verdict as the reply takes it. Praise the guest negated ("not that great") is a
 * complaint. A complaint that only the catalogue match holds while every food term of its own
 * sentence, and every term naming it, reads as praise ("the chowder is thick and has many pieces
 * of fish") is doubted: named without an apology, since apologising for praise says the opposite.
 */
export function dishVerdict(
  item: MenuItem,
  aspects: ReviewUnderstanding['aspects'],
  items: readonly MenuItem[] = [],
): Polarity {
  if (item.polarity === 'positive')
    return negatesPraise(item.snippet, mentionWords(item.item)) ? 'negative' : 'positive';
  if (item.polarity !== 'negative') return item.polarity;
  const sentence = ` ${fold(item.snippet)} `;
  const names = mentionWords(item.item);
  // The terms of its sentence, and those naming it elsewhere ("the chowder was loaded" then,
  // "the seafood chowder was mostly potato" last night).
  // A term that names another dish of the review is that dish's verdict: « le brisket était
  // correct, la limonade trop sucrée » praises the brisket, not the lemonade.
  const others = items.filter((m) => m.item !== item.item).flatMap((m) => mentionWords(m.item));
  const terms = aspects.filter((a) => {
    const term = fold(a.term);
    if (!term || (a.category !== 'food' && a.category !== 'drinks')) return false;
    const own = names.some((n) => term.includes(n));
    if (!own && others.some((n) => term.includes(n))) return false;
    return sentence.includes(` ${term} `) || own;
  });
  const praised = terms.some((a) => a.polarity === 'positive');
  const faulted = terms.some((a) => a.polarity === 'negative' || a.polarity === 'conflict');
  return praised && !faulted ? 'conflict' : 'negative';
}
