import { todayIn } from '@tableside/domain/date-ranges';
import type { Db } from '../client.ts';
import { aiUsage } from '../schema.ts';

/*
 * A month and a half of language-model use for the demo's Pro restaurant, as recording writes it
 * (docs/product/reviews-and-replies.md#language-model-usage): the demo runs the built-in engines,
 * so the Admin's "AI usage" section and the console's restaurant card would otherwise stay empty.
 * The browser journeys read these figures (apps/web/e2e/ai-usage.spec.ts). Priced as a small
 * hosted model: 0.15 per million prompt tokens, 0.60 per million completion tokens.
 */
const MODEL = 'gpt-4o-mini';
const cost = (prompt: number, completion: number) => Math.round(prompt * 0.15 + completion * 0.6);

/** [purpose, calls, prompt tokens, completion tokens] this month and last. */
const THIS_MONTH = [
  ['reply', 38, 41_800, 4_180],
  ['comment_reply', 6, 5_400, 540],
  ['agent', 9, 31_500, 1_260],
] as const;
const LAST_MONTH = [
  ['reply', 52, 57_200, 5_720],
  ['agent', 14, 49_000, 1_960],
] as const;

export async function seedDemoAiUsage(
  tx: Pick<Db, 'insert'>,
  at: { restaurantId: string; timezone: string; now: Date },
): Promise<void> {
  const today = todayIn(at.timezone, at.now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastMonthDay = new Date(Date.UTC(year, month - 2, 12)).toISOString().slice(0, 10);
  const rows = (day: string, figures: typeof THIS_MONTH | typeof LAST_MONTH) =>
    figures.map(([purpose, calls, prompt, completion]) => ({
      restaurantId: at.restaurantId,
      day,
      purpose,
      model: MODEL,
      calls,
      promptTokens: prompt,
      completionTokens: completion,
      costMicros: cost(prompt, completion),
    }));
  await tx.insert(aiUsage).values([...rows(today, THIS_MONTH), ...rows(lastMonthDay, LAST_MONTH)]);
}
