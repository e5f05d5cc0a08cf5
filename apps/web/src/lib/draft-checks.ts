import {
  DRAFT_CHECKS,
  OFFER_KINDS,
  type CheckProblem,
  type DraftCheck,
} from '@tableside/domain/draft-checks';
import { ASPECT_CATEGORY_LIST } from '@tableside/domain/insights';
import { INCIDENT_KINDS, QUESTION_TOPICS } from '@tableside/domain/review-signals';
import type { TFunction } from 'i18next';

// What a failed draft check found, said in the reader's language from the structured problems
// (docs/product/reviews-and-replies.md#verified-drafts); older drafts only have English words.

/** Failed checks first, so what needs a person is read first; then the domain's order. */
export function orderedChecks(checks: readonly DraftCheck[]): DraftCheck[] {
  const rank = (c: DraftCheck) =>
    (c.passed ? DRAFT_CHECKS.length : 0) + DRAFT_CHECKS.indexOf(c.check);
  return [...checks].sort((a, b) => rank(a) - rank(b));
}

const P = 'reviews.checks.problems';

function subjectOf(t: TFunction, p: CheckProblem): string {
  const s = p.subject ?? '';
  if (p.code === 'incident-unnamed' && (INCIDENT_KINDS as readonly string[]).includes(s))
    return t(`${P}.incidents.${s}`);
  if (p.code === 'question-unanswered' && (QUESTION_TOPICS as readonly string[]).includes(s))
    return t(`${P}.topics.${s}`);
  if (p.code === 'invented-offer' && (OFFER_KINDS as readonly string[]).includes(s))
    return t(`${P}.offers.${s}`);
  if (
    (p.code === 'praises-criticised' ||
      p.code === 'apologises-praised' ||
      p.code === 'apologises-uncriticised') &&
    (ASPECT_CATEGORY_LIST as string[]).includes(s)
  )
    return t(`insights.categories.${s}`).toLowerCase();
  return s;
}

function problemText(t: TFunction, p: CheckProblem): string {
  if (p.code === 'question-unanswered' && p.subject === 'other')
    return t(`${P}.question-unanswered-other`);
  return t(`${P}.${p.code}`, {
    subject: subjectOf(t, p),
    language: p.language ? t(`${P}.languages.${p.language}`) : '',
    expected: p.expected ? t(`${P}.languages.${p.expected}`) : '',
    interpolation: { escapeValue: false },
  });
}

/** "does not name the reported incident (allergic reaction); …", or the stored English. */
export function checkDetail(t: TFunction, check: DraftCheck): string | null {
  if (check.passed) return null;
  if (check.problems?.length) return check.problems.map((p) => problemText(t, p)).join('; ');
  return check.detail;
}
