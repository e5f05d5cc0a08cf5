import { formatDay } from '@tableside/domain/date-ranges';
import type { TReviewMetrics, TReviewSeries } from '@tableside/domain/schemas/analytics';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLang } from '../../../hooks/use-lang.ts';
import { useSourceName } from '../../../hooks/use-source-name.ts';
import { formatNumber } from '../format.ts';
import { CHART_COLOURS, useLocationColours } from '../../../lib/location-colours.ts';
import { ChartFrame } from './chart-frame.tsx';
import {
  AXIS_TICK,
  CHART_MARGIN,
  CountBarChart,
  GRID_STROKE,
  TOOLTIP_STYLE,
} from './count-bar-chart.tsx';

/** Average rating per period, overall and one line per location in its saved colour. */
export function RatingOverTimeChart({ series }: { series: TReviewSeries }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const colours = useLocationColours(series.byLocation.map((l) => l.locationId));
  // One line per location while the lines stay readable; beyond that the table has them.
  const showLocations =
    series.byLocation.length > 1 && series.byLocation.length <= CHART_COLOURS.length;
  const data = series.points.map((p) => {
    const row: Record<string, string | number | null> = {
      period: formatDay(p.period, lang, 'simple'),
      overall: p.averageRating,
    };
    if (showLocations) {
      for (const l of series.byLocation) {
        row[l.locationId] = l.points.find((q) => q.period === p.period)?.averageRating ?? null;
      }
    }
    return row;
  });
  const overall = t('analytics.charts.overall');
  return (
    <ChartFrame
      testId="chart-rating"
      title={t('analytics.charts.ratingOverTime')}
      table={{
        columns: [
          t('analytics.charts.period'),
          overall,
          ...(showLocations ? series.byLocation.map((l) => l.locationName) : []),
        ],
        rows: series.points.map((p) => [
          formatDay(p.period, lang),
          formatNumber(p.averageRating, lang, 1),
          ...(showLocations
            ? series.byLocation.map((l) =>
                formatNumber(
                  l.points.find((q) => q.period === p.period)?.averageRating ?? null,
                  lang,
                  1,
                ),
              )
            : []),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={CHART_MARGIN}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
          <XAxis dataKey="period" tick={AXIS_TICK} stroke="currentColor" />
          <YAxis
            domain={[1, 5]}
            ticks={[1, 2, 3, 4, 5]}
            tick={AXIS_TICK}
            stroke="currentColor"
            width={32}
          />
          <Tooltip contentStyle={TOOLTIP_STYLE} />
          <Legend />
          <Line
            type="linear"
            dataKey="overall"
            name={overall}
            stroke="currentColor"
            strokeWidth={3}
            dot={false}
            connectNulls
          />
          {showLocations &&
            series.byLocation.map((l) => (
              <Line
                key={l.locationId}
                type="linear"
                dataKey={l.locationId}
                name={l.locationName}
                stroke={colours[l.locationId]}
                strokeWidth={2}
                dot={false}
                connectNulls
              />
            ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Reviews per period, stacked by source. */
export function VolumeBySourceChart({ series }: { series: TReviewSeries }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const nameOf = useSourceName();
  const sources = [...new Set(series.points.flatMap((p) => Object.keys(p.bySource)))].sort();
  const data = series.points.map((p) => ({
    period: formatDay(p.period, lang, 'simple'),
    ...p.bySource,
  }));
  return (
    <ChartFrame
      testId="chart-sources"
      title={t('analytics.charts.volumeBySource')}
      table={{
        columns: [t('analytics.charts.period'), ...sources.map(nameOf)],
        rows: series.points.map((p) => [
          formatDay(p.period, lang),
          ...sources.map((s) => p.bySource[s] ?? 0),
        ]),
      }}
    >
      <CountBarChart data={data} category="period">
        {sources.map((s, i) => (
          <Bar
            key={s}
            dataKey={s}
            name={nameOf(s)}
            stackId="sources"
            fill={CHART_COLOURS[i % CHART_COLOURS.length]}
          />
        ))}
      </CountBarChart>
    </ChartFrame>
  );
}

/** How many reviews had each star rating, this period against the comparison period. */
export function RatingDistributionChart({ metrics }: { metrics: TReviewMetrics }) {
  const { t } = useTranslation('dashboard');
  const current = t('analytics.current');
  const comparison = t('analytics.comparison');
  const rows = ([5, 4, 3, 2, 1] as const).map((n) => ({
    rating: t('analytics.charts.stars', { count: n }),
    current: metrics.ratingDistribution[n],
    comparison: metrics.comparison.ratingDistribution[n],
  }));
  const empty = metrics.totalReviews === 0 && metrics.comparison.totalReviews === 0;
  return (
    <ChartFrame
      testId="chart-distribution"
      title={t('analytics.charts.ratingDistribution')}
      table={{
        columns: [t('analytics.charts.rating'), current, comparison],
        rows: empty ? [] : rows.map((r) => [r.rating, r.current, r.comparison]),
      }}
    >
      <CountBarChart data={rows} category="rating">
        <Bar dataKey="current" name={current} fill={CHART_COLOURS[0]} />
        <Bar dataKey="comparison" name={comparison} fill={CHART_COLOURS[1]} />
      </CountBarChart>
    </ChartFrame>
  );
}
