import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { fold } from './text.ts';

/*
 * A dish named only to say which one the guest meant ("the Caesar - the cocktail, not the
 * salad", « le Caesar, le cocktail, pas la salade ») is no verdict on it: the reply neither
 * apologises nor thanks for it. Read where two menu items share a name and the sentence that
 * praises one rules the other out by a word of its own.
 */

type MenuMention = ReviewUnderstanding['menuItems'][number];
type Aspect = ReviewUnderstanding['aspects'][number];

const RULED_OUT =
  /(?:^|[\s,;(-])(?:not|pas|non|never) (?:the |a |an |le |la |les |l |un |une )?(\w+)/g;

const wordsOf = (name: string) =>
  new Set(
    fold(name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/** The words a sentence rules out ("salad"), each of which names no other item it praises. */
function ruledOut(snippet: string): string[] {
  return [...fold(snippet).replace(/'/g, ' ').matchAll(RULED_OUT)].map((m) => m[1]!);
}

/** Whether a mention only tells two items of one name apart, as the one the guest did not mean. */
export function toldApart(mention: MenuMention, all: MenuMention[]): boolean {
  if (mention.polarity === 'positive') return false;
  const own = wordsOf(mention.item);
  return all.some((other) => {
    if (other.item === mention.item || other.snippet !== mention.snippet) return false;
    const theirs = wordsOf(other.item);
    const shared = [...own].some((w) => w.length > 2 && theirs.has(w));
    return shared && ruledOut(mention.snippet).some((w) => own.has(w) && !theirs.has(w));
  });
}

/** The analysis without the items told apart, and without the aspect terms that named them. */
export function withoutToldApart(analysis: ReviewUnderstanding): ReviewUnderstanding {
  const apart = analysis.menuItems.filter((m) => toldApart(m, analysis.menuItems));
  if (!apart.length) return analysis;
  const words = new Set(apart.flatMap((m) => ruledOut(m.snippet)));
  const kept = (a: Aspect) =>
    !(
      words.has(fold(a.term).replace(/^(?:the|le|la|les|l') ?/, '')) &&
      apart.some((m) => m.snippet.includes(a.term))
    );
  return {
    ...analysis,
    menuItems: analysis.menuItems.filter((m) => !apart.includes(m)),
    aspects: analysis.aspects.filter(kept),
  };
}
