import { z } from 'zod';
import { RATING_CLASSES } from '../ratings.ts';
import { TEMPLATE_BODY_MAX, TEMPLATE_NAME_MAX } from '../reply-templates.ts';
import { ZLanguage } from './common.ts';

/*
 * Saved reply templates (docs/product/reviews-and-replies.md#reply-templates). Placeholders are
 * checked by the service, so an unknown one answers its own translated code.
 */

/** `POST` and `PUT /v1/restaurant/{id}/reply-template…`: the whole template. */
export const ZTemplateInput = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  language: ZLanguage,
  /** Null: offered at every location of the restaurant. */
  location_id: z.uuid().nullable().default(null),
  /** The reviews it answers: 1–2★, 3★ or 4–5★; null: any rating. */
  rating_class: z.enum(RATING_CLASSES).nullable().default(null),
  body: z.string().trim().min(1).max(TEMPLATE_BODY_MAX),
});
export type TTemplateInput = z.infer<typeof ZTemplateInput>;

export const ZTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  language: ZLanguage,
  location_id: z.uuid().nullable(),
  rating_class: z.enum(RATING_CLASSES).nullable(),
  body: z.string(),
  updated_at: z.string(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

export const ZTemplateParams = z.object({ id: z.uuid(), templateId: z.uuid() });

/** A template filled for one review: what the reply box inserts. */
export const ZFilledTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  language: ZLanguage,
  location_id: z.uuid().nullable(),
  text: z.string(),
  /** In the review's language (a review of unknown language matches every template). */
  matches: z.boolean(),
});
export type TFilledTemplate = z.infer<typeof ZFilledTemplate>;
