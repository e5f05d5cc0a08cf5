import type { TMentionTrends } from '@tableside/domain/schemas/trends';
import { useTranslation } from 'react-i18next';
import { Bar } from 'recharts';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatNumber, formatSigned } from '../format.ts';
import { CHART_COLOURS } from '../../../lib/location-colours.ts';
import { ChartFrame } from './chart-frame.tsx';
import { NameBarChart, nameChartHeight } from './name-bar-chart.tsx';

// Green, red and blue of the palette: good, bad, and neither.
const POLARITY_COLOURS = {
  positive: CHART_COLOURS[2],
  negative: CHART_COLOURS[6],
  neutral: CHART_COLOURS[0],
} as const;
const STACKED = ['positive', 'neutral', 'negative'] as const;

/** Mentions per item, split by polarity (conflicting mentions count in the total only). */
function PolarityChart({
  trends,
  testId,
  title,
}: {
  trends: TMentionTrends;
  testId: string;
  title: string;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const staff = trends.kind === 'staff';
  const nameOf = (item: TMentionTrends['items'][number]) =>
    trends.kind === 'categories'
      ? t(`insights.categories.${item.key}`, { defaultValue: item.name })
      : item.name;
  const data = trends.items.map((item) => ({
    name: nameOf(item),
    positive: item.current.positive,
    neutral: item.current.neutral,
    negative: item.current.negative,
  }));
  return (
    <ChartFrame
      testId={testId}
      title={title}
      height={nameChartHeight(data.length)}
      table={{
        columns: [
          t(`analytics.mentions.subject.${trends.kind}`),
          ...(staff ? [t('analytics.mentions.role')] : []),
          t('analytics.mentions.mentions'),
          t('analytics.mentions.positive'),
          t('analytics.mentions.neutral'),
          t('analytics.mentions.negative'),
          t('analytics.mentions.sentiment'),
          t('analytics.mentions.before'),
        ],
        rows: trends.items
          .filter((item) => item.current.mentions > 0)
          .map((item) => [
            nameOf(item),
            ...(staff ? [item.detail ?? '–'] : []),
            formatNumber(item.current.mentions, lang),
            formatNumber(item.current.positive, lang),
            formatNumber(item.current.neutral, lang),
            formatNumber(item.current.negative, lang),
            formatSigned(item.current.sentimentScore, lang, 2),
            formatNumber(item.comparison.mentions, lang),
          ]),
      }}
    >
      <NameBarChart data={data} category="name">
        {STACKED.map((p) => (
          <Bar
            key={p}
            dataKey={p}
            name={t(`analytics.mentions.${p}`)}
            stackId="polarity"
            fill={POLARITY_COLOURS[p]}
          />
        ))}
      </NameBarChart>
    </ChartFrame>
  );
}

/** What reviews say about food, service, price…: mentions by polarity per category. */
export function SentimentByCategoryChart({ trends }: { trends: TMentionTrends }) {
  const { t } = useTranslation('dashboard');
  return (
    <PolarityChart
      trends={trends}
      testId="chart-categories"
      title={t('analytics.charts.sentimentByCategory')}
    />
  );
}

/** How guests speak of each member of staff. */
export function StaffPerformanceChart({ trends }: { trends: TMentionTrends }) {
  const { t } = useTranslation('dashboard');
  return (
    <PolarityChart
      trends={trends}
      testId="chart-staff"
      title={t('analytics.charts.staffPerformance')}
    />
  );
}

/** Mentions per dish, this period against the comparison period. */
export function MenuInsightsChart({ trends }: { trends: TMentionTrends }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const current = t('analytics.current');
  const comparison = t('analytics.comparison');
  const data = trends.items.map((item) => ({
    name: item.name,
    current: item.current.mentions,
    comparison: item.comparison.mentions,
  }));
  return (
    <ChartFrame
      testId="chart-menu"
      title={t('analytics.charts.menuInsights')}
      height={nameChartHeight(data.length)}
      table={{
        columns: [
          t('analytics.mentions.subject.menu'),
          current,
          comparison,
          t('analytics.mentions.sentiment'),
        ],
        rows: trends.items.map((item) => [
          item.name,
          formatNumber(item.current.mentions, lang),
          formatNumber(item.comparison.mentions, lang),
          item.current.mentions ? formatSigned(item.current.sentimentScore, lang, 2) : '–',
        ]),
      }}
    >
      <NameBarChart data={data} category="name">
        <Bar dataKey="current" name={current} fill={CHART_COLOURS[0]} />
        <Bar dataKey="comparison" name={comparison} fill={CHART_COLOURS[1]} />
      </NameBarChart>
    </ChartFrame>
  );
}
