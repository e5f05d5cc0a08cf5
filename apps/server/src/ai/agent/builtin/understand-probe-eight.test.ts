import { describe, expect, it } from 'vitest';
import { subjectsOf } from './engine.ts';
import { understand, type Catalogue } from './understand.ts';

// Questions from an eighth operator probe (session 40); our own invented restaurant.
const TODAY = '2026-11-21';
const catalogue: Catalogue = {
  locations: [
    { id: 'n', name: 'Le Grand Phare Nord', address: '12 Shore Road, Halifax' },
    { id: 's', name: 'Le Grand Phare Sud', address: '4 rue du Port, Lévis' },
  ],
  menu: [
    { id: 'c', name: 'Chaudrée de palourdes', aliases: ['Clam chowder'] },
    { id: 'h', name: 'Homard grillé', aliases: ['Grilled lobster'] },
  ],
  staff: [{ id: 'j', name: 'Jennifer Doucet', role: 'server', location_id: 'n' }],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Le Grand Phare');

describe('an eighth probe', () => {
  it('reads "after September" as from October on, against the same length before', () => {
    for (const question of [
      'Did our rating drop after September?',
      'Est-ce que notre note a baissé après septembre?',
    ]) {
      const u = ask(question);
      expect(u.intent).toBe('metrics');
      expect(u.period.range).toEqual({ startDate: '2026-10-01', endDate: TODAY });
      expect(u.comparison?.range.endDate).toBe('2026-09-30');
    }
  });

  it('weighs a dish or a person "getting better" over three months against the three before', () => {
    const u = ask('is the chowder getting better or worse');
    expect(u.intent).toBe('menu');
    expect(u.period.range).toEqual({ startDate: '2026-09-01', endDate: TODAY });
    expect(u.comparison?.range.endDate).toBe('2026-08-31');
    // A month named keeps its month.
    expect(ask('is the chowder better this month than last month').period.range.startDate).toBe(
      '2026-11-01',
    );
  });

  it('asks for reviews to read, quoted, over the year', () => {
    for (const question of [
      'Give me 3 reviews that praise the staff',
      'show me some reviews complaining about the lobster',
      'Montre-moi 2 avis qui se plaignent du service',
      'find me reviews that mention the patio',
    ]) {
      const u = ask(question);
      expect(u.intent, question).toBe('some_reviews');
      expect(u.period.range.startDate).toBe('2025-12-01');
    }
  });

  it('compares two dishes over the same twelve months when no period is named', () => {
    const question = 'Compare the grilled lobster and the chowder';
    const parts = subjectsOf(
      { question, restaurantName: 'Le Grand Phare', catalogue },
      ask(question),
    );
    expect(parts.map((p) => [p.menuItem?.id, p.period.range.startDate])).toEqual([
      ['h', '2025-12-01'],
      ['c', '2025-12-01'],
    ]);
  });
});
