import {
  AI_USAGE_PURPOSES,
  type AiUsagePurpose,
  type TAiUsageFigures,
  type TAiUsageMonth,
  type TConsoleAiUsage,
  type TRestaurantAiUsage,
} from '@tableside/domain/schemas/ai-usage';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sqlRows } from '../../db/sql-rows.ts';

/** What the operator configured: whether a model is in use, and how its prices read. */
export type AiUsageSettings = { configured: boolean; currency: string; priced: boolean };

type Row = TAiUsageFigures & { month: string; purpose: AiUsagePurpose };

// float8: sums of integers are numeric or bigint, which node-postgres answers as text.
const FIGURES = sql`sum(u.calls)::float8 as calls,
  sum(u.prompt_tokens)::float8 as prompt_tokens,
  sum(u.completion_tokens)::float8 as completion_tokens,
  sum(u.cost_micros)::float8 as cost_micros`;

const ZERO: TAiUsageFigures = { calls: 0, prompt_tokens: 0, completion_tokens: 0, cost_micros: 0 };

function add(a: TAiUsageFigures, b: TAiUsageFigures): TAiUsageFigures {
  return {
    calls: a.calls + b.calls,
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    cost_micros: a.cost_micros + b.cost_micros,
  };
}

function monthOf(month: string, rows: Row[]): TAiUsageMonth {
  const mine = rows.filter((r) => r.month === month);
  const figures = (r: Row) => ({
    calls: r.calls,
    prompt_tokens: r.prompt_tokens,
    completion_tokens: r.completion_tokens,
    cost_micros: r.cost_micros,
  });
  return {
    month,
    total: mine.reduce((sum, r) => add(sum, figures(r)), ZERO),
    by_purpose: AI_USAGE_PURPOSES.flatMap((purpose) =>
      mine.filter((r) => r.purpose === purpose).map((r) => ({ purpose, ...figures(r) })),
    ),
  };
}

/**
 * The acting restaurant's usage this calendar month and last, in its time zone, by purpose
 * (docs/product/reviews-and-replies.md#language-model-usage).
 */
export async function restaurantAiUsage(
  db: Db,
  actor: Actor,
  settings: AiUsageSettings,
): Promise<TRestaurantAiUsage> {
  if (!actor.restaurantId) throw new AppError('not_found', 'Restaurant not found');
  const [months] = await sqlRows<{ this_month: string; last_month: string }>(
    db,
    sql`select to_char(m.start, 'YYYY-MM') as this_month,
        to_char(m.start - interval '1 month', 'YYYY-MM') as last_month
      from (select date_trunc('month', now() at time zone timezone) as start
        from restaurants where id = ${actor.restaurantId}) m`,
  );
  if (!months) throw new AppError('not_found', 'Restaurant not found');
  const rows = await sqlRows<Row>(
    db,
    sql`select to_char(u.day, 'YYYY-MM') as month, u.purpose, ${FIGURES}
      from ai_usage u
      where u.restaurant_id = ${actor.restaurantId}
        and u.day >= to_date(${months.last_month}, 'YYYY-MM')
      group by 1, 2`,
  );
  return {
    ...settings,
    this_month: monthOf(months.this_month, rows),
    last_month: monthOf(months.last_month, rows),
  };
}

/** Every restaurant's usage this month, each in its own calendar: the console's column. */
export async function consoleAiUsage(
  db: Db,
  settings: Omit<AiUsageSettings, 'configured'>,
): Promise<TConsoleAiUsage> {
  const rows = await sqlRows<TConsoleAiUsage['restaurants'][number]>(
    db,
    sql`select u.restaurant_id, to_char(min(u.day), 'YYYY-MM') as month, ${FIGURES}
      from ai_usage u join restaurants res on res.id = u.restaurant_id
      where u.day >= date_trunc('month', now() at time zone res.timezone)::date
      group by u.restaurant_id
      order by u.restaurant_id`,
  );
  return { ...settings, restaurants: rows };
}
