import type { QuestionTopic } from '@tableside/domain/review-signals';
import { questionTopicOf } from '../analysis/signals/question-topics.ts';
import { foldText } from '../analysis/signals/text.ts';

/*
 * A question the analysis did not count as asked (asked with an edge, "do you even have
 * gluten-free options?", or without an asking form, "Pas de réservation possible?") that names
 * a topic the restaurant's facts speak of. Answering it from the owner's facts, or promising to
 * follow up, costs a sentence; leaving a real question unanswered costs the guest
 * (docs/product/reviews-and-replies.md#restaurant-facts).
 */

/** Openings that only complain, whatever topic follows: "Why…?", "Seriously, no patio?". */
const COMPLAINS =
  /^(?:and |et |mais |but |so |alors |donc )*(?:why|pourquoi|seriously|serieux|serieusement|vraiment|really|who|qui|since when|depuis quand|how (?:can|could|dare|hard|is it|on earth|come)|comment (?:peut|pouvez|osez|ose|est-ce possible)|what (?:happened|kind|the|a|on earth)|where (?:was|were)|isn't|wasn't|aren't|weren't|didn't|doesn't|n'est-ce pas)(?![\p{L}])/u;

/** Fragments that end with a question mark, folded, without their mark. */
function askedFragments(text: string): string[] {
  return (text.match(/[^.!?…\n]+\?+/g) ?? [])
    .map((s) => foldText(s.replace(/\?+$/, '').trim()))
    .filter((s) => s.split(/\s+/).length >= 2);
}

/** Topics asked with a question mark that the analysis's questions leave out. */
export function uncertainQuestionTopics(
  text: string,
  detected: readonly QuestionTopic[],
): QuestionTopic[] {
  const found: QuestionTopic[] = [];
  for (const fragment of askedFragments(text)) {
    if (COMPLAINS.test(fragment)) continue;
    const topic = questionTopicOf(fragment);
    if (topic && !detected.includes(topic) && !found.includes(topic)) found.push(topic);
  }
  return found;
}

/**
 * What the guest called or wrote to ask and was not told ("Called to ask about gluten free
 * options and the person… hung up", « j'ai appelé pour savoir si… »): the reply answers it.
 */
const ASKED_BEFORE =
  /\b(?:called|phoned|rang|emailed|messaged|appele|telephone|ecrit)\b[^.!?…\n]*?\b(?:to ask|asking|to find out|to check|pour (?:demander|savoir|verifier|s.informer))\b([^.!?…\n]*)/g;

/** Topics the guest says they asked the restaurant before, not counted among the questions. */
export function askedBeforeTopics(
  text: string,
  detected: readonly QuestionTopic[],
): QuestionTopic[] {
  const found: QuestionTopic[] = [];
  for (const m of foldText(text).matchAll(ASKED_BEFORE)) {
    const topic = questionTopicOf(m[1]!);
    if (topic && topic !== 'other' && !detected.includes(topic) && !found.includes(topic))
      found.push(topic);
  }
  return found;
}

/** Asked, as the analysis reads them, then those asked with a question mark or asked before. */
export function questionsOf(text: string, asked: QuestionTopic[]): QuestionTopic[] {
  const uncertain = [...asked, ...uncertainQuestionTopics(text, asked)];
  return [...uncertain, ...askedBeforeTopics(text, uncertain)];
}
