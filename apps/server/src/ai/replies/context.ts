import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import type { ReplyRequest } from '../engine.ts';
import { fold } from './text.ts';

/** What every check reads: the draft, folded once, and the request it answers. */
export type CheckInput = {
  text: string;
  folded: string;
  request: ReplyRequest;
  analysis: ReviewUnderstanding;
  language: 'en' | 'fr';
};

export function checkInput(
  text: string,
  request: ReplyRequest,
  analysis: ReviewUnderstanding,
  language: 'en' | 'fr',
): CheckInput {
  return { text, folded: fold(text), request, analysis, language };
}

/**
 * Everything a reply may take a fact from besides the review: the restaurant's facts, its
 * standing and one-off instructions, its sign-off, names and the catalogue's staff.
 */
export function factSources(request: ReplyRequest): string {
  const { restaurant } = request;
  return [
    request.review.text,
    request.review.authorName ?? '',
    ...Object.values(request.facts ?? {}),
    restaurant.instructions ?? '',
    request.additionalInstructions ?? '',
    restaurant.signOff ?? '',
    restaurant.name,
    restaurant.locationName,
    ...request.staff,
    ...request.menu,
  ].join('\n');
}
