import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../engine.ts';
import { understand } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-15';
const catalogue: Catalogue = {
  locations: [
    { id: 'l1', name: 'Granville' },
    { id: 'l2', name: 'Kitsilano' },
  ],
  menu: [
    { id: 'lamb', name: 'Braised lamb shank' },
    { id: 'beef', name: 'Beef tartare' },
    { id: 'salmon', name: 'Salmon tartare' },
    { id: 'tart', name: 'Lemon tart' },
    { id: 'soup', name: 'Onion soup', aliases: ['soupe à l’oignon'] },
  ],
  staff: [
    { id: 'chris', name: 'Christopher Dubé', role: 'server' },
    { id: 'nat1', name: 'Nathalie Roux', role: 'server' },
    { id: 'nat2', name: 'Nathalie Bergeron', role: 'host' },
    { id: 'will', name: 'William Park', role: 'bartender' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Maison Test');

describe('dishes and people through the catalogue matcher', () => {
  it.each([
    ['How many reviews mention the tarte au citron?', 'tart'],
    ['Combien d’avis parlent de la souris d’agneau braisée ?', 'lamb'],
    ['How is the lamb doing this month?', 'lamb'],
    ['Combien de fois la soupe à l’oignon a été citée ?', 'soup'],
    ['How often is the tartare de saumon mentioned?', 'salmon'],
  ])('%s → %s', (question, id) => {
    const u = ask(question);
    expect(u.menuItem?.id).toBe(id);
    expect(u.intent).toBe('menu');
  });

  it.each([
    ['How many reviews mention Chris since March?', 'chris'],
    ['Combien d’avis parlent de Billy cette année ?', 'will'],
    ['What do guests say about Christopher?', 'chris'],
  ])('%s → %s', (question, id) => {
    const u = ask(question);
    expect(u.staff?.id).toBe(id);
    expect(u.intent).toBe('staff');
  });

  it('asks which one when the words name two dishes or two people, naming both', () => {
    const tartare = ask('How many reviews mention the tartare?');
    expect(tartare.intent).toBe('clarify');
    expect(tartare.ambiguous.map((e) => e.id).sort()).toEqual(['beef', 'salmon']);
    const nathalie = ask('Combien d’avis parlent de Nathalie ?');
    expect(nathalie.intent).toBe('clarify');
    expect(nathalie.ambiguous.map((e) => e.id).sort()).toEqual(['nat1', 'nat2']);
    expect(nathalie.language).toBe('fr');
  });

  it('does not ask when a ranking is asked, nor when the full name tells them apart', () => {
    expect(ask('Which tartare gets the most complaints?').intent).toBe('rank_menu');
    expect(ask('How is Nathalie Roux doing?').staff?.id).toBe('nat1');
  });

  it('counts every mention of a dish named without a period since the first review', () => {
    const u = ask('How many reviews mention the tarte au citron?');
    expect(u.period.label).toEqual({ kind: 'named', key: 'allTime' });
  });
});
