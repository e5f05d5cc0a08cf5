import type { MentionReportType } from '@tableside/domain/reports';
import type { TMentionTrends } from '@tableside/domain/schemas/trends';
import { formatSigned } from '../format.ts';
import { drawBars, drawLegend, sentimentSegments } from './charts.ts';
import { before, num, tileChange, type PrintContext } from './figures.ts';
import { drawTiles } from './head.ts';
import { COLORS, type PlanWriter } from './plan.ts';

/**
 * Staff, menu and keyword reports: the mentions and their sentiment against the comparison
 * period, then every item ranked by mentions, each bar split by sentiment.
 */
export function mentionBody(
  w: PlanWriter,
  type: MentionReportType,
  trends: TMentionTrends,
  context: PrintContext,
): void {
  const { t, lang } = context;
  const now = trends.totals.current;
  const was = trends.totals.comparison;
  const score = (v: number) => formatSigned(v, lang, 2);
  drawTiles(w, [
    {
      label: t('analytics.mentions.mentions'),
      value: num(now.mentions, lang),
      before: before(num(was.mentions, lang), context),
      change: tileChange(now.mentions, was.mentions, 'count', context),
    },
    {
      label: t('analytics.mentions.sentiment'),
      value: score(now.sentimentScore),
      before: before(score(was.sentimentScore), context),
      change: tileChange(now.sentimentScore, was.sentimentScore, 'score', context),
    },
    {
      label: t('analytics.mentions.positive'),
      value: num(now.positive, lang),
      before: before(num(was.positive, lang), context),
      change: tileChange(now.positive, was.positive, 'count', context),
    },
    {
      label: t('analytics.mentions.negative'),
      value: num(now.negative, lang),
      before: before(num(was.negative, lang), context),
      change: tileChange(now.negative, was.negative, 'count', context, false),
    },
  ]);
  if (trends.items.length === 0) return;
  w.heading(t(`analytics.mentions.title.${type === 'keywords' ? 'keywords' : type}`));
  drawBars(
    w,
    trends.items.map((item) => ({
      label: item.detail ? `${item.name} (${item.detail})` : item.name,
      segments: sentimentSegments({
        positive: item.current.positive,
        neutral: item.current.neutral + item.current.conflict,
        negative: item.current.negative,
      }),
      value: t('analytics.reports.print.mentionValue', {
        count: item.current.mentions,
        current: num(item.current.mentions, lang),
        comparison: num(item.comparison.mentions, lang),
        sentiment: score(item.current.sentimentScore),
      }),
    })),
    { valueWidth: 200 },
  );
  drawLegend(w, [
    { label: t('analytics.mentions.positive'), color: COLORS.positive },
    { label: t('analytics.mentions.neutral'), color: COLORS.neutral },
    { label: t('analytics.mentions.negative'), color: COLORS.negative },
  ]);
}
