import { z } from 'zod';

/*
 * Language-model usage per restaurant (docs/product/reviews-and-replies.md#language-model-usage):
 * what the Admin's settings and the SuperAdmin's console read.
 */

/** What a call was for: a review's reply, a social comment's reply, an agent turn. */
export const AI_USAGE_PURPOSES = ['reply', 'comment_reply', 'agent'] as const;
export type AiUsagePurpose = (typeof AI_USAGE_PURPOSES)[number];

const ZFigures = z.object({
  calls: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  /** Micro-units of `currency` at the prices configured when each call was made; 0 when unknown. */
  cost_micros: z.number().int(),
});
export type TAiUsageFigures = z.infer<typeof ZFigures>;

const ZMonth = z.object({
  /** yyyy-MM, in the restaurant's time zone. */
  month: z.string(),
  total: ZFigures,
  /** Only the purposes used that month. */
  by_purpose: z.array(ZFigures.extend({ purpose: z.enum(AI_USAGE_PURPOSES) })),
});
export type TAiUsageMonth = z.infer<typeof ZMonth>;

/** Shared by both answers: how to read the costs. */
const ZPricing = {
  /** ISO 4217 code of the configured prices (AI_PRICE_CURRENCY). */
  currency: z.string(),
  /** Whether prices are configured now (AI_PRICE_INPUT_PER_MTOK or AI_PRICE_OUTPUT_PER_MTOK). */
  priced: z.boolean(),
};

export const ZRestaurantAiUsage = z.object({
  /** Whether a language model writes replies and answers the agent (AI_BASE_URL). */
  configured: z.boolean(),
  ...ZPricing,
  this_month: ZMonth,
  last_month: ZMonth,
});
export type TRestaurantAiUsage = z.infer<typeof ZRestaurantAiUsage>;

export const ZConsoleAiUsage = z.object({
  ...ZPricing,
  /** This month (each restaurant's own calendar) of every restaurant that used a model. */
  restaurants: z.array(ZFigures.extend({ restaurant_id: z.guid(), month: z.string() })),
});
export type TConsoleAiUsage = z.infer<typeof ZConsoleAiUsage>;
