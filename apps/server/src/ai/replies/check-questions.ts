import type { DraftCheck } from '@tableside/domain/draft-checks';
import { checkResult } from './check-result.ts';
import type { QuestionTopic } from '@tableside/domain/review-signals';
import type { CheckInput } from './context.ts';
import { FOLLOW_UP } from './words-contact.ts';
import { TOPIC_WORDS } from './words-signals.ts';
import { fold, hasAnyTerm } from './text.ts';

/** Words too common to show that a fact was used. */
const COMMON = new Set(
  (
    'with from have this that they your yours ours there their what when which will would ' +
    'avec pour dans nous vous votre notre sont mais plus tous tout toute toutes elle elles ' +
    'also aussi only seulement every chaque about environ'
  ).split(' '),
);

/** The words and numbers of the owner's answer that a reply using it would repeat. */
function factEvidence(fact: string): string[] {
  return fold(fact)
    .trim()
    .split(' ')
    .filter((w) => /\d/.test(w) || (w.length >= 4 && !COMMON.has(w)));
}

/** A question is answered from the facts (its topic and the fact's words), or followed up. */
function answered(input: CheckInput, topic: QuestionTopic): boolean {
  const { folded, request } = input;
  if (hasAnyTerm(folded, FOLLOW_UP)) return true;
  const fact = topic === 'other' ? undefined : request.facts?.[topic];
  if (!fact) return false;
  const words = factEvidence(fact);
  const usesFact = words.some((w) => folded.includes(` ${w} `));
  return usesFact && (hasAnyTerm(folded, TOPIC_WORDS[topic]) || words.length <= 2);
}

/**
 * Every question the guest asked is answered from the restaurant's facts, or the reply promises
 * the team will follow up (docs/product/reviews-and-replies.md#restaurant-facts).
 */
export function checkQuestions(input: CheckInput): DraftCheck {
  const topics = [...new Set(input.analysis.signals.questions.map((q) => q.topic))];
  const open = topics.filter((topic) => !answered(input, topic));
  return checkResult(
    'questions-answered',
    open.map((topic) => ({ code: 'question-unanswered', subject: topic })),
  );
}
