import type {
  TFirstReplyFigures,
  TFirstReplyMetrics,
  TReportSummaryData,
} from '@tableside/domain/schemas/analytics';
import { sourceName } from '../../../lib/source-name.ts';
import { drawBars, drawLegend, sentimentSegments } from './charts.ts';
import { before, num, tileChange, type PrintContext } from './figures.ts';
import { drawTiles } from './head.ts';
import { COLORS, MARGIN, type PlanWriter } from './plan.ts';

/**
 * The reviews summary: four headline figures against the comparison period, the sentiment
 * split of both periods, the ratings, the sources and the locations.
 */
export function summaryBody(
  w: PlanWriter,
  { metrics, firstReply, review_requests: requests }: TReportSummaryData,
  context: PrintContext,
): void {
  const { t, lang } = context;
  const was = metrics.comparison;
  const percent = (v: number) => t('analytics.change.percent', { value: num(v, lang, 1) });
  drawTiles(w, [
    {
      label: t('analytics.metrics.totalReviews'),
      value: num(metrics.totalReviews, lang),
      before: before(num(was.totalReviews, lang), context),
      change: tileChange(metrics.totalReviews, was.totalReviews, 'count', context),
    },
    {
      label: t('analytics.metrics.averageRating'),
      value: num(metrics.averageRating, lang, 1),
      before: before(num(was.averageRating, lang, 1), context),
      change: tileChange(metrics.averageRating, was.averageRating, 'rating', context),
    },
    {
      label: t('analytics.metrics.positiveRate'),
      value: percent(metrics.positiveRate),
      before: before(percent(was.positiveRate), context),
      change: tileChange(metrics.positiveRate, was.positiveRate, 'rate', context),
    },
    {
      label: t('analytics.replies.replyRate'),
      value: percent(metrics.replies.replyRate),
      before: before(percent(was.replies.replyRate), context),
      change: tileChange(metrics.replies.replyRate, was.replies.replyRate, 'rate', context),
    },
  ]);
  if (metrics.totalReviews === 0) {
    w.room(20);
    w.y -= 16;
    w.text(t('analytics.reports.print.noReviews'), MARGIN, w.y, { size: 10, color: COLORS.muted });
  }

  const reviews = (count: number) =>
    t('analytics.reports.print.reviews', { count, reviews: num(count, lang) });
  const sentiment = (m: typeof metrics | typeof was) => ({
    positive: m.positiveReviews,
    neutral: m.neutralReviews,
    negative: m.negativeReviews,
  });
  w.heading(t('analytics.reports.print.sentiment'));
  drawBars(
    w,
    [
      {
        label: t('analytics.current'),
        segments: sentimentSegments(sentiment(metrics)),
        value: reviews(metrics.totalReviews),
      },
      {
        label: t('analytics.comparison'),
        segments: sentimentSegments(sentiment(was)),
        value: reviews(was.totalReviews),
      },
    ],
    { share: (n) => t('analytics.change.percent', { value: num(n, lang) }) },
  );
  drawLegend(w, [
    { label: t('analytics.metrics.positiveReviews'), color: COLORS.positive },
    { label: t('analytics.metrics.neutralReviews'), color: COLORS.neutral },
    { label: t('analytics.metrics.negativeReviews'), color: COLORS.negative },
  ]);

  w.heading(t('analytics.reports.print.ratings'));
  drawBars(
    w,
    ([5, 4, 3, 2, 1] as const).map((stars) => ({
      label: t('analytics.charts.stars', { count: stars }),
      segments: [
        {
          value: metrics.ratingDistribution[stars],
          color: stars >= 4 ? COLORS.positive : stars === 3 ? COLORS.neutral : COLORS.negative,
        },
      ],
      value: reviews(metrics.ratingDistribution[stars]),
    })),
  );

  const rated = (count: number, rating: number | null) =>
    t('analytics.reports.print.reviewsRating', {
      count,
      reviews: num(count, lang),
      rating: num(rating, lang, 1),
    });
  if (metrics.volumeBySource.length > 0) {
    w.heading(t('analytics.charts.volumeBySource'));
    drawBars(
      w,
      metrics.volumeBySource.map((s) => ({
        label: sourceName(s.source, t),
        segments: [{ value: s.count, color: COLORS.bar }],
        value: rated(s.count, s.averageRating),
      })),
    );
  }

  if (metrics.locationStats.length > 0) {
    w.heading(t('analytics.trends.byLocation'));
    drawBars(
      w,
      metrics.locationStats.map((l) => ({
        label: l.locationName,
        segments: sentimentSegments({
          positive: l.positiveReviews,
          neutral: l.neutralReviews,
          negative: l.negativeReviews,
        }),
        value: rated(l.totalReviews, l.avgRating),
      })),
    );
  }
  if (firstReply) firstReplyBars(w, firstReply, context);
  if (requests) requestTiles(w, requests.total, context);
}

/**
 * Time to first reply (docs/product/analytics.md#time-to-first-reply): per location, then per
 * person, a bar of the reviews answered within target against those late, with the median.
 */
function firstReplyBars(w: PlanWriter, firstReply: TFirstReplyMetrics, context: PrintContext) {
  const { t, lang } = context;
  const row = (label: string, f: TFirstReplyFigures) => ({
    label,
    segments: [
      { value: f.withinTarget, color: COLORS.positive },
      { value: f.due - f.withinTarget, color: COLORS.negative },
    ],
    value: t('analytics.reports.print.firstReply', {
      hours: f.medianHours === null ? '–' : num(f.medianHours, lang, 1),
      share: f.withinTargetShare === null ? '–' : num(f.withinTargetShare, lang, 1),
    }),
  });
  // Wider columns than the other charts': names of people, and a median with a share.
  const options = { labelWidth: 165, valueWidth: 190 };
  w.heading(t('analytics.firstReply.title'));
  drawBars(
    w,
    [
      row(t('analytics.reports.allLocations'), firstReply.overall),
      ...firstReply.byLocation.map((l) => row(l.locationName, l)),
    ],
    options,
  );
  if (firstReply.byPerson.length > 0) {
    w.heading(t('analytics.firstReply.person'));
    drawBars(
      w,
      firstReply.byPerson.map((p) => row(p.name ?? t('analytics.firstReply.automatic'), p)),
      options,
    );
  }
  drawLegend(w, [
    { label: t('analytics.firstReply.withinTarget'), color: COLORS.positive },
    { label: t('analytics.reports.print.late'), color: COLORS.negative },
  ]);
}

/** Review requests of the period (Pro and up): sent, clicked, converted, with their rates. */
function requestTiles(
  w: PlanWriter,
  f: NonNullable<TReportSummaryData['review_requests']>['total'],
  { t, lang }: PrintContext,
): void {
  const rate = (v: number | null) =>
    v === null ? '–' : t('analytics.change.percent', { value: num(v, lang, 1) });
  w.heading(t('reviewRequests.conversion.title'));
  drawTiles(
    w,
    [
      {
        label: t('reviewRequests.conversion.sent'),
        value: num(f.sent, lang),
        before: '',
        change: null,
      },
      {
        label: t('reviewRequests.conversion.clicked'),
        value: `${num(f.clicked, lang)} · ${rate(f.click_rate)}`,
        before: '',
        change: null,
      },
      {
        label: t('reviewRequests.conversion.converted'),
        value: `${num(f.converted, lang)} · ${rate(f.conversion_rate)}`,
        before: '',
        change: null,
      },
    ],
    3,
  );
}
