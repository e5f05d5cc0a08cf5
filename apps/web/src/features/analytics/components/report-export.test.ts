import type { TReport } from '@tableside/domain/schemas/analytics';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/dashboard.json' with { type: 'json' };
import fr from '../../../locales/fr/dashboard.json' with { type: 'json' };
import { reportLines } from './report-export.ts';

const counts = (mentions: number) => ({
  mentions,
  positive: mentions,
  negative: 0,
  neutral: 0,
  conflict: 0,
  sentimentScore: mentions ? 1 : 0,
});

const item = (name: string, mentions: number) => ({
  key: name,
  name,
  detail: null,
  current: counts(mentions),
  comparison: counts(0),
  change: null,
  points: [],
});

const report: TReport = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'menu',
  location_id: '00000000-0000-4000-8000-000000000009',
  location_name: 'Quai des Brumes',
  start_date: '2026-03-01',
  end_date: '2026-03-15',
  created_at: '2026-03-16T09:00:00.000Z',
  created_by_name: 'Ada Admin',
  data: {
    trends: {
      kind: 'menu',
      preset: null,
      interval: 'day',
      current: { startDate: '2026-03-01', endDate: '2026-03-15' },
      comparison: { startDate: '2026-02-14', endDate: '2026-02-28' },
      totals: { current: counts(1), comparison: counts(0) },
      items: [item('Tarte fine', 1), item('Soupe', 2)],
    },
  },
};

async function linesIn(lang: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { en: { dashboard: en }, fr: { dashboard: fr } } });
  const t = i18n.getFixedT(lang, 'dashboard');
  return reportLines(report, { t, lang, restaurantName: 'Chez Lune' }).map((l) => l.text);
}

describe('a report as printed lines', () => {
  it('opens with the restaurant, the period and the location, and counts in English', async () => {
    const lines = await linesIn('en');
    expect(lines.slice(0, 4)).toEqual([
      'Chez Lune',
      'Menu',
      'Period: March 1, 2026 – March 15, 2026',
      'Location: Quai des Brumes',
    ]);
    expect(lines).toContain('1 mention in this period, 0 in the comparison period');
    expect(lines).toContain('Tarte fine: 1 mention (before: 0), sentiment +1.00');
    expect(lines).toContain('Soupe: 2 mentions (before: 0), sentiment +1.00');
  });

  it('says the same in French', async () => {
    const lines = await linesIn('fr');
    expect(lines.slice(0, 4)).toEqual([
      'Chez Lune',
      'Carte',
      'Période : 1er mars 2026 – 15 mars 2026',
      'Établissement : Quai des Brumes',
    ]);
    expect(lines).toContain('1 mention sur la période, 0 sur la période de comparaison');
    expect(lines.find((l) => l.startsWith('Tarte fine'))).toMatch(/^Tarte fine : 1 mention \(/);
    expect(lines.find((l) => l.startsWith('Soupe'))).toMatch(/^Soupe : 2 mentions \(/);
  });
});
