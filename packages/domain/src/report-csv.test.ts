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
      locationName: 'Rue "Saint-Denis", Montréal;\nterrasse',
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

/** The rows of a file, without the byte-order mark Excel needs. */
function rows(csv: string): string[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return csv.slice(1).split('\r\n');
}

describe('a summary report as CSV', () => {
  it('in English: worded headers, commas, decimal points, ISO days', () => {
    const csv = reportCsv(report, 'en');
    const lines = rows(csv);
    expect(lines[0]).toBe('Report,Reviews summary');
    expect(lines).toContain('Location,All locations');
    expect(lines).toContain('Start date,2026-03-01');
    expect(lines).toContain('Generated on,2026-03-16');
    expect(lines).toContain('Metric,Current period,Comparison period');
    expect(lines).toContain('Total reviews,10,8');
    expect(lines).toContain('Average rating,4.5,4.5');
    expect(lines).toContain('Median time to reply (hours),4,');
    // RFC 4180: the separator, a quote and a line break all sit inside one quoted cell.
    expect(csv).toContain('\r\n"Rue ""Saint-Denis"", Montréal;\nterrasse",10,4.5,9,1,0\r\n');
    expect(csv).not.toMatch(/totalReviews|startDate/);
  });

  it('in French: worded headers, semicolons, decimal commas, ISO days', () => {
    const csv = reportCsv(report, 'fr');
    const lines = rows(csv);
    expect(lines[0]).toBe('Rapport;Synthèse des avis');
    expect(lines).toContain('Établissement;Tous les établissements');
    expect(lines).toContain('Date de début;2026-03-01');
    expect(lines).toContain('Généré le;2026-03-16');
    expect(lines).toContain('Indicateur;Période en cours;Période de comparaison');
    expect(lines).toContain('Avis au total;10;8');
    expect(lines).toContain('Note moyenne;4,5;4,5');
    expect(lines).toContain('Part d’avis positifs (%);90;90');
    expect(csv).toContain('\r\n"Rue ""Saint-Denis"", Montréal;\nterrasse";10;4,5;9;1;0\r\n');
  });

  it('adds the time to first reply per location and per person when the report has it', () => {
    const figures = (answered: number, median: number | null, share: number | null) => ({
      answered,
      medianHours: median,
      due: answered,
      withinTarget: Math.round(((share ?? 0) * answered) / 100),
      withinTargetShare: share,
    });
    const firstReply = {
      startDate: '2026-03-01',
      endDate: '2026-03-15',
      overall: figures(4, 6.5, 75),
      byLocation: [{ locationId: report.id, locationName: 'Alpha', ...figures(4, 6.5, 75) }],
      byPerson: [
        { userId: report.id, name: 'Marie Curie', ...figures(2, 2.5, 100) },
        { userId: null, name: null, ...figures(2, 30, 50) },
      ],
    };
    const withIt = { ...report, data: { ...report.data, firstReply } };
    const en = rows(reportCsv(withIt, 'en'));
    expect(en).toContain(
      'Location,Answered,Median time to first reply (hours),With a due time,Within target,Within target (%)',
    );
    expect(en).toContain('All locations,4,6.5,4,3,75');
    expect(en).toContain('Alpha,4,6.5,4,3,75');
    expect(en).toContain('Marie Curie,2,2.5,2,2,100');
    expect(en).toContain('Automatic or on the platform,2,30,2,1,50');
    const fr = rows(reportCsv(withIt, 'fr'));
    expect(fr).toContain('Tous les établissements;4;6,5;4;3;75');
    expect(fr).toContain('Automatique ou sur la plateforme;2;30;2;1;50');
    // A report stored before the figures existed has no such section.
    expect(rows(reportCsv(report, 'en')).some((line) => line.startsWith('Person,'))).toBe(false);
  });

  it('never groups thousands', () => {
    const metrics = { ...period(12345), preset: null, comparison: period(8) };
    const big = { ...report, data: { ...report.data, metrics } };
    expect(rows(reportCsv(big, 'fr'))).toContain('Avis au total;12345;8');
    expect(rows(reportCsv(big, 'en'))).toContain('Total reviews,12345,8');
  });

  it('adds the review requests of the period when the report has them', () => {
    const figures = { sent: 4, clicked: 2, converted: 1, click_rate: 50, conversion_rate: 25 };
    const review_requests = {
      startDate: '2026-03-01',
      endDate: '2026-03-15',
      total: figures,
      locations: [
        { ...figures, location_id: '00000000-0000-4000-8000-000000000002', name: 'Alpha' },
      ],
    };
    const withRequests = { ...report, data: { ...report.data, review_requests } };
    const en = rows(reportCsv(withRequests, 'en'));
    expect(en).toContain(
      'Location,Review requests sent,Review links clicked,Invited guests who reviewed,Click rate (%),Conversion rate (%)',
    );
    expect(en).toContain('Alpha,4,2,1,50,25');
    expect(en).toContain('All locations,4,2,1,50,25');
    expect(rows(reportCsv(withRequests, 'fr'))).toContain('Tous les établissements;4;2;1;50;25');
    expect(rows(reportCsv(report, 'en')).some((l) => l.includes('Review requests'))).toBe(false);
  });
});
