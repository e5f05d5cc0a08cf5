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
  it('in English: the totals of both periods, then one quoted row per person', () => {
    const lines = reportCsv(report, 'en').slice(1).split('\r\n');
    expect(lines[0]).toBe('Report,Staff');
    expect(lines).toContain('Comparison start date,2026-02-14');
    expect(lines).toContain(
      'Period,Mentions,Positive,Negative,Neutral,Mixed,Sentiment score (-1 to 1)',
    );
    expect(lines).toContain('Current period,7,5,1,1,0,0.57');
    expect(lines).toContain('Comparison period,4,2,2,0,0,0');
    expect(lines.find((l) => l.startsWith('Staff member,Role,'))).toBeDefined();
    expect(lines).toContain('"Étienne ""Tito"" Roy",host,5,4,1,0,0,0.6,2,0,150');
  });

  it('in French: semicolons and decimal commas, a name with a semicolon quoted', () => {
    const items = trends.items.map((i) => ({ ...i, name: 'Zoé; "Zo"' }));
    const named = { ...report, data: { trends: { ...trends, items } } };
    const lines = reportCsv(named, 'fr').slice(1).split('\r\n');
    expect(lines[0]).toBe('Rapport;Personnel');
    expect(lines).toContain('Période en cours;7;5;1;1;0;0,57');
    expect(lines).toContain('"Zoé; ""Zo""";host;5;4;1;0;0;0,6;2;0;150');
    expect(lines.find((l) => l.startsWith('Membre du personnel;Poste;'))).toBeDefined();
  });
});
