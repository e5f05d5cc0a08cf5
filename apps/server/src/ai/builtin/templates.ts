import type { DraftTemplate } from '../engine.ts';
import type { Random } from './random.ts';

/** The restaurant's own opening and closing sentences, from one of its templates. */
export type Phrasing = { opening: string | null; closing: string | null };

export const NO_PHRASING: Phrasing = { opening: null, closing: null };

/** A template's sentences: lines split at their end marks; a sign-off line ("— Julie") is none. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/))
    .map((s) => s.trim())
    .filter((s) => /[.!?…]$/.test(s));
}

/**
 * The restaurant's phrasing (docs/product/reviews-and-replies.md#reply-templates): one of its
 * templates in the reply's language, picked by the request's random source, gives the reply its
 * first sentence and, when it has more than one, its last. The templates come fitted to the
 * review (location, rating class), the best fitting first.
 */
export function templatePhrasing(
  templates: readonly DraftTemplate[] | undefined,
  language: 'en' | 'fr',
  random: Random,
): Phrasing {
  const mine = (templates ?? []).filter((t) => t.language === language);
  if (mine.length === 0) return NO_PHRASING;
  const sentences = sentencesOf(random.pick(mine).text);
  return {
    opening: sentences[0] ?? null,
    closing: sentences.length > 1 ? (sentences.at(-1) ?? null) : null,
  };
}
