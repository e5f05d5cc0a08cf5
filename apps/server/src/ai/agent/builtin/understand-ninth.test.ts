import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'r', name: 'Bistro Essai Rivière', address: '12 rue des Forges, Sorel' },
    { id: 'p', name: 'Bistro Essai Havre', address: '8 Harbour Road, Digby' },
  ],
  menu: [
    { id: 'e', name: 'Œufs bénédictine', aliases: ['Eggs Benedict'] },
    { id: 'c', name: 'Crispy fried chicken' },
    { id: 's', name: 'Pulled pork sandwich' },
  ],
  staff: [
    { id: 'a', name: 'Anouk Lavallée', role: 'barmaid', location_id: 'r' },
    { id: 'b', name: 'Bruno Keller', role: 'bartender', location_id: 'p' },
    { id: 'g', name: 'Gisèle Fortier', role: 'directrice de salle', location_id: null },
    { id: 'h', name: 'Hector Vance', role: 'chef', location_id: 'p' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Bistro Essai');

describe('people named by their role', () => {
  it.each([
    ['the bartender at riviere, any mentions this year', 'Anouk Lavallée'],
    ['le barman au havre combien de fois il a ete nomme depuis un an', 'Bruno Keller'],
    ['our chef - how is he doing since june', 'Hector Vance'],
    ['la directrice de salle, des mentions cette annee?', 'Gisèle Fortier'],
  ])('%s → %s', (question, person) => {
    const u = ask(question);
    expect(u.intent).toBe('staff');
    expect(u.staff?.name).toBe(person);
  });

  it('asks which one when two people hold the role', () => {
    const u = ask('the bartender - how many mentions this year');
    expect(u.intent).toBe('clarify');
    expect(u.ambiguous.map((s) => s.name).sort()).toEqual(['Anouk Lavallée', 'Bruno Keller']);
  });

  it('keeps a plural role or a ranking for the team', () => {
    expect(ask('how many reviews mention our bartenders this year').staff).toBeNull();
    expect(ask('who is our best bartender this year').intent).toBe('rank_staff');
  });
});

describe('dishes in kitchen shorthand', () => {
  it.each([
    ['hows the fried chix doing this year', 'Crispy fried chicken'],
    ['les oeufs benny combien de mentions cette annee', 'Œufs bénédictine'],
    ['pulled pork sando mentions since june', 'Pulled pork sandwich'],
  ])('%s → %s', (question, dish) => {
    const u = ask(question);
    expect(u.intent).toBe('menu');
    expect(u.menuItem?.name).toBe(dish);
  });
});

describe('periods', () => {
  it('reads « au trimestre dernier » as the last quarter, not a comparison', () => {
    const u = ask('Répartition des notes au trimestre dernier au Havre');
    expect(u.period.range).toEqual({ startDate: '2026-07-01', endDate: '2026-09-30' });
    expect(u.comparison).toBeNull();
  });

  it('still compares « ce mois-ci au mois dernier » when asked to compare', () => {
    const u = ask('compare la note ce mois-ci au mois dernier');
    expect(u.comparison?.range).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
  });

  it.each([
    ['Quelle note moyenne depuis la Toussaint ?', '2026-11-01'],
    ['combien d avis depuis la Pentecôte', '2026-05-24'],
    ['how many reviews since memorial day', '2026-05-25'],
    ['avg rating since the 4th of july', '2026-07-04'],
  ])('%s starts on %s', (question, start) => {
    expect(ask(question).period.range).toEqual({ startDate: start, endDate: TODAY });
  });
});

describe('another restaurant asked about', () => {
  it.each([
    'whats the avg rating at ten foot henry on google',
    'c’est quoi la note du Chic Shack sur google',
  ])('declines %s', (question) => {
    expect(ask(question).intent).toBe('decline');
  });

  it.each([
    'avg rating at the havre on google this year',
    'la note de nos avis sur google cette annee',
    'what do people say of the service on yelp',
    'combien d’avis au Havre depuis la fête du Travail',
    'combien d’avis depuis la fête du Canada',
  ])('answers %s about our own reviews', (question) => {
    expect(ask(question).intent).not.toBe('decline');
  });
});
