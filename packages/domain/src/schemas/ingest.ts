import { z } from 'zod';
import { LIMITS } from '../validation.ts';
import { ZInstant } from './dates.ts';
import { REVIEW_SOURCES } from './reviews.ts';

/** One review as an outside system sends it (Zapier, Make, a POS, an import). */
export const ZIncomingReview = z.object({
  location_id: z.uuid(),
  source: z.enum(REVIEW_SOURCES),
  external_id: z.string().trim().min(1).max(200),
  author_name: z.string().trim().max(LIMITS.nameMax).nullable().optional(),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(20_000).default(''),
  language: z.enum(['en', 'fr']).nullable().optional(),
  review_date: ZInstant,
});
export type TIncomingReview = z.infer<typeof ZIncomingReview>;

export const ZIngestRequest = z.object({ reviews: z.array(ZIncomingReview).min(1).max(500) });
export const ZIngestResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Reviews dated more than a day ahead: a platform's mistake, not stored. */
  skipped: z.number().int(),
});
export type TIngestResult = z.infer<typeof ZIngestResult>;
export const ZIngestSecret = z.object({ secret: z.string() });
