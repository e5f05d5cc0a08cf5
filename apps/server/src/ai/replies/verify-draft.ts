import type { CheckProblem, DraftCheck } from '@tableside/domain/draft-checks';
import { checkResult } from './check-result.ts';
import { analyseReview, type ReviewUnderstanding } from '../analysis/review-analysis.ts';
import type { ReplyRequest } from '../engine.ts';
import { checkContradiction } from './check-contradiction.ts';
import { checkIncidents } from './check-incidents.ts';
import { checkInventedComplaint } from './check-invented-complaint.ts';
import { checkInventedFacts } from './check-invented-facts.ts';
import { checkLanguage } from './check-language.ts';
import { checkPromotion } from './check-promotion.ts';
import { checkQuestions } from './check-questions.ts';
import { checkInput, type CheckInput } from './context.ts';
import { sentencesOf } from './text.ts';

export { expectedLanguage } from './check-language.ts';

/*
 * Verified drafts (docs/product/reviews-and-replies.md#verified-drafts): every draft, whichever
 * engine wrote it, is checked against the review's analysis before anyone sees it. The checks
 * are pure: the draft, the request it answered (analysis, facts, catalogue) and nothing else.
 */

/** Shorter than this is not a reply a guest would take seriously. */
const MIN_CHARS = 20;
/** A single sentence shorter than this is a one-liner ("Thanks!", "Sorry about that."). */
const ONE_LINER_CHARS = 60;

export type VerifyOptions = {
  /** The language the reply must be in: the guest's, or the one an instruction asked for. */
  language: 'en' | 'fr';
};

function checkLength({ text, request }: CheckInput): DraftCheck {
  const oneLiner = sentencesOf(text).length < 2 && text.length < ONE_LINER_CHARS;
  const problem: CheckProblem | null =
    text.length < MIN_CHARS
      ? { code: 'too-short' }
      : text.length > request.maxLength
        ? { code: 'too-long', subject: String(request.maxLength) }
        : oneLiner
          ? { code: 'one-liner' }
          : null;
  return checkResult('length', problem ? [problem] : []);
}

/**
 * The review's analysis: the request's (drafting passes the stored one, with staff's corrections:
 * features/replies/context.ts), else read now with the request's menu and staff names as the
 * catalogue.
 */
export function analysisOf(request: ReplyRequest): ReviewUnderstanding {
  if (request.analysis) return request.analysis;
  const entry = (name: string) => ({ name, aliases: [] });
  return analyseReview(request.review.text, request.review.rating, {
    menu: request.menu.map(entry),
    staff: request.staff.map(entry),
    author: request.review.authorName,
  });
}

/** One result per check of DRAFT_CHECKS, in that order. */
export function verifyDraft(
  draft: string,
  request: ReplyRequest,
  options: VerifyOptions,
): DraftCheck[] {
  const input = checkInput(draft.trim(), request, analysisOf(request), options.language);
  const contradiction = checkContradiction(input);
  return [
    checkLanguage(input),
    contradiction,
    checkInventedComplaint(input, contradiction),
    checkIncidents(input),
    checkQuestions(input),
    checkInventedFacts(input),
    checkPromotion(input),
    checkLength(input),
  ];
}
