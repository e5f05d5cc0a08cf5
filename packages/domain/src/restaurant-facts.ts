import { z } from 'zod';
import type { QuestionTopic } from './review-signals.ts';

/*
 * The restaurant's own facts (docs/product/reviews-and-replies.md#restaurant-facts), typed by the
 * owner in reply settings. A reply answers a guest's question from them and never states a fact
 * that is not here or in the review. One free-text answer per topic, any language.
 */

/** Every question topic but `other`, plus where incidents (illness, allergy…) are handled. */
export const FACT_TOPICS = [
  'hours',
  'reservations',
  'groups',
  'patio',
  'parking',
  'gift-cards',
  'gluten-free',
  'vegan',
  'nuts',
  'accessibility',
  'dogs',
  'incidents',
] as const satisfies readonly (Exclude<QuestionTopic, 'other'> | 'incidents')[];
export type FactTopic = (typeof FACT_TOPICS)[number];

export const FACT_MAX_LENGTH = 500;

/** Blank answers are dropped, so an unknown fact is simply absent. */
export const restaurantFactsSchema = z
  .partialRecord(z.enum(FACT_TOPICS), z.string().trim().max(FACT_MAX_LENGTH))
  .transform(
    (facts) =>
      Object.fromEntries(
        Object.entries(facts).filter(([, v]) => typeof v === 'string' && v.length > 0),
      ) as RestaurantFacts,
  );
export type RestaurantFacts = Partial<Record<FactTopic, string>>;
