import type { AgentTurn } from '../engine.ts';
import type { ReviewHit, ToolInput } from '../tools.ts';
import type { Period } from './dates.ts';
import type { Lang } from './phrases.ts';
import type { Understood } from './understand.ts';

// What every answer works from: the question in its scope, and the tool calls and phrases
// that several kinds of answer share.

export type Draft = { text: string; citations: ReviewHit[] };
export type Ask = {
  turn: AgentTurn;
  u: Understood;
  lang: Lang;
  location: string;
  scopeName: string;
};

export const range = (p: Period) => ({ startDate: p.range.startDate, endDate: p.range.endDate });
export const cite = (
  ask: Ask,
  q: Omit<ToolInput<'search_reviews'>, 'startDate' | 'endDate'>,
  p?: Period,
) =>
  ask.turn.tools.run('search_reviews', {
    location: ask.location,
    ...range(p ?? ask.u.period),
    ...q,
  });
export const list = (items: string[], lang: Lang) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'et'} ${items.at(-1)}`;

/** " at Granville" / " à Granville" when the question is about one location, else nothing. */
export const atScope = (ask: Ask) =>
  ask.location === 'all' ? '' : ask.lang === 'en' ? ` at ${ask.scopeName}` : ` à ${ask.scopeName}`;

export async function metrics(ask: Ask, p: Period) {
  return ask.turn.tools.run('review_metrics', { location: ask.location, ...range(p) });
}

/** "1 négative" / "2 négatives": a French adjective agrees with its count. */
export const fr = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

export type Counts = { mentions: number; positive: number; negative: number; neutral: number };
export const split = (c: Counts, lang: Lang) =>
  lang === 'en'
    ? `${c.positive} positive, ${c.negative} negative, ${c.neutral} neutral`
    : `${fr(c.positive, 'positive')}, ${fr(c.negative, 'négative')}, ${fr(c.neutral, 'neutre')}`;

export async function categories(ask: Ask, p: Period, ratings?: number[]) {
  return ask.turn.tools.run('category_sentiment', {
    location: ask.location,
    ...range(p),
    ...(ratings ? { ratings } : {}),
  });
}

/**
 * One tool call per item, a few at a time: a chain's thousand locations would otherwise take
 * every connection of the pool at once.
 */
export async function inTurns<T, R>(
  items: readonly T[],
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 8)
    out.push(...(await Promise.all(items.slice(i, i + 8).map(run))));
  return out;
}
