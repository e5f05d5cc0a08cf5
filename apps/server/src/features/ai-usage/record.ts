import type { AiUsagePurpose } from '@tableside/domain/schemas/ai-usage';
import { sql } from 'drizzle-orm';
import type { ModelUsage, UsageSink } from '../../ai/usage.ts';
import type { Db } from '../../db/client.ts';
import { safeErrorMessage } from '../../lib/logger.ts';

/**
 * Adds one language-model call to the restaurant's figures of the day, in its own time zone
 * (docs/product/reviews-and-replies.md#language-model-usage). Never throws: a failed write is
 * logged and the draft or the answer goes on, since the usage is a record, not a gate.
 */
export async function recordAiUsage(
  db: Db,
  restaurantId: string,
  purpose: AiUsagePurpose,
  usage: ModelUsage,
): Promise<void> {
  try {
    await db.execute(sql`
      insert into ai_usage
        (restaurant_id, day, purpose, model, calls, prompt_tokens, completion_tokens, cost_micros)
      select res.id, (now() at time zone res.timezone)::date, ${purpose}, ${usage.model}, 1,
        ${usage.promptTokens}, ${usage.completionTokens}, ${usage.costMicros}
      from restaurants res where res.id = ${restaurantId}
      on conflict (restaurant_id, day, purpose, model) do update set
        calls = ai_usage.calls + 1,
        prompt_tokens = ai_usage.prompt_tokens + excluded.prompt_tokens,
        completion_tokens = ai_usage.completion_tokens + excluded.completion_tokens,
        cost_micros = ai_usage.cost_micros + excluded.cost_micros`);
  } catch (error) {
    console.warn(`ai usage not recorded (${purpose}): ${safeErrorMessage(error)}`);
  }
}

/** The sink an engine is handed for one restaurant's draft or turn. */
export function usageRecorder(db: Db, restaurantId: string, purpose: AiUsagePurpose): UsageSink {
  return (usage) => recordAiUsage(db, restaurantId, purpose, usage);
}
