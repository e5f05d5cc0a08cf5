import type { DraftCheck } from '@tableside/domain/draft-checks';
import { checkResult } from './check-result.ts';
import type { QuestionTopic } from '@tableside/domain/review-signals';
import type { CheckInput } from './context.ts';
import { CONTACT, FOLLOW_UP } from './words-contact.ts';
import { TOPIC_WORDS } from './words-signals.ts';
import { fold, hasAnyTerm, sentencesOf } from './text.ts';

/** Words too common to show that a fact was used. */
const COMMON = new Set(
  (
    'with from have this that they your yours ours there their what when which will would ' +
    'avec pour dans nous vous votre notre sont mais plus tous tout toute toutes elle elles ' +
    'also aussi only seulement every chaque about environ ' +
    // An instruction's own verbs say nothing of the answer.
    'tell them mention say that guest reply answer dites leur indiquez precisez mentionnez repondez'
  ).split(' '),
);

/** The words and numbers of the owner's answer that a reply using it would repeat. */
function factEvidence(fact: string): string[] {
  return fold(fact)
    .trim()
    .split(' ')
    .filter((w) => /\d/.test(w) || (w.length >= 4 && !COMMON.has(w)));
}

/** A promise to answer later, without the bare invitations to get in touch that CONTACT holds. */
const PROMISE = FOLLOW_UP.filter((term) => !CONTACT.includes(term));

/** Words by which a reply says it heard a question, whatever its topic. */
const ASKED = ['question*', 'look into it', 'se renseigner', 'renseign*', 'votre demande'];

/**
 * A follow-up promised for this question: in one sentence, a promise (or an invitation to get
 * in touch) with the topic's words or the word "question". "Please get in touch" on its own, as
 * every complaint's reply has it, follows up on nothing the guest asked.
 */
function followedUp(input: CheckInput, topic: QuestionTopic): boolean {
  return sentencesOf(input.text)
    .map(fold)
    .some(
      (s) =>
        (hasAnyTerm(s, PROMISE) || hasAnyTerm(s, CONTACT)) &&
        (hasAnyTerm(s, ASKED) || hasAnyTerm(s, TOPIC_WORDS[topic])),
    );
}

/**
 * What the owner gave on the topic: the fact, and the instructions' sentences that name the
 * topic ("Tell them terrace tables can't be booked" answers a reservations question).
 */
function sourcesOn(input: CheckInput, topic: QuestionTopic): string[] {
  const { request } = input;
  const fact = topic === 'other' ? undefined : request.facts?.[topic];
  const said = [request.restaurant.instructions, request.additionalInstructions]
    .flatMap((t) => (t ? sentencesOf(t) : []))
    .filter((t) => topic !== 'other' && hasAnyTerm(fold(t), TOPIC_WORDS[topic]));
  return [...(fact ? [fact] : []), ...said];
}

/** A question is answered from the facts (its topic and the fact's words), or followed up. */
function answered(input: CheckInput, topic: QuestionTopic): boolean {
  const { folded } = input;
  if (followedUp(input, topic)) return true;
  return sourcesOn(input, topic).some((source) => {
    const words = factEvidence(source);
    const usesFact = words.some((w) => folded.includes(` ${w} `));
    return usesFact && (hasAnyTerm(folded, TOPIC_WORDS[topic]) || words.length <= 2);
  });
}

/**
 * Every question the guest asked is answered from the restaurant's facts, or the reply promises
 * the team will follow up on it (docs/product/reviews-and-replies.md#restaurant-facts).
 */
export function checkQuestions(input: CheckInput): DraftCheck {
  const topics = [...new Set(input.analysis.signals.questions.map((q) => q.topic))];
  const open = topics.filter((topic) => !answered(input, topic));
  return checkResult(
    'questions-answered',
    open.map((topic) => ({ code: 'question-unanswered', subject: topic })),
  );
}
