import { describe, expect, it } from 'vitest';
import type { TPeriodMetrics, TReport } from '@tableside/domain/schemas/analytics';
import { reportCsv } from './report-csv.ts';

const period = (total: number): TPeriodMetrics => ({
  startDate: '2026-03-01',
  endDate: '2026-03-15',
  totalReviews: total,
  totalReviewsByLocation: { a: total },
  positiveReviews: total - 1,
  neutralReviews: 1,
  negativeReviews: 0,
  averageRating: 4.5,
  positiveRate: 90,
  ratingsByLocation: { a: { totalRating: total * 4, count: total } },
  locationStats: [
    {
      locationId: 'a',
      locationName: 'Rue "Saint-Denis", Montréal',
      totalReviews: total,
      avgRating: 4.5,
      positiveReviews: total - 1,
      neutralReviews: 1,
      negativeReviews: 0,
    },
  ],
  ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 2, 5: total - 3 },
  volumeBySource: [{ source: 'google', count: total, averageRating: 4.5 }],
  replies: {
    replied: 1,
    replyRate: 10,
    byStatus: { new: 0, draft: 0, edited: 0, regenerated: 0, approved: 0, posted: 1 },
  },
});

const report: TReport = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'summary',
  location_id: null,
  location_name: null,
  start_date: '2026-03-01',
  end_date: '2026-03-15',
  created_at: '2026-03-16T10:00:00.000Z',
  created_by_name: 'Admin Tester',
  data: {
    metrics: { ...period(10), preset: null, comparison: period(8) },
    series: {
      interval: 'day',
      current: { startDate: '2026-03-01', endDate: '2026-03-15' },
      points: [],
      byLocation: [],
    },
    replies: {
      startDate: '2026-03-01',
      endDate: '2026-03-15',
      totalReviews: 10,
      posted: 1,
      replyRate: 10,
      medianHoursToReply: 4,
      byStatus: { new: 0, draft: 0, edited: 0, regenerated: 0, approved: 0, posted: 1 },
    },
  },
};

describe('reportCsv', () => {
  it('writes the figures beside their comparison and quotes text that needs it', () => {
    const csv = reportCsv(report);
    const lines = csv.split('\r\n');
    expect(lines).toContain('totalReviews,10,8');
    expect(lines).toContain('averageRating,4.5,4.5');
    expect(lines).toContain('medianHoursToReply,4,');
    expect(lines).toContain('"Rue ""Saint-Denis"", Montréal",10,4.5,9,1,0');
    expect(lines).toContain('location,all');
  });
});
