import type { DateLanguage } from '@tableside/domain/date-ranges';
import type { TFunction } from 'i18next';
import { changeOf, formatNumber, formatSigned } from '../format.ts';
import type { TileChange } from './head.ts';

/** What the printed report is read with: the reader's words and the restaurant it is about. */
export type PrintContext = { t: TFunction; lang: DateLanguage; restaurantName: string };

/**
 * A tile's change as the dashboard's cards say it: counts in percent, rates in points, ratings
 * and scores as a signed difference. `upIsGood` false for figures such as complaints.
 */
export function tileChange(
  current: number | null,
  previous: number | null,
  kind: 'count' | 'rate' | 'rating' | 'score',
  { t, lang }: PrintContext,
  upIsGood = true,
): TileChange | null {
  // Sentiment scores keep their two decimals; the cards' rules round ratings to one.
  const change =
    kind === 'score'
      ? current === null || previous === null
        ? null
        : { value: Math.round((current - previous) * 100) / 100, kind: 'absolute' as const }
      : changeOf(current, previous, kind);
  if (!change) return null;
  const signed = formatSigned(change.value, lang, kind === 'score' ? 2 : 1);
  const text =
    change.kind === 'percent'
      ? t('analytics.change.percent', { value: signed })
      : change.kind === 'points'
        ? t('analytics.change.points', { value: signed })
        : signed;
  const up = change.value === 0 ? null : change.value > 0;
  return { text, up, good: up === upIsGood };
}

export const before = (value: string, { t }: PrintContext) =>
  t('analytics.reports.print.before', { value });

export const num = (value: number | null, lang: DateLanguage, digits = 0) =>
  formatNumber(value, lang, digits);
