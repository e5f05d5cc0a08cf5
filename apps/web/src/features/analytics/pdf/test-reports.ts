import type { TPeriodMetrics, TReport, TReportQuotes } from '@tableside/domain/schemas/analytics';

/** Reports as the server stores them, for the layout's tests. */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function period(
  startDate: string,
  endDate: string,
  locations: string[],
  scale: number,
): TPeriodMetrics {
  const stats = locations.map((name, i) => ({
    locationId: id(100 + i),
    locationName: name,
    totalReviews: 10 * scale + i,
    avgRating: 4.2,
    positiveReviews: 7 * scale,
    neutralReviews: 2 * scale,
    negativeReviews: scale + i,
  }));
  const total = stats.reduce((s, l) => s + l.totalReviews, 0);
  const sum = (pick: (l: (typeof stats)[number]) => number) =>
    stats.reduce((s, l) => s + pick(l), 0);
  return {
    startDate,
    endDate,
    totalReviews: total,
    totalReviewsByLocation: Object.fromEntries(stats.map((l) => [l.locationId, l.totalReviews])),
    positiveReviews: sum((l) => l.positiveReviews),
    neutralReviews: sum((l) => l.neutralReviews),
    negativeReviews: sum((l) => l.negativeReviews),
    averageRating: 4.2 - scale / 10,
    positiveRate: 70 + scale,
    ratingsByLocation: {},
    locationStats: stats,
    ratingDistribution: { 1: scale, 2: scale, 3: 2 * scale, 4: 3 * scale, 5: total - 7 * scale },
    volumeBySource: [
      { source: 'google', count: Math.ceil(total / 2), averageRating: 4.4 },
      { source: 'csv', count: Math.floor(total / 2), averageRating: 3.9 },
    ],
    replies: {
      replied: total,
      replyRate: 50 + scale,
      byStatus: { new: 0, draft: 0, edited: 0, regenerated: 0, approved: 0, posted: total },
    },
  };
}

export const QUOTES: TReportQuotes = {
  praise: [
    {
      rating: 5,
      text: 'Ζωή and Łukasz made our evening: the onion soup was perfect.',
      date: '2026-03-04',
      source: 'google',
      locationName: 'Đặng Bistro',
    },
  ],
  complaints: [
    {
      rating: 1,
      text: `Иван forgot our order. ${'We waited a very long time for the mains to arrive. '.repeat(6)}`,
      date: '2026-03-09',
      source: 'csv',
      locationName: 'Đặng Bistro',
    },
  ],
};

export function summaryReport(
  locations: string[] = ['Đặng Bistro', 'Quai des Brumes'],
  quotes: TReportQuotes | null = QUOTES,
  withFirstReply = false,
): TReport {
  const current = period('2026-03-01', '2026-03-15', locations, 2);
  const comparison = period('2026-02-14', '2026-02-28', locations, 1);
  return {
    id: id(1),
    type: 'summary',
    location_id: null,
    location_name: null,
    start_date: '2026-03-01',
    end_date: '2026-03-15',
    created_at: '2026-03-16T09:00:00.000Z',
    created_by_name: 'Ada Admin',
    data: {
      metrics: { ...current, preset: null, comparison },
      series: {
        interval: 'day',
        current: { startDate: '2026-03-01', endDate: '2026-03-15' },
        points: [],
        byLocation: [],
      },
      replies: {
        startDate: '2026-03-01',
        endDate: '2026-03-15',
        totalReviews: current.totalReviews,
        posted: current.totalReviews,
        replyRate: current.replies.replyRate,
        medianHoursToReply: 3,
        byStatus: current.replies.byStatus,
      },
      ...(withFirstReply ? { firstReply: firstReply(locations) } : {}),
      ...(quotes ? { quotes } : {}),
    },
  };
}

/** Time to first reply of the summary's period (docs/product/analytics.md#time-to-first-reply). */
function firstReply(locations: string[]) {
  return {
    startDate: '2026-03-01',
    endDate: '2026-03-15',
    overall: {
      answered: 30,
      medianHours: 5.5,
      due: 28,
      withinTarget: 21,
      withinTargetShare: 75,
    },
    byLocation: locations.map((name, i) => ({
      locationId: id(200 + i),
      locationName: name,
      answered: 15,
      medianHours: 5.5,
      due: 14,
      withinTarget: 10 + i,
      withinTargetShare: 71.4,
    })),
    byPerson: [
      {
        userId: id(300),
        name: 'Ζωή Admin',
        answered: 20,
        medianHours: 2.5,
        due: 18,
        withinTarget: 17,
        withinTargetShare: 94.4,
      },
      {
        userId: null,
        name: null,
        answered: 10,
        medianHours: 30,
        due: 10,
        withinTarget: 4,
        withinTargetShare: 40,
      },
    ],
  };
}

const counts = (positive: number, negative: number) => ({
  mentions: positive + negative,
  positive,
  negative,
  neutral: 0,
  conflict: 0,
  sentimentScore:
    Math.round(((positive - negative) / Math.max(1, positive + negative)) * 100) / 100,
});

export function staffReport(): TReport {
  const people: [string, string, number, number][] = [
    ['Иван Петров', 'Serveur', 9, 1],
    ['Łukasz', 'Chef', 5, 3],
    ['Ζωή', 'Barista', 1, 0],
  ];
  return {
    id: id(2),
    type: 'staff',
    location_id: id(100),
    location_name: 'Quai des Brumes',
    start_date: '2026-03-01',
    end_date: '2026-03-15',
    created_at: '2026-03-16T09:00:00.000Z',
    created_by_name: 'Ada Admin',
    data: {
      trends: {
        kind: 'staff',
        preset: null,
        interval: 'day',
        current: { startDate: '2026-03-01', endDate: '2026-03-15' },
        comparison: { startDate: '2026-02-14', endDate: '2026-02-28' },
        totals: { current: counts(16, 4), comparison: counts(10, 5) },
        items: people.map(([name, detail, positive, negative], i) => ({
          key: id(200 + i),
          name,
          detail,
          current: counts(positive, negative),
          comparison: counts(positive - 1, 0),
          change: null,
          points: [],
        })),
      },
    },
  };
}
