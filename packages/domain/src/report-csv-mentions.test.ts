import { describe, expect, it } from 'vitest';
import type { TReport } from '@tableside/domain/schemas/analytics';
import type { TMentionTrends } from '@tableside/domain/schemas/trends';
import { reportCsv } from './report-csv.ts';

const counts = (mentions: number, positive: number, negative: number) => ({
  mentions,
  positive,
  negative,
  neutral: mentions - positive - negative,
  conflict: 0,
  sentimentScore: Math.round(((positive - negative) / mentions) * 100) / 100,
});

const trends: TMentionTrends = {
  kind: 'staff',
  preset: null,
  interval: 'day',
  current: { startDate: '2026-03-01', endDate: '2026-03-15' },
  comparison: { startDate: '2026-02-14', endDate: '2026-02-28' },
  totals: { current: counts(7, 5, 1), comparison: counts(4, 2, 2) },
  items: [
    {
      key: '00000000-0000-4000-8000-000000000002',
      name: 'Étienne "Tito" Roy',
      detail: 'host',
      current: counts(5, 4, 1),
      comparison: counts(2, 1, 1),
      change: 150,
      points: [],
    },
  ],
};

const report: TReport = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'staff',
  location_id: null,
  location_name: null,
  start_date: '2026-03-01',
  end_date: '2026-03-15',
  created_at: '2026-03-16T09:00:00.000Z',
  created_by_name: 'Ada Admin',
  data: { trends },
};

describe('a staff report as CSV', () => {
  it('gives the totals of both periods, then one quoted row per person', () => {
    const lines = reportCsv(report).split('\r\n');
    expect(lines).toContain('report,staff');
    expect(lines).toContain('compareStartDate,2026-02-14');
    expect(lines).toContain('current,7,5,1,1,0,0.57');
    expect(lines).toContain('comparison,4,2,2,0,0,0');
    expect(lines).toContain('"Étienne ""Tito"" Roy",host,5,4,1,0,0,0.6,2,0,150');
  });
});
