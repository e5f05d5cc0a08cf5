import { ratingClass } from '@tableside/domain/ratings';
import type { ReplyRequest } from '../engine.ts';
import { firstNameOf } from './first-name.ts';
import { resolveLanguage, type ReplyLanguage } from './language.ts';
import { findMentions, sentenceNaming } from './mentions.ts';
import type { Mood } from './phrases.ts';
import { detectTopics, hasNegativeContent, sentimentScore, type Topic } from './topics.ts';

/** Catalogue entries a review names, by how the sentence naming them reads. */
export type Named = { praised: string[]; critiqued: string[]; noted: string[] };

export type ReviewAnalysis = {
  language: ReplyLanguage;
  firstName: string | null;
  /** 1 to 5. */
  rating: number;
  ratingOnly: boolean;
  mood: Mood;
  topics: Topic[];
  dishes: Named;
  staff: Named;
};

function classify(text: string, entries: string[], language: ReplyLanguage, rating: number): Named {
  const named: Named = { praised: [], critiqued: [], noted: [] };
  for (const entry of entries) {
    // The closest words decide: "Good poutine, slow service" praises the poutine.
    const sentence = sentenceNaming(text, entry) ?? text;
    const clause = sentence.split(/[,:]/).find((c) => findMentions(c, [entry]).length > 0);
    const clauseScore = clause ? sentimentScore(clause, language) : 0;
    const score = clauseScore || sentimentScore(sentence, language);
    if (score > 0) named.praised.push(entry);
    else if (score < 0) named.critiqued.push(entry);
    else if (ratingClass(rating) === 'positive') named.praised.push(entry);
    else named.noted.push(entry);
  }
  return named;
}

/** Everything the composer needs to know about the review, found without any model. */
export function analyseReview(request: ReplyRequest): ReviewAnalysis {
  const { review, restaurant } = request;
  const text = review.text.trim();
  const rating = Math.min(5, Math.max(1, Math.round(review.rating || 0)));
  const language = resolveLanguage(review.language, text, [
    restaurant.instructions,
    request.additionalInstructions,
  ]);
  const ratingOnly = text.length === 0;
  const negative = !ratingOnly && hasNegativeContent(text, language);
  const cls = ratingClass(rating);
  const mood: Mood =
    cls === 'negative' || (cls === 'neutral' && negative)
      ? 'complaint'
      : cls === 'neutral'
        ? 'neutral'
        : 'praise';
  return {
    language,
    firstName: firstNameOf(review.authorName),
    rating,
    ratingOnly,
    mood,
    topics: ratingOnly ? [] : detectTopics(text, language),
    dishes: classify(text, findMentions(text, request.menu), language, rating),
    staff: classify(
      text,
      findMentions(text, request.staff, { properNoun: true }),
      language,
      rating,
    ),
  };
}
